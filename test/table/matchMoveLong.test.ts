/**
 * Whole-move matching of long random turns (issue #20): turns of random games that the search used to
 * miss within its default budget (2,000 positions) — British Marches paying for destinations nobody
 * entered while Naval Pressure gives Resources back, Indian Gathers and Marches with Trade in the middle
 * (a War Party Activated by Trade and flipped back by Gather), Patriot Rallies and Marches — each must now
 * be matched within the default budget by a sequence that reproduces its board exactly.
 *
 * The turns are regenerated from their seeds: `bench` turns as bench/matchMove.ts plays them (turn index
 * among the scenario's turns), `test` turns as test/table/matchMoveRandom.test.ts plays them (game, turn).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/game/machine';
import { boardDifferences, matchMove, moveIsOver } from '../../src/table/matchMove';
import type { ScenarioId } from '../../src/data/ids';
import { randomTurns, testGameTurns, type RandomTurn } from './randomTurns';

/** Bench turns (scenario, index) missed before at the default budget. */
const BENCH: readonly [ScenarioId, number, string][] = [
  ['1776', 47, 'Indian Gather with Trade, 17 steps'],
  ['1778', 38, 'British March to four empty destinations with Naval Pressure, 14 steps'],
  ['1778', 63, 'Indian Gather with Trade: a War Party Activated by Trade and flipped back by Gather, 13 steps'],
  ['1778', 75, 'Indian Gather with Trade, 26 steps'],
];

/** Test-style turns (scenario, game, turn) missed before at the default budget. */
const GAMES: readonly [ScenarioId, number, number, string][] = [
  ['1775', 7, 2, 'British March with Naval Pressure, 10 steps'],
  ['1775', 11, 4, 'Indian Gather with Trade, 19 steps'],
  ['1776', 1, 5, 'Indian Gather with Trade, 19 steps'],
  ['1776', 2, 1, 'March without a Special Activity, 13 steps'],
  ['1776', 3, 4, 'British Muster without a Special Activity, 10 steps'],
  ['1778', 10, 3, 'Indian March with Trade, 13 steps'],
  ['sprint', 8, 2, 'British March with Naval Pressure, 15 steps'],
  ['sprint', 10, 6, 'Indian March with Trade, 15 steps'],
  ['sprint', 11, 5, 'Indian March with Trade, 15 steps'],
  ['sprint', 15, 2, 'British March with Naval Pressure, 13 steps'],
];

/** Matches the turn at the default budget and checks the sequence reproduces the board when replayed. */
function expectMatched(t: RandomTurn): void {
  const r = matchMove(t.start, t.end, { announced: t.announced });
  if (!r.ok) throw new Error(`no match (${r.nodes} positions): ${r.departure.reason}`);
  expect(r.nodes).toBeLessThanOrEqual(2000);
  const seq = r.sequences[0];
  expect(boardDifferences(seq.state, t.end)).toEqual([]);
  let s = t.start;
  for (const a of seq.actions) s = apply(s, a);
  expect(boardDifferences(s, t.end)).toEqual([]);
  expect(moveIsOver(t.start)(s)).toBe(true);
}

describe('matchMove finds long random turns within its default budget', () => {
  for (const [scenario, index, what] of BENCH) {
    it(`bench ${scenario} turn ${index}: ${what}`, () => {
      let turn: RandomTurn | undefined;
      for (const t of randomTurns(scenario, index + 1)) turn = t;
      expect(turn!.index).toBe(index);
      expectMatched(turn!);
    });
  }
  for (const [scenario, game, n, what] of GAMES) {
    it(`game ${scenario} #${game} turn ${n}: ${what}`, () => {
      let turn: RandomTurn | undefined;
      for (const t of testGameTurns(scenario, game + 1)) if (t.game === game && t.turn === n) turn = t;
      expect(turn).toBeDefined();
      expectMatched(turn!);
    });
  }
});
