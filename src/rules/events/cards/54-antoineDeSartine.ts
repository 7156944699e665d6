/**
 * #54 Antoine de Sartine, Secretary of the Navy (1775–1776; order French, Patriots, Indians, British).
 * - Unshaded: one Squadron leaves the West Indies box for Unavailable.
 * - Shaded: two Squadrons come from Unavailable to the West Indies box.
 *
 * Ruling: "from the West Indies" takes only a Squadron in the West Indies box, never a Blockade on a
 * City (1.9); as many as there are, up to the count (5.1.3).
 * @module
 */
import type { EventCard } from '../program';

export const antoineDeSartine: EventCard = {
  card: 54,
  unshaded: [{ op: 'movePool', type: 'squadron', from: 'westIndies', to: 'unavailable', count: 1 }],
  shaded: [{ op: 'movePool', type: 'squadron', from: 'unavailable', to: 'westIndies', count: 2 }],
};
