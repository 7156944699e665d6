/**
 * #17 Jane McCrea Murdered by Indians (1777–1778; order Patriots, Indians, British, French).
 * - Unshaded: a Patriot Fort standing in an Indian Reserve Province is taken off the map.
 * - Shaded: an Indian Village anywhere on the map is taken off.
 *
 * Rulings:
 * - The executing Faction picks the Fort (and so the Province) or the Village (5.1); the piece goes to
 *   Available (1.4.1: removed forces go to Available unless the text names another box). Neither side
 *   names Casualties, so the Patriot Fort does not count toward CRC (1.6.4 applies to Casualties only).
 * - Unshaded: Quebec, Northwest, Southwest or Florida (1.3.4); none of them with a Patriot Fort, the
 *   text does nothing (5.1.3). Shaded: any map space (a Village never stands elsewhere, 1.4.2).
 * @module
 */
import { INDIAN_RESERVES } from '../../../data/map';
import type { EventCard } from '../program';

export const janeMcCreaMurdered: EventCard = {
  card: 17,
  unshaded: [{ op: 'remove', where: INDIAN_RESERVES, pieces: ['patriotFort'], count: 1 }],
  shaded: [{ op: 'remove', where: 'map', pieces: ['village'], count: 1 }],
};
