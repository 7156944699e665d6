/**
 * The Simulator: the clone + apply + undo contract of game-search libraries (OpenSpiel's), beside the
 * pure API, for bots that play millions of steps. A Simulator holds one game and moves it forward in
 * place: `legal()` lists the actions of the pending decision (shared, frozen, never copied), `do(action)`
 * takes one of them without checking it, `undo()` takes it back, `clone()` forks the game in O(1).
 * `toState()` gives an ordinary frozen GameState at any time, and a Simulator can be built from any
 * state, so the two APIs mix freely: search with the Simulator, then hand the state chosen to `apply`.
 *
 * Each step is the engine's own `apply` without the validation and without the account of play: the
 * same rules, the same states but for `log` and `priorLog`, which the Simulator never writes (a test
 * checks it, step by step, over random games of every scenario; no rule and no Non-Player reads the
 * account). Its states carry the engine's silent account (flow/frames.ts), which `log` leaves empty;
 * `toState()` gives them with an empty ordinary account instead, so that `apply` from there writes the
 * account again. Undo is a journal of the states passed through, which share every unchanged part, so
 * it costs one pointer per step.
 *
 * Rollouts, which never undo, build it without undo: `Simulator.from(state, { undo: false })`. It then
 * plays into one working state of its own, in place (the machine's `playInPlace`): a node it already
 * copied is written again without a copy, a node still shared with the state it came from is copied once
 * on first write, and no step forks the root, copies its frame again or freezes what it wrote (some
 * 20 % more steps per second in random playouts). The working state is sealed (frozen: a state, its
 * root forked again before the next step) only when it is handed out or shared: by `toState()`, by
 * `clone()`, and when a trial of the Special Activity's look-ahead forks it while its legal actions
 * are listed. `undo()` throws there. The same rules, the same states (a test checks it as for the other).
 *
 * Its states' board has an index (src/rules/board.ts: the spaces holding each piece kind and under
 * each Control as integer sets, the counts over the map), which the board's mutators keep and the
 * queries that would sweep the map read; it lives beside the state (by the identity of its spaces map),
 * not in it, so every state it hands out is the same plain JSON, and every answer is the same without it.
 *
 * Actions are the objects of `legalActions` (the same fields and values); `actionIndex` / `actionAt`
 * give each one a stable integer at its decision — its position in the canonical order — for
 * learning code that wants integer actions.
 * @module
 */
import type { Action } from '../core/action';
import { identicalAction } from '../core/action';
import { copyWith, deepCopy, fork, seal } from '../core/pathCopy';
import type { GameResult, GameState, LogEntry } from '../core/state';
import { SILENT_ACCOUNT } from '../flow/frames';
import type { Pending } from '../core/machine';
import { applyListed, listAnew, listed, listWorking, pending, playInPlace, sealWorking } from '../game/machine';
import { refuseView } from '../core/viewGuard';
import { indexBoard } from '../rules/board';

/**
 * The position of the action among `legalActions(state)` (the same fields, identical values), or −1
 * when it is not legal now: each legal action's stable integer at its decision, for learning code that
 * wants integer actions. Pure.
 */
export function actionIndex(state: GameState, action: Action): number {
  return indexIn(listed(state), action);
}

/** The position of the action in the list (the same fields, identical values), or −1. */
function indexIn(legal: readonly Action[], action: Action): number {
  for (let i = 0; i < legal.length; i++) if (identicalAction(legal[i], action)) return i;
  return -1;
}

/**
 * The legal action at this position of `legalActions(state)` (a copy the caller may keep). Pure.
 * @throws RangeError when the index is not a position of the list.
 */
export function actionAt(state: GameState, index: number): Action {
  return { ...listedAt(listed(state), index, 'actionAt') };
}

/** The listed (frozen, shared) action at a position, or a RangeError naming the caller. */
function listedAt(legal: readonly Action[], index: number, caller: string): Action {
  if (!Number.isInteger(index) || index < 0 || index >= legal.length) {
    throw new RangeError(`${caller}: no legal action at ${index} (there are ${legal.length})`);
  }
  return legal[index];
}

