/**
 * The French "Event or Command?" question (F2, 8.6) asked space by space, for 8.3.5's first bullet.
 * @module
 */
import { supportLevel, totalOpposition, totalSupport } from '../../rules/board';
import type { EventQuestion } from '../eventChoices';

/**
 * F2's questions asked of one later instruction of an Event in one candidate space (8.3.5: the spaces
 * that meet the question the French played the Event for are selected first). Which bullet made them
 * play it is not kept, so a space meets the question when it meets any bullet a space can meet: French
 * Regulars placed there (from Unavailable or from Available: the second and third bullets), or (Support
 * exceeding Opposition) a shift there toward Opposition. British Casualties come from Battles and
 * removals the Event makes, French Resources from no space: no space meets those by being selected.
 */
export const frenchQuestion: EventQuestion = (state, space, later) => {
  if (later.op === 'shift') return (later.toward ?? 0) < supportLevel(state, space) && totalSupport(state) > totalOpposition(state);
  if (later.op !== 'place' && later.op !== 'replace') return false;
  const placed = later.op === 'replace' ? (later.replacement ? [later.replacement] : []) : later.pieces;
  return placed.includes('frenchRegular') && state.available.frenchRegular + state.unavailable.frenchRegular > 0;
};
