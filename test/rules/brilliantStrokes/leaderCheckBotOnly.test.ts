/**
 * The Leader's check of the Brilliant Stroke window (`leaderCanTakePart`, 1.10, 2.3.8) answers as plain
 * trial play in bot-only games (all four Factions by their flowcharts, 8.1), where the window is asked
 * after the Treaty: at every window, for every Faction whose Leader is on the map, on the committed
 * state and on a fresh working copy. The games include Leaders that take part only by pieces leaving
 * their space (British Marches and Garrisons out of Boston, Patriot and Indian Marches), where the quick
 * trial tries that before a Battle in his space, and British Leaders who can take part in none: Gage
 * in the Northwest with a lone Tory (seed w19), whose Battle there leaves him alone whatever he chooses,
 * and the quick trial stops once he has left and only Win the Day's Patriot Rally is left (3.6.8).
 */
import { describe, expect, it } from 'vitest';
import { flowchartFactions, flowchartPolicies } from '../../../src/bots/flowcharts';
import { playGame } from '../../../src/bots/drive';
import { deepCopy } from '../../../src/core/pathCopy';
import { FACTIONS, type ScenarioId } from '../../../src/data/ids';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply } from '../../../src/game/machine';
import { leaderCanTakePart, leaderCanTakePartByTrial, leaderCanTakePartNow } from '../../../src/rules/sequence/brilliantStrokes';

const ALL = flowchartFactions();
const POLICIES = flowchartPolicies(ALL);

/** Checks every window of the game; returns how many Leaders could and could not take part. */
function checkGame(scenario: ScenarioId, seed: string | number): { yes: number; no: number } {
  const { actions } = playGame(createGame(scenario, { seed, nonPlayers: [...ALL] }), POLICIES);
  let s = createGame(scenario, { seed, nonPlayers: [...ALL] });
  const counts = { yes: 0, no: 0 };
  for (let step = 0; step <= actions.length; step++) {
    if (s.stack.at(-1)?.kind === 'brilliantStrokes') {
      const fresh = deepCopy(s);
      for (const f of FACTIONS) {
        if (s.leaders[f].at === 'available') continue;
        const full = leaderCanTakePartByTrial(GAME, fresh, f);
        const where = `${scenario} seed ${seed} step ${step}: ${f}`;
        expect(leaderCanTakePartNow(GAME, fresh, f), `${where} with the shortcuts`).toBe(full);
        expect(leaderCanTakePart(GAME, s, f), `${where} on the committed state`).toBe(full);
        expect(leaderCanTakePart(GAME, deepCopy(s), f), `${where} on a working copy`).toBe(full);
        counts[full ? 'yes' : 'no'] += 1;
      }
    }
    if (step < actions.length) s = apply(s, actions[step]);
  }
  return counts;
}

describe('1.10, 2.3.8, 8.1 the Leader check in bot-only games answers as plain trial play', () => {
  for (const [scenario, seeds] of [
    ['1775', ['bench-4-3', 'bench-4-5', 'bench-1-1', 'w19', 40, 41]],
    ['1776', [1, 8]],
    ['1778', [13]],
  ] as const)
    it(`${scenario}: seeds ${seeds.join(', ')}`, { timeout: 300_000 }, () => {
      const total = { yes: 0, no: 0 };
      for (const seed of seeds) {
        const c = checkGame(scenario, seed);
        total.yes += c.yes;
        total.no += c.no;
      }
      expect(total.yes).toBeGreaterThan(20);
      if (scenario === '1775') expect(total.no).toBeGreaterThan(0);
    });
});
