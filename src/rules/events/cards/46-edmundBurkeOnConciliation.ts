/**
 * #46 Edmund Burke on Conciliation (1775–1776; order British, Indians, French, Patriots).
 * - Unshaded: one Tory, from Unavailable or Available, in each of three spaces.
 * - Shaded: two Cities each move one level toward Passive Opposition (never past it).
 *
 * Rulings: the three spaces are distinct map spaces where a Tory may stand (not the West Indies);
 * the executing Faction picks the spaces and the pool of each Tory (5.1). With no Tory left in either
 * pool the spaces are still selected and nothing is placed (5.1.3).
 * @module
 */
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { shiftToward } from '../instructions/shift';
import { mayOccupy, supportLevel } from '../../board';
import { isCity } from './filters';

export const edmundBurke: EventCard = {
  card: 46,
  unshaded: [
    { op: 'selectSpaces', bind: 'spaces', what: 'space', count: 3, filter: allOf(condition((_ctx, s) => s !== 'WestIndies', 'is not on the map'), condition((_ctx, s) => mayOccupy(s, 'tory'), 'cannot hold a Tory')) },
    { op: 'place', where: { var: 'spaces' }, pieces: ['tory'], count: 1, from: ['unavailable', 'available'] },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'cities', what: 'City', count: 2, filter: (_ctx, s) => isCity(s), yields: (ctx, s) => Math.abs(shiftToward(supportLevel(ctx.state, s), -1, 1)) },
    { op: 'shift', where: { var: 'cities' }, levels: 1, toward: -1 },
  ],
};
