/**
 * I4 Raid (8.7.1): the Non-Player Indians Raid up to three Colonies, Plunder (else Trade) if their
 * Resources fall to 0 during the Raid, and War Path (else Trade) after it when no Special Activity was
 * used.
 *
 * The Raid is planned from the board it started from ({@link planningState}) by {@link planRaid},
 * target by target (8.1.3, ties by 8.2):
 * - candidates: Colonies at Opposition with an Underground War Party there or one that may Raid-move
 *   in (adjacent, or two spaces from Dragging Canoe's space, 1.10), the Raid space limit of the mode
 *   and a grant's restriction allowing;
 * - first where Plunder will be possible after the Raid movement (more War Parties than Rebellion
 *   pieces once the War Party planned for it has moved in), then elsewhere; within each the highest
 *   Population;
 * - into each target without an Underground War Party, or where War Parties do not outnumber Rebellion
 *   pieces, one Underground War Party moves in, from the adjacent space (or Dragging Canoe's) with the
 *   most War Parties (ties 8.2), never the last War Party of a Village space nor the Underground War
 *   Party an earlier target keeps for its own Raid; a target that needs a War Party and can get none is
 *   not a candidate.
 *
 * Each decision of the engine's `indiansRaid` frame re-plans from the same board with the same rolls and
 * emits the plan's next action in the engine's order: the targets in priority order while the Indians
 * can pay (8.1), the moves in selection order, then `done`. When the Indian Resources have fallen to 0
 * during the Raid and no Special Activity was used, the Plunder (else Trade) is begun at the first
 * decision where the engine offers it (between spaces, before `done`: src/flow/host.ts). After the Raid,
 * with no Special Activity yet, War Path (Trade at 0 Resources), else Trade ({@link chooseIndianActivity}).
 * A Non-Player's Leader is never taken along: he follows the largest group at the end (8.1, the engine's
 * `leaderFollow`).
 *
 * Rulings (docs/rulings.md, "Non-Player Indians (8.7)", "I4 Raid").
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { PROVINCES, SPACES, isColony } from '../../data/map';
import type { SpaceId } from '../../data/ids';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { restrictionAllows, spaceLimit } from '../../flow/restriction';
import { countRebellion, countWarParties, piecesAt, supportLevel } from '../../rules/board';
import { canPlunder } from '../../rules/specialActivities/indians';
import { draggingCanoeAt, MAX_RAID_PROVINCES, raidOrigins, type IndiansRaidFrame } from '../../rules/commands/indians/raid';
import { bestSpace, factionHost, findLegal, planningState, randomFallback, type Flow } from '../flowchart';
import { planPerDecision } from '../commandPlans';
import { strokeLeaderToInvolve } from '../flowchartCommand';
import type { DecisionContext } from '../policy';
import { chooseIndianActivity, plunderOrTrade } from './activities';
import type { IndianCommand } from './plan';

/** The node's name on the sheet. */
export const RAID_NODE = 'I4 Raid';
const RULE = '8.7.1';
const I = 'indians' as const;

/** The purposes of the Raid's rolls (8.2 ties), stable across its decisions. */
export const RAID_PURPOSES = Object.freeze({
  target: (n: number) => `I4 Raid: target #${n} (8.7.1)`,
  origin: (to: SpaceId) => `I4 Raid: origin of the War Party into ${spaceName(to)} (8.7.1)`,
});

/** One Raid target as planned. */
export interface RaidTarget {
  readonly space: SpaceId;
  /** Where its Underground War Party moves in from, or null (none moves in). */
  readonly from: SpaceId | null;
  /** Whether Plunder is possible there after the movement (more War Parties than Rebellion pieces). */
  readonly plunder: boolean;
}

/** A whole Raid as the flowchart executes it (8.7.1): the targets in priority order. */
export interface RaidPlan {
  readonly targets: readonly RaidTarget[];
}

/** The counts a plan keeps while choosing targets: the board after the moves planned so far. */
class RaidBoard {
  readonly ug = new Map<SpaceId, number>();
  readonly wp = new Map<SpaceId, number>();
  /** Underground War Parties that have not moved (a War Party moves once, 3.4.4). */
  readonly unmoved = new Map<SpaceId, number>();
  /** Underground War Parties kept in place by a chosen target for its own Raid. */
  readonly kept = new Map<SpaceId, number>();
  constructor(readonly state: GameState) {
    for (const p of PROVINCES) {
      const pieces = piecesAt(state, p);
      this.ug.set(p, pieces.warPartyUnderground);
      this.wp.set(p, countWarParties(pieces));
      this.unmoved.set(p, pieces.warPartyUnderground);
    }
  }
  /** Underground War Parties that may still move out of `s`. */
  spare(s: SpaceId): number {
    const village = piecesAt(this.state, s).village > 0;
    const byVillage = village ? this.wp.get(s)! - 1 : Infinity;
    return Math.max(0, Math.min(this.unmoved.get(s)!, this.ug.get(s)! - (this.kept.get(s) ?? 0), byVillage));
  }
  move(from: SpaceId, to: SpaceId): void {
    const dec = (m: Map<SpaceId, number>, s: SpaceId, n: number): void => void m.set(s, m.get(s)! + n);
    dec(this.ug, from, -1);
    dec(this.wp, from, -1);
    dec(this.unmoved, from, -1);
    dec(this.ug, to, 1);
    dec(this.wp, to, 1);
  }
}

