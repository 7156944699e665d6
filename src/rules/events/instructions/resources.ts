/** Event instruction `resources` (5.1, 1.8): a Faction's Resources change, within 0–50 (5.1.1). @module */
import { FACTION_NAME } from '../../../data/text';
import { addResources } from '../../board';
import type { Resources } from '../program';
import { amountOf, eventLog, factionOf, type InstructionModule } from '../instruction';

export const resources: InstructionModule<Resources> = {
  op: 'resources',
  begin(draft, _frame, instr, ctx) {
    const faction = factionOf(ctx, instr.faction);
    const made = addResources(draft, faction, amountOf(ctx, instr.amount));
    if (made !== 0) eventLog(draft, ctx, `${FACTION_NAME[faction]} Resources ${made > 0 ? '+' : '−'}${Math.abs(made)} (now ${draft.resources[faction]})`, faction);
    return null;
  },
};
