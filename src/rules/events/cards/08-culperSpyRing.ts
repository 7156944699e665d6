/**
 * #8 Culper Spy Ring (1777–1778; order Patriots, British, Indians, French; Patriot Musket).
 * - Unshaded: three Underground Patriot Militia anywhere turn Active.
 * - Shaded: three British cubes anywhere go to Casualties.
 *
 * Rulings:
 * - Unshaded (5.1): the text names no Faction, so the executing Faction picks which Militia turn Active,
 *   anywhere on the map; with fewer Underground, all of them (5.1.3).
 * - Shaded (5.1, 1.6.4): the executing Faction picks the cubes — British Regulars and Tories may mix —
 *   on map spaces only (the West Indies box is not the map, 1.3.7); they go to the Casualties box and
 *   count toward CBC; with fewer on the map, all of them (5.1.3).
 * @module
 */
import type { EventCard } from '../program';

export const culperSpyRing: EventCard = {
  card: 8,
  unshaded: [{ op: 'activate', where: 'map', faction: 'patriots', count: 3, who: 'executing' }],
  shaded: [{ op: 'remove', where: 'map', pieces: ['britishRegular', 'tory'], count: 3, to: 'casualties' }],
};