/** One entry of the undo journal: a state (silent account) and the journal before it (shared between clones). */
interface Journal {
  readonly state: GameState;
  readonly before: Journal | null;
  readonly depth: number;
  /** The state as `toState()` gives it, once asked (the same object every time). */
  shown?: GameState;
  /** The legal actions of `state`, once asked (kept here, not in the machine's weak map: see `listAnew`). */
  legal?: readonly Action[];
}

/**
 * The state with the silent account (a frozen root copy, the rest shared; a state that is not frozen is
 * copied whole and frozen first): where a Simulator plays, and
 * where a driver plays whose account nobody reads (internal: `lod sim` and `playGame` without the account,
 * stepping with `applyListed`).
 */
export function silenced(state: GameState): GameState {
  return withAccount(Object.isFrozen(state) ? state : seal(deepCopy(state)), SILENT_ACCOUNT);
}

/** A Simulator's state with an empty ordinary account, on which `apply` writes the account again (internal: also `playGame` without the account). */
export function withEmptyAccount(state: GameState): GameState {
  return withAccount(state, Object.freeze([]) as unknown as LogEntry[]);
}

/**
 * A frozen root copy with `account` as both `log` and `priorLog` ({@link copyWith}: the root keeps the
 * object shape of every state `apply` makes; one root built by spread at the start had made every later
 * step of the Simulator some 14 % slower, as V8's property accesses on states saw two shapes).
 */
function withAccount(state: GameState, account: LogEntry[]): GameState {
  return Object.freeze(copyWith(state, { log: account, priorLog: account }));
}

/** A game moved forward in place, with undo and O(1) clones. See the module comment. */
/**
 * The game of a Simulator without undo: one working state it plays into in place (see the module
 * comment), with what was found out about it since its last step.
 */
interface Working {
  /** The working state: written in place, or sealed (a state, then forked at its root before the next step). */
  state: GameState;
  /** The options settling computed for the pending decision, until the state is sealed or listed. */
  seen: Action[] | undefined;
  /** The legal actions, once asked. */
  legal: readonly Action[] | undefined;
  /** The state as `toState()` gives it, once asked. */
  shown: GameState | undefined;
}

/** A game moved forward in place, with undo and O(1) clones, or without undo for rollouts. See the module comment. */
export class Simulator {
  /** The undo journal (with undo), or the state built from (without: its entry is never replaced). */
  #journal: Journal;
  /** The working game of a Simulator without undo, else null. */
  #work: Working | null;

  private constructor(journal: Journal, work: Working | null) {
    this.#journal = journal;
    this.#work = work;
  }

