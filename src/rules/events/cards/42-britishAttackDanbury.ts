/**
 * #42 British Attack Danbury (1777–1778; order British, Indians, Patriots, French).
 * - Unshaded: the Patriots lose 3 Resources; the British put a Tory in Connecticut and Rhode Island.
 * - Shaded: the Patriots put three Militia and a Continental in Connecticut and Rhode Island.
 *
 * Rulings:
 * - "Connecticut" is the Connecticut and Rhode Island Colony (1.3: the only space named Connecticut).
 * - The Faction the text names places and decides (5.1): the British their Tory, the Patriots their
 *   Militia (Underground, 1.4.3) and Continental, whoever executes. From Available; with none of a kind
 *   Available the placing Faction may take it from elsewhere on the map or stop (1.4.1, the engine's
 *   ruling for Events placing a Faction's own pieces). Nothing else is "may": every piece that can be
 *   placed is (5.1.3).
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { EventCard } from '../program';

export const britishAttackDanbury: EventCard = {
  card: 42,
  unshaded: [
    { op: 'resources', faction: 'patriots', amount: -3 },
    { op: 'place', where: ['ConnecticutRhodeIsland'], pieces: ['tory'], count: 1, who: 'british' },
  ],
  shaded: [
    { op: 'place', where: ['ConnecticutRhodeIsland'], pieces: ['militiaUnderground'], count: 3, who: 'patriots' },
    { op: 'place', where: ['ConnecticutRhodeIsland'], pieces: ['continental'], count: 1, who: 'patriots' },
  ],
};
