/**
 * #18 "If it hadn't been so stormy…" (1779–1780; order Patriots, Indians, British, French). Single text.
 * - Unshaded: the executing Faction names a Faction, which is Ineligible from now through the next card.
 *
 * Rulings (as #44, whose text is the same):
 * - "Any one Faction": the executing Faction chooses (5.1) among all four, itself included (choosing
 *   itself changes nothing: it executed the Event and is Ineligible for the next card anyway, 2.3.6).
 * - "Ineligible through the next card" (2.3.6 play note, 2.3): at once — the named Faction's cylinder
 *   leaves the Eligible box now, so a Faction still to be offered options on this card is skipped and
 *   the next Eligible one takes its place (2.3.2) — and for the whole next card; Eligible again after it
 *   unless it executes something then. A Winter Quarters card next is that card (6.7).
 * @module
 */
import { FACTIONS } from '../../../data/ids';
import type { EventCard } from '../program';

export const ifItHadntBeenSoStormy: EventCard = {
  card: 18,
  unshaded: [
    { op: 'chooseFaction', bind: 'faction', among: FACTIONS },
    { op: 'eligibility', faction: { var: 'faction' }, effect: 'ineligible', now: true },
  ],
};
