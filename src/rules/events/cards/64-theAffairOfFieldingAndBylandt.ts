/**
 * #64 The Affair of Fielding and Bylandt (1779–1780; order French, British, Patriots, Indians).
 * - Unshaded: the British gain 3 Resources; FNI drops one level.
 * - Shaded: the Patriots gain 5 Resources.
 *
 * Rulings:
 * - FNI as #53 (1.9, 5.1.3): nothing before the Treaty of Alliance; after it the British take a Blockade
 *   of their choice back to the West Indies.
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const affairOfFieldingAndBylandt: EventCard = {
  card: 64,
  unshaded: [
    { op: 'resources', faction: 'british', amount: 3 },
    { op: 'fni', change: -1 },
  ],
  shaded: [{ op: 'resources', faction: 'patriots', amount: 5 }],
};
