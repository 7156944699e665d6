/**
 * #56 Jacques Turgot's Economic Liberalism (1775–1776; order French, Patriots, Indians, British).
 * - Unshaded: the Patriots lose 3 Resources. - Shaded: the Patriots gain 3 Resources. (Within 0–50, 1.8.)
 * @module
 */
import type { EventCard } from '../program';

export const jacquesTurgot: EventCard = {
  card: 56,
  unshaded: [{ op: 'resources', faction: 'patriots', amount: -3 }],
  shaded: [{ op: 'resources', faction: 'patriots', amount: 3 }],
};
