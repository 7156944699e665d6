/**
 * #20 Continental Marines (1775–1776; order Patriots, Indians, British, French).
 * - Unshaded: the Patriots take four Continentals of their choice off the map to Available.
 * - Shaded: the Patriots put four Continentals in New Jersey.
 *
 * Rulings: the Patriots, named, choose which Continentals go, whoever executes (5.1); the West Indies
 * box is not the map (1.3.7). As many as there are, up to four (5.1.3); the placement takes
 * Continentals from Available only (5.1.1).
 * @module
 */
import type { EventCard } from '../program';

export const continentalMarines: EventCard = {
  card: 20,
  unshaded: [{ op: 'remove', where: 'map', pieces: ['continental'], count: 4, who: 'patriots' }],
  shaded: [{ op: 'place', where: ['NewJersey'], pieces: ['continental'], count: 4, who: 'patriots' }],
};
