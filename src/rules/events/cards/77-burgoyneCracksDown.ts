/**
 * #77 General Burgoyne Cracks Down (1777–1778; order Indians, Patriots, French, British; French Sword).
 * - Unshaded: the Indians put a Village in one space holding both British and Indian pieces; then every
 *   War Party on the map goes Underground.
 * - Shaded: in each of three Provinces holding both British and Indian pieces one British piece is
 *   removed, Forts only once no cube is left there; a Raid marker goes in each of those Provinces.
 *
 * Rulings:
 * - Unshaded (5.1): the Indians, named, pick the space (a detail of their placement) — a map space with a
 *   British piece (Regular, Tory or Fort) and an Indian piece (War Party or Village). A space with no room
 *   for a Village (two Forts/Villages already, 1.4.2) is offered only when every such space is full
 *   (5.1.3, the fuller choice). The Village comes from Available; with none there the Indians may take one
 *   from the map (1.4.1) or not. The War Parties go Underground whether or not a Village was placed
 *   (5.1.3), every one on the map (the West Indies holds none).
 * - Shaded (5.1): the executing Faction picks the three Provinces (Colonies or Indian Reserves, 1.3.2;
 *   never a City) and the piece in each: a British Regular or Tory, a British Fort only where no cube is
 *   left (to Available). With fewer such Provinces, those there (5.1.3). The Raid markers follow in the
 *   Provinces selected, while any of the 12 remain (3.4.4).
 * @module
 */
import { isProvince } from '../../../data/map';
import { countBritish, countIndians, hasRoomForFort, piecesAt } from '../../board';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { onMap } from './filters';

/** The conditions of a map space holding both a British and an Indian piece. */
const SHARED = [
  condition((_ctx, s) => onMap(s), 'is not on the map'),
  condition((ctx, s) => countBritish(piecesAt(ctx.state, s)) > 0, 'has no British piece'),
  condition((ctx, s) => countIndians(piecesAt(ctx.state, s)) > 0, 'has no Indian piece'),
] as const;

export const burgoyneCracksDown: EventCard = {
  card: 77,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'space with British and Indian pieces',
      count: 1,
      who: 'indians',
      filter: allOf(...SHARED),
      yields: (ctx, s) => (hasRoomForFort(ctx.state, s) ? 1 : 0),
    },
    { op: 'place', where: { var: 'space' }, pieces: ['village'], count: 1, who: 'indians' },
    { op: 'underground', where: 'map', faction: 'indians' },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'provinces', what: 'Province with British and Indian pieces', count: 3, filter: allOf(condition((_ctx, s) => isProvince(s), 'is not a Province'), ...SHARED) },
    { op: 'remove', where: { var: 'provinces' }, pieces: ['britishRegular', 'tory', 'britishFort'], count: 1, perSpace: true, last: ['britishFort'] },
    { op: 'markers', where: { var: 'provinces' }, marker: 'raid', count: 1 },
  ],
};
