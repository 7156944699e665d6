/**
 * Error kinds of the engine (docs/contract.md, "Errors"). Every message speaks in game terms.
 * @module
 */
import type { Action } from './action';
import type { Reason } from './reason';

/** Why an action was refused. */
export type IllegalActionCode = 'malformed' | 'game-over' | 'wrong-faction' | 'not-legal-now';

/** What was pending when an action was refused. */
export interface PendingSummary {
  faction: string;
  kind: string;
  prompt: string;
}

/** What an {@link IllegalActionError} adds beyond its fields: why the action was refused. */
export interface IllegalActionDetails {
  /**
   * Why the action is refused, in game terms with the rule section: for `not-legal-now`, the failing
   * condition of the rule that forbids it (docs/contract.md, "Errors"); for the other codes, the
   * message's problem. Null only for errors not made by the machine.
   */
  readonly reason: Reason | null;
}

/** An action that is not among `legalActions(state)`; the state is unchanged. */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  /** Machine-readable reason. */
  readonly code: IllegalActionCode;
  /** The refused action (as given). */
  readonly action: unknown;
  /** The decision that was pending, or null when the game is over. */
  readonly pending: PendingSummary | null;
  /** The legal actions at that point. */
  readonly legal: readonly Action[];
  /** The action types that were expected. */
  readonly expectedTypes: readonly string[];
  /** Rule reference of the pending decision, when known. */
  readonly rule: string | undefined;
  /** Why the action was refused ({@link IllegalActionDetails}). */
  readonly details: IllegalActionDetails;

  constructor(
    code: IllegalActionCode,
    message: string,
    details: { action: unknown; pending: PendingSummary | null; legal: readonly Action[]; rule?: string; reason?: Reason },
  ) {
    super(message);
    this.code = code;
    this.action = details.action;
    this.pending = details.pending;
    this.legal = details.legal;
    this.rule = details.rule;
    this.expectedTypes = [...new Set(details.legal.map((a) => a.type))];
    this.details = { reason: details.reason ?? null };
  }
}

/** A loaded or supplied state breaks the schema or a rules invariant. */
export class InvalidStateError extends Error {
  override readonly name = 'InvalidStateError';
  /** Every problem found, first one first. */
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid game state: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
    this.problems = problems;
  }
}

/** Bad scenario or options given to createGame. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
}
