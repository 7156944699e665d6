/**
 * #12 Martha Washington to Valley Forge (1777–1778; order Patriots, French, British, Indians).
 * - Unshaded: the Patriots suffer a Desertion at once, run as in the Winter Quarters Round (6.6.1).
 * - Shaded: the Patriots gain 5 Resources.
 *
 * Rulings:
 * - Unshaded (5.1, 6.6.1): as #13 — the Desertion runs exactly as in the Round, same counts (one Militia
 *   and one Continental in five, rounding down), the Indians choosing the first of each, the Patriots
 *   the rest, whoever executes the card; fewer than five of a kind, none of it deserts.
 * - Shaded: within 0–50 (1.8, 5.1.1).
 * @module
 */
import type { EventCard } from '../program';

export const marthaWashingtonToValleyForge: EventCard = {
  card: 12,
  unshaded: [{ op: 'procedure', name: 'patriotDesertion' }],
  shaded: [{ op: 'resources', faction: 'patriots', amount: 5 }],
};
