/**
 * P5 March (8.5.4): the Non-Player Patriot March planned whole from the board it started from
 * ({@link planningState}), then emitted one decision at a time in the engine's order (a destination,
 * then its groups in the order planned, each group's kinds in the engine's order: Continentals, French
 * Regulars, Underground Militia, Active Militia).
 *
 * Throughout, no origin loses Rebellion Control; a Patriot Fort keeps an Active Patriot unit (Active
 * Militia or Continental) when one is there; a space not at Active Opposition keeps a Patriot unit,
 * an Underground Militia if possible. Units that arrived this March do not move again (3.3.2) and count
 * as left in their space. The plan, one Patriot Resource per destination (8.1; a Limited March: one):
 * 1. Add Rebellion Control to two spaces at most: first spaces with Villages, then Cities, then the
 *    others, within that the highest Population. Groups move in, largest first, until Rebellion Control
 *    is established. While French Resources exceed 0, the Continentals take as many French Regulars along
 *    as possible (1 for 1; the French pay one Resource per destination unless Rochambeau waives it).
 * 2. Then one Militia (Underground if possible) into each space with none, first where it changes the
 *    Control of the most Population, then elsewhere.
 * In a Brilliant Stroke, while Washington has not taken part, only destinations that involve him (his
 * space, or units marching out of it, 8.3.7).
 * Then Partisans, else Skirmish, else Persuasion (8.5.1, {@link choosePatriotActivity}). Washington
 * follows the largest group of Patriot units (8.1): the engine's `leaderFollow` decision at the end.
 * The March the shaded #51 grants is planned instead to set up the Battle the Battle instructions would
 * fight (8.3.1, {@link planPatriotBattleSetup}).
 *
 * Rulings (docs/rulings.md, "Non-Player Patriots (8.5)", "March"): a group is all the units one origin
 * can send to one destination under the limits above, and it moves whole (8.1.1); the units that stay
 * are, in this order, the Active unit a Fort needs (Active Militia first), else the unit a space not at
 * Active Opposition needs (Underground Militia first), then Active Militia, Continentals and Underground
 * Militia as Rebellion Control needs (the most Underground Militia march, 8.1.2); the size of a group
 * is its Patriot units.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { Draft } from 'immer';
import { SPACE_IDS, type CardId, type SpaceId, type SpacePiece } from '../../data/ids';
import { ADJACENT, SPACES, isCity } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { BattleModifiers, CommandMode } from '../../flow/contracts';
import { closedByActivity, forbiddenByActivity } from '../../flow/hostFrame';
import { restrictionAllows, spaceLimit } from '../../flow/restriction';
import { computeControl, countBritishCubes, countRebellion, countRoyalist, flipPieces, movePieces, piecesAt, supportLevel } from '../../rules/board';
import { GROUP_KINDS, rochambeauWaives, type PatriotsMarchFrame } from '../../rules/commands/patriots/march';
import { hasBattlePieces, partnerPresent } from '../../rules/battle/forceLevel';
import type { DecisionContext } from '../policy';
import { bestSpace, factionHost, findLegal, planningState, randomAmong, randomFallback, scratchBoard, type Flow } from '../flowchart';
import { marchStep, planPerDecision } from '../commandPlans';
import { choosePatriotActivity } from './activities';
import type { PatriotCommand } from './plan';
import { strokeLeaderToInvolve } from '../flowchartCommand';
import { battleSetupModifiers } from '../eventInstructions';
import { assessPatriotBattle, patriotBattleOrder } from './battle';

const NODE = 'P5 March';
const RULE = '8.5.4';
const P = 'patriots' as const;
const ACTIVE_OPPOSITION = -2;

/** Which instruction of 8.5.4 a destination serves (`battle`: an Event's March to set up a Battle, 8.3.1). */
export type PatriotMarchBullet = 'control' | 'militia' | 'battle';

/** One group of the plan: units of one origin marching into one destination. */
export interface PatriotMarchMove {
  readonly from: SpaceId;
  readonly to: SpaceId;
  readonly continental: number;
  readonly frenchRegular: number;
  readonly militiaUnderground: number;
  readonly militiaActive: number;
}

