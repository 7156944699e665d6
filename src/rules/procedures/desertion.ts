/**
 * The Desertion procedure (6.6): how many Militia, Continentals and Tories desert (one in five on the
 * map, rounding down), which pieces may be picked next, and the removal of a deserting piece to
 * Available. The Winter Quarters Desertion Phase (winterQuarters/desertion.ts) runs it, and so do
 * Events that call for a Patriot or Tory Desertion as in Winter Quarters.
 *
 * Picking order: the enemy picks the first of each kind (Indians: first Militia, then first
 * Continental; French: first Tory); the owner picks the rest in non-decreasing (space, kind) order —
 * canonical spaces, then SPACE_PIECES order — so that each set of removals has exactly one sequence.
 * Actions: `{ faction, type: 'desert', space, piece }`, one piece at a time.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, SPACE_PIECES, type Faction, type SpaceId, type SpacePiece } from '../../data/ids';
import { log } from '../../flow/frames';
import { countOnMap, indexedSpacesHolding, removeToPool, piecesAt } from '../board';
import { piecesText, spaceName } from '../../data/text';

/** One piece in this many deserts (6.6.1, 6.6.2), rounding down. */
export const DESERTION_RATE = 5;

/** The Militia kinds a Patriot Desertion removes, canonical order. */
export const DESERTING_MILITIA: readonly SpacePiece[] = ['militiaUnderground', 'militiaActive'];

/** How many desert (6.6): 1 in 5 Militia, 1 in 5 Continentals, 1 in 5 Tories on the map, rounding down. Pure. */
export function desertionCounts(state: GameState): { militia: number; continentals: number; tories: number } {
  return {
    militia: Math.floor((countOnMap(state, 'militiaUnderground') + countOnMap(state, 'militiaActive')) / DESERTION_RATE),
    continentals: Math.floor(countOnMap(state, 'continental') / DESERTION_RATE),
    tories: Math.floor(countOnMap(state, 'tory') / DESERTION_RATE),
  };
}

/** Position of a (space, kind) pair in the canonical pick order. */
export const desertionOrdinal = (space: SpaceId, piece: SpacePiece): number => SPACE_IDS.indexOf(space) * SPACE_PIECES.length + SPACE_PIECES.indexOf(piece);

/** Pieces of the kinds on the map at ordinal `min` or later in the canonical pick order: what the owner's picks can still reach. Pure. */
export function desertersFrom(state: GameState, kinds: readonly SpacePiece[], min = -1): number {
  let n = 0;
  for (const space of SPACE_IDS) for (const piece of kinds) if (desertionOrdinal(space, piece) >= min) n += piecesAt(state, space)[piece];
  return n;
}

/** Removals still owed of a group of kinds (the owner's picks must cover them all). */
export interface DesertionNeed {
  kinds: readonly SpacePiece[];
  left: number;
}

/**
 * What bars the Faction's pick of a deserting piece of the kind in the space ({@link desertionPicks}),
 * or null when it may be picked: one of the kinds to pick now, present there, at ordinal `min` or later,
 * and (with `needs`, the owner's picks in non-decreasing order) leaving at it and after it enough
 * pieces for every removal left of each group, so that no sequence runs into a dead end. The one
 * test, allocating nothing; `reach(j, ordinal)` counts the pieces of `needs[j]`'s kinds at `ordinal`
 * or later ({@link desertersFrom}; {@link desertionPicks} passes a table of them). Pure.
 */
export function desertionPickBar(
  state: GameState,
  kinds: readonly SpacePiece[],
  min: number,
  needs: readonly DesertionNeed[],
  space: SpaceId,
  piece: string,
  reach: (j: number, ordinal: number) => number = (j, ordinal) => desertersFrom(state, needs[j].kinds, ordinal),
): 'kind' | 'none' | 'order' | 'short' | null {
  if (!kinds.includes(piece as SpacePiece)) return 'kind';
  if (piecesAt(state, space)[piece as SpacePiece] === 0) return 'none';
  const ordinal = desertionOrdinal(space, piece as SpacePiece);
  if (ordinal < min) return 'order';
  for (let j = 0; j < needs.length; j++) if (reach(j, ordinal) < needs[j].left) return 'short';
  return null;
}

/**
 * The `desert` actions of the Faction: (space, kind) pairs holding one of the kinds, canonical order,
 * from ordinal `min` on. With `needs` (owner's picks in non-decreasing order), a pair is offered only
 * if the pieces at it and after it still cover every removal left of each group, so that no sequence
 * runs into a dead end ({@link desertionPickBar}). Pure.
 */
export function desertionPicks(state: GameState, faction: Faction, kinds: readonly SpacePiece[], min = -1, needs: readonly DesertionNeed[] = []): Action[] {
  // For each need, the pieces of its kinds at each ordinal or later (suffix sums over the pick order).
  const size = SPACE_IDS.length * SPACE_PIECES.length;
  const after = needs.map((need) => {
    const sums = new Array<number>(size + 1).fill(0);
    for (let si = SPACE_IDS.length - 1; si >= 0; si--) {
      const pieces = piecesAt(state, SPACE_IDS[si]);
      for (let pi = SPACE_PIECES.length - 1; pi >= 0; pi--) {
        const o = si * SPACE_PIECES.length + pi;
        sums[o] = sums[o + 1] + (need.kinds.includes(SPACE_PIECES[pi]) ? pieces[SPACE_PIECES[pi]] : 0);
      }
    }
    return sums;
  });
  const reach = (j: number, ordinal: number): number => after[j][ordinal];
  const inOrder = SPACE_PIECES.filter((p) => kinds.includes(p));
  // The spaces holding each kind, when the board's index tells them (elsewhere the bar is 'none').
  const held = inOrder.map((p) => indexedSpacesHolding(state, p));
  const out: Action[] = [];
  for (let i = 0; i < SPACE_IDS.length; i++)
    for (let j = 0; j < inOrder.length; j++)
      if ((held[j] === -1 || (held[j] & (1 << i)) !== 0) && desertionPickBar(state, kinds, min, needs, SPACE_IDS[i], inOrder[j], reach) === null) out.push({ faction, type: 'desert', space: SPACE_IDS[i], piece: inOrder[j] });
  return out;
}

/** One Militia or Continental deserts (6.6.1): removed to Available, chosen by the Indians or the Patriots. */
export function patriotDeserts(draft: Draft<GameState>, space: SpaceId, piece: SpacePiece, by: 'patriots' | 'indians', rule: string): void {
  removeToPool(draft, space, piece, 1);
  log(draft, () => `Patriot Desertion: ${piecesText(1, piece)} deserts from ${spaceName(space)} (chosen by the ${by === 'patriots' ? 'Patriots' : 'Indians'})`, rule, by);
}

/** One Tory deserts (6.6.2): removed to Available, chosen by the French or the British. */
export function toryDeserts(draft: Draft<GameState>, space: SpaceId, by: 'british' | 'french', rule: string): void {
  removeToPool(draft, space, 'tory', 1);
  log(draft, `Tory Desertion: a Tory deserts from ${spaceName(space)} (chosen by the ${by === 'french' ? 'French' : 'British'})`, rule, by);
}
