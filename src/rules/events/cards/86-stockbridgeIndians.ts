/**
 * #86 Stockbridge Indians (1775–1776; order Indians, British, French, Patriots).
 * - Unshaded: every Militia in Massachusetts, or in one space holding an Indian piece, turns Active.
 * - Shaded: three Militia are put into Massachusetts or into one space holding an Indian piece.
 *
 * Rulings:
 * - "an Indian piece" is a War Party (either face) or a Village; Massachusetts qualifies with or without
 *   one. The executing Faction picks the space (5.1).
 * - Unshaded, 5.1.3 (the fuller choice): a space without Underground Militia is offered only when no
 *   candidate has any.
 * - Shaded: the Militia come from Available, Underground (1.4.3); fewer if fewer are Available (5.1.3).
 * @module
 */
import { countIndians, piecesAt } from '../../board';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { onMap } from './filters';

/** Massachusetts, or a map space with a War Party or Village (one condition: either will do). */
const massachusettsOrIndian = allOf(
  condition((ctx, s) => s === 'Massachusetts' || (onMap(s) && countIndians(piecesAt(ctx.state, s)) > 0), 'is not Massachusetts and has no War Party or Village'),
);

export const stockbridgeIndians: EventCard = {
  card: 86,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'Massachusetts or a space with an Indian piece',
      count: 1,
      filter: massachusettsOrIndian,
      yields: (ctx, s) => (piecesAt(ctx.state, s).militiaUnderground > 0 ? 1 : 0),
    },
    { op: 'activate', where: { var: 'space' }, faction: 'patriots', count: 'all' },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'space', what: 'Massachusetts or a space with an Indian piece', count: 1, filter: massachusettsOrIndian },
    { op: 'place', where: { var: 'space' }, pieces: ['militiaUnderground'], count: 3 },
  ],
};
