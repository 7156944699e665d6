/**
 * #87 Patriots Massacre Lenape Indians (1779–1780; order Indians, British, French, Patriots). Single text.
 * - Unshaded: one piece leaves Pennsylvania; the executing Faction remains Eligible.
 *
 * Rulings:
 * - "one piece": any piece of any Faction — cube, Militia or War Party of either face, Fort or Village —
 *   picked by the executing Faction (5.1); to Available, not Casualties. None there: nothing (5.1.3),
 *   but the eligibility part stands.
 * - "Remain Eligible" (2.3.6 and its Play Note): the executing Faction will be Eligible for the next
 *   card although it executed the Event; it is not offered options again on this card (2.3.2). Applied
 *   when eligibility is adjusted after the card.
 * @module
 */
import { SPACE_PIECES } from '../../../data/ids';
import type { EventCard } from '../program';

export const patriotsMassacreLenapeIndians: EventCard = {
  card: 87,
  unshaded: [
    { op: 'remove', where: ['Pennsylvania'], pieces: [...SPACE_PIECES], count: 1 },
    { op: 'eligibility', faction: 'executing', effect: 'eligible' },
  ],
};
