/**
 * #2 Common Sense (1775–1776; order Patriots, British, French, Indians).
 * - Unshaded: the British may put up to two Regulars and two Tories into one City of their choice;
 *   two Propaganda markers go there and the British gain 4 Resources.
 * - Shaded: two Cities each move one level toward Active Opposition and receive two Propaganda markers.
 *
 * Rulings: the British, named to place, also pick the City (5.1: the Faction named decides the details
 * of its action). On the shaded side the Cities where a shift is still possible are offered first (5.1.3).
 * @module
 */
import type { EventCard } from '../program';
import { isCity } from './filters';
import { supportLevel } from '../../board';

export const commonSense: EventCard = {
  card: 2,
  unshaded: [
    { op: 'selectSpaces', bind: 'city', what: 'City', count: 1, who: 'british', filter: (_ctx, s) => isCity(s) },
    { op: 'place', where: { var: 'city' }, pieces: ['britishRegular'], count: 2, upTo: true, who: 'british' },
    { op: 'place', where: { var: 'city' }, pieces: ['tory'], count: 2, upTo: true, who: 'british' },
    { op: 'markers', where: { var: 'city' }, marker: 'propaganda', count: 2 },
    { op: 'resources', faction: 'british', amount: 4 },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'cities', what: 'City', count: 2, filter: (_ctx, s) => isCity(s), yields: (ctx, s) => (supportLevel(ctx.state, s) > -2 ? 1 : 0) },
    { op: 'shift', where: { var: 'cities' }, levels: 1, toward: -2 },
    { op: 'markers', where: { var: 'cities' }, marker: 'propaganda', count: 2 },
  ],
};
