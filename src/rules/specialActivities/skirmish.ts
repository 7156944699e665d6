/**
 * Skirmish, the limited strike shared by three Factions: British (4.2.2, British Regulars against
 * Rebellion cubes and Active Militia, or a Patriot Fort), Patriots (4.3.3, Continentals against
 * British cubes, or a British Fort) and French (4.5.2, after the Treaty, French Regulars against
 * British cubes, or a British Fort). In one space (the West Indies too, for British and French) with
 * the striking cubes and enemy pieces, and where the accompanying Command does not Battle (nor Muster,
 * nor — British — Garrison to): remove one enemy target, or two targets and one own cube, or, with no
 * targets there, one enemy Fort and one own cube. Cubes and Forts go to Casualties (Forts return to
 * Available at once); Clinton adds one Militia (1.10). Enemies only (1.5.2).
 *
 * Decision (after `{ type: 'specialActivity', activity: 'skirmish' }`): `{ type: 'skirmish', space,
 * option }`, the option naming the removed pieces joined by `+`, the own cube last (the same
 * vocabulary as the Scout's Skirmish, 3.4.3).
 * @module
 */
import type { Action, ActionOption } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { defineStep } from '../../flow/step';
import { popFrame, pushFrame } from '../../flow/frames';
import { howeBefore } from './british/lowerFni';
import { BRITISH_STRIKE, executeSkirmish, skirmishOptions, type SkirmishStrike } from '../commands/indians/skirmish';
import { recordActivitySpace } from '../../flow/host';
import { type ActivityContext } from '../../flow/contracts';
import type { SpecialActivityModule } from '../../flow/contracts';
import { FACTION_NAME } from '../../data/text';
/** A Faction's Skirmish: its strike, and where it may take place. */
interface SkirmishProfile extends SkirmishStrike {
  /** Commands whose spaces a Skirmish may not share (Battle, Muster, Garrison destination). */
  notWith: readonly string[];
  /** Whether the West Indies may be chosen. */
  westIndies: boolean;
}

const PROFILES: Readonly<Record<'british' | 'patriots' | 'french', SkirmishProfile>> = {
  british: { ...BRITISH_STRIKE, notWith: ['battle', 'garrison', 'muster'], westIndies: true },
  patriots: { striker: 'continental', targets: ['britishRegular', 'tory'], fort: 'britishFort', rule: '4.3.3', label: 'Patriots Skirmish', notWith: ['battle'], westIndies: false },
  french: { striker: 'frenchRegular', targets: ['britishRegular', 'tory'], fort: 'britishFort', rule: '4.5.2', label: 'French Skirmish', notWith: ['battle', 'muster'], westIndies: true },
};

/** The Skirmish choices in a space for a Faction, canonical order (pieces only; no Command restriction). Pure. */
export function skirmishChoices(state: GameState, faction: 'british' | 'patriots' | 'french', space: SpaceId): string[] {
  return skirmishOptions(state, space, PROFILES[faction]);
}

/** Spaces where the Faction's Skirmish Special Activity may be executed with this Command, canonical order. Pure. */
export function skirmishSpaces(state: GameState, faction: 'british' | 'patriots' | 'french', context: ActivityContext): SpaceId[] {
  return SPACE_IDS.filter(skirmishable(state, faction, context));
}

/** Whether the Faction's Skirmish may be executed in a space with this Command ({@link skirmishSpaces}). */
function skirmishable(state: GameState, faction: 'british' | 'patriots' | 'french', context: ActivityContext): (s: SpaceId) => boolean {
  const pr = PROFILES[faction];
  const shared = pr.notWith.includes(context.command) ? context.commandSpaces : [];
  return (s) => (pr.westIndies || s !== 'WestIndies') && !shared.includes(s) && skirmishChoices(state, faction, s).length > 0;
}

/** A Skirmish Special Activity in progress. */
export interface SkirmishFrame extends Frame {
  kind: 'skirmishActivity';
  faction: 'british' | 'patriots' | 'french';
  command: string;
  commandSpaces: SpaceId[];
}


/** The Skirmish Special Activity decision (4.2.2, 4.3.3, 4.5.2). */
export const skirmishActivityStep = defineStep<SkirmishFrame>({
  kind: 'skirmishActivity',
  rule: '4.2.2',
  decider: (_state, frame) => frame.faction,
  prompt: (_state, frame) => `${FACTION_NAME[frame.faction]} Skirmish: choose the space and what to remove`,
  options(state, frame): Action[] {
    const out: Action[] = [];
    const context: ActivityContext = { faction: frame.faction, command: frame.command, commandSpaces: frame.commandSpaces };
    for (const space of skirmishSpaces(state, frame.faction, context))
      for (const option of skirmishChoices(state, frame.faction, space)) out.push({ faction: frame.faction, type: 'skirmish', space, option: option as ActionOption });
    return out;
  },
  handle(draft, frame, action) {
    const space = action.space!;
    const faction = frame.faction;
    recordActivitySpace(draft, space, PROFILES[faction].notWith);
    popFrame(draft);
    executeSkirmish(draft, space, action.option!, faction, PROFILES[faction]);
  },
});

function skirmishModule(faction: 'british' | 'patriots' | 'french'): SpecialActivityModule {
  const pr = PROFILES[faction];
  return {
    id: 'skirmish',
    faction,
    name: 'Skirmish',
    rule: pr.rule,
    accompanies: (state, command) => faction !== 'french' || (state.treatyOfAlliance && command !== 'agentMobilization'),
    canStart: (state, context) => SPACE_IDS.some(skirmishable(state, faction, context)),
    start(draft, context) {
      const frame: SkirmishFrame = { kind: 'skirmishActivity', faction, command: context.command, commandSpaces: [...context.commandSpaces] };
      pushFrame(draft, frame);
    },
  };
}

/** British Skirmish (4.2.2). */
export const britishSkirmish: SpecialActivityModule = { ...skirmishModule('british'), before: howeBefore };
/** Patriot Skirmish (4.3.3). */
export const patriotsSkirmish: SpecialActivityModule = skirmishModule('patriots');
/** French Skirmish (4.5.2), after the Treaty of Alliance. */
export const frenchSkirmish: SpecialActivityModule = skirmishModule('french');
