/**
 * #70 British Gain From French in India (1779–1780; order French, Indians, Patriots, British). Single text.
 * - Unshaded: three Regulars, from the map or the West Indies box, go to Available.
 *
 * Rulings:
 * - "Regulars" are British and French Regulars (glossary: Continentals are not Regulars, 1.4), in any
 *   mix, from map spaces or the West Indies box (the text names both). The executing Faction picks them
 *   (5.1: the text names no other Faction); with fewer than three, all of them (5.1.3). To Available, not
 *   Casualties (no CBC or CRC). A Leader left alone goes as 1.10 says.
 * @module
 */
import { SPACE_IDS } from '../../../data/ids';
import type { EventCard } from '../program';

export const britishGainFromFrenchInIndia: EventCard = {
  card: 70,
  unshaded: [{ op: 'remove', where: SPACE_IDS, pieces: ['britishRegular', 'frenchRegular'], count: 3 }],
};
