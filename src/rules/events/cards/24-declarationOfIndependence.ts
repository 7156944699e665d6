/**
 * #24 Declaration of Independence (1775–1776; order Patriots, Indians, French, British).
 * - Unshaded: two Continentals, two Militia and one Patriot Fort are taken off the map to Available.
 * - Shaded: up to three Militia go anywhere, each with a Propaganda marker in its space; then one
 *   Patriot Fort goes anywhere.
 *
 * Rulings:
 * - The executing Faction picks every piece and space (5.1); removed pieces go to Available (1.4.1).
 * - Shaded: the Militia may share a space (each Militia is its own selection; two in one space bring
 *   two Propaganda there). Only as many Militia as are Available are placed, so no Propaganda comes
 *   without its Militia (5.1.1, 5.1.3); Propaganda within the 12 markers (3.3.3).
 * - Shaded "one Fort": a Patriot Fort (the side's text places only Patriot pieces); it is placed only
 *   where stacking allows (1.4.2) and when one is Available; none Available: no space is selected.
 * @module
 */
import { mayOccupy } from '../../board';
import { mayPlace } from '../instructions/place';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { onMap } from './filters';

export const declarationOfIndependence: EventCard = {
  card: 24,
  unshaded: [
    { op: 'remove', where: 'map', pieces: ['continental'], count: 2 },
    { op: 'remove', where: 'map', pieces: ['militiaUnderground', 'militiaActive'], count: 2 },
    { op: 'remove', where: 'map', pieces: ['patriotFort'], count: 1 },
  ],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'militia',
      what: 'space for a Militia',
      count: (ctx) => Math.min(3, ctx.state.available.militia),
      upTo: true,
      repeat: true,
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((_ctx, s) => mayOccupy(s, 'militiaUnderground'), 'cannot hold a Militia')),
    },
    { op: 'place', where: { var: 'militia' }, pieces: ['militiaUnderground'], count: 1 },
    { op: 'markers', where: { var: 'militia' }, marker: 'propaganda', count: 1 },
    {
      op: 'selectSpaces',
      bind: 'fort',
      what: 'space for a Patriot Fort',
      count: 1,
      filter: allOf(
        condition((_ctx, s) => onMap(s), 'is not on the map'),
        condition((ctx) => ctx.state.available.patriotFort > 0, 'cannot receive a Patriot Fort: none is Available'),
        condition((ctx, s) => mayPlace(ctx.state, s, 'patriotFort'), 'has no room for a Patriot Fort: two Forts or Villages stand there'),
      ),
    },
    { op: 'place', where: { var: 'fort' }, pieces: ['patriotFort'], count: 1 },
  ],
};
