/**
 * B5 Garrison (8.4.1): the Non-Player British Garrison, planned whole from the board after its Special
 * Activity and emitted in the engine's order.
 *
 * 1. The Special Activity first: Naval Pressure, else Skirmish ({@link chooseBritishActivity}), at the
 *    Garrison's first decision.
 * 2. The moves, bullet by bullet, within the origin limits (leave two more Royalist than Rebellion
 *    pieces in a British-Controlled origin; the last Regular only from Population 0 or Active Support;
 *    never into a City where the Skirmish was executed):
 *    - just enough Regulars to add British Control of Cities: first the City with most Rebellion pieces
 *      without a Patriot Fort, then New York City, then random (8.2);
 *    - then a Regular in each British-Controlled City without Active Support; then three British cubes
 *      in each British-Controlled City, first those with Underground Militia.
 * 3. The engine Activates the Militia; then the British displace the most Rebellion units, to a
 *    Province with most Opposition, then least Support, within that lowest Population.
 *
 * Rulings (docs/rulings.md, "Non-Player British (8.4)"):
 * - Origins (8.4.1 does not say where Regulars come from): the space with the most Regulars to spare
 *   first, ties by 8.2. A City without British Control is never an origin (it is the first bullet's
 *   concern), a space that receives Regulars is never an origin, and an origin City keeps what the
 *   second bullet would give it (a Regular without Active Support, three British cubes), so that no
 *   Regular leaves a City only for another to come in.
 * - The priorities among the Cities of one bullet decide only when the Regulars to spare cannot serve
 *   them all; when they can, the Cities are served in priority order, equal ones in map order (no roll).
 * - A Garrison cannot be aborted once chosen: if its Special Activity left no Regular able to move, the
 *   British end it at once (`done`, no move, no displacement); `possible` (asked before the Command is
 *   chosen) already requires a move on the board as it is then.
 * - A Limited Garrison (one City) moves into the first City the plan selects.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { Draft } from 'immer';
import { spaceIndex, type SpaceId, type SpacePiece } from '../../data/ids';
import { CITIES, isCity, isProvince, SPACES } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { computeControl, countBritishCubes, countRebellion, countRoyalist, isBlockaded, movePieces, piecesAt, supportLevel } from '../../rules/board';
import { canPay } from '../../rules/commands/common';
import { GARRISON_COST, GARRISON_FORBIDDEN_FNI, rebellionUnits, type BritishGarrisonFrame } from '../../rules/commands/british/garrison';
import { WITH_LEADER } from '../../rules/commands/british/shared';
import type { DecisionContext } from '../policy';
import { policyPick } from '../rolls';
import { bestSpace, factionHost, findLegal, FlowchartError, planningState, randomFallback, scratchBoard, type Flow } from '../flowchart';
import { keptPlanReading, type BoardPart, type PlanReads } from '../planCache';
import { chooseBritishActivity, navalPressureEffect, plannedBritishActivity } from './activities';
import { strokeLeaderToInvolve, type BritishCommand } from './plan';

const B = 'british' as const;
const NODE = 'B5 Garrison';
const RULE = '8.4.1';

/** Roll purposes of the Garrison's choices (part of the policy's public behaviour). */
export const GARRISON_PURPOSES = Object.freeze({
  control: 'B5 Garrison: City to Control (8.4.1)',
  oneRegular: 'B5 Garrison: City for a Regular (8.4.1)',
  threeCubes: 'B5 Garrison: City for three cubes (8.4.1)',
  origin: 'B5 Garrison: origin (8.4.1)',
  leader: "B5 Garrison: the Leader's group (8.1)",
  displaceFrom: 'B5 Garrison: City to displace from (8.4.1)',
  displaceTo: 'B5 Garrison: displacement destination (8.4.1)',
});

/** One planned move: `count` Regulars from `from` into the City `to`. */
export interface GarrisonMove {
  readonly to: SpaceId;
  readonly from: SpaceId;
  readonly count: number;
}

/** A planned Garrison: its moves in the engine's order (destinations in map order, origins in canonical order), and the move the Leader goes along with. */
export interface GarrisonPlan {
  readonly moves: readonly GarrisonMove[];
  /** The destination of the move from the Leader's space he goes along with (8.1), or null. */
  readonly leaderTo: SpaceId | null;
}

type Counts = Record<SpacePiece, number>;

