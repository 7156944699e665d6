/**
 * #79 Tuscarora and Oneida Come to Washington (1779–1780; order Indians, Patriots, French, British).
 * - Unshaded: one Colony receives a Village and two War Parties.
 * - Shaded: one Colony loses a Village and two War Parties.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.1): the executing Faction picks the Colony and places the pieces, from Available,
 *   War Parties Underground (1.4.3). A Colony with no room for a Village (two Forts/Villages, 1.4.2) is
 *   offered only when every Colony is full or no Village is Available (5.1.3, as #91). The Indians
 *   executing, with none of a kind Available, may take it from the map or stop (1.4.1).
 * - Shaded (5.1, 5.1.3): the executing Faction picks the Colony among those where the most of the three
 *   removals can be done (a Village counts one, War Parties up to two, either face), and the War Parties;
 *   to Available. Fewer there, those there.
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { mayPlace } from '../instructions/place';
import type { EventCard, EventContext } from '../program';
import { countIn, isColony } from './filters';
import { piecesAt } from '../../board';

const WAR_PARTIES = ['warPartyUnderground', 'warPartyActive'] as const;

/** 1 where a Village can be placed now (room and one Available), else 0. */
const villageFits = (ctx: EventContext, s: SpaceId): number => (ctx.state.available.village > 0 && mayPlace(ctx.state, s, 'village') ? 1 : 0);

/** How many of the three removals the Colony allows. */
const removable = (ctx: EventContext, s: SpaceId): number =>
  Math.min(1, piecesAt(ctx.state, s).village) + Math.min(2, countIn(ctx.state, s, WAR_PARTIES));

export const tuscaroraAndOneida: EventCard = {
  card: 79,
  unshaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony', count: 1, filter: (_ctx, s) => isColony(s), yields: villageFits },
    { op: 'place', where: { var: 'colony' }, pieces: ['village'], count: 1 },
    { op: 'place', where: { var: 'colony' }, pieces: ['warPartyUnderground'], count: 2 },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony', count: 1, filter: (_ctx, s) => isColony(s), yields: removable },
    { op: 'remove', where: { var: 'colony' }, pieces: ['village'], count: 1 },
    { op: 'remove', where: { var: 'colony' }, pieces: [...WAR_PARTIES], count: 2 },
  ],
};
