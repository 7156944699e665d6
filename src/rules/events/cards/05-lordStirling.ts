/**
 * #5 William Alexander, Lord Stirling (1777–1778; order Patriots, British, Indians, French).
 * - Unshaded: the Patriots will be Ineligible for the next card.
 * - Shaded: the Patriots may March, free, into one space and then Battle there, free.
 *
 * Rulings:
 * - Unshaded, "Ineligible through the next card" (2.3.6 and its Play Note): the Patriots are marked
 *   Ineligible for the next card whatever they did on this one (`eligibility`); after the next card they
 *   are adjusted as usual (Eligible unless they execute something then, which they cannot). Nothing
 *   else is needed on this card: the Patriots stand first in the card's order, so they are never still
 *   to act after the Faction executing it (2.3.2). A Winter Quarters card next is that card: every
 *   Faction is Eligible again after it (6.7).
 * - Shaded (5.1, 5.3): the Patriots, named, decide every detail; "may" covers both the March and the
 *   Battle: they may decline either. The March has exactly one destination, any map space, which it
 *   must select once begun; the Battle is restricted to that destination (as #51). Without a March there
 *   is no "one space" of the text: no Battle (5.1.3, as #15 and #51). Both free, eligibility untouched
 *   (3.1.2).
 * @module
 */
import { MAP_SPACES } from '../../../data/map';
import type { EventCard } from '../program';
import { inOneOf, selectedAny } from './filters';

export const lordStirling: EventCard = {
  card: 5,
  unshaded: [{ op: 'eligibility', faction: 'patriots', effect: 'ineligible' }],
  shaded: [
    { op: 'grant', faction: 'patriots', commands: ['march'], optional: true, restriction: () => ({ spaces: [...MAP_SPACES], maxSpaces: 1, mustExecuteIn: true }), bind: 'space' },
    { op: 'grant', faction: 'patriots', commands: ['battle'], optional: true, when: selectedAny('space'), restriction: inOneOf('space') },
  ],
};
