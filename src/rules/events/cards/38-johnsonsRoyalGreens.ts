/**
 * #38 Johnson’s Royal Greens (1777–1778; order British, French, Patriots, Indians; Indian Musket).
 * - Unshaded: the British may put four British cubes, from either pool, in Quebec or in New York; the
 *   British are Eligible for the next card.
 * - Shaded: New York gets three Militia or three War Parties.
 *
 * Rulings:
 * - Unshaded (5.1): the British, named, pick the space (the Quebec or New York Province, 1.3), the cubes
 *   (Regulars and Tories may mix) and each one's pool, and may stop ("may", as #2). "British Eligible"
 *   holds whatever they placed and whoever executes: they will be Eligible for the next card (2.3.6).
 * - Shaded (5.1, 5.1.3): the executing Faction chooses Militia or War Parties (all three of one kind,
 *   Underground, 1.4.3, from Available); a kind Available in full (three) is chosen over one that is
 *   not; with neither, either kind that gives any. A Faction placing its own units may take them from
 *   the map when none is Available (1.4.1).
 * @module
 */
import type { EventCard } from '../program';

export const johnsonsRoyalGreens: EventCard = {
  card: 38,
  unshaded: [
    { op: 'selectSpaces', bind: 'space', what: 'Quebec or New York', count: 1, who: 'british', filter: (_ctx, s) => s === 'Quebec' || s === 'NewYork' },
    { op: 'place', where: { var: 'space' }, pieces: ['britishRegular', 'tory'], count: 4, upTo: true, from: ['unavailable', 'available'], who: 'british' },
    { op: 'eligibility', faction: 'british', effect: 'eligible' },
  ],
  shaded: [{ op: 'place', where: ['NewYork'], pieces: ['militiaUnderground', 'warPartyUnderground'], count: 3, oneKind: true }],
};
