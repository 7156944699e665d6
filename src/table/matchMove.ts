/**
 * Whole-move matching for virtual tables (issue #20): given the game where a human's move begins and the
 * board after it, find the engine's legal micro-action sequences that produce exactly that board, or say
 * how close the rules get and where the table's move departs from them.
 *
 * The search walks the engine's own decisions (the machine's cached legal lists and unchecked apply on the
 * silent account, as the Simulator does; the sequences it returns are stepped again with the account), so
 * whatever the rules allow is found in the engine's order, whatever order the humans moved the pieces in.
 * It is pruned by the target: actions naming a space the move leaves
 * unchanged (an Indian Gather's selection also of one that differs only by War Parties the target shows
 * Activated), or moving a space's pieces away from the target, are detours tried late rather than never
 * (but bringing the pieces an announced Special Activity needs into a space where the target shows
 * enemy pieces removed, before that Activity); positions nearest the target are expanded first, and
 * positions reached twice by steps taken in different orders are explored once (a transposition set
 * over the state without its log). Moves and placements are ranked by what the action says they do
 * and stepped only when their turn comes (most are never taken). Positions where a Faction's Resources are below the target's by
 * more than they can still rise, once its Command under way has paid for the spaces the target still
 * needs it to select, are dropped (a selection that only pays, before it is taken); so are those where
 * the mover's paying Command has closed a space that still lacks pieces only it brings in, can no
 * longer select a space that lacks them, has marched more units into a space than the target shows
 * there (they may not move again), or is over with Resources above the target's or such pieces still
 * missing; and those where Persuasion can no longer place a Propaganda marker the target shows, or a
 * Rally or Gather has left a space fewer Active units than the target shows with no Special Activity
 * left to Activate one, or a Gather or Rally has left a space more War Parties or Militia than the target
 * shows that none of its spaces still to select can take in, or a Gather holds Resources it can no longer spend,
 * or a March has closed (the British March: passed, in map order) the space where the target shows the
 * mover's Leader while his own space keeps a piece that cannot leave (he goes only along with a group, 1.10).
 * Once the board is on the target but the mover's paying Command has Resources left to spend, the
 * selections that leave it and come back (pieces taken from a space and put back) are no detours; so
 * are those of an Indian Gather with no War Party Available from a Province the Resources show owed
 * that ends unchanged (a relay: War Parties taken from the map are placed there and taken on) until the
 * board is back as near as before it; with War Parties Available, the one placed in such a Province is
 * no detour either (it is taken on later), nor one placed in a Province the target shows with fewer.
 * Two such searches share the budget in turns (a portfolio): the plain one, and a wary one where detours
 * weigh more, which takes a detour needed early in the move before the plain one would reach it,
 * begins a Special Activity the target shows in full before the Command lines just as near, treats a
 * Patriot Rally's owed selections as relays too once Militia are taken from the map (none Available, or
 * fewer beyond the target's than spaces still to pay for), and an Indian Gather's
 * selection of a Province with War Parties to spare as one of a space the move leaves unchanged.
 * In a March with an announced Skirmish, Partisans or War Path, a move into a space where the target shows
 * it striking closes no other move as a detour before the Activity, and the plain search counts passing
 * up the Activity once it could strike as the target shows as a detour; in a Patriot March the selection
 * of such a space goes first among selections just as near.
 * In a French March, the Patriots' Resources beyond the target's, once the destinations still lacking
 * Continentals are paid for, are destinations Continentals relay through (3.5.4): they weigh in the rank
 * as a March's relays do, and in the plain search selections and moves naming a space the move leaves
 * unchanged are then no detours.
 * The parts are modules of their own: the public types (matchTypes.ts, re-exported here), the target
 * normalised (matchBoard.ts), the distance to it (matchDistance.ts), the transposition keys
 * (matchKeys.ts), the search's nodes and shared state (matchNodes.ts), the exact drops (matchDrops.ts)
 * and their routing bound (matchRoutes.ts); this module keeps the search, its ordering and the result.
 * @module
 */
import { piecesAt, spaceAt } from '../rules/board';
import type { Action } from '../core/action';
import { describeAction } from '../core/action';
import { IllegalActionError, InvalidStateError } from '../core/errors';
import type { GameState } from '../core/state';
import type { Faction, PieceType, SpaceId, SpacePiece } from '../data/ids';
import { FACTIONS, SPACE_IDS, SPACE_PIECES, spaceIndex } from '../data/ids';
import { FACTION_NAME, spaceName } from '../data/text';
import { applyListed, listed, pending, tryApply } from '../game/machine';
import { newLogEntries } from '../game/replay';
import { silenced } from '../sim/simulator';
import type { BoardChange, MoveTarget } from './target';
import type { Announced, MatchOptions, DiceNeeded, BoardDifference, MatchResult } from './matchTypes';
import { type SpaceMarker, MARKERS, POOLS, type Pool, type Board, normaliseTarget } from './matchBoard';
import { strikeOf, baseBuilds, persuades, rallyReplaces, fortRelays, Distance, kindName, differencesFrom } from './matchDistance';
import { PositionKeys } from './matchKeys';
import { type Node, newNode, type Step, type Guess, type Search, type Expanded } from './matchNodes';
import { continentalsOwed, activityOwes, strikeReady, relaysOwed, spareResources, sparesOwed, relaysPlacements, musterFrame, spentBeyond, transferFallsShort, gatherPlacementFalls, britishMoveDistance, ownCommandMisses, strikeMayCostOwn, selectionFallsShort, selectionClosesShort, placementEmptiesClosed, moveEmptiesClosed, moveArrivesBeyond, moveFallsShort, partisansStrikeMisses, marchEndLeftOff, stackFrame, type StrikeMiss } from './matchDrops';

export type { MoveTarget, SpaceTarget } from './target';
export type { Announced, MatchOptions, DiceNeeded, MatchedSequence, BoardDifference, Departure, MatchResult } from './matchTypes';
export { boardDifferences } from './matchDistance';

// -------------------------------------------------------------------------------------------------
// The search

const topKind = (s: GameState): string | undefined => s.stack[s.stack.length - 1]?.kind;

/**
 * Whether a move that began at `start` is over at a later state of the same game, by the `until` option of
 * {@link matchMove} (default: the Faction's turn on an Event card, the Faction's decisions in a Winter
 * Quarters Round). What a table uses to know when to read its board. Pure.
 */
export function moveIsOver(start: GameState, until?: MatchOptions['until']): (state: GameState) => boolean {
  if (typeof until === 'function') return (s) => s.result !== null || until(s);
  const phase = start.stack[1]?.kind;
  const mode = until ?? (phase === 'winterQuarters' ? 'faction' : 'turn');
  if (mode === 'faction') {
    const mover = pending(start)!.faction;
    return (s) => {
      if (s.result !== null) return true;
      const f = pending(s)!.faction;
      return f !== mover && f !== 'chance';
    };
  }
  const card = start.deck.current;
  const startKind = topKind(start);
  return (s) =>
    s.result !== null ||
    s.deck.current !== card ||
    s.stack[1]?.kind !== phase ||
    topKind(s) === 'eligibleOptions' ||
    (startKind !== 'brilliantStrokes' && topKind(s) === 'brilliantStrokes');
}

const SPACE_SET = new Set<string>(SPACE_IDS);

/** Whether an action contradicts what the table announced. */
function contradicts(a: Action, mover: string, ann: Announced | undefined, commanded: boolean): boolean {
  if (!ann || a.faction !== mover) return false;
  switch (a.type) {
    case 'command':
      // A Brilliant Stroke's second Limited Command may be another one.
      if (commanded) return false;
      if (ann.command !== undefined && a.command !== ann.command) return true;
      if (ann.limited !== undefined && Boolean(a.limited) !== ann.limited) return true;
      return ann.side !== undefined || ann.pass === true;
    case 'specialActivity':
      if (ann.activity === null) return true;
      return ann.activity !== undefined && a.activity !== ann.activity;
    case 'event':
      if (commanded) return false;
      if (ann.side !== undefined && a.side !== ann.side) return true;
      // A Command announced with the side is the one the Event grants (5.2), taken after it.
      return (ann.command !== undefined && ann.side === undefined) || ann.pass === true;
    case 'pass':
      return ann.pass === false || ann.command !== undefined || ann.side !== undefined || ann.brilliantStroke === true;
    case 'brilliantStroke':
      return ann.brilliantStroke === false;
    default:
      return false;
  }
}

/** Whether a sequence took every announced choice. */
function honours(actions: readonly Action[], mover: string, ann: Announced | undefined): boolean {
  if (!ann) return true;
  const mine = actions.filter((a) => a.faction === mover);
  if (ann.command !== undefined && !mine.some((a) => a.type === 'command' && a.command === ann.command)) return false;
  if (typeof ann.activity === 'string' && !mine.some((a) => a.type === 'specialActivity' && a.activity === ann.activity)) return false;
  if (ann.side !== undefined && !mine.some((a) => a.type === 'event' && a.side === ann.side)) return false;
  if (ann.pass === true && !mine.some((a) => a.type === 'pass')) return false;
  if (ann.brilliantStroke === true && !mine.some((a) => a.type === 'brilliantStroke')) return false;
  return true;
}

