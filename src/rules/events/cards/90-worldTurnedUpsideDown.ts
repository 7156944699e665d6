/**
 * #90 “The World Turned Upside Down” (1775–1776; order Indians, French, British, Patriots; Patriot
 * and Indian Musket).
 * - Unshaded: the executing Faction places one Fort or Village of its side.
 * - Shaded: two British Regulars on the map are removed as Casualties.
 *
 * Rulings:
 * - "Friendly" is the executing side's (glossary: "assets of the executing side", 1.5.2): for the
 *   British or the Indians a British Fort or a Village, for the Patriots or the French a Patriot Fort.
 *   Any map space where one may stand (1.4.2, no Village in a City; not the West Indies box, 1.3.7)
 *   and from Available only (5.1.1); none Available: nothing happens.
 * - Shaded: the executing Faction picks the Regulars (5.1); Casualties per 1.6.4 (CBC +1 each); the
 *   West Indies box is not the map.
 * @module
 */
import { POOL_TYPE } from '../../../data/pieces';
import type { SpacePiece } from '../../../data/ids';
import { mayPlace } from '../instructions/place';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { onMap } from './filters';

/** The Forts and Villages of the executing Faction's side (1.5.1). */
const friendlyForts = (ctx: EventContext): readonly SpacePiece[] =>
  ctx.faction === 'british' || ctx.faction === 'indians' ? ['britishFort', 'village'] : ['patriotFort'];

export const worldTurnedUpsideDown: EventCard = {
  card: 90,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'space for a friendly Fort or Village',
      count: 1,
      filter: allOf(
        condition((_ctx, s) => onMap(s), 'is not on the map'),
        condition(
          (ctx, s) => friendlyForts(ctx).some((k) => ctx.state.available[POOL_TYPE[k]] > 0 && mayPlace(ctx.state, s, k)),
          (ctx) =>
            friendlyForts(ctx).some((k) => ctx.state.available[POOL_TYPE[k]] > 0)
              ? 'has no room for any friendly Fort or Village Available (at most two Forts and Villages in a space, no Village in a City)'
              : 'cannot receive a friendly Fort or Village: none is Available',
        ),
      ),
    },
    { op: 'place', where: { var: 'space' }, pieces: friendlyForts, count: 1 },
  ],
  shaded: [{ op: 'remove', where: 'map', pieces: ['britishRegular'], count: 2, to: 'casualties' }],
};
