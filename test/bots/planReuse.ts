/**
 * Shared checks of a Non-Player plan kept across decisions (src/bots/planCache.ts, `keptPlanReading`):
 * the policy's choice with the plans it made and reused, a decision whose host's Special Activity
 * closed spaces (a read that differs, 4.1.1), and the parts of its board a planner reads.
 */
import { expect } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { Policy } from '../../src/bots/policy';
import { ALL_BOARD_PARTS, planCacheCounts, type BoardPart } from '../../src/bots/planCache';

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

/**
 * At `state` with its host's Special Activity having closed `first` (the space the policy chose there
 * before) to the Command, a read that differs (4.1.1): the policy plans again and chooses another space.
 */
export function expectPlannedAgainWithout(policy: Policy, state: GameState, first: string | undefined): void {
  expect(first).toBeDefined();
  const d = chooseCounting(policy, closedByActivity(state, [first!]));
  expect(d.made).toBe(1);
  expect(d.action.space).not.toBe(first);
}

/**
 * The parts of `board` besides its spaces that `plan` reads (`plan` returns what it decides, its trace
 * included): an object part when `plan` reads any of its fields or asks whether it has one (seen
 * through a proxy; asking whether it is frozen reads nothing), a number part when changing it changes
 * what `plan` returns.
 */
export function boardPartsRead(board: GameState, plan: (board: GameState) => unknown): BoardPart[] {
  const read = new Set<BoardPart>();
  const watched = { ...board } as Record<BoardPart, unknown>;
  for (const part of ALL_BOARD_PARTS) {
    const v = board[part];
    if (typeof v !== 'object' || v === null) continue;
    const seen = (): true => (read.add(part), true);
    watched[part] = new Proxy(v, {
      get: (t, k, r) => seen() && Reflect.get(t, k, r),
      has: (t, k) => seen() && Reflect.has(t, k),
    });
  }
  const base = JSON.stringify(plan(board));
  expect(JSON.stringify(plan(watched as unknown as GameState))).toBe(base);
  for (const part of ALL_BOARD_PARTS) {
    const v = board[part];
    if (typeof v === 'number' && JSON.stringify(plan({ ...board, [part]: v + 1 })) !== base) read.add(part);
  }
  return ALL_BOARD_PARTS.filter((p) => read.has(p));
}
