/**
 * I12 Scout (8.7.4): the Non-Player Indians Scout from one Province into one adjacent Province, Skirmish
 * there, then War Path, else Trade.
 *
 * The Scout is planned from the board it started from ({@link planningState}) by {@link planScout}:
 * - The group: one War Party (an Active one if there is one: all that move become Active anyway, 3.4.3)
 *   and the most British Regulars and Tories possible (no more Tories than Regulars, at least one
 *   Regular), without the origin losing British Control or coming under Rebellion Control; more
 *   Regulars first between groups of the same size.
 * - The destination: first one with a Patriot Fort, then a Village space with enemy pieces, then one
 *   where the Scout (the move and its Skirmish) removes Rebellion Control; within each the largest group;
 *   ties by 8.2 (the destination, then the origin). A destination serving none of the three is not
 *   taken (ruling: the Scout then is not possible, and the turn goes to March).
 * - The Skirmish (part of the Command, 3.4.3) in the destination: a Patriot Fort if it can be removed,
 *   else the most enemy pieces (two at the cost of a Regular when two can go), those first in 8.1.2's
 *   order for enemy pieces.
 *
 * A Brilliant Stroke's Limited Scout starts from or enters the Indian Leader's space (8.3.7).
 * Both Factions must be able to pay (8.1 Paying Resource Costs). The British decide whether their
 * Leader follows the British units (their policy, or 8.1 for Non-Player British). After the Scout:
 * War Path, else Trade (8.7.4).
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { PROVINCES } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { computeControl, controlOf, countRebellion, flipPieces, movePieces, piecesAt, removeToPool } from '../../rules/board';
import { canPayScout, canScout, scoutMayEnter, type IndiansScoutFrame } from '../../rules/commands/indians/scout';
import { adjacentProvincesOf } from '../../rules/commands/indians/shared';
import { skirmishOptions } from '../../rules/procedures/skirmish';
import { enemyRank } from '../eventChoices';
import type { DecisionContext } from '../policy';
import { bestSpace, planningState, plannedAction, randomFallback, scratchBoard, type Flow, type FlowHandler } from '../flowchart';
import { strokeLeaderToInvolve } from '../flowchartCommand';
import { afterIndianCommand } from './gather';
import type { IndianCommand } from './plan';
import { keptPlan } from '../planCache';

/** The node's name on the sheet. */
export const SCOUT_NODE = 'I12 Scout';
const RULE = '8.7.4';
const I = 'indians' as const;

/** The purposes of the Scout's rolls (8.2 ties), stable across its decisions. */
export const SCOUT_PURPOSES = Object.freeze({
  destination: 'I12 Scout: destination (8.7.4)',
  origin: 'I12 Scout: origin (8.7.4)',
});

/** Why a destination is chosen (8.7.4's priorities, in order). */
export type ScoutReason = 'patriotFort' | 'villageWithEnemy' | 'rebellionControl';

/** The Scout as the flowchart decided it. */
export interface ScoutPlan {
  readonly from: SpaceId;
  readonly to: SpaceId;
  readonly warParty: 'warPartyUnderground' | 'warPartyActive';
  readonly regulars: number;
  readonly tories: number;
  readonly reason: ScoutReason;
  /** The Skirmish foreseen after the move (a {@link skirmishOptions} choice), or null. */
  readonly skirmish: string | null;
}

const REASON_TEXT: Record<ScoutReason, string> = {
  patriotFort: 'a Patriot Fort there',
  villageWithEnemy: 'a Village space with enemy pieces',
  rebellionControl: 'removes Rebellion Control',
};

/**
 * The Scout's Skirmish in `space` (8.7.4): the Patriot Fort if a choice removes it, else a choice removing
 * the most enemy pieces, those first in 8.1.2's order for enemy pieces; null when none is possible. Pure.
 */
export function scoutSkirmish(state: GameState, space: SpaceId): string | null {
  const options = skirmishOptions(state, space);
  if (options.length === 0) return null;
  const fort = options.find((o) => o.startsWith('patriotFort'));
  if (fort) return fort;
  const enemy = (o: string): SpacePiece[] => (o.split('+') as SpacePiece[]).filter((k) => k !== 'britishRegular');
  const key = (o: string): number[] => enemy(o).map((k) => enemyRank(state, space, k)).sort((a, b) => a - b);
  let best = options[0];
  for (const o of options.slice(1)) {
    const a = enemy(o).length;
    const b = enemy(best).length;
    if (a > b) best = o;
    else if (a === b) {
      const ka = key(o);
      const kb = key(best);
      const d = ka.findIndex((v, i) => v !== kb[i]);
      if (d >= 0 && ka[d] < kb[d]) best = o;
    }
  }
  return best;
}