/** A destination of the plan. */
export interface PatriotMarchDestination {
  readonly space: SpaceId;
  readonly bullet: PatriotMarchBullet;
}

/** The whole March, in the order the flowchart decided it (the engine follows this order). */
export interface PatriotMarchPlan {
  readonly destinations: readonly PatriotMarchDestination[];
  readonly moves: readonly PatriotMarchMove[];
}

/** How a caller restricts the March (Event Instructions #51, #88). */
export interface PatriotMarchOptions {
  /** The March's mode (default: a full Command, paid). */
  readonly mode?: CommandMode;
  /** The current state, for the spaces a Special Activity closed (default: the planning state). */
  readonly now?: GameState;
  /** Only these origins may send groups (#88: "from that origin"). */
  readonly origins?: readonly SpaceId[];
  /** Only these destinations may be selected (#51: to set up a Battle). */
  readonly destinations?: readonly SpaceId[];
  /** Whether French Regulars may go along (default true; an Event moving only Patriot units, #88: false). */
  readonly withFrench?: boolean;
}

const FULL: CommandMode = { limited: false, free: false, specialActivity: true };

type Counts = Record<SpacePiece, number>;
type Unit = 'continental' | 'militiaUnderground' | 'militiaActive';

const sizeOf = (m: PatriotMarchMove): number => m.continental + m.militiaUnderground + m.militiaActive;

/** The planning board: pieces as the planned moves leave them, the units that arrived, the French budget. */
class PlanBoard {
  private readonly board: Draft<GameState>;
  private readonly arrived = new Map<SpaceId, Partial<Counts>>();
  private readonly pairs = new Set<string>();
  private readonly frenchPaid = new Set<SpaceId>();
  /** French Resources as the planned moves leave them. */
  frenchLeft: number;

  constructor(
    readonly start: GameState,
    private readonly mode: CommandMode,
  ) {
    this.board = scratchBoard(start);
    this.frenchLeft = start.resources.french;
  }

  piecesIn(space: SpaceId): Readonly<Counts> {
    return piecesAt(this.board, space);
  }

  control(space: SpaceId) {
    return computeControl(this.piecesIn(space));
  }

  private movable(space: SpaceId, kind: SpacePiece): number {
    return Math.max(0, this.piecesIn(space)[kind] - (this.arrived.get(space)?.[kind] ?? 0));
  }

  /** Whether French Regulars may go along with a group (8.5.4: while French Resources exceed 0). */
  frenchMayEnter(): boolean {
    // The engine's own condition (free, paid already, Rochambeau, or a Resource to pay) is then always met.
    return this.frenchLeft > 0;
  }

  /**
   * The group `from` can send to `to` now (null: none), all it can spare under 8.5.4's limits
   * (see the module's rulings); `oneMilitia`: a single Militia, Underground if possible.
   */
  group(from: SpaceId, to: SpaceId, oneMilitia = false): PatriotMarchMove | null {
    if (from === to || to === 'WestIndies') return null;
    const p = this.piecesIn(from);
    // No Patriot unit in the origin: no group (the cheapest test first).
    if (p.continental + p.militiaUnderground + p.militiaActive === 0 || this.pairs.has(`${from}>${to}`) || !ADJACENT[to].includes(from)) return null;
    const mov: Record<Unit, number> = {
      continental: this.movable(from, 'continental'),
      militiaUnderground: this.movable(from, 'militiaUnderground'),
      militiaActive: this.movable(from, 'militiaActive'),
    };
    const fixed = (k: Unit): number => p[k] - mov[k];
    // The unit a Fort (an Active one) or a space not at Active Opposition must keep.
    const keep = (k: Unit): void => {
      if (mov[k] > 0) mov[k] -= 1;
    };
    const activeThere = p.continental + p.militiaActive;
    if (p.patriotFort > 0 && activeThere > 0) {
      if (fixed('continental') + fixed('militiaActive') === 0) keep(mov.militiaActive > 0 ? 'militiaActive' : 'continental');
    } else if (supportLevel(this.start, from) !== ACTIVE_OPPOSITION && fixed('continental') + fixed('militiaUnderground') + fixed('militiaActive') === 0) {
      keep(mov.militiaUnderground > 0 ? 'militiaUnderground' : mov.militiaActive > 0 ? 'militiaActive' : 'continental');
    }
    // Rebellion Control of the origin: the pieces (French included) that may leave.
    const budget = this.control(from) === 'rebellion' ? countRebellion(p) - countRoyalist(p) - 1 : Infinity;
    let left = Math.min(budget, oneMilitia ? 1 : Infinity);
    // The most Underground Militia march (8.1.2), then Active Militia, then Continentals.
    const take = (k: Unit): number => {
      const n = Math.max(0, Math.min(mov[k], left));
      left -= n;
      return n;
    };
    const militiaUnderground = take('militiaUnderground');
    const militiaActive = take('militiaActive');
    const continental = oneMilitia ? 0 : take('continental');
    if (continental + militiaUnderground + militiaActive === 0) return null;
    const frenchRegular = continental > 0 && this.frenchMayEnter() ? Math.max(0, Math.min(this.movable(from, 'frenchRegular'), continental, left)) : 0;
    return { from, to, continental, frenchRegular, militiaUnderground, militiaActive };
  }

