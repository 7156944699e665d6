/**
 * The frame checks `loadGame` applies to untrusted saves (each step's `validate`): never a false
 * refusal — every frame of every state reached in play agrees with its board — and each check refuses
 * the inconsistency it names.
 */
import { describe, expect, it } from 'vitest';
import { frameAgreementProblems } from '../../src/game/persistence';
import { checkInvariants } from '../../src/rules/invariants';
import { runSoak } from '../../scripts/soak-lib';
import { playUntil, refusedFor } from '../helpers/saves';

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
