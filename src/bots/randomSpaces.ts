/**
 * The Random Spaces procedure (8.2): a 1D3 column and 1D6 row give a starting box; from there the
 * search follows the table's order until a candidate space is reached.
 * @module
 */
import type { SpaceId } from '../data/ids';
import { RANDOM_SPACES_CYCLE, randomSpacesStart } from '../data/randomSpaces';
import { roll, type DiceState } from '../dice/index';

/**
 * The space that the Random Spaces table selects for the rolls (8.2): starting at the box
 * (1D3 column, 1D6 row), top space first, moving down the columns and wrapping from Massachusetts
 * to Quebec City, the first space for which `isCandidate` holds; null when no space qualifies.
 */
export function randomSpace(column: number, row: number, isCandidate: (space: SpaceId) => boolean): SpaceId | null {
  const start = randomSpacesStart(column, row);
  const n = RANDOM_SPACES_CYCLE.length;
  for (let i = 0; i < n; i++) {
    const space = RANDOM_SPACES_CYCLE[(start + i) % n];
    if (isCandidate(space)) return space;
  }
  return null;
}

/** The result of {@link rollRandomSpace}. */
export interface RandomSpaceRoll {
  /** The selected space, or null if no candidate exists (then no dice are rolled). */
  space: SpaceId | null;
  /** The 1D3 column and 1D6 row rolled. */
  column: number | null;
  row: number | null;
  /** The dice state after the rolls. */
  dice: DiceState;
}

/** Rolls 1D3 and 1D6 with the dice service and applies {@link randomSpace}; rolls nothing when there is no candidate. */
export function rollRandomSpace(dice: DiceState, candidates: readonly SpaceId[]): RandomSpaceRoll {
  if (candidates.length === 0) return { space: null, column: null, row: null, dice };
  const c = roll(dice, 3);
  const r = roll(c.dice, 6);
  const set = new Set(candidates);
  return { space: randomSpace(c.value, r.value, (s) => set.has(s)), column: c.value, row: r.value, dice: r.dice };
}