/** What a candidate target would be on the plan's board: its origins, whether a War Party moves in, Plunder after. */
interface Candidate {
  space: SpaceId;
  origins: SpaceId[];
  move: boolean;
  plunder: boolean;
}

function candidateOf(board: RaidBoard, space: SpaceId, dcAt: SpaceId | 'available'): Candidate | null {
  const state = board.state;
  const p = piecesAt(state, space);
  if (!isColony(space) || supportLevel(state, space) >= 0) return null;
  const inPlace = board.ug.get(space)! > 0;
  const origins = raidOrigins(state, space, dcAt).filter((o) => o !== space && board.spare(o) > 0);
  if (!inPlace && origins.length === 0) return null;
  const reb = countRebellion(p);
  const move = origins.length > 0 && (!inPlace || board.wp.get(space)! <= reb);
  return { space, origins, move, plunder: board.wp.get(space)! + (move ? 1 : 0) > reb };
}

/**
 * 8.3.7: the Brilliant Stroke's Leader still to involve — his space (a target, or a War Party moving out
 * of it must involve him), `available` (no Raid can), or null (no requirement).
 */
function leaderToInvolve(state: GameState): SpaceId | 'available' | null {
  return strokeLeaderToInvolve(state, I);
}

/**
 * The Raid 8.7.1 makes from the board `start` in `mode`: up to three targets (one when Limited, a
 * grant's restriction and maximum), each with the War Party that moves in. Writes the trace. Pure but
 * for the trace and the rolls.
 */
export function planRaid(ctx: DecisionContext, start: GameState, mode: CommandMode): RaidPlan {
  const board = new RaidBoard(start);
  const dcAt = draggingCanoeAt(start);
  const limit = Math.min(MAX_RAID_PROVINCES, spaceLimit(mode));
  let involve = leaderToInvolve(start);
  const targets: RaidTarget[] = [];
  while (targets.length < limit) {
    const taken = new Set(targets.map((t) => t.space));
    let candidates = PROVINCES.filter((p) => !taken.has(p) && restrictionAllows(mode.restriction, p))
      .map((p) => candidateOf(board, p, dcAt))
      .filter((c): c is Candidate => c !== null);
    if (involve !== null) {
      const at = involve;
      candidates = candidates
        .filter((c) => c.space === at || c.origins.includes(at as SpaceId))
        .map((c) => (c.space === at ? c : { ...c, origins: [at as SpaceId], move: true, plunder: board.wp.get(c.space)! + 1 > countRebellion(piecesAt(start, c.space)) }));
    }
    const byId = new Map(candidates.map((c) => [c.space, c]));
    const pick = bestSpace(ctx, [...byId.keys()], (s) => [byId.get(s)!.plunder ? 1 : 0, SPACES[s].population], RAID_PURPOSES.target(targets.length + 1));
    if (pick === null) break;
    const c = byId.get(pick)!;
    let from: SpaceId | null = null;
    if (c.move) {
      from = bestSpace(ctx, c.origins, (o) => [board.wp.get(o)!], RAID_PURPOSES.origin(pick));
      board.move(from!, pick);
    } else board.kept.set(pick, (board.kept.get(pick) ?? 0) + 1);
    if (involve !== null && (pick === involve || from === involve)) involve = null;
    targets.push({ space: pick, from, plunder: c.plunder });
    const why = `${c.plunder ? 'Plunder possible after the Raid movement' : 'no Plunder possible there'}, Population ${SPACES[pick].population}`;
    const move =
      from === null
        ? 'its own Underground War Party Raids'
        : `1 Underground War Party moves in from ${spaceName(from)} (${piecesAt(start, pick).warPartyUnderground === 0 ? 'none there' : 'War Parties do not outnumber Rebellion pieces there'})`;
    ctx.node(RAID_NODE, `Raid ${spaceName(pick)} (${why}): ${move}`, RULE);
  }
  if (targets.length === 0)
    ctx.node(RAID_NODE, involve === null ? 'no Colony at Opposition with or next to an Underground War Party that can Raid' : 'no Raid can involve the Indian Leader (8.3.7)', RULE);
  return { targets };
}

/** The Raid planned for the decision of `flow` in `mode`, from the board it started from (8.1). */
export const raidPlan: (flow: Flow, mode: CommandMode) => RaidPlan = planPerDecision(
  'indiansRaid',
  (flow, mode) => planRaid(flow.ctx, planningState(flow.state, I), mode),
  // Besides the board it starts from: only the Brilliant Stroke's Leader requirement.
  (state) => [leaderToInvolve(planningState(state, I))],
);

// ---------------------------------------------------------------------------------------------
// The decisions

