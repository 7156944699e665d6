/**
 * F14 March (8.6.5): the Non-Player French March planned whole from the board it started from
 * ({@link planningState}), then emitted one decision at a time in the engine's order (a destination,
 * its groups of French Regulars one origin at a time, each followed by its Continentals, then the next
 * destination).
 *
 * The plan ({@link planFrenchMarch}), one Resource per destination (8.1; a Limited March: one):
 * 1. Add Rebellion Control, first to Cities, then Colonies, within each first where most British pieces:
 *    every group that can reach the destination marches in, as many French Regulars and Continentals
 *    as possible (Continentals 1 for 1 with the Regulars, paid for by the Patriots).
 * 2. Then French Regulars neither in nor adjacent to a space with British pieces march one step toward
 *    the nearest British pieces.
 * 3. If neither of those is possible, one French Regular marches to a space with Patriots and British.
 *
 * Throughout, no space loses Rebellion Control, and no unit marches twice (3.5.4). The Leaders follow
 * the largest group by the engine's 8.1 `leaderFollow`. Then the Special Activity: Skirmish, else
 * Préparer la Guerre, else Naval Pressure (8.6.5). The rulings are in docs/rulings.md, "Non-Player
 * French (8.6)", "March".
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { ADJACENT, CITIES, COLONIES, MAP_SPACES, isCity } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { restrictionAllows, spaceLimit } from '../../flow/restriction';
import { computeControl, controlOf, controlOfCounts, countBritish, countPatriots, countRebellion, countRoyalist, movePieces, piecesAt } from '../../rules/board';
import { reachWith, rebelCitiesOf, type FrenchMarchFrame } from '../../rules/commands/french/march';
import type { DecisionContext } from '../policy';
import { bestSpace, factionHost, findLegal, PAIR_NO, PAIR_YES, planningState, randomAmong, randomFallback, scratchBoard, SPACE_PAIRS, spacePairIndex, type Flow } from '../flowchart';
import { marchStep, planPerDecision } from '../commandPlans';
import { strokeLeaderToInvolve } from '../flowchartCommand';
import { chooseFrenchActivity } from './activities';
import type { FrenchCommand } from './plan';

const NODE = 'F14 March';
const RULE = '8.6.5';
const F = 'french' as const;

/** Which instruction of 8.6.5 a destination serves. */
export type FrenchMarchBullet = 'control' | 'towardBritish' | 'oneRegular';

/** One group of the plan: French Regulars (and Continentals) of one origin marching into one destination. */
export interface FrenchMarchMove {
  readonly from: SpaceId;
  readonly regulars: number;
  readonly continentals: number;
}

/** A destination of the plan and the groups marching into it, in order. */
export interface FrenchMarchDestination {
  readonly space: SpaceId;
  readonly bullet: FrenchMarchBullet;
  readonly moves: readonly FrenchMarchMove[];
}

/** The whole March, destinations in the order the engine receives them. */
export interface FrenchMarchPlan {
  readonly destinations: readonly FrenchMarchDestination[];
}

/** Options of {@link planFrenchMarch}. */
export interface FrenchMarchOptions {
  /** Only groups from these spaces march (Event #88: "move per the March instructions from that origin"). */
  readonly origins?: readonly SpaceId[];
}

// ---------------------------------------------------------------------------------------------
// The board as the plan goes

interface Group {
  readonly from: SpaceId;
  readonly regulars: number;
  readonly continentals: number;
}

const sizeOf = (g: Group): number => g.regulars + g.continentals;

/** What an origin that sent nothing yet has sent. */
const NOTHING_GONE = Object.freeze({ regulars: 0, continentals: 0 });

/** The planning board: pieces as the planned moves leave them, and what each origin already sent. */
class PlanBoard {
  private readonly board: Draft<GameState>;
  private readonly departed = new Map<SpaceId, { regulars: number; continentals: number }>();
  /** Destinations for which the Patriots have paid (3.5.4: once per destination Continentals enter). */
  private readonly paid = new Set<SpaceId>();
  private patriotResources: number;
  /**
   * The reach of French Regulars (3.5.4, `frenchMarchReach`) on the board as it stands, by
   * {@link spacePairIndex}: 0 not yet asked, then {@link PAIR_YES} or {@link PAIR_NO}; forgotten, with
   * {@link rebelCities}, when a move changes a City's Control (all the reach reads of the board).
   */
  private readonly reach = new Uint8Array(SPACE_PAIRS);
  /** The Rebellion Controlled Cities on the board as it stands ({@link rebelCitiesOf}), or null until asked. */
  private rebelCities: readonly SpaceId[] | null = null;
  private sendersNow: readonly SpaceId[] | null = null;

