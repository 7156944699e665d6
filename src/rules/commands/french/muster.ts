/**
 * 3.5.3 French Muster: after the Treaty of Alliance only (3.5, 2.3.9). Summary: for 2 Resources the
 * French choose a single space — a Rebellion-Controlled Colony or City, or the West Indies — and put
 * up to four French Regulars there. Optionally, in a Colony or City (not the West Indies) and only if
 * the Patriots hold at least 1 Resource, two French Regulars there are then swapped for a Patriot
 * Fort, the Patriots paying 1 Resource.
 *
 * Decisions: `selectSpace` (one space; pays 2, nothing when free), then
 * `place { piece: 'frenchRegular', count: 0..4 }` (from Available only, 1.4.1 Exception), then — when
 * possible — `replace { space, piece: 'patriotFort' }` or `done`.
 *
 * Rulings:
 * - The West Indies need no Rebellion Control (3.5.3 lists it as an alternative to the Controlled
 *   Colony or City; 8.6.4 Musters there precisely when it lacks Rebellion Control).
 * - A Muster that places nothing is still executed (2.3.4 "with or without effect"), so the
 *   `place` step offers `count: 0`.
 * - The Patriot Fort comes from Available only (it is the Patriots' piece, so the 1.4.1 exception for
 *   a Faction's own pieces does not apply), needs room (1.4.2), and any two French Regulars in the
 *   space may be replaced (not only those just placed); they go to Available.
 * - Free Muster (3.1.2 "no Resources to any Faction"): the Patriots pay nothing for the Fort, and
 *   their "one or more Resources" condition — which only ensures they can pay — does not apply.
 * - Rochambeau (or Lauzun), if in the Available Forces box, may come onto the map with the Regulars (1.10), and is
 *   moved per 1.10 if the Fort replacement leaves him alone.
 * @module
 */
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { isCity, isColony } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame } from '../../../flow/frames';
import { hasRoomForFort, placeFromPool, removeToPool } from '../../board';
import { canPay, pay } from '../common';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { mayExecuteIn } from '../../../flow/restriction';
import { checkLeaderAlone } from '../../leaders';
import { offerLeader, spaceName } from './leader';
import { spaceName as placeName } from '../../../data/text';
import { oneSpaceProblems } from '../agreement';

/** Cost of French Muster (3.5.3). */
export const FRENCH_MUSTER_COST = 2;
/** Most French Regulars placed by one Muster (3.5.3). */
export const FRENCH_MUSTER_MAX_REGULARS = 4;

/** The French Muster frame: `select`, `place` the Regulars, then the optional `fort`. */
export interface FrenchMusterFrame extends CommandFrame {
  kind: 'frenchMuster';
  phase: 'select' | 'place' | 'fort';
}

/** Whether the space is one French Muster may select (3.5.3): a Colony or City with Rebellion Control, or the West Indies. Pure. */
const musterSpace = (state: GameState, id: SpaceId): boolean =>
  id === 'WestIndies' || ((isCity(id) || isColony(id)) && state.spaces[id].control === 'rebellion');

/** Spaces French Muster may select (3.5.3): Colonies and Cities with Rebellion Control, and the West Indies. Canonical order. Pure. */
export function frenchMusterSpaces(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((id) => musterSpace(state, id));
}

/** Whether French Muster could select the space now, by its own rule (3.5, 3.5.3): after the Treaty, 2 Resources (or free). Pure. */
function canMusterIn(state: GameState, space: SpaceId, mode: CommandMode): boolean {
  return state.treatyOfAlliance && canPay(state, 'french', FRENCH_MUSTER_COST, mode) && musterSpace(state, space);
}

/** Whether French Muster can be executed (3.5, 3.5.3), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canFrenchMuster(state: GameState, mode: CommandMode): boolean {
  return frenchMuster.canStart(state, mode);
}

/** Whether two French Regulars in the Muster space may be replaced by a Patriot Fort now (3.5.3, 1.4.2). Pure. */
export function canReplaceWithFort(state: GameState, space: SpaceId, mode: CommandMode): boolean {
  return (
    space !== 'WestIndies' &&
    state.spaces[space].pieces.frenchRegular >= 2 &&
    state.available.patriotFort > 0 &&
    hasRoomForFort(state, space) &&
    canPay(state, 'patriots', 1, mode)
  );
}

