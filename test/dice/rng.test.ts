import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_INT_RANGE,
  isRngState,
  nextFloat,
  nextInt,
  pick,
  rollD3,
  rollD6,
  rollDie,
  seedRng,
  seededDie,
  shuffle,
  type RngState,
} from '../../src/dice/index.js';
import { chiSquareUniform, deepFreeze, viaJson } from './helpers.js';

function d6Sequence(rng: RngState, count: number): { values: number[]; rng: RngState } {
  const values: number[] = [];
  let r = rng;
  for (let i = 0; i < count; i++) {
    const res = rollD6(r);
    values.push(res.value);
    r = res.rng;
  }
  return { values, rng: r };
}

describe('seedRng', () => {
  it('is deterministic and produces plain JSON', () => {
    const a = seedRng('liberty');
    expect(a).toEqual(seedRng('liberty'));
    expect(isRngState(a)).toBe(true);
    expect(viaJson(a)).toEqual(a);
    expect(Object.keys(a).sort()).toEqual(['c', 's0', 's1', 's2']);
  });

  it('treats numeric seeds as their string form', () => {
    expect(seedRng(42)).toEqual(seedRng('42'));
  });

  it('same seed gives the same sequence; different seeds differ', () => {
    const a = d6Sequence(seedRng(1776), 200).values;
    const b = d6Sequence(seedRng(1776), 200).values;
    const c = d6Sequence(seedRng(1777), 200).values;
    const d = d6Sequence(seedRng('1776x'), 200).values;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).not.toEqual(d);
  });
});

describe('purity and serialisation', () => {
  it('never mutates a (deep-frozen) input state', () => {
    const rng = deepFreeze(seedRng('frozen'));
    const snapshot = viaJson(rng);
    const items = deepFreeze([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect(() => {
      nextFloat(rng);
      nextInt(rng, 10);
      rollDie(rng, 20);
      rollD3(rng);
      rollD6(rng);
      shuffle(rng, items);
      pick(rng, items);
    }).not.toThrow();
    expect(rng).toEqual(snapshot);
    expect(items.map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });

  it('the same input state always yields the same draw', () => {
    const rng = seedRng('repeat');
    expect(nextFloat(rng)).toEqual(nextFloat(rng));
    expect(rollD6(rng)).toEqual(rollD6(rng));
    const next = rollD6(rng).rng;
    expect(next).not.toEqual(rng);
  });

  it('a JSON round trip mid-sequence continues identically', () => {
    const first = d6Sequence(seedRng('round-trip'), 500);
    const restored = viaJson(first.rng);
    const cont = d6Sequence(first.rng, 500);
    const contRestored = d6Sequence(restored, 500);
    expect(contRestored.values).toEqual(cont.values);
    expect(contRestored.rng).toEqual(cont.rng);
    // and equals an uninterrupted run of 1000
    expect(d6Sequence(seedRng('round-trip'), 1000).values).toEqual([...first.values, ...cont.values]);
  });

  it('rejects a corrupt state', () => {
    expect(() => nextFloat({} as RngState)).toThrow(TypeError);
    expect(() => rollD6({ c: 1, s0: 0.5, s1: 0.5, s2: 2 })).toThrow(TypeError);
    expect(isRngState(null)).toBe(false);
    expect(isRngState({ c: 1.5, s0: 0, s1: 0, s2: 0 })).toBe(false);
  });
});

describe('nextFloat', () => {
  it('stays in [0, 1)', () => {
    let rng = seedRng('floats');
    for (let i = 0; i < 5000; i++) {
      const r = nextFloat(rng);
      expect(r.value).toBeGreaterThanOrEqual(0);
      expect(r.value).toBeLessThan(1);
      rng = r.rng;
    }
  });
});

describe('nextInt', () => {
  it('returns integers in 0..n-1 and hits every value', () => {
    for (const n of [1, 2, 3, 7, 10]) {
      let rng = seedRng(`int-${n}`);
      const seen = new Set<number>();
      for (let i = 0; i < 500; i++) {
        const r = nextInt(rng, n);
        expect(Number.isInteger(r.value)).toBe(true);
        expect(r.value).toBeGreaterThanOrEqual(0);
        expect(r.value).toBeLessThan(n);
        seen.add(r.value);
        rng = r.rng;
      }
      expect(seen.size).toBe(n);
    }
  });

  it('accepts n = 2^32', () => {
    const r = nextInt(seedRng('big'), MAX_INT_RANGE);
    expect(r.value).toBeGreaterThanOrEqual(0);
    expect(r.value).toBeLessThan(MAX_INT_RANGE);
  });

  it('throws RangeError on a bad n', () => {
    const rng = seedRng('bad');
    for (const n of [0, -1, 1.5, Number.NaN, Infinity, MAX_INT_RANGE + 1]) {
      expect(() => nextInt(rng, n)).toThrow(RangeError);
    }
    expect(() => rollDie(rng, 0)).toThrow(RangeError);
    expect(() => rollDie(rng, 2.5)).toThrow(RangeError);
  });
});

describe('rollDie / rollD3 / rollD6', () => {
  it('return values in 1..sides', () => {
    let rng = seedRng('dice');
    for (let i = 0; i < 2000; i++) {
      const a = rollD3(rng);
      expect(a.value).toBeGreaterThanOrEqual(1);
      expect(a.value).toBeLessThanOrEqual(3);
      const b = rollD6(a.rng);
      expect(b.value).toBeGreaterThanOrEqual(1);
      expect(b.value).toBeLessThanOrEqual(6);
      const c = rollDie(b.rng, 1);
      expect(c.value).toBe(1);
      rng = c.rng;
    }
  });

  it('rollD6 equals rollDie(6), rollD3 equals rollDie(3)', () => {
    const rng = seedRng('same');
    expect(rollD6(rng)).toEqual(rollDie(rng, 6));
    expect(rollD3(rng)).toEqual(rollDie(rng, 3));
  });

  it('is uniform: chi-square over 60,000 D6 rolls < 20.515 (5 dof, p = 0.999)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let rng = seedRng('chi-square-d6');
    for (let i = 0; i < 60_000; i++) {
      const r = rollD6(rng);
      counts[r.value - 1]++;
      rng = r.rng;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(chiSquareUniform(counts)).toBeLessThan(20.515);
  });

  it('is uniform: chi-square over 60,000 D3 rolls < 13.816 (2 dof, p = 0.999)', () => {
    const counts = [0, 0, 0];
    let rng = seedRng('chi-square-d3');
    for (let i = 0; i < 60_000; i++) {
      const r = rollD3(rng);
      counts[r.value - 1]++;
      rng = r.rng;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(chiSquareUniform(counts)).toBeLessThan(13.816);
  });
});

describe('seededDie', () => {
  // 2^31 + 1 faces reject about half the draws, so the roll reads the generator's later draws too
  // (every part of the seeded state); 2^32 faces read the first draw whole.
  const sidesArb = fc.oneof(fc.constantFrom(1, 2, 3, 6, 7, 20, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32), fc.integer({ min: 1, max: 2 ** 32 }));

  it("equals the first roll of seedRng's generator for any seed and die (seedrandom's alea seeding, bit for bit)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.integer(), fc.double()), sidesArb, (seed, sides) => {
        expect(seededDie(seed, sides)).toBe(rollDie(seedRng(seed), sides).value);
      }),
      { numRuns: 4_000 },
    );
  });

  it('equals it for the seeds the Non-Players use (16 hexadecimal digits)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{16}$/), sidesArb, (seed, sides) => {
        expect(seededDie(seed, sides)).toBe(rollDie(seedRng(seed), sides).value);
      }),
      { numRuns: 4_000 },
    );
  });

  it('throws as rollDie does on a bad die or seed', () => {
    for (const sides of [0, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => seededDie('x', sides)).toThrow(RangeError);
    expect(() => seededDie({} as unknown as string, 6)).toThrow(TypeError);
  });
});

