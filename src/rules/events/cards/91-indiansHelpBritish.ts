/**
 * #91 Indians Help British Outside Colonies (1775–1776; order Indians, French, British, Patriots).
 * - Unshaded: one Indian Reserve Province receives a Village and two War Parties.
 * - Shaded: one Village is removed from an Indian Reserve Province.
 *
 * Rulings:
 * - Unshaded: the executing Faction picks the Province (5.1); 5.1.3 (the fuller choice): a Province
 *   with no room for a Village (two Forts/Villages already, 1.4.2) is offered only when every Reserve
 *   Province is full or no Village is Available. Pieces from Available, War Parties Underground (1.4.3).
 * - Shaded: the executing Faction picks which Village (5.1); it goes to Available (1.4.1).
 * @module
 */
import { INDIAN_RESERVES } from '../../../data/map';
import { hasRoomForFort } from '../../board';
import type { EventCard } from '../program';
import { isIndianReserve } from './filters';

export const indiansHelpBritish: EventCard = {
  card: 91,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'province',
      what: 'Indian Reserve Province',
      count: 1,
      filter: (_ctx, s) => isIndianReserve(s),
      yields: (ctx, s) => (hasRoomForFort(ctx.state, s) && ctx.state.available.village > 0 ? 1 : 0),
    },
    { op: 'place', where: { var: 'province' }, pieces: ['village'], count: 1 },
    { op: 'place', where: { var: 'province' }, pieces: ['warPartyUnderground'], count: 2 },
  ],
  shaded: [{ op: 'remove', where: INDIAN_RESERVES, pieces: ['village'], count: 1 }],
};
