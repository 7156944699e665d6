// Bot-only games in CI (8.1–8.7): all four Factions by their flowcharts, a few hundred games over every
// scenario, with and without Period Events — every action legal, the invariants after every step, no
// exception or dead end, save/load round trips, the same actions replaying to the same final state, and
// every kept plan checked against planning again (src/bots/planCache.ts). Thousands of games:
// `npm run soak:nonplayers -- --nonplayers all` (docs/nonplayers.md, "Bot-only games").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowchartFactions, flowchartPolicies } from '../../src/bots/flowcharts';
import { checkPlanCache } from '../../src/bots/planCache';
import { policyConformance, runConformance, type ConformanceGame } from '../../src/testing';
import type { ScenarioId } from '../../src/data/ids';

const ALL = flowchartFactions();

/** Games per scenario (each played with and without Period Events): 232 in all. */
const GAMES: Readonly<Record<ScenarioId, number>> = { '1775': 10, '1776': 20, '1778': 30, sprint: 56 };

beforeAll(() => {
  checkPlanCache(true);
});
afterAll(() => {
  checkPlanCache(false);
});

describe('bot-only games (all four flowcharts)', () => {
  for (const scenario of Object.keys(GAMES) as ScenarioId[])
    for (const periodEvents of [false, true])
      it(`${scenario}${periodEvents ? ' with Period Events' : ''}: ${GAMES[scenario]} games, legal, invariant-clean, replayable, every game to a result`, () => {
        const ended: ConformanceGame[] = [];
        const report = runConformance({
          ...policyConformance({ policies: flowchartPolicies(ALL), checkEvery: 50 }),
          scenarios: [scenario],
          games: GAMES[scenario],
          seed: `ci-bot-only${periodEvents ? '-pe' : ''}`,
          options: { nonPlayers: [...ALL], periodEvents },
          roundTripEvery: 151,
          onGame: (g) => ended.push(g),
        });
        expect(report.failures.map((f) => `game ${f.game} step ${f.step}: ${f.kind}: ${f.message}`)).toEqual([]);
        expect(ended.length).toBe(GAMES[scenario]);
        for (const g of ended) expect(g.result?.ranking).toHaveLength(4);
        // A long run of whole games: a busy CI machine may take twice the usual time.
      }, 400_000);
});
