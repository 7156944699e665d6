/**
 * F2 "Event or Command?" (8.6's bullets, 8.3.1–8.3.3): the French play the shaded Event (8.3.2; the only
 * text of a single-text card) when, after their Event Instructions (src/bots/french/instructions.ts), it
 * is Effective (8.3.3) and one of the bullets holds. What the Event would do is read from a preview — the
 * Event played on a copy with the Non-Players' own choices (`previewEvent`, `eventEffects`) — never from a
 * table per card.
 *
 * Rulings (docs/rulings.md, "Non-Player French (8.6)"): "on the map" in the third bullet means the map
 * spaces, not the West Indies box (1.3.7 keeps them apart); the "not by free Battles" of the first bullet
 * is read as for the British (the levels of the Battle spaces and their neighbours are left out).
 * @module
 */
import { cardById } from '../../data/cards';
import { spacesText } from '../../data/text';
import { totalOpposition, totalSupport } from '../../rules/board';
import type { EventEffects } from '../../rules/events/preview';
import { effectiveEvent, shiftToward } from '../eventOrCommand';
import type { Flow } from '../flowchart';
import type { Policy } from '../policy';
import { FRENCH_INSTRUCTIONS } from './instructions';
import type { FrenchCommands } from './plan';
import type { GameState } from '../../core/state';
import type { EventSide } from '../../flow/contracts';

/** The side of the current card the French play (8.3.2): the shaded one, or the only text of a single-text card. */
export function frenchSide(state: GameState): EventSide {
  return cardById(state.deck.current!).shaded === null ? 'unshaded' : 'shaded';
}

const NODE = 'F2 Event or Command?';
/** The roll of F2's last bullet (8.6). */
export const F2_PURPOSE = 'F2 Event or Command?: D6 (8.6)';

const BRITISH_TYPES = ['britishRegular', 'tory', 'britishFort'] as const;

/** F2's fourth bullet: British pieces to the Casualties box (CBC), a free French Battle included. */
function britishCasualties(e: EventEffects): number {
  let n = 0;
  for (const t of BRITISH_TYPES) {
    const c = e.pieces.british[t];
    if (c && c.casualties > 0) n += c.casualties;
  }
  return Math.max(n, e.casualties.cbc);
}

/**
 * F2 for the current card (the French on turn, their side offered): true to play it. Checks the Event
 * Instructions (8.3.1), previews the Event, then 8.3.3 and 8.6's bullets in order, tracing each.
 * `commands` is the French Command table (an instruction may ask a Command's instructions, #52).
 */
export function eventOrCommand(flow: Flow, self: () => Policy, commands: FrenchCommands): boolean {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const instruction = FRENCH_INSTRUCTIONS[card.id];
  const read = effectiveEvent(flow, {
    node: NODE,
    side: frenchSide(state),
    instruction: instruction && { text: instruction.text, ineffective: () => instruction.ineffective?.(flow, commands) ?? null },
    self,
    enemy: 'the Royalists',
  });
  if (read === null) return false;
  const { preview, effects: e } = read;
  const after = instruction?.ineffectiveAfter?.(state, preview.state) ?? null;
  if (after !== null) {
    ctx.node(NODE, `the Event Instruction makes #${card.id} Ineffective (${after}): Command and Special Activity`, '8.3.3');
    return false;
  }
  // 1. Support > Opposition and a shift toward the Rebellion (FNI and Blockades count; free Battles do not).
  const support = totalSupport(state);
  const opposition = totalOpposition(state);
  const shift = shiftToward(preview, e, 'rebellion');
  const excluded = shift.excluded.length > 0 ? ` (free Battle shifts in ${spacesText(shift.excluded)} not counted)` : '';
  if (support > opposition && shift.net > 0) {
    ctx.node(NODE, `Support ${support} > Opposition ${opposition} and the Event shifts (Opposition − Support) by +${shift.net} toward the Rebellion${excluded}: Event`, '8.6');
    return true;
  }
  ctx.node(NODE, `bullet 1: ${support > opposition ? `Support ${support} > Opposition ${opposition}, but the Event shifts (Opposition − Support) by ${shift.net}${excluded}` : `Support ${support} does not exceed Opposition ${opposition}`}: no`, '8.6');
  // 2. French Regulars or Squadrons moved out of Unavailable.
  const regular = e.pieces.french.frenchRegular;
  const squadron = e.pieces.french.squadron;
  const unavailable = [regular && regular.unavailable < 0 ? `${-regular.unavailable} French Regulars` : '', squadron && squadron.unavailable < 0 ? `${-squadron.unavailable} Squadrons` : ''].filter((x) => x !== '');
  if (unavailable.length > 0) {
    ctx.node(NODE, `the Event moves ${unavailable.join(' and ')} from Unavailable: Event`, '8.6');
    return true;
  }
  ctx.node(NODE, 'bullet 2: no French Regular or Squadron moved from Unavailable: no', '8.6');
  // 3. Available French pieces placed in map spaces.
  if (regular && regular.available < 0 && regular.placed > 0) {
    ctx.node(NODE, `the Event places Available French Regulars on the map (${regular.placed} placed, ${-regular.available} from Available): Event`, '8.6');
    return true;
  }
  ctx.node(NODE, 'bullet 3: no Available French piece placed on the map: no', '8.6');
  // 4. British Casualties (a free French Battle included, as the flowchart fights it).
  const casualties = britishCasualties(e);
  if (casualties > 0) {
    ctx.node(NODE, `the Event inflicts ${casualties} British Casualties: Event`, '8.6');
    return true;
  }
  ctx.node(NODE, 'bullet 4: no British Casualties: no', '8.6');
  // 5. French Resources added.
  if (e.resources.french > 0) {
    ctx.node(NODE, `the Event adds ${e.resources.french} French Resources: Event`, '8.6');
    return true;
  }
  ctx.node(NODE, 'bullet 5: no French Resources added: no', '8.6');
  // 6. After the Treaty of Alliance: Effective, and a D6 of 5+.
  if (!state.treatyOfAlliance) {
    ctx.node(NODE, 'bullet 6: the Treaty of Alliance has not been played: no; Command and Special Activity', '8.6');
    return false;
  }
  const roll = ctx.dice.roll(6, F2_PURPOSE);
  if (roll >= 5) {
    ctx.node(NODE, `the Treaty of Alliance has been played, the Event is Effective and the D6 shows ${roll}: Event`, '8.6');
    return true;
  }
  ctx.node(NODE, `bullet 6: the Treaty of Alliance has been played and the Event is Effective, but the D6 shows ${roll}: Command and Special Activity`, '8.6');
  return false;
}
