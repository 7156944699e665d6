/**
 * F7 French Agent Mobilization (8.6.2, before the Treaty of Alliance): two Militia or, if that is not
 * possible, one Continental, in one of Quebec, New York, New Hampshire and Massachusetts (3.5.1: not at
 * Active Support) — first where they add most Rebellion Control, then where most Patriot units stand
 * already (8.1.3; ties by 8.2). Then Préparer la Guerre (F8, 8.6.1). IF NONE (no Province to select,
 * nothing Available to place, or no Resource to pay): Roderigue Hortalez et Cie — the turn routes,
 * {@link agentMobilizationPossible} says false.
 *
 * Rulings (docs/rulings.md, "Non-Player French (8.6)"):
 * - The pieces: two Militia when two are Available, else one Continental when one is, else the one
 *   Militia Available (8.1.1, to the maximum extent); nothing Available means no Agent Mobilization.
 * - "Most Rebellion Control": a Province where the pieces give Rebellion Control first, within that the
 *   most Population brought under it (as 8.6.10 counts Control); then most Patriot units (Continentals
 *   and Militia; Forts are not units).
 * The plan is made from the board the Command started from ({@link planningState}), so its two
 * decisions (the Province, the pieces) follow the same plan.
 * @module
 */
import { copyWith } from '../../core/pathCopy';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { SPACES } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { mayExecuteIn } from '../../flow/restriction';
import { computeControl, controlOf, piecesAt } from '../../rules/board';
import { canPay } from '../../rules/commands/common';
import { AGENT_MOBILIZATION_COST, agentMobilizationSpaces, type FrenchAgentMobilizationFrame } from '../../rules/commands/french/agentMobilization';
import type { DecisionContext } from '../policy';
import { bestSpace, factionHost, planningState, plannedAction, randomFallback, type Flow, type FlowHandler } from '../flowchart';
import { chooseFrenchActivity } from './activities';
import type { FrenchCommand } from './plan';

const F = 'french' as const;
const RULE = '8.6.2';

/** The node's name on the sheet. */
export const AGENT_MOBILIZATION_NODE = 'F7 French Agent Mobilization';

/** The purposes of Agent Mobilization's rolls, stable across its decisions. */
export const AGENT_MOBILIZATION_PURPOSES = Object.freeze({
  space: 'F7 Agent Mobilization: Province (8.6.2)',
});

/** The pieces Agent Mobilization places (8.6.2): the engine's `place` piece and count. */
export interface MobilizationPieces {
  readonly piece: 'militia' | 'continental';
  readonly count: number;
}

/** A whole Agent Mobilization: the Province and the pieces. */
export interface AgentMobilizationPlan {
  readonly space: SpaceId;
  readonly pieces: MobilizationPieces;
}

/** Two Militia if Available, else one Continental, else the one Militia Available; null when nothing is Available. Pure. */
export function mobilizationPieces(state: GameState): MobilizationPieces | null {
  if (state.available.militia >= 2) return { piece: 'militia', count: 2 };
  if (state.available.continental > 0) return { piece: 'continental', count: 1 };
  if (state.available.militia > 0) return { piece: 'militia', count: 1 };
  return null;
}

/** Patriot units in the space (Continentals and Militia; Forts are not units). Pure. */
const patriotUnits = (state: GameState, space: SpaceId): number => {
  const p = piecesAt(state, space);
  return p.continental + p.militiaUnderground + p.militiaActive;
};

/** Whether placing the pieces gives the space Rebellion Control it lacks (1.7). Pure. */
function addsRebellionControl(state: GameState, space: SpaceId, pieces: MobilizationPieces): boolean {
  const p = piecesAt(state, space);
  const kind: SpacePiece = pieces.piece === 'militia' ? 'militiaUnderground' : 'continental';
  return controlOf(state, space) !== 'rebellion' && computeControl(copyWith(p, { [kind]: p[kind] + pieces.count })) === 'rebellion';
}

/**
 * The whole Agent Mobilization (8.6.2) from `board` among `candidates` (the Provinces it may select),
 * or null when nothing can be placed or no Province is open. Writes the trace.
 */
export function planAgentMobilization(ctx: DecisionContext, board: GameState, candidates: readonly SpaceId[]): AgentMobilizationPlan | null {
  const node = (text: string): void => ctx.node(AGENT_MOBILIZATION_NODE, text, RULE);
  const pieces = mobilizationPieces(board);
  if (pieces === null) {
    node('IF NONE: no Militia and no Continental Available to place');
    return null;
  }
  if (candidates.length === 0) {
    node('IF NONE: none of Quebec, New York, New Hampshire and Massachusetts may be selected (Active Support, or none allowed)');
    return null;
  }
  const score = (s: SpaceId): number[] => {
    const adds = addsRebellionControl(board, s, pieces);
    return [adds ? 1 : 0, adds ? SPACES[s].population : 0, patriotUnits(board, s)];
  };
  const space = bestSpace(ctx, candidates, score, AGENT_MOBILIZATION_PURPOSES.space)!;
  const [adds] = score(space);
  const what = piecesText(pieces.count, pieces.piece === 'militia' ? 'militiaUnderground' : 'continental');
  const whyPieces = pieces.piece === 'continental' ? ' (two Militia not Available)' : pieces.count === 1 ? ' (only one Militia and no Continental Available)' : '';
  node(
    `place ${what}${whyPieces} in ${spaceName(space)} (${adds ? `adds Rebellion Control, Population ${SPACES[space].population}` : 'adds no Rebellion Control'}; ` +
      `${patriotUnits(board, space)} Patriot units there; candidates: ${candidates.map(spaceName).join(', ')})`,
  );
  return { space, pieces };
}

