/** 6.2.2 the free West Indies Battle, and the West Indies differences of 3.6. */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/rules/invariants';
import { settle } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { startWestIndiesBattle, westIndiesBattleDue } from '../../../src/rules/battle/index';
import { onTurn, put, withDice } from '../../../src/testing';
import { board, who } from './helpers';

function westIndies(recipe: Parameters<typeof board>[0]): GameState {
  return onTurn(board(recipe), 'british');
}

describe('6.2.2 West Indies Battle', () => {
  it('6.2.2 the French conduct a free Battle when French and British pieces are present; no Win the Day there', () => {
    const s0 = withDice(
      westIndies((d) => {
        put(d, 'WestIndies', { frenchRegular: 6 });
        put(d, 'WestIndies', { britishRegular: 3 });
        put(d, 'WestIndies', { britishFort: 1 });
      }),
      [3, 3, 1],
    );
    expect(westIndiesBattleDue(s0)).toBe(true);
    expect(s0.spaces.WestIndies.squadrons).toBeGreaterThan(0);
    let started = false;
    const s = produce(s0, (d) => {
      started = startWestIndiesBattle(d);
      settle(d);
    });
    expect(started).toBe(true);
    const log = s.log.map((l) => l.text);
    expect(log).toContain('West Indies Battle: French and British pieces are present; the French conduct a free Battle there');
    // French 6 → 2D3 (3+3); British 3 Regulars + 1 Fort = 4 → 1D3 (1).
    // 3.6.5: half Regulars +1, per Defending Fort −1. 3.6.6: half Regulars +1, Squadron −1, per Fort +1.
    expect(log).toContain('Defender Loss Level 6 (roll 6; At least half Attacking Cubes are Regulars +1, Per Defending Fort (1) -1)');
    expect(log).toContain(
      'Attacker Loss Level 2 (roll 1; At least half Defending Cubes are Regulars +1, British Defending in West Indies and at least one Squadron is present -1, Per Defending Fort (1) +1)',
    );
    expect(log).toContain('Royalist Defender removes 3 British Regulars (6 losses for Loss Level 6); CBC +3');
    expect(log).toContain('Battle in the West Indies: the Rebellion side wins (the Attacker lost fewer pieces (1 to 3)); no Win the Day in the West Indies');
    expect(s.resources).toEqual(s0.resources);
    expect(s.spaces.WestIndies.pieces).toMatchObject({ frenchRegular: 5, britishRegular: 0, britishFort: 1 });
    expect(who(s)).toBe('british:eligibleOptions');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('6.2.2 nothing happens without both French and British pieces', () => {
    const s0 = westIndies((d) => put(d, 'WestIndies', { frenchRegular: 2 }));
    expect(westIndiesBattleDue(s0)).toBe(false);
    const s = produce(s0, (d) => {
      expect(startWestIndiesBattle(d)).toBe(false);
    });
    expect(s).toBe(s0);
  });
});
