/** Helpers of the refusal-reason tests (issue #20): the exact message and reason of a refusal. */
import { expect } from 'vitest';
import { explain, tryApply, type Action, type GameState, type Reason } from '../../src/index';

/**
 * Asserts that the action is refused `not-legal-now` with exactly this reason: the message is
 * `Not legal now: <text> (<rule>).`, `error.details.reason` and `explain` carry the same reason, and
 * it is a rule module's own (not the generic one built from the options).
 */
export function refusedBecause(state: GameState, action: Action, rule: string, text: string): void {
  const r = tryApply(state, action);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe('not-legal-now');
  expect(r.error.message).toBe(`Not legal now: ${text} (${rule}).`);
  const reason: Reason | null = r.error.details.reason;
  expect(reason).toEqual({ rule, text });
  expect(explain(state, action)).toEqual({ rule, text });
}
