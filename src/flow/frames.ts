/**
 * Frame-stack helpers for step modules (mutators on Immer drafts) and the account of play.
 * @module
 */
import type { Draft } from 'immer';
import type { ExecutedRecord, Frame, GameResult, GameState, LogEntry, TurnState } from '../core/state';
import type { Decider } from '../data/ids';
import { deepCopy, isShared, own } from '../core/pathCopy';

/** The frame on top of the stack. */
export function topFrame<F extends Frame = Frame>(state: GameState | Draft<GameState>): F | undefined {
  return state.stack[state.stack.length - 1] as F | undefined;
}

/** The frame under the top one (the caller of the current step). */
export function parentFrame<F extends Frame = Frame>(state: GameState | Draft<GameState>): F | undefined {
  return state.stack[state.stack.length - 2] as F | undefined;
}

/** Pushes a frame on the stack. */
export function pushFrame(draft: Draft<GameState>, frame: Frame): void {
  own<Frame[]>(draft, 'stack').push(frame as Draft<Frame>);
}

/**
 * The list `key` of the card's record (`turn`, 2.3: offered, executed, stayEligible, makeIneligible)
 * made writable: the record and that list copied when shared, the other lists and the executed
 * records left shared. The card must be under way (`turn` not null).
 */
export function ownTurnList<K extends keyof TurnState>(draft: Draft<GameState>, key: K): TurnState[K] {
  return own<TurnState[K]>(own<TurnState>(draft, 'turn'), key);
}

/** The card's record of the `index`th Faction executing (2.3.4) made writable, its list and the card's record copied when shared. */
export function ownExecutedRecord(draft: Draft<GameState>, index: number): ExecutedRecord {
  return own<ExecutedRecord>(ownTurnList(draft, 'executed'), index);
}

/** Pops the top frame. */
export function popFrame(draft: Draft<GameState>): void {
  own<Frame[]>(draft, 'stack').pop();
}

/** Replaces the top frame. */
export function replaceFrame(draft: Draft<GameState>, frame: Frame): void {
  const stack = own<Frame[]>(draft, 'stack');
  stack[stack.length - 1] = frame as Draft<Frame>;
}

/**
 * Frame fields {@link ownFrame} leaves shared with the state it came from: either never changed once
 * the frame is made — a command host's `start`, the board snapshot a Non-Player plans from (a copy of
 * the whole board at every write of the host would cost more than the step, and would make every later
 * decision see a new board), a Command's or grant's `mode` (a new copy at every write would make it a
 * new object for every decision), a grant's `commands` and `activities` — or only replaced whole (a
 * command host's `commandSpaces`, a Brilliant Stroke's `origin` and `play`), or written only through
 * `ownDeep(frame, field)` (a command host's `activitySpaces` and `forbidden`, an Indian March's `groups`).
 * Copying them at every write of their frame was most of the cost of a step's frame copy.
 */
const SHARED_UNTIL_WRITTEN: ReadonlySet<string> = new Set(['start', 'mode', 'commands', 'activities', 'commandSpaces', 'origin', 'play', 'activitySpaces', 'forbidden', 'groups']);

/**
 * The frame at `index` of the stack, writable with everything it holds (copied on first write: a
 * step changes its frame through the object this returns, never through a frame read from the state)
 * — but for the fields of {@link SHARED_UNTIL_WRITTEN}, which stay shared (frozen: a write into one
 * throws) until their writer asks for its own copy.
 */
export function ownFrame<F extends Frame = Frame>(draft: Draft<GameState>, index: number): F {
  // A frame already copied sits in a stack already copied (a shared stack holds only shared frames).
  const frame = draft.stack[index] as unknown as Record<string, unknown>;
  if (!isShared(frame)) return frame as unknown as F;
  const stack = own<Frame[]>(draft, 'stack');
  const copy: Record<string, unknown> = {};
  for (const k in frame) {
    const v = frame[k];
    copy[k] = typeof v !== 'object' || v === null || SHARED_UNTIL_WRITTEN.has(k) ? v : deepCopy(v);
  }
  (stack as unknown as Record<string, unknown>[])[index] = copy;
  return copy as unknown as F;
}

/** The top frame, writable (see {@link ownFrame}); the machine hands it to `handle` and `run`. */
export function ownTopFrame<F extends Frame = Frame>(draft: Draft<GameState>): F {
  return ownFrame<F>(draft, draft.stack.length - 1);
}

/**
 * The account of a state whose account nobody reads: the guard's trial states (guard.ts) and the
 * Simulator's own states (sim/simulator.ts); {@link log} and {@link startCardAccount} add nothing to it.
 * Never in a state the engine hands out (`Simulator.toState` gives an empty ordinary account instead).
 */
export const SILENT_ACCOUNT: LogEntry[] = Object.freeze([]) as unknown as LogEntry[];

/** Silences the account of a working state (a trial's). */
export function silenceAccount(draft: Draft<GameState>): void {
  draft.log = SILENT_ACCOUNT;
  draft.priorLog = SILENT_ACCOUNT;
}

/**
 * A line of the account, made whole and frozen at once (its fields in the order text, rule, faction;
 * each only when given): sealing the state then skips it, and every line has one of four shapes.
 */
function lineOf(text: string, rule?: string, faction?: Decider): LogEntry {
  if (rule && faction) return Object.freeze({ text, rule, faction });
  if (rule) return Object.freeze({ text, rule });
  if (faction) return Object.freeze({ text, faction });
  return Object.freeze({ text });
}

/**
 * Whether lines added to the account are kept (false in a {@link SILENT_ACCOUNT}'s working state): a
 * caller may skip work done only to build lines that would be dropped.
 */
export function accountKept(draft: Draft<GameState>): boolean {
  return draft.log !== SILENT_ACCOUNT;
}

/**
 * Adds a line to the account of play of the current card. The text may be given as a function: it is
 * then built only when the account keeps it (see {@link accountKept}).
 */
export function log(draft: Draft<GameState>, text: string | (() => string), rule?: string, faction?: Decider): void {
  if (draft.log === SILENT_ACCOUNT) return;
  const entry = lineOf(typeof text === 'string' ? text : text(), rule, faction);
  // A shared account is copied with the line in one array, not copied and then grown by a push.
  const account = draft.log;
  if (Object.isFrozen(account)) draft.log = [...account, entry];
  else account.push(entry);
}

/** A new card's account begins; the finished card's is kept until the next action, so that no line is lost (2.3.7). */
export function startCardAccount(draft: Draft<GameState>): void {
  if (draft.log === SILENT_ACCOUNT) return;
  own<LogEntry[]>(draft, 'priorLog').push(...draft.log);
  draft.log = [];
}

/** Ends the game: records the result and empties the stack. */
export function endGame(draft: Draft<GameState>, result: GameResult): void {
  draft.result = result as Draft<GameResult>;
  draft.stack = [];
  draft.turn = null;
  log(draft, result.summary, result.reason === 'finalWinterQuarters' ? '7.3' : '7.2');
}
