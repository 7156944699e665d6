/**
 * What the Non-Player Battle modules share (src/bots/british, patriots, french: battle.ts): the Battle
 * Command frame of a Faction, whether a selection closes it, the "required space" pool of a selection the
 * plan does not give (an Event's Battle), Win the Day's spill-over shifts (3.6.8, 8.3.6) and the host's
 * decision once the Command is complete (the Special Activity "after", 4.1). Moved out of those modules
 * without behaviour change: the traces and roll purposes are theirs.
 * @module
 */
import type { Action } from '../core/action';
import type { Frame, GameState } from '../core/state';
import { SPACE_IDS, type Faction, type SpaceId } from '../data/ids';
import { SPACES } from '../data/map';
import { spaceName, spacesText } from '../data/text';
import { spacesStillRequired } from '../flow/restriction';
import { apply } from '../game/machine';
import type { BattleCommandFrame } from '../rules/battle/commands';
import { spillTargets, type WinTheDayFrame } from '../rules/battle/winTheDay';
import type { CommandHostFrame } from '../flow/hostFrame';
import { bestSpace, factionHost, findLegal, plannedAction, planningState, randomFallback, type Flow } from './flowchart';
import { closedByActivityText, strokeLeaderToInvolve } from './flowchartCommand';
import type { PlanReads } from './planCache';
import { boardWith, supportLevel } from '../rules/board';

/** The Battle Command frame of `faction` on top of the stack, or null. */
export function battleCommandFrame(state: GameState, faction: Faction): BattleCommandFrame | null {
  const top = state.stack[state.stack.length - 1] as Frame | undefined;
  return top?.kind === 'battleCommand' && (top as BattleCommandFrame).faction === faction ? (top as BattleCommandFrame) : null;
}

/**
 * What a Patriot or French Battle plan reads of the state besides its board ({@link PlanReads}): the
 * Brilliant Stroke's Leader requirement (8.3.7), the spaces the Faction's Special Activity closed to the
 * Command (4.1.1: `battleChoices` reads the nearest host's) and, for the French, the Treaty of Alliance
 * (2.3.9). The Battle's choices, Force Levels and partner read nothing else but the board.
 */
export function battlePlanReads(faction: 'patriots' | 'french'): PlanReads {
  return (state) => [strokeLeaderToInvolve(planningState(state, faction), faction), closedByActivityText(state, faction), faction === 'french' && state.treatyOfAlliance];
}

/** Whether the selection `select` would close the Battle Command's selection (no further decision of its Faction before the Battles). */
export function selectionWouldClose(state: GameState, select: Action): boolean {
  const next = apply(state, select);
  const top = next.stack[next.stack.length - 1] as Frame | undefined;
  return !(top?.kind === 'battleCommand' && (top as BattleCommandFrame).phase === 'select' && (top as BattleCommandFrame).faction === select.faction);
}

/**
 * The spaces a selection the plan does not give may take (ruling): those the Command still requires (an
 * Event's Battle in named spaces) among `offered`, else all `offered`; `required` says which.
 */
export function forcedSelectionPool(frame: BattleCommandFrame, offered: readonly SpaceId[]): { candidates: readonly SpaceId[]; required: boolean } {
  const pool = spacesStillRequired(frame).filter((s) => offered.includes(s));
  return pool.length > 0 ? { candidates: pool, required: true } : { candidates: offered, required: false };
}

// ---------------------------------------------------------------------------------------------
// Win the Day (3.6.8): spill-over shifts

/** The direction a winner's spill-over shifts go: +1 toward Active Support (Royalist), -1 toward Active Opposition (Rebellion). */
export type ShiftDirection = 1 | -1;

/** The value of one shift toward the winner's side in a space (8.3.6's order): [its side gained, the other side lost], by Population. */
function shiftValue(state: GameState, space: SpaceId, toward: ShiftDirection): number[] {
  const pop = SPACES[space].population;
  return supportLevel(state, space) * toward >= 0 ? [pop, 0] : [0, pop];
}

/**
 * The spill-over shifts still to make, one entry per shift, chosen one by one for the highest gain of the
 * winner's side, then the highest loss of the other (8.3.6), among the spaces the engine still allows.
 * Ties 8.2, rolled as `Win the Day in <space>: spill-over shift (<n> left) #i`.
 */
