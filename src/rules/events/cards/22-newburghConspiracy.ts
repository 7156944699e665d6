/**
 * #22 The Newburgh Conspiracy (1779–1780; order Patriots, Indians, French, British).
 * - Unshaded: four Patriot units (Militia and Continentals in any mix) are removed from one Colony.
 * - Shaded: a Tory Desertion at once, run as in the Winter Quarters Round.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.3): the executing Faction picks the Colony (a Colony, not a City or Indian
 *   Reserve, 1.3.1) among those where the most of the four can go (the fuller choice: Militia of either
 *   face and Continentals counted together, up to four), and the pieces; to Available (no Casualties
 *   named, so no CRC, as #17). With fewer than four there, all of them go. Patriot Forts are not units.
 * - Shaded (6.6.2, 5.1): the Tory Desertion procedure runs in the middle of the card exactly as in the
 *   Round — one Tory in five on the map (rounding down) leaves to Available, the French choose the first,
 *   the British the rest — whoever executes the card (as #12 and #13 run the Patriot Desertion). Fewer
 *   than five Tories on the map, none deserts.
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import type { EventCard, EventContext } from '../program';
import { countIn, isColony } from './filters';

const PATRIOT_UNITS = ['continental', 'militiaUnderground', 'militiaActive'] as const;

/** How many of the four the Colony allows. */
const mutineers = (ctx: EventContext, s: SpaceId): number => Math.min(4, countIn(ctx.state, s, PATRIOT_UNITS));

export const newburghConspiracy: EventCard = {
  card: 22,
  unshaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony', count: 1, filter: (_ctx, s) => isColony(s), yields: mutineers },
    { op: 'remove', where: { var: 'colony' }, pieces: [...PATRIOT_UNITS], count: 4 },
  ],
  shaded: [{ op: 'procedure', name: 'toryDesertion' }],
};
