/** Event instruction `chooseFaction` (5.1): the executing Faction (or the one named) chooses a Faction the text offers, bound to a variable. @module */
import { FACTION_NAME } from '../../../data/text';
import type { ChooseFaction, EventContext } from '../program';
import { factionOf, newProgress, theFaction, type InstructionModule } from '../instruction';
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
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt: (ctx, instr) => `${theFaction(factionOf(ctx, instr.who))} choose ${among(ctx, instr).map((f) => `the ${FACTION_NAME[f]}`).join(' or ')}`,
};
