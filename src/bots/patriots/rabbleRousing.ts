/**
 * P11 Rabble-Rousing (8.5.3): the Non-Player Patriot Rabble-Rousing in every space it can shift toward
 * Active Opposition, Persuasion at once when Patriot Resources reach 0, then Partisans, else Skirmish,
 * else Persuasion.
 *
 * The spaces are planned from the board the Command started from ({@link planningState}) by
 * {@link planRabbleRousing}: every space where Rabble-Rousing may be executed (3.3.4) and that can
 * shift toward Active Opposition (not there yet, Population above 0), Active Support first, within
 * that the highest Population (8.1.3, ties by 8.2); one space in a Limited Command (2.3.5). Each
 * decision of the engine's `patriotsRabbleRousing` frame selects the next space the Patriots can pay
 * for; when Patriot Resources have reached 0, Persuasion first (8.5.3's first bullet) if no Special
 * Activity was used; with no Resources left, done.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { SPACES } from '../../data/map';
import { spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { mayExecuteIn } from '../../flow/restriction';
import { canPay } from '../../rules/commands/common';
import { canRabbleRouse, type PatriotsRabbleRousingFrame } from '../../rules/commands/patriots/rabbleRousing';
import { ACTIVE_OPPOSITION, ACTIVE_SUPPORT, shiftsToward } from '../../rules/procedures/support';
import { closedByActivityText, strokeLeaderToInvolve } from '../flowchartCommand';
import { orderSpaces, plannedAction, planningState, randomFallback, type Flow, type FlowHandler } from '../flowchart';
import type { DecisionContext } from '../policy';
import { closeCommand, patriotAfterCommand, persuasionAtZero } from './rally';
import type { PatriotCommand } from './plan';
import { keptPlanReading, type PlanReads } from '../planCache';
import { supportLevel } from '../../rules/board';

/** The node's name on the sheet. */
export const RABBLE_ROUSING_NODE = 'P11 Rabble-Rousing';

/** The purpose of the rolls ordering equal spaces (8.2), numbered `#1`, `#2`, … by {@link orderSpaces}. */
export const RABBLE_ROUSING_PURPOSE = 'P11 Rabble-Rousing: space (8.5.3)';

const P = 'patriots' as const;
const RULE = '8.5.3';

/**
 * Whether Rabble-Rousing in the space would shift it toward Active Opposition (8.5.3, P10): it may be
 * selected (3.3.4: Rebellion Control with a Patriot piece, or an Underground Militia) and it is not at
 * Active Opposition, with a Population above 0 (1.6.1). Pure.
 */
export function rabbleRousingShifts(state: GameState, space: SpaceId): boolean {
  return canRabbleRouse(state, space) && shiftsToward(state, space, ACTIVE_OPPOSITION) > 0;
}

/**
 * The spaces of the flowchart's Rabble-Rousing from `board` (the board it started from), in the order
 * it executes them (8.5.3): every space that shifts, Active Support first, within that the highest
 * Population; one space in a Limited Command; in a Patriot Brilliant Stroke whose Leader has not taken
 * part yet, only his space (8.3.7). Resources are not counted (the decisions stop when the Patriots
 * can no longer pay). Rolls only to break ties (8.2).
 */
export function planRabbleRousing(ctx: DecisionContext, board: GameState, mode: CommandMode): SpaceId[] {
  const at = strokeLeaderToInvolve(board, P);
  const candidates = SPACE_IDS.filter(
    (s) =>
      (at === null || at === 'available' || s === at) &&
      mayExecuteIn(board, { faction: P, mode, selected: [], command: 'rabbleRousing' }, s) &&
      rabbleRousingShifts(board, s),
  );
  const score = (s: SpaceId): number[] => [supportLevel(board, s) === ACTIVE_SUPPORT ? 1 : 0, SPACES[s].population];
  return orderSpaces(ctx, candidates, score, RABBLE_ROUSING_PURPOSE, mode.limited ? 1 : Infinity);
}

/** What {@link planRabbleRousing} reads of the state besides its board ({@link PlanReads}): the Brilliant Stroke's Leader requirement (8.3.7) and the spaces the Special Activity closed to it (4.1.1). */
const READS: PlanReads = (state) => [strokeLeaderToInvolve(planningState(state, P), P), closedByActivityText(state, P, 'rabbleRousing')];

/**
 * Whether the flowchart's Rabble-Rousing would execute at least one instruction now, in `mode` (8.5.3
 * "IF NONE", P10, 8.1): a space can be paid for and some space can shift toward Active Opposition.
 * Rolls nothing.
 */
