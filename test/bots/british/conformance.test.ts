// The British Non-Player policy over whole games (8.4, 8.1): every action legal, invariants clean, no
// dead end, deterministic for the state (asked twice, after a save and load, and fed its own rolls),
// the same seed gives the same game, and a record replays without the bot.
import { describe, expect, it } from 'vitest';
import { britishPolicy } from '../../../src/bots';
import { policyConformance, runConformance, type ConformanceGame } from '../../../src/testing';
import { SCENARIO_IDS } from '../../../src/data/ids';

const describeFailures = (r: ReturnType<typeof runConformance>): string[] => r.failures.map((f) => `${f.scenario} game ${f.game} step ${f.step}: ${f.kind}: ${f.message}`);

describe('British Non-Player conformance (8.4)', () => {
  for (const periodEvents of [false, true]) {
    it(`every scenario${periodEvents ? ', Period Events' : ''}: legal, invariant-clean, deterministic, save/load-proof`, () => {
      let decisions = 0;
      const report = runConformance({
        ...policyConformance({ policies: { british: britishPolicy() }, checkEvery: 3, onDecision: () => decisions++ }),
        scenarios: SCENARIO_IDS,
        games: 2,
        seed: `british-np${periodEvents ? '-pe' : ''}`,
        options: { nonPlayers: ['british'], periodEvents },
        roundTripEvery: 97,
      });
      expect(describeFailures(report)).toEqual([]);
      expect(report.games).toBe(8);
      expect(decisions).toBeGreaterThan(200);
    });
  }

  it('the same seed gives the same game with the British Non-Player', () => {
    const run = (): unknown[] => {
      const games: ConformanceGame[] = [];
      runConformance({
        ...policyConformance({ policies: { british: britishPolicy() } }),
        scenarios: ['1778'],
        games: 1,
        seed: 'same',
        options: { nonPlayers: ['british'] },
        checkRoundTrip: false,
        onGame: (g) => games.push(g),
      });
      return games.map((g) => g.record.actions);
    };
    expect(run()).toEqual(run());
  });
});
