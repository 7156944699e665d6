/**
 * Event instruction `bindNumber` (5.1): a number read from the board when the instruction runs, bound
 * to a variable, so that a later instruction's count is the one the text fixed at that moment and does
 * not move as that instruction changes the board ("Activate until half of them are Active", #29).
 * Nothing is decided and nothing is logged.
 * @module
 */
import type { BindNumber } from '../program';
import { amountOf, type InstructionModule } from '../instruction';

export const bindNumber: InstructionModule<BindNumber> = {
  op: 'bindNumber',
  begin(_draft, frame, instr, ctx) {
    frame.vars[instr.bind] = amountOf(ctx, instr.value);
    return null;
  },
};
