/**
 * #3 George Rogers Clark's Illinois Campaign (1777–1778; order Patriots, British, French, Indians).
 * - Unshaded: every Patriot piece in the Northwest and the Southwest goes.
 * - Shaded: the Patriots may put two Militia in each of the Northwest and the Southwest, and may take
 *   free Partisans in both.
 *
 * Rulings:
 * - Unshaded: "all Patriot pieces" are Continentals, Militia of either face and Patriot Forts, removed to
 *   Available (no Casualties named, 1.4.1); nothing is decided. A Leader left alone is its owner's (1.10).
 * - Shaded (5.1): the Patriots, named, decide; "may" covers both the Militia (up to two in each, from
 *   Available, Underground, 1.4.3) and the Partisans. The Partisans are granted alone (3.1.2), free,
 *   restricted to the Northwest and the Southwest and may strike both (the text's "both" overrides 4.3.2's
 *   one space, as a restriction of up to two spaces); they are optional and lapse with a line where
 *   there is no target (5.1.3).
 * @module
 */
import type { EventCard } from '../program';

export const georgeRogersClark: EventCard = {
  card: 3,
  unshaded: [{ op: 'remove', where: ['Northwest', 'Southwest'], pieces: ['continental', 'militiaUnderground', 'militiaActive', 'patriotFort'], count: 'all' }],
  shaded: [
    { op: 'place', where: ['Northwest', 'Southwest'], pieces: ['militiaUnderground'], count: 2, upTo: true, who: 'patriots' },
    { op: 'grant', faction: 'patriots', activities: ['partisans'], optional: true, restriction: () => ({ spaces: ['Northwest', 'Southwest'], maxSpaces: 2 }) },
  ],
};
