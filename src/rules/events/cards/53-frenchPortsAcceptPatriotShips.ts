/**
 * #53 French Ports Accept Patriot's Ships (1775–1776; order French, Patriots, Indians, British).
 * - Unshaded: the British gain 3 Resources; French Naval Intervention drops two levels.
 * - Shaded: the British lose 2 Resources and the Patriots gain 2; French Naval Intervention rises one level.
 *
 * Rulings (1.9, 5.1.3): before the Treaty of Alliance FNI stays at 0 and the FNI part does nothing (a
 * line in the account says so). After it, each level lowered the British take a Blockade of their choice
 * back to the West Indies (as a Squadron); each level raised the French put a Squadron from the West
 * Indies on a City of their choice — never past 3 or 0, never without a Squadron in the West Indies.
 * Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const frenchPortsAcceptPatriotShips: EventCard = {
  card: 53,
  unshaded: [
    { op: 'resources', faction: 'british', amount: 3 },
    { op: 'fni', change: -2 },
  ],
  shaded: [
    { op: 'resources', faction: 'british', amount: -2 },
    { op: 'resources', faction: 'patriots', amount: 2 },
    { op: 'fni', change: 1 },
  ],
};
