/**
 * #40 Battle of the Chesapeake (1779–1780; order British, French, Patriots, Indians).
 * - Unshaded: FNI falls to 0; the British gain 2 Resources.
 * - Shaded: FNI rises to 3.
 *
 * Rulings:
 * - "FNI to n" (1.9, 5.1.3; instruction `fni` with `to`): before the Treaty of Alliance nothing (FNI
 *   stays 0, a line says so). After it FNI moves one level at a time, as "lower/raise FNI" does (#53):
 *   each level down the British take a Blockade of their choice back to the West Indies (to 0: every
 *   one); each level up the French put a Squadron from the West Indies on a City of their choice — as far
 *   as the Squadrons in the West Indies go (1.9: FNI never exceeds the Blockades available); the number
 *   of levels is fixed when the instruction begins. Already at the level, nothing happens.
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const battleOfTheChesapeake: EventCard = {
  card: 40,
  unshaded: [
    { op: 'fni', to: 0 },
    { op: 'resources', faction: 'british', amount: 2 },
  ],
  shaded: [{ op: 'fni', to: 3 }],
};
