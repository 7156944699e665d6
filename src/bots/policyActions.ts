/**
 * A policy's action for a look-ahead that reads only the action (the Event preview's chooser in an "Event
 * or Command?" box, 8.3.3), and a policy's decision with the machine's listed action it copies, for a
 * driver that applies it: a flowchart policy registers how it decides either way (its look-ahead
 * decisions kept for when the game reaches the same state); any other policy is asked `choose`.
 * Internal to the policies and their drivers: the same answers as `choose`, only cheaper.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Decision, Policy } from './policy';
import type { SuppliedRolls } from './rolls';

/** The registered look-ahead decisions, by policy. */
const ahead = new WeakMap<Policy, (state: GameState) => Action>();

/**
 * Registers `decide` as `policy`'s look-ahead decision: it must return what `policy.choose(state).action`
 * returns (derived rolls), possibly the machine's listed action itself (shared: never changed).
 */
export function decidesAhead(policy: Policy, decide: (state: GameState) => Action): void {
  ahead.set(policy, decide);
}

/**
 * The action `policy.choose(state)` chooses, with its derived rolls, as a look-ahead reads it (possibly
 * the machine's listed action itself: read it, never change it): a flowchart policy keeps the whole
 * decision for the same state when the game reaches it (src/bots/flowchart.ts).
 * @throws as `policy.choose` does.
 */
export function chosenAction(policy: Policy, state: GameState): Action {
  const decide = ahead.get(policy);
  return decide ? decide(state) : policy.choose(state).action;
}

/** A policy's decision and the machine's listed action its action copies (undefined when not known). */
export interface ListedDecision {
  readonly decision: Decision;
  /** The listed action (frozen, shared: read it, never change it) equal to `decision.action`, when the policy told it. */
  readonly listed: Action | undefined;
}

/** The registered decisions with their listed actions, by policy. */
const withListed = new WeakMap<Policy, (state: GameState, rolls: SuppliedRolls | undefined) => ListedDecision>();

/** Registers `decide` as `policy`'s decision with its listed action: its decision must be what `policy.choose(state, rolls)` returns. */
export function decidesListed(policy: Policy, decide: (state: GameState, rolls: SuppliedRolls | undefined) => ListedDecision): void {
  withListed.set(policy, decide);
}

/**
 * `policy.choose(state, rolls)`, with the machine's listed action its action copies when the policy
 * registered a way to tell it (a driver then applies that action without looking for it in the list).
 * @throws as `policy.choose` does.
 */
export function chooseListed(policy: Policy, state: GameState, rolls?: SuppliedRolls): ListedDecision {
  const decide = withListed.get(policy);
  return decide ? decide(state, rolls) : { decision: policy.choose(state, rolls), listed: undefined };
}
