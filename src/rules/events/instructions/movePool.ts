/**
 * Event instruction `movePool` (5.1): French Regulars or Squadrons moved between the Available and
 * Unavailable boxes and the West Indies box, as many as there are up to the count (5.1.3). Squadrons
 * in the West Indies are those on the West Indies space (1.9). French Regulars enter the West Indies
 * only once the Treaty of Alliance is played (2.3.9, 5.1.1): before it none moves there. French Regulars
 * from Available into the West Indies are kept as placed (`placed`, the instruction's only progress):
 * the Available French Leader may go with them once it is over (the interpreter's, 1.10). Squadrons
 * are not pieces of a Faction: no Leader goes with them.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../../core/state';
import { piecesText } from '../../../data/text';
import { addMarkers, addToPool, movePool as movePieces, placeFromPool, removeToPool, type Pool, markersIn, piecesAt } from '../../board';
import type { MovePool } from '../program';
import { eventLog, newProgress, type InstructionModule } from '../instruction';

const PLACE_NAME = { available: 'Available', unavailable: 'Unavailable', casualties: 'Casualties', westIndies: 'the West Indies' } as const;

/** How many of the type are in the box now. */
function inBox(state: GameState, type: MovePool['type'], box: MovePool['from']): number {
  if (box === 'westIndies') return type === 'squadron' ? markersIn(state, 'WestIndies', 'squadrons') : piecesAt(state, 'WestIndies').frenchRegular;
  return state[box][type];
}

/** Moves `n` between a pool and the West Indies box (one of the two is the West Indies). */
function acrossWestIndies(draft: Draft<GameState>, instr: MovePool, n: number): void {
  const pool = (instr.from === 'westIndies' ? instr.to : instr.from) as Pool;
  const toWestIndies = instr.to === 'westIndies';
  if (instr.type === 'squadron') {
    addToPool(draft, pool, 'squadron', toWestIndies ? -n : n);
    addMarkers(draft, 'WestIndies', 'squadrons', toWestIndies ? n : -n);
  } else if (toWestIndies) placeFromPool(draft, pool, 'WestIndies', 'frenchRegular', n);
  else removeToPool(draft, 'WestIndies', 'frenchRegular', n, pool);
}

export const movePool: InstructionModule<MovePool> = {
  op: 'movePool',
  begin(draft, _frame, instr, ctx) {
    if (instr.type === 'frenchRegular' && instr.to === 'westIndies' && !draft.treatyOfAlliance) {
      if (inBox(draft, instr.type, instr.from) > 0) eventLog(draft, ctx, 'no French Regular enters the West Indies before the Treaty of Alliance (2.3.9)');
      return null;
    }
    const n = Math.min(instr.count, inBox(draft, instr.type, instr.from));
    if (n <= 0) return null;
    if (instr.from !== 'westIndies' && instr.to !== 'westIndies') movePieces(draft, instr.from, instr.to, instr.type, n);
    else acrossWestIndies(draft, instr, n);
    eventLog(draft, ctx, `${piecesText(n, instr.type)} moved from ${PLACE_NAME[instr.from]} to ${PLACE_NAME[instr.to]}`);
    // French Regulars from Available into the West Indies (1.10: the Available French Leader may go with them):
    // done at once, the progress only carries them to the instruction's end.
    if (instr.type === 'frenchRegular' && instr.from === 'available' && instr.to === 'westIndies')
      return { ...newProgress(), placed: Array.from({ length: n }, () => ({ space: 'WestIndies' as const, piece: 'frenchRegular' as const })) };
    return null;
  },
};
