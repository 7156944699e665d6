/**
 * #73 Sullivan Expedition vs. Iroquois and Tories (1779–1780; order Indians, Patriots, British, French).
 * Single text.
 * - Unshaded: one Fort or Village in New York, Northwest or Quebec goes to Available.
 *
 * Rulings:
 * - "New York" is the Province (1.3, as #35, #58); "Quebec" the Reserve Province, not Quebec City.
 * - "one Fort or Village": a British Fort, a Patriot Fort or a Village — the text names no Faction (as
 *   #4 shaded) — picked by the executing Faction (5.1) among those in the three spaces; to Available,
 *   not Casualties (no CBC or CRC, 1.6.4 counts Casualties only). None there: nothing (5.1.3).
 * @module
 */
import type { EventCard } from '../program';

export const sullivanExpedition: EventCard = {
  card: 73,
  unshaded: [{ op: 'remove', where: ['NewYork', 'Northwest', 'Quebec'], pieces: ['britishFort', 'patriotFort', 'village'], count: 1 }],
};
