/**
 * Random games of every scenario (2.3.8, 2.3.9): Factions that play their Brilliant Strokes whenever
 * they can (a chooser preferring them, Trumps included) and Factions that never do; every state
 * invariant-clean, never a dead end. In 1775 and 1776 the Treaty of Alliance is played in some games
 * and the French victory margin appears in their results.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import type { ScenarioId } from '../../../src/data/ids';
import { createGame } from '../../../src/game/createGame';
import { apply, legalActions } from '../../../src/game/machine';
import { checkInvariants } from '../../../src/rules/invariants';
import { seededIndex } from '../../../src/testing/random';

interface Outcome {
  final: GameState;
  strokes: number;
  treaty: boolean;
}

function randomGame(scenario: ScenarioId, seed: number, prefer: boolean): Outcome {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  let strokes = 0;
  for (let step = 0; !s.result; step++) {
    const legal = legalActions(s);
    expect(legal.length, `dead end at step ${step}`).toBeGreaterThan(0);
    const play = prefer ? legal.find((a) => a.type === 'brilliantStroke') : undefined;
    const others = legal.filter((a) => a.type !== 'brilliantStroke');
    const action = play ?? others[index(others.length)];
    if (action.type === 'brilliantStroke') strokes += 1;
    s = apply(s, action);
    const broken = checkInvariants(s);
    expect(broken, `${scenario} seed ${seed} step ${step}`).toEqual([]);
  }
  return { final: s, strokes, treaty: s.treatyOfAlliance };
}

const SCENARIOS: ScenarioId[] = ['1775', '1776', '1778', 'sprint'];

describe('random games with and without Brilliant Strokes (2.3.8, 2.3.9)', () => {
  for (const scenario of SCENARIOS) {
    it(`${scenario}: Brilliant Strokes played whenever possible, and never`, { timeout: 120_000 }, () => {
      const eager = randomGame(scenario, 1, true);
      const never = randomGame(scenario, 1, false);
      expect(eager.final.result).not.toBeNull();
      expect(never.final.result).not.toBeNull();
      // Sprint starts with no Brilliant Stroke held; the others do.
      if (scenario !== 'sprint') expect(eager.strokes).toBeGreaterThan(0);
      expect(never.strokes).toBe(0);
    });
  }

  it('1775 and 1776: the Treaty is played in some games and French margins appear in the results (2.3.9, 7.2)', { timeout: 180_000 }, () => {
    const games = [1, 2, 3, 4].flatMap((seed) => [randomGame('1775', seed, true), randomGame('1776', seed, true)]);
    // In each scenario the Treaty comes in some of the games.
    expect(games.filter((g, i) => i % 2 === 0 && g.treaty).length).toBeGreaterThan(0);
    expect(games.filter((g, i) => i % 2 === 1 && g.treaty).length).toBeGreaterThan(0);
    for (const g of games) expect(typeof g.final.result!.margins.french.total).toBe('number');
    expect(games.some((g) => g.final.result!.margins.french.total !== 0)).toBe(true);
  });
});
