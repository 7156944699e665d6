/**
 * A policy's action without its trace, for a look-ahead that reads only the action (the Event preview's
 * chooser in an "Event or Command?" box, 8.3.3): a flowchart policy registers how it decides without
 * copying out its trace; any other policy is asked `choose`. Internal to the policies: the same action as
 * `choose`, only cheaper. Also the listed action a decision's action copies ({@link decisionCopy}), for
 * the driver to find it in the machine's list without comparing it with each listed action.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Policy } from './policy';

/**
 * The machine's listed action each decision's action was copied from, by the copy (its key): lets the
 * driver find the chosen action in the list without comparing it with every listed one. Read through
 * {@link listedSource}, which the driver checks against the list; never changes an answer.
 */
const copiedFrom = new WeakMap<Action, Action>();

/** A decision's copy of `action`; when `action` is frozen (one of the machine's listed actions), remembers it as the copy's source. */
export function decisionCopy(action: Action): Action {
  const copy = { ...action };
  if (Object.isFrozen(action)) copiedFrom.set(copy, action);
  return copy;
}

/** The frozen action a decision's action was copied from ({@link decisionCopy}), if any: a candidate for the listed action it equals. */
export function listedSource(action: Action): Action | undefined {
  return copiedFrom.get(action);
}

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
