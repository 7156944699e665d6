/**
 * #15 Morgan's Rifles (1775–1776; order Patriots, French, Indians, British).
 * - Unshaded: Virginia moves two levels toward Active Support and two Tories are placed there.
 * - Shaded: the Patriots March, free, into one Colony, then Battle there, free, then take Partisans
 *   there, free.
 *
 * Rulings:
 * - Shaded (5.1, 5.3): the Patriots, named, decide every detail. The March must end in one Colony of
 *   their choice (one destination, which must be selected: `mustExecuteIn`); the Battle and the
 *   Partisans are each restricted to that Colony. Each is free and leaves eligibility as it is (3.1.2).
 * - Shaded (5.1.3): what cannot be done is skipped: a Battle without enemies there, or Partisans without
 *   Underground Militia or targets, lapse with a line in the account; where no March to a Colony is
 *   possible at all, there is no "there", so neither the Battle nor the Partisans take place.
 * - Unshaded (5.1.1): Tories only from Available; the shift never passes Active Support.
 * @module
 */
import { COLONIES } from '../../../data/map';
import type { EventCard } from '../program';
import { selectedAny, inOneOf } from './filters';

export const morgansRifles: EventCard = {
  card: 15,
  unshaded: [
    { op: 'shift', where: ['Virginia'], levels: 2, toward: 2 },
    { op: 'place', where: ['Virginia'], pieces: ['tory'], count: 2 },
  ],
  shaded: [
    { op: 'grant', faction: 'patriots', commands: ['march'], restriction: () => ({ spaces: [...COLONIES], maxSpaces: 1, mustExecuteIn: true }), bind: 'colony' },
    { op: 'grant', faction: 'patriots', commands: ['battle'], when: selectedAny('colony'), restriction: inOneOf('colony') },
    { op: 'grant', faction: 'patriots', activities: ['partisans'], when: selectedAny('colony'), restriction: inOneOf('colony') },
  ],
};