  /** The board as the planned moves leave it (read only). */
  get state(): GameState {
    return this.board as GameState;
  }

  /** Moves the group as the engine does (Militia Activated entering a British-Controlled City with more than 3, 3.3.2). */
  move(m: PatriotMarchMove): void {
    const d = this.board;
    const controlBefore = this.control(m.to);
    const arr = this.arrived.get(m.to) ?? {};
    for (const k of GROUP_KINDS) {
      if (m[k] === 0) continue;
      movePieces(d, m.from, m.to, k, m[k]);
      arr[k] = (arr[k] ?? 0) + m[k];
    }
    const units = m.continental + m.frenchRegular + m.militiaUnderground + m.militiaActive;
    if (isCity(m.to) && controlBefore === 'british' && units + countBritishCubes(this.piecesIn(m.to)) > 3 && m.militiaUnderground > 0) {
      flipPieces(d, m.to, 'militiaUnderground', 'militiaActive', m.militiaUnderground);
      for (const [k, n] of [['militiaUnderground', -m.militiaUnderground], ['militiaActive', m.militiaUnderground]] as const) arr[k] = (arr[k] ?? 0) + n;
    }
    this.arrived.set(m.to, arr);
    this.pairs.add(`${m.from}>${m.to}`);
    if (m.frenchRegular > 0 && !this.mode.free && !this.frenchPaid.has(m.to) && !rochambeauWaives(this.start, m.from, m.to)) {
      this.frenchLeft -= 1;
      this.frenchPaid.add(m.to);
    }
  }
}

const moveText = (m: PatriotMarchMove): string =>
  (['continental', 'frenchRegular', 'militiaUnderground', 'militiaActive'] as const)
    .filter((k) => m[k] > 0)
    .map((k) => piecesText(m[k], k))
    .join(', ');

// ---------------------------------------------------------------------------------------------
// The plan

/**
 * The whole March by 8.5.4 from `start` (the board the March started from, `planningState(state,
 * 'patriots')`), rolls from `ctx` (8.2 ties), restricted by `options` (Event Instructions); writes the
 * trace. Pure but for the trace and the rolls.
 */