  constructor(readonly start: GameState, private readonly free: boolean) {
    this.board = scratchBoard(start);
    this.patriotResources = start.resources.patriots;
  }

  get state(): GameState {
    return this.board as GameState;
  }

  pieces(space: SpaceId) {
    return piecesAt(this.board, space);
  }

  rebellionControl(space: SpaceId): boolean {
    return computeControl(this.pieces(space)) === 'rebellion';
  }

  private gone(space: SpaceId): { readonly regulars: number; readonly continentals: number } {
    return this.departed.get(space) ?? NOTHING_GONE;
  }

  /** The map spaces that still have a French Regular to march, in map order (forgotten at each move). */
  senders(): readonly SpaceId[] {
    return (this.sendersNow ??= MAP_SPACES.filter((s) => this.movableRegulars(s) >= 1));
  }

  /** French Regulars of the space that have not marched (3.5.4: a unit moves once). */
  movableRegulars(space: SpaceId): number {
    return piecesAt(this.start, space).frenchRegular - this.gone(space).regulars;
  }

  private movableContinentals(space: SpaceId): number {
    return piecesAt(this.start, space).continental - this.gone(space).continentals;
  }

  /**
   * The most French Regulars and Continentals that the senders `from` passes could bring into `to`, all
   * they have not marched (Continentals only when payable): a bound of the groups {@link group} forms,
   * asking no reach.
   */
  mostInto(to: SpaceId, from: (s: SpaceId) => boolean): number {
    const payable = this.continentalsPayable(to);
    let n = 0;
    for (const s of this.senders()) if (s !== to && from(s)) n += this.movableRegulars(s) + (payable ? this.movableContinentals(s) : 0);
    return n;
  }

  private continentalsPayable(to: SpaceId): boolean {
    return this.free || this.paid.has(to) || this.patriotResources >= 1;
  }

  /**
   * The group `from` can send to `to` now (null: none): its French Regulars that have not marched and,
   * 1 for 1, Continentals — as many as `continentals` asks ('most', or 'needed': only the one a
   * destination without a Patriot piece requires) — never taking the origin's Rebellion Control away.
   * `regulars` caps the Regulars (bullet 3: one).
   */
  group(from: SpaceId, to: SpaceId, continentals: 'most' | 'needed', regulars = Infinity): Group | null {
    // No French Regular left to march: no group (checked before the reach, which is dearer).
    if (from === to || this.movableRegulars(from) < 1 || !this.mayReach(from, to)) return null;
    const p = this.pieces(from);
    const surplus = this.rebellionControl(from) ? countRebellion(p) - countRoyalist(p) - 1 : Infinity;
    const payable = this.continentalsPayable(to);
    const needed = countPatriots(this.pieces(to)) === 0;
    const maxC = payable ? this.movableContinentals(from) : 0;
    let r = Math.min(this.movableRegulars(from), surplus, regulars);
    if (r < 1) return null;
    let c = continentals === 'most' ? Math.min(maxC, r, surplus - r) : needed ? Math.min(1, maxC, surplus - r) : 0;
    if (needed && c < 1) {
      // A destination without a Patriot piece needs a Continental in the group (3.5.4).
      if (maxC < 1 || r < 2 || surplus < 2) return null;
      r = Math.min(r, surplus - 1);
      c = 1;
    }
    return { from, regulars: r, continentals: Math.max(0, c) };
  }

  /** Whether French Regulars may reach `to` from `from` on the board as it stands (3.5.4), remembered while no City changes Control. */
  private mayReach(from: SpaceId, to: SpaceId): boolean {
    const pair = spacePairIndex(from, to);
    const known = this.reach[pair];
    if (known !== 0) return known === PAIR_YES;
    const may = reachWith((this.rebelCities ??= rebelCitiesOf(this.state)), from, to);
    this.reach[pair] = may ? PAIR_YES : PAIR_NO;
    return may;
  }

