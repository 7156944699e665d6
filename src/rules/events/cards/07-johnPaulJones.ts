/**
 * #7 John Paul Jones (1779–1780; order Patriots, British, Indians, French).
 * - Unshaded: the British gain 3 Resources; FNI drops a level; up to two British Regulars come from
 *   Available into the West Indies box or into one City.
 * - Shaded: the Patriots gain 5 Resources; FNI rises a level.
 *
 * Rulings:
 * - FNI as #53 (1.9): nothing before the Treaty of Alliance (a line in the account); after it the
 *   British take a Blockade back to the West Indies (down) or the French put a Squadron from the West
 *   Indies on a City (up). The Resources apply all the same, within 0–50.
 * - Unshaded, "to West Indies or any City": one destination — the West Indies box or one City — picked
 *   by the executing Faction (5.1: the text names no other Faction to act); "up to two": it then places
 *   none, one or two Regulars there, from Available only (5.1.1). A Blockade does not stop it (Blockades
 *   restrict Commands, not Event placement). The West Indies take British Regulars even before the
 *   Treaty (the Event's text over 1.3.7, as #55 shaded). With no British Regular Available no
 *   destination is selected (5.1.3).
 * @module
 */
import type { EventCard } from '../program';
import { isCity } from './filters';

export const johnPaulJones: EventCard = {
  card: 7,
  unshaded: [
    { op: 'resources', faction: 'british', amount: 3 },
    { op: 'fni', change: -1 },
    {
      op: 'selectSpaces',
      bind: 'destination',
      what: 'the West Indies or a City',
      count: 1,
      filter: (_ctx, s) => s === 'WestIndies' || isCity(s),
      when: (ctx) => ctx.state.available.britishRegular > 0,
    },
    { op: 'place', where: { var: 'destination' }, pieces: ['britishRegular'], count: 2, upTo: true },
  ],
  shaded: [
    { op: 'resources', faction: 'patriots', amount: 5 },
    { op: 'fni', change: 1 },
  ],
};
