/**
 * DESIGN "dice: 'external'": the same game played with seeded dice and with every die fed as a
 * decision of the pseudo-faction 'chance' reaches the same position.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import { nextInt, roll, seedRng, type DiceState } from '../../src/dice/index';

/** The board, pools and outcome: everything but the dice state, options, step count and log. */
function position(s: GameState) {
  const { dice: _d, options: _o, steps: _s, log: _l, ...rest } = s;
  return rest;
}

describe('external dice', () => {
  it('a chance decision lists the faces of one die, and only chance may decide', () => {
    // Find a game that reaches a roll.
    for (let seed = 0; seed < 40; seed++) {
      let s = createGame('1778', { seed, dice: 'external' });
      let rng = seedRng(seed);
      for (let i = 0; i < 3000 && !s.result; i++) {
        const p = pending(s)!;
        const legal = legalActions(s);
        if (p.faction === 'chance') {
          expect(p.kind).toBe('roll');
          expect(legal.every((a) => a.faction === 'chance' && a.type === 'roll')).toBe(true);
          expect([3, 6]).toContain(legal.length);
          expect(legal.map((a) => a.value)).toEqual(Array.from({ length: legal.length }, (_, k) => k + 1));
          expect(() => apply(s, { faction: 'british', type: 'pass' })).toThrow(/not british's decision|chance/);
          return;
        }
        const pick = nextInt(rng, legal.length);
        rng = pick.rng;
        s = apply(s, legal[pick.value]);
      }
    }
    throw new Error('no roll reached in 40 games');
  });

  it('the same game in seeded and external modes reaches the same position', () => {
    let battles = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      // Seeded game with random choices, recorded.
      let seeded = createGame('1778', { seed });
      let rng = seedRng(`chooser-${seed}`);
      const record: Action[] = [];
      while (!seeded.result) {
        const legal = legalActions(seeded);
        const pick = nextInt(rng, legal.length);
        rng = pick.rng;
        seeded = apply(seeded, legal[pick.value]);
        record.push(legal[pick.value]);
      }
      // External game: the same choices; each die fed from a copy of the seeded game's dice.
      let external = createGame('1778', { seed, dice: 'external' });
      let dice: DiceState = external.dice;
      let i = 0;
      while (!external.result) {
        const p = pending(external)!;
        if (p.faction === 'chance') {
          const sides = legalActions(external).length;
          const r = roll(dice, sides);
          dice = r.dice;
          external = apply(external, { faction: 'chance', type: 'roll', value: r.value });
          battles++;
          continue;
        }
        external = apply(external, record[i++]);
      }
      expect(i).toBe(record.length);
      expect(position(external)).toEqual(position(seeded));
    }
    expect(battles).toBeGreaterThan(0);
  });
});
