/**
 * #85 Indians Help British Raids on Mississippi (1779–1780; order Indians, British, French, Patriots).
 * - Unshaded: the British put three British Regulars and/or Tories in Southwest.
 * - Shaded: Southwest receives two Militia or Continentals and two French Regulars.
 *
 * Rulings:
 * - Unshaded (5.1): the British, named, place, whoever executes, and choose the mix; from Available
 *   (5.1.1); "place a total of three" is no "may": every piece the pools give is placed (5.1.3). With
 *   no Tory Available they may take Tories from the map or stop (1.4.1; never Regulars).
 * - Shaded (5.1, 5.1.1): the executing Faction places; the two Militia or Continentals may mix (as #4
 *   shaded, "Militia or War Parties"), Militia Underground (1.4.3); the French Regulars from Available
 *   and only after the Treaty of Alliance (2.3.9): before it, only the Militia or Continentals. The
 *   Patriots (or the French, for their Regulars) executing may take their own pieces from the map when
 *   none is Available (1.4.1; never French Regulars).
 * @module
 */
import type { EventCard } from '../program';

export const indiansHelpBritishRaidsOnMississippi: EventCard = {
  card: 85,
  unshaded: [{ op: 'place', where: ['Southwest'], pieces: ['britishRegular', 'tory'], count: 3, who: 'british' }],
  shaded: [
    { op: 'place', where: ['Southwest'], pieces: ['militiaUnderground', 'continental'], count: 2 },
    { op: 'place', where: ['Southwest'], pieces: ['frenchRegular'], count: 2 },
  ],
};
