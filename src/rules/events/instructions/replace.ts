/**
 * Event instruction `replace` (5.1, 5.1.1): every piece of the kinds listed in each of the spaces is
 * replaced by `ratio` pieces of one kind from Available; where a replacement is not Available or may
 * not stand there, the piece is removed all the same (1.4.1, 5.1.1). Nothing is decided (a Leader left
 * alone is the interpreter's, 1.10).
 * @module
 */
import { piecesText, spaceName } from '../../../data/text';
import { mayPlaceReplacement } from '../../procedures/replacement';
import { placeFromPool, removeToPool } from '../../board';
import type { Replace } from '../program';
import { eventLog, piecesOf, spacesOf, type InstructionModule } from '../instruction';

export const replace: InstructionModule<Replace> = {
  op: 'replace',
  begin(draft, _frame, instr, ctx) {
    for (const space of spacesOf(ctx, instr.where))
      for (const piece of piecesOf(ctx, instr.pieces)) {
        const n = draft.spaces[space].pieces[piece];
        if (n === 0) continue;
        removeToPool(draft, space, piece, n);
        let placed = 0;
        for (let i = 0; i < n * instr.ratio && mayPlaceReplacement(draft, space, instr.to); i++) {
          placeFromPool(draft, 'available', space, instr.to, 1);
          placed += 1;
        }
        eventLog(draft, ctx, `${piecesText(n, piece)} in ${spaceName(space)} replaced by ${piecesText(placed, instr.to)}`);
      }
    return null;
  },
};
