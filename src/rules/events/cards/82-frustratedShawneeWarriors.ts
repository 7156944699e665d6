/**
 * #82 Frustrated Shawnee Warriors Attack (1775–1776; order Indians, British, Patriots, French).
 * - Unshaded: the Indians put one War Party and one Raid marker in each of Virginia, North Carolina,
 *   South Carolina and Georgia.
 * - Shaded: three Indian pieces in all are removed from those four Colonies, Villages only once no War
 *   Party is left in any of them.
 *
 * Rulings:
 * - Unshaded: the Indians, named to place, decide (5.1). With fewer than four War Parties Available, or
 *   fewer than four Raid markers left off the map (12 in all, 3.4.4), the Indians choose which of the
 *   Colonies get them (5.1.3: as many as can be); the War Parties go in Underground (1.4.3). A Colony may
 *   hold several Raid markers.
 * - Shaded: "Indian pieces" are War Parties (either face) and Villages; the executing Faction picks
 *   them (5.1) and they go to Available; "Villages last" counts over the four Colonies together.
 * @module
 */
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { MARKER_LIMITS } from '../../../data/pieces';
import type { EventCard, EventContext } from '../program';
import { markersIn } from '../../board';

const SOUTH: readonly SpaceId[] = ['Virginia', 'NorthCarolina', 'SouthCarolina', 'Georgia'];
const inSouth = (_ctx: EventContext, s: SpaceId): boolean => SOUTH.includes(s);

/** Raid markers not yet on the map. */
function raidMarkersLeft(ctx: EventContext): number {
  let used = 0;
  for (const id of SPACE_IDS) used += markersIn(ctx.state, id, 'raid');
  return MARKER_LIMITS.raid - used;
}

export const frustratedShawneeWarriors: EventCard = {
  card: 82,
  unshaded: [
    { op: 'selectSpaces', bind: 'warParties', what: 'Colony to receive a War Party', who: 'indians', count: (ctx) => Math.min(SOUTH.length, ctx.state.available.warParty), filter: inSouth },
    { op: 'place', where: { var: 'warParties' }, pieces: ['warPartyUnderground'], count: 1, who: 'indians' },
    { op: 'selectSpaces', bind: 'raids', what: 'Colony to receive a Raid marker', who: 'indians', count: (ctx) => Math.min(SOUTH.length, raidMarkersLeft(ctx)), filter: inSouth },
    { op: 'markers', where: { var: 'raids' }, marker: 'raid', count: 1 },
  ],
  shaded: [{ op: 'remove', where: SOUTH, pieces: ['warPartyUnderground', 'warPartyActive', 'village'], count: 3, last: ['village'] }],
};
