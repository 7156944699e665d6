/**
 * Frame-stack helpers for step modules (mutators on Immer drafts) and the account of play.
 * @module
 */
import type { Draft } from 'immer';
import type { Frame, GameResult, GameState, LogEntry } from '../core/state';
import type { Decider } from '../data/ids';

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
  draft.stack.push(frame as Draft<Frame>);
}

/** Pops the top frame. */
export function popFrame(draft: Draft<GameState>): void {
  draft.stack.pop();
}

/** Replaces the top frame. */
export function replaceFrame(draft: Draft<GameState>, frame: Frame): void {
  draft.stack[draft.stack.length - 1] = frame as Draft<Frame>;
}

/** Adds a line to the account of play of the current card. */
export function log(draft: Draft<GameState>, text: string, rule?: string, faction?: Decider): void {
  const entry: LogEntry = { text };
  if (rule) entry.rule = rule;
  if (faction) entry.faction = faction;
  draft.log.push(entry);
}

/** Ends the game: records the result and empties the stack. */
export function endGame(draft: Draft<GameState>, result: GameResult): void {
  draft.result = result as Draft<GameResult>;
  draft.stack = [];
  draft.turn = null;
  log(draft, result.summary, result.reason === 'finalWinterQuarters' ? '7.3' : '7.2');
}
