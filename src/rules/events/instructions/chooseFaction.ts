/** Event instruction `chooseFaction` (5.1): the executing Faction (or the one named) chooses a Faction the text offers, bound to a variable. @module */
import { FACTION_NAME } from '../../../data/text';
import type { ChooseFaction, EventContext } from '../program';
import { eventBecause, factionOf, newProgress, theFaction, type InstructionModule } from '../instruction';
import type { Faction } from '../../../data/ids';

const among = (ctx: EventContext, instr: ChooseFaction): readonly Faction[] => (typeof instr.among === 'function' ? instr.among(ctx) : instr.among);

export const chooseFaction: InstructionModule<ChooseFaction> = {
  op: 'chooseFaction',
  begin: () => newProgress(),
  options(ctx, instr, progress) {
    if (progress.done > 0) return [];
    const faction = factionOf(ctx, instr.who);
    return among(ctx, instr).map((f) => ({ faction, type: 'choose', option: f }));
  },
  handle(_draft, frame, instr, _ctx, action) {
    frame.vars[instr.bind] = action.option as Faction;
    frame.progress!.done = 1;
  },
  // 5.1: the text names the Factions to choose from.
  explain(ctx, instr, _progress, action) {
    if (action.type !== 'choose') return null;
    const offered = among(ctx, instr);
    const names = offered.map((f) => `the ${FACTION_NAME[f]}`).join(' or ');
    const chosen = (FACTION_NAME as Record<string, string>)[String(action.option)];
    return eventBecause(ctx, '5.1', `has ${theFaction(factionOf(ctx, instr.who))} choose ${names}${chosen === undefined ? `: '${String(action.option)}' is not a Faction` : `, not the ${chosen}`}`);
  },
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt: (ctx, instr) => `${theFaction(factionOf(ctx, instr.who))} choose ${among(ctx, instr).map((f) => `the ${FACTION_NAME[f]}`).join(' or ')}`,
};
