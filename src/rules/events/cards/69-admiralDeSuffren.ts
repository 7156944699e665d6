/**
 * #69 Admiral Pierre André de Suffren (1777–1778; order French, Indians, Patriots, British).
 * - Unshaded: French Naval Intervention drops two levels; the British gain 2 Resources.
 * - Shaded: French Naval Intervention rises one level; the French gain 3 Resources.
 *
 * Rulings:
 * - FNI as #53 (1.9, 5.1.3): nothing before the Treaty of Alliance; after it, each level lowered the
 *   British take a Blockade of their choice back to the West Indies, each level raised the French put a
 *   Squadron from the West Indies on a City of their choice, within 0–3 and the Squadrons there.
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const admiralDeSuffren: EventCard = {
  card: 69,
  unshaded: [
    { op: 'fni', change: -2 },
    { op: 'resources', faction: 'british', amount: 2 },
  ],
  shaded: [
    { op: 'fni', change: 1 },
    { op: 'resources', faction: 'french', amount: 3 },
  ],
};