/** The board as the plan changes it (a fork of the state, moved through the board interface), and which spaces received or gave Regulars. */
class Working {
  /** A writable fork of `state`: the plan's moves go through the board interface. */
  private readonly board: Draft<GameState>;
  readonly received = new Set<SpaceId>();
  readonly gave = new Set<SpaceId>();
  readonly moves: GarrisonMove[] = [];

  constructor(
    readonly state: GameState,
    /** The only origin allowed, if any (a Brilliant Stroke's Leader, 2.3.8). */
    readonly onlyFrom?: SpaceId,
  ) {
    this.board = scratchBoard(state);
  }

  /** The pieces in the space as the plan leaves them (read only). */
  p(s: SpaceId): Readonly<Counts> {
    return piecesAt(this.board, s);
  }

  britishControl(s: SpaceId): boolean {
    return computeControl(this.p(s)) === 'british';
  }

  /** The Regulars each space may give, as the board stands (a move forgets its two spaces'). */
  private readonly spares = new Map<SpaceId, number>();

  /** Regulars the space may give under 8.4.1's limits (and this module's origin ruling). */
  spare(s: SpaceId): number {
    let n = this.spares.get(s);
    if (n === undefined) this.spares.set(s, (n = this.spareNow(s)));
    return n;
  }

  private spareNow(s: SpaceId): number {
    if (s === 'WestIndies' || isBlockaded(this.state, s) || this.received.has(s)) return 0;
    if (this.onlyFrom !== undefined && s !== this.onlyFrom) return 0;
    const p = this.p(s);
    const regs = p.britishRegular;
    if (regs === 0) return 0;
    const controlled = this.britishControl(s);
    if (isCity(s) && !controlled) return 0;
    const support = supportLevel(this.state, s);
    let cap = regs;
    if (controlled) cap = Math.min(cap, countRoyalist(p) - countRebellion(p) - 2);
    if (!(SPACES[s].population === 0 || support === 2)) cap = Math.min(cap, regs - 1);
    if (isCity(s) && controlled) {
      if (support < 2) cap = Math.min(cap, regs - 1);
      cap = Math.min(cap, countBritishCubes(p) - 3);
    }
    return Math.max(0, cap);
  }

  /** The Regulars all spaces may give, as the board stands (null: not yet summed). */
  private spareTotal: number | null = null;

  /** The Regulars all spaces but `except` may give. */
  supply(except?: SpaceId): number {
    if (this.spareTotal === null) {
      let n = 0;
      for (const s of ORIGIN_SPACES) n += this.spare(s);
      this.spareTotal = n;
    }
    return except === undefined ? this.spareTotal : this.spareTotal - this.spare(except);
  }

  /** Moves `n` Regulars into `to` from the origins with most to spare first (ties 8.2); returns how many moved. */
  bring(ctx: DecisionContext, to: SpaceId, n: number): number {
    let moved = 0;
    while (moved < n) {
      const origins = ORIGIN_SPACES.filter((s) => s !== to && this.spare(s) > 0);
      const from = bestSpace(ctx, origins, (s) => [this.spare(s)], GARRISON_PURPOSES.origin);
      if (from === null) break;
      const count = Math.min(this.spare(from), n - moved);
      const before = this.spare(from) + this.spare(to);
      movePieces(this.board, from, to, 'britishRegular', count);
      this.gave.add(from);
      this.received.add(to);
      // A space's spare reads only its own pieces and whether it received: only these two change.
      this.spares.delete(from);
      this.spares.delete(to);
      if (this.spareTotal !== null) this.spareTotal += this.spare(from) + this.spare(to) - before;
      this.moves.push({ to, from, count });
      moved += count;
    }
    return moved;
  }
}

const ORIGIN_SPACES: readonly SpaceId[] = Object.freeze([...(Object.keys(SPACES) as SpaceId[])].sort((a, b) => spaceIndex(a) - spaceIndex(b)));

/** Regulars needed to give a City British Control (0 when it has it). */
function controlNeed(w: Working, c: SpaceId): number {
  const p = w.p(c);
  return w.britishControl(c) ? 0 : Math.max(1, countRebellion(p) - countRoyalist(p) + 1);
}

/**
 * Serves the Cities of one bullet: each `need(c)` Regulars (all or none when `whole`). When the
 * Regulars to spare serve them all, in priority order (equal ones in map order); otherwise one at a
 * time by priority, ties by 8.2 (`purpose`). Returns the Cities served.
 */
