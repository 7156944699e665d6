import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/game/createGame';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { SCENARIO_IDS, type ScenarioId } from '../../../src/data/ids';

const CAMPAIGNS: Record<ScenarioId, number> = { '1775': 6, '1776': 4, '1778': 3, sprint: 2 };

describe('2.3.3 / 2.4.1 a game where every Faction always passes', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: reaches the end after ${CAMPAIGNS[scenario]} Winter Quarters Rounds with a result (7.3)`, () => {
      let s = createGame(scenario, { seed: 21 });
      let n = 0;
      while (!s.result) {
        const legal = legalActions(s);
        expect(legal.length).toBeGreaterThan(0);
        // Pass on Event cards; in Winter Quarters take the first option (pay, done, stay…).
        const action = pending(s)!.kind === 'eligibleOptions' ? legal.find((a) => a.type === 'pass')! : legal[0];
        s = apply(s, action);
        if (++n > 20_000) throw new Error('no end');
      }
      // 1775 and 1776 may end early on a Victory Check; otherwise the final Winter Quarters Round ends the game.
      if (s.result.reason === 'finalWinterQuarters') expect(s.winterQuarters).toBe(CAMPAIGNS[scenario]);
      else expect(s.winterQuarters).toBeLessThanOrEqual(CAMPAIGNS[scenario]);
      expect(s.result.ranking).toHaveLength(4);
      expect(s.stack).toEqual([]);
    });
  }
});
