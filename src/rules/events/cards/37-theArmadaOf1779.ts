/**
 * #37 The Armada of 1779 (1779–1780; order British, French, Patriots, Indians).
 * - Unshaded: the Patriots lose 2 Resources and the French 3; FNI drops one level.
 * - Shaded: four British Regulars leave the map for Available; FNI rises one level.
 *
 * Rulings:
 * - Resources within 0–50 (1.8).
 * - FNI as #53 (1.9, 5.1.3): nothing before the Treaty of Alliance; after it, down: the British take a
 *   Blockade of their choice back to the West Indies; up: the French put a Squadron from the West Indies
 *   on a City of their choice, within level 3 and the Squadrons there.
 * - Shaded (5.1, 1.3.7): the executing Faction (the text names no other) picks the four Regulars on map
 *   spaces — not the West Indies box; fewer on the map, all of them (5.1.3); to Available, not
 *   Casualties (no CBC). A British Leader left alone goes as 1.10 says.
 * @module
 */
import type { EventCard } from '../program';

export const armadaOf1779: EventCard = {
  card: 37,
  unshaded: [
    { op: 'resources', faction: 'patriots', amount: -2 },
    { op: 'resources', faction: 'french', amount: -3 },
    { op: 'fni', change: -1 },
  ],
  shaded: [
    { op: 'remove', where: 'map', pieces: ['britishRegular'], count: 4 },
    { op: 'fni', change: 1 },
  ],
};