function serve(ctx: DecisionContext, w: Working, cities: SpaceId[], score: (c: SpaceId) => number[], need: (c: SpaceId) => number, whole: boolean, purpose: string): SpaceId[] {
  const served: SpaceId[] = [];
  const feasible = (c: SpaceId): boolean => need(c) > 0 && (!whole || w.supply(c) >= need(c)) && w.supply(c) > 0;
  let left = cities.filter(feasible);
  const total = left.reduce((n, c) => n + need(c), 0);
  if (total <= w.supply()) {
    const ordered = [...left].sort((a, b) => {
      const sa = score(a);
      const sb = score(b);
      for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i] - sa[i];
      return spaceIndex(a) - spaceIndex(b);
    });
    for (const c of ordered) if (w.bring(ctx, c, need(c)) > 0) served.push(c);
    return served;
  }
  while (left.length > 0) {
    const c = bestSpace(ctx, left, score, purpose)!;
    if (w.bring(ctx, c, need(c)) > 0) served.push(c);
    left = left.filter((x) => x !== c && feasible(x));
  }
  return served;
}

/** The Cities a Garrison may move Regulars into, by 8.4.1: not Blockaded, not where the Skirmish was executed. */
function openCities(state: GameState, closed: readonly SpaceId[]): SpaceId[] {
  return CITIES.filter((c) => !isBlockaded(state, c) && !closed.includes(c));
}

/**
 * The whole Garrison's moves planned on `board` (8.4.1's bullets in order), `closed` the Cities where
 * the Skirmish was executed; with `limited`, only the moves into the first City selected; `allowed`, when
 * given, the only Cities the Garrison may move into (a grant's restriction, a Brilliant Stroke's);
 * `onlyFrom`, when given, the only origin (a Brilliant Stroke's Leader's space). Writes the
 * trace. Pure but for the trace and the policy's rolls.
 */
export function planGarrison(
  ctx: DecisionContext,
  board: GameState,
  closed: readonly SpaceId[],
  limited = false,
  allowed?: readonly SpaceId[],
  onlyFrom?: SpaceId,
): GarrisonPlan {
  const w = new Working(board, onlyFrom);
  const open = openCities(board, closed).filter((c) => allowed === undefined || allowed.includes(c));
  const order: SpaceId[] = [];
  const take = (cities: SpaceId[]) => order.push(...cities.filter((c) => !order.includes(c)));

  // Bullet 1: just enough to add British Control.
  const uncontrolled = open.filter((c) => !w.britishControl(c));
  const fortless = (c: SpaceId): boolean => w.p(c).patriotFort === 0;
  const first = serve(
    ctx,
    w,
    uncontrolled,
    (c) => [fortless(c) ? 1 : 0, fortless(c) ? countRebellion(w.p(c)) : 0, c === 'NewYorkCity' ? 1 : 0],
    (c) => controlNeed(w, c),
    true,
    GARRISON_PURPOSES.control,
  );
  take(first);
  if (first.length > 0) ctx.node(NODE, `add British Control: ${first.map((c) => `${spaceName(c)} (${piecesText(regularsInto(w, c), 'britishRegular')})`).join(', ')}`, RULE);

  // Bullet 2: a Regular in each British-Controlled City without Active Support…
  const candidates = (): SpaceId[] => open.filter((c) => w.britishControl(c) && !w.gave.has(c));
  const second = serve(
    ctx,
    w,
    candidates().filter((c) => supportLevel(board, c) < 2 && w.p(c).britishRegular === 0),
    () => [],
    () => 1,
    true,
    GARRISON_PURPOSES.oneRegular,
  );
  take(second);
  if (second.length > 0) ctx.node(NODE, `one Regular in each British-Controlled City without Active Support: ${second.map(spaceName).join(', ')}`, RULE);

  // …then three British cubes in each, first where Underground Militia are.
  const third = serve(
    ctx,
    w,
    candidates(),
    (c) => [w.p(c).militiaUnderground > 0 ? 1 : 0],
    (c) => Math.max(0, 3 - countBritishCubes(w.p(c))),
    false,
    GARRISON_PURPOSES.threeCubes,
  );
  take(third);
  if (third.length > 0) ctx.node(NODE, `three British cubes in each British-Controlled City, Underground Militia first: ${third.map(spaceName).join(', ')}`, RULE);

  let moves = w.moves;
  if (limited && order.length > 0) {
    moves = moves.filter((m) => m.to === order[0]);
    ctx.node(NODE, `Limited: only ${spaceName(order[0])}`, '2.3.5');
  }
  // The engine's order: destinations in map order, each origin once per destination, canonical order.
  const merged = new Map<string, GarrisonMove>();
  for (const m of moves) {
    const key = `${m.to}|${m.from}`;
    const prev = merged.get(key);
    merged.set(key, { to: m.to, from: m.from, count: (prev?.count ?? 0) + m.count });
  }
  const sorted = [...merged.values()].sort((a, b) => spaceIndex(a.to) - spaceIndex(b.to) || spaceIndex(a.from) - spaceIndex(b.from));
  if (sorted.length === 0) ctx.node(NODE, 'no Regular can move under 8.4.1', RULE);
  else ctx.node(NODE, `moves: ${sorted.map((m) => `${m.count} from ${spaceName(m.from)} to ${spaceName(m.to)}`).join('; ')}`, RULE);
  return { moves: sorted, leaderTo: leaderGroup(ctx, board, sorted) };
}

