/**
 * #10 Benjamin Franklin Travels to France (1775–1776; order Patriots, French, British, Indians).
 * - Unshaded: two Cities of the executing Faction's choice each move one level toward Active Support.
 * - Shaded: the French gain 3 Resources and the Patriots 2.
 *
 * Ruling (5.1.3): Cities already at Active Support are offered only when fewer than two others remain.
 * @module
 */
import type { EventCard } from '../program';
import { isCity } from './filters';
import { supportLevel } from '../../board';

export const franklinTravelsToFrance: EventCard = {
  card: 10,
  unshaded: [
    { op: 'selectSpaces', bind: 'cities', what: 'City', count: 2, filter: (_ctx, s) => isCity(s), yields: (ctx, s) => (supportLevel(ctx.state, s) < 2 ? 1 : 0) },
    { op: 'shift', where: { var: 'cities' }, levels: 1, toward: 2 },
  ],
  shaded: [
    { op: 'resources', faction: 'french', amount: 3 },
    { op: 'resources', faction: 'patriots', amount: 2 },
  ],
};
