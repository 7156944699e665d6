/**
 * F10 Muster (8.6.4, after the Treaty of Alliance): the Non-Player French place as many French Regulars
 * as possible (up to four, 3.5.3) in one space —
 * - the West Indies, when fewer than four French Regulars are Available and the West Indies are not
 *   under Rebellion Control;
 * - otherwise a City or Colony with Rebellion Control, first one with Continentals, then any (ties by
 *   8.2, the Random Spaces table).
 * Then the Special Activity: Skirmish (never in the Muster space), else Préparer la Guerre, else Naval
 * Pressure (8.6.4 → 8.6.3). IF NONE (no Regular Available, no such space, too few Resources): Roderigue
 * Hortalez et Cie (8.6.3) — the turn routes, {@link musterPossible} says false.
 *
 * Rulings (docs/rulings.md, "Non-Player French (8.6)"):
 * - The optional Patriot Fort of 3.5.3 is never taken: 8.6.4 gives no instruction for it (`done`).
 * - With four or more Regulars Available and no City or Colony under Rebellion Control, the second
 *   bullet cannot be executed: IF NONE (the West Indies are the first bullet's space only).
 * - The Available French Leader goes along with the Regulars placed (1.10; 8.1: the Leader stays with
 *   his Faction's units), the `frenchCommandLeader` decision of a French Muster.
 * - In a French Brilliant Stroke whose Leader has not yet taken part (8.3.7), only the space he stands
 *   in may be selected (an Available Leader goes along anywhere).
 * The plan is made from the board the Command started from ({@link planningState}).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { mayExecuteIn } from '../../flow/restriction';
import { canPay } from '../../rules/commands/common';
import { FRENCH_MUSTER_COST, FRENCH_MUSTER_MAX_REGULARS, frenchMusterSpaces, type FrenchMusterFrame } from '../../rules/commands/french/muster';
import type { FrenchCommandLeaderFrame } from '../../rules/commands/french/leader';
import type { DecisionContext } from '../policy';
import { bestSpace, factionHost, planningState, plannedAction, randomFallback, type Flow, type FlowHandler } from '../flowchart';
import { closedByActivityText, strokeLeaderToInvolve } from '../flowchartCommand';
import { chooseFrenchActivity } from './activities';
import type { FrenchCommand } from './plan';
import { keptPlanReading, planOptions, type PlanReads } from '../planCache';
import { controlOf, piecesAt } from '../../rules/board';

const F = 'french' as const;
const RULE = '8.6.4';

/** The node's name on the sheet. */
export const MUSTER_NODE = 'F10 Muster';

/** The purposes of the Muster's rolls, stable across its decisions. */
export const MUSTER_PURPOSES = Object.freeze({
  space: 'F10 Muster: space (8.6.4)',
});

/** A whole French Muster: the space and the Regulars placed there. */
export interface FrenchMusterPlan {
  readonly space: SpaceId;
  readonly count: number;
}

/**
 * The whole Muster (8.6.4) from `board` in `mode`, or null when its instructions cannot be executed
 * (IF NONE). Writes the trace.
 */
export function planFrenchMuster(ctx: DecisionContext, board: GameState, mode: CommandMode): FrenchMusterPlan | null {
  const node = (text: string, rule = RULE): void => ctx.node(MUSTER_NODE, text, rule);
  if (!board.treatyOfAlliance) {
    node('IF NONE: the Treaty of Alliance has not been played (after the Treaty only)');
    return null;
  }
  if (!canPay(board, F, FRENCH_MUSTER_COST, mode)) {
    node(`IF NONE: too few French Resources to pay ${FRENCH_MUSTER_COST}`, '8.1');
    return null;
  }
  const available = board.available.frenchRegular;
  const count = Math.min(FRENCH_MUSTER_MAX_REGULARS, available);
  if (count === 0) {
    node('IF NONE: no French Regular Available to place');
    return null;
  }
  const stroke = strokeLeaderToInvolve(board, F);
  const leaderSpace = stroke === 'available' ? null : stroke;
  const open = (s: SpaceId): boolean => (leaderSpace === null || s === leaderSpace) && mayExecuteIn(board, { faction: F, mode, selected: [], command: 'muster' }, s);
  if (leaderSpace) node(`Brilliant Stroke: the Limited Muster must involve the Leader, in ${spaceName(leaderSpace)}`, '8.3.7');
  const regulars = piecesText(count, 'frenchRegular');
  if (available < 4 && controlOf(board, 'WestIndies') !== 'rebellion') {
    if (!open('WestIndies')) {
      node(`IF NONE: ${available} French Regulars Available and the West Indies not under Rebellion Control, but the West Indies may not be selected`);
      return null;
    }
    node(`${available} French Regulars Available (fewer than 4) and the West Indies not under Rebellion Control: place ${regulars} in the West Indies`);
    return { space: 'WestIndies', count };
  }
  const candidates = frenchMusterSpaces(board).filter((s) => s !== 'WestIndies' && open(s));
  const space = bestSpace(ctx, candidates, (s) => [piecesAt(board, s).continental > 0 ? 1 : 0], MUSTER_PURPOSES.space);
  const why = available < 4 ? 'the West Indies under Rebellion Control' : `${available} French Regulars Available`;
  if (space === null) {
    node(`IF NONE: ${why}, and no City or Colony under Rebellion Control may be selected`);
    return null;
  }
  const continentals = piecesAt(board, space).continental;
  node(
    `${why}: place ${regulars} in ${spaceName(space)} (a City or Colony under Rebellion Control${continentals > 0 ? ', with Continentals' : ', none with Continentals'}; candidates: ${candidates.map(spaceName).join(', ')})`,
  );
  return { space, count };
}

