/**
 * #89 War Damages Colonies’ Economy (1777–1778; order Indians, French, British, Patriots; Indian and
 * French Muskets).
 * - Unshaded: any four Militia or Continentals give way to Tories.
 * - Shaded: any three Tories give way to Patriot Militia.
 *
 * Rulings:
 * - (5.1) The executing Faction picks the pieces, anywhere on the map, one at a time (Militia of either
 *   face and Continentals may mix); each goes to Available and one piece of the other kind takes its
 *   place, Militia Underground (1.4.3); with fewer on the map, all of them (5.1.3).
 * - (5.1.1) Replacements come from Available only; with none Available the piece is removed all the same
 *   ("remove rather than replace").
 * @module
 */
import type { EventCard } from '../program';

export const warDamagesColoniesEconomy: EventCard = {
  card: 89,
  unshaded: [{ op: 'replace', where: 'map', pieces: ['militiaUnderground', 'militiaActive', 'continental'], to: 'tory', ratio: 1, count: 4 }],
  shaded: [{ op: 'replace', where: 'map', pieces: ['tory'], to: 'militiaUnderground', ratio: 1, count: 3 }],
};
