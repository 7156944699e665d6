/**
 * #55 French Navy Dominates Caribbean (1777–1778; order French, Patriots, Indians, British).
 * - Unshaded: three French Regulars go from the map to the West Indies; the French may Battle there,
 *   free; FNI drops one level.
 * - Shaded: four British Regulars go from the map to the West Indies; the British must Battle there,
 *   free.
 *
 * Rulings:
 * - "From map" (1.3.7): from map spaces only — Regulars already in the West Indies box do not count;
 *   with fewer on the map, those there go (5.1.3). The executing Faction picks which ("any four", 5.1),
 *   one at a time; a Leader left without its pieces goes as 1.10 says.
 * - The Battle (5.1, 5.3): the Faction named decides its details; it is a free Battle Command restricted
 *   to the West Indies, fought there as any West Indies Battle (Squadrons modify Loss Levels, no Win the
 *   Day, 3.6). Unshaded "may": the French may decline; shaded "must": the British fight it if they can.
 *   Without enemies there it lapses with a line (5.1.3). Free, eligibility untouched (3.1.2).
 * - Before the Treaty of Alliance: no French Regular is on the map (2.3.9), so the unshaded side moves
 *   none, the French cannot Battle (3.5.5) and FNI does not move (1.9). The shaded Regulars go to the West
 *   Indies all the same: the Event's text takes precedence over 1.3.7 (5.1.1), and the box may hold
 *   British Regulars (1.4.2). The British Battle there lapses without a French piece to fight.
 * - Unshaded FNI (1.9): as #53 — each level lowered the British take a Blockade of their choice back to
 *   the West Indies; after the Battle, as the text orders.
 * @module
 */
import type { Restriction } from '../../../flow/contracts';
import type { EventCard } from '../program';

/** A free Battle in the West Indies, which must be fought there if it can. */
const inWestIndies = (): Restriction => ({ spaces: ['WestIndies'], maxSpaces: 1, mustExecuteIn: true });

export const frenchNavyDominatesCaribbean: EventCard = {
  card: 55,
  unshaded: [
    { op: 'relocate', from: 'map', to: 'WestIndies', pieces: ['frenchRegular'], count: 3 },
    { op: 'grant', faction: 'french', commands: ['battle'], optional: true, restriction: inWestIndies },
    { op: 'fni', change: -1 },
  ],
  shaded: [
    { op: 'relocate', from: 'map', to: 'WestIndies', pieces: ['britishRegular'], count: 4 },
    { op: 'grant', faction: 'british', commands: ['battle'], restriction: inWestIndies },
  ],
};
