/**
 * #26 Josiah Martin, NC Royal Governor, Plots (1777–1778; order British, Patriots, French, Indians;
 * Indian Sword).
 * - Unshaded: North Carolina gets either a British Fort or two Tories.
 * - Shaded: the Patriots may March, free, into North Carolina, then may Battle there, free.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.3): the executing Faction chooses the Fort or the Tories (`oneKind`), from
 *   Available; an alternative the pools can give in full is chosen over one they cannot (no room or no
 *   British Fort Available, fewer than two Tories Available); where neither can be given in full, either
 *   that gives something. A British Faction placing its own pieces may take them from the map when none
 *   is Available (1.4.1).
 * - Shaded (5.1, 5.3): the Patriots, named, decide; "may" covers both. The March has North Carolina as
 *   its only destination; the Battle is restricted to North Carolina, named by the text, so it is
 *   offered whether or not the Patriots Marched. Both free, eligibility untouched (3.1.2).
 * @module
 */
import type { EventCard } from '../program';

export const josiahMartin: EventCard = {
  card: 26,
  unshaded: [{ op: 'place', where: ['NorthCarolina'], pieces: ['britishFort', 'tory'], count: 2, counts: { britishFort: 1 }, oneKind: true }],
  shaded: [
    { op: 'grant', faction: 'patriots', commands: ['march'], optional: true, restriction: () => ({ spaces: ['NorthCarolina'], maxSpaces: 1 }) },
    { op: 'grant', faction: 'patriots', commands: ['battle'], optional: true, restriction: () => ({ spaces: ['NorthCarolina'], maxSpaces: 1 }) },
  ],
};
