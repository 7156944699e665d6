/**
 * #43 HMS Russian Merchant with 4,000 Muskets (1775–1776; order British, Indians, Patriots, French).
 * - Unshaded: the British may add up to two Tories, from Available or Unavailable, in each of up to
 *   three spaces holding a British Regular.
 * - Shaded: the British take one of every three Tories on the map off it, rounding down.
 *
 * Rulings:
 * - Unshaded: the British, named, pick the spaces as well as the Tories and their pools (5.1: the
 *   Faction named decides the details of its action; as #2). Map spaces only (1.3.7).
 * - Shaded: the number is counted once, before any Tory goes; the British pick which (5.1); to
 *   Available (1.4.1).
 * @module
 */
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { onMap, onMapCount } from './filters';
import { piecesAt } from '../../board';

export const hmsRussianMerchant: EventCard = {
  card: 43,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'spaces',
      what: 'space with a British Regular',
      count: 3,
      upTo: true,
      who: 'british',
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((ctx, s) => piecesAt(ctx.state, s).britishRegular > 0, 'has no British Regular')),
    },
    { op: 'place', where: { var: 'spaces' }, pieces: ['tory'], count: 2, upTo: true, from: ['available', 'unavailable'], who: 'british' },
  ],
  shaded: [{ op: 'remove', where: 'map', pieces: ['tory'], count: (ctx) => Math.floor(onMapCount(ctx.state, ['tory']) / 3), who: 'british' }],
};
