/**
 * What the Non-Player Event Instructions share (8.3.1): reading the Event decision pending (its Event
 * frame, the instruction under way), the legal actions of a type, and naming a Faction the Event harms
 * (a random one among those wanted, a player before a Non-Player, 8.3.5), the table of a Faction's
 * instructions by card and its handler of the decisions inside an Event. Moved out of the four
 * flowcharts' instructions without behaviour change.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { CardId, Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import type { BattleModifiers, EventSide } from '../flow/contracts';
import { EVENT_KIND } from '../rules/events/interpreter';
import type { EventFrame } from '../rules/events/program';
import { eventChoice, type EventQuestion } from './eventChoices';
import { instructionUnderWay } from '../rules/events/reading';
import { actionsOfType, type Flow, type FlowHandler } from './flowchart';
import type { Decision } from './policy';
import { policyPick } from './rolls';

/** The Event frame the pending decision serves, or null. */
export function eventFrameOf(state: GameState): EventFrame | null {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === EVENT_KIND) return state.stack[i] as EventFrame;
  return null;
}

/**
 * The Loss Level modifiers of the Battle that the Event under way (its innermost frame) asks a Faction's
 * March to set up (8.3.1, #51 "March to set up Battle per the Battle instructions"): those `table` gives
 * its card when it is played on `side`, else null.
 */
export function battleSetupModifiers(state: GameState, side: EventSide, table: Readonly<Partial<Record<CardId, BattleModifiers>>>): BattleModifiers | null {
  const e = eventFrameOf(state);
  return e !== null && e.side === side ? (table[e.card] ?? null) : null;
}

/** The instruction under way: its op and the variable it binds (read from the program, nothing evaluated). */
export function under(flow: Flow): { op: string; bind?: string } | null {
  return instructionUnderWay(flow.state);
}

/** The legal actions of a type. */
export const legalOf = (flow: Flow, type: string): Action[] => actionsOfType(flow.legal, type);

/**
 * One Faction among `wanted` that the decision offers (`choose`), harming it: a random one, a player
 * before a Non-Player (8.3.5); null when none is offered.
 */
export function chooseHarmed(flow: Flow, wanted: readonly Faction[], card: CardId, why: string): Action | null {
  const offered = legalOf(flow, 'choose').filter((a) => wanted.includes(a.option as Faction));
  if (offered.length === 0) return null;
  const players = offered.filter((a) => !flow.state.options.nonPlayers.includes(a.option as Faction));
  const pool = players.length > 0 ? players : offered;
  const pick = policyPick(flow.ctx.dice, pool, `#${card} Event Instruction: Faction (8.3.1, 8.3.5)`);
  flow.ctx.node('Event Instruction', `#${card}: ${why}: the ${FACTION_NAME[pick.option as Faction]}`, '8.3.1');
  return pick;
}

/** What every Faction's Event Instruction has: its card and, optionally, the choice it prescribes inside the Event (8.3.1). */
export interface CardInstruction {
  /** The card. */
  readonly card: CardId;
  /** The choice the instruction prescribes at the Event decision pending, or null (the Non-Player Event rules decide). */
  readonly choose?: (flow: Flow, event: EventFrame) => Action | null;
}

/** A Faction's Event Instructions by card (8.3.1). */
export function instructionsByCard<I extends CardInstruction>(instructions: readonly I[]): Readonly<Partial<Record<CardId, I>>> {
  return Object.freeze(Object.fromEntries(instructions.map((i) => [i.card, i])));
}

/**
 * A Faction's decision inside an Event (kind `event`): the card's Event Instruction where it prescribes
 * the choice (8.3.1), otherwise the Non-Player Event rules (`eventChoice`, 8.3.4–8.3.8) with the
 * Faction's "Event or Command?" question (8.3.5's first bullet).
 */
export function instructedEventChoice(faction: Faction, table: Readonly<Partial<Record<CardId, CardInstruction>>>, question: EventQuestion): FlowHandler {
  return (flow): Action | Decision => {
    const event = eventFrameOf(flow.state);
    const instruction = event ? table[event.card] : undefined;
    const action = event && instruction?.choose ? instruction.choose(flow, event) : null;
    if (action) return action;
    return eventChoice(flow.state, faction, flow.rolls, { question });
  };
}
