/**
 * The map's neighbour tables by canonical index (position in `SPACE_IDS`), as plain arrays for the
 * Commands' option loops: V8 (Node 20) reads a frozen array about three times slower, and an entry by
 * position faster than by name. Internal: not part of `lod-engine/data` (whose tables are frozen, as
 * `ADJACENT_INDICES`), so that no caller can write into what the rules read.
 * @module
 */
import { ADJACENT, SPACES } from './map';
import { SPACE_IDS } from './ids';

/**
 * By canonical index (position in `SPACE_IDS`), the canonical indices of the space's neighbours,
 * canonical order: for loops that test every neighbour against a per-space array filled once (an origin
 * found once, not once per destination). Plain arrays, never written: read in the Commands' option
 * loops, where V8 reads a frozen array about three times slower, and an entry by position faster than by name.
 */
export const NEIGHBOUR_INDICES: readonly (readonly number[])[] = SPACE_IDS.map((id) => ADJACENT[id].map((n) => SPACE_IDS.indexOf(n)));

/**
 * By canonical index, the canonical indices of the space's adjacent Provinces (where Indian pieces may
 * move, 1.4.2), canonical order. Plain arrays, never written, as {@link NEIGHBOUR_INDICES}.
 */
export const ADJACENT_PROVINCE_INDICES: readonly (readonly number[])[] = SPACE_IDS.map((id) =>
  ADJACENT[id].filter((n) => SPACES[n].type === 'colony' || SPACES[n].type === 'reserve').map((n) => SPACE_IDS.indexOf(n)),
);

/** Whether `flags` (by canonical index) holds for some of the spaces `indices` (a row of {@link NEIGHBOUR_INDICES} or {@link ADJACENT_PROVINCE_INDICES}). */
export function someFlagged(indices: readonly number[], flags: readonly boolean[]): boolean {
  for (let i = 0; i < indices.length; i++) if (flags[indices[i]]) return true;
  return false;
}
