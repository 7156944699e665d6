/**
 * #59 Tronson de Coudray Arrives in America (1777–1778; order French, British, Indians, Patriots).
 * - Unshaded: two Continentals and two French Regulars leave one space for Available.
 * - Shaded: the Patriots gain 3 Resources.
 *
 * Rulings:
 * - Unshaded, "one space": a map space (the West Indies box is not one, 1.3.7), picked by the executing
 *   Faction (5.1) among those where the most of the four removals can be done (5.1.3, the fuller choice:
 *   Continentals up to two plus French Regulars up to two); with none anywhere, nothing happens.
 * - Unshaded: to Available (as the text says; not Casualties, so no CRC, 1.6.4); fewer there, those
 *   there go (5.1.3).
 * - Shaded: within 0–50 (1.8).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { onMap } from './filters';
import { piecesAt } from '../../board';

/** How much of the unshaded text the space allows: up to two Continentals and up to two French Regulars. */
function departures(ctx: EventContext, s: SpaceId): number {
  const p = piecesAt(ctx.state, s);
  return Math.min(2, p.continental) + Math.min(2, p.frenchRegular);
}

export const tronsonDeCoudrayArrives: EventCard = {
  card: 59,
  unshaded: [
    { op: 'selectSpaces', bind: 'space', what: 'space with Continentals or French Regulars', count: 1, filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((ctx, s) => departures(ctx, s) > 0, 'has no Continental or French Regular')), yields: departures },
    { op: 'remove', where: { var: 'space' }, pieces: ['continental'], count: 2 },
    { op: 'remove', where: { var: 'space' }, pieces: ['frenchRegular'], count: 2 },
  ],
  shaded: [{ op: 'resources', faction: 'patriots', amount: 3 }],
};
