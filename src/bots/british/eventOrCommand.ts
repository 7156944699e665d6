/**
 * B2 "Event or Command?" (8.4's bullets, 8.3.1–8.3.3): the British play the unshaded Event (8.3.2) when,
 * after their Event Instructions (src/bots/british/instructions.ts), it is Effective (8.3.3) and one of
 * the bullets holds. What the Event would do is read from a preview — the Event played on a copy with
 * the Non-Players' own choices (`previewEvent`, `eventEffects`) — never from a table per card.
 *
 * Rulings (docs/rulings.md, "Non-Player British (8.4)"): the dice inside a previewed Event show their
 * middle face; the "not by free Battles" of the first bullet leaves out the levels of the Battle spaces
 * and their neighbours (where Win the Day shifts) — src/bots/eventOrCommand.ts, shared with the other
 * flowcharts.
 * @module
 */
import { cardById } from '../../data/cards';
import { CITIES, SPACES } from '../../data/map';
import { spacesText } from '../../data/text';
import { controlOf, piecesAt, supportLevel, totalOpposition, totalSupport } from '../../rules/board';
import type { EventEffects, EventPreview } from '../../rules/events/preview';
import { effectiveEvent, shiftToward } from '../eventOrCommand';
import { previewNonPlayerEvent } from '../flowchartCommand';
import type { Flow } from '../flowchart';
import type { Policy } from '../policy';
import { BRITISH_INSTRUCTIONS } from './instructions';

const NODE = 'B2 Event or Command?';

/** Plays the unshaded Event (8.3.2) on a copy with the Non-Players' choices ({@link previewNonPlayerEvent}). */
export function previewBritishEvent(flow: Flow, self: () => Policy): EventPreview {
  return previewNonPlayerEvent(flow, 'unshaded', self);
}

const BRITISH_TYPES = ['britishRegular', 'tory', 'britishFort'] as const;

/** B2's fourth bullet: Rebellion pieces to the Casualties box (CRC). */
function rebellionCasualties(effects: EventEffects): number {
  let n = 0;
  for (const f of ['patriots', 'french'] as const) for (const c of Object.values(effects.pieces[f])) if (c && c.casualties > 0) n += c.casualties;
  return Math.max(n, effects.casualties.crc);
}

/**
 * B2 for the current card (the British on turn, the unshaded Event offered): true to play it. Checks the
 * Event Instructions (8.3.1), previews the Event, then 8.3.3 and 8.4's bullets in order, tracing each.
 */
export function eventOrCommand(flow: Flow, self: () => Policy): boolean {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const read = effectiveEvent(flow, { node: NODE, side: 'unshaded', instruction: BRITISH_INSTRUCTIONS[card.id], self, enemy: 'the Rebellion' });
  if (read === null) return false;
  const { preview, effects } = read;
  // 1. Opposition > Support and a shift toward the Royalists (a Blockade removed from a Support City counts; free Battles do not).
  const support = totalSupport(state);
  const opposition = totalOpposition(state);
  const shift = shiftToward(preview, effects, 'royalists');
  const excluded = shift.excluded.length > 0 ? ` (free Battle shifts in ${spacesText(shift.excluded)} not counted)` : '';
  if (opposition > support && shift.net > 0) {
    ctx.node(NODE, `Opposition ${opposition} > Support ${support} and the Event shifts (Support − Opposition) by +${shift.net} toward the Royalists${excluded}: Event`, '8.4');
    return true;
  }
  ctx.node(NODE, `bullet 1: ${opposition > support ? `Opposition ${opposition} > Support ${support}, but the Event shifts (Support − Opposition) by ${shift.net}${excluded}` : `Opposition ${opposition} does not exceed Support ${support}`}: no`, '8.4');
  // 2. British pieces placed from Unavailable.
  const fromUnavailable = BRITISH_TYPES.filter((t) => {
    const c = effects.pieces.british[t];
    return c !== undefined && c.unavailable < 0 && (c.placed > 0 || c.westIndies > 0);
  });
  if (fromUnavailable.length > 0) {
    ctx.node(NODE, `the Event places British pieces from Unavailable (${fromUnavailable.map((t) => `${-effects.pieces.british[t]!.unavailable} ${t}`).join(', ')}): Event`, '8.4');
    return true;
  }
  ctx.node(NODE, 'bullet 2: no British piece placed from Unavailable: no', '8.4');
  // 3. Tories into Active Opposition with none, a British Fort in a Colony with none, Regulars into a City or Colony.
  const placed: string[] = [];
  for (const c of effects.spaces) {
    if (c.space === 'WestIndies') continue;
    const p = piecesAt(state, c.space);
    const type = SPACES[c.space].type;
    if ((c.pieces.tory ?? 0) > 0 && supportLevel(state, c.space) === -2 && p.tory === 0) placed.push(`Tories in ${SPACES[c.space].name} (Active Opposition, none there)`);
    if ((c.pieces.britishFort ?? 0) > 0 && type === 'colony' && p.britishFort === 0) placed.push(`a British Fort in ${SPACES[c.space].name} (a Colony without one)`);
    if ((c.pieces.britishRegular ?? 0) > 0 && (type === 'city' || type === 'colony')) placed.push(`British Regulars in ${SPACES[c.space].name}`);
  }
  if (placed.length > 0) {
    ctx.node(NODE, `the Event places ${placed.join('; ')}: Event`, '8.4');
    return true;
  }
  ctx.node(NODE, 'bullet 3: no Tories into Active Opposition without any, no British Fort into a Colony without one, no Regulars into a City or Colony: no', '8.4');
  // 4. Rebellion Casualties (a free Skirmish or Battle included, as the flowchart executes it).
  const casualties = rebellionCasualties(effects);
  if (casualties > 0) {
    ctx.node(NODE, `the Event inflicts ${casualties} Rebellion Casualties: Event`, '8.4');
    return true;
  }
  ctx.node(NODE, 'bullet 4: no Rebellion Casualties: no', '8.4');
  // 5. British Control of 5+ Cities, Effective, and a D6 of 5+.
  const controlled = CITIES.filter((c) => controlOf(state, c) === 'british');
  if (controlled.length < 5) {
    ctx.node(NODE, `bullet 5: the British Control ${controlled.length} Cities (fewer than 5): no; Command and Special Activity`, '8.4');
    return false;
  }
  const roll = ctx.dice.roll(6, 'B2 Event or Command?: D6 (8.4)');
  if (roll >= 5) {
    ctx.node(NODE, `the British Control ${controlled.length} Cities, the Event is Effective and the D6 shows ${roll}: Event`, '8.4');
    return true;
  }
  ctx.node(NODE, `bullet 5: the British Control ${controlled.length} Cities and the Event is Effective, but the D6 shows ${roll}: Command and Special Activity`, '8.4');
  return false;
}
