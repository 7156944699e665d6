/**
 * Event instruction `eligibility` (5.1, 2.3.6): a Faction stays (or becomes) Eligible for the next
 * card, or is Ineligible for it, whatever it did on this card — marked on the card's record and applied
 * when eligibility is adjusted after the card (2.3.6). "Ineligible through the next card" is the same:
 * Ineligible for the next card, then Eligible again after it unless it executes. With `now`, the
 * Ineligibility takes hold at once as well (2.3.6 play note: the cylinder leaves the Eligible box), so a
 * Faction still to be offered options on this card is skipped (2.3, 2.3.2).
 * @module
 */
import { FACTION_NAME } from '../../../data/text';
import { ownTurnList } from '../../../flow/frames';
import { setEligible } from '../../sequence/eligibility';
import type { Eligibility } from '../program';
import { eventLog, factionOf, type InstructionModule } from '../instruction';

export const eligibility: InstructionModule<Eligibility> = {
  op: 'eligibility',
  begin(draft, _frame, instr, ctx) {
    if (!draft.turn) return null;
    const faction = factionOf(ctx, instr.faction);
    const [add, drop] = instr.effect === 'eligible' ? (['stayEligible', 'makeIneligible'] as const) : (['makeIneligible', 'stayEligible'] as const);
    if (!draft.turn[add].includes(faction)) ownTurnList(draft, add).push(faction);
    const i = draft.turn[drop].indexOf(faction);
    if (i >= 0) ownTurnList(draft, drop).splice(i, 1);
    if (instr.effect === 'ineligible' && instr.now) {
      const skipped = draft.eligible[faction] && !draft.turn.offered.includes(faction);
      setEligible(draft, faction, false);
      eventLog(draft, ctx, `the ${FACTION_NAME[faction]} are Ineligible through the next card${skipped ? ' (not offered options on this card)' : ''} (2.3.6)`, faction);
      return null;
    }
    eventLog(draft, ctx, `the ${FACTION_NAME[faction]} ${instr.effect === 'eligible' ? 'will be Eligible' : 'will be Ineligible'} for the next card (2.3.6)`, faction);
    return null;
  },
};
