/**
 * #81 Creek and Seminole Active in South (1779–1780; order Indians, British, Patriots, French).
 * - Unshaded: South Carolina or Georgia receives two War Parties, a Raid marker and a Village.
 * - Shaded: two War Parties in all leave South Carolina and Georgia.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.3): the executing Faction picks the Colony, one with room for a Village (1.4.2)
 *   and a Village Available first (as #91); pieces from Available, in the text's order (War Parties
 *   Underground, 1.4.3), the Raid marker within the 12 (3.4.4); the Indians executing may take War
 *   Parties or the Village from the map when none is Available (1.4.1). The marker is placed even where
 *   no piece could be.
 * - Shaded (5.1): two War Parties in all, either face, from the two Colonies together, picked by the
 *   executing Faction; to Available; fewer, all of them (5.1.3).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { mayPlace } from '../instructions/place';
import type { EventCard } from '../program';

const SOUTH: readonly SpaceId[] = ['SouthCarolina', 'Georgia'];

export const creekAndSeminole: EventCard = {
  card: 81,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'colony',
      what: 'South Carolina or Georgia',
      count: 1,
      filter: (_ctx, s) => SOUTH.includes(s),
      yields: (ctx, s) => (ctx.state.available.village > 0 && mayPlace(ctx.state, s, 'village') ? 1 : 0),
    },
    { op: 'place', where: { var: 'colony' }, pieces: ['warPartyUnderground'], count: 2 },
    { op: 'markers', where: { var: 'colony' }, marker: 'raid', count: 1 },
    { op: 'place', where: { var: 'colony' }, pieces: ['village'], count: 1 },
  ],
  shaded: [{ op: 'remove', where: SOUTH, pieces: ['warPartyUnderground', 'warPartyActive'], count: 2 }],
};