export function planPatriotMarch(start: GameState, ctx: DecisionContext, options: PatriotMarchOptions = {}): PatriotMarchPlan {
  const mode = options.mode ?? FULL;
  const now = options.now ?? start;
  const board = new PlanBoard(start, mode);
  if (options.withFrench === false) board.frenchLeft = 0;
  const destinations: PatriotMarchDestination[] = [];
  const moves: PatriotMarchMove[] = [];
  const slots = Math.min(spaceLimit(mode), mode.free ? Infinity : start.resources.patriots);
  const selected = (s: SpaceId): boolean => destinations.some((d) => d.space === s);
  // 8.3.7: a Brilliant Stroke's March must involve Washington (his space a destination, or units marching out of it).
  const leader = strokeLeaderToInvolve(now, P);
  const pending = (): boolean => leader !== null && !(leader !== 'available' && (selected(leader) || moves.some((m) => m.from === leader)));
  const involves = (s: SpaceId): boolean => !pending() || (leader !== 'available' && leader !== null && (s === leader || board.group(leader, s) !== null));
  const allowed = (s: SpaceId): boolean =>
    s !== 'WestIndies' &&
    involves(s) &&
    !selected(s) &&
    restrictionAllows(mode.restriction, s) &&
    (options.destinations === undefined || options.destinations.includes(s)) &&
    !forbiddenByActivity(now, P, s, 'march');
  const originOk = (s: SpaceId): boolean => options.origins === undefined || options.origins.includes(s);
  const groupsInto = (to: SpaceId, oneMilitia = false): PatriotMarchMove[] =>
    ADJACENT[to].filter((from) => originOk(from) && (!pending() || to === leader || from === leader)).map((from) => board.group(from, to, oneMilitia)).filter((g): g is PatriotMarchMove => g !== null);
  const send = (m: PatriotMarchMove, why: string): void => {
    board.move(m);
    moves.push(m);
    ctx.node(NODE, `${why}: ${moveText(m)} from ${spaceName(m.from)} to ${spaceName(m.to)}`, RULE);
  };

  if (leader === 'available') {
    ctx.node(NODE, "a Brilliant Stroke's March must involve Washington, who is not on the map", '8.3.7');
    return { destinations, moves };
  }
  if (leader !== null) ctx.node(NODE, `Brilliant Stroke: only destinations that involve Washington in ${spaceName(leader)} (his space, or units marching out of it)`, '8.3.7');
  if (slots < 1) {
    ctx.node(NODE, mode.free ? 'no destination may be selected' : 'no Patriot Resources to pay for a destination', '8.1');
    return { destinations, moves };
  }
  if (options.origins) ctx.node(NODE, `only from ${options.origins.map(spaceName).join(', ')}`, RULE);

  // Bullet 1: add Rebellion Control to two spaces, Villages, then Cities, then elsewhere; highest Population.
  const canTakeControl = (to: SpaceId): boolean => {
    const p = board.piecesIn(to);
    const all = groupsInto(to);
    const plus = all.reduce((n, g) => n + sizeOf(g) + g.frenchRegular, 0);
    return countRebellion(p) + plus > countRoyalist(p);
  };
  for (let k = 1; k <= 2 && destinations.length < slots; k++) {
    const candidates = SPACE_IDS.filter((s) => allowed(s) && board.control(s) !== 'rebellion' && canTakeControl(s));
    const to = bestSpace(
      ctx,
      candidates,
      (s) => [board.piecesIn(s).village > 0 ? 1 : 0, isCity(s) ? 1 : 0, SPACES[s].population],
      `P5 March: add Rebellion Control, destination #${k} (8.5.4)`,
    );
    if (to === null) break;
    destinations.push({ space: to, bullet: 'control' });
    const what = board.piecesIn(to).village > 0 ? 'a space with a Village' : isCity(to) ? 'a City' : 'a Colony or Province';
    ctx.node(NODE, `add Rebellion Control to ${spaceName(to)} (${what}, Population ${SPACES[to].population})`, RULE);
    for (let j = 1; board.control(to) !== 'rebellion'; j++) {
      const groups = groupsInto(to);
      if (groups.length === 0) break;
      const top = Math.max(...groups.map(sizeOf));
      const from = randomAmong(ctx, groups.filter((g) => sizeOf(g) === top).map((g) => g.from), `P5 March: largest group into ${spaceName(to)} #${j} (8.5.4)`);
      send(groups.find((g) => g.from === from)!, 'largest group first');
    }
  }

  // Bullet 2: one Militia (Underground if possible) into each space with none, first where it changes the Control of the most Population.
  const changes = (to: SpaceId): boolean => {
    const p = board.piecesIn(to);
    return computeControl({ ...p, militiaUnderground: p.militiaUnderground + 1 }) !== computeControl(p);
  };
  for (let k = 1; destinations.length < slots; k++) {
    const candidates = SPACE_IDS.filter((s) => allowed(s) && board.piecesIn(s).militiaUnderground + board.piecesIn(s).militiaActive === 0 && groupsInto(s, true).length > 0);
    const to = bestSpace(ctx, candidates, (s) => (changes(s) ? [1, SPACES[s].population] : [0, 0]), `P5 March: a Militia into a space with none, destination #${k} (8.5.4)`);
    if (to === null) break;
    const change = changes(to);
    destinations.push({ space: to, bullet: 'militia' });
    const groups = groupsInto(to, true);
    const underground = groups.filter((g) => g.militiaUnderground > 0);
    const pool = underground.length > 0 ? underground : groups;
    const from = randomAmong(ctx, pool.map((g) => g.from), `P5 March: the Militia into ${spaceName(to)} from (8.5.4)`);
    send(pool.find((g) => g.from === from)!, `a Militia into ${spaceName(to)}, which has none${change ? ` (changes its Control, Population ${SPACES[to].population})` : ''}`);
  }

  if (destinations.length === 0) ctx.node(NODE, 'no March move can be executed (IF NONE)', RULE);
  return { destinations, moves };
}

