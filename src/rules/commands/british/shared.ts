/**
 * Small helpers shared by the British Command modules (3.2.1–3.2.3): words for the account of play,
 * the British Leader following its units (1.10), Militia activation by British cubes (3.2.2, 3.2.3),
 * and the "a step with only `done` left finishes by itself" pattern.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { spaceIndex, type SpaceId } from '../../../data/ids';
import { LEADER_INFO } from '../../../data/leaders';
import { countBritishCubes, flipPieces, placeLeader, piecesAt } from '../../board';
import { spaceName } from '../../../data/text';

/** Index of a space in the canonical order (used for canonical selection order). */
export { spaceIndex };

/** The option of a move or placement that takes the British Leader along (1.10). */
export const WITH_LEADER = 'leader';

/** Name of the current British Leader. */
export const britishLeaderName = (state: GameState): string => LEADER_INFO[state.leaders.british.leader].name;

/** Whether the British Leader stands in the space. */
export const britishLeaderIn = (state: GameState, space: SpaceId): boolean => state.leaders.british.at === space;

/** Whether the British Leader is in the Available Forces box (and so may be placed along with a piece from Available, 1.10). */
export const britishLeaderAvailable = (state: GameState): boolean => state.leaders.british.at === 'available';

/** Moves the British Leader along with its units or placed pieces (1.10) and logs it. */
export function takeLeaderAlong(draft: Draft<GameState>, to: SpaceId, logFn: (text: string) => void): void {
  placeLeader(draft, 'british', to);
  logFn(`${britishLeaderName(draft)} goes along to ${spaceName(to)}`);
}

/** Militia that 1 per 3 British cubes would Activate in the space now (3.2.2, 3.2.3). Pure. */
export function militiaToActivate(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  return Math.min(p.militiaUnderground, Math.floor(countBritishCubes(p) / 3));
}

/** Activates one Underground Militia per three British cubes in the space; returns how many flipped. */
export function activateMilitia(draft: Draft<GameState>, space: SpaceId): number {
  const n = militiaToActivate(draft, space);
  if (n > 0) {
    flipPieces(draft, space, 'militiaUnderground', 'militiaActive', n);
  }
  return n;
}

/** Whether a list of options is only the Command's `done` (then the step finishes by itself). */
export const onlyDone = (options: readonly Action[]): boolean => options.length === 1 && options[0].type === 'done';
