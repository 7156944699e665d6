/**
 * #72 French Settlers Help (1775–1776; order French, Indians, Patriots, British). Single text.
 * - Unshaded: in one Indian Reserve Province, one friendly Fort or Village and three friendly Militia,
 *   War Parties or cubes are placed from Available.
 *
 * Rulings:
 * - "friendly" is the executing side (glossary "Friendly", 1.5.2): for the British or the Indians a
 *   British Fort or a Village, and War Parties, British Regulars or Tories; for the Patriots or the
 *   French a Patriot Fort, and Militia, Continentals or French Regulars (never before the Treaty of
 *   Alliance, 5.1.1). The three units may mix kinds; Militia and War Parties go in Underground (1.4.3).
 * - The executing Faction picks the Province and the pieces (5.1). 5.1.3 (the fuller choice): a
 *   Province where no friendly Fort or Village can go (two already there) is offered only when that is
 *   so in every Reserve Province (the units fit anywhere).
 * @module
 */
import { POOL_TYPE } from '../../../data/pieces';
import type { SpaceId } from '../../../data/ids';
import type { EventCard, EventContext } from '../program';
import { mayPlace } from '../instructions/place';
import { friendlyBases, friendlyUnits, isIndianReserve } from './filters';

/** 1 where a friendly Fort or Village can be placed now, else 0. */
const baseFits = (ctx: EventContext, s: SpaceId): number =>
  friendlyBases(ctx.faction).some((p) => mayPlace(ctx.state, s, p) && ctx.state.available[POOL_TYPE[p]] > 0) ? 1 : 0;

export const frenchSettlersHelp: EventCard = {
  card: 72,
  unshaded: [
    { op: 'selectSpaces', bind: 'province', what: 'Indian Reserve Province', count: 1, filter: (_ctx, s) => isIndianReserve(s), yields: baseFits },
    { op: 'place', where: { var: 'province' }, pieces: (ctx) => friendlyBases(ctx.faction), count: 1 },
    { op: 'place', where: { var: 'province' }, pieces: (ctx) => friendlyUnits(ctx.faction), count: 3 },
  ],
};