describe('shuffle', () => {
  const items = Array.from({ length: 20 }, (_, i) => `card-${i}`);

  it('returns a permutation and leaves the input untouched', () => {
    const frozen = deepFreeze(items.slice());
    const { value } = shuffle(seedRng('shuffle'), frozen);
    expect(value).not.toBe(frozen);
    expect(value).toHaveLength(frozen.length);
    expect(value.slice().sort()).toEqual(frozen.slice().sort());
    expect(frozen).toEqual(items);
    expect(value).not.toEqual(items); // 1/20! chance of identity; fixed seed
  });

  it('is deterministic for a given state', () => {
    const a = shuffle(seedRng('deal'), items);
    const b = shuffle(seedRng('deal'), items);
    expect(a).toEqual(b);
    expect(shuffle(seedRng('deal-2'), items).value).not.toEqual(a.value);
  });

  it('handles empty and singleton lists', () => {
    const rng = seedRng('tiny');
    expect(shuffle(rng, []).value).toEqual([]);
    expect(shuffle(rng, ['x']).value).toEqual(['x']);
  });

  it('produces all 6 orders of 3 items roughly equally', () => {
    const counts = new Map<string, number>();
    let rng = seedRng('perm-uniform');
    for (let i = 0; i < 6000; i++) {
      const r = shuffle(rng, ['a', 'b', 'c']);
      const key = r.value.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
      rng = r.rng;
    }
    expect(counts.size).toBe(6);
    expect(chiSquareUniform([...counts.values()])).toBeLessThan(20.515);
  });
});

describe('pick', () => {
  it('returns an element and is deterministic', () => {
    const items = ['a', 'b', 'c', 'd'];
    const a = pick(seedRng('pick'), items);
    expect(items).toContain(a.value);
    expect(pick(seedRng('pick'), items)).toEqual(a);
  });

  it('throws RangeError on an empty list', () => {
    expect(() => pick(seedRng('empty'), [])).toThrow(RangeError);
  });
});