/**
 * The step of the `i`th legal action from a node's position, taken once per search: the portfolio's two
 * runs expand many of the same positions (the same objects: both begin at the start, and each step's
 * result is kept; or equal ones, reached in another order: kept by key), and the engine's steps are most
 * of a search's time.
 */
function stepFrom(se: Search, from: Node, i: number, expanded = se.steps.get(from.key!)!): Step {
  const at = from.state!;
  const steps = expanded.steps;
  let step = steps[i];
  if (step === undefined) {
    const state = applyListed(at, expanded.legal[i]);
    const { dist, spacesAway, enabling } = se.dist.step(state, at, from.dist);
    step = steps[i] = { state, key: se.keys.after(state, at, from.key!), dist, spacesAway, enabling, reachable: undefined };
  }
  return step;
}


/** Whether the step of the `i`th legal action from a node's position (expanded) has been taken already (by either run). */
const stepped = (se: Search, from: Node, i: number): boolean => se.steps.get(from.key!)!.steps[i] !== undefined;

/** What the search took from a node's position ({@link Expanded}), its legal list asked of the machine the first time the position (by key) is expanded. */
function expand(se: Search, node: Node): Expanded {
  let expanded = se.steps.get(node.key!);
  if (expanded === undefined) se.steps.set(node.key!, (expanded = { legal: listed(node.state!), steps: [] }));
  return expanded;
}

/**
 * The step of a move between two spaces ({@link Distance.moved}) or of Militia or War Parties placed
 * ({@link Distance.placed}) as the action says it, without taking it; undefined for another action, a
 * move a Leader may go along with, or a step that may reach the target (a match is checked when its
 * step is taken). Many of the moves and placements offered are never taken: stepped only when their
 * turn comes. Orders the search only: a step that does more is ranked anew once stepped, and its kind
 * ({@link guessClass}) is no longer guessed in the search.
 */
function guessed(se: Search, from: Node, a: Action): Guess | undefined {
  if (a.faction === 'chance' || a.count === undefined || (se.inexact.size > 0 && se.inexact.has(guessClass(a)))) return undefined;
  const s = from.state!;
  let guess: Guess;
  if (a.type === 'move') {
    if (!SPACE_SET.has(a.from ?? '') || !SPACE_SET.has(a.to ?? '') || !(OWN_PIECES[a.faction] as readonly string[]).includes(a.piece ?? '')) return undefined;
    for (const f of FACTIONS) if (s.leaders[f].at === a.from) return undefined;
    guess = se.dist.moved(s, from.dist, a.from as SpaceId, a.to as SpaceId, a.piece as SpacePiece, a.count);
  } else if (a.type === 'place') {
    if (!PLACED_GUESSED.has(a.piece ?? '') || !SPACE_SET.has(a.space ?? '') || (a.from !== undefined && !SPACE_SET.has(a.from))) return undefined;
    guess = se.dist.placed(s, from.dist, a.space as SpaceId, a.from as SpaceId | undefined, a.piece as SpacePiece, a.count);
  } else return undefined;
  return guess.dist > 0 ? guess : undefined;
}

/** The pieces whose placing is {@link guessed}: Militia and War Parties, from the Available box or another space (Rally 3.3.1, Gather 3.4.1). */
const PLACED_GUESSED = new Set<string>(['militia', 'warParty', 'militiaUnderground', 'militiaActive', 'warPartyUnderground', 'warPartyActive']);

/** What steps share for {@link guessed}: a guess found wrong once (pieces Activated on the way, 3.3.2) is not made again for them in the search. */
const guessClass = (a: Action): string => `${a.faction}|${a.type}|${a.piece}|${a.to ?? a.space}`;

/** The pieces a Faction moves as its own (a Leader in the origin may go along: not {@link guessed}; another Faction's pieces may cost Resources). */
const OWN_PIECES: Readonly<Record<Faction, readonly SpacePiece[]>> = {
  british: ['britishRegular', 'tory'],
  patriots: ['continental', 'militiaUnderground', 'militiaActive'],
  french: ['frenchRegular'],
  indians: ['warPartyUnderground', 'warPartyActive'],
};

/** What a detour weighs against the distance in the plain search: a detour that then brings several pieces home is worth taking before long searches without one. */
const DETOUR_COST = 3;
/**
 * What a detour weighs in the portfolio's second run: there positions with fewer detours go first even
 * when much further from the target (twenty units: a Command's whole distance, most often), so a move
 * with detours is not tried while a detour-free one remains open, and a detour needed early is still
 * taken before the detour-free lines that stay far from the target.
 */
const WARY_DETOUR_COST = 20;
/**
 * The share of what a Special Activity alone can still do ({@link activityOwes}, whole units) by which
 * the wary run ranks the Activity's start nearer the target: a third, so only an Activity the target shows
 * in full weighs (more, or any credit at all for two Propaganda markers, loses moves found late).
 */
const WARY_ACTIVITY_CREDIT = 1 / 3;
/**
 * What each destination a Patriot or Indian March (or Province an Indian Gather) still owes to a space that lacks no pieces ({@link relaysOwed})
 * weighs in the rank, in units of distance: enough that lines routing every unit straight to where the
 * target has it (each step nearer, none spending the Resources) no longer all go before the line that
 * routes through such a space (over the 2,000 turns of `matchTurns.ts --turns 400`: 3 found one of the
 * two March misses this was made for, 4 to 14 both, with fewest positions at 4 to 6).
 */
const RELAY_WEIGHT = 6;
/**
 * Selections of spaces the move leaves unchanged are interchangeable (any of them gives the same
 * board): the first one in map order is one detour, each later one {@link SPARE_COST} more, up to
 * {@link SPARE_CAP} more.
 */
const SPARE_COST = 1;
const SPARE_CAP = 3;

/**
 * The frontier of a run whose detours weigh `weight` each, a binary heap in the order of expansion: node
 * a is expanded before node b when its distance to the target (Resources aside) plus `weight` per detour
 * is less (within a turn the pieces of a space nearly always move one way), then with fewer detours, then
 * deeper (a line of steps is carried on — a space selected is resolved toward its target — before a
 * sibling equally near is begun), then first found. A node's rank and detours are not changed while it
 * is queued: its weighed distance is kept beside it.
 */
class Frontier {
  readonly #heap: Node[] = [];
  /** The weighed distance of each node of the heap, at the same index. */
  readonly #weighed: number[] = [];
  constructor(readonly weight: number) {}
  get size(): number {
    return this.#heap.length;
  }
  /** The node {@link pop} would return. */
  get top(): Node {
    return this.#heap[0];
  }
  /** Whether node a (weighed `fa`) goes before node b (weighed `fb`). */
  static #before(a: Node, fa: number, b: Node, fb: number): boolean {
    return fa !== fb ? fa < fb : a.detours !== b.detours ? a.detours < b.detours : a.depth !== b.depth ? a.depth > b.depth : a.order < b.order;
  }
  push(n: Node): void {
    const h = this.#heap;
    const w = this.#weighed;
    const f = n.rank + this.weight * n.detours;
    let i = h.length;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!Frontier.#before(n, f, h[up], w[up])) break;
      h[i] = h[up];
      w[i] = w[up];
      i = up;
    }
    h[i] = n;
    w[i] = f;
  }
  pop(): Node {
    const h = this.#heap;
    const w = this.#weighed;
    const top = h[0];
    const last = h.pop()!;
    const f = w.pop()!;
    const n = h.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && Frontier.#before(h[r], w[r], h[l], w[l]) ? r : l;
        if (!Frontier.#before(h[m], w[m], last, f)) break;
        h[i] = h[m];
        w[i] = w[m];
        i = m;
      }
      h[i] = last;
      w[i] = f;
    }
    return top;
  }
}

/** Whether a path takes exactly these actions. */
const sameActions = (path: readonly Node[], actions: readonly Action[]): boolean => path.length === actions.length && path.every((n, i) => JSON.stringify(n.action) === JSON.stringify(actions[i]));

const pathOf = (n: Node): Node[] => {
  const out: Node[] = [];
  for (let x: Node | null = n; x !== null && x.action !== null; x = x.parent) out.push(x);
  return out.reverse();
};

/**
 * The space a Faction last selected in the decision pending at a node (by index in the map order, with
 * the piece kind it was selected for), with only its own steps since; or undefined. A selection of an
 * earlier space is out of order ({@link outOfOrder}).
 */
interface LastSelection {
  faction: string;
  piece: string | undefined;
  index: number;
}

/**
 * {@link LastSelection} at `node` for `faction`'s selections (the walk back its path, made once per
 * expansion). The order begins anew at each part of the move ({@link BOUNDARIES}), the Special Activity
 * included: the Command's selections after it need not follow those before it.
 */
function lastSelection(node: Node, faction: string): LastSelection | undefined {
  const kind = topKind(node.state!);
  for (let x: Node | null = node; x !== null && x.action !== null; x = x.parent) {
    const a = x.action;
    if (a.faction !== faction || BOUNDARIES.has(a.type)) return undefined;
    // A selection of another decision than this one: no order to keep.
    if (a.type === 'selectSpace') return topKind(x.parent!.state!) === kind ? { faction, piece: a.piece, index: spaceIndex(a.space!) } : undefined;
  }
  return undefined;
}

