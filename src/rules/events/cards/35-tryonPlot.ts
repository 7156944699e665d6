/**
 * #35 Tryon Plot (1775–1776; order British, French, Indians, Patriots).
 * - Unshaded: in New York or New York City (the executing Faction's pick), two Patriot pieces are
 *   removed, then every Militia left there turns Active.
 * - Shaded: every Tory in New York, or in one space next to it, is removed.
 *
 * Rulings:
 * - "Patriot pieces" are Continentals, Militia (either face) and Patriot Forts, in any order (the text
 *   puts no Fort last); the executing Faction picks them (5.1); removed pieces go to Available (1.4.1).
 * - 5.1.3 (the fuller choice): on the unshaded side only the space(s) where the most of the two
 *   removals can be made are offered (both when each holds two Patriot pieces or more); the Activation
 *   of "all Militia there" is complete in either space and does not weigh. On the shaded side a space
 *   without Tories is offered only when none of the nine candidates has one; among those with Tories
 *   the executing Faction picks freely ("all Tories" is complete in any of them).
 * - "one adjacent space": a space adjacent to the New York Province (1.3: "New York" is the Province).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { isAdjacent } from '../../../data/map';
import { countPatriots, piecesAt } from '../../board';
import type { EventCard } from '../program';

const PATRIOT_PIECES = ['continental', 'militiaUnderground', 'militiaActive', 'patriotFort'] as const;

/** New York or a space adjacent to it. */
const nearNewYork = (s: SpaceId): boolean => s === 'NewYork' || isAdjacent('NewYork', s);

export const tryonPlot: EventCard = {
  card: 35,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'New York or New York City',
      count: 1,
      filter: (_ctx, s) => s === 'NewYork' || s === 'NewYorkCity',
      yields: (ctx, s) => Math.min(2, countPatriots(piecesAt(ctx.state, s))),
    },
    { op: 'remove', where: { var: 'space' }, pieces: PATRIOT_PIECES, count: 2 },
    { op: 'activate', where: { var: 'space' }, faction: 'patriots', count: 'all' },
  ],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'New York or a space adjacent to it',
      count: 1,
      filter: (_ctx, s) => nearNewYork(s),
      yields: (ctx, s) => (piecesAt(ctx.state, s).tory > 0 ? 1 : 0),
    },
    { op: 'remove', where: { var: 'space' }, pieces: ['tory'], count: 'all' },
  ],
};
