/**
 * #78 Cherry Valley Destroyed by Tories (1777–1778; order Indians, Patriots, French, British).
 * - Unshaded: the Patriots take a quarter of their units on the map, rounded down, off the map.
 * - Shaded: one Patriot Militia is added in each of four spaces holding a Tory or an Indian piece.
 *
 * Rulings:
 * - Unshaded: "their total units" are the Patriots' Continentals and Militia (Underground and Active) on
 *   map spaces — units, so not Forts (1.4); French Regulars are not theirs. The number, ⌊units / 4⌋, is
 *   fixed when the removal begins (docs/rulings.md, a computed count). The Patriots, named, pick which,
 *   anywhere on the map, in any mix (5.1); to Available.
 * - Shaded: the executing Faction picks four different map spaces with a Tory, a War Party or a Village
 *   (5.1; fewer where fewer qualify, 5.1.3); each gets one Underground Militia (1.4.3) from Available.
 *   The Patriots executing may take Militia from elsewhere on the map once none is Available (1.4.1),
 *   so they always select four; any other Faction selects no more spaces than there are Militia
 *   Available (as #13, #24: a space selected where nothing could be added would implement less).
 * @module
 */
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { countIn, onMap, onMapCount } from './filters';

const PATRIOT_UNITS = ['continental', 'militiaUnderground', 'militiaActive'] as const;
const TORY_OR_INDIAN = ['tory', 'warPartyUnderground', 'warPartyActive', 'village'] as const;

/** A quarter of the Patriots' units on the map, rounding down. */
const quarter = (ctx: EventContext): number => Math.floor(onMapCount(ctx.state, PATRIOT_UNITS) / 4);

export const cherryValley: EventCard = {
  card: 78,
  unshaded: [{ op: 'remove', where: 'map', pieces: [...PATRIOT_UNITS], count: quarter, who: 'patriots' }],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'spaces',
      what: 'space with a Tory or an Indian piece',
      count: (ctx) => (ctx.faction === 'patriots' ? 4 : Math.min(4, ctx.state.available.militia)),
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((ctx, s) => countIn(ctx.state, s, TORY_OR_INDIAN) > 0, 'has no Tory, War Party or Village')),
    },
    { op: 'place', where: { var: 'spaces' }, pieces: ['militiaUnderground'], count: 1 },
  ],
};