/**
 * Whether the action selects a space before the one the mover last selected in the same decision, with
 * only its own steps in between (symmetry: spaces selected one after another — placing or moving pieces
 * in each before the next — are tried in map order first, as the order rarely matters); not after a
 * selection for another piece kind (Muster's Regulars space, 3.2.1). `last`: {@link lastSelection}.
 */
const outOfOrder = (last: LastSelection | undefined, action: Action): boolean =>
  action.type === 'selectSpace' && last !== undefined && last.faction === action.faction && last.piece === action.piece && spaceIndex(action.space!) < last.index;

/** Steps that begin a new part of a move: selections before them are another decision's. */
const BOUNDARIES = new Set<string>(['command', 'specialActivity', 'event', 'brilliantStroke', 'pass']);

/**
 * Greedy best-first search from the root: the position nearest the target is expanded next (deepest
 * first among equals), each position once; a child that ends the move on the target is a match. A run
 * can be advanced by slices of the shared budget ({@link Search.nodes}), so several runs share it.
 * Only the recording run (the plain search) keeps the closest positions.
 */
class Run {
  readonly #seen: Set<number>;
  readonly #frontier: Frontier;
  constructor(
    readonly se: Search,
    root: Node,
    /** Whether this run keeps the nearest positions for the departure (the plain search only). */
    readonly record: boolean,
    /** What a detour weighs against the distance in the order of expansion ({@link Frontier}). */
    detourWeight: number,
    /** The share of {@link activityOwes} by which the start of a Special Activity is ranked nearer the target (0: none). */
    readonly credit = 0,
    /** Whether a step that passes up the announced strike once it is ready ({@link strikeReady}) is a detour. */
    readonly passUp = false,
    /**
     * Whether a Patriot Rally's placements from the map make its owed selections relays too ({@link
     * relaysPlacements}), and an Indian Gather's selection of a Province with War Parties to spare is
     * judged as one of a space the move leaves unchanged ({@link onlyActivated}): the wary run's. Without
     * it (the plain search), a Gather's Province being resolved is no relay until fed ({@link relaysOwed}).
     */
    readonly relays = false,
  ) {
    this.#seen = new Set<number>([root.key!]);
    this.#frontier = new Frontier(detourWeight);
    this.#frontier.push(root);
  }

  /** Whether the run has nothing left to expand. */
  get done(): boolean {
    const frontier = this.#frontier;
    while (frontier.size > 0 && !this.#kept(frontier.top)) frontier.pop();
    return frontier.size === 0;
  }

  /** The step's result: its distance, detours and the match check; whether the child is queued (a position where the move is over is not; the exact drops wait for {@link #kept}). */
  #settle(child: Node, step: Step, extra: number): boolean {
    const se = this.se;
    const parent = child.parent!;
    const { state, dist } = step;
    child.state = state;
    child.dist = dist;
    // In a March with Partisans or War Path, the strike's space is judged by what it still wants before the strike ({@link Distance.strikeAhead}).
    child.rank = dist - se.dist.resources(state) - (this.credit > 0 && child.action!.type === 'specialActivity' ? Math.floor(this.credit * activityOwes(state, se.dist.target)) : 0) + RELAY_WEIGHT * (relaysOwed(se, state, !this.relays) + continentalsOwed(se, state)) + (se.announced?.command === 'march' ? se.dist.strikeAhead(state) : 0);
    const spending = se.announced?.activity !== null && !child.acted && se.mover !== 'chance' ? (se.mover as Faction) : null;
    // Resources the mover gains once its Special Activity is taken are that Activity's gift, whatever the order.
    const gaining = child.acted && se.mover !== 'chance' ? (se.mover as Faction) : null;
    const spacesAway = child.spare !== undefined || child.relay === true ? 0 : child.acted ? step.spacesAway : step.spacesAway - step.enabling;
    child.detours = parent.detours + extra + se.dist.away(parent.state!, state, spending, gaining, spacesAway);
    if (this.record && (child.dist < se.best.dist || (child.dist === se.best.dist && child.depth > se.best.depth))) se.best = child;
    if (se.stop(state)) {
      // Among whole moves equally near, the one with fewest detours (spaces the table did not touch), then
      // whose pools match best: the table's map is what the human touched.
      const e = se.bestEnd;
      if (this.record && (e === null || child.dist < e.dist || (child.dist === e.dist && (child.detours < e.detours || (child.detours === e.detours && se.dist.pools(state) < se.dist.pools(e.state!)))))) se.bestEnd = child;
      if (child.dist === 0) {
        const actions = pathOf(child).map((n) => n.action!);
        // The other run may have found the same sequence.
        if (honours(actions, se.mover, se.announced) && !se.found.some((f) => sameActions(pathOf(f), actions))) se.found.push(child);
      }
      return false;
    }
    child.step = step;
    return true;
  }

