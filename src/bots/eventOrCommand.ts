/**
 * What the "Event or Command?" boxes of the Non-Player flowcharts share (8.3.1–8.3.3, 8.4–8.7): the Event
 * Instruction read first (it may make the Event Ineffective), the Event previewed with the Non-Players'
 * own choices, 8.3.3's Ineffective test on that preview, and the shift of (Support − Opposition) toward
 * one side with the shifts of free Battles left out (the first bullet of 8.4, 8.5 and 8.6).
 *
 * Ruling (docs/rulings.md, "Non-Player British (8.4)"): "not by free Battles" leaves out the levels of the
 * Battle spaces of a Battle the Event granted and of their neighbours (where Win the Day shifts, 3.6.8).
 * @module
 */
import { cardById } from '../data/cards';
import type { SpaceId } from '../data/ids';
import { ADJACENT, SPACES } from '../data/map';
import type { EventSide } from '../flow/contracts';
import { eventEffects, type EventEffects, type EventPreview } from '../rules/events/preview';
import type { GameState } from '../core/state';
import type { Flow } from './flowchart';
import { previewNonPlayerEvent } from './flowchartCommand';
import type { Policy } from './policy';

/** The side of the war a shift of Support/Opposition favours. */
export type ShiftSide = 'royalists' | 'rebellion';

/** The change of (Support − Opposition) a level change in a space makes, Population-weighted. */
const weighted = (space: SpaceId, from: number, to: number): number => (to - from) * SPACES[space].population;

/** The spaces of the free Battles an Event granted, with their neighbours (where Win the Day may shift, 3.6.8). */
function freeBattleArea(preview: EventPreview): Set<SpaceId> {
  const area = new Set<SpaceId>();
  for (const g of preview.grants)
    if (g.command === 'battle')
      for (const s of g.commandSpaces) {
        area.add(s);
        for (const a of ADJACENT[s] ?? []) area.add(a);
      }
  return area;
}

/**
 * The shift of (Support − Opposition) the Event makes toward `side` (positive: toward it), free Battles
 * left out: the levels changed in a Battle space of a Battle the Event granted, or next to one, are not
 * counted (`excluded` lists those spaces).
 */
export function shiftToward(preview: EventPreview, e: EventEffects, side: ShiftSide): { net: number; excluded: SpaceId[] } {
  const area = freeBattleArea(preview);
  let net = e.support.net;
  const excluded: SpaceId[] = [];
  for (const sh of e.support.shifts)
    if (area.has(sh.space)) {
      net -= weighted(sh.space, sh.from, sh.to);
      excluded.push(sh.space);
    }
  return { net: side === 'royalists' ? net : 0 - net, excluded }; // 0 - net: never −0 (a heap number)
}

/** An Event Instruction as the "Event or Command?" box reads it (8.3.1). */
export interface BoxInstruction {
  /** What the instruction says, in our words. */
  readonly text: string;
  /** Why the instruction makes the Event Ineffective now (8.3.3), or null. */
  readonly ineffective?: (state: GameState) => string | null;
}

/** How {@link effectiveEvent} reads the Event. */
export interface EffectiveEventOptions {
  /** The trace node of the box (`B2 Event or Command?`). */
  readonly node: string;
  /** The side the Faction executes (8.3.2, or its Event Instruction). */
  readonly side: EventSide;
  /** The Faction's Event Instruction for the card, if any (8.3.1). */
  readonly instruction?: BoxInstruction;
  /** The Faction's own policy, whose choices the preview follows. */
  readonly self: () => Policy;
  /** The enemy side, named in the trace of an Ineffective shift (`the Rebellion`, `the Royalists`). */
  readonly enemy: string;
}

/**
 * The first steps of an "Event or Command?" box for the current card: the Event Instruction (8.3.1, which
 * may make the Event Ineffective), then the Event previewed with the Non-Players' choices
 * ({@link previewNonPlayerEvent}) and 8.3.3's test on it. Returns the preview and its effects when the
 * Event is Effective, null when the Faction is to execute a Command and Special Activity instead. Traces
 * each step.
 */
export function effectiveEvent(flow: Flow, opts: EffectiveEventOptions): { preview: EventPreview; effects: EventEffects } | null {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const instruction = opts.instruction;
  if (instruction) {
    ctx.node(opts.node, `Event Instruction for #${card.id}: ${instruction.text}`, '8.3.1');
    const why = instruction.ineffective?.(state) ?? null;
    if (why !== null) {
      ctx.node(opts.node, `the Event Instruction makes #${card.id} Ineffective (${why}): Command and Special Activity`, '8.3.3');
      return null;
    }
  }
  const preview = previewNonPlayerEvent(flow, opts.side, opts.self);
  const effects = eventEffects(state, preview.state, flow.faction);
  if (!effects.effective) {
    const why =
      effects.ineffective === 'noEffect'
        ? 'it would have no effect'
        : effects.ineffective === 'enemyShift'
          ? `it shifts Support/Opposition toward ${opts.enemy}`
          : 'it would only remove friendly pieces';
    ctx.node(opts.node, `#${card.id} is Ineffective: ${why}: Command and Special Activity`, '8.3.3');
    return null;
  }
  return { preview, effects };
}
