/**
 * #83 Guy Carleton and Indians Negotiate (1775–1776; order Indians, British, Patriots, French).
 * - Unshaded: Quebec City goes straight to Active Support; two War Parties go into Quebec (the Province).
 * - Shaded: up to three pieces, at most one of them a Fort or Village, go into Quebec or Quebec City.
 *
 * Rulings:
 * - Unshaded: the War Parties come from Available and go in Underground (5.1.1, 1.4.3); with fewer
 *   Available, as many as there are (5.1.3).
 * - Shaded: "pieces" names no Faction: any Faction's pieces, the executing Faction choosing the space,
 *   the kinds and how many (5.1), each from Available and only where it may stand (no War Party or
 *   Village in Quebec City, no French Regular before the Treaty of Alliance, at most two Forts/Villages,
 *   5.1.1). The Fort or Village (if any) is chosen first, then up to three pieces less that one.
 * @module
 */
import type { SpacePiece } from '../../../data/ids';
import type { EventCard } from '../program';

const BASES: readonly SpacePiece[] = ['britishFort', 'patriotFort', 'village'];
const UNITS: readonly SpacePiece[] = ['britishRegular', 'tory', 'continental', 'militiaUnderground', 'frenchRegular', 'warPartyUnderground'];

export const guyCarleton: EventCard = {
  card: 83,
  unshaded: [
    { op: 'shift', where: ['QuebecCity'], levels: 4, toward: 2 },
    { op: 'place', where: ['Quebec'], pieces: ['warPartyUnderground'], count: 2 },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'space', what: 'Quebec or Quebec City', count: 1, filter: (_ctx, s) => s === 'Quebec' || s === 'QuebecCity' },
    { op: 'place', where: { var: 'space' }, pieces: BASES, count: 1, upTo: true, bind: 'bases' },
    { op: 'place', where: { var: 'space' }, pieces: UNITS, count: (ctx) => 3 - (ctx.vars.bases as number), upTo: true },
  ],
};
