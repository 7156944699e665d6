/**
 * The Patriot "Event or Command?" question (P2, 8.5) asked space by space, for 8.3.5's first bullet.
 * @module
 */
import { piecesAt, supportLevel, totalOpposition, totalSupport } from '../../rules/board';
import type { EventQuestion } from '../eventChoices';

/**
 * P2's questions asked of one later instruction of an Event in one candidate space (8.3.5: the spaces that
 * meet the question the Patriots played the Event for are selected first). Which bullet made them play
 * it is not kept, so a space meets the question when it meets any bullet a space can meet: Underground
 * Militia into an Active Support or Village space without Underground Militia, a Patriot Fort placed, an
 * Indian Village removed, or (Support exceeding Opposition) a shift toward Opposition. Resources and the
 * count of Patriot pieces do not depend on a space's selection.
 */
export const patriotQuestion: EventQuestion = (state, space, later) => {
  const p = piecesAt(state, space);
  if (later.op === 'shift') return later.toward !== undefined && later.toward < supportLevel(state, space) && totalSupport(state) > totalOpposition(state);
  if (later.op === 'remove') return later.pieces.includes('village') && p.village > 0;
  if (later.op === 'replace' && later.pieces.includes('village') && p.village > 0) return true;
  if (later.op !== 'place' && later.op !== 'replace') return false;
  const placed = later.op === 'replace' ? (later.replacement ? [later.replacement] : []) : later.pieces;
  if (placed.includes('patriotFort')) return true;
  return placed.includes('militiaUnderground') && (supportLevel(state, space) === 2 || p.village > 0) && p.militiaUnderground === 0;
};
