/**
 * #44 Earl of Mansfield Recalled From Paris (1777–1778; order British, Indians, Patriots, French).
 * - Unshaded (single text): a Faction of the executing Faction's choice is Ineligible through the next card.
 *
 * Rulings:
 * - "Any one Faction": the executing Faction chooses (5.1) among all four, itself included (choosing
 *   itself changes nothing: it executed the Event and is Ineligible for the next card anyway, 2.3.6).
 * - "Ineligible through the next card" (2.3.6 play note, 2.3): at once — the chosen Faction's cylinder
 *   leaves the Eligible box now, so a Faction still to be offered options on this card is skipped and
 *   the next Eligible one takes its place (2.3.2) — and for the whole next card; Eligible again after it.
 * @module
 */
import { FACTIONS } from '../../../data/ids';
import type { EventCard } from '../program';

export const earlOfMansfieldRecalled: EventCard = {
  card: 44,
  unshaded: [
    { op: 'chooseFaction', bind: 'faction', among: FACTIONS },
    { op: 'eligibility', faction: { var: 'faction' }, effect: 'ineligible', now: true },
  ],
};
