/**
 * #25 British Prison Ships (1779–1780; order British, Patriots, French, Indians).
 * - Unshaded: two Cities each move one level toward Passive Support.
 * - Shaded: two Cities each receive a Militia, move one level toward Passive Opposition and get a
 *   Propaganda marker.
 *
 * Rulings:
 * - "Toward" (1.6, as #41): a City above the level moves down to it (Active Support → Passive Support),
 *   one below moves up; a City at the level stays. The executing Faction picks two different Cities
 *   (5.1); one already at the level is offered only when fewer than two others can move (5.1.3, the
 *   fuller choice; the Militia and the Propaganda of the shaded side fit any City alike).
 * - Shaded (5.1.1, 1.4.3): the Militia come from Available, Underground; with none Available only the
 *   Patriots executing may take theirs from the map, or not (1.4.1); without a Militia the City still
 *   shifts and gets its Propaganda (5.1.3). Propaganda within the 12 markers (3.3.3).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import type { EventCard, EventContext, Instruction, Level } from '../program';
import { shiftToward } from '../instructions/shift';
import { isCity } from './filters';
import { supportLevel } from '../../board';

/** 1 where a City would move one level toward the level, else 0. */
const moves =
  (level: Level) =>
  (ctx: EventContext, s: SpaceId): number =>
    Math.abs(shiftToward(supportLevel(ctx.state, s), level, 1));

/** Select two Cities, those that would move first (5.1.3). */
const twoCities = (level: Level): Instruction => ({ op: 'selectSpaces', bind: 'cities', what: 'City', count: 2, filter: (_ctx, s) => isCity(s), yields: moves(level) });

export const britishPrisonShips: EventCard = {
  card: 25,
  unshaded: [twoCities(1), { op: 'shift', where: { var: 'cities' }, levels: 1, toward: 1 }],
  shaded: [
    twoCities(-1),
    { op: 'place', where: { var: 'cities' }, pieces: ['militiaUnderground'], count: 1 },
    { op: 'shift', where: { var: 'cities' }, levels: 1, toward: -1 },
    { op: 'markers', where: { var: 'cities' }, marker: 'propaganda', count: 1 },
  ],
};