  move(g: Group, to: SpaceId): void {
    this.sendersNow = null;
    const fromControl = controlOf(this.state, g.from);
    const toControl = controlOf(this.state, to);
    movePieces(this.board, g.from, to, 'frenchRegular', g.regulars);
    if (g.continentals > 0) {
      movePieces(this.board, g.from, to, 'continental', g.continentals);
      if (!this.free && !this.paid.has(to)) this.patriotResources -= 1;
      this.paid.add(to);
    }
    // Only the two spaces' Control can change: the reach stands unless a City's did.
    if ((isCity(g.from) && controlOf(this.state, g.from) !== fromControl) || (isCity(to) && controlOf(this.state, to) !== toControl)) {
      this.reach.fill(0);
      this.rebelCities = null;
    }
    const gone = this.gone(g.from);
    this.departed.set(g.from, { regulars: gone.regulars + g.regulars, continentals: gone.continentals + g.continentals });
  }
}

const groupText = (g: Group): string =>
  [piecesText(g.regulars, 'frenchRegular'), g.continentals > 0 ? piecesText(g.continentals, 'continental') : ''].filter((t) => t !== '').join(' and ');

/**
 * Distance (in adjacent steps) from every map space to the nearest space with British pieces, on
 * `state`; spaces that reach none are absent. The West Indies borders nothing. Pure.
 */
export function distanceToBritish(state: GameState): Map<SpaceId, number> {
  const dist = new Map<SpaceId, number>();
  let frontier = MAP_SPACES.filter((s) => countBritish(piecesAt(state, s)) > 0);
  for (const s of frontier) dist.set(s, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: SpaceId[] = [];
    for (const s of frontier)
      for (const n of ADJACENT[s])
        if (n !== 'WestIndies' && !dist.has(n)) {
          dist.set(n, d);
          next.push(n);
        }
    frontier = next;
  }
  return dist;
}

// ---------------------------------------------------------------------------------------------
// The plan

/**
 * The whole French March by 8.6.5 from `start` (the board the March started from) in `mode`; rolls
 * from `ctx` (8.2 ties); writes the trace. `now` is the current state (its stack: a Brilliant Stroke's
 * Leader requirement, 8.3.7). Pure but for the trace and the rolls.
 */