  /**
   * Whether a position taken from the frontier is still to be expanded: not dropped by the exact tests
   * ({@link spentBeyond}, {@link ownCommandMisses}), asked once per step and only of the positions the
   * run reaches in its order (a dropped one would never have been expanded; the others' order is the same).
   */
  #kept(node: Node): boolean {
    const step = node.step;
    if (step === undefined) return true;
    const se = this.se;
    return (step.reachable ??= spentBeyond(step.state, se.dist.target, se.announced) === null && !ownCommandMisses(se, step.state));
  }

  /**
   * Whether the `i`th legal action at a node being expanded is dropped without its step
   * ({@link placementEmptiesClosed}): with every variant of it among the legal actions dropped too (the
   * variants' detours read one another's distances, {@link sameVariant}), none of them stepped yet, and
   * none (in the plain run) possibly nearer than its closest position.
   */
  #doomed(x: Expansion, i: number): boolean {
    const legal = x.legal;
    if (!this.#falls(x, i) || this.se.stop(x.node.state)) return false;
    for (let j = 0; j < legal.length; j++) if (j !== i && sameVariant(legal[i], legal[j]) && !this.#falls(x, j)) return false;
    return true;
  }

  /**
   * Whether the `j`th legal action alone is dropped without its step, for {@link #doomed}: worked out once
   * per expansion (the nearest positions it is compared with change only once its children are queued).
   */
  #falls(x: Expansion, j: number): boolean {
    if (x.expanded.steps[j] !== undefined) return false;
    let falls = x.dropped[j];
    if (falls === undefined) {
      const least = placementEmptiesClosed(this.se, x.node.state, x.node.dist, x.legal[j]);
      falls = x.dropped[j] = (least !== undefined && (!this.record || least > this.se.best.dist)) || this.#missed(this.#miss(x, j));
    }
    return falls;
  }

  /** {@link partisansStrikeMisses} of the `j`th legal action of an expansion, asked once. */
  #miss(x: Expansion, j: number): StrikeMiss | undefined {
    let miss = x.misses[j];
    if (miss === undefined) miss = x.misses[j] = partisansStrikeMisses(this.se, x.node.state, x.node.dist, x.legal[j]) ?? null;
    return miss ?? undefined;
  }

  /**
   * Whether the action at `s` (at distance `dist`) is a Partisans strike whose position is dropped
   * ({@link partisansStrikeMisses}) and can be neither the nearest position (the plain run keeps it) nor,
   * when it may end the move, a match or the nearest whole move.
   */
  #strikeMisses(s: GameState, dist: number, a: Action): boolean {
    return this.#missed(partisansStrikeMisses(this.se, s, dist, a));
  }

  /** {@link #strikeMisses} from the strike's {@link partisansStrikeMisses}. */
  #missed(miss: StrikeMiss | undefined): boolean {
    if (miss === undefined || (miss.mayEnd && miss.least <= 0)) return false;
    const se = this.se;
    return !this.record || (miss.least > se.best.dist && (!miss.mayEnd || (se.bestEnd !== null && miss.least > se.bestEnd.dist)));
  }

  /**
   * A child not stepped yet ranked by its {@link guessed} step: its distance and detours as {@link #settle}
   * would give them (`extra`: the detours of its choice among its siblings); the step is taken when the
   * child is taken from the frontier, and the child queued again by its true rank.
   */
  #provisional(child: Node, guess: Guess, extra: number): void {
    const parent = child.parent!;
    child.dist = guess.dist;
    child.rank = guess.dist - this.se.dist.resources(parent.state!);
    child.detours = parent.detours + extra + (child.spare !== undefined || child.relay === true ? 0 : child.acted ? guess.spacesAway : guess.spacesAway - guess.enabling);
    child.extra = extra;
    child.guess = guess;
  }

  /**
   * The children `taken` at a node whose positions a drop would refuse (Trade transfers, {@link transferFallsShort};
   * Gather placements, {@link gatherPlacementFalls}; British March moves, {@link britishMoveDistance}; Partisans
   * strikes, {@link partisansStrikeMisses}), each with its exact distance or (a strike) a lower bound: one is
   * left unstepped (and out of `taken`) when a variant there is as near, or none is there (it then sets no
   * variant's detours, {@link sameVariant}); else it is stepped in its place, nearest first, as the loop would have.
   */
  #unstepped(node: Node, taken: Taken[]): void {
    const se = this.se;
    const falling = taken.filter((t) => t.falls).sort((a, b) => a.guess.dist - b.guess.dist);
    const dropped = new Set<Node>();
    for (const f of falling) {
      if (taken.some((t) => (!t.falls && t.guess.dist <= f.guess.dist && sameVariant(t.child.action!, f.child.action!))) || !taken.some((t) => t !== f && sameVariant(t.child.action!, f.child.action!))) {
        dropped.add(f.child);
        continue;
      }
      const step = stepFrom(se, node, f.child.index!);
      f.child.key = step.key;
      f.falls = false;
      if (this.#seen.has(step.key)) {
        dropped.add(f.child);
        continue;
      }
      this.#seen.add(step.key);
      f.child.index = undefined;
      f.step = step;
      f.guess = step;
    }
    for (let k = taken.length - 1; k >= 0; k--) if (dropped.has(taken[k].child)) taken.splice(k, 1);
  }

  /** Expands positions until the shared count reaches `limit`, the alternatives are found or nothing is left. */
  advance(limit: number): void {
    const se = this.se;
    const frontier = this.#frontier;
    while (frontier.size > 0 && se.nodes < limit && se.found.length < se.alternatives) {
      const node = frontier.pop();
      if (node.state === null) this.#takePostponed(node);
      else this.#expandNode(node as Reached);
    }
  }

  /** A child taken from the frontier whose step was postponed (a detour, a selection, an end, a guessed step): dropped untaken, or stepped and queued by its true rank. */
  #takePostponed(node: Node): void {
    const se = this.se;
    // A selection that leaves the mover short of the target's Resources, or closes a space still short of
    // the target's pieces, or a placement that takes them from a closed space, is dropped untaken, when it
    // cannot be the nearest position (the plain run keeps that): the position reached is dropped once
    // taken (a position reached again by another way is too, and no nearer), and ends no move.
    if (!stepped(se, node.parent!, node.index!)) {
      const at = node.parent!.state!;
      const dist = node.parent!.dist;
      const least = selectionFallsShort(se, at, dist, node.action!) ?? selectionClosesShort(se, at, dist, node.action!) ?? placementEmptiesClosed(se, at, dist, node.action!);
      if (least !== undefined && (!this.record || least > se.best.dist) && !se.stop(at)) return;
      // So is a March move that takes pieces from a closed space, brings more into a British destination
      // than the target shows, or leaves its origin owing a selection the Resources cannot pay; such a
      // move may end the move (its Command's last; no match, as it differs from the target), so in the
      // plain run only when it cannot be the nearest whole move either.
      const bound = marchMoveDrops(se, at, dist, node.action!);
      // A British move's exact distance, where known, is the tighter.
      const moved = bound === undefined ? undefined : Math.max(bound, britishMoveDistance(se, at, dist, node.action!) ?? bound);
      if (moved !== undefined && (!this.record || (moved > se.best.dist && se.bestEnd !== null && moved > se.bestEnd.dist))) return;
      if (this.#strikeMisses(at, dist, node.action!) && !se.stop(at)) return;
      // So is the end of a March that leaves the Command short of the target ({@link marchEndLeftOff}), when it is no match nor (in the plain run) the nearest whole move.
      const ended = marchEndLeftOff(se, at, dist, node.action!);
      if (ended !== undefined && ended > 0 && (!this.record || (ended > se.best.dist && se.bestEnd !== null && ended > se.bestEnd.dist)) && !se.stop(at)) return;
    }
    // A step postponed (a detour, a selection, an end): take it now, and queue the position by its true rank.
    const step = stepFrom(se, node.parent!, node.index!);
    node.key = step.key;
    if (this.#seen.has(step.key)) return;
    this.#seen.add(step.key);
    const guess = node.guess;
    if (guess !== undefined && (guess.dist !== step.dist || guess.spacesAway !== step.spacesAway || guess.enabling !== step.enabling)) se.inexact.add(guessClass(node.action!));
    if (this.#settle(node, step, node.extra ?? node.detours - node.parent!.detours)) this.#frontier.push(node);
  }

  /** Expands a position taken from the frontier: its legal actions offered ({@link #offer}), then the children taken queued ({@link #queueTaken}). */
  #expandNode(node: Reached): void {
    const se = this.se;
    if (!this.#kept(node)) return;
    const expanded = expand(se, node);
    const legal = expanded.legal;
    if (forecloses(node, legal) && !feedsStrike(se, node)) {
      node.detours++;
      this.#frontier.push(node);
      return;
    }
    se.nodes++;
    // Naming a space the move leaves unchanged is a detour, unless every action does (a forced choice).
    // (a space the move leaves unchanged but that differs from the target here is one to put back: no detour).
    const settled = (sp: string | undefined): boolean => sp !== undefined && SPACE_SET.has(sp) && !se.changed.has(sp) && se.dist.space(spaceIndex(sp as SpaceId), spaceAt(node.state!, sp as SpaceId)) === 0;
    const gathering = se.mover === 'indians' && topKind(node.state) === 'indiansGather';
    // In the plain search, a French March whose Continentals must still relay through a space ({@link continentalsOwed}) may select such spaces and move out of them.
    const relayingContinentals = !this.relays && continentalsOwed(se, node.state) > 0;
    // Indexed loops over the legal list: it is frozen, where V8 11 has no fast path for `map`.
    const untouched: boolean[] = [];
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i];
      untouched.push(
        (!(relayingContinentals && (a.type === 'move' || a.type === 'selectSpace')) && (settled(a.space) || settled(a.from) || settled(a.to))) ||
          (gathering && a.type === 'selectSpace' && onlyActivated(se, node.state!, a.space as SpaceId, this.relays)),
      );
    }
    const forced = untouched.every(Boolean);
    // On the target with Resources still to spend, a selection begins an excursion ({@link spareResources}).
    const repairing = node.rank === 0 && spareResources(node.state, se) > 0;
    // The selection after Militia taken on from a relay may be the one that takes them on again ({@link takesOnRelay}).
    const tookOnRelay = this.relays && node.spare !== undefined && node.parent !== null && takesOnRelay(se, node.parent.state!, node.action!);
    // A selection the Resources show must go to a space that ends as the target shows is no detour.
    const owedBelow = sparesOwed(se, node.state);
    const relaying = owedBelow > 0 && relaysPlacements(se, node.state, this.relays);
    // In a Muster, the selected spaces that end unchanged give the same board whichever they are: only the first in map order is owed.
    let owedAt = owedBelow;
    if (owedBelow >= 0 && se.mover === 'british' && musterFrame(node.state) !== undefined) {
      let firstUnchanged = owedBelow;
      for (let i = 0; i < legal.length; i++) {
        const a = legal[i];
        if (untouched[i] && a.type === 'selectSpace' && a.faction === se.mover) firstUnchanged = Math.min(firstUnchanged, spaceIndex(a.space as SpaceId));
      }
      owedAt = firstUnchanged < owedBelow ? firstUnchanged + 1 : -1;
    }
    // Selections and ends of a decision with no variant among the actions (see below) are stepped only
    // when taken from the frontier, ranked meanwhile as their parent: they rarely move the board, and
    // a line carried on takes them first anyway (deeper), so the many left behind are never stepped.
    const lazy = lazyAlone(legal);
    const taken: Taken[] = [];
    // The announced strike could now do all the target shows of it: a step that passes it up is a detour (once a line).
    const passing = this.passUp && !node.acted && node.passed !== true && offersActivity(legal, se.mover) && strikeReady(se, node.state);
    // The mover's last selection in this decision, looked up once (every action of a legal list is one Faction's).
    let last: LastSelection | undefined;
    let lastOf: string | undefined;
    // Moves into one space from several origins one after another reach the same board in any order:
    // an origin before the last one in map order is out of order too.
    const prev = node.action;
    const outOfOrderHere = (action: Action): boolean => {
      if (action.type === 'move') return prev !== null && prev.type === 'move' && prev.faction === action.faction && prev.to === action.to && prev.from !== action.from && SPACE_SET.has(prev.from ?? '') && SPACE_SET.has(action.from ?? '') && spaceIndex(action.from as SpaceId) < spaceIndex(prev.from as SpaceId);
      if (action.type !== 'selectSpace') return false;
      if (lastOf !== action.faction) last = lastSelection(node, (lastOf = action.faction));
      return outOfOrder(last, action);
    };
    const x: Expansion = { node, legal, expanded, untouched, forced, spare: 0, repairing, tookOnRelay, owedBelow, relaying, owedAt, lazy, taken, passing, gathering, relayingContinentals, settled, outOfOrderHere, dropped: [], misses: [] };
    for (let i = 0; i < legal.length; i++) this.#offer(x, i);
    this.#queueTaken(node, taken);
  }

  /** The `i`th legal action of an expansion: its child queued at once ({@link #queued}), or weighed among the children taken ({@link #weigh}). */
  #offer(x: Expansion, i: number): void {
    const se = this.se;
    const { node, legal, repairing, tookOnRelay, passing } = x;
    const action = legal[i];
    if (contradicts(action, se.mover, se.announced, node.commanded)) return;
    const commanded = node.commanded || (action.faction === se.mover && (action.type === 'command' || action.type === 'event'));
    const acted = node.acted || (action.faction === se.mover && action.type === 'specialActivity');
    const child = newNode(null, action, commanded, acted, node, node.depth + 1, node.dist, node.rank, node.detours + 1, se.order++, undefined);
    const pass = passing && !acted ? 1 : 0;
    child.passed = node.passed === true || passing;
    if (action.faction === se.mover && !BOUNDARIES.has(action.type)) {
      if (action.type !== 'selectSpace') child.spare = node.spare;
      else if (repairing) child.spare = 0;
      else if (node.spare !== undefined && (node.rank > node.spare || tookOnRelay)) child.spare = node.spare;
    }
    if (!this.#queued(x, i, child, acted, pass)) this.#weigh(x, i, child, pass);
  }

  /** Whether the child of the `i`th action is queued untaken: a selection in an excursion, an action naming a space the move leaves unchanged, or a lone selection or end of a decision. */
  #queued(x: Expansion, i: number, child: Node, acted: boolean, pass: number): boolean {
    const se = this.se;
    const action = x.legal[i];
    const { node, untouched, forced, owedBelow, relaying, owedAt, lazy, gathering, relayingContinentals, settled, outOfOrderHere } = x;
    if (child.spare !== undefined && action.type === 'selectSpace') {
      // In any map order: the cycle decides it (a space taken from is selected after the one it fed).
      child.detours = node.detours + pass;
      child.index = i;
      this.#frontier.push(child);
      return true;
    }
    const relay = untouched[i] && owedBelow > 0 && placesRelay(se, node.state, action);
    if (relay || (gathering && placesOnward(se, node.state, action)) || (relayingContinentals && action.type === 'move' && settled(action.from))) child.relay = true;
    // Militia taken on from a relay: the excursion begins (or goes on) there, through the next selection.
    else if (this.relays && takesOnRelay(se, node.state, action)) {
      child.relay = true;
      child.spare ??= node.rank;
    }
    if (untouched[i] && !forced) {
      if (relay) child.detours = node.detours + pass;
      else if (action.type === 'selectSpace' && owedAt >= 0 && spaceIndex(action.space as SpaceId) < owedAt && action.faction === se.mover) {
        child.detours = node.detours + (outOfOrderHere(action) ? 1 : 0);
        // Pieces placed from the map: the owed space is a relay, its pieces taken on by a later selection.
        if (relaying) child.spare = node.rank;
      }
      else if (action.type === 'selectSpace') child.detours += outOfOrderHere(action) ? 1 + SPARE_CAP * SPARE_COST : Math.min(x.spare++, SPARE_CAP) * SPARE_COST;
      child.detours += pass;
      child.index = i;
      this.#frontier.push(child);
      return true;
    }
    if (lazy[i]) {
      child.detours = node.detours + (outOfOrderHere(action) ? 1 : 0) + pass;
      // First among its equals (its order of discovery negated).
      if (!acted && selectsStrikeSpace(se, node.state, action)) child.order = -child.order;
      child.index = i;
      this.#frontier.push(child);
      return true;
    }
    return false;
  }

  /** The child of the `i`th action among the children taken: its step guessed, its drop's distance known, or stepped; or dropped. */
  #weigh(x: Expansion, i: number, child: Node, pass: number): void {
    const se = this.se;
    const action = x.legal[i];
    const { node, expanded, taken, outOfOrderHere } = x;
    const guess = expanded.steps[i] !== undefined ? undefined : guessed(se, node, action);
    if (guess !== undefined) {
      child.index = i;
      taken.push({ child, step: null, guess, extra: (outOfOrderHere(action) ? 1 : 0) + pass, falls: false });
      return;
    }
    if (this.#doomed(x, i)) return;
    const extra = (outOfOrderHere(action) ? 1 : 0) + pass + (strands(se, action) ? STRANDED_COST : 0);
    // A Trade's transfer a drop would refuse, with its exact distance: stepped below only if a variant's detours need it.
    const falls = expanded.steps[i] === undefined ? transferFallsShort(se, node.state, node.dist, action) : undefined;
    // So is a Gather's placement from a closed space, whose position ends no move.
    const placing = falls === undefined && expanded.steps[i] === undefined && !se.stop(node.state!) ? gatherPlacementFalls(se, node.state!, node.dist, action) : undefined;
    if (placing !== undefined && (!this.record || placing > se.best.dist)) {
      child.index = i;
      taken.push({ child, step: null, guess: { dist: placing, spacesAway: 0, enabling: 0 }, extra, falls: true });
      return;
    }
    // So is a British March move a drop would refuse (it may end the move: then no match nor the nearest
    // whole move), and no nearer than here (a move nearer is progress the node offers, {@link forecloses}).
    const moving = falls === undefined && placing === undefined && expanded.steps[i] === undefined && marchMoveDrops(se, node.state!, node.dist, action) !== undefined ? britishMoveDistance(se, node.state!, node.dist, action) : undefined;
    if (moving !== undefined && moving >= node.dist && (!this.record || (moving > se.best.dist && se.bestEnd !== null && moving > se.bestEnd.dist))) {
      child.index = i;
      taken.push({ child, step: null, guess: { dist: moving, spacesAway: 0, enabling: 0 }, extra, falls: true });
      return;
    }
    // So is a Partisans strike a drop would refuse ({@link #strikeMisses}) by the least distance of its position, when a variant (another option) is stepped.
    const struck = falls === undefined && placing === undefined && moving === undefined && expanded.steps[i] === undefined && this.#missed(this.#miss(x, i)) ? this.#miss(x, i)!.least : undefined;
    if (struck !== undefined) {
      child.index = i;
      taken.push({ child, step: null, guess: { dist: struck, spacesAway: 0, enabling: 0 }, extra, falls: true });
      return;
    }
    if (falls !== undefined && (!this.record || (falls > se.best.dist && se.bestEnd !== null && falls > se.bestEnd.dist))) {
      child.index = i;
      taken.push({ child, step: null, guess: { dist: falls, spacesAway: 0, enabling: 0 }, extra, falls: true });
      return;
    }
    const step = stepFrom(se, node, i, expanded);
    child.key = step.key;
    if (this.#seen.has(step.key)) return;
    this.#seen.add(step.key);
    taken.push({ child, step, guess: step, extra, falls: false });
  }

  /** The children taken at an expansion queued, the variants of one step ranked (the nearest first, the others detours). */
  #queueTaken(node: Reached, taken: Taken[]): void {
    const se = this.se;
    if (taken.some((t) => t.falls)) this.#unstepped(node, taken);
    // Variants of one step (the same pieces between the same spaces, another count or option): the
    // nearest to the target (Resources included: a transfer of the right amount) goes first, the others are detours.
    let least = Infinity;
    for (const t of taken) if (t.guess.dist < least) least = t.guess.dist;
    for (const t of taken) {
      const a = t.child.action!;
      if (a.type === 'move' && t.guess.dist < node.dist && a.from !== undefined && a.to !== undefined) (node.progress ??= new Set()).add(moveKey(a));
    }
    for (const t of taken) {
      let extra = t.extra;
      // Only a step further than the nearest of all can have a nearer variant.
      if (t.guess.dist > least) {
        for (const u of taken) {
          if (u.guess.dist < t.guess.dist && sameVariant(u.child.action!, t.child.action!)) {
            extra++;
            break;
          }
        }
      }
      if (t.falls) continue;
      if (t.step === null) {
        this.#provisional(t.child, t.guess, extra);
        this.#frontier.push(t.child);
        continue;
      }
      if (this.#settle(t.child, t.step, extra)) this.#frontier.push(t.child);
      if (se.found.length >= se.alternatives) return;
    }
  }
}

