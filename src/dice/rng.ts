/**
 * Seedable, serialisable pseudo-random number generation.
 *
 * Every function here is pure: it takes an {@link RngState} (plain JSON) and
 * returns a new state alongside the drawn value, never mutating its inputs.
 * The generator is seedrandom's `alea` (Baagøe's multiply-with-carry), whose
 * complete state is four numbers, so a state can be stored in a game state,
 * sent through `JSON.stringify`/`JSON.parse`, and resumed bit-for-bit.
 *
 * @module
 */
import seedrandom from 'seedrandom';

/**
 * The complete state of the `alea` generator, as exposed by
 * `seedrandom.alea(seed, { state: true }).state()`.
 *
 * Plain JSON: `c` is a whole-number carry from 0 to 2091638 and `s0`..`s2` are multiples of 2^-32
 * in [0, 1), not all zero (see {@link rngStateProblem}). JSON round trips are exact (JavaScript prints doubles losslessly).
 * Treat it as opaque; create it with {@link seedRng}.
 */
export type RngState = { c: number; s0: number; s1: number; s2: number };

/** A drawn value together with the generator state to use for the next draw. */
export type RngResult<T> = { value: T; rng: RngState };

/** The largest `n` accepted by {@link nextInt}: draws are 32-bit. */
export const MAX_INT_RANGE = 0x1_0000_0000;
/** Ranges whose values are all int32 (0..2^31-1): drawn as small integers. */
const SMALL_RANGE = 0x8000_0000;

/** The start of seedrandom's Mash hash (lib/alea.js `Mash`). */
const MASH_START = 0xefc8249d;

/**
 * seedrandom's Mash (lib/alea.js), bit for bit: the hash's running number `n` after it reads the
 * characters of `data`, starting from `n`. What a call of Mash returns is {@link mashValue} of it.
 */
function mashOn(n: number, data: string): number {
  for (let i = 0; i < data.length; i++) {
    n += data.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = h >>> 0;
    h -= n;
    h *= n;
    n = h >>> 0;
    h -= n;
    n += h * 0x100000000; // 2^32
  }
  return n;
}

/** What a call of seedrandom's Mash returns once its running number is `n`: a multiple of 2^-32 in [0, 1). */
const mashValue = (n: number): number => (n >>> 0) * 2.3283064365386963e-10; // 2^-32

// alea's seeding first hashes ' ' three times, whatever the seed: the running number after it and the
// three values, made once.
const MASH_SPACE_1 = mashOn(MASH_START, ' ');
const MASH_SPACE_2 = mashOn(MASH_SPACE_1, ' ');
const MASH_SPACES = mashOn(MASH_SPACE_2, ' ');

/** alea's seeding of one `s`: the value hashed from ' ' less the one hashed from the seed, wrapped into [0, 1). */
const seedPart = (space: number, n: number): number => {
  const s = mashValue(space) - mashValue(n);
  return s < 0 ? s + 1 : s;
};

/**
 * A live `alea` generator resumed from a saved state: the same arithmetic as seedrandom's `alea`
 * (lib/alea.js: `next`, `double`, `state`), bit for bit, without building seedrandom's closures and
 * running its seed hashing on every draw. {@link seedRng} seeds through seedrandom;
 * {@link AleaPrng.seeded} writes the seeding out for the Non-Players' dice ({@link seededDie}).
 */
class AleaPrng {
  private c: number;
  private s0: number;
  private s1: number;
  private s2: number;
  constructor(c: number, s0: number, s1: number, s2: number) {
    this.c = c;
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
  }
  /**
   * seedrandom's `alea(seed)`, bit for bit (lib/alea.js `Alea`): the carry 1, and each `s` the Mash of
   * ' ' less the Mash of the seed, one Mash running through all six.
   */
  static seeded(seed: string): AleaPrng {
    const n0 = mashOn(MASH_SPACES, seed);
    const n1 = mashOn(n0, seed);
    const n2 = mashOn(n1, seed);
    return new AleaPrng(1, seedPart(MASH_SPACE_1, n0), seedPart(MASH_SPACE_2, n1), seedPart(MASH_SPACES, n2));
  }
  /** seedrandom alea's `prng()`: a float in [0, 1), a multiple of 2^-32. */
  next(): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10; // 2^-32
    this.s0 = this.s1;
    this.s1 = this.s2;
    return (this.s2 = t - (this.c = t | 0));
  }
  /** seedrandom alea's `prng.double()`: 53 bits. */
  double(): number {
    return this.next() + ((this.next() * 0x200000) | 0) * 1.1102230246251565e-16; // 2^-53
  }
  /** seedrandom alea's `prng.state()`. */
  state(): RngState {
    return { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 };
  }
}

