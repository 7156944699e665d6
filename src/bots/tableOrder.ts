/**
 * Ties broken by one Random Spaces roll for a whole phase (8.2): the Winter Quarters decisions of the
 * Non-Players (Supply, Desertion) are asked one space or one piece at a time, and every answer of a
 * phase must read the same order of the spaces, whichever decision rolls first.
 * @module
 */
import { SPACE_IDS, type SpaceId } from '../data/ids';
import { RANDOM_SPACES_CYCLE, randomSpacesStart } from '../data/randomSpaces';
import { spaceName } from '../data/text';
import type { DecisionContext } from './policy';

/**
 * An order of the map spaces for breaking the ties of one phase: the Random Spaces table read down
 * from the box of one 1D3 + 1D6 roll (8.2), rolled only when a tie must be broken (`purpose` names the
 * phase). Of any set of tied spaces the first in this order is the one 8.2 selects with that roll, so
 * the same roll serves every tie of the phase and every decision of the phase reads the same order.
 */
export class TableOrder {
  private start: number | null = null;
  constructor(
    private readonly ctx: DecisionContext,
    private readonly purpose: string,
  ) {}

  /** The position of `space` in the order (rolls the first time it is needed). Spaces off the table (the West Indies) come last. */
  rank(space: SpaceId): number {
    if (this.start === null) {
      const column = this.ctx.dice.roll(3, `${this.purpose}: column (1D3)`);
      const row = this.ctx.dice.roll(6, `${this.purpose}: row (1D6)`);
      this.start = randomSpacesStart(column, row);
      this.ctx.node('Random Spaces', `${this.purpose}: ties broken down the Random Spaces table from column ${column}, row ${row} (${spaceName(RANDOM_SPACES_CYCLE[this.start])})`, '8.2');
    }
    const i = RANDOM_SPACES_CYCLE.indexOf(space);
    if (i < 0) return RANDOM_SPACES_CYCLE.length + SPACE_IDS.indexOf(space);
    return (i - this.start + RANDOM_SPACES_CYCLE.length) % RANDOM_SPACES_CYCLE.length;
  }
}