// ---------------------------------------------------------------------------------------------
// An Event's March to set up a Battle (8.3.1)

/**
 * 8.3.1: the Events whose Patriot instruction is to March so as to set up a Battle the Battle
 * instructions (8.5.1) would fight, with the Loss Level modifiers of the Battle that follows: #51 shaded,
 * "+2 to Defender's Loss Level".
 */
export const PATRIOT_BATTLE_SETUP_EVENTS: Readonly<Partial<Record<CardId, BattleModifiers>>> = Object.freeze({ 51: Object.freeze({ defenderLoss: 2 }) });

/** The modifiers of the Battle a shaded Event under way asks the Patriots to set up by their March (8.3.1), or null. */
export function patriotBattleSetupEvent(state: GameState): BattleModifiers | null {
  return battleSetupModifiers(state, 'shaded', PATRIOT_BATTLE_SETUP_EVENTS);
}

/** The Event's free Battle in `space` alone, with its modifiers (the mode the Battle instructions read them from). */
const setupBattleMode = (space: SpaceId, modifiers: BattleModifiers): CommandMode => ({
  limited: true,
  free: true,
  specialActivity: false,
  restriction: { spaces: [space], maxSpaces: 1, mustExecuteIn: true, battle: modifiers },
});

/**
 * The board of `board` once the March into `to` is finished: the engine then Activates one Underground
 * War Party there for every two Continentals (3.3.2), which the Battle sees.
 */
function finished(board: PlanBoard, to: SpaceId): GameState {
  const p = board.piecesIn(to);
  const n = Math.min(Math.floor(p.continental / 2), p.warPartyUnderground);
  if (n === 0) return board.state;
  const d = scratchBoard(board.state);
  flipPieces(d, to, 'warPartyUnderground', 'warPartyActive', n);
  return d as GameState;
}

/**
 * Whether the Patriot Battle instructions would fight in `space` on `state` (8.5.1): the Patriots can
 * Battle there (their pieces and enemy pieces, 3.3.3) and the Rebellion Force Level — the French taking
 * part wherever their Regulars stand, the Event's Battle being free — plus modifiers, the Event's
 * included, exceeds the Royalist's.
 */
function wouldFight(state: GameState, space: SpaceId, modifiers: BattleModifiers): boolean {
  if (!hasBattlePieces(state, space, P)) return false;
  const a = assessPatriotBattle(state, space, setupBattleMode(space, modifiers), partnerPresent(state, space, P));
  return a.rebellion > a.royalist;
}

/** The groups of Patriot units that can March into `to` (8.5.4's origin limits), all moved on a new board: the board and how many groups. */
function gatherInto(start: GameState, to: SpaceId, mode: CommandMode): { board: PlanBoard; groups: number } {
  const board = new PlanBoard(start, mode);
  let groups = 0;
  for (const from of ADJACENT[to]) {
    const g = board.group(from, to);
    if (g) {
      board.move(g);
      groups++;
    }
  }
  return { board, groups };
}

