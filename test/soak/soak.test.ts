/**
 * The long soak (scripts/soak-lib.ts, `npm run soak`): a short run in-process, its plans of games,
 * its choosers, and what it hands back when a check fails.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import { createGame } from '../../src/game/createGame';
import { legalActions } from '../../src/game/machine';
import { parseRecord, replayRecord } from '../../src/records/record';
import { biasedChooser, failureLine, isActivityAction, runSoak, soakGame, uniformChooser, writeSoakFailure, type SoakGame } from '../../scripts/soak-lib';

/** Round trips of a finished game: one every `every` steps, and one at the end unless it fell on one. */
const tripsOf = (steps: number, every: number): number => Math.floor(steps / every) + (steps % every === 0 ? 0 : 1);

describe('runSoak', () => {
  it('plays every scenario in both dice modes and reports success with exact counts', () => {
    const played: SoakGame[] = [];
    const report = runSoak({ games: 8, seed: 'suite', roundTripEvery: 40, checkDeterminism: false, onGame: (g) => played.push(g) });
    expect(report.failure).toBeNull();
    expect(report.ok).toBe(true);
    expect(report.games).toBe(8);
    // Scenarios rotate; the dice mode alternates every full rotation.
    expect(played.map((g) => g.scenario)).toEqual(['1775', '1776', '1778', 'sprint', '1775', '1776', '1778', 'sprint']);
    expect(played.map((g) => g.options.dice)).toEqual(['seeded', 'seeded', 'seeded', 'seeded', 'external', 'external', 'external', 'external']);
    expect(report.byScenario).toEqual({ '1775': 2, '1776': 2, '1778': 2, sprint: 2 });
    expect(report.byDice).toEqual({ seeded: 4, external: 4 });
    expect(report.biased).toBe(played.filter((g) => g.biased).length);
    expect(report.steps).toBe(played.reduce((n, g) => n + g.steps, 0));
    expect(report.roundTrips).toBe(played.reduce((n, g) => n + tripsOf(g.steps, 40), 0));
    expect(played.every((g) => g.steps > 0)).toBe(true);
  });

  it('a failing check stops the soak with a record that reproduces it, written to a file', () => {
    // An injected invariant check that fails once 5 actions have been applied.
    const broken = (s: { steps: number }) => (s.steps >= 5 ? ['injected failure'] : []);
    const report = runSoak({ games: 3, seed: 'broken', invariantChecker: broken });
    expect(report.ok).toBe(false);
    expect(report.games).toBe(1);
    const f = report.failure!;
    expect(f).toMatchObject({ kind: 'invariant', scenario: '1775', game: 0, step: 4, name: 'broken-game0-1775-invariant' });
    expect(f.message).toContain('injected failure');
    // The record ends with the failing action: replaying it gives the state the check refused.
    expect(f.record.actions).toHaveLength(5);
    expect(broken(replayRecord(f.record))).toEqual(['injected failure']);
    expect(broken(replayRecord(f.record, 4))).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), 'soak-'));
    try {
      const path = writeSoakFailure(f, dir);
      expect(path).toBe(join(dir, 'broken-game0-1775-invariant.json'));
      expect(parseRecord(readFileSync(path, 'utf8'))).toEqual(f.record);
      expect(failureLine(f, path)).toMatch(/^soak FAILED \(invariant\) in game 0 \(1775, seeded dice.*\) at step 4: .*injected failure.* — record: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a game that hits the step cap is a failure', () => {
    const report = runSoak({ games: 2, seed: 'cap', scenario: 'sprint', maxSteps: 10 });
    expect(report.failure).toMatchObject({ kind: 'too-long', scenario: 'sprint', step: 10 });
    expect(report.failure!.record.actions).toHaveLength(10);
  });
});

describe('soak plans and choosers', () => {
  it('plans are reproducible from the seed and createGame accepts every one', () => {
    const kinds = new Set<string>();
    for (let n = 0; n < 200; n++) {
      const plan = soakGame(n, { seed: 7 });
      expect(soakGame(n, { seed: 7 })).toEqual(plan);
      expect(() => createGame(plan.scenario, { ...plan.options, seed: n })).not.toThrow();
      if (plan.options.periodEvents) kinds.add('periodEvents');
      if (plan.options.winterIsComing) kinds.add('winterIsComing');
      if (plan.options.players) kinds.add('players');
      if (plan.options.nonPlayers) kinds.add('nonPlayers');
      if (plan.options.deck) kinds.add('deck');
      if (plan.biased) kinds.add('biased');
    }
    expect([...kinds].sort()).toEqual(['biased', 'deck', 'nonPlayers', 'periodEvents', 'players', 'winterIsComing']);
    // One scenario asked: the dice mode alternates game by game; --bias activities biases all.
    expect([0, 1, 2, 3].map((n) => soakGame(n, { scenario: '1778', bias: 'activities' })).map((g) => [g.scenario, g.options.dice, g.biased])).toEqual([
      ['1778', 'seeded', true],
      ['1778', 'external', true],
      ['1778', 'seeded', true],
      ['1778', 'external', true],
    ]);
  });

  it('the choosers pick legal actions; the biased one prefers a Special Activity when one is offered', () => {
    const legal = legalActions(createGame('1775', { seed: 3 }));
    const uniform = uniformChooser(1);
    for (let i = 0; i < 20; i++) expect(legal).toContain(uniform(legal, createGame('1775')));
    const menu: Action[] = [
      { faction: 'british', type: 'done' },
      { faction: 'british', type: 'specialActivity', activity: 'skirmish' },
      { faction: 'british', type: 'selectSpace', space: 'Boston' },
    ];
    const biased = biasedChooser(1);
    const picks = Array.from({ length: 200 }, () => biased(menu, createGame('1775')));
    expect(picks.every((a) => menu.includes(a))).toBe(true);
    const activities = picks.filter(isActivityAction).length;
    // 4 in 5 directly, plus its share of the fallbacks: well over half.
    expect(activities).toBeGreaterThan(140);
  });
});
