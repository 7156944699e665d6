/**
 * #36 Naval Battle in West Indies (1779–1780; order British, French, Indians, Patriots).
 * - Unshaded: the French take three of their Regulars, from the map or the West Indies box, to
 *   Available; FNI drops one level.
 * - Shaded: the British take four of their Regulars out of the West Indies box to Available.
 *
 * Rulings:
 * - Unshaded (5.1): the French, named, pick the Regulars, one at a time, in the West Indies box or on any
 *   map space (as #50's "from West Indies or map"); with fewer than three, all of them go (5.1.3). To
 *   Available, not Casualties (no CRC). Before the Treaty of Alliance there are none (2.3.9: French
 *   pieces enter the map and the West Indies only once it is played). FNI as #53 (1.9): nothing before
 *   the Treaty; after it the British take a Blockade of their choice back to the West Indies.
 * - Shaded (5.1, 5.1.3): from the West Indies box only (as #63), to Available; fewer there, those there.
 *   Nothing is left to decide (one box, one kind).
 * @module
 */
import { SPACE_IDS } from '../../../data/ids';
import type { EventCard } from '../program';

export const navalBattleInWestIndies: EventCard = {
  card: 36,
  unshaded: [
    { op: 'remove', where: SPACE_IDS, pieces: ['frenchRegular'], count: 3, who: 'french' },
    { op: 'fni', change: -1 },
  ],
  shaded: [{ op: 'remove', where: ['WestIndies'], pieces: ['britishRegular'], count: 4, who: 'british' }],
};