/** The largest British group that may leave with one War Party without the origin losing British Control or coming under Rebellion Control. Pure. */
function largestGroup(state: GameState, from: SpaceId, warParty: 'warPartyUnderground' | 'warPartyActive'): { regulars: number; tories: number } | null {
  const p = piecesAt(state, from);
  const before = computeControl(p);
  let best: { regulars: number; tories: number } | null = null;
  for (let r = 1; r <= p.britishRegular; r++)
    for (let t = 0; t <= Math.min(r, p.tory); t++) {
      const after = computeControl({ ...p, [warParty]: p[warParty] - 1, britishRegular: p.britishRegular - r, tory: p.tory - t });
      if ((before === 'british' && after !== 'british') || (before !== 'rebellion' && after === 'rebellion')) continue;
      if (!best || r + t > best.regulars + best.tories || (r + t === best.regulars + best.tories && r > best.regulars)) best = { regulars: r, tories: t };
    }
  return best;
}

/** The destination after the move, with its Militia Activated (3.4.3) and the Skirmish made. */
function afterScout(state: GameState, plan: Omit<ScoutPlan, 'reason' | 'skirmish'>): { board: Draft<GameState>; skirmish: string | null } {
  const b = scratchBoard(state);
  movePieces(b, plan.from, plan.to, plan.warParty, 1);
  flipPieces(b, plan.to, plan.warParty, 'warPartyActive', plan.warParty === 'warPartyUnderground' ? 1 : 0);
  movePieces(b, plan.from, plan.to, 'britishRegular', plan.regulars);
  movePieces(b, plan.from, plan.to, 'tory', plan.tories);
  flipPieces(b, plan.to, 'militiaUnderground', 'militiaActive', piecesAt(b, plan.to).militiaUnderground);
  const skirmish = scoutSkirmish(b as GameState, plan.to);
  if (skirmish) for (const k of skirmish.split('+') as SpacePiece[]) removeToPool(b, plan.to, k, 1);
  return { board: b, skirmish };
}

/**
 * The flowchart's Scout (8.7.4) from `state` in `mode`, or null when none is possible (the turn then
 * Marches). Writes the trace; rolls only to break ties (8.2), with {@link SCOUT_PURPOSES}.
 */
export function planScout(ctx: DecisionContext, state: GameState, mode: CommandMode): ScoutPlan | null {
  const note = (text: string): void => ctx.node(SCOUT_NODE, text, RULE);
  if (!canPayScout(state, mode)) {
    note('the Indians or the British cannot pay their Resource (8.1)');
    return null;
  }
  // 8.3.7: a Brilliant Stroke's Limited Command must involve the Indian Leader's space.
  const stroke = strokeLeaderToInvolve(state, I);
  const leaderSpace = stroke === 'available' ? null : stroke;
  const candidates: ScoutPlan[] = [];
  for (const from of PROVINCES) {
    if (!canScout(state, from)) continue;
    const p = piecesAt(state, from);
    const warParty = p.warPartyActive > 0 ? 'warPartyActive' : 'warPartyUnderground';
    const group = largestGroup(state, from, warParty);
    if (!group) continue;
    for (const to of adjacentProvincesOf(from)) {
      if (!scoutMayEnter(state, mode, to) || (leaderSpace !== null && from !== leaderSpace && to !== leaderSpace)) continue;
      const q = piecesAt(state, to);
      const base = { from, to, warParty, ...group } as const;
      const { board, skirmish } = afterScout(state, base);
      const reason: ScoutReason | null =
        q.patriotFort > 0
          ? 'patriotFort'
          : q.village > 0 && countRebellion(q) > 0
            ? 'villageWithEnemy'
            : controlOf(state, to) === 'rebellion' && controlOf(board, to) !== 'rebellion'
              ? 'rebellionControl'
              : null;
      if (reason) candidates.push({ ...base, reason, skirmish });
    }
  }
  if (candidates.length === 0) {
    note('no Scout serves a priority: no destination with a Patriot Fort, a Village with enemy pieces, or Rebellion Control to remove');
    return null;
  }
  const level = (c: ScoutPlan): number => ['patriotFort', 'villageWithEnemy', 'rebellionControl'].indexOf(c.reason);
  const score = (c: ScoutPlan): number[] => [-level(c), c.regulars + c.tories, c.regulars];
  const top = candidates.map(score).reduce((a, b) => (compare(b, a) > 0 ? b : a));
  const best = candidates.filter((c) => compare(score(c), top) === 0);
  const to = bestSpace(ctx, best.map((c) => c.to), () => [], SCOUT_PURPOSES.destination)!;
  const from = bestSpace(ctx, best.filter((c) => c.to === to).map((c) => c.from), () => [], SCOUT_PURPOSES.origin)!;
  const plan = best.find((c) => c.to === to && c.from === from)!;
  note(
    `from ${spaceName(from)} to ${spaceName(to)} (${REASON_TEXT[plan.reason]}): ${piecesText(1, plan.warParty)}, ` +
      `${piecesText(plan.regulars, 'britishRegular')}${plan.tories > 0 ? ` and ${piecesText(plan.tories, 'tory')}` : ''} ` +
      `(the most British cubes that may leave ${spaceName(from)} without a change of Control there)` +
      (plan.skirmish ? `; then Skirmish: ${skirmishText(plan.skirmish)}` : '; no Skirmish possible there'),
  );
  return plan;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** A Skirmish choice as text ("remove 2 Active Militia at the cost of 1 British Regular"). */
function skirmishText(option: string): string {
  const pieces = option.split('+') as SpacePiece[];
  const enemy = pieces.filter((k) => k !== 'britishRegular');
  const kinds = enemy.filter((k, i) => enemy.indexOf(k) === i);
  const cost = pieces.includes('britishRegular') ? ' at the cost of 1 British Regular' : '';
  return `remove ${kinds.map((k) => piecesText(enemy.filter((x) => x === k).length, k)).join(' and ')}${cost}`;
}

// ---------------------------------------------------------------------------------------------
// The decisions

/** Whether the flowchart's Scout is possible now, in `mode` (8.7.4 IF NONE, 8.1). */
export function scoutPossible(flow: Flow, mode: CommandMode): boolean {
  if (planScout(flow.ctx, flow.state, mode) === null) {
    flow.ctx.node(SCOUT_NODE, 'IF NONE: no Scout possible', RULE);
    return false;
  }
  return true;
}

/** The nearest `indiansScout` frame on the stack. */
function scoutFrame(state: GameState): IndiansScoutFrame {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === 'indiansScout') return state.stack[i] as IndiansScoutFrame;
  throw new Error('no Indian Scout under way');
}

