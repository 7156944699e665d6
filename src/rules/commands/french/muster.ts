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
import { hasRoomForFort, placeFromPool, removeToPool, controlOf, piecesAt } from '../../board';
import { canPay, pay, whyCannotPay } from '../common';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { mayExecuteInSpaces, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import { checkLeaderAlone } from '../../leaders';
import { offerLeader, spaceName } from './leader';
import { KIND_NAME, piecesText, spaceName as placeName } from '../../../data/text';
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

/** What keeps French Muster out of the space whatever the Treaty and Resources (3.5.3), as a code, or null: allocates nothing. */
function spaceBar(state: GameState, id: SpaceId): 'reserve' | 'noControl' | null {
  if (id === 'WestIndies') return null;
  if (!isCity(id) && !isColony(id)) return 'reserve';
  return controlOf(state, id) === 'rebellion' ? null : 'noControl';
}

/** Whether the space is one French Muster may select (3.5.3): a Colony or City with Rebellion Control, or the West Indies. Pure. */
const musterSpace = (state: GameState, id: SpaceId): boolean => spaceBar(state, id) === null;

/** What keeps French Muster from selecting the space now, by its own rule (3.5.3), as a code, or null: allocates nothing. */
function musterBar(state: GameState, space: SpaceId, mode: CommandMode): 'treaty' | 'cost' | 'reserve' | 'noControl' | null {
  if (!state.treatyOfAlliance) return 'treaty';
  if (!canPay(state, 'french', FRENCH_MUSTER_COST, mode)) return 'cost';
  return spaceBar(state, space);
}

/**
 * Why French Muster could not select the space now, by its own rule (3.5.3), or null when it could:
 * after the Treaty, 2 Resources (unless free), a Colony or City under Rebellion Control or the West
 * Indies. Pure.
 */
export function whyNotFrenchMusterIn(state: GameState, space: SpaceId, mode: CommandMode): Reason | null {
  switch (musterBar(state, space, mode)) {
    case null:
      return null;
    case 'treaty':
      return because('3.5.3', 'the French Muster only once the Treaty of Alliance has been played');
    case 'cost':
      return whyCannotPay(state, 'french', FRENCH_MUSTER_COST, mode, 'the French Muster', '3.5.3');
    case 'reserve':
      return because('3.5.3', `the French Muster selects a Colony or City under Rebellion Control, or the West Indies, and ${placeName(space)} is a Reserve`);
    case 'noControl':
      return because('3.5.3', `the French Muster needs Rebellion Control in ${placeName(space)}, and it has ${controlOf(state, space) === 'british' ? 'British Control' : 'no Control'}`);
  }
}

/** Spaces French Muster may select (3.5.3): Colonies and Cities with Rebellion Control, and the West Indies. Canonical order. Pure. */
export function frenchMusterSpaces(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((id) => musterSpace(state, id));
}

/**
 * Whether French Muster can start (3.5, 3.5.3): after the Treaty, 2 Resources (or free), and a space
 * {@link musterSpace} the general limits allow; the template's "some space where
 * {@link whyNotFrenchMusterIn} is null", with the Treaty and Resources asked once. Pure.
 */
function musterStarts(state: GameState, mode: CommandMode): boolean {
  if (!state.treatyOfAlliance || !canPay(state, 'french', FRENCH_MUSTER_COST, mode)) return false;
  const mayExecuteHere = mayExecuteInSpaces(state, { faction: 'french', mode, selected: [], command: 'muster' });
  for (const id of mode.restriction?.spaces ?? SPACE_IDS) if (mayExecuteHere(id) && musterSpace(state, id)) return true;
  return false;
}

/** Whether French Muster can be executed (3.5, 3.5.3), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canFrenchMuster(state: GameState, mode: CommandMode): boolean {
  return frenchMuster.canStart(state, mode);
}

/**
 * Why two French Regulars in the Muster space may not be replaced by a Patriot Fort now (3.5.3, 1.4.2),
 * or null when they may: not in the West Indies, two French Regulars there, a Patriot Fort Available,
 * room for it, and a Patriot Resource to pay (unless free). Pure.
 */
export function whyNoFortReplacement(state: GameState, space: SpaceId, mode: CommandMode): Reason | null {
  if (space === 'WestIndies') return because('3.5.3', 'the Patriot Fort replaces French Regulars in a Colony or City, never in the West Indies (1.4.2)');
  const regulars = piecesAt(state, space).frenchRegular;
  if (regulars < 2) return because('3.5.3', `a Patriot Fort replaces two French Regulars, and ${placeName(space)} has ${regulars}`);
  if (state.available.patriotFort === 0) return because('3.5.3', 'no Patriot Fort is Available');
  if (!hasRoomForFort(state, space)) return because('1.4.2', `${placeName(space)} already holds two Forts or Villages`);
  return whyCannotPay(state, 'patriots', 1, mode, 'the Patriot Fort', '3.5.3');
}

/** Whether two French Regulars in the Muster space may be replaced by a Patriot Fort now (3.5.3, 1.4.2). Pure. */
export function canReplaceWithFort(state: GameState, space: SpaceId, mode: CommandMode): boolean {
  return whyNoFortReplacement(state, space, mode) === null;
}

/**
 * Why a French action is not among the Muster's options now (3.5.3, and the general limits), or null
 * when the generic reason says enough. Pure.
 */
function explainFrenchMuster(state: GameState, frame: FrenchMusterFrame, action: Action): Reason | null {
  if (frame.phase === 'select') {
    if (action.type === 'place' || action.type === 'replace' || action.type === 'done') return because('3.5.3', 'the French Muster first selects its space, then places');
    if (action.type !== 'selectSpace' || action.space === undefined) return null;
    return whyMayNotExecuteIn(state, frame, action.space) ?? whyNotFrenchMusterIn(state, action.space, frame.mode);
  }
  const space = frame.selected[0];
  const name = placeName(space);
  if (action.type === 'selectSpace') return because('3.5.3', `the French Muster selects one space, and ${name} is selected`);
  if (frame.phase === 'place') {
    if (action.type === 'replace' || action.type === 'done') return because('3.5.3', `the French Muster places its Regulars in ${name} first (0 to 4)`);
    if (action.type !== 'place') return null;
    if (action.space !== space) return because('3.5.3', `the French Muster places in ${name}, the space selected, not in ${placeName(action.space!)}`);
    if (action.piece !== 'frenchRegular') return because('3.5.3', `the French Muster places French Regulars, not ${KIND_NAME[action.piece!][1]}`);
    const count = action.count ?? 0;
    if (count > FRENCH_MUSTER_MAX_REGULARS) return because('3.5.3', `the French Muster places at most four French Regulars, not ${count}`);
    const available = state.available.frenchRegular;
    return because('1.4.1', `the French Muster places French Regulars from Available, and ${piecesText(available, 'frenchRegular')} ${available === 1 ? 'is' : 'are'} Available`);
  }
  if (action.type === 'place') return because('3.5.3', `the French Regulars are placed in ${name}: what is left is the Patriot Fort, or done`);
  if (action.type !== 'replace') return null;
  if (action.space !== space) return because('3.5.3', `the Patriot Fort replaces two French Regulars in ${name}, the Muster space, not in ${placeName(action.space!)}`);
  if (action.piece !== 'patriotFort') return because('3.5.3', `two French Regulars are replaced with a Patriot Fort, not ${KIND_NAME[action.piece!][1]}`);
  return whyNoFortReplacement(state, space, frame.mode);
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
        .filter(mayExecuteInSpaces(state, frame))
        .map((space) => ({ faction: 'french', type: 'selectSpace', space }));
    const space = frame.selected[0];
    if (frame.phase === 'place') {
      const max = Math.min(FRENCH_MUSTER_MAX_REGULARS, state.available.frenchRegular);
      const out: Action[] = [];
      for (let count = 0; count <= max; count++) out.push({ faction: 'french', type: 'place', space, piece: 'frenchRegular', count });
      return out;
    }
    return [
      { faction: 'french', type: 'replace', space, piece: 'patriotFort' },
      { faction: 'french', type: 'done' },
    ];
  },
  explain: explainFrenchMuster,
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
  canStart: musterStarts,
  existsNow: (state) => state.treatyOfAlliance,
  whyNotIn: whyNotFrenchMusterIn,
  initial: () => ({ phase: 'select' }),
});
