/**
 * #29 Edward Bancroft, British Spy (1775–1776; order British, Patriots, Indians, French). Single text.
 * - Unshaded: the executing Faction names the Patriots or the Indians; that Faction turns its own
 *   Underground Militia or War Parties Active until half of all of them on the map (rounded down) are
 *   Active.
 *
 * Rulings:
 * - "½ of them": of that Faction's Militia (or War Parties) on the map, Active and Underground; the
 *   number to Activate is fixed when the Activation begins (floor(total / 2) − Active, never below 0),
 *   so that each piece turned counts once (a `bindNumber` before the `activate`).
 * - The executing Faction names the Faction (5.1: it selects "which Faction"); the named Faction picks
 *   which of its pieces turn Active (5.1: the Faction specified to act decides the details).
 * - 5.1.3 (the fuller choice): a Faction with nothing to Activate is offered only when the other has
 *   nothing either.
 * @module
 */
import { SPACE_IDS, type Faction } from '../../../data/ids';
import type { GameState } from '../../../core/state';
import type { EventCard, EventContext } from '../program';
import { piecesAt } from '../../board';

/** Militia (Patriots) or War Parties (Indians) to turn Active so that half of them, rounded down, are Active. */
export function toActivate(state: GameState, faction: Faction): number {
  let underground = 0;
  let active = 0;
  for (const id of SPACE_IDS) {
    const p = piecesAt(state, id);
    underground += faction === 'patriots' ? p.militiaUnderground : p.warPartyUnderground;
    active += faction === 'patriots' ? p.militiaActive : p.warPartyActive;
  }
  return Math.max(0, Math.floor((underground + active) / 2) - active);
}

/** The Factions that may be named: those with something to Activate, else both (5.1.3). */
function named(ctx: EventContext): readonly Faction[] {
  const both: Faction[] = ['patriots', 'indians'];
  const able = both.filter((f) => toActivate(ctx.state, f) > 0);
  return able.length > 0 ? able : both;
}

export const edwardBancroft: EventCard = {
  card: 29,
  unshaded: [
    { op: 'chooseFaction', bind: 'spied', among: named },
    { op: 'bindNumber', bind: 'toActivate', value: (ctx) => toActivate(ctx.state, ctx.vars.spied as Faction) },
    { op: 'activate', where: 'map', faction: { var: 'spied' }, count: (ctx) => ctx.vars.toActivate as number },
  ],
};
