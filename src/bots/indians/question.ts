/**
 * The Indian "Event or Command?" question (I2, 8.7) asked space by space, for 8.3.5's first bullet.
 * @module
 */
import { piecesAt, supportLevel, totalOpposition, totalSupport } from '../../rules/board';
import { mayPlace } from '../../rules/events/instructions/place';
import type { EventQuestion } from '../eventChoices';

/**
 * I2's questions asked of one later instruction of an Event in one candidate space (8.3.5: the spaces that
 * meet the question the Indians played the Event for are selected first). Which bullet made them play it
 * is not kept, so a space meets the question when it meets any bullet a space can meet: a Village placed
 * where one may stand and War Parties already are (8.7: "place the Village in a space that already has
 * War Parties if possible"), a Patriot Fort removed, or (Opposition exceeding Support) a shift toward
 * Support. A free Gather and the count of Villages on the map do not depend on a space's selection.
 */
export const indianQuestion: EventQuestion = (state, space, later) => {
  const p = piecesAt(state, space);
  if (later.op === 'shift') return (later.toward ?? 0) > supportLevel(state, space) && totalOpposition(state) > totalSupport(state);
  if (later.op === 'remove') return later.pieces.includes('patriotFort') && p.patriotFort > 0;
  if (later.op === 'replace' && later.pieces.includes('patriotFort') && p.patriotFort > 0) return true;
  if (later.op !== 'place' && later.op !== 'replace') return false;
  const placed = later.op === 'replace' ? (later.replacement ? [later.replacement] : []) : later.pieces;
  return placed.includes('village') && mayPlace(state, space, 'village') && p.warPartyUnderground + p.warPartyActive > 0;
};
