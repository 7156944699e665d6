/**
 * #57 French Fleet Sails for the Caribbean (1779–1780; order French, British, Indians, Patriots).
 * - Unshaded: two French Regulars go from Available to the West Indies box; the French are Ineligible
 *   through the next card; FNI drops one level.
 * - Shaded: two British Regulars go from the map to the West Indies box; the British are Ineligible
 *   through the next card.
 *
 * Rulings:
 * - Unshaded, the Regulars (5.1.3): from Available only (not Unavailable, not the map); fewer there,
 *   those there; nothing to decide. Before the Treaty of Alliance none moves: French pieces may not be
 *   deployed on the map or in the West Indies until it is played (2.3.9; 5.1.1, instruction `movePool`)
 *   — unlike the British Regulars of #55 shaded, which the box may hold at any time (1.4.2). The rest of
 *   the text applies all the same.
 * - Unshaded, "French Ineligible through the next card" (2.3.6, as #50 and #5): the French stand first in
 *   this card's order, so they have always been offered their options (or were Ineligible) when another
 *   Faction executes it: they are Ineligible for the next card, whatever they did on this one, and
 *   Eligible again after it unless they execute then.
 * - FNI as #53 (1.9): nothing before the Treaty; after it the British take a Blockade of their choice
 *   back to the West Indies.
 * - Shaded, the Regulars (5.1, 1.3.7, as #55): from map spaces only, picked by the executing Faction (the
 *   text names none); fewer on the map, all of them; before the Treaty too (as #55 shaded). A British
 *   Leader left alone goes as 1.10 says.
 * - Shaded, "British Ineligible through the next card" (2.3.6 play note, as #34 shaded): at once — the
 *   British, second in the order, are skipped on this card when they were still to be offered options —
 *   and for the whole next card; Eligible again after it.
 * @module
 */
import type { EventCard } from '../program';

export const frenchFleetSailsForTheCaribbean: EventCard = {
  card: 57,
  unshaded: [
    { op: 'movePool', type: 'frenchRegular', from: 'available', to: 'westIndies', count: 2 },
    { op: 'eligibility', faction: 'french', effect: 'ineligible' },
    { op: 'fni', change: -1 },
  ],
  shaded: [
    { op: 'relocate', from: 'map', to: 'WestIndies', pieces: ['britishRegular'], count: 2 },
    { op: 'eligibility', faction: 'british', effect: 'ineligible', now: true },
  ],
};
