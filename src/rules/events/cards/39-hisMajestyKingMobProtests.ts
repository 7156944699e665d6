/**
 * #39 “His Majesty, King Mob” Protests (1779–1780; order British, French, Patriots, Indians). Single text.
 * - Unshaded: three Cities each move one level toward Neutral.
 *
 * Ruling (1.6, 5.1, 5.1.3): the executing Faction picks three different Cities; Support moves down and
 * Opposition up, one level; a Neutral City is offered only when fewer than three others can move (the
 * fuller choice, as #10).
 * @module
 */
import type { EventCard } from '../program';
import { isCity } from './filters';
import { supportLevel } from '../../board';

export const kingMobProtests: EventCard = {
  card: 39,
  unshaded: [
    { op: 'selectSpaces', bind: 'cities', what: 'City', count: 3, filter: (_ctx, s) => isCity(s), yields: (ctx, s) => (supportLevel(ctx.state, s) !== 0 ? 1 : 0) },
    { op: 'shift', where: { var: 'cities' }, levels: 1, toward: 0 },
  ],
};