/** A node whose step has been taken: its position known. */
type Reached = Node & { state: GameState };

/** A child taken at an expansion ({@link Run}): stepped, or ranked by a guess or a drop's distance (`falls`: left unstepped unless a variant needs it). */
interface Taken {
  child: Node;
  step: Step | null;
  guess: Guess;
  extra: number;
  falls: boolean;
}

/** What the actions of one expansion share ({@link Run}): the position's answers, asked once. */
interface Expansion {
  node: Reached;
  legal: readonly Action[];
  expanded: Expanded;
  untouched: readonly boolean[];
  forced: boolean;
  /** Selections of spaces the move leaves unchanged offered so far ({@link SPARE_COST}). */
  spare: number;
  repairing: boolean;
  tookOnRelay: boolean;
  owedBelow: number;
  relaying: boolean;
  owedAt: number;
  lazy: readonly boolean[];
  taken: Taken[];
  passing: boolean;
  gathering: boolean;
  relayingContinentals: boolean;
  settled: (sp: string | undefined) => boolean;
  outOfOrderHere: (action: Action) => boolean;
  /** {@link Run}'s #falls of each action, once asked. */
  dropped: (boolean | undefined)[];
  /** {@link partisansStrikeMisses} of each action, once asked (null: none). */
  misses: (StrikeMiss | null | undefined)[];
}