function regularsInto(w: Working, c: SpaceId): number {
  return w.moves.filter((m) => m.to === c).reduce((n, m) => n + m.count, 0);
}

/**
 * 8.1's Leader movement: the British Leader follows the largest group of British units moving from, or
 * staying in, his space (equal groups: an equal-chance roll). The destination of that move, or null
 * when he stays (or is not in an origin).
 */
function leaderGroup(ctx: DecisionContext, board: GameState, moves: readonly GarrisonMove[]): SpaceId | null {
  const at = board.leaders.british.at;
  if (at === 'available' || at === null) return null;
  const out = moves.filter((m) => m.from === at);
  if (out.length === 0) return null;
  const p = piecesAt(board, at as SpaceId);
  const staying = countBritishCubes(p) - out.reduce((n, m) => n + m.count, 0);
  const groups: { to: SpaceId | null; size: number }[] = [...out.map((m) => ({ to: m.to, size: m.count })), { to: null, size: staying }];
  const largest = Math.max(...groups.map((g) => g.size));
  const tied = groups.filter((g) => g.size === largest);
  const pick = policyPick(ctx.dice, tied, GARRISON_PURPOSES.leader);
  ctx.node(
    NODE,
    pick.to === null
      ? `the British Leader stays in ${spaceName(at as SpaceId)} with the largest group (${largest})`
      : `the British Leader goes along with the largest group (${largest} Regulars) to ${spaceName(pick.to)}`,
    '8.1',
  );
  return pick.to;
}

/** planGarrison reads of the state only the board it plans from (and its arguments, in the key). */
const READS_BOARD_ONLY: PlanReads = () => [];

/** The parts of its board planGarrison reads besides the spaces: the British Leader's space (8.1). Not the Resources nor FNI, which its Naval Pressure changes. */
export const GARRISON_BOARD_READS: readonly BoardPart[] = Object.freeze(['leaders'] as const);

/** The board a British plan is made from in `state` (a British Command's start, else the state's own). */
const boardOfPlan = (state: GameState): object => factionHost(state, B)?.start ?? state;

/** The Cities where the Skirmish of this Garrison was executed (closed to its Regulars, 8.4.1). */
function skirmished(state: GameState): SpaceId[] {
  const host = factionHost(state, B);
  return host?.activity === 'skirmish' ? host.activitySpaces.filter(isCity) : [];
}

// ---------------------------------------------------------------------------------------------
// The decisions

const top = (state: GameState): BritishGarrisonFrame => state.stack[state.stack.length - 1] as BritishGarrisonFrame;

function legal(flow: Flow, wanted: Action, what: string): Action {
  const a = findLegal(flow, wanted);
  if (a === null) throw new FlowchartError(`B5 Garrison planned ${what}, which the engine does not offer`);
  return a;
}

