/**
 * #49 Claude Louis, Comte de Saint-Germain (1775–1776; order French, Patriots, British, Indians).
 * - Unshaded: up to five French Regulars go from Available to Unavailable.
 * - Shaded: up to five French Regulars go from Unavailable to Available.
 * (As many as there are, up to five: 5.1.3.)
 * @module
 */
import type { EventCard } from '../program';

export const comteDeSaintGermain: EventCard = {
  card: 49,
  unshaded: [{ op: 'movePool', type: 'frenchRegular', from: 'available', to: 'unavailable', count: 5 }],
  shaded: [{ op: 'movePool', type: 'frenchRegular', from: 'unavailable', to: 'available', count: 5 }],
};