  /** The working state made a state (sealed) for handing out or sharing; written again only through a fork of its root. */
  static #sealed(w: Working): GameState {
    if (!Object.isFrozen(w.state)) sealWorking(w.state, w.seen);
    w.seen = undefined;
    return w.state;
  }

  /**
   * A Simulator at `state` (any GameState: one from `createGame`, `apply` or `loadGame`). It plays from
   * a copy of it with the account silenced (a root copy sharing everything else; a state that is not
   * frozen, e.g. parsed JSON, is copied whole and frozen first): `state` itself never changes.
   * `{ undo: false }`: without undo, playing in place (see the module comment), for rollouts.
   * @throws ViewIsNotAStateError when `state` is a Faction's view (use `determinize` or `forRollout`).
   */
  static from(state: GameState, options?: { undo?: boolean }): Simulator {
    refuseView(state, 'Simulator.from');
    const j: Journal = { state: indexBoard(silenced(state)), before: null, depth: 0, shown: undefined, legal: undefined };
    if (options?.undo !== false) return new Simulator(j, null);
    return new Simulator(j, { state: j.state, seen: undefined, legal: undefined, shown: undefined });
  }

  /** Whether {@link undo} can take actions back (false for a Simulator built with `{ undo: false }`). */
  get undoable(): boolean {
    return this.#work === null;
  }

  /**
   * The game now, as an ordinary frozen GameState: `apply`'s state after the same actions, except that
   * its `log` and `priorLog` are empty (the Simulator writes no account; `apply` from this state writes
   * it again). O(1), and the same object each time at the same point (a root copy of the Simulator's
   * own state, sharing the rest; without undo, the working state is sealed first, which costs in
   * proportion to what was written since it was last sealed). Its legal actions are not shared with {@link legal}: `legalActions`
   * lists them (the same actions) once for this object.
   */
  toState(): GameState {
    const w = this.#work;
    if (w !== null) return (w.shown ??= withEmptyAccount(Simulator.#sealed(w)));
    const j = this.#journal;
    return (j.shown ??= withEmptyAccount(j.state));
  }

  /** The legal actions of the pending decision, canonical order; empty once the game is over. Frozen and shared: do not change them. */
  legal(): readonly Action[] {
    const w = this.#work;
    if (w !== null) {
      if (w.legal === undefined) {
        w.legal = listWorking(w.state, w.seen);
        w.seen = undefined;
      }
      return w.legal;
    }
    const j = this.#journal;
    return (j.legal ??= listAnew(j.state));
  }

  /**
   * Takes an action of {@link legal} (the object itself, or one with the same fields and values),
   * without checking it and without writing the account of play (no log text). An action that is not
   * legal now gives an undefined result: check untrusted input with `tryApply`, or with
   * {@link actionIndex} first.
   */
  do(action: Action): void {
    const w = this.#work;
    if (w !== null) {
      if (Object.isFrozen(w.state)) w.state = fork(w.state);
      w.seen = playInPlace(w.state, action);
      w.legal = undefined;
      w.shown = undefined;
      return;
    }
    const j = this.#journal;
    this.#journal = { state: applyListed(j.state, action), before: j, depth: j.depth + 1, shown: undefined, legal: undefined };
  }

  /** Takes the action at this index of {@link legal}. */
  doIndex(index: number): void {
    this.do(this.actionAt(index));
  }

  /**
   * Takes back the last action done (the one before, and so on, to where the Simulator was built).
   * @throws Error when there is nothing to undo, and always for a Simulator without undo (`{ undo: false }`).
   */
  undo(): void {
    if (this.#work !== null) throw new Error('Simulator.undo: this Simulator keeps no undo history (built with { undo: false })');
    const before = this.#journal.before;
    if (before === null) throw new Error('Simulator.undo: nothing to undo (back where the Simulator was built)');
    this.#journal = before;
  }

  /** How many actions can be undone (always 0 without undo). */
  get depth(): number {
    return this.#journal.depth;
  }

  /**
   * An independent Simulator at the same point, with the same undo history (O(1)). Without undo, one
   * without undo too: the working state is sealed first (see {@link toState}) and shared by both, each
   * forking its root at its next step.
   */
  clone(): Simulator {
    const w = this.#work;
    if (w !== null) {
      const state = Simulator.#sealed(w);
      return new Simulator(this.#journal, { state, seen: undefined, legal: w.legal, shown: w.shown });
    }
    return new Simulator(this.#journal, null);
  }

  /** The decision pending now (who decides, what about), or null once the game is over. */
  get pending(): Pending | null {
    return pending(this.#work?.state ?? this.#journal.state);
  }

  /** The outcome once the game is over, else null. */
  get result(): GameResult | null {
    return (this.#work?.state ?? this.#journal.state).result;
  }

  /** The position of the action in {@link legal} (same fields, identical values), or −1 when it is not legal now. */
  actionIndex(action: Action): number {
    return indexIn(this.legal(), action);
  }

  /**
   * The legal action at this position of {@link legal}.
   * @throws RangeError when the index is not a position of the list.
   */
  actionAt(index: number): Action {
    return listedAt(this.legal(), index, 'Simulator.actionAt');
  }
}