/**
 * What {@link planFrenchMuster} reads of the state besides its board ({@link PlanReads}): the Treaty of
 * Alliance, the options but the dice, the Brilliant Stroke's Leader requirement (8.3.7) and the spaces the
 * Special Activity closed to the Muster (4.1.1).
 */
const READS: PlanReads = (state) => [state.treatyOfAlliance, planOptions(state.options), strokeLeaderToInvolve(planningState(state, F), F), closedByActivityText(state, F, 'muster')];

/** The Muster planned for the decision of `flow` in `mode`, from the board it started from: the plan `possible` made serves the Muster's decisions. */
function musterPlan(flow: Flow, mode: CommandMode): FrenchMusterPlan | null {
  return keptPlanReading(flow, F, 'frenchMuster', mode, () => planFrenchMuster(flow.ctx, planningState(flow.state, F), mode), READS);
}

/** Whether the flowchart's Muster can be executed (8.6.4 IF NONE → Hortalez). Writes the trace. */
export function musterPossible(flow: Flow, mode: CommandMode): boolean {
  const plan = musterPlan(flow, mode);
  if (plan !== null) flow.ctx.node(MUSTER_NODE, 'possible', RULE);
  return plan !== null;
}

/** The nearest frame of `kind` on the stack, or null. */
function frameOf<T>(state: GameState, kind: string): T | null {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === kind) return state.stack[i] as T;
  return null;
}

/** One decision of the engine's French Muster (`frenchMuster`): the space, the Regulars, no Fort (8.6.4). */
export const musterDecision: FlowHandler = (flow) => {
  const frame = frameOf<FrenchMusterFrame>(flow.state, 'frenchMuster');
  if (!frame) throw new Error('no French Muster under way');
  if (frame.phase === 'fort') {
    flow.ctx.node(MUSTER_NODE, 'no instruction to replace Regulars with a Patriot Fort: done', RULE);
    return plannedAction(flow, { faction: F, type: 'done' });
  }
  const plan = musterPlan(flow, frame.mode);
  if (plan === null) return randomFallback(flow, 'the Muster is under way, but the flowchart finds no Muster instruction to execute (8.6.4 IF NONE)');
  if (frame.phase === 'select') return plannedAction(flow, { faction: F, type: 'selectSpace', space: plan.space });
  const space = frame.selected[0];
  if (space !== plan.space) return randomFallback(flow, `the Muster under way selected ${spaceName(space)}, which the flowchart's Muster would not`);
  return plannedAction(flow, { faction: F, type: 'place', space, piece: 'frenchRegular', count: plan.count });
};

/** The French Leader's decision when Regulars are placed from Available by the Muster: he goes along (1.10, 8.1). */
export const musterLeaderDecision: FlowHandler = (flow) => {
  const frame = frameOf<FrenchCommandLeaderFrame>(flow.state, 'frenchCommandLeader');
  const host = factionHost(flow.state, F);
  if (!frame || frame.faction !== F || frame.from !== 'available' || host?.command !== 'muster')
    return randomFallback(flow, 'no French flowchart instruction for this Leader decision');
  flow.ctx.node(MUSTER_NODE, `the Available French Leader goes along with the Regulars placed in ${spaceName(frame.with)}`, '1.10, 8.1');
  return plannedAction(flow, { faction: F, type: 'moveLeader', to: frame.with });
};

/**
 * The host's decision after the Muster (8.6.4): if no Special Activity was used yet (and one may
 * accompany it), Skirmish outside the Muster space, else Préparer la Guerre, else Naval Pressure;
 * otherwise done.
 */
export const musterAfterCommand: FlowHandler = (flow) => {
  const host = factionHost(flow.state, F);
  const done = (why: string): Action => {
    flow.ctx.node(MUSTER_NODE, why, RULE);
    return plannedAction(flow, { faction: F, type: 'done' });
  };
  if (!host) return randomFallback(flow, 'no French Command under way');
  if (host.activity !== null) return done('a Special Activity was already used: done');
  if (!host.activityAllowed) return done('no Special Activity may accompany this Muster (Limited or granted): done');
  flow.ctx.node(MUSTER_NODE, `then Skirmish (not in ${host.commandSpaces.map(spaceName).join(', ')}), else Préparer la Guerre, else Naval Pressure`, RULE);
  return chooseFrenchActivity(flow, { order: 'skirmishFirst', excluded: host.commandSpaces, battleSpaces: [] }) ?? plannedAction(flow, { faction: F, type: 'done' });
};

/** F10 Muster as a French Command of the flowchart. */
export const MUSTER: FrenchCommand = {
  command: 'muster',
  node: MUSTER_NODE,
  possible: musterPossible,
  handlers: { frenchMuster: musterDecision, frenchCommandLeader: musterLeaderDecision },
  afterCommand: musterAfterCommand,
};
