/**
 * Replaying recorded games and deriving the whole account of play from the action record
 * (the state itself keeps only the current card's account, so `apply` stays cheap).
 * @module
 */
import type { Action } from '../core/action';
import { createGame, type CreateGameOptions } from './createGame';
import { apply } from './machine';
import type { GameState, LogEntry } from '../core/state';
import type { ScenarioId } from '../data/ids';

/**
 * The state after a recorded action list, from `createGame(scenario, options)`.
 * @throws IllegalActionError at the first illegal step (its message names the step's pending decision).
 */
export function replay(scenario: ScenarioId, options: CreateGameOptions, actions: readonly Action[]): GameState {
  let state = createGame(scenario, options);
  for (const action of actions) state = apply(state, action);
  return state;
}

/**
 * The log lines a step added, given the states before and after it: when the step ended a card, the
 * end of that card's account (kept in `after.priorLog`) and then the new card's lines.
 */
export function newLogEntries(before: GameState, after: GameState): readonly LogEntry[] {
  if (after.priorLog.length > 0) return [...after.priorLog.slice(before.log.length), ...after.log];
  if (after.log.length >= before.log.length && after.log[0] === before.log[0]) return after.log.slice(before.log.length);
  return after.log;
}

/** One step of the account: the action (null for the set-up) and what it caused. */
export interface AccountStep {
  action: Action | null;
  entries: readonly LogEntry[];
}

/** The whole account of play of a recorded game: every step's log lines, in order. */
export function account(scenario: ScenarioId, options: CreateGameOptions, actions: readonly Action[]): AccountStep[] {
  let state = createGame(scenario, options);
  const out: AccountStep[] = [{ action: null, entries: [...state.priorLog, ...state.log] }];
  for (const action of actions) {
    const next = apply(state, action);
    out.push({ action, entries: newLogEntries(state, next) });
    state = next;
  }
  return out;
}
