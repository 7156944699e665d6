/**
 * The Random Spaces table (8.2): 1D3 picks the column, 1D6 the row; a box may name two spaces (top one first).
 * @module
 */
import { deepFreeze } from './freeze';
import type { SpaceId } from './ids';

/** `RANDOM_SPACES_TABLE[column - 1][row - 1]`: the spaces of one box, top first. */
export const RANDOM_SPACES_TABLE: readonly (readonly (readonly SpaceId[])[])[] = deepFreeze([
  [['QuebecCity'], ['Quebec', 'NewYork'], ['NewHampshire'], ['ConnecticutRhodeIsland'], ['NewYorkCity'], ['NewJersey']],
  [['Northwest', 'MarylandDelaware'], ['Philadelphia'], ['Pennsylvania'], ['Norfolk'], ['Southwest', 'Virginia'], ['CharlesTown']],
  [['NorthCarolina'], ['Savannah'], ['Florida', 'SouthCarolina'], ['Georgia'], ['Boston'], ['Massachusetts']],
] as SpaceId[][][]);

/**
 * The whole search order as one cycle (derived from the table: down each column, box tops first,
 * continuing from the foot of one column to the head of the next, and wrapping from Massachusetts
 * back to Quebec City).
 */
export const RANDOM_SPACES_CYCLE: readonly SpaceId[] = deepFreeze(RANDOM_SPACES_TABLE.flat(2) as SpaceId[]);

/** Index in {@link RANDOM_SPACES_CYCLE} of the first space of the box at (1D3 column, 1D6 row). */
export function randomSpacesStart(column: number, row: number): number {
  if (!Number.isInteger(column) || column < 1 || column > 3) throw new RangeError(`Random Spaces column must be 1–3 (1D3), got ${column}`);
  if (!Number.isInteger(row) || row < 1 || row > 6) throw new RangeError(`Random Spaces row must be 1–6 (1D6), got ${row}`);
  let index = 0;
  for (let c = 0; c < column - 1; c++) for (const box of RANDOM_SPACES_TABLE[c]) index += box.length;
  for (let r = 0; r < row - 1; r++) index += RANDOM_SPACES_TABLE[column - 1][r].length;
  return index;
}
