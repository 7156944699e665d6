/**
 * #13 "…the origin of all our misfortunes" (1775–1776; order Patriots, French, Indians, British).
 * - Unshaded: a Patriot Desertion as in the Winter Quarters Round, at once (6.6.1: one Militia and one
 *   Continental in five leave the map, the Indians choosing the first of each, the Patriots the rest).
 * - Shaded: the Patriots may put one Active Militia in each of up to four spaces that already hold Militia.
 *
 * Rulings:
 * - Unshaded (5.1, 6.6.1): the Desertion runs exactly as in the Round — same counts, the Indians choose
 *   the first Militia and the first Continental, the Patriots the rest — whoever executes the card.
 * - Shaded (5.1): the Patriots, named, select the spaces and may stop at any number (a space offered
 *   holds Underground or Active Militia). They select at most as many spaces as Militia are Available
 *   (5.1.1, 5.1.3: a space selected where no Militia is left to add would do nothing), so with none
 *   Available nothing is asked. The Militia placed are Active, as the text says (1.4.3).
 * @module
 */
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { onMap } from './filters';
import { countMilitia, piecesAt } from '../../board';

/** A map space with Patriot Militia, Underground or Active. */
const hasMilitia = allOf(
  condition((_ctx, s) => onMap(s), 'is not on the map'),
  condition((ctx, s) => countMilitia(piecesAt(ctx.state, s)) > 0, 'has no Militia'),
);

/** Up to four, and no more than the Militia Available (5.1.3). */
const spacesToFill = (ctx: EventContext): number => Math.min(4, ctx.state.available.militia);

export const originOfAllOurMisfortunes: EventCard = {
  card: 13,
  unshaded: [{ op: 'procedure', name: 'patriotDesertion' }],
  shaded: [
    { op: 'selectSpaces', bind: 'spaces', what: 'space with Militia', count: spacesToFill, upTo: true, who: 'patriots', filter: hasMilitia },
    { op: 'place', where: { var: 'spaces' }, pieces: ['militiaActive'], count: 1, who: 'patriots' },
  ],
};
