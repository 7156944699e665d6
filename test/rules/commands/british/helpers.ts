/**
 * The British Command tests' position and end check; everything else comes from the test kit
 * (`src/testing`: put, blockade, play, listed, ...).
 */
import type { Draft } from 'immer';
import { expect } from 'vitest';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import { declineActivity, kind, position } from '../../../../src/testing';

/** An empty map (1775 deck and pools), British Resources 10, then the recipe. */
export const board = (recipe?: (d: Draft<GameState>) => void): GameState => position({ resources: { british: 10 } }, recipe);

/**
 * Asserts the rules invariants hold and the Command is over: the card flow has resumed, after the
 * British decline a Special Activity "immediately after" the Command when one is offered (4.1).
 */
export function expectBackToCard(state: GameState): void {
  expect(checkInvariants(state)).toEqual([]);
  expect(state.stack.some((f) => f.kind.startsWith('british'))).toBe(false);
  expect(kind(declineActivity(state))).toBe('eligibleOptions');
}
