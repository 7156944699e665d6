/**
 * Why an action is not legal now (docs/contract.md, "Errors"): plain data, in game terms, with the
 * rule section that forbids it. Built where the options are built: a predicate the options come from
 * returns a {@link Reason} (or null when it allows), and the boolean the options use is defined from
 * it, so a reason cannot drift from legality.
 * @module
 */

/** Why an action is not legal now: the rule section and the failing condition, in game terms. */
export interface Reason {
  /** The rule section that forbids the action, e.g. `3.2.1`. */
  readonly rule: string;
  /** The failing condition in game terms, e.g. `Reward Loyalty needs … in New York City: there is no Tory`. */
  readonly text: string;
  /**
   * Present (true) when no rule module explained the action and the reason was built from what the
   * decision offers ("Boston is not among the spaces offered now: …").
   */
  readonly generic?: true;
}

/** A reason: the rule section and the failing condition. */
export function because(rule: string, text: string): Reason {
  return { rule, text };
}

/** The first reason of several checks, or null when every check passes (each check runs only when the ones before passed). */
export function firstReason(...checks: (() => Reason | null)[]): Reason | null {
  for (const check of checks) {
    const r = check();
    if (r !== null) return r;
  }
  return null;
}
