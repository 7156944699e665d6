/**
 * #6 Benedict Arnold (1775–1776; order Patriots, British, Indians, French).
 * - Unshaded: in one Colony, a Patriot Fort is removed as a Casualty and two Militia go back to Available.
 * - Shaded: in one space, a British Fort and two British cubes are removed as Casualties.
 *
 * Rulings:
 * - The executing Faction picks the Colony or space and the pieces (5.1); only the spaces where the
 *   most of the text can be done are offered (5.1.3: a Fort and two Militia, or a Fort and two cubes,
 *   counted together).
 * - "To Casualties" is 1.6.4: the Patriot Fort counts toward CRC, the British Fort and cubes toward
 *   CBC; Forts return to Available at once, cubes stay in the Casualties box.
 * - Shaded "one space": a map space (the West Indies box is not one, 1.3.7; as #46).
 * - "Two British cubes": Regulars and Tories may mix (a cube is either, glossary).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import type { EventCard, EventContext } from '../program';
import { isColony, onMap } from './filters';
import { piecesAt } from '../../board';

/** How much of the unshaded text the Colony allows: its Patriot Fort (one) and Militia (two). */
function patriotLoss(ctx: EventContext, s: SpaceId): number {
  const p = piecesAt(ctx.state, s);
  return Math.min(1, p.patriotFort) + Math.min(2, p.militiaUnderground + p.militiaActive);
}

/** How much of the shaded text the space allows: its British Fort (one) and cubes (two). */
function britishLoss(ctx: EventContext, s: SpaceId): number {
  const p = piecesAt(ctx.state, s);
  return Math.min(1, p.britishFort) + Math.min(2, p.britishRegular + p.tory);
}

export const benedictArnold: EventCard = {
  card: 6,
  unshaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'Colony', count: 1, filter: (_ctx, s) => isColony(s), yields: patriotLoss },
    { op: 'remove', where: { var: 'colony' }, pieces: ['patriotFort'], count: 1, to: 'casualties' },
    { op: 'remove', where: { var: 'colony' }, pieces: ['militiaUnderground', 'militiaActive'], count: 2 },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'space', what: 'space', count: 1, filter: (_ctx, s) => onMap(s), yields: britishLoss },
    { op: 'remove', where: { var: 'space' }, pieces: ['britishFort'], count: 1, to: 'casualties' },
    { op: 'remove', where: { var: 'space' }, pieces: ['britishRegular', 'tory'], count: 2, to: 'casualties' },
  ],
};