/** alea's multiplier: the carry `c` of a reachable state is below it (0 ≤ c ≤ 2091638). */
const ALEA_MULTIPLIER = 2091639;
const TWO_POW_32 = 0x1_0000_0000;

/** A number in [0, 1) that is a whole multiple of 2^-32 (every `s` alea keeps is one). */
const unit = (x: unknown): boolean => typeof x === 'number' && x >= 0 && x < 1 && Number.isInteger(x * TWO_POW_32);

/**
 * Why `value` is not a state the generator can reach, or null when it is one. alea is a lag-3
 * multiply-with-carry generator: its seeding and every draw keep `s0`..`s2` whole multiples of
 * 2^-32 in [0, 1) and the carry `c` a whole number from 0 to 2091638. Two of those states are fixed
 * points that never leave themselves: all zero (every draw 0, every die a 1) and all at the maximum
 * (every draw just under 1, so a die roll's rejection sampling never ends); no seed reaches them.
 * Pure.
 */
export function rngStateProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected a generator state {c, s0, s1, s2}';
  const v = value as Record<string, unknown>;
  if (typeof v.c !== 'number' || !Number.isInteger(v.c) || v.c < 0 || v.c >= ALEA_MULTIPLIER)
    return `the carry c must be a whole number from 0 to ${ALEA_MULTIPLIER - 1}, got ${safeJson(v.c)}`;
  for (const key of ['s0', 's1', 's2'] as const) {
    if (!unit(v[key])) return `${key} must be a multiple of 2^-32 from 0 to just under 1, got ${safeJson(v[key])}`;
  }
  const top = (TWO_POW_32 - 1) / TWO_POW_32;
  if (v.c === 0 && v.s0 === 0 && v.s1 === 0 && v.s2 === 0) return 'the all-zero state is a fixed point of the generator (every roll would be a 1)';
  if (v.c === ALEA_MULTIPLIER - 1 && v.s0 === top && v.s1 === top && v.s2 === top)
    return 'the all-maximum state is a fixed point of the generator (a die roll would never end)';
  return null;
}

/**
 * Type guard: is `value` an {@link RngState} the generator can reach (see {@link rngStateProblem})?
 * Useful when validating a loaded save. Pure.
 */
export function isRngState(value: unknown): value is RngState {
  return rngStateProblem(value) === null;
}