/** One decision of the engine's Scout (`indiansScout`): the plan's next action, then the Skirmish (8.7.4). */
export const scoutDecision: FlowHandler = (flow) => {
  const frame = scoutFrame(flow.state);
  const step = (text: string): void => flow.ctx.node(SCOUT_NODE, text, RULE);
  if (frame.phase === 'skirmish') {
    const space = frame.to!;
    const option = scoutSkirmish(flow.state, space);
    if (!option) {
      step(`no Skirmish possible in ${spaceName(space)}: done`);
      return plannedAction(flow, { faction: I, type: 'done' });
    }
    step(`Skirmish in ${spaceName(space)}: ${skirmishText(option)} (${option.startsWith('patriotFort') ? 'the Patriot Fort first' : 'the most enemy pieces'})`);
    return plannedAction(flow, { faction: I, type: 'skirmish', space, option: option as ActionOption });
  }
  const plan = keptPlan(flow, I, 'indiansScout', frame.mode, () => planScout(flow.ctx, planningState(flow.state, I), frame.mode));
  if (!plan) return randomFallback(flow, 'the Scout was chosen, but the flowchart finds no Scout to execute (8.7.4 IF NONE)');
  if ((frame.origin !== null && frame.origin !== plan.from) || (frame.to !== null && frame.to !== plan.to))
    return randomFallback(flow, 'the Scout under way is not the one the flowchart would make');
  const move = (piece: SpacePiece, count: number): Action => {
    step(`move ${piecesText(count, piece)} from ${spaceName(plan.from)} to ${spaceName(plan.to)}`);
    return plannedAction(flow, { faction: I, type: 'move', from: plan.from, to: plan.to, piece, count });
  };
  if (frame.phase === 'select') {
    step(`select ${spaceName(plan.from)}`);
    return plannedAction(flow, { faction: I, type: 'selectSpace', space: plan.from });
  }
  if (frame.stage < 0) return move(plan.warParty, 1);
  if (frame.stage < 2) return move('britishRegular', plan.regulars);
  if (frame.stage === 2 && plan.tories > 0) return move('tory', plan.tories);
  step('the group has moved: done');
  return plannedAction(flow, { faction: I, type: 'done' });
};

/** The host's decision after the Scout (8.7.4): War Path, else Trade, if a Scout move was made. */
export const scoutAfterCommand: FlowHandler = (flow) => afterIndianCommand(flow, SCOUT_NODE, RULE);

/** I12 Scout as an Indian Command of the flowchart. */
export const INDIAN_SCOUT: IndianCommand = {
  command: 'scout',
  node: SCOUT_NODE,
  possible: scoutPossible,
  handlers: { indiansScout: scoutDecision },
  afterCommand: scoutAfterCommand,
};
