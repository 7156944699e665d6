/**
 * What the Non-Player Event Instructions share (8.3.1): reading the Event decision pending (its Event
 * frame, the instruction under way), the legal actions of a type, and naming a Faction the Event harms
 * (a random one among those wanted, a player before a Non-Player, 8.3.5). Moved out of the British
 * instructions without behaviour change, for the other flowcharts' instructions.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { CardId, Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import { EVENT_KIND } from '../rules/events/interpreter';
import type { EventFrame } from '../rules/events/program';
import { eventLookahead } from '../rules/events/reading';
import type { Flow } from './flowchart';
import { policyPick } from './rolls';

/** The Event frame the pending decision serves, or null. */
export function eventFrameOf(state: GameState): EventFrame | null {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === EVENT_KIND) return state.stack[i] as EventFrame;
  return null;
}

/** The instruction under way: its op and the variable it binds. */
export function under(flow: Flow): { op: string; bind?: string } | null {
  const look = eventLookahead(flow.state);
  return look?.instruction ? { op: look.instruction.op, bind: look.instruction.bind } : null;
}

/** The legal actions of a type. */
export const legalOf = (flow: Flow, type: string): Action[] => flow.legal.filter((a) => a.type === type);

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