/** Restores a live generator from a saved state (the state object is only read). */
function restore(rng: RngState): AleaPrng {
  if (!isRngState(rng)) {
    throw new TypeError(`invalid RngState: ${safeJson(rng)}`);
  }
  return new AleaPrng(rng.c, rng.s0, rng.s1, rng.s2);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A uniform 32-bit unsigned integer (alea's outputs are exact multiples of 2^-32). */
function uint32(prng: AleaPrng): number {
  return prng.next() * MAX_INT_RANGE;
}

function checkRange(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_INT_RANGE) {
    throw new RangeError(`${what} must be an integer in 1..2^32, got ${String(n)}`);
  }
}

/**
 * Uniform integer in 0..n-1 by rejection sampling (exactly unbiased). Below 2^31 it is returned as a
 * small integer: `x % n` of a double is a heap number in V8's unoptimized code, and a die's roll copied
 * into the state would change the hidden class of the objects that keep it.
 */
function intFrom(prng: AleaPrng, n: number): number {
  // Largest multiple of n not exceeding 2^32; reject draws at or above it.
  const limit = MAX_INT_RANGE - (MAX_INT_RANGE % n);
  for (;;) {
    const x = uint32(prng);
    if (x < limit) return n <= SMALL_RANGE ? (x % n) | 0 : x % n;
  }
}

/**
 * Creates a generator state from a seed. Pure and deterministic: the same
 * seed always yields the same state. Numbers are stringified first, so
 * `seedRng(1)` and `seedRng('1')` are identical.
 */
export function seedRng(seed: string | number): RngState {
  if (typeof seed !== 'string' && typeof seed !== 'number') {
    throw new TypeError(`seed must be a string or number, got ${typeof seed}`);
  }
  return seedrandom.alea(String(seed), { state: true }).state();
}

/**
 * The first roll of a die with `sides` faces by a generator seeded with `seed`: the value of
 * `rollDie(seedRng(seed), sides)`, bit for bit, without building seedrandom's generator or a state
 * (alea's seeding written out, {@link AleaPrng.seeded}). Pure.
 * @throws RangeError unless `sides` is an integer with 1 ≤ sides ≤ 2^32.
 */
export function seededDie(seed: string | number, sides: number): number {
  checkRange(sides, 'seededDie: sides');
  if (typeof seed !== 'string' && typeof seed !== 'number') {
    throw new TypeError(`seed must be a string or number, got ${typeof seed}`);
  }
  return intFrom(AleaPrng.seeded(String(seed)), sides) + 1;
}

/**
 * Draws a float uniformly from [0, 1) with 53 bits of precision.
 * Pure: returns the advanced state; `rng` is not mutated.
 */
export function nextFloat(rng: RngState): RngResult<number> {
  const prng = restore(rng);
  const value = prng.double();
  return { value, rng: prng.state() };
}

/**
 * Draws an integer uniformly from 0..n-1 (exactly unbiased).
 * Pure: returns the advanced state; `rng` is not mutated.
 * @throws RangeError unless `n` is an integer with 1 ≤ n ≤ 2^32.
 */
export function nextInt(rng: RngState, n: number): RngResult<number> {
  checkRange(n, 'nextInt: n');
  const prng = restore(rng);
  const value = intFrom(prng, n);
  return { value, rng: prng.state() };
}

/**
 * Rolls a die with `sides` faces: an integer uniformly in 1..sides.
 * Pure: returns the advanced state; `rng` is not mutated.
 * @throws RangeError unless `sides` is an integer with 1 ≤ sides ≤ 2^32.
 */
export function rollDie(rng: RngState, sides: number): RngResult<number> {
  checkRange(sides, 'rollDie: sides');
  const prng = restore(rng);
  const value = intFrom(prng, sides) + 1;
  return { value, rng: prng.state() };
}

/** Rolls a D3: an integer uniformly in 1..3. Pure. */
export function rollD3(rng: RngState): RngResult<number> {
  return rollDie(rng, 3);
}

/** Rolls a D6: an integer uniformly in 1..6. Pure. */
export function rollD6(rng: RngState): RngResult<number> {
  return rollDie(rng, 6);
}

/**
 * Returns a uniformly random permutation of `items` (Fisher–Yates).
 * Pure: `items` and `rng` are not mutated; the result is a new array
 * (a shallow copy: elements are the same references).
 */
export function shuffle<T>(rng: RngState, items: readonly T[]): RngResult<T[]> {
  const value = items.slice();
  const prng = restore(rng);
  for (let i = value.length - 1; i > 0; i--) {
    const j = intFrom(prng, i + 1);
    const tmp = value[i];
    value[i] = value[j];
    value[j] = tmp;
  }
  return { value, rng: prng.state() };
}

/**
 * Picks one element of `items` uniformly at random. Pure.
 * @throws RangeError if `items` is empty.
 */
export function pick<T>(rng: RngState, items: readonly T[]): RngResult<T> {
  if (items.length === 0) throw new RangeError('pick: cannot pick from an empty list');
  const { value: i, rng: next } = nextInt(rng, items.length);
  return { value: items[i], rng: next };
}
