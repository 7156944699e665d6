/**
 * #58 Marquis de Lafayette Arrives in Colonies (1777–1778; order French, British, Indians, Patriots).
 * - Unshaded: the Patriots lose 4 Resources.
 * - Shaded: every Tory in New York, Quebec and Northwest gives way to a Patriot Militia.
 *
 * Rulings:
 * - Shaded, "New York": the New York Province (1.3, as #35), not New York City.
 * - Shaded, the replacement (1.4.1, 5.1.1): each Tory goes to Available and a Militia comes from Available
 *   in its place, Underground (1.4.3); Active and the map are not sources. Short of Militia, the Tories
 *   left are removed all the same ("a piece to be replaced by a piece that is unavailable is simply
 *   removed", 1.4.1).
 * - Shaded, the order when Militia run short (5.1): the executing Faction decides which of the spaces
 *   with Tories is replaced first, then which next; every Tory in the three spaces goes whatever the
 *   order, and as many Militia are placed, so only where they stand is decided. With Militia enough
 *   for every Tory nothing is asked.
 * - Resources within 0–50 (1.8).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext, Instruction } from '../program';
import { piecesAt } from '../../board';

/** The three spaces of the shaded text. */
const SPACES: readonly SpaceId[] = ['NewYork', 'Quebec', 'Northwest'];

/** The Tories in a space (none left where they were replaced already). */
const toriesLeft = (ctx: EventContext, s: SpaceId): number => piecesAt(ctx.state, s).tory;
const toriesInAll = (ctx: EventContext): number => SPACES.reduce((n, s) => n + toriesLeft(ctx, s), 0);

/** Militia Available for some Tories but not for all: where they go is the executing Faction's choice (5.1). */
const short = (ctx: EventContext): boolean => ctx.state.available.militia > 0 && ctx.state.available.militia < toriesInAll(ctx);

/** Select one space with Tories to replace next, when Militia run short; then replace its Tories. */
const next = (bind: string): Instruction[] => [
  { op: 'selectSpaces', bind, what: 'space whose Tories are replaced next', count: 1, when: short, filter: allOf(condition((_ctx, s) => SPACES.includes(s), 'is not New York, Quebec or Northwest'), condition((ctx, s) => toriesLeft(ctx, s) > 0, 'has no Tory left')) },
  { op: 'replace', where: { var: bind }, pieces: ['tory'], to: 'militiaUnderground', ratio: 1 },
];

export const marquisDeLafayetteArrives: EventCard = {
  card: 58,
  unshaded: [{ op: 'resources', faction: 'patriots', amount: -4 }],
  shaded: [...next('first'), ...next('second'), { op: 'replace', where: SPACES, pieces: ['tory'], to: 'militiaUnderground', ratio: 1 }],
};