export function rabbleRousingPossible(flow: Flow, mode: CommandMode): boolean {
  const { ctx, state } = flow;
  if (!canPay(state, P, 1, mode)) {
    ctx.node(RABBLE_ROUSING_NODE, 'IF NONE: too few Resources to select a Rabble-Rousing space', '8.1');
    return false;
  }
  const at = strokeLeaderToInvolve(state, P);
  const spaces = SPACE_IDS.filter(
    (s) =>
      (at === null || at === 'available' || s === at) &&
      mayExecuteIn(state, { faction: P, mode, selected: [], command: 'rabbleRousing' }, s) &&
      rabbleRousingShifts(state, s),
  );
  if (spaces.length === 0) {
    ctx.node(RABBLE_ROUSING_NODE, 'IF NONE: no space where Rabble-Rousing can shift toward Active Opposition', RULE);
    return false;
  }
  ctx.node(RABBLE_ROUSING_NODE, `possible: Rabble-Rousing can shift ${spaces.map(spaceName).join(', ')} toward Active Opposition`, RULE);
  return true;
}

/** The nearest `patriotsRabbleRousing` frame on the stack. */
function rabbleFrame(state: GameState): PatriotsRabbleRousingFrame {
  for (let i = state.stack.length - 1; i >= 0; i--)
    if (state.stack[i].kind === 'patriotsRabbleRousing') return state.stack[i] as PatriotsRabbleRousingFrame;
  throw new Error('no Patriot Rabble-Rousing under way');
}

/** One decision of the engine's Rabble-Rousing (`patriotsRabbleRousing`): the next planned space, Persuasion at 0 Resources, or done (8.5.3). */
export const rabbleRousingDecision: FlowHandler = (flow) => {
  const frame = rabbleFrame(flow.state);
  const order = keptPlanReading(flow, P, 'patriotsRabbleRousing', frame.mode, () => planRabbleRousing(flow.ctx, planningState(flow.state, P), frame.mode), READS);
  const step = (text: string): void => flow.ctx.node(RABBLE_ROUSING_NODE, text, RULE);
  const act = (a: Omit<Action, 'faction'>): Action => plannedAction(flow, { faction: P, ...a } as Action);
  const astray = frame.selected.filter((s) => !order.includes(s));
  if (astray.length > 0)
    return randomFallback(flow, `the Rabble-Rousing under way selected ${astray.map(spaceName).join(', ')}, which the flowchart's would not`);
  const persuasion = frame.selected.length > 0 ? persuasionAtZero(flow, RABBLE_ROUSING_NODE, RULE, frame.mode) : null;
  if (persuasion) return persuasion;
  const left = order.filter((s) => !frame.selected.includes(s));
  if (left.length === 0) {
    if (frame.selected.length === 0) return randomFallback(flow, 'Rabble-Rousing was chosen, but no space can shift toward Active Opposition (8.5.3 IF NONE)');
    return closeCommand(flow, RABBLE_ROUSING_NODE, RULE, 'every space that can shift toward Active Opposition is done: done');
  }
  if (!canPay(flow.state, P, 1, frame.mode)) {
    if (frame.selected.length === 0) return randomFallback(flow, 'Rabble-Rousing was chosen, but the Patriots cannot pay for a space');
    return closeCommand(flow, RABBLE_ROUSING_NODE, RULE, `no Resources left for ${left.map(spaceName).join(', ')}: done`);
  }
  const next = left[0];
  step(`Rabble-Rousing in ${spaceName(next)} (${supportLevel(flow.state, next) === ACTIVE_SUPPORT ? 'Active Support, ' : ''}Population ${SPACES[next].population})`);
  return act({ type: 'selectSpace', space: next });
};

/**
 * The host's decision after Rabble-Rousing (8.5.3's last paragraph): if no Special Activity was used
 * (no Persuasion at 0 Resources) and one may accompany it, Partisans, else Skirmish, else Persuasion
 * (8.5.1); otherwise done.
 */
export const rabbleRousingAfterCommand: FlowHandler = (flow) => patriotAfterCommand(flow, RABBLE_ROUSING_NODE, RULE, 'Rabble-Rousing');

/** P11 Rabble-Rousing as a Patriot Command of the flowchart. */
export const RABBLE_ROUSING: PatriotCommand = {
  command: 'rabbleRousing',
  node: RABBLE_ROUSING_NODE,
  possible: rabbleRousingPossible,
  handlers: { patriotsRabbleRousing: rabbleRousingDecision },
  afterCommand: rabbleRousingAfterCommand,
};
