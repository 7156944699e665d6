/**
 * #50 Admiral d’Estaing, French Fleet Arrives (1777–1778; order French, Patriots, British, Indians).
 * - Unshaded: the French are Ineligible for the next card; two French Regulars go from the West Indies or
 *   the map to Available.
 * - Shaded: one Colony gets two Continentals and two French Regulars (the latter from Available or the
 *   West Indies).
 *
 * Rulings:
 * - Unshaded (2.3.6): "are Ineligible and remain Ineligible through next card": the French first in the
 *   order of this card, they have always been offered their options (or were Ineligible) when another
 *   Faction executes it, so the text means Ineligible for the next card, whatever they did on this one;
 *   after it they are Eligible again unless they execute then.
 * - Unshaded (5.1, 5.1.3): the executing Faction picks the Regulars, in the West Indies box or on map
 *   spaces; with fewer, all of them; none before the Treaty of Alliance unless some stand there.
 * - Shaded (5.1, 5.1.1): the executing Faction picks the Colony and, Regular by Regular, the source
 *   (Available or the West Indies box); Continentals from Available only (none is ever in the West
 *   Indies); the Patriots executing, with none Available, may take Continentals from the map (1.4.1).
 *   No French Regular on the map before the Treaty of Alliance (2.3.9): then only the Continentals.
 * @module
 */
import { SPACE_IDS } from '../../../data/ids';
import type { EventCard } from '../program';
import { isColony } from './filters';

export const admiralDEstaing: EventCard = {
  card: 50,
  unshaded: [
    { op: 'eligibility', faction: 'french', effect: 'ineligible' },
    { op: 'remove', where: SPACE_IDS, pieces: ['frenchRegular'], count: 2 },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony', count: 1, filter: (_ctx, s) => isColony(s) },
    { op: 'place', where: { var: 'colony' }, pieces: ['continental'], count: 2 },
    { op: 'place', where: { var: 'colony' }, pieces: ['frenchRegular'], count: 2, from: ['available', 'westIndies'] },
  ],
};
