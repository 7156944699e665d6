/**
 * A small seeded generator (mulberry32) for tests, scripts and simple bots that choose among legal
 * actions reproducibly. It is not the game's dice service (src/dice): the game's own randomness always
 * comes from `state.dice`; this one only picks what a test or a bot plays.
 * @module
 */

/** Floats in [0, 1) from a 32-bit seed, the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integers in [0, n) from a 32-bit seed (the floats of {@link seededRandom}, scaled). */
export function seededIndex(seed: number): (n: number) => number {
  const next = seededRandom(seed);
  return (n) => (next() * n) | 0;
}
