/**
 * #32 Rule Britannia! (1775–1776; order British, Patriots, Indians, French; Indian Musket).
 * - Unshaded: one Colony gets up to two British Regulars and up to two Tories, each from Unavailable or
 *   Available.
 * - Shaded: one Faction gains a Resource per two Cities under British Control, rounding down.
 *
 * Rulings:
 * - Unshaded: the executing Faction picks the Colony and the placements (5.1); "up to" covers the
 *   Tories too (as #2).
 * - Shaded "any Faction may add": the executing Faction chooses which Faction (5.1: it makes every
 *   selection, including a Faction), itself included; the chosen Faction gains the Resources (gaining
 *   can never be against it, so there is nothing to decline; 5.1.3). Cities are counted when the
 *   Resources are added; with fewer than two British Controlled Cities nothing is added and no
 *   Faction is chosen (5.1.3). Within 0–50 (1.8).
 * @module
 */
import { FACTIONS } from '../../../data/ids';
import { CITIES } from '../../../data/map';
import type { EventCard, EventContext } from '../program';
import { isColony } from './filters';
import { controlOf } from '../../board';

/** Half the Cities under British Control, rounding down. */
const halfBritishCities = (ctx: EventContext): number => Math.floor(CITIES.filter((c) => controlOf(ctx.state, c) === 'british').length / 2);

export const ruleBritannia: EventCard = {
  card: 32,
  unshaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony', count: 1, filter: (_ctx, s) => isColony(s) },
    { op: 'place', where: { var: 'colony' }, pieces: ['britishRegular'], count: 2, upTo: true, from: ['unavailable', 'available'] },
    { op: 'place', where: { var: 'colony' }, pieces: ['tory'], count: 2, upTo: true, from: ['unavailable', 'available'] },
  ],
  shaded: [
    { op: 'chooseFaction', bind: 'faction', among: FACTIONS, when: (ctx) => halfBritishCities(ctx) > 0 },
    { op: 'resources', faction: { var: 'faction' }, amount: halfBritishCities, when: (ctx) => halfBritishCities(ctx) > 0 },
  ],
};
