/**
 * #30 Hessians (1775–1776; order British, Patriots, Indians, French; British Musket).
 * - Unshaded: up to three British Controlled spaces already holding British Regulars each get up to
 *   two more British Regulars, from Available or Unavailable; British Resources +2.
 * - Shaded: the British take one of every five British Regulars on the map off it, rounding down.
 *
 * Rulings:
 * - Unshaded: the executing Faction picks the spaces and the placements (5.1: the text names no other
 *   Faction); map spaces only (the West Indies box is not one, 1.3.7). Each Regular comes from either
 *   pool (an `option` per piece, as #46).
 * - Shaded: the number is counted once, before any Regular goes (floor of the Regulars on the map over
 *   five, the West Indies box left out); the British pick which (5.1, named); to Available (1.4.1,
 *   no Casualties named).
 * @module
 */
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { onMap, onMapCount } from './filters';
import { controlOf, piecesAt } from '../../board';

export const hessians: EventCard = {
  card: 30,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'spaces',
      what: 'British Controlled space with British Regulars',
      count: 3,
      upTo: true,
      filter: allOf(
        condition((_ctx, s) => onMap(s), 'is not on the map'),
        condition((ctx, s) => controlOf(ctx.state, s) === 'british', 'is not under British Control'),
        condition((ctx, s) => piecesAt(ctx.state, s).britishRegular > 0, 'has no British Regular'),
      ),
    },
    { op: 'place', where: { var: 'spaces' }, pieces: ['britishRegular'], count: 2, upTo: true, from: ['available', 'unavailable'] },
    { op: 'resources', faction: 'british', amount: 2 },
  ],
  shaded: [{ op: 'remove', where: 'map', pieces: ['britishRegular'], count: (ctx) => Math.floor(onMapCount(ctx.state, ['britishRegular']) / 5), who: 'british' }],
};
