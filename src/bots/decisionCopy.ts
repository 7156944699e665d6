/**
 * A decision's copy of its action: what a policy hands out is never the machine's listed action itself
 * (frozen, shared). Internal to the policies.
 * @module
 */
import type { Action } from '../core/action';

/** A decision's copy of `action` (a plain object with the same fields). */
export function decisionCopy(action: Action): Action {
  return { ...action };
}
