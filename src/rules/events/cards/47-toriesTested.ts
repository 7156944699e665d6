/**
 * #47 Tories Tested (1777–1778; order British, Indians, French, Patriots).
 * - Unshaded: one Colony under British Control gets three Tories.
 * - Shaded: in one Colony every Tory gives way to a Militia; two Propaganda there.
 *
 * Rulings:
 * - Unshaded (5.1): the executing Faction picks the Colony (British Control, 1.7); Tories from Available
 *   only (5.1.1); the British executing, with none Available, may take Tories from the map (1.4.1).
 * - Shaded (5.1, 5.1.3): the executing Faction picks the Colony; a Colony without Tories is offered only
 *   when no Colony has any (as #28). Each Tory (to Available) is replaced by one Underground Militia
 *   (1.4.3) from Available; short of Militia, the Tories left are removed all the same (5.1.1). The two
 *   Propaganda follow in any case, within the 12 markers.
 * @module
 */
import { allOf, condition } from '../conditions';
import type { EventCard } from '../program';
import { isColony } from './filters';
import { controlOf, piecesAt } from '../../board';

export const toriesTested: EventCard = {
  card: 47,
  unshaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony with British Control', count: 1, filter: allOf(condition((_ctx, s) => isColony(s), 'is not a Colony'), condition((ctx, s) => controlOf(ctx.state, s) === 'british', 'is not under British Control')) },
    { op: 'place', where: { var: 'colony' }, pieces: ['tory'], count: 3 },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony', count: 1, filter: (_ctx, s) => isColony(s), yields: (ctx, s) => Math.min(1, piecesAt(ctx.state, s).tory) },
    { op: 'replace', where: { var: 'colony' }, pieces: ['tory'], to: 'militiaUnderground', ratio: 1 },
    { op: 'markers', where: { var: 'colony' }, marker: 'propaganda', count: 2 },
  ],
};