export function planFrenchMarch(ctx: DecisionContext, start: GameState, mode: CommandMode, options: FrenchMarchOptions = {}, now: GameState = start): FrenchMarchPlan {
  const board = new PlanBoard(start, mode.free);
  const destinations: { space: SpaceId; bullet: FrenchMarchBullet; moves: FrenchMarchMove[] }[] = [];
  const slots = Math.min(spaceLimit(mode), mode.free ? Infinity : start.resources.french);
  const fromAllowed = (s: SpaceId): boolean => options.origins === undefined || options.origins.includes(s);
  const selected = (s: SpaceId): boolean => destinations.some((d) => d.space === s);
  const last = (): SpaceId | null => destinations[destinations.length - 1]?.space ?? null;
  // 8.3.7: a Brilliant Stroke's Limited March must involve the French Leader (his space, or a group out of it).
  const leader = strokeLeaderToInvolve(now, F);
  const involves = (from: SpaceId, to: SpaceId): boolean => leader === null || from === leader || to === leader;
  /** Whether a new destination `to` may be selected (or `to` is the one being filled). */
  const open = (to: SpaceId): boolean => last() === to || (!selected(to) && destinations.length < slots && restrictionAllows(mode.restriction, to));
  // Only origins with a French Regular to march can send a group (board.group's first test).
  const groupsInto = (to: SpaceId, continentals: 'most' | 'needed', regulars = Infinity): Group[] =>
    board.senders().filter((from) => fromAllowed(from) && involves(from, to))
      .map((from) => board.group(from, to, continentals, regulars))
      .filter((g): g is Group => g !== null);
  const send = (to: SpaceId, bullet: FrenchMarchBullet, g: Group, why: string): void => {
    if (last() !== to) destinations.push({ space: to, bullet, moves: [] });
    destinations[destinations.length - 1].moves.push({ from: g.from, regulars: g.regulars, continentals: g.continentals });
    board.move(g, to);
    ctx.node(NODE, `${why}: ${groupText(g)} from ${spaceName(g.from)} to ${spaceName(to)}`, RULE);
  };

  if (leader === 'available') {
    ctx.node(NODE, 'a Brilliant Stroke\'s March must involve the French Leader, who is not on the map', '8.3.7');
    return { destinations: [] };
  }
  if (leader !== null) ctx.node(NODE, `Brilliant Stroke: only groups out of, or into, the French Leader's space ${spaceName(leader)}`, '8.3.7');
  if (slots < 1) {
    ctx.node(NODE, mode.free ? 'no destination may be selected' : 'no French Resources to pay for a destination', '8.1');
    return { destinations: [] };
  }

  // Bullet 1: add Rebellion Control, Cities then Colonies, first where most British pieces.
  const wouldControl = (to: SpaceId): boolean => {
    // Adding Rebellion pieces only helps Control (1.7): not even every unmarched piece gives it, so no groups can.
    const p0 = board.pieces(to);
    if (controlOfCounts(countRebellion(p0) + board.mostInto(to, (from) => fromAllowed(from) && involves(from, to)), countRoyalist(p0), countBritish(p0)) !== 'rebellion') return false;
    const groups = groupsInto(to, 'most');
    if (groups.length === 0) return false;
    const p = board.pieces(to);
    const r = groups.reduce((n, g) => n + g.regulars, 0);
    const c = groups.reduce((n, g) => n + g.continentals, 0);
    return computeControl({ ...p, frenchRegular: p.frenchRegular + r, continental: p.continental + c }) === 'rebellion';
  };
  for (let k = 1; ; k++) {
    const candidates = [...CITIES, ...COLONIES].filter((s) => open(s) && !board.rebellionControl(s) && wouldControl(s));
    const to = bestSpace(ctx, candidates, (s) => [isCity(s) ? 1 : 0, countBritish(board.pieces(s))], `F14 March: add Rebellion Control, destination #${k} (8.6.5)`);
    if (to === null) break;
    const british = countBritish(board.pieces(to));
    ctx.node(NODE, `add Rebellion Control to ${spaceName(to)} (${isCity(to) ? 'a City' : 'a Colony'}, ${british} British piece${british === 1 ? '' : 's'})`, RULE);
    const tried = new Set<SpaceId>();
    for (let j = 1; ; j++) {
      const groups = groupsInto(to, 'most').filter((g) => !tried.has(g.from));
      if (groups.length === 0) break;
      const top = Math.max(...groups.map(sizeOf));
      const from = randomAmong(ctx, groups.filter((g) => sizeOf(g) === top).map((g) => g.from), `F14 March: largest group into ${spaceName(to)} #${j} (8.6.5)`);
      tried.add(from);
      send(to, 'control', groups.find((g) => g.from === from)!, 'as many French Regulars and Continentals as possible');
    }
  }

  // Bullet 2: French Regulars neither in nor adjacent to a space with British pieces, toward the nearest British.
  // The distances are found only once an origin has a French Regular left to march.
  let distances: Map<SpaceId, number> | null = null;
  for (const from of MAP_SPACES) {
    if (!fromAllowed(from) || board.movableRegulars(from) < 1) continue;
    const dist = (distances ??= distanceToBritish(start));
    if ((dist.get(from) ?? Infinity) < 2) continue;
    const here = dist.get(from) ?? Infinity;
    const targets = MAP_SPACES.filter((to) => (dist.get(to) ?? Infinity) < here && open(to) && involves(from, to) && board.group(from, to, 'needed') !== null);
    if (targets.length === 0) continue;
    const nearest = Math.min(...targets.map((t) => dist.get(t)!));
    const closest = targets.filter((t) => dist.get(t) === nearest);
    const to = closest.includes(last()!) ? last()! : randomAmong(ctx, closest, `F14 March: toward the nearest British from ${spaceName(from)} (8.6.5)`);
    send(to, 'towardBritish', board.group(from, to, 'needed')!, `toward the nearest British pieces (${nearest === 0 ? 'into their space' : `${nearest} space${nearest === 1 ? '' : 's'} away`})`);
  }

  // Bullet 3: if neither was possible, one French Regular to a space with Patriots and British.
  if (destinations.length === 0) {
    const both = (s: SpaceId): boolean => countPatriots(board.pieces(s)) > 0 && countBritish(board.pieces(s)) > 0;
    const candidates = MAP_SPACES.filter((to) => both(to) && open(to) && groupsInto(to, 'needed', 1).length > 0);
    const to = candidates.length > 0 ? randomAmong(ctx, candidates, 'F14 March: one French Regular, destination (8.6.5)') : null;
    if (to !== null) {
      const groups = groupsInto(to, 'needed', 1);
      const from = randomAmong(ctx, groups.map((g) => g.from), `F14 March: one French Regular into ${spaceName(to)}, origin (8.6.5)`);
      send(to, 'oneRegular', groups.find((g) => g.from === from)!, 'neither bullet possible: one French Regular to a space with Patriots and British');
    }
  }

  if (destinations.length === 0) ctx.node(NODE, 'no March move is possible (IF NONE)', RULE);
  return { destinations };
}

