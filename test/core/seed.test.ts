/** randomSeed: strong random seeds from Web Crypto, outside the rules code (docs/contract.md, "Seeds and secrecy"). */
import { describe, expect, it } from 'vitest';
import { createGame, randomSeed, RANDOM_SEED_BITS, view } from '../../src/index';

describe('randomSeed', () => {
  it('is 128 random bits as 32 hexadecimal digits, fresh at every call', () => {
    expect(RANDOM_SEED_BITS).toBe(128);
    const seeds = Array.from({ length: 50 }, () => randomSeed());
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(seeds).size).toBe(50);
  });

  it('seeds a reproducible game whose view hides the seed', () => {
    const seed = randomSeed();
    const a = createGame('1775', { seed });
    expect(createGame('1775', { seed })).toEqual(a);
    expect(view(a, 'british').options.seed).toBe('hidden');
  });

  it('without a seed, createGame uses seed 0: every unseeded game is the same game', () => {
    expect(createGame('1776')).toEqual(createGame('1776', { seed: 0 }));
  });
});
