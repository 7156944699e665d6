/**
 * Shared checks of a Non-Player plan kept across decisions (src/bots/planCache.ts, `keptPlanReading`):
 * the policy's choice with the plans it made and reused, and a decision whose host's Special Activity
 * closed spaces (a read that differs, 4.1.1).
 */
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { Policy } from '../../src/bots/policy';
import { planCacheCounts } from '../../src/bots/planCache';

/** `state` with its Command host's Special Activity having closed `spaces` to the Command (4.1.1). */
export function closedByActivity(state: GameState, spaces: readonly string[]): GameState {
  return { ...state, stack: state.stack.map((f) => (f.kind === 'commandHost' ? ({ ...f, forbidden: spaces } as typeof f) : f)) };
}

/** The policy's action at `state`, with how many plans the decision made and how many it reused. */
export function chooseCounting(policy: Policy, state: GameState): { action: Action; made: number; reused: number } {
  const before = planCacheCounts();
  const action = policy.choose(state).action;
  const after = planCacheCounts();
  return { action, made: after.made - before.made, reused: after.reused - before.reused };
}