/** The Provinces Agent Mobilization could select now in `mode` (3.5.1): before the Treaty, with the Resource to pay. Pure. */
function openProvinces(state: GameState, mode: CommandMode): SpaceId[] {
  if (state.treatyOfAlliance || !canPay(state, F, AGENT_MOBILIZATION_COST, mode)) return [];
  return agentMobilizationSpaces(state).filter((s) => mayExecuteIn(state, { faction: F, mode, selected: [], command: 'agentMobilization' }, s));
}

/** Whether the flowchart's Agent Mobilization can be executed (8.6.2 IF NONE → Hortalez). Writes the trace. */
export function agentMobilizationPossible(flow: Flow, mode: CommandMode): boolean {
  const { state, ctx } = flow;
  if (state.treatyOfAlliance) {
    ctx.node(AGENT_MOBILIZATION_NODE, 'IF NONE: the Treaty of Alliance has been played (before the Treaty only)', RULE);
    return false;
  }
  if (!canPay(state, F, AGENT_MOBILIZATION_COST, mode)) {
    ctx.node(AGENT_MOBILIZATION_NODE, 'IF NONE: too few French Resources to pay for it', '8.1');
    return false;
  }
  const plan = planAgentMobilization(ctx, state, openProvinces(state, mode));
  if (plan !== null) ctx.node(AGENT_MOBILIZATION_NODE, 'possible', RULE);
  return plan !== null;
}

/** The nearest `frenchAgentMobilization` frame on the stack. */
function mobilizationFrame(state: GameState): FrenchAgentMobilizationFrame {
  for (let i = state.stack.length - 1; i >= 0; i--)
    if (state.stack[i].kind === 'frenchAgentMobilization') return state.stack[i] as FrenchAgentMobilizationFrame;
  throw new Error('no French Agent Mobilization under way');
}

/** One decision of the engine's Agent Mobilization: the Province, then the pieces (8.6.2). */
export const agentMobilizationDecision: FlowHandler = (flow) => {
  const frame = mobilizationFrame(flow.state);
  const board = planningState(flow.state, F);
  if (frame.phase === 'select') {
    const offered = flow.legal.filter((a) => a.type === 'selectSpace').map((a) => a.space!);
    const plan = planAgentMobilization(flow.ctx, board, offered);
    if (plan === null) return randomFallback(flow, 'Agent Mobilization is under way, but the flowchart finds nothing to place');
    return plannedAction(flow, { faction: F, type: 'selectSpace', space: plan.space });
  }
  const space = frame.selected[0];
  const pieces = mobilizationPieces(board);
  if (pieces === null) return plannedAction(flow, { faction: F, type: 'done' });
  flow.ctx.node(AGENT_MOBILIZATION_NODE, `in ${spaceName(space)}: place ${piecesText(pieces.count, pieces.piece === 'militia' ? 'militiaUnderground' : 'continental')}`, RULE);
  return plannedAction(flow, { faction: F, type: 'place', space, piece: pieces.piece, count: pieces.count });
};

/** The host's decision after Agent Mobilization: Préparer la Guerre before the Treaty (F8, 8.6.2, 8.6.1), else done. */
export const agentMobilizationAfterCommand: FlowHandler = (flow) => {
  const host = factionHost(flow.state, F);
  const done = (why: string): Action => {
    flow.ctx.node(AGENT_MOBILIZATION_NODE, why, RULE);
    return plannedAction(flow, { faction: F, type: 'done' });
  };
  if (!host) return randomFallback(flow, 'no French Command under way');
  if (host.activity !== null) return done('a Special Activity was already used: done');
  if (!host.activityAllowed) return done('no Special Activity may accompany this Agent Mobilization (Limited or granted): done');
  flow.ctx.node(AGENT_MOBILIZATION_NODE, 'then Préparer la Guerre', RULE);
  return chooseFrenchActivity(flow, { order: 'beforeTreaty', excluded: [], battleSpaces: [] }) ?? plannedAction(flow, { faction: F, type: 'done' });
};

/** F7 French Agent Mobilization as a French Command of the flowchart. */
export const AGENT_MOBILIZATION: FrenchCommand = {
  command: 'agentMobilization',
  node: AGENT_MOBILIZATION_NODE,
  possible: agentMobilizationPossible,
  handlers: { frenchAgentMobilization: agentMobilizationDecision },
  afterCommand: agentMobilizationAfterCommand,
};
