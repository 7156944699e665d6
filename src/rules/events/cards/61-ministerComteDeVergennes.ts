/**
 * #61 Minister Comte de Vergennes (1777–1778; order French, British, Patriots, Indians).
 * - Unshaded: the Patriots are Ineligible through the next card.
 * - Shaded: the Patriots gain 3 Resources and the French 2.
 *
 * Rulings:
 * - Unshaded, "Ineligible through the next card" (2.3.6 play note, 2.3): at once — the Patriot cylinder
 *   leaves the Eligible box now, so Patriots still to be offered options on this card are skipped and the
 *   next Eligible Faction takes their place (2.3.2) — and for the whole next card; Eligible again after it.
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const ministerComteDeVergennes: EventCard = {
  card: 61,
  unshaded: [{ op: 'eligibility', faction: 'patriots', effect: 'ineligible', now: true }],
  shaded: [
    { op: 'resources', faction: 'patriots', amount: 3 },
    { op: 'resources', faction: 'french', amount: 2 },
  ],
};