/** The next action of the plan at the Raid's decision, read from the frame's progress (null: nothing left to do). */
export function nextRaidAction(flow: Flow, frame: IndiansRaidFrame, plan: RaidPlan): Action | null {
  if (frame.lastMove < 0)
    for (const t of plan.targets) {
      if (frame.selected.includes(t.space)) continue;
      const select = findLegal(flow, { faction: I, type: 'selectSpace', space: t.space });
      if (select) return select;
    }
  for (let i = frame.lastMove + 1; i < frame.selected.length; i++) {
    const to = frame.selected[i];
    const t = plan.targets.find((x) => x.space === to);
    if (!t?.from || frame.received.includes(to)) continue;
    const move = findLegal(flow, { faction: I, type: 'move', from: t.from, to, piece: 'warPartyUnderground', count: 1 });
    if (move) return move;
  }
  return findLegal(flow, { faction: I, type: 'done' });
}

function describe(a: Action): string {
  switch (a.type) {
    case 'selectSpace':
      return `select ${spaceName(a.space!)} (1 Resource unless free)`;
    case 'move':
      return `${piecesText(1, 'warPartyUnderground')} moves from ${spaceName(a.from!)} into ${spaceName(a.to as SpaceId)}`;
    default:
      return 'every target holds an Underground War Party: Raid';
  }
}

/** Whether the Indian Resources fell to 0 during the Raid with no Special Activity yet (8.7.1's fourth bullet). */
function resourcesFellToZero(flow: Flow, frame: IndiansRaidFrame): boolean {
  const host = factionHost(flow.state, I);
  return (
    !frame.mode.free &&
    host?.activity === null &&
    frame.selected.length > 0 &&
    planningState(flow.state, I).resources.indians > 0 &&
    flow.state.resources.indians === 0 &&
    flow.legal.some((a) => a.type === 'specialActivity')
  );
}

/**
 * Whether Plunder is not possible now but will be once the planned War Parties have moved in (a selected
 * target the plan makes Plunderable still awaits its War Party), the Patriots having Resources to take.
 */
function plunderAfterMoves(state: GameState, frame: IndiansRaidFrame, plan: RaidPlan): boolean {
  if (state.resources.patriots === 0 || frame.selected.some((s) => canPlunder(state, s, frame.selected))) return false;
  return plan.targets.some((t) => t.plunder && t.from !== null && frame.selected.indexOf(t.space) > frame.lastMove && !frame.received.includes(t.space));
}

/** The `indiansRaid` decision: Plunder (else Trade) once Resources fell to 0, else the plan's next action. */
function raidDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as IndiansRaidFrame;
  const plan = raidPlan(flow, frame.mode);
  if (resourcesFellToZero(flow, frame)) {
    if (plunderAfterMoves(flow.state, frame, plan))
      flow.ctx.node('I5 Plunder', 'Indian Resources fell to 0 during the Raid; Plunder will be possible once the War Parties have moved in: the moves first', RULE);
    else {
      const sa = plunderOrTrade(flow, frame.selected);
      if (sa) return sa;
    }
  }
  const next = nextRaidAction(flow, frame, plan);
  if (next) {
    flow.ctx.node(RAID_NODE, describe(next), RULE);
    return next;
  }
  // The plan has nothing the engine allows (a grant that requires more, or a move a Special Activity undid).
  return randomFallback(flow, plan.targets.length === 0 ? 'the Raid has no target the flowchart would select' : 'the Raid cannot go on as planned');
}

/** After the Raid: War Path (Trade at 0 Resources), else Trade, unless a Special Activity was used during it (8.7.1). */
function afterRaid(flow: Flow): Action {
  const host = factionHost(flow.state, I);
  const done: Action = { faction: I, type: 'done' };
  if (host?.activity) {
    flow.ctx.node(RAID_NODE, `${host.activity === 'plunder' ? 'Plunder' : 'Trade'} was executed during the Raid: no other Special Activity`, RULE);
    return done;
  }
  return chooseIndianActivity(flow, { excluded: [] }) ?? done;
}

/**
 * Whether the flowchart can Raid in `mode` (8.7.1; 8.1 "Paying Resource Costs": a Resource per target
 * unless free): a target the plan selects and a Resource to pay for it. "If no Raid is possible" the
 * turn Gathers instead.
 */
function possible(flow: Flow, mode: CommandMode): boolean {
  const start = planningState(flow.state, I);
  if (!mode.free && start.resources.indians < 1) {
    flow.ctx.node(RAID_NODE, 'not possible: the Indians have no Resource to pay for a Raid (8.1)', RULE);
    return false;
  }
  return raidPlan(flow, mode).targets.length > 0;
}

/** I4 Raid (8.7.1) with I5 Plunder / I8 War Path / I11 Trade, as an {@link IndianCommand}. */
export const raid: IndianCommand = {
  command: 'raid',
  node: RAID_NODE,
  possible,
  handlers: { indiansRaid: raidDecision },
  afterCommand: afterRaid,
};
