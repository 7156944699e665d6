/**
 * #88 "If it hadn't been so foggy…" (1777–1778; order Indians, British, French, Patriots; every Faction's
 * Musket). Single text.
 * - Unshaded: the executing Faction names another Faction, then may move any of its own units that
 *   share a space with that Faction, each to a space adjacent to where it stands.
 *
 * Rulings:
 * - "Own units" are the executing Faction's (the reader of the card; "disengagement" is its units
 *   leaving the named Faction): its cubes and Militia or War Parties, not Forts or Villages (1.4); the
 *   named Faction is another one (sharing a space with oneself means nothing). The executing Faction
 *   decides everything (5.1). Only a Faction it shares a map space with is offered, unless it shares
 *   none with any (5.1.3, as #29).
 * - "Sharing a space with that Faction": map spaces where, when the moves begin, the named Faction has a
 *   piece (any, Forts and Villages included) and the executing Faction a unit; the units there then may
 *   move, each once, into any adjacent space where it may stand (1.4.2: no War Party in a City; the West
 *   Indies is not adjacent to anything) — units of one space may go different ways; a unit arriving in
 *   another such space does not move again (`moveAdjacent`). "Any": as many as it likes, none included.
 *   Units keep their side (Underground or Active); a Leader left without its pieces goes as 1.10 says.
 * @module
 */
import { FACTIONS, type Faction, type SpaceId } from '../../../data/ids';
import { MAP_SPACES } from '../../../data/map';
import { countFaction, piecesAt } from '../../board';
import type { EventCard, EventContext } from '../program';
import { countIn, unitsOf } from './filters';

/** Whether the executing Faction has a unit in the space and `other` a piece. */
const shares = (ctx: EventContext, other: Faction, s: SpaceId): boolean =>
  countIn(ctx.state, s, unitsOf(ctx.faction)) > 0 && countFaction(piecesAt(ctx.state, s), other) > 0;

/** The other Factions sharing a map space with the executing Faction's units, or all three when none does (5.1.3). */
function sharing(ctx: EventContext): readonly Faction[] {
  const others = FACTIONS.filter((f) => f !== ctx.faction);
  const near = others.filter((f) => MAP_SPACES.some((s) => shares(ctx, f, s)));
  return near.length > 0 ? near : others;
}

export const ifItHadntBeenSoFoggy: EventCard = {
  card: 88,
  unshaded: [
    { op: 'chooseFaction', bind: 'named', among: sharing },
    { op: 'moveAdjacent', from: (ctx, s) => shares(ctx, ctx.vars.named as Faction, s), pieces: (ctx) => unitsOf(ctx.faction) },
  ],
};
