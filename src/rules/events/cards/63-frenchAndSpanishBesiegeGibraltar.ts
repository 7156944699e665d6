/**
 * #63 French and Spanish Besiege Gibraltar (1777–1778; order French, British, Patriots, Indians).
 * - Unshaded: the British gain 1 Resource; French Naval Intervention drops one level; two British Regulars
 *   come back from the West Indies box to Available.
 * - Shaded: the British lose 5 Resources.
 *
 * Rulings:
 * - FNI as #53 (1.9, 5.1.3): nothing before the Treaty of Alliance; after it the British take a Blockade
 *   of their choice back to the West Indies.
 * - Unshaded, the Regulars: from the West Indies box only (not the map), to Available; fewer there, those
 *   there come (5.1.3). No choice arises (one kind, one box).
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const frenchAndSpanishBesiegeGibraltar: EventCard = {
  card: 63,
  unshaded: [
    { op: 'resources', faction: 'british', amount: 1 },
    { op: 'fni', change: -1 },
    { op: 'remove', where: ['WestIndies'], pieces: ['britishRegular'], count: 2 },
  ],
  shaded: [{ op: 'resources', faction: 'british', amount: -5 }],
};