/** A lower bound of the distance of the position a March move reaches when a drop refuses it ({@link moveEmptiesClosed}, {@link moveArrivesBeyond}, {@link moveFallsShort}), else undefined. */
const marchMoveDrops = (se: Search, s: GameState, dist: number, a: Action): number | undefined =>
  moveEmptiesClosed(se, s, dist, a) ?? moveArrivesBeyond(se, s, dist, a) ?? moveFallsShort(se, s, dist, a);

/**
 * Whether an action leaves a Leader left alone in the Available box (1.10) during an announced March
 * while the target shows him on the map: a March places no piece from the Available box, the only way
 * he comes back (1.10), so the line is most likely lost. Orders the search only.
 */
const strands = (se: Search, a: Action): boolean =>
  a.type === 'moveLeader' && a.to === 'available' && se.announced?.command === 'march' && a.faction !== 'chance' && se.dist.target.leaders[a.faction as Faction].at !== 'available';

/** The detours of a step that {@link strands} a Leader: as many as the farthest his place counts in the distance (LEADER_HOPS_CAP, matchDistance.ts). */
const STRANDED_COST = 3;

/**
 * Whether a move, before the mover's Special Activity, brings pieces into a space where its announced
 * strike is to remove enemy pieces ({@link strikeOf}): the striker must be there first (4.2.2, 4.3.2,
 * 4.3.3, 4.4.2), so the moves it closes into that space ({@link forecloses}) are no detour — the units
 * they would have brought are most often the target's elsewhere.
 */
const feedsStrike = (se: Search, node: Node): boolean => {
  const a = node.action!;
  return !node.acted && se.dist.strike !== null && a.type === 'move' && SPACE_SET.has(a.to ?? '') && se.dist.strike.spaces.has(spaceIndex(a.to as SpaceId));
};

/**
 * Whether an action of the mover selects, with its Patriot March under way (one destination resolved at a
 * time, 3.3.2), a space where its announced Partisans or Skirmish is to remove enemy pieces
 * ({@link strikeOf}): the striker must be marched in before the strike (4.3.2, 4.3.3), so that
 * destination is tried first among selections just as near (in map order it may come last, after lines
 * that never reach it). (The same for the Indian March with War Path, 3.4.2, 4.4.2, cost positions.)
 */
const selectsStrikeSpace = (se: Search, s: GameState, a: Action): boolean =>
  a.type === 'selectSpace' && a.faction === se.mover && se.dist.strike !== null && se.dist.strike.spaces.has(spaceIndex(a.space as SpaceId)) && stackFrame(s, 'patriotsMarch') !== undefined;

/**
 * Whether an action of the mover's Indian Gather places a War Party (3.4.1), by itself: asked of a
 * placement in a Province the move leaves unchanged while the Resources show such Provinces still owed
 * ({@link sparesOwed}). The War Party placed there must be taken on to a Province with a Village selected
 * later (3.4.1), so that Province is a relay and the placement, the only thing the Gather may do there but
 * build a Village, is no detour ({@link Node.relay}).
 */
const placesRelay = (se: Search, s: GameState, a: Action): boolean =>
  a.type === 'place' && a.piece === 'warParty' && se.mover === 'indians' && a.faction === 'indians' && stackFrame(s, 'indiansGather') !== undefined;

/**
 * Whether an action of the mover's Patriot Rally places Militia taken from a space the move leaves
 * unchanged that holds more Militia than the target shows: Militia placed there earlier as a relay
 * (3.3.1, 1.4.1), taken on now; the step away its new space takes is the relay's, no detour
 * ({@link Node.relay}), and the next selection (which may take them on again, a Fort's gather) is in the
 * excursion ({@link Node.spare}) whatever the map order. The wary run's, as {@link relaysPlacements}.
 * Orders the search only.
 */
function takesOnRelay(se: Search, s: GameState, a: Action): boolean {
  if (a.type !== 'place' || a.faction !== 'patriots' || se.mover !== 'patriots' || a.from === undefined || !SPACE_SET.has(a.from) || se.changed.has(a.from)) return false;
  const now = piecesAt(s, a.from as SpaceId);
  const then = se.dist.target.spaces[a.from as SpaceId].pieces;
  return now.militiaUnderground + now.militiaActive > then.militiaUnderground + then.militiaActive;
}

/**
 * Whether an action of the mover's Indian Gather places a War Party from the Available box, while more
 * are Available than the target shows, in a Province where the target shows fewer War Parties than it
 * would then hold: in a Gather War Parties leave a Province only by moving into a Village Province
 * selected later (3.4.1), so that one is taken on there and the Province is a relay; the placement is
 * no step away from the target ({@link Node.relay}). Orders the search only.
 */
function placesOnward(se: Search, s: GameState, a: Action): boolean {
  if (!placesRelay(se, s, a) || a.from !== undefined || s.available.warParty <= se.dist.target.available.warParty) return false;
  const now = piecesAt(s, a.space as SpaceId);
  const then = se.dist.target.spaces[a.space as SpaceId].pieces;
  return then.warPartyActive + then.warPartyUnderground < now.warPartyActive + now.warPartyUnderground + 1;
}

/**
 * Whether a space differs from the target only by War Parties the target shows Activated (as many in
 * all, more of them Active, markers and other pieces as the target shows), or with `surplus` also by
 * War Parties to spare (more than the target shows, none fewer Active): an Indian Gather there has
 * nothing to do but what a relay does, as it only places or moves War Parties in, Underground, and flips
 * them Underground (3.4.1; Trade or War Path Activates them, 4.4.1, 4.4.2; those to spare leave only by
 * other selections). Its selection is judged as one of a space the move leaves unchanged. Orders the
 * search only.
 */
function onlyActivated(se: Search, s: GameState, id: SpaceId, surplus: boolean): boolean {
  const a = spaceAt(s, id);
  const b = se.dist.target.spaces[id];
  if (b.pieces.warPartyActive < a.pieces.warPartyActive) return false;
  for (const p of SPACE_PIECES) if (p !== 'warPartyActive' && p !== 'warPartyUnderground' && a.pieces[p] !== b.pieces[p]) return false;
  for (const m of MARKERS) if (a[m] !== b[m]) return false;
  for (const f of FACTIONS) if ((s.leaders[f].at === id) !== (se.dist.target.leaders[f].at === id)) return false;
  const now = a.pieces.warPartyActive + a.pieces.warPartyUnderground;
  const then = b.pieces.warPartyActive + b.pieces.warPartyUnderground;
  return surplus ? now >= then : now === then && b.pieces.warPartyActive > a.pieces.warPartyActive;
}

const moveKey = (a: Action): string => `${a.faction}|${a.piece}|${a.from}|${a.to}`;

/**
 * Whether a move, checked once when its position is first taken from the frontier, made impossible
 * another move into the same space that its parent offered and that brought the board nearer the
 * target: the rules order the moves into a space (3.3.2: a group's Continentals before its Militia;
 * 3.2.3: origins one after another), so moving one group first can close the way for another, and the
 * greedy choice (the group nearest the target) is then often the wrong one. Likewise a selection of
 * the next space, or the end of the decision, that gives up such a move. Such a step is a detour.
 * A move after which only the rest of its group may move (the Tories that go with the Regulars, 3.2.3)
 * forecloses nothing yet: the group's last move is judged against what was offered before it began.
 */
function forecloses(node: Node, legal: readonly Action[]): boolean {
  const a = node.action;
  if (node.checked || a === null) return false;
  if (a.type === 'move' && legal.length > 0 && onlyGroupRest(a, legal)) {
    // Only the rest of the group may move next (the Tories going with the Regulars just moved): the
    // moves it offered are judged once the group is complete.
    node.checked = node.groupRest = true;
    return false;
  }
  const parent = node.parent;
  let offered = parent?.progress;
  let skip: string | undefined;
  if (parent?.groupRest === true && parent.parent?.progress !== undefined) {
    // The group is complete: what was offered before it began, but the group's own first move.
    offered = new Set([...parent.parent.progress, ...(offered ?? [])]);
    skip = moveKey(parent.action!);
  }
  if (offered === undefined) return false;
  if (a.type !== 'move') {
    // Selecting the next space or finishing: every progressing move it closes is given up.
    if (a.type !== 'selectSpace' && a.type !== 'done') return false;
    node.checked = true;
    const open = openMoves(legal);
    for (const k of offered) if (!open.has(k)) return true;
    return false;
  }
  node.checked = true;
  const mine = moveKey(a);
  let open: Set<string> | undefined;
  for (const k of offered) {
    if (k === mine || k === skip || !k.startsWith(`${a.faction}|`) || !k.endsWith(`|${a.to}`)) continue;
    open ??= openMoves(legal);
    if (!open.has(k)) return true;
  }
  return false;
}

/** Whether every action of a legal list is a move of the same Faction between the same spaces as `a` ({@link forecloses}: the rest of its group). Indexed: the legal lists are frozen. */
function onlyGroupRest(a: Action, legal: readonly Action[]): boolean {
  for (let i = 0; i < legal.length; i++) {
    const b = legal[i];
    if (b.type !== 'move' || b.faction !== a.faction || b.from !== a.from || b.to !== a.to) return false;
  }
  return true;
}

