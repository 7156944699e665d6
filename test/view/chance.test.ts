/**
 * chanceOutcomes(state) (docs/contract.md, "Hidden information and search"): with external dice each
 * die is a `chance` decision (kind `roll`) whose outcomes are its faces, each equally likely.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { ViewIsNotAStateError } from '../../src/core/viewGuard';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';
import { play } from '../../src/testing';
import { view } from '../../src/view/view';
import { chanceOutcomes } from '../../src/view/chance';
import { example36 } from '../rules/battle/helpers';

const B = 'british' as const;

/** A British Battle in Pennsylvania (the 3.6 example) up to the dice: Force Levels 8 and 7, 2D3 each (3.6.4). */
function atDice(dice: 'seeded' | 'external'): GameState {
  const { start, toDice } = example36({ dice });
  return play(start, ...toDice);
}

describe('chanceOutcomes(state)', () => {
  it('3.6.4: each die of a Battle with external dice is a D3: three faces, each 1/3, summing to 1', () => {
    let s = atDice('external');
    for (let die = 0; die < 4; die++) {
      expect(pending(s)).toMatchObject({ faction: 'chance', kind: 'roll' });
      const outcomes = chanceOutcomes(s)!;
      expect(outcomes).toEqual([1, 2, 3].map((value) => ({ action: { faction: 'chance', type: 'roll', value }, probability: 1 / 3 })));
      expect(outcomes.map((o) => o.action)).toEqual(legalActions(s));
      expect(Math.abs(outcomes.reduce((sum, o) => sum + o.probability, 0) - 1)).toBeLessThan(1e-12);
      // Each outcome's probability times the number of faces is exactly 1 (a fair die).
      for (const o of outcomes) expect(o.probability * 3).toBe(1);
      s = apply(s, outcomes[0].action);
    }
    // The dice are in: the Battle goes on with a Faction's decision, not chance's.
    expect(pending(s)!.faction).not.toBe('chance');
    expect(chanceOutcomes(s)).toBeNull();
  });

  it('is null when a Faction decides, and with seeded dice (they roll inside apply, never pending)', () => {
    expect(chanceOutcomes(createGame('1775', { dice: 'external' }))).toBeNull();
    expect(chanceOutcomes(atDice('seeded'))).toBeNull();
  });

  it('is null once the game is over (no decision is pending)', () => {
    const s = atDice('external');
    const over: GameState = { ...s, stack: [], result: { winner: null, winners: [], reason: 'finalWinterQuarters', margins: {} as never, ranking: [], summary: 'over' } };
    expect(pending(over)).toBeNull();
    expect(chanceOutcomes(over)).toBeNull();
  });

  it('refuses a view, like pending', () => {
    expect(() => chanceOutcomes(view(atDice('external'), B) as unknown as GameState)).toThrow(ViewIsNotAStateError);
  });
});
