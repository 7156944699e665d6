/**
 * #71 Treaty of Amity and Commerce (1777–1778; order French, Indians, Patriots, British).
 * - Unshaded: the Patriots gain Resources equal to the population of the Cities the Rebellion Controls.
 * - Shaded: the French gain 5 Resources.
 *
 * Rulings:
 * - Unshaded: "Cities under Rebellion Control" are the Cities (1.3.2) whose Control is Rebellion (1.7)
 *   when the Event is executed; their populations (1.3.5) are added up once and the Patriots gain that
 *   many, within 50 (1.8). No such City, nothing is gained.
 * - Shaded: within 0–50 (1.8).
 * @module
 */
import { CITIES, SPACES } from '../../../data/map';
import type { EventCard, EventContext } from '../program';
import { controlOf } from '../../board';

/** The population of the Cities under Rebellion Control (1.3.5, 1.7). */
const rebelCities = (ctx: EventContext): number =>
  CITIES.filter((c) => controlOf(ctx.state, c) === 'rebellion').reduce((n, c) => n + SPACES[c].population, 0);

export const treatyOfAmityAndCommerce: EventCard = {
  card: 71,
  unshaded: [{ op: 'resources', faction: 'patriots', amount: rebelCities }],
  shaded: [{ op: 'resources', faction: 'french', amount: 5 }],
};