/** The Event's March (#51): free, one destination, no Special Activity. */
const SETUP_MARCH: CommandMode = { limited: false, free: true, specialActivity: false, restriction: { maxSpaces: 1, mustExecuteIn: true } };

/**
 * The spaces a Patriot March can set up a Battle in (8.3.1, #51): a map space (never the West Indies)
 * with Royalist pieces into which at least one group of Patriot units can March, and where, once every
 * group its neighbours can send within 8.5.4's limits has marched in (French Regulars along while French
 * Resources exceed 0), the Patriot Battle instructions would fight with the Event's modifiers. Pure.
 */
export function patriotBattleSetupSpaces(start: GameState, modifiers: BattleModifiers, options: Pick<PatriotMarchOptions, 'mode' | 'now'> = {}): SpaceId[] {
  const mode = options.mode ?? SETUP_MARCH;
  const now = options.now ?? start;
  const out: SpaceId[] = [];
  for (const s of SPACE_IDS) {
    if (s === 'WestIndies' || countRoyalist(piecesAt(start, s)) === 0) continue;
    if (!restrictionAllows(mode.restriction, s) || forbiddenByActivity(now, P, s, 'march')) continue;
    const { board, groups } = gatherInto(start, s, mode);
    if (groups > 0 && wouldFight(finished(board, s), s, modifiers)) out.push(s);
  }
  return out;
}

/**
 * An Event's March to set up a Battle (8.3.1, #51): its one destination is the space of
 * {@link patriotBattleSetupSpaces} first by the Battle instructions' order (8.5.1: Washington's space,
 * then the highest Population, then the most Villages; ties 8.2); groups march in, largest first (ties
 * 8.2), until the Battle instructions would fight there — at least one group, as a March moves units
 * (3.3.2). Writes the trace. Pure but for the trace and the rolls.
 */
export function planPatriotBattleSetup(start: GameState, ctx: DecisionContext, modifiers: BattleModifiers, options: Pick<PatriotMarchOptions, 'mode' | 'now'> = {}): PatriotMarchPlan {
  const mode = options.mode ?? SETUP_MARCH;
  const spaces = patriotBattleSetupSpaces(start, modifiers, options);
  const to = bestSpace(ctx, spaces, patriotBattleOrder(start), 'Event Instruction: March to set up a Battle: Washington, then highest Population, then most Villages (8.3.1, 8.5.1)');
  if (to === null) {
    ctx.node(NODE, 'no March can set up a Battle the Battle instructions would fight', '8.3.1');
    return { destinations: [], moves: [] };
  }
  const why = [
    start.leaders.patriots.leader === 'Washington' && start.leaders.patriots.at === to ? 'Washington is there' : '',
    `Population ${SPACES[to].population}`,
    `${piecesAt(start, to).village} Village${piecesAt(start, to).village === 1 ? '' : 's'}`,
  ].filter((t) => t !== '');
  ctx.node(NODE, `March to set up a Battle in ${spaceName(to)} (${why.join(', ')}), where the Battle instructions would fight once the Patriot units have marched in`, '8.3.1');
  const board = new PlanBoard(start, mode);
  const moves: PatriotMarchMove[] = [];
  for (let j = 1; moves.length === 0 || !wouldFight(finished(board, to), to, modifiers); j++) {
    const groups = ADJACENT[to].map((from) => board.group(from, to)).filter((g): g is PatriotMarchMove => g !== null);
    if (groups.length === 0) break;
    const top = Math.max(...groups.map(sizeOf));
    const from = randomAmong(ctx, groups.filter((g) => sizeOf(g) === top).map((g) => g.from), `Event Instruction: largest group into ${spaceName(to)} #${j} (8.3.1)`);
    const g = groups.find((x) => x.from === from)!;
    board.move(g);
    moves.push(g);
    ctx.node(NODE, `largest group first, until the Battle would be fought: ${moveText(g)} from ${spaceName(g.from)} to ${spaceName(to)}`, '8.3.1');
  }
  return { destinations: [{ space: to, bullet: 'battle' }], moves };
}