/** The next move-phase action of the plan, read from the frame's progress. */
function nextMove(flow: Flow, frame: BritishGarrisonFrame, plan: GarrisonPlan): Action {
  const dests = [...new Set(plan.moves.map((m) => m.to))];
  const cur = frame.current;
  if (cur !== null) {
    if (!dests.includes(cur)) {
      // A Limited Garrison had to name a City with no Regular able to move (8.3.8 above): it ends there.
      if (!frame.mode.limited) throw new FlowchartError(`B5 Garrison is moving into ${cur}, which its plan does not select`);
      const done = findLegal(flow, { faction: B, type: 'done' });
      // A Brilliant Stroke's Garrison may not end before its Leader took part (2.3.8).
      if (done === null) return randomFallback(flow, `no Regular can move into ${spaceName(cur)} under 8.4.1, and the Limited Garrison may not end yet`);
      flow.ctx.node(NODE, `no Regular can move into ${spaceName(cur)} under 8.4.1: the Limited Garrison ends`, RULE);
      return done;
    }
    const next = plan.moves.find((m) => m.to === cur && spaceIndex(m.from) > frame.lastOrigin);
    if (next) {
      const withLeader = plan.leaderTo === cur && flow.state.leaders.british.at === next.from && !frame.leaderMoved;
      const move: Action = { faction: B, type: 'move', from: next.from, to: cur, piece: 'britishRegular', count: next.count };
      const wanted: Action = withLeader ? { ...move, option: WITH_LEADER } : move;
      // A Brilliant Stroke's Garrison may have to take its Leader along (2.3.8): the engine then offers only that.
      const other: Action = withLeader ? move : { ...move, option: WITH_LEADER };
      if (findLegal(flow, wanted) === null && findLegal(flow, other) !== null) {
        flow.ctx.node(NODE, `the move from ${spaceName(next.from)} must ${withLeader ? 'leave the Leader' : 'take the Leader along'} (the engine moves the Leader: 8.1's Leader movement at the end of the Command, or a Brilliant Stroke's 2.3.8)`, '8.1');
        return findLegal(flow, other)!;
      }
      return legal(flow, wanted, `${next.count} Regulars from ${next.from} to ${cur}`);
    }
  }
  const after = cur === null ? -1 : spaceIndex(cur);
  const dest = dests.find((d) => spaceIndex(d) > after);
  if (dest !== undefined) return legal(flow, { faction: B, type: 'selectSpace', space: dest }, `the destination ${dest}`);
  if (frame.selected.length === 0 && frame.mode.limited) return randomFallback(flow, 'a Limited Garrison must name its City, and no Regular can move under 8.4.1');
  if (frame.selected.length === 0) flow.ctx.node(NODE, 'no Regular can move: the Garrison, once chosen, cannot be aborted for a Muster; it ends with no move (ruling)', RULE);
  return legal(flow, { faction: B, type: 'done' }, 'the end of the moves');
}

/** The displacement (8.4.1): the City with the most Rebellion units, to a Province with most Opposition, least Support, lowest Population. */
function displace(flow: Flow, frame: BritishGarrisonFrame): Action {
  const { ctx, state } = flow;
  const done = legal(flow, { faction: B, type: 'done' }, 'no displacement');
  if (frame.moved === 0) {
    ctx.node(NODE, 'no Regulars moved: no displacement', RULE);
    return done;
  }
  const options = flow.legal.filter((a) => a.type === 'displace');
  const cities = [...new Set(options.map((a) => a.space!))];
  const from = bestSpace(ctx, cities, (c) => [rebellionUnits(state, c)], GARRISON_PURPOSES.displaceFrom);
  if (from === null) return done;
  const tos = options.filter((a) => a.space === from).map((a) => a.to as SpaceId);
  const to = bestSpace(ctx, tos, (s) => [isProvince(s) ? 1 : 0, -supportLevel(state, s), -SPACES[s].population], GARRISON_PURPOSES.displaceTo)!;
  ctx.node(NODE, `displace ${rebellionUnits(state, from)} Rebellion units from ${spaceName(from)} to ${spaceName(to)} (Province first, most Opposition, least Support, lowest Population)`, RULE);
  return legal(flow, { faction: B, type: 'displace', space: from, to }, `the displacement from ${from} to ${to}`);
}

