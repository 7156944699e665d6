/**
 * #16 Mercy Warren's "The Motley Assembly" (1779–1780; order Patriots, French, Indians, British).
 * - Unshaded: two Tories go anywhere on the map.
 * - Shaded: one City goes to Passive Opposition.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.1): the executing Faction picks the spaces — map spaces where a Tory may stand
 *   (not the West Indies box, 1.3.7, 1.4.2) — one selection per Tory, so both may share a space (as #24
 *   shaded). Tories from Available. The British executing may take Tories from the map once none is
 *   Available (1.4.1) or stop, so they select two; any other Faction selects no more spaces than Tories
 *   Available (as #78 shaded).
 * - Shaded (1.6): "shift to Passive Opposition" sets the City at Passive Opposition from whatever level
 *   it stands at (from Active Opposition too: one level toward Neutral). The executing Faction picks the
 *   City; one already at Passive Opposition is offered only when every City is (5.1.3, the fuller choice).
 * @module
 */
import { mayOccupy, supportLevel } from '../../board';
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { isCity, onMap } from './filters';

/** Passive Opposition (1.6). */
const PASSIVE_OPPOSITION = -1;

export const mercyWarrensMotleyAssembly: EventCard = {
  card: 16,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'tories',
      what: 'space for a Tory',
      count: (ctx) => (ctx.faction === 'british' ? 2 : Math.min(2, ctx.state.available.tory)),
      repeat: true,
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((_ctx, s) => mayOccupy(s, 'tory'), 'cannot hold a Tory')),
    },
    { op: 'place', where: { var: 'tories' }, pieces: ['tory'], count: 1 },
  ],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'city',
      what: 'City',
      count: 1,
      filter: (_ctx, s) => isCity(s),
      yields: (ctx, s) => (supportLevel(ctx.state, s) === PASSIVE_OPPOSITION ? 0 : 1),
    },
    { op: 'shift', where: { var: 'city' }, levels: 4, toward: PASSIVE_OPPOSITION },
  ],
};
