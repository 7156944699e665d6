/**
 * #19 Legend of Nathan Hale (1779–1780; order Patriots, Indians, British, French).
 * - Unshaded: the Patriots lose 4 Resources.
 * - Shaded: three Militia are placed anywhere; the Patriots gain 3 Resources.
 *
 * Rulings:
 * - Unshaded: within 0–50 (1.8, 5.1.1): with fewer than 4, the Patriots drop to 0.
 * - Shaded "three Patriot Militia anywhere" (5.1, 1.4.3, 1.3.7): the executing Faction picks the spaces,
 *   one selection per Militia, several possibly in one space (as #24's "anywhere"); map spaces only (the
 *   West Indies box is not one); Underground; from Available. Not "up to": as many as can be placed
 *   (5.1.3). The Patriots executing may take Militia from the map once none is Available (1.4.1), so they
 *   always select three; any other Faction selects no more than the Militia Available (as #78). The
 *   Resources follow in any case, within 50.
 * @module
 */
import { mayOccupy } from '../../board';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { onMap } from './filters';

export const legendOfNathanHale: EventCard = {
  card: 19,
  unshaded: [{ op: 'resources', faction: 'patriots', amount: -4 }],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'militia',
      what: 'space for a Militia',
      count: (ctx) => (ctx.faction === 'patriots' ? 3 : Math.min(3, ctx.state.available.militia)),
      repeat: true,
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((_ctx, s) => mayOccupy(s, 'militiaUnderground'), 'cannot hold a Militia')),
    },
    { op: 'place', where: { var: 'militia' }, pieces: ['militiaUnderground'], count: 1 },
    { op: 'resources', faction: 'patriots', amount: 3 },
  ],
};
