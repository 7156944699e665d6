/**
 * 6.3 Resources Phase: each Faction's earnings, exactly as written, to a maximum of 50.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { resourcesEarned } from '../../../src/rules/winterQuarters/index';
import { arrange, clearMap, game, put } from '../../../src/testing';
import { decision, inRound, logLines } from './helpers';

/** After the Treaty (1778 set-up, emptied): FNI 2 with Blockades on Boston and New York City. */
function position(): GameState {
  return arrange(clearMap(game('1778')), (d) => {
    put(d, 'Quebec', { britishFort: 1, village: 1 });
    put(d, 'Florida', { britishFort: 1, village: 1 });
    put(d, 'Northwest', { village: 1 });
    put(d, 'Southwest', { village: 1 });
    put(d, 'SouthCarolina', { village: 1 });
    put(d, 'WestIndies', { britishFort: 1, britishRegular: 2, frenchRegular: 1 });
    put(d, 'QuebecCity', { britishRegular: 1 }); // British Controlled City, population 1
    put(d, 'NewYorkCity', { tory: 1 }); // British Controlled but Blockaded: population 0
    put(d, 'Boston', { militiaUnderground: 1 }); // Rebellion Controlled, Blockaded: population 0
    put(d, 'Massachusetts', { patriotFort: 1 });
    put(d, 'NewJersey', { patriotFort: 1 });
    put(d, 'Pennsylvania', { patriotFort: 1 });
    put(d, 'Virginia', { militiaUnderground: 1 });
    d.spaces.WestIndies.squadrons = 1;
    d.spaces.Boston.blockades = 1;
    d.spaces.NewYorkCity.blockades = 1;
    d.fni = 2;
    d.resources = { british: 45, patriots: 0, french: 0, indians: 49 };
  });
}

describe('6.3 Resources Phase', () => {
  it('6.3.1–6.3.4 earnings exactly as written (Blockaded Cities count 0, 1.9)', () => {
    const s = position();
    // British: 3 Forts (West Indies included) + Quebec City 1 (New York City Blockaded) + 5 for the West Indies = 9.
    // Indians: 5 Villages / 2 = 2. Patriots: 3 Forts + 5 Rebellion Controlled spaces / 2 = 5.
    // French: FNI 2 + Philadelphia, Norfolk, Charles Town, Savannah (Boston Blockaded) = 6.
    const rebellion = (Object.keys(s.spaces) as (keyof typeof s.spaces)[]).filter((id) => s.spaces[id].control === 'rebellion');
    expect(rebellion).toEqual(['Boston', 'Massachusetts', 'NewJersey', 'Pennsylvania', 'Virginia']);
    expect(resourcesEarned(s)).toEqual({ british: 9, indians: 2, patriots: 3 + 2, french: 6 });
  });

  it('6.3.1 / 6.3.4 the +5 goes to whoever Controls the West Indies; Patriots never count the West Indies (6.3.3)', () => {
    const s = arrange(position(), (d) => put(d, 'WestIndies', { frenchRegular: 3 }));
    expect(s.spaces.WestIndies.control).toBe('rebellion');
    expect(resourcesEarned(s)).toEqual({ british: 4, indians: 2, patriots: 5, french: 11 });
  });

  it('6.3.4 before the Treaty of Alliance the French earn 2 × Squadrons in the West Indies', () => {
    const s = arrange(clearMap(game('1776')), (d) => {
      put(d, 'Florida', { village: 1 });
    });
    expect(s.treatyOfAlliance).toBe(false);
    expect(s.spaces.WestIndies.squadrons).toBe(2);
    expect(resourcesEarned(s).french).toBe(4);
  });

  it('6.3 Resources are added in the phase, to a maximum of 50, and logged with their rule', () => {
    const s = inRound(position(), 'resources');
    expect(decision(s)).toEqual({ kind: 'rewardLoyalty', faction: 'british' });
    expect(s.resources).toEqual({ british: 50, indians: 50, patriots: 5, french: 6 });
    const lines = logLines(s);
    expect(lines).toContain(
      '6.3.1 British earn 9 Resources: 3 British Forts + 1 population of British Controlled Cities + 5 for British Control of the West Indies (limited to 5 by the maximum of 50)',
    );
    expect(lines.some((l) => l.startsWith('6.3.2 Indians earn 2'))).toBe(true);
    expect(lines.some((l) => l.startsWith('6.3.3 Patriots earn 5'))).toBe(true);
    expect(lines.some((l) => l.startsWith('6.3.4 French earn 6'))).toBe(true);
  });
});
