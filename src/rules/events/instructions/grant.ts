/**
 * Event instruction `grant` (5.3, 3.1.2): a free Command or Special Activity for the Faction the text
 * names, with the text's restriction, through the grant frame (flow/grant.ts); the Event resumes when it
 * is done, and may bind the spaces the Command selected ("then … there").
 * @module
 */
import { cardById } from '../../../data/cards';
import { pushGrant } from '../../../flow/grant';
import type { CommandId, ActivityId } from '../../../core/action';
import type { GrantCommand } from '../program';
import { factionOf, newProgress, type InstructionModule } from '../instruction';

export const grant: InstructionModule<GrantCommand> = {
  op: 'grant',
  begin(draft, frame, instr, ctx) {
    frame.granted = null;
    const restriction = instr.restriction?.(ctx);
    pushGrant(draft, {
      faction: factionOf(ctx, instr.faction),
      commands: [...((instr.commands ?? []) as CommandId[])],
      activities: [...((instr.activities ?? []) as ActivityId[])],
      mode: restriction ? { limited: false, free: true, specialActivity: false, restriction } : { limited: false, free: true, specialActivity: false },
      optional: instr.optional ?? false,
      reason: `#${ctx.card} ${cardById(ctx.card).title}`,
      rule: '5.3',
    });
    return newProgress();
  },
  resume(_draft, frame, instr) {
    if (instr.bind) frame.vars[instr.bind] = frame.granted ? [...frame.granted.commandSpaces] : [];
  },
};