function planSpill(flow: Flow, frame: WinTheDayFrame, toward: ShiftDirection): SpaceId[] {
  let state = flow.state;
  const out: SpaceId[] = [];
  for (let i = 0; i < frame.shifts; i++) {
    const targets = spillTargets(state, frame);
    if (targets.length === 0) break;
    const pick = bestSpace(flow.ctx, targets, (s) => shiftValue(state, s, toward), `Win the Day in ${spaceName(frame.space)}: spill-over shift (${frame.shifts} left) #${i + 1}`)!;
    out.push(pick);
    const level = supportLevel(state, pick);
    state = boardWith(state, {}, { [pick]: { support: level + toward } });
  }
  return out;
}

const spaceOrder = (s: SpaceId): number => SPACE_IDS.indexOf(s);

/** How one Faction words and returns its spill-over decision. */
export interface SpillWording {
  /** The Faction's name in the fallback text ("British", "Patriot"). */
  readonly adjective: string;
  /** The side the shifts gain and the side they cost ("Support", "Opposition"). */
  readonly gained: string;
  readonly lost: string;
  /** Whether the chosen action is checked against the legal ones ({@link plannedAction}). */
  readonly checked: boolean;
}

/**
 * A winner's spill-over decision of Win the Day (frame `winTheDay`, phase `spill`): every shift used
 * (8.1.1), each for the most gained, then the most lost (8.3.6 by analogy); the first of the plan in map
 * order now.
 */
export function spillDecision(flow: Flow, faction: Faction, toward: ShiftDirection, words: SpillWording): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as WinTheDayFrame;
  if (frame.kind !== 'winTheDay' || frame.phase !== 'spill') return randomFallback(flow, `no ${words.adjective} instruction for a '${flow.kind}' decision`);
  const out = (a: Action): Action => (words.checked ? plannedAction(flow, a) : a);
  const plan = planSpill(flow, frame, toward);
  if (plan.length === 0) {
    flow.ctx.node('Win the Day', `no adjacent space can shift toward ${words.gained}`, '3.6.8');
    return out({ faction, type: 'done' });
  }
  const first = [...plan].sort((a, b) => spaceOrder(a) - spaceOrder(b))[0];
  flow.ctx.node('Win the Day', `use every shift (8.1.1), first for the most ${words.gained} gained, then the most ${words.lost} lost (8.3.6 by analogy): ${spacesText(plan)}; now ${spaceName(first)}`, '3.6.8, 8.3.6');
  return out({ faction, type: 'shift', space: first });
}

// ---------------------------------------------------------------------------------------------
// After the Command

/** What a Battle module's host decision after the Command needs (4.1). */
export interface AfterBattle {
  readonly faction: Faction;
  /** The flowchart node and rule of the trace. */
  readonly node: string;
  readonly rule: string;
  /** The Faction's name in the fallback text. */
  readonly adjective: string;
  /** Whether the Special Activity is wanted now (besides none executed yet and one legal). */
  readonly wanted?: (host: CommandHostFrame) => boolean;
  /** The trace text before the Special Activity. */
  readonly why: (host: CommandHostFrame) => string;
  /** The Faction's Special Activity choice, or null when none is possible. */
  readonly choose: (flow: Flow, host: CommandHostFrame) => Action | null;
}

/** The host's decision after the Battle Command: the Special Activity if none was executed (and it is wanted), else done. */
export function afterBattleCommand(flow: Flow, after: AfterBattle): Action {
  const host = factionHost(flow.state, after.faction);
  const done: Action = { faction: after.faction, type: 'done' };
  if (host && host.activity === null && (after.wanted?.(host) ?? true) && flow.legal.some((a) => a.type === 'specialActivity')) {
    flow.ctx.node(after.node, after.why(host), after.rule);
    const sa = after.choose(flow, host);
    if (sa) return sa;
  }
  flow.ctx.node(after.node, 'the Battle Command is complete', after.rule);
  return findLegal(flow, done) ?? randomFallback(flow, `no ${after.adjective} instruction after the Battle Command`);
}
