/**
 * #27 The Queen’s Rangers Show for Battle (1777–1778; order British, Patriots, French, Indians; Indian
 * Sword).
 * - Unshaded: two Colonies under British Control get two Tories each, from either pool.
 * - Shaded: two Cities move one level each toward Active Opposition and get a Militia each.
 *
 * Rulings:
 * - Unshaded (5.1): the executing Faction picks two different Colonies under British Control (1.7) and
 *   each Tory's pool (Unavailable or Available, as #46); fewer Colonies when fewer qualify (5.1.3).
 * - Shaded (5.1.3): the executing Faction picks two Cities; a City already at Active Opposition is
 *   offered only when too few others remain (the fuller choice, as #2). The Militia are placed
 *   Underground (1.4.3) from Available; a Faction placing its own Militia with none Available may take
 *   them from the map (1.4.1).
 * @module
 */
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { isCity, isColony } from './filters';
import { controlOf, supportLevel } from '../../board';

export const queensRangers: EventCard = {
  card: 27,
  unshaded: [
    { op: 'selectSpaces', bind: 'colonies', what: 'Colony with British Control', count: 2, filter: allOf(condition((_ctx, s) => isColony(s), 'is not a Colony'), condition((ctx, s) => controlOf(ctx.state, s) === 'british', 'is not under British Control')) },
    { op: 'place', where: { var: 'colonies' }, pieces: ['tory'], count: 2, from: ['unavailable', 'available'] },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'cities', what: 'City', count: 2, filter: (_ctx, s) => isCity(s), yields: (ctx, s) => (supportLevel(ctx.state, s) > -2 ? 1 : 0) },
    { op: 'shift', where: { var: 'cities' }, levels: 1, toward: -2 },
    { op: 'place', where: { var: 'cities' }, pieces: ['militiaUnderground'], count: 1 },
  ],
};