/** The {@link moveKey}s of the moves of a legal list ({@link forecloses}). */
function openMoves(legal: readonly Action[]): Set<string> {
  const open = new Set<string>();
  for (let i = 0; i < legal.length; i++) if (legal[i].type === 'move') open.add(moveKey(legal[i]));
  return open;
}

/** Whether a legal list offers the Faction its Special Activity (indexed: the legal lists are frozen). */
function offersActivity(legal: readonly Action[], f: string): boolean {
  for (let i = 0; i < legal.length; i++) if (legal[i].type === 'specialActivity' && legal[i].faction === f) return true;
  return false;
}

/** Whether two actions take the same step regardless of their count and option (variants of one step). */
const sameVariant = (a: Action, b: Action): boolean =>
  (a.space ?? '') === (b.space ?? '') &&
  a.type === b.type &&
  (a.from ?? '') === (b.from ?? '') &&
  (a.to ?? '') === (b.to ?? '') &&
  (a.piece ?? '') === (b.piece ?? '') &&
  a.faction === b.faction &&
  (a.command ?? '') === (b.command ?? '') &&
  (a.activity ?? '') === (b.activity ?? '');

/**
 * For each action of a legal list, whether it is a selection or the end of a decision with no variant
 * among the others ({@link sameVariant}): those are stepped only when taken from the frontier. Variants
 * are rare, and the spaces selectable differ at once, so the pairs are compared directly.
 */
function lazyAlone(legal: readonly Action[]): boolean[] {
  const out: boolean[] = [];
  for (let i = 0; i < legal.length; i++) out.push(legal[i].type === 'selectSpace' || legal[i].type === 'done');
  for (let i = 0; i < legal.length; i++) {
    if (!out[i]) continue;
    let alone = true;
    for (let j = 0; j < legal.length && alone; j++) if (j !== i && (legal[j].type === 'selectSpace' || legal[j].type === 'done') && sameVariant(legal[i], legal[j])) alone = false;
    out[i] = alone;
  }
  return out;
}

/**
 * The states along a sequence the search found, stepped again from the caller's `state` with the account
 * of play written: the search steps on the silent account (nobody reads the account of the positions it
 * tries, and writing each step's lines is work most positions would throw away), what it returns keeps it.
 */
function withAccountAlong(state: GameState, actions: readonly Action[]): GameState[] {
  const out: GameState[] = [];
  let at = state;
  for (const a of actions) out.push((at = applyListed(at, a)));
  return out;
}

/** The dice rolled along a sequence, read from the account of each step. */
function diceOf(start: GameState, states: readonly GameState[]): DiceNeeded[] {
  const out: DiceNeeded[] = [];
  let before = start;
  states.forEach((after, step) => {
    for (const e of newLogEntries(before, after)) {
      const m = /^(.*): rolled ([0-9]+(?: \+ [0-9]+)*)(?: = [0-9]+)?$/.exec(e.text);
      if (m) out.push({ step, reason: m[1], values: m[2].split(' + ').map(Number) });
    }
    before = after;
  });
  return out;
}

/** The spaces whose pieces, markers or Leaders differ between the start and the target. */
function changedSpaces(start: GameState, target: Board): Set<string> {
  const out = new Set<string>();
  for (const id of SPACE_IDS) {
    const s = spaceAt(start, id);
    const b = target.spaces[id];
    if (SPACE_PIECES.some((p) => s.pieces[p] !== b.pieces[p]) || MARKERS.some((m) => s[m] !== b[m])) out.add(id);
  }
  for (const f of FACTIONS) {
    const a = start.leaders[f].at;
    const b = target.leaders[f].at;
    if (a !== b) {
      if (a !== 'available') out.add(a);
      if (b !== 'available') out.add(b);
    }
  }
  return out;
}

/** The first difference in words, as a thing no legal action does ("moves 1 Tory into Boston"). */
function missingText(d: BoardDifference): string {
  if (typeof d.actual === 'number' && typeof d.target === 'number' && SPACE_SET.has(d.where) && (SPACE_PIECES as readonly string[]).includes(d.what)) {
    const n = d.target - d.actual;
    const kind = d.what as SpacePiece;
    return n > 0
      ? `places or moves ${n} ${kindName(kind, n)} into ${spaceName(d.where as SpaceId)}`
      : `removes or moves ${-n} ${kindName(kind, -n)} out of ${spaceName(d.where as SpaceId)}`;
  }
  return `makes it so (${d.text})`;
}

/** The value a difference is about, in another state. */
function valueOf(s: GameState, d: BoardDifference): unknown {
  if (SPACE_SET.has(d.where)) {
    const sp = spaceAt(s, d.where as SpaceId);
    return (MARKERS as readonly string[]).includes(d.what) ? sp[d.what as SpaceMarker] : sp.pieces[d.what as SpacePiece];
  }
  if ((POOLS as readonly string[]).includes(d.where)) return s[d.where as Pool][d.what as PieceType];
  if (d.where === 'resources') return s.resources[d.what as Faction];
  if (d.where === 'leaders') return JSON.stringify(s.leaders);
  return s[d.where as 'cbc' | 'crc' | 'fni' | 'treatyOfAlliance'];
}

/**
 * The first decision along `states` (each the state before a step) that selects spaces and refuses to
 * select the difference's space with a reason of the rule's own (not the generic one built from the
 * options): the selection tried with the difference's piece kind first, then without one, then with
 * the other kinds the decision selects for (a decision that selects spaces for Regulars only still
 * says why Tories may not muster there).
 */
function refusedSelection(states: readonly GameState[], d: BoardDifference): { step: number; error: IllegalActionError } | undefined {
  if (!SPACE_SET.has(d.where)) return undefined;
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    if (s.result !== null) continue;
    const p = pending(s)!;
    if (p.faction === 'chance') continue;
    const selections = listed(s).filter((a) => a.type === 'selectSpace');
    if (selections.length === 0) continue;
    const pieces = [...new Set([undefined, ...selections.map((a) => a.piece)])].sort((a, b) => rankPiece(a, d.what) - rankPiece(b, d.what));
    for (const piece of pieces) {
      const r = tryApply(s, piece === undefined ? { faction: p.faction, type: 'selectSpace', space: d.where } : { faction: p.faction, type: 'selectSpace', space: d.where, piece });
      if (!r.ok && r.error.code === 'not-legal-now' && r.error.details.reason !== null && r.error.details.reason.generic !== true) return { step: i, error: r.error };
    }
  }
  return undefined;
}

/** The order selections are tried in: with the difference's piece kind, then without a kind, then the rest. */
const rankPiece = (piece: string | undefined, what: string): number => (piece === what ? 0 : piece === undefined ? 1 : 2);

/**
 * The engine's refusal of a near miss: the step taken there with its count changed to give the target
 * (when the step is known), else an action built from the legal ones toward the first difference.
 */
function nearMiss(state: GameState, d: BoardDifference, taken?: Action): IllegalActionError | undefined {
  if (state.result !== null) return undefined;
  const p = pending(state)!;
  const space = SPACE_SET.has(d.where) ? d.where : undefined;
  const tries: Record<string, unknown>[] = [];
  if (taken?.count !== undefined && typeof d.target === 'number' && typeof d.actual === 'number') {
    const wanted = taken.count + (d.target - d.actual) * (taken.from === d.where ? -1 : 1);
    if (wanted >= 0 && wanted !== taken.count) tries.push({ ...taken, count: wanted });
  }
  for (const a of listed(state)) {
    const t: Record<string, unknown> = { ...a };
    if (space !== undefined) {
      if ('space' in t) t.space = space;
      else if ('to' in t && SPACE_SET.has(String(t.to))) t.to = space;
      else continue;
    }
    if ('piece' in t && (SPACE_PIECES as readonly string[]).includes(d.what)) t.piece = d.what;
    if ('count' in t && typeof d.target === 'number' && typeof d.actual === 'number') t.count = Math.abs(d.target - d.actual);
    tries.push(t);
  }
  if (space !== undefined) tries.push({ faction: p.faction, type: 'selectSpace', space });
  for (const t of tries) {
    const r = tryApply(state, t);
    if (!r.ok && r.error.code !== 'malformed') return r.error;
  }
  return undefined;
}

/**
 * The slices of the budget the portfolio gives its two runs in turn, the plain search first: 12.5% (most
 * moves are matched within a few positions, and some only by the plain search, within a few hundred),
 * then the wary run 10%, the plain search 10%, the wary run 20%, and then 15% each, so each run gets
 * about half of the budget. Many of the plain search's long finds are the wary run's within a few dozen
 * positions: short slices at first reach them sooner than the 25% and 35% slices before (a wary find of
 * a few dozen positions came after the plain search's first 500), and the wary run's 20% keeps its finds
 * of some 600 positions within about 1,050 (over the 2,000 and 6,400 turns of `matchTurns.ts --turns 400`
 * and `--turns 1500`, where each run alone needs at most some 700 positions for every turn the portfolio
 * matches).
 */
