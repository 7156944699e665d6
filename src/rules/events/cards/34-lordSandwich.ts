/**
 * #34 Lord Sandwich, First Lord of the Admiralty (1777–1778; order British, French, Indians, Patriots).
 * - Unshaded: the British gain 6 Resources; French Naval Intervention drops one level.
 * - Shaded: French Naval Intervention rises one level; the British are Ineligible through the next card.
 *
 * Rulings:
 * - FNI as #53 (1.9, 5.1.3): nothing before the Treaty of Alliance; after it, the British take a Blockade
 *   of their choice back to the West Indies (down) or the French put a Squadron from the West Indies on a
 *   City of their choice (up), within 0–3 and the Squadrons there.
 * - Shaded, "Ineligible through the next card" (2.3.6 play note, 2.3): at once — the British cylinder
 *   leaves the Eligible box now, so British still to be offered options on this card are skipped — and
 *   for the whole next card; Eligible again after it. When the British execute the card themselves it
 *   changes nothing they would not have had anyway.
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const lordSandwich: EventCard = {
  card: 34,
  unshaded: [
    { op: 'resources', faction: 'british', amount: 6 },
    { op: 'fni', change: -1 },
  ],
  shaded: [
    { op: 'fni', change: 1 },
    { op: 'eligibility', faction: 'british', effect: 'ineligible', now: true },
  ],
};
