/**
 * Event instruction `procedure` (5.1): a Winter Quarters procedure run in the middle of the card — Patriot
 * or Tory Desertion (6.6.1, 6.6.2), with its own decisions; the Event resumes when it is done.
 * @module
 */
import { startPatriotDesertion, startToryDesertion } from '../../winterQuarters/desertion';
import type { Procedure } from '../program';
import { eventLabel, newProgress, type InstructionModule } from '../instruction';

export const procedure: InstructionModule<Procedure> = {
  op: 'procedure',
  begin(draft, _frame, instr, ctx) {
    const rule = `${eventLabel(ctx.card, ctx.side)}, 5.1`;
    if (instr.name === 'patriotDesertion') startPatriotDesertion(draft, rule);
    else startToryDesertion(draft, rule);
    return newProgress();
  },
};
