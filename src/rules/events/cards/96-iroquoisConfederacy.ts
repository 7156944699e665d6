/**
 * #96 Iroquois Confederacy (1779–1780; order Indians, French, Patriots, British).
 * - Unshaded: the Indians Gather and War Path, free, in two Indian Reserve Provinces.
 * - Shaded: one Village is removed.
 *
 * Rulings:
 * - Unshaded (5.1): the Indians, who execute both, select the two Reserve Provinces (Quebec, Northwest,
 *   Southwest, Florida; 1.3.4) — the same two for the Gather and the War Path. 5.1.3 (the fuller
 *   choice): only Provinces where the most can be done, as the board stands then, are offered (a
 *   Province counts one where a Gather can be executed, one more where a War Path can).
 * - The Gather is restricted to the two and must select both where both can Gather (as #75, #84). Then
 *   the War Path strikes once in each of the two where it can (the text's "two" overrides 4.4.2's one
 *   space, as #3 and #9 do); it is compulsory (no "may"), so the Indians may not stop after the first
 *   strike while the second is possible (`mustExecuteIn`). Each lapses with a line where it cannot be
 *   executed. Both free (3.1.2): no Resources, eligibility untouched.
 * - Shaded (5.1): any Village on the map, picked by the executing Faction; to Available (as #17 shaded).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import type { Restriction } from '../../../flow/contracts';
import { canGather } from '../../commands/indians/gather';
import { warPathSpaces } from '../../specialActivities/indians/warPath';
import { spacesOf } from '../instruction';
import type { EventCard, EventContext } from '../program';
import { isIndianReserve } from './filters';

/** How much of the text the Province allows now: a Gather there, a War Path there. */
const yields = (ctx: EventContext, s: SpaceId): number => (canGather(ctx.state, s) ? 1 : 0) + (warPathSpaces(ctx.state).includes(s) ? 1 : 0);

/** The two Provinces, where the Command or War Path must act where it can. */
const inTheTwo = (ctx: EventContext): Restriction => ({ spaces: [...spacesOf(ctx, { var: 'provinces' })], maxSpaces: 2, mustExecuteIn: true });

export const iroquoisConfederacy: EventCard = {
  card: 96,
  unshaded: [
    { op: 'selectSpaces', bind: 'provinces', what: 'Indian Reserve Province', count: 2, who: 'indians', filter: (_ctx, s) => isIndianReserve(s), yields },
    { op: 'grant', faction: 'indians', commands: ['gather'], restriction: inTheTwo },
    { op: 'grant', faction: 'indians', activities: ['warPath'], restriction: inTheTwo },
  ],
  shaded: [{ op: 'remove', where: 'map', pieces: ['village'], count: 1 }],
};
