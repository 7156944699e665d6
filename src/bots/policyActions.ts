/**
 * A policy's action without its trace, for a look-ahead that reads only the action (the Event preview's
 * chooser in an "Event or Command?" box, 8.3.3): a flowchart policy registers how it decides without
 * copying out its trace; any other policy is asked `choose`. Internal to the policies: the same action as
 * `choose`, only cheaper.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Policy } from './policy';

/** The registered decisions without traces, by policy. */
const actionsOnly = new WeakMap<Policy, (state: GameState) => Action>();

/** Registers `decide` as `policy`'s action without its trace: it must return what `policy.choose(state).action` returns (derived rolls), possibly the machine's listed action itself (shared: never changed). */
export function decidesWithoutTrace(policy: Policy, decide: (state: GameState) => Action): void {
  actionsOnly.set(policy, decide);
}

/**
 * The action `policy.choose(state)` chooses, with its derived rolls, without its trace when the policy
 * registered a way to skip it (then possibly the machine's listed action itself: read it, never change it).
 * @throws as `policy.choose` does.
 */
export function chosenAction(policy: Policy, state: GameState): Action {
  const only = actionsOnly.get(policy);
  return only ? only(state) : policy.choose(state).action;
}
