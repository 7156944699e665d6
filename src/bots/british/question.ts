/**
 * The British "Event or Command?" question (B2, 8.4) asked space by space, for 8.3.5's first bullet.
 * @module
 */
import { POOL_TYPE } from '../../data/pieces';
import { SPACES } from '../../data/map';
import { piecesAt, supportLevel, totalOpposition, totalSupport } from '../../rules/board';
import type { EventQuestion } from '../eventChoices';

/**
 * B2's questions asked of one later instruction of an Event in one candidate space (8.3.5: the spaces
 * that meet the question the British played the Event for are selected first). Which bullet made them
 * play it is not kept, so a space meets the question when it meets any bullet a space can meet: Tories
 * into an Active Opposition space without Tories, a British Fort into a Colony without one, Regulars into
 * a City or Colony, British pieces from Unavailable, or (Opposition exceeding Support) a shift toward
 * Support. Rebellion Casualties are inflicted by Battles and Skirmishes, not by a space's selection.
 */
export const britishQuestion: EventQuestion = (state, space, later) => {
  const p = piecesAt(state, space);
  const type = SPACES[space].type;
  if (later.op === 'shift') return (later.toward ?? 0) > supportLevel(state, space) && totalOpposition(state) > totalSupport(state);
  if (later.op !== 'place' && later.op !== 'replace') return false;
  const placed = later.op === 'replace' ? (later.replacement ? [later.replacement] : []) : later.pieces;
  if (placed.includes('tory') && supportLevel(state, space) === -2 && p.tory === 0) return true;
  if (placed.includes('britishFort') && type === 'colony' && p.britishFort === 0) return true;
  if (placed.includes('britishRegular') && (type === 'city' || type === 'colony')) return true;
  return placed.some((k) => (k === 'britishRegular' || k === 'tory' || k === 'britishFort') && state.unavailable[POOL_TYPE[k]] > 0);
};
