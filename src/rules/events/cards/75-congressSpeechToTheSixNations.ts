/**
 * #75 Congress' Speech to the Six Nations (1775–1776; order Indians, Patriots, British, French).
 * - Unshaded: the Indians Gather, free, in three Indian Reserve Provinces, then take War Path, free, in
 *   one of the spaces where they Gathered.
 * - Shaded: three Indian pieces are taken out of Northwest, Villages only once no War Party is left there.
 *
 * Rulings:
 * - Unshaded (5.1, 5.3): the Indians, named, decide. The Gather is restricted to the four Reserves
 *   (1.3.4: Quebec, Northwest, Southwest, Florida) and must select three of them where it can (fewer
 *   where only fewer can Gather, 5.1.3). The War Path is restricted to the spaces the Gather selected, one
 *   of them (4.4.2 strikes one space). Both free, eligibility untouched (3.1.2). Without a Gather there
 *   are no "those spaces": no War Path. A War Path that cannot strike there lapses with a line.
 * - Shaded (5.1, 5.1.3): the executing Faction picks the pieces (War Parties, Underground or Active,
 *   then Villages), to Available; with fewer than three there, all go.
 * @module
 */
import { INDIAN_RESERVES } from '../../../data/map';
import type { EventCard } from '../program';
import { inOneOf, selectedAny } from './filters';

export const congressSpeechToTheSixNations: EventCard = {
  card: 75,
  unshaded: [
    { op: 'grant', faction: 'indians', commands: ['gather'], restriction: () => ({ spaces: [...INDIAN_RESERVES], maxSpaces: 3, mustExecuteIn: true }), bind: 'reserves' },
    { op: 'grant', faction: 'indians', activities: ['warPath'], when: selectedAny('reserves'), restriction: inOneOf('reserves') },
  ],
  shaded: [{ op: 'remove', where: ['Northwest'], pieces: ['warPartyUnderground', 'warPartyActive', 'village'], count: 3, last: ['village'] }],
};
