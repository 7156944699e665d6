/**
 * The frame checks `loadGame` applies to untrusted saves (each step's `validate`): never a false
 * refusal — every frame of every state reached in play agrees with its board — and each check refuses
 * the inconsistency it names.
 */
import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors';
import type { GameState } from '../../src/core/state';
import { frameAgreementProblems, loadGame, serialize } from '../../src/game/persistence';
import { checkInvariants } from '../../src/rules/invariants';
import { runSoak } from '../../scripts/soak-lib';
import { seededIndex } from '../../src/testing/random';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';

/** The problems of `loadGame` for `state` with `edit` applied to its JSON. */
function refusedFor(state: GameState, edit: (j: any) => void): string[] {
  const j = JSON.parse(serialize(state));
  edit(j);
  try {
    loadGame(JSON.stringify(j));
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidStateError);
    return [...(e as InvalidStateError).problems];
  }
  return [];
}

/** Plays a seeded random game of `scenario` until `stop` holds of a state; returns that state. */
function playUntil(scenario: '1775' | '1776' | '1778' | 'sprint', seed: number, stop: (s: GameState) => boolean): GameState {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  while (!stop(s)) {
    if (s.result) throw new Error('the game ended first');
    const legal = legalActions(s);
    s = apply(s, legal[index(legal.length)]);
  }
  return s;
}

describe('frames reached in play agree with their board', () => {
  it('in every scenario, both dice modes, uniform and Special-Activity-biased play', () => {
    const report = runSoak({
      games: 40,
      seed: 'frame-agreement',
      roundTripEvery: 1000,
      checkDeterminism: false,
      invariantChecker: (s) => [...checkInvariants(s), ...frameAgreementProblems(s)],
    });
    expect(report.failure?.message ?? null).toBeNull();
    expect(report.games).toBe(40);
  }, 600_000);
});

describe('each check refuses what it names', () => {
  it('a Trade under way in a space where it could not be', () => {
    // 4.4.1: a Province with a Village and an Underground War Party
    const s = playUntil('1775', 5, (x) => {
      const top = x.stack[x.stack.length - 1];
      return top.kind === 'indiansTrade' && top.space !== null;
    });
    expect(refusedFor(s, (j) => (j.stack[j.stack.length - 1].space = 'NewYorkCity'))).toEqual([
      `stack[${s.stack.length - 1}].space: Trade is under way in New York City, which is not a Province with a Village and an Underground War Party`,
    ]);
  });
});
