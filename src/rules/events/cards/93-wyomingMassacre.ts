/**
 * #93 Wyoming Massacre (1777–1778; order Indians, French, Patriots, British).
 * - Unshaded: up to three Colonies next to an Indian Reserve Province shift one level toward Neutral, and
 *   each gets a Raid marker.
 * - Shaded: four War Parties are removed from Pennsylvania and the spaces adjacent to it.
 *
 * Rulings:
 * - Unshaded (5.1): the executing Faction picks up to three different Colonies adjacent to Quebec,
 *   Northwest, Southwest or Florida (1.3.6), and may stop at any number ("up to"). A Neutral Colony does
 *   not shift (never past Neutral) but still gets its Raid marker, within the 12 (3.4.4).
 * - Shaded (5.1): the executing Faction picks the War Parties, Underground or Active, from Pennsylvania
 *   and its adjacent spaces together (no more than four in all); with fewer there, all of them go
 *   (5.1.3); to Available.
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { ADJACENT } from '../../../data/map';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { isColony, isIndianReserve } from './filters';

/** A Colony adjacent to an Indian Reserve Province. */
const frontier = allOf(
  condition((_ctx, s) => isColony(s), 'is not a Colony'),
  condition((_ctx, s: SpaceId) => ADJACENT[s].some(isIndianReserve), 'is not adjacent to an Indian Reserve Province'),
);

export const wyomingMassacre: EventCard = {
  card: 93,
  unshaded: [
    { op: 'selectSpaces', bind: 'colonies', what: 'Colony adjacent to an Indian Reserve', count: 3, upTo: true, filter: frontier },
    { op: 'shift', where: { var: 'colonies' }, levels: 1, toward: 0 },
    { op: 'markers', where: { var: 'colonies' }, marker: 'raid', count: 1 },
  ],
  shaded: [
    { op: 'remove', where: ['Pennsylvania', ...ADJACENT.Pennsylvania], pieces: ['warPartyUnderground', 'warPartyActive'], count: 4 },
  ],
};
