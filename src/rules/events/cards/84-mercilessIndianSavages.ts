/**
 * #84 "Merciless Indian Savages" (1775–1776; order Indians, British, Patriots, French).
 * - Unshaded: the Indians Gather, free, in two Colonies.
 * - Shaded: the Patriots take one Village off the map.
 *
 * Rulings:
 * - Unshaded (5.1, 5.3): the Indians, named, decide; the Gather is restricted to Colonies and must
 *   select two where it can (fewer where only fewer can Gather, 5.1.3); free, eligibility untouched (3.1.2).
 * - Shaded (5.1): the Patriots, named, choose the Village, anywhere on the map; it goes to Available.
 * @module
 */
import { COLONIES } from '../../../data/map';
import type { EventCard } from '../program';

export const mercilessIndianSavages: EventCard = {
  card: 84,
  unshaded: [{ op: 'grant', faction: 'indians', commands: ['gather'], restriction: () => ({ spaces: [...COLONIES], maxSpaces: 2, mustExecuteIn: true }) }],
  shaded: [{ op: 'remove', where: 'map', pieces: ['village'], count: 1, who: 'patriots' }],
};