/**
 * What a French Muster's fields must agree with, for `loadGame` (3.5.3): it selects one space, and
 * once past the selection that space is one French Muster may select (a Colony or City under
 * Rebellion Control, or the West Indies). Pure.
 */
function frenchMusterProblems(state: GameState, frame: FrenchMusterFrame): string[] {
  return oneSpaceProblems(frame, 'the French Muster', 'space', (space) =>
    musterSpace(state, space) ? null : `${placeName(space)} is neither a Colony or City under Rebellion Control nor the West Indies`,
  );
}

/** Select the space, place up to four Regulars, then optionally replace two with a Patriot Fort (3.5.3). */
export const frenchMusterStep = defineStep<FrenchMusterFrame>({
  kind: 'frenchMuster',
  rule: '3.5.3',
  isDecision: (state, frame) => frame.phase !== 'fort' || canReplaceWithFort(state, frame.selected[0], frame.mode),
  run(draft, frame) {
    // The optional Fort is not possible: the Muster is complete.
    popFrame(draft);
    log(draft, 'French Muster complete', '3.5.3', 'french');
  },
  decider: () => 'french',
  prompt(state, frame) {
    if (frame.phase === 'select')
      return `French Muster: select one Colony or City under Rebellion Control, or the West Indies${frame.mode.free ? ' (free)' : ' (pay 2 Resources)'}`;
    const name = spaceName(frame.selected[0]);
    if (frame.phase === 'place') return `French Muster in ${name}: place up to four French Regulars from Available`;
    return `French Muster in ${name}: swap two French Regulars for a Patriot Fort (the Patriots pay 1 Resource), or finish`;
  },
  options(state, frame): Action[] {
    if (frame.phase === 'select')
      return frenchMusterSpaces(state)
        .filter((space) => mayExecuteIn(state, frame, space))
        .map((space) => ({ faction: 'french', type: 'selectSpace', space }));
    const space = frame.selected[0];
    if (frame.phase === 'place') {
      const max = Math.min(FRENCH_MUSTER_MAX_REGULARS, state.available.frenchRegular);
      return Array.from({ length: max + 1 }, (_, count) => ({ faction: 'french', type: 'place', space, piece: 'frenchRegular', count }));
    }
    return [
      { faction: 'french', type: 'replace', space, piece: 'patriotFort' },
      { faction: 'french', type: 'done' },
    ];
  },
  handle(draft, frame, action) {
    if (frame.phase === 'select') {
      const space = action.space!;
      const paid = pay(draft, 'french', FRENCH_MUSTER_COST, frame.mode);
      frame.selected.push(space);
      frame.phase = 'place';
      log(draft, `French Muster in ${spaceName(space)} (${frame.mode.free ? 'free' : `pay ${paid}`})`, '3.5.3', 'french');
      return;
    }
    const space = frame.selected[0];
    if (frame.phase === 'place') {
      const count = action.count!;
      frame.phase = 'fort';
      if (count > 0) {
        placeFromPool(draft, 'available', space, 'frenchRegular', count);
        log(draft, `${count} French Regular${count === 1 ? '' : 's'} placed in ${spaceName(space)}`, '3.5.3', 'french');
        offerLeader(draft, 'french', 'available', space, { placed: true });
      } else log(draft, `No French Regulars placed in ${spaceName(space)}`, '3.5.3', 'french');
      return;
    }
    popFrame(draft);
    if (action.type === 'done') {
      log(draft, 'French Muster complete', '3.5.3', 'french');
      return;
    }
    removeToPool(draft, space, 'frenchRegular', 2);
    placeFromPool(draft, 'available', space, 'patriotFort', 1);
    const paid = pay(draft, 'patriots', 1, frame.mode);
    log(
      draft,
      `Two French Regulars in ${spaceName(space)} replaced with a Patriot Fort; the Patriots pay ${paid}${frame.mode.free ? ' (free)' : ''}`,
      '3.5.3',
      'french',
    );
    checkLeaderAlone(draft, 'french');
  },
  validate: frenchMusterProblems,
});

/** 3.5.3 French Muster. */
export const frenchMuster = defineCommand<FrenchMusterFrame>({
  id: 'muster',
  faction: 'french',
  name: 'Muster',
  rule: '3.5.3',
  kind: 'frenchMuster',
  canExecuteIn: canMusterIn,
  initial: () => ({ phase: 'select' }),
});
