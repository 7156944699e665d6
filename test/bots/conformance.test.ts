// The Non-Player flowchart policies over whole games (8.1–8.7): for each written flowchart alone, and for
// them together, every action legal, invariants clean, no dead end, every decision deterministic for the
// state (asked twice, after a save and load, fed its own rolls), and the same seed gives the same game.
// (The British alone: test/bots/british/conformance.test.ts. Thousands of games: npm run soak:nonplayers.)
import { describe, expect, it } from 'vitest';
import { flowchartPolicies } from '../../src/bots';
import { policyConformance, runConformance, type ConformanceGame } from '../../src/testing';
import { SCENARIO_IDS, type Faction } from '../../src/data/ids';

const describeFailures = (r: ReturnType<typeof runConformance>): string[] => r.failures.map((f) => `${f.scenario} game ${f.game} step ${f.step}: ${f.kind}: ${f.message}`);

const SETS: readonly (readonly Faction[])[] = [['patriots'], ['french'], ['british', 'patriots', 'french']];

for (const nonPlayers of SETS) {
  const name = nonPlayers.join(', ');
  describe(`Non-Player conformance: ${name}`, () => {
    it('every scenario, with and without Period Events: legal, invariant-clean, deterministic, save/load-proof', () => {
      let decisions = 0;
      for (const periodEvents of [false, true]) {
        const report = runConformance({
          ...policyConformance({ policies: flowchartPolicies(nonPlayers), checkEvery: 4, onDecision: () => decisions++ }),
          scenarios: SCENARIO_IDS,
          games: 1,
          seed: `np-${nonPlayers.join('-')}${periodEvents ? '-pe' : ''}`,
          options: { nonPlayers: [...nonPlayers], periodEvents },
          roundTripEvery: 97,
        });
        expect(describeFailures(report)).toEqual([]);
        expect(report.games).toBe(SCENARIO_IDS.length);
      }
      expect(decisions).toBeGreaterThan(200);
    });

    it('the same seed gives the same game', () => {
      const run = (): unknown[] => {
        const games: ConformanceGame[] = [];
        runConformance({
          ...policyConformance({ policies: flowchartPolicies(nonPlayers) }),
          scenarios: ['1776'],
          games: 1,
          seed: 'same',
          options: { nonPlayers: [...nonPlayers] },
          checkRoundTrip: false,
          onGame: (g) => games.push(g),
        });
        return games.map((g) => g.record.actions);
      };
      expect(run()).toEqual(run());
    });
  });
}
