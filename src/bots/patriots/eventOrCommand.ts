/**
 * P2 "Event or Command?" (8.5's bullets, 8.3.1–8.3.3): the Patriots play the Event — shaded unless their
 * Event Instruction says otherwise or the card has one text (8.3.2) — when, after their Event Instructions
 * (src/bots/patriots/instructions.ts), it is Effective (8.3.3) and one of the bullets holds. What the Event
 * would do is read from a preview: the Event played on a copy with the Non-Players' own choices
 * (src/bots/eventOrCommand.ts, shared with the other flowcharts), never from a table per card.
 *
 * Rulings (docs/rulings.md, "Non-Player Patriots (8.5)"): the first bullet counts an FNI increase as a
 * shift toward the Rebellion, and leaves out the levels of free Battle spaces and their neighbours; the
 * second and third read the board before the Event.
 * @module
 */
import { cardById } from '../../data/cards';
import { MAP_SPACES, SPACES } from '../../data/map';
import { spacesText } from '../../data/text';
import type { EventSide } from '../../flow/contracts';
import { countPatriots, piecesAt, supportLevel, totalOpposition, totalSupport } from '../../rules/board';
import type { EventEffects } from '../../rules/events/preview';
import type { GameState } from '../../core/state';
import { effectiveEvent, shiftToward } from '../eventOrCommand';
import type { Flow } from '../flowchart';
import type { Policy } from '../policy';
import { PATRIOT_INSTRUCTIONS } from './instructions';

const NODE = 'P2 Event or Command?';

/** The roll of P2's fifth bullet. */
export const P2_ROLL = 'P2 Event or Command?: D6 (8.5)';

/** Patriot pieces (Continentals, Militia, Patriot Forts) in the Cities and Provinces (P2's fifth bullet). */
export function patriotPiecesOnMap(state: GameState): number {
  return MAP_SPACES.reduce((n, s) => n + countPatriots(piecesAt(state, s)), 0);
}

/**
 * P2's second bullet: the spaces where the Event places Underground Militia that were, before it, at
 * Active Support or held a Village, and had no Underground Militia.
 */
export function undergroundMilitiaPlaced(state: GameState, effects: EventEffects): string[] {
  const out: string[] = [];
  for (const c of effects.spaces) {
    if (c.space === 'WestIndies' || (c.pieces.militiaUnderground ?? 0) <= 0) continue;
    const p = piecesAt(state, c.space);
    if (p.militiaUnderground > 0) continue;
    if (supportLevel(state, c.space) === 2) out.push(`${SPACES[c.space].name} (Active Support)`);
    else if (p.village > 0) out.push(`${SPACES[c.space].name} (a Village)`);
  }
  return out;
}

/**
 * P2 for the current card (the Patriots on turn, `side` offered): true to play it. Checks the Event
 * Instruction (8.3.1), previews the Event, then 8.3.3 and 8.5's bullets in order, tracing each.
 */
export function patriotEventOrCommand(flow: Flow, self: () => Policy, side: EventSide): boolean {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const read = effectiveEvent(flow, { node: NODE, side, instruction: PATRIOT_INSTRUCTIONS[card.id], self, enemy: 'the Royalists' });
  if (read === null) return false;
  const { preview, effects } = read;
  // 1. Support > Opposition and a shift toward the Rebellion (an FNI increase counts; free Battles do not).
  const support = totalSupport(state);
  const opposition = totalOpposition(state);
  const shift = shiftToward(preview, effects, 'rebellion');
  const excluded = shift.excluded.length > 0 ? ` (free Battle shifts in ${spacesText(shift.excluded)} not counted)` : '';
  if (support > opposition && (shift.net > 0 || effects.fni > 0)) {
    const how = shift.net > 0 ? `shifts (Opposition − Support) by +${shift.net} toward the Rebellion${excluded}` : `raises the FNI by ${effects.fni}`;
    ctx.node(NODE, `Support ${support} > Opposition ${opposition} and the Event ${how}: Event`, '8.5');
    return true;
  }
  ctx.node(
    NODE,
    `bullet 1: ${support > opposition ? `Support ${support} > Opposition ${opposition}, but the Event shifts (Opposition − Support) by ${shift.net}${excluded} and does not raise the FNI` : `Support ${support} does not exceed Opposition ${opposition}`}: no`,
    '8.5',
  );
  // 2. Underground Militia into an Active Support or Village space without any.
  const militia = undergroundMilitiaPlaced(state, effects);
  if (militia.length > 0) {
    ctx.node(NODE, `the Event places Underground Militia in ${militia.join('; ')}, without Underground Militia before: Event`, '8.5');
    return true;
  }
  ctx.node(NODE, 'bullet 2: no Underground Militia into an Active Support or Village space without any: no', '8.5');
  // 3. A Patriot Fort placed, or an Indian Village removed.
  const forts = effects.pieces.patriots.patriotFort?.placed ?? 0;
  const villages = Math.max(0, -(effects.pieces.indians.village?.map ?? 0));
  if (forts > 0 || villages > 0) {
    const what = [forts > 0 ? `places ${forts} Patriot Fort${forts > 1 ? 's' : ''}` : '', villages > 0 ? `removes ${villages} Indian Village${villages > 1 ? 's' : ''}` : ''].filter(Boolean).join(' and ');
    ctx.node(NODE, `the Event ${what}: Event`, '8.5');
    return true;
  }
  ctx.node(NODE, 'bullet 3: no Patriot Fort placed, no Indian Village removed: no', '8.5');
  // 4. +3 Patriot Resources or more.
  const gain = effects.resources.patriots;
  if (gain >= 3) {
    ctx.node(NODE, `the Event adds ${gain} Patriot Resources: Event`, '8.5');
    return true;
  }
  ctx.node(NODE, `bullet 4: the Event adds ${gain > 0 ? `only ${gain}` : 'no'} Patriot Resources: no`, '8.5');
  // 5. 25+ Patriot pieces on the map, Effective (8.3.3 above), and a D6 of 5+.
  const pieces = patriotPiecesOnMap(state);
  if (pieces < 25) {
    ctx.node(NODE, `bullet 5: ${pieces} Patriot pieces on the map (fewer than 25): no; Command and Special Activity`, '8.5');
    return false;
  }
  const roll = ctx.dice.roll(6, P2_ROLL);
  if (roll >= 5) {
    ctx.node(NODE, `${pieces} Patriot pieces on the map, the Event is Effective and the D6 shows ${roll}: Event`, '8.5');
    return true;
  }
  ctx.node(NODE, `bullet 5: ${pieces} Patriot pieces on the map and the Event is Effective, but the D6 shows ${roll}: Command and Special Activity`, '8.5');
  return false;
}
