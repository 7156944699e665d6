/**
 * Strong random seeds, for games whose hidden information must stay hidden (docs/contract.md,
 * "Seeds and secrecy"). The engine itself stays deterministic: the seed given to `createGame` decides
 * the whole deck and every die, so hidden cards and future rolls are exactly as secret as the seed.
 * This helper lives outside the rules code and is the only place that asks for randomness.
 * @module
 */

/** Bits of entropy in a seed made by {@link randomSeed}. */
export const RANDOM_SEED_BITS = 128;

/**
 * A fresh seed of 128 random bits from Web Crypto (`globalThis.crypto.getRandomValues`, present in
 * Node ≥ 20 and in browsers), as 32 hexadecimal digits. Pass it to `createGame({ seed })` and keep it
 * secret from the players while the game runs; store it to replay the game.
 * @throws Error when the platform has no Web Crypto (then supply a secret seed yourself).
 */
export function randomSeed(): string {
  const crypto = (globalThis as { crypto?: { getRandomValues?: <T extends ArrayBufferView>(array: T) => T } }).crypto;
  if (typeof crypto?.getRandomValues !== 'function') throw new Error('randomSeed: this platform has no Web Crypto (globalThis.crypto.getRandomValues)');
  const words = crypto.getRandomValues(new Uint32Array(RANDOM_SEED_BITS / 32));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}
