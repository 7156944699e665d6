/**
 * #11 Thaddeus Kosciuszko, Expert Engineer (1777–1778; order Patriots, French, British, Indians).
 * - Unshaded: the Patriots take two of their Forts off the map.
 * - Shaded: in up to two spaces under Rebellion Control, the Patriots may trade one of their pieces
 *   there for a Patriot Fort.
 *
 * Rulings:
 * - Unshaded (5.1): the Patriots, named, choose the Forts, anywhere on the map, to Available; with fewer,
 *   those there go (5.1.3).
 * - Shaded, "Patriot Controlled" (1.7): a space under Rebellion Control (the Control the rules know).
 *   The Patriots, named, select up to two such spaces ("may"), each holding a Patriot piece and room for
 *   the Fort once that piece is gone (fewer than two Forts and Villages, or a Patriot Fort to remove).
 *   In each, the piece (a Continental, a Militia of either face or a Patriot Fort, their choice) goes
 *   to Available, then a Patriot Fort from Available is placed: the two go together, as one trade.
 *   With no Patriot Fort Available the Patriots may take one from elsewhere on the map or stop (1.4.1).
 * @module
 */
import { hasRoomForFort, controlOf, piecesAt } from '../../board';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { onMap } from './filters';

/** A space where the Patriots can trade a piece for a Fort: on the map, Rebellion Control, a Patriot piece, room for the Fort once the piece is gone. */
const tradeable = allOf(
  condition((_ctx, s) => onMap(s), 'is not on the map'),
  condition((ctx, s) => controlOf(ctx.state, s) === 'rebellion', 'is not under Rebellion Control'),
  condition((ctx, s) => {
    const p = piecesAt(ctx.state, s);
    return p.continental + p.militiaUnderground + p.militiaActive + p.patriotFort > 0;
  }, 'has no Patriot piece'),
  condition((ctx, s) => piecesAt(ctx.state, s).patriotFort > 0 || hasRoomForFort(ctx.state, s), 'has no room for a Patriot Fort (two Forts or Villages stand there)'),
);

export const thaddeusKosciuszko: EventCard = {
  card: 11,
  unshaded: [{ op: 'remove', where: 'map', pieces: ['patriotFort'], count: 2, who: 'patriots' }],
  shaded: [
    { op: 'selectSpaces', bind: 'spaces', what: 'Patriot Controlled space', count: 2, upTo: true, who: 'patriots', filter: tradeable },
    { op: 'remove', where: { var: 'spaces' }, pieces: ['continental', 'militiaUnderground', 'militiaActive', 'patriotFort'], count: 1, perSpace: true, who: 'patriots' },
    { op: 'place', where: { var: 'spaces' }, pieces: ['patriotFort'], count: 1, who: 'patriots' },
  ],
};