/** The British Garrison's decisions (`britishGarrison`): the Special Activity first, then the plan. */
function garrisonDecision(flow: Flow): Action {
  const frame = top(flow.state);
  if (frame.phase === 'displace') return displace(flow, frame);
  const host = factionHost(flow.state, B);
  if (frame.selected.length === 0 && host?.activity === null && host.activityAllowed && !frame.mode.limited) {
    const sa = chooseBritishActivity(flow, { order: 'navalPressureFirst', excluded: [], battleSpaces: [] });
    if (sa !== null) return sa;
    // A Garrison chosen at FNI 3 waits for a Special Activity that lowers FNI (4.1): nothing else is offered.
    if (flow.legal.every((a) => a.type === 'specialActivity'))
      return randomFallback(flow, 'the Garrison can only go on after a Special Activity (4.1), and 8.4.1 finds none possible');
  }
  const board = planningState(flow.state, B);
  const closed = skirmished(flow.state);
  const allowed = allowedCities(flow, frame);
  const leader = frame.mode.limited ? strokeLeaderSpace(flow.state) : null;
  const key = [closed.join(), allowed?.join() ?? null, leader];
  if (leader === null) return nextMove(flow, frame, keptPlanReading(flow, B, 'britishGarrison', frame.mode, () => planGarrison(flow.ctx, board, closed, frame.mode.limited, allowed), READS_BOARD_ONLY, key, GARRISON_BOARD_READS));
  // A Brilliant Stroke's Garrison must involve the Leader (2.3.8, 8.3.7): into his City, or out of his space.
  const free = keptPlanReading(flow, B, 'britishGarrison', frame.mode, () => planGarrison(flow.ctx, board, closed, true, allowed), READS_BOARD_ONLY, key, GARRISON_BOARD_READS);
  if (free.moves.some((m) => m.to === leader)) return nextMove(flow, frame, free);
  flow.ctx.node(NODE, `the Brilliant Stroke's Leader must take part (2.3.8): only Regulars from ${spaceName(leader)}`, '8.3.7');
  return nextMove(flow, frame, planGarrison(flow.ctx, board, closed, true, allowed, leader));
}

/** The space of the British Leader when a Brilliant Stroke's Limited Command he has not yet taken part in began, or null. */
function strokeLeaderSpace(state: GameState): SpaceId | null {
  const at = strokeLeaderToInvolve(state);
  return at === 'available' ? null : at;
}

/**
 * The Cities the Garrison may still move into beyond 8.4.1, when the engine limits them: a grant's
 * restriction; and for a Limited Garrison (a Brilliant Stroke's, whose Leader must take part) the Cities
 * offered at its first decision, then the one selected. Undefined: no limit.
 */
function allowedCities(flow: Flow, frame: BritishGarrisonFrame): SpaceId[] | undefined {
  const r = frame.mode.restriction?.spaces;
  if (!frame.mode.limited) return r ? [...r] : undefined;
  if (frame.selected.length > 0) return [...frame.selected];
  return flow.legal.filter((a) => a.type === 'selectSpace').map((a) => a.space!);
}

/**
 * Whether a Garrison would move any Regular now (8.1: otherwise Muster instead): the two Resources,
 * FNI below 3 (or brought below 3 by the Special Activity it starts with), and a move planned on the
 * board as it is. Writes the trace.
 */
function garrisonPossible(flow: Flow, mode: CommandMode): boolean {
  const { ctx, state } = flow;
  if (!canPay(state, B, GARRISON_COST, mode)) {
    ctx.node(NODE, `not possible: the British cannot pay ${GARRISON_COST} Resources`, '8.1, 3.2.2');
    return false;
  }
  const sa = mode.specialActivity && !mode.limited ? plannedBritishActivity(state, { order: 'navalPressureFirst', excluded: [] }, 'garrison') : null;
  const lowers = (sa === 'navalPressure' && navalPressureEffect(state) === 'lowerFni') || (sa !== null && state.leaders.british.leader === 'Howe' && state.fni > 0);
  if (state.fni - (lowers ? 1 : 0) >= GARRISON_FORBIDDEN_FNI) {
    ctx.node(NODE, `not possible: FNI ${state.fni} forbids Garrison`, '1.9, 3.2.2');
    return false;
  }
  // Planned from the board as it is: the plan the Garrison's first decision makes from it, kept for it (no Skirmish yet, every City allowed, no Leader to involve).
  const plan = boardOfPlan(state) === state ? keptPlanReading(flow, B, 'britishGarrison', mode, () => planGarrison(ctx, state, [], mode.limited), READS_BOARD_ONLY, ['', null, null], GARRISON_BOARD_READS) : planGarrison(ctx, state, [], mode.limited);
  if (plan.moves.length === 0) {
    ctx.node(NODE, 'not possible: no Regular would move (8.4.1: Muster instead)', RULE);
    return false;
  }
  return true;
}

/** After the Garrison: its Special Activity came first (8.4.1), so none follows. */
function garrisonAfter(flow: Flow): Action {
  flow.ctx.node(NODE, 'the Special Activity comes before the Garrison (8.4.1): none after it', RULE);
  return legal(flow, { faction: B, type: 'done' }, 'the end of the Command');
}

/** B5 Garrison (8.4.1) as a {@link BritishCommand}. */
export const BRITISH_GARRISON: BritishCommand = {
  command: 'garrison',
  node: NODE,
  possible: garrisonPossible,
  handlers: { britishGarrison: garrisonDecision },
  afterCommand: garrisonAfter,
};
