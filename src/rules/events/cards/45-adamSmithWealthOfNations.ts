/**
 * #45 Adam Smith ~ Wealth of Nations (1779–1780; order British, Indians, French, Patriots).
 * - Unshaded: the British gain 6 Resources.
 * - Shaded: the British lose 4 Resources.
 *
 * Ruling: Resources within 0–50 (1.8, 5.1.1).
 * @module
 */
import type { EventCard } from '../program';

export const adamSmith: EventCard = {
  card: 45,
  unshaded: [{ op: 'resources', faction: 'british', amount: 6 }],
  shaded: [{ op: 'resources', faction: 'british', amount: -4 }],
};