const PLAIN_SLICES = [0.125, 0.1] as const;
const WARY_SLICES = [0.1, 0.2] as const;
const LATER_SLICE = 0.15;

/**
 * The search's portfolio, within one budget: the plain best-first search (detours weigh
 * {@link DETOUR_COST}) and a wary one (detours weigh {@link WARY_DETOUR_COST}) take turns, each resumed
 * where it stopped ({@link PLAIN_SLICES}, {@link WARY_SLICES}, {@link LATER_SLICE}). The wary run finds
 * moves whose detour comes early (a space selected that changes nothing, a count above the target to be
 * moved on), which the plain search leaves waiting behind every position nearer the target; it also
 * reaches many of the plain search's long finds sooner. When the plain search has nothing left to
 * expand, no continuation matches (the wary run's positions are among its own): the search ends there.
 * The plain search alone keeps the closest positions (the departure).
 */
function portfolio(se: Search, root: () => Node): void {
  const plain = new Run(se, root(), true, DETOUR_COST, 0, true);
  const wary = new Run(se, root(), false, WARY_DETOUR_COST, WARY_ACTIVITY_CREDIT, false, true);
  const slice = (shares: readonly number[], turn: number): number => Math.max(1, Math.round(se.maxNodes * (shares[turn] ?? LATER_SLICE)));
  for (let turn = 0; se.nodes < se.maxNodes && se.found.length < se.alternatives && !plain.done; turn++) {
    plain.advance(Math.min(se.maxNodes, se.nodes + slice(PLAIN_SLICES, turn)));
    if (plain.done || se.found.length >= se.alternatives) break;
    if (!wary.done) wary.advance(Math.min(se.maxNodes, se.nodes + slice(WARY_SLICES, turn)));
  }
}

/** The search from `state` toward the target board, and its root position (made anew for each run). */
function newSearch(state: GameState, board: Board, options: MatchOptions): { se: Search; root: () => Node } {
  const mover = pending(state)!.faction;
  const dist = new Distance(board, strikeOf(state, board, mover, options.announced), baseBuilds(state, board, mover, options.announced), persuades(mover, options.announced), rallyReplaces(mover, options.announced), fortRelays(state, board, mover, options.announced));
  const keys = new PositionKeys();
  const rootDist = dist.of(state);
  const rootKey = keys.of(state);
  const root = (): Node => newNode(state, null, false, false, null, 0, rootDist, rootDist - dist.resources(state), 0, 0, rootKey);
  const se: Search = {
    stop: moveIsOver(state, options.until),
    ownStop: typeof options.until !== 'function',
    dist,
    keys,
    steps: new Map(),
    inexact: new Set(),
    changed: changedSpaces(state, board),
    mover: pending(state)!.faction,
    announced: options.announced,
    alternatives: Math.max(1, options.alternatives ?? 1),
    maxNodes: options.maxNodes ?? 2000,
    nodes: 0,
    order: 1,
    found: [],
    best: root(),
    bestEnd: null,
    strikeCosts: strikeMayCostOwn(state, board, mover),
    routes: undefined,
  };
  return { se, root };
}

/**
 * The search's exact test of a position reached from `state` (the start of the move): whether it drops
 * the position as one from which no continuation produces the target — Resources that can no longer
 * reach the target's ({@link spentBeyond}) or the mover's own Command leaving it short
 * ({@link ownCommandMisses}). For tests: every position of a move actually played toward its own end
 * board must be kept.
 */
export function dropsPosition(state: GameState, target: MoveTarget | GameState | readonly BoardChange[], options: MatchOptions = {}): (s: GameState) => boolean {
  const board = normaliseTarget(state, target);
  const { se } = newSearch(state, board, options);
  return (s) => spentBeyond(s, board, options.announced) !== null || ownCommandMisses(se, s);
}

/**
 * Finds the legal micro-action sequences from `state` (the decision where the human's move begins) that
 * produce exactly the `target` board once the move is over, canonical (engine-order, nearest-first) one
 * first; or, when none does, the legal sequence nearest to the target, what still differs, and where the
 * table's move departs from the rules. Orders of steps the rules leave free do not matter: the engine's
 * own order is searched. With seeded dice the rolls are the state's own; with external dice the `chance`
 * decisions are searched like any other and the dice each sequence needs are reported. Pure; bounded by
 * `maxNodes` (a single Command is typically matched in a few milliseconds).
 * The target is a full GameState (its board), a partial board ({@link MoveTarget}: what is left out is
 * unchanged), or a list of {@link BoardChange}s (what changed, by how much).
 * @throws InvalidStateError when the target is not a board (unknown space, piece or field; a count out of range; a bad change) or the game is over.
 */
export function matchMove(state: GameState, target: MoveTarget | GameState | readonly BoardChange[], options: MatchOptions = {}): MatchResult {
  if (state.result !== null || state.stack.length === 0) throw new InvalidStateError(['matchMove: the game is over, no move can begin']);
  const board = normaliseTarget(state, target);
  const { se, root } = newSearch(silenced(state), board, options);
  portfolio(se, root);
  if (se.found.length > 0) {
    return {
      ok: true,
      sequences: se.found.map((f) => {
        const actions = pathOf(f).map((n) => n.action!);
        const states = withAccountAlong(state, actions);
        return { actions, dice: diceOf(state, states), state: states[states.length - 1] };
      }),
      nodes: se.nodes,
    };
  }
  // The closest: a whole legal move when the search finished one, else the furthest point reached.
  const closest = se.bestEnd ?? se.best;
  const actions = pathOf(closest).map((n) => n.action!);
  const path = withAccountAlong(state, actions);
  const endState = path.length === 0 ? state : path[path.length - 1];
  const differences = differencesFrom(endState, board);
  const stateAt = (i: number): GameState => (i === 0 ? state : path[i - 1]);
  const first = differences[0];
  // The departure: the last step that changed the first thing that differs (it left it wrong), else the
  // last decision inside the move (the step that ended the move, or the closest point itself).
  const ended = path.length > 0 && se.stop(endState);
  let step = ended ? actions.length - 1 : actions.length;
  let changedHere = false;
  if (first !== undefined) {
    for (let i = actions.length - 1; i >= 0; i--) {
      if (valueOf(stateAt(i), first) !== valueOf(path[i], first)) {
        step = i;
        changedHere = true;
        break;
      }
    }
  }
  // A space the closest move never changed: the first decision on the way that selects spaces and whose
  // rules refuse this one says why the table's move could not have used it.
  // The closest point was dropped because its Resources can no longer reach the target's: the step after
  // which they could not is the departure, whatever else differs.
  const shortAt = spentBeyond(endState, board, options.announced) === null ? -1 : path.findIndex((s) => spentBeyond(s, board, options.announced) !== null);
  const shortfall = shortAt >= 0;
  if (shortfall) step = shortAt;
  const refused = !shortfall && first !== undefined && !changedHere ? refusedSelection([state, ...path.slice(0, -1)], first) : undefined;
  if (refused !== undefined) step = refused.step;
  const at = stateAt(step);
  const p = pending(at);
  const here = p ? `${p.prompt} (${p.rule})` : 'the end of the game';
  let reason: string;
  if (shortfall) {
    const s = spentBeyond(path[shortAt], board, options.announced)!;
    reason = `step ${step + 1} (${describeAction(actions[step])}) leaves the ${FACTION_NAME[s.faction]} at most ${s.most} Resources by the end of the move${s.owed > 0 ? ` (their Command must still pay for ${s.owed} space${s.owed === 1 ? '' : 's'} the table's move places or moves pieces into)` : ''}${s.near ? ' (Persuasion may act only where the table\'s move places a Propaganda marker)' : ''}, and the table's move leaves them ${s.target}: Commands only pay (3.1), and only the Special Activities that give Resources back can raise them (4.1)`;
  } else if (refused !== undefined) {
    const why = refused.error.details.reason!;
    reason = `step ${step + 1} (${here}): the table's move ${missingText(first!)}, but ${spaceName(first!.where as SpaceId)} may not be selected: ${why.text} (${why.rule})`;
  } else if (first === undefined) {
    reason = `the board matches, but no legal sequence reaching it takes every announced choice and ends the move (${here})`;
  } else if (changedHere) {
    reason = `step ${step + 1} (${describeAction(actions[step])}) leaves ${first.text}; no legal action at ${here} ${missingText(first)}`;
  } else if (ended) {
    reason = `${describeAction(actions[step])} ends the move with ${first.text}; no legal action at ${here} ${missingText(first)}`;
  } else {
    reason = `no legal action at ${here} ${missingText(first)}`;
  }
  if (se.nodes >= se.maxNodes) reason += ` (search stopped after ${se.nodes} positions)`;
  const error = shortfall ? undefined : (refused?.error ?? (first ? nearMiss(at, first, changedHere ? actions[step] : undefined) : undefined));
  if (error && refused === undefined) reason += `; the engine refuses the nearest try: ${error.message}`;
  return {
    ok: false,
    closest: { actions, differences, state: endState },
    departure: error ? { step, reason, error } : { step, reason },
    nodes: se.nodes,
    exhausted: se.nodes >= se.maxNodes,
  };
}