/** The March planned for the decision of `flow` in `mode`, from the board it started from. */
export const frenchMarchPlan: (flow: Flow, mode: CommandMode) => FrenchMarchPlan = planPerDecision(
  'frenchMarch',
  (flow, mode) => planFrenchMarch(flow.ctx, planningState(flow.state, F), mode, {}, flow.state),
  // Besides the board it starts from: only the Brilliant Stroke's Leader requirement of the current state.
  (state) => [strokeLeaderToInvolve(state, F)],
);

// ---------------------------------------------------------------------------------------------
// The decisions

/** The next action of the plan at the March's decision, read from the frame's progress. */
export function nextFrenchMarchAction(frame: Pick<FrenchMarchFrame, 'selected' | 'current' | 'origins' | 'group'>, plan: FrenchMarchPlan): Action {
  const dest = frame.current === null ? undefined : plan.destinations.find((d) => d.space === frame.current);
  if (frame.group) {
    const m = dest?.moves.find((x) => x.from === frame.group!.from);
    return { faction: F, type: 'move', from: frame.group.from, to: frame.current!, piece: 'continental', count: m?.continentals ?? frame.group.min };
  }
  const next = dest?.moves.find((m) => !frame.origins.includes(m.from));
  if (next) return { faction: F, type: 'move', from: next.from, to: frame.current!, piece: 'frenchRegular', count: next.regulars };
  const after = plan.destinations.find((d) => !frame.selected.includes(d.space));
  if (after) return { faction: F, type: 'selectSpace', space: after.space };
  return { faction: F, type: 'done' };
}

function describeNext(a: Action): string {
  switch (a.type) {
    case 'selectSpace':
      return `select ${spaceName(a.space!)} as a destination`;
    case 'move':
      if (a.piece === 'continental') return `${piecesText(a.count!, 'continental')} accompany the group from ${spaceName(a.from!)}`;
      return `${piecesText(a.count!, 'frenchRegular')} from ${spaceName(a.from!)} into ${spaceName(a.to as SpaceId)}`;
    default:
      return 'the March is complete';
  }
}

/** The `frenchMarch` decision: the next action of the plan. */
function marchDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as FrenchMarchFrame;
  if (frame.kind !== 'frenchMarch') return randomFallback(flow, `no French March instruction for a '${flow.kind}' decision`);
  const plan = frenchMarchPlan(flow, frame.mode);
  const wanted = nextFrenchMarchAction(frame, plan);
  return marchStep(flow, frame, wanted, plan.destinations.length, () => describeNext(wanted), NODE, RULE);
}

/** After the March: Skirmish, else Préparer la Guerre, else Naval Pressure (8.6.5). */
function afterMarch(flow: Flow): Action {
  const done: Action = { faction: F, type: 'done' };
  const host = factionHost(flow.state, F);
  if (host && host.activity === null && flow.legal.some((a) => a.type === 'specialActivity')) {
    const sa = chooseFrenchActivity(flow, { order: 'skirmishFirst', excluded: [], battleSpaces: [] });
    if (sa) return sa;
    flow.ctx.node(NODE, 'neither Skirmish, Préparer la Guerre nor Naval Pressure is possible: no Special Activity', RULE);
  } else flow.ctx.node(NODE, 'the March is complete', RULE);
  return findLegal(flow, done) ?? randomFallback(flow, 'no French instruction after the March');
}

/** Whether any March move is possible in `mode` (8.6.5 "IF NONE"; 8.1 Paying Resource Costs). */
function possible(flow: Flow, mode: CommandMode): boolean {
  return frenchMarchPlan(flow, mode).destinations.length > 0;
}

/** F14 March (8.6.5), as a {@link FrenchCommand}. */
export const frenchMarchCommand: FrenchCommand = {
  command: 'march',
  node: NODE,
  possible,
  handlers: { frenchMarch: marchDecision },
  afterCommand: afterMarch,
};
