/**
 * #92 Cherokees Supplied by the British (1775–1776; order Indians, French, British, Patriots). Single text.
 * - Unshaded: the executing Faction adds a second Fort or Village of its own in a space where it has one.
 *
 * Rulings:
 * - "you" is the executing Faction and "a second" is of the same kind it has there: a British Fort for
 *   the British, a Patriot Fort for the Patriots, a Village for the Indians; the French have neither, so
 *   for them the text does nothing (5.1.3).
 * - The executing Faction picks the space (5.1). 5.1.3 (the fuller choice): a space where the second
 *   cannot go (two Forts/Villages there already, 1.4.2) is offered only when that is so everywhere or
 *   none is Available; from Available only (5.1.1).
 * @module
 */
import type { Faction, SpacePiece } from '../../../data/ids';
import { POOL_TYPE } from '../../../data/pieces';
import { hasRoomForFort, piecesAt } from '../../board';
import { KIND_NAME } from '../../../data/text';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';

/** The Faction's own Fort or Village kind, or null (the French). */
function baseOf(f: Faction): SpacePiece | null {
  return f === 'british' ? 'britishFort' : f === 'patriots' ? 'patriotFort' : f === 'indians' ? 'village' : null;
}

/** The Faction's own Fort or Village kind, as a list (empty for the French). */
const ownBases = (f: Faction): readonly SpacePiece[] => {
  const base = baseOf(f);
  return base === null ? [] : [base];
};

/** A space where the executing Faction has its Fort or Village (the French have none). */
const hasOne = allOf(
  condition(
    (ctx, s) => {
      const base = baseOf(ctx.faction);
      return base !== null && piecesAt(ctx.state, s)[base] > 0;
    },
    (ctx) => {
      const base = baseOf(ctx.faction);
      return base === null ? 'has no Fort or Village of the French: they have none' : `has no ${KIND_NAME[base][0]}`;
    },
  ),
);

export const cherokeesSupplied: EventCard = {
  card: 92,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'space where you have a Fort or Village',
      count: 1,
      filter: hasOne,
      yields: (ctx, s) => (hasRoomForFort(ctx.state, s) && ctx.state.available[POOL_TYPE[baseOf(ctx.faction)!]] > 0 ? 1 : 0),
    },
    { op: 'place', where: { var: 'space' }, pieces: (ctx) => ownBases(ctx.faction), count: 1 },
  ],
};
