/**
 * #33 The Burning of Falmouth (1775–1776; order British, French, Indians, Patriots).
 * - Unshaded: the Patriots lose 3 Resources and take two of their Militia off the map.
 * - Shaded: a free Patriot Rally in two spaces next to Massachusetts; the Patriots gain 3 Resources.
 *
 * Rulings:
 * - Unshaded (5.1): the Patriots, named, choose which two Militia (anywhere on the map, Underground or
 *   Active) go, to Available; with fewer on the map, those there go (5.1.3). Resources within 0–50.
 * - Shaded (5.1, 5.3): the text names no Faction, but Rally is the Patriots' Command alone (3.3.1), so the
 *   Patriots execute it and decide its details. It is restricted to the spaces adjacent to
 *   Massachusetts (1.3.6: Boston, New Hampshire, Connecticut and Rhode Island, New York) and must select
 *   two of them where it can (fewer where only fewer can Rally, 5.1.3); it is free (3.1.2). The
 *   Resources come after the Rally, as the text orders them.
 * @module
 */
import { ADJACENT } from '../../../data/map';
import type { EventCard } from '../program';

export const burningOfFalmouth: EventCard = {
  card: 33,
  unshaded: [
    { op: 'resources', faction: 'patriots', amount: -3 },
    { op: 'remove', where: 'map', pieces: ['militiaUnderground', 'militiaActive'], count: 2, who: 'patriots' },
  ],
  shaded: [
    { op: 'grant', faction: 'patriots', commands: ['rally'], restriction: () => ({ spaces: [...ADJACENT.Massachusetts], maxSpaces: 2, mustExecuteIn: true }) },
    { op: 'resources', faction: 'patriots', amount: 3 },
  ],
};
