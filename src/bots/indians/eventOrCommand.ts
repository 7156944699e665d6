/**
 * I2 "Event or Command?" (8.7's bullets, 8.3.1–8.3.3): the Indians play the Event — unshaded unless their
 * Event Instruction says otherwise or the card has one text (8.3.2) — when, after their Event Instructions
 * (src/bots/indians/instructions.ts), it is Effective (8.3.3) and one of the bullets holds. What the Event
 * would do is read from a preview: the Event played on a copy with the Non-Players' own choices
 * (src/bots/eventOrCommand.ts, shared with the other flowcharts), never from a table per card. 8.7 governs
 * the sheet: there is no "max 3" on Events.
 *
 * Rulings (docs/rulings.md, "Non-Player Indians (8.7)", "Turn"): the first bullet counts an FNI decrease
 * as a shift toward the Royalists and leaves out the levels of free Battle spaces and their neighbours
 * (the British reading, shared); the second bullet counts a Village placed anywhere on the map, and a
 * free Gather the Indians execute inside the Event; the third a Patriot Fort leaving the map.
 * @module
 */
import { cardById } from '../../data/cards';
import { MAP_SPACES } from '../../data/map';
import { spacesText } from '../../data/text';
import type { EventSide } from '../../flow/contracts';
import { piecesAt, totalOpposition, totalSupport } from '../../rules/board';
import type { GameState } from '../../core/state';
import { effectiveEvent, shiftToward } from '../eventOrCommand';
import type { Flow } from '../flowchart';
import type { Policy } from '../policy';
import { INDIAN_INSTRUCTIONS } from './instructions';

const NODE = 'I2 Event or Command?';

/** The roll of I2's fourth bullet. */
export const I2_ROLL = 'I2 Event or Command?: D6 (8.7)';

/** Indian Villages in the Cities and Provinces (I2's fourth bullet). */
export function villagesOnMap(state: GameState): number {
  return MAP_SPACES.reduce((n, s) => n + piecesAt(state, s).village, 0);
}

/**
 * I2 for the current card (the Indians on turn, `side` offered): true to play it. Checks the Event
 * Instruction (8.3.1), previews the Event, then 8.3.3 and 8.7's bullets in order, tracing each.
 */
export function indianEventOrCommand(flow: Flow, self: () => Policy, side: EventSide): boolean {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const read = effectiveEvent(flow, { node: NODE, side, instruction: INDIAN_INSTRUCTIONS[card.id], self, enemy: 'the Rebellion' });
  if (read === null) return false;
  const { preview, effects: e } = read;
  // 1. Opposition > Support and a shift toward the Royalists (an FNI decrease counts; free Battles do not).
  const support = totalSupport(state);
  const opposition = totalOpposition(state);
  const shift = shiftToward(preview, e, 'royalists');
  const excluded = shift.excluded.length > 0 ? ` (free Battle shifts in ${spacesText(shift.excluded)} not counted)` : '';
  if (opposition > support && (shift.net > 0 || e.fni < 0)) {
    const how = shift.net > 0 ? `shifts (Support − Opposition) by +${shift.net} toward the Royalists${excluded}` : `lowers the FNI by ${-e.fni}`;
    ctx.node(NODE, `Opposition ${opposition} > Support ${support} and the Event ${how}: Event`, '8.7');
    return true;
  }
  ctx.node(
    NODE,
    `bullet 1: ${opposition > support ? `Opposition ${opposition} > Support ${support}, but the Event shifts (Support − Opposition) by ${shift.net}${excluded} and does not lower the FNI` : `Opposition ${opposition} does not exceed Support ${support}`}: no`,
    '8.7',
  );
  // 2. A Village placed, or a free Gather.
  const villages = e.pieces.indians.village?.placed ?? 0;
  const gather = preview.grants.some((g) => g.faction === 'indians' && g.command === 'gather');
  if (villages > 0 || gather) {
    ctx.node(NODE, `the Event ${villages > 0 ? `places ${villages} Village${villages > 1 ? 's' : ''}` : 'grants the Indians a free Gather'}: Event`, '8.7');
    return true;
  }
  ctx.node(NODE, 'bullet 2: no Village placed, no free Gather: no', '8.7');
  // 3. A Patriot Fort removed.
  const forts = Math.max(0, -(e.pieces.patriots.patriotFort?.map ?? 0));
  if (forts > 0) {
    ctx.node(NODE, `the Event removes ${forts} Patriot Fort${forts > 1 ? 's' : ''}: Event`, '8.7');
    return true;
  }
  ctx.node(NODE, 'bullet 3: no Patriot Fort removed: no', '8.7');
  // 4. 4+ Villages on the map, Effective (8.3.3 above), and a D6 of 5+.
  const onMap = villagesOnMap(state);
  if (onMap < 4) {
    ctx.node(NODE, `bullet 4: ${onMap} Villages on the map (fewer than 4): no; Command and Special Activity`, '8.7');
    return false;
  }
  const roll = ctx.dice.roll(6, I2_ROLL);
  if (roll >= 5) {
    ctx.node(NODE, `${onMap} Villages on the map, the Event is Effective and the D6 shows ${roll}: Event`, '8.7');
    return true;
  }
  ctx.node(NODE, `bullet 4: ${onMap} Villages on the map and the Event is Effective, but the D6 shows ${roll}: Command and Special Activity`, '8.7');
  return false;
}