/** The March planned for the decision of `flow` in `mode`, from the board it started from (8.1); an Event's March to set up a Battle (8.3.1) under #51. */
export const patriotMarchPlan: (flow: Flow, mode: CommandMode) => PatriotMarchPlan = planPerDecision(
  'patriotsMarch',
  (flow, mode) => {
    const setup = patriotBattleSetupEvent(flow.state);
    const start = planningState(flow.state, P);
    return setup ? planPatriotBattleSetup(start, flow.ctx, setup, { mode, now: flow.state }) : planPatriotMarch(start, flow.ctx, { mode, now: flow.state });
  },
  // Besides the board it starts from, planPatriotMarch reads only these of the current state (an Event's Battle set-up may read more).
  (state) => (patriotBattleSetupEvent(state) !== null ? null : [strokeLeaderToInvolve(state, P), closedByActivity(state, P, 'march').join()]),
);

// ---------------------------------------------------------------------------------------------
// The decisions

/** The next action of the plan at the March's decision, read from the frame's progress. */
export function nextPatriotMarchAction(frame: PatriotsMarchFrame, plan: PatriotMarchPlan): Action {
  const dest = frame.dest;
  if (frame.group && dest) {
    const g = frame.group;
    const m = plan.moves.find((x) => x.from === g.from && x.to === dest);
    const kind = m ? GROUP_KINDS.find((k, i) => i > g.cursor && m[k] > 0) : undefined;
    if (m && kind) return { faction: P, type: 'move', from: g.from, to: dest, piece: kind, count: m[kind] };
    return { faction: P, type: 'done' };
  }
  if (dest) {
    const m = plan.moves.find((x) => x.to === dest && !frame.origins.includes(x.from));
    if (m) {
      const kind = GROUP_KINDS.find((k) => m[k] > 0)!;
      return { faction: P, type: 'move', from: m.from, to: dest, piece: kind, count: m[kind] };
    }
  }
  const next = plan.destinations.find((d) => !frame.selected.includes(d.space));
  if (next) return { faction: P, type: 'selectSpace', space: next.space };
  return { faction: P, type: 'done' };
}

function describeNext(a: Action, frame: PatriotsMarchFrame): string {
  switch (a.type) {
    case 'selectSpace':
      return `select ${spaceName(a.space!)} as a destination`;
    case 'move':
      return `${piecesText(a.count!, a.piece as SpacePiece)} from ${spaceName(a.from!)} into ${spaceName(a.to as SpaceId)}`;
    default:
      return frame.group ? `the group from ${spaceName(frame.group.from)} is complete` : 'the March is complete';
  }
}

/** The `patriotsMarch` decision: the next action of the plan. */
function marchDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as PatriotsMarchFrame;
  const plan = patriotMarchPlan(flow, frame.mode);
  const wanted = nextPatriotMarchAction(frame, plan);
  return marchStep(flow, frame, wanted, plan.destinations.length, () => describeNext(wanted, frame), NODE, RULE);
}

/** After the March: Partisans, else Skirmish, else Persuasion (8.5.4, 8.5.1). */
function afterMarch(flow: Flow): Action {
  const host = factionHost(flow.state, P);
  const done: Action = { faction: P, type: 'done' };
  if (host?.activity) {
    flow.ctx.node(NODE, 'a Special Activity was executed already', '4.1');
    return findLegal(flow, done) ?? randomFallback(flow, 'the March is over');
  }
  return choosePatriotActivity(flow, { excluded: [] }) ?? done;
}

/** Whether any March move can be executed in `mode` (8.1 "Paying Resource Costs": a Resource per destination unless free; a Limited March: one; "IF NONE"). */
function possible(flow: Flow, mode: CommandMode): boolean {
  return patriotMarchPlan(flow, mode).destinations.length > 0;
}

/** P5 March (8.5.4), as a {@link PatriotCommand}. */
export const march: PatriotCommand = {
  command: 'march',
  node: NODE,
  possible,
  handlers: { patriotsMarch: marchDecision },
  afterCommand: afterMarch,
};
