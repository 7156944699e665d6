/**
 * 6.2.2 West Indies Battle: when French and British pieces share the West Indies, the French are
 * obliged to fight a free Battle there under the normal Battle procedure (3.6). Afterwards the French,
 * then the British, may send any of their units still in the West Indies back to Available, and pay
 * 1 Resource if some are left there.
 *
 * The free Battle itself is the Battle module's (src/rules/battle/westIndies.ts).
 *
 * Ruling on the step after the Battle: the Resource is the price of keeping units in the West Indies
 * (their supply — 6.2.1 exempts them from the ordinary check). Each of the French, then the British,
 * with Regulars in the box returns as many as it likes to Available; if any remain it pays one
 * Resource, and a Faction that cannot pay returns them all. This is what the Non-Player rules spell
 * out (8.4.8: a British Non-player Controlling the West Indies after the Battle pays 1 Resource to
 * keep its Regulars there, and otherwise sends them all to Available; 8.6.8: a French Non-player with
 * Regulars left there pays 1 to keep them when it can, and otherwise sends them to Available), and
 * a free "keep" would make the payment meaningless. It applies whenever the Faction has Regulars
 * there at this point, Battle or not ("remaining" = still there after the Battle, if one was fought).
 * Only Regulars are units; a British Fort in the box stays without cost.
 * @module
 */
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { defineStep } from '../../flow/step';
import { log, popFrame } from '../../flow/frames';
import { addResources, removeToPool, piecesAt } from '../board';
import { FACTION_NAME, piecesText, resourcesText } from '../../data/text';
import { checkLeaders } from '../leaders';
import { westIndiesBattleDue } from '../battle/westIndies';
import { roundPhaseProblem } from './phases';
import { because, type Reason } from '../../core/reason';

/** Whether the free West Indies Battle is due: French and British pieces both there (6.2.2). Pure. */
export const westIndiesBattleNeeded = westIndiesBattleDue;

/** The French or British decide what stays in the West Indies after the Battle (6.2.2). */
export interface WestIndiesUpkeepFrame extends Frame {
  kind: 'westIndiesUpkeep';
  faction: 'french' | 'british';
}

const REGULAR = { french: 'frenchRegular', british: 'britishRegular' } as const;

/** Regulars of the Faction in the West Indies. Pure. */
export function westIndiesUnits(state: GameState, faction: 'french' | 'british'): number {
  return piecesAt(state, 'WestIndies')[REGULAR[faction]];
}

/** Whether the Faction can pay the Resource that keeps Regulars in the West Indies (6.2.2). */
const mayKeepInWestIndies = (state: GameState, faction: 'french' | 'british'): boolean => state.resources[faction] >= 1;

/** Why the Faction may not return `count` of its Regulars from the West Indies now (6.2.2), or null when it may. Pure. */
export function whyNotReturnFromWestIndies(state: GameState, faction: 'french' | 'british', count: number): Reason | null {
  const n = westIndiesUnits(state, faction);
  if (count > n) return because('6.2.2', `the ${FACTION_NAME[faction]} have ${piecesText(n, REGULAR[faction])} in the West Indies: ${count} cannot return`);
  if (count < n && !mayKeepInWestIndies(state, faction))
    return because(
      '6.2.2',
      `keeping Regulars in the West Indies costs ${resourcesText(1)} and the ${FACTION_NAME[faction]} have ${state.resources[faction]}: all ${n} return to Available`,
    );
  return null;
}

/**
 * 6.2.2 return-or-pay. Action `{ faction, type: 'westIndies', count }`: `count` Regulars return to
 * Available; if any remain, one Resource is paid. Listed by ascending count; returning all is always legal.
 */
export const westIndiesUpkeepStep = defineStep<WestIndiesUpkeepFrame>({
  kind: 'westIndiesUpkeep',
  rule: '6.2.2',
  isDecision: (state, frame) => westIndiesUnits(state, frame.faction) > 0,
  run(draft) {
    popFrame(draft);
  },
  decider: (_state, frame) => frame.faction,
  prompt: (state, frame) =>
    `The ${FACTION_NAME[frame.faction]} may return any of their ${piecesText(westIndiesUnits(state, frame.faction), REGULAR[frame.faction])} ` +
    `in the West Indies to Available, then pay 1 Resource if any are still there`,
  options(state, frame): Action[] {
    const faction = frame.faction;
    const n = westIndiesUnits(state, faction);
    const out: Action[] = [];
    if (mayKeepInWestIndies(state, faction)) for (let count = 0; count < n; count++) out.push({ faction, type: 'westIndies', count });
    out.push({ faction, type: 'westIndies', count: n });
    return out;
  },
  /** 6.2.2: no more than are there return; keeping any costs 1 Resource. */
  explain(state, frame, action) {
    if (action.type !== 'westIndies' || action.count === undefined) return null;
    return whyNotReturnFromWestIndies(state, frame.faction, action.count);
  },
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const faction = frame.faction;
    const n = westIndiesUnits(draft, faction);
    const count = action.count!;
    popFrame(draft);
    if (count > 0) removeToPool(draft, 'WestIndies', REGULAR[faction], count);
    const parts: string[] = [];
    if (count > 0) parts.push(`return ${piecesText(count, REGULAR[faction])} from the West Indies to Available`);
    if (count < n) {
      addResources(draft, faction, -1);
      parts.push(`pay ${resourcesText(1)} to keep ${piecesText(n - count, REGULAR[faction])} there`);
    }
    log(draft, `${FACTION_NAME[faction]} ${parts.join(' and ')}`, '6.2.2', faction);
    checkLeaders(draft);
  },
  /** 6.2.2: the French decide first, then the British; the Round under it resumes at the next one's turn. */
  validate(state, frame, at) {
    const problem = roundPhaseProblem(
      state,
      at,
      frame.faction === 'french' ? 'westIndiesBritish' : 'resources',
      'faction',
      `the ${FACTION_NAME[frame.faction]} West Indies upkeep (6.2.2)`,
    );
    return problem === null ? [] : [problem];
  },
});
