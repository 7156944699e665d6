/**
 * A decision's copy of its action, and the machine's listed action it was copied from: lets the drivers
 * find the chosen action in the legal list without comparing it with each listed action. Internal to the
 * policies and their drivers; never changes an answer (the driver checks the source against the list).
 * @module
 */
import type { Action } from '../core/action';

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
