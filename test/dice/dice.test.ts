import { describe, expect, it } from 'vitest';
import {
  DiceScriptError,
  createScriptedDice,
  createSeededDice,
  isDiceState,
  pickWith,
  roll,
  rollDie,
  seedRng,
  shuffle,
  shuffleWith,
  type DiceState,
} from '../../src/dice/index.js';
import { chiSquareUniform, deepFreeze, viaJson } from './helpers.js';

function rollMany(dice: DiceState, sides: number, count: number): { values: number[]; dice: DiceState } {
  const values: number[] = [];
  let d = dice;
  for (let i = 0; i < count; i++) {
    const r = roll(d, sides);
    values.push(r.value);
    d = r.dice;
  }
  return { values, dice: d };
}

describe('seeded dice', () => {
  it('is deterministic per seed and differs across seeds', () => {
    const a = rollMany(createSeededDice('game-1'), 6, 200).values;
    expect(rollMany(createSeededDice('game-1'), 6, 200).values).toEqual(a);
    expect(rollMany(createSeededDice('game-2'), 6, 200).values).not.toEqual(a);
  });

  it('matches the underlying rng', () => {
    const dice = createSeededDice(7);
    expect(roll(dice, 6).value).toBe(rollDie(seedRng(7), 6).value);
  });

  it('survives a JSON round trip mid-sequence', () => {
    const first = rollMany(createSeededDice('save-game'), 6, 500);
    const restored = viaJson(first.dice);
    expect(isDiceState(restored)).toBe(true);
    const cont = rollMany(first.dice, 6, 500);
    const contRestored = rollMany(restored, 6, 500);
    expect(contRestored.values).toEqual(cont.values);
    expect(contRestored.dice).toEqual(cont.dice);
  });

  it('never mutates a deep-frozen dice state', () => {
    const dice = deepFreeze(createSeededDice('frozen'));
    const snapshot = viaJson(dice);
    const items = deepFreeze(['a', 'b', 'c', 'd', 'e']);
    expect(() => {
      rollMany(dice, 6, 10);
      shuffleWith(dice, items);
      pickWith(dice, items);
    }).not.toThrow();
    expect(dice).toEqual(snapshot);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('is uniform: chi-square over 60,000 D6 rolls < 20.515', () => {
    const { values } = rollMany(createSeededDice('service-d6'), 6, 60_000);
    const counts = [0, 0, 0, 0, 0, 0];
    for (const v of values) counts[v - 1]++;
    expect(chiSquareUniform(counts)).toBeLessThan(20.515);
  });

  it('is uniform: chi-square over 60,000 D3 rolls < 13.816', () => {
    const { values } = rollMany(createSeededDice('service-d3'), 3, 60_000);
    const counts = [0, 0, 0];
    for (const v of values) counts[v - 1]++;
    expect(chiSquareUniform(counts)).toBeLessThan(13.816);
  });

  it('rejects a bad number of sides', () => {
    expect(() => roll(createSeededDice(1), 0)).toThrow(RangeError);
    expect(() => roll(createScriptedDice([1]), 1.5)).toThrow(RangeError);
  });
});

describe('scripted dice', () => {
  it('gives exactly the forced values, then throws when exhausted', () => {
    const dice = deepFreeze(createScriptedDice([6, 1, 3, 2]));
    const a = roll(dice, 6);
    const b = roll(a.dice, 6);
    const c = roll(b.dice, 3);
    const d = roll(c.dice, 3);
    expect([a.value, b.value, c.value, d.value]).toEqual([6, 1, 3, 2]);
    expect(dice).toEqual(createScriptedDice([6, 1, 3, 2])); // input untouched
    expect(() => roll(d.dice, 3)).toThrow(DiceScriptError);
    expect(() => roll(d.dice, 3)).toThrow('scripted dice exhausted: a D3 was needed');
  });

  it('copies the script array', () => {
    const script = [4, 5];
    const dice = createScriptedDice(script);
    script[0] = 1;
    expect(roll(dice, 6).value).toBe(4);
  });

  it('rejects a forced roll outside 1..sides, naming the die and value', () => {
    const dice = createScriptedDice([5]);
    let caught: unknown;
    try {
      roll(dice, 3);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(DiceScriptError);
    expect(caught).toBeInstanceOf(Error);
    const err = caught as DiceScriptError;
    expect(err.name).toBe('DiceScriptError');
    expect(err.message).toContain('D3');
    expect(err.message).toContain('5');
    // the same script is fine for a D6
    expect(roll(dice, 6).value).toBe(5);
  });

  it('rejects non-positive-integer forced rolls at creation', () => {
    expect(() => createScriptedDice([0])).toThrow(DiceScriptError);
    expect(() => createScriptedDice([2, 1.5])).toThrow(DiceScriptError);
    expect(() => createScriptedDice([Number.NaN])).toThrow(DiceScriptError);
  });

  it('rejects a corrupt forced roll found at roll time', () => {
    const dice = { kind: 'scripted', rolls: [0], rng: seedRng(0) } as DiceState;
    expect(() => roll(dice, 6)).toThrow(DiceScriptError);
  });

  it('shuffles and picks from the rng without consuming the script', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const dice = createScriptedDice([2], 'deck');
    const s = shuffleWith(dice, items);
    expect(s.value).toEqual(shuffle(seedRng('deck'), items).value);
    expect(s.dice.kind).toBe('scripted');
    expect(s.dice).toMatchObject({ rolls: [2] });
    const p = pickWith(s.dice, items);
    expect(items).toContain(p.value);
    expect(roll(p.dice, 6).value).toBe(2);
  });

  it('leaves the rng untouched when rolling, and survives JSON', () => {
    const dice = createScriptedDice([1, 2, 3], 99);
    const r = roll(dice, 6);
    expect(r.dice.rng).toEqual(dice.rng);
    const restored = viaJson(r.dice);
    expect(isDiceState(restored)).toBe(true);
    expect(rollMany(restored, 6, 2).values).toEqual([2, 3]);
  });

  it('defaults the shuffle seed to 0', () => {
    expect(createScriptedDice([]).rng).toEqual(seedRng(0));
  });
});

describe('seeded shuffleWith / pickWith', () => {
  it('keeps the kind and advances the rng', () => {
    const dice = createSeededDice('s');
    const s = shuffleWith(dice, [1, 2, 3, 4]);
    expect(s.dice.kind).toBe('seeded');
    expect(s.dice.rng).not.toEqual(dice.rng);
    expect(s.value.slice().sort()).toEqual([1, 2, 3, 4]);
    expect(() => pickWith(dice, [])).toThrow(RangeError);
  });
});

describe('isDiceState', () => {
  it('rejects malformed values', () => {
    expect(isDiceState(null)).toBe(false);
    expect(isDiceState({ kind: 'seeded' })).toBe(false);
    expect(isDiceState({ kind: 'loaded', rng: seedRng(1) })).toBe(false);
    expect(isDiceState({ kind: 'scripted', rolls: [0], rng: seedRng(1) })).toBe(false);
  });
});
