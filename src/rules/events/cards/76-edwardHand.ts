/**
 * #76 Edward Hand Raids into Indian Country (1777–1778; order Indians, Patriots, British, French; French
 * Sword).
 * - Unshaded: in one Province the British swap three Militia for three Tories.
 * - Shaded: the British take two Villages off the map.
 *
 * Rulings:
 * - Unshaded (5.1): the British, named, pick the Province (a Colony or an Indian Reserve, 1.3) and the
 *   Militia (either face); only Provinces where the most Militia (up to three) can go are offered
 *   (5.1.3, as #6). Each Militia goes to Available and a Tory from Available takes its place; with no
 *   Tory Available the Militia is removed all the same (5.1.1). Fewer Militia there: all of them.
 * - Shaded (5.1): the British, named, choose the Villages, anywhere on the map, to Available; with fewer,
 *   those there go (5.1.3).
 * @module
 */
import { isProvince } from '../../../data/map';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { countMilitia, piecesAt } from '../../board';

export const edwardHand: EventCard = {
  card: 76,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'province',
      what: 'Province with Militia',
      count: 1,
      who: 'british',
      filter: allOf(
        condition((_ctx, s) => isProvince(s), 'is not a Province'),
        condition((ctx, s) => countMilitia(piecesAt(ctx.state, s)) > 0, 'has no Militia'),
      ),
      yields: (ctx, s) => Math.min(3, countMilitia(piecesAt(ctx.state, s))),
    },
    { op: 'replace', where: { var: 'province' }, pieces: ['militiaUnderground', 'militiaActive'], to: 'tory', ratio: 1, count: 3, who: 'british' },
  ],
  shaded: [{ op: 'remove', where: 'map', pieces: ['village'], count: 2, who: 'british' }],
};
