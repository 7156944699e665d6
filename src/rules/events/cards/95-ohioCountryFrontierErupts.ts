/**
 * #95 Ohio Country Frontier Erupts (1779–1780; order Indians, French, Patriots, British). Single text.
 * - Unshaded: in Northwest one enemy Fort or Village goes to Available, then three friendly units are
 *   placed there.
 *
 * Rulings:
 * - "enemy" and "friendly" are relative to the executing side (glossary: Friendly, "assets of the
 *   executing side", 1.5.2; Enemy, the other side's): for the British or the Indians the enemy base is a
 *   Patriot Fort and the friendly units War Parties, British Regulars and Tories; for the Patriots or the
 *   French the enemy bases are British Forts and Villages and the friendly units Militia, Continentals
 *   and French Regulars (the latter only after the Treaty of Alliance, 5.1.1).
 * - The executing Faction picks the base and the units, which may mix kinds (as #72); units from
 *   Available (Militia and War Parties Underground, 1.4.3); a Faction placing its own kind with none
 *   Available may take it from the map or stop (1.4.1; never Regulars). Without an enemy base there,
 *   the units are placed all the same (5.1.3: implement what can be).
 * @module
 */
import type { EventCard } from '../program';
import { enemyBases, friendlyUnits } from './filters';

export const ohioCountryFrontierErupts: EventCard = {
  card: 95,
  unshaded: [
    { op: 'remove', where: ['Northwest'], pieces: (ctx) => enemyBases(ctx.faction), count: 1 },
    { op: 'place', where: ['Northwest'], pieces: (ctx) => friendlyUnits(ctx.faction), count: 3 },
  ],
};
