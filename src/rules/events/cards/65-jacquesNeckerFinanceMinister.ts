/**
 * #65 Jacques Necker, Finance Minister (1779–1780; order French, Indians, British, Patriots).
 * - Unshaded: the French lose 4 Resources.
 * - Shaded: the French gain 3 Resources.
 *
 * Ruling: Resources within 0–50 (1.8, 5.1.1).
 * @module
 */
import type { EventCard } from '../program';

export const jacquesNecker: EventCard = {
  card: 65,
  unshaded: [{ op: 'resources', faction: 'french', amount: -4 }],
  shaded: [{ op: 'resources', faction: 'french', amount: 3 }],
};
