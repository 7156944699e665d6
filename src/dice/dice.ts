/**
 * The dice service a game state stores: either seeded (all randomness from
 * the generator) or scripted (die rolls forced from a list, for tests and
 * replays of physical games). Plain JSON, pure functions.
 *
 * @module
 */
import { MAX_INT_RANGE, isRngState, pick, rollDie, seedRng, shuffle, type RngState } from './rng.js';

/**
 * Serialisable dice state kept inside a game state.
 *
 * - `seeded`: every roll, shuffle and pick comes from `rng`.
 * - `scripted`: each {@link roll} consumes the first entry of `rolls`;
 *   shuffles and picks still use `rng` (scripts force die rolls only).
 */
export type DiceState =
  | { kind: 'seeded'; rng: RngState }
  | { kind: 'scripted'; rolls: number[]; rng: RngState };

/** A drawn value together with the dice state to use next. */
export type DiceResult<T> = { value: T; dice: DiceState };

/**
 * Thrown when scripted dice cannot satisfy a roll: the script is exhausted,
 * or the forced value is not valid for the die being rolled.
 */
export class DiceScriptError extends Error {
  override readonly name = 'DiceScriptError';
}

const dieName = (sides: number): string => `D${sides}`;

/** Creates seeded dice: all randomness derives from `seed`. Pure. */
export function createSeededDice(seed: string | number): DiceState {
  return { kind: 'seeded', rng: seedRng(seed) };
}

/**
 * Creates scripted dice that return `rolls` in order (the array is copied).
 * Shuffles and picks use a generator seeded with `seed`. Pure.
 * @throws DiceScriptError if any forced roll is not a positive integer.
 */
export function createScriptedDice(rolls: readonly number[], seed: string | number = 0): DiceState {
  rolls.forEach((r, i) => {
    if (!Number.isInteger(r) || r < 1) {
      throw new DiceScriptError(
        `scripted roll #${i + 1} is ${String(r)}: forced rolls must be positive integers`,
      );
    }
  });
  return { kind: 'scripted', rolls: rolls.slice(), rng: seedRng(seed) };
}

/**
 * Type guard: is `value` a structurally valid {@link DiceState}? Pure.
 */
export function isDiceState(value: unknown): value is DiceState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (!isRngState(v.rng)) return false;
  if (v.kind === 'seeded') return true;
  return (
    v.kind === 'scripted' &&
    Array.isArray(v.rolls) &&
    v.rolls.every((r) => typeof r === 'number' && Number.isInteger(r) && r >= 1)
  );
}

/**
 * Rolls a die with `sides` faces, returning a value in 1..sides and the next
 * dice state. Seeded: drawn from the generator. Scripted: the first forced
 * roll is consumed (the generator is left untouched). Pure: `dice` is not
 * mutated.
 * @throws RangeError if `sides` is not an integer in 1..2^32.
 * @throws DiceScriptError if the script is exhausted or the forced value is
 *   outside 1..sides.
 */
export function roll(dice: DiceState, sides: number): DiceResult<number> {
  if (dice.kind === 'seeded') {
    const { value, rng } = rollDie(dice.rng, sides);
    return { value, dice: { kind: 'seeded', rng } };
  }
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_INT_RANGE) {
    throw new RangeError(`roll: sides must be an integer in 1..2^32, got ${String(sides)}`);
  }
  if (dice.rolls.length === 0) {
    throw new DiceScriptError(`scripted dice exhausted: a ${dieName(sides)} was needed`);
  }
  const value = dice.rolls[0];
  if (!Number.isInteger(value) || value < 1 || value > sides) {
    throw new DiceScriptError(
      `scripted roll ${String(value)} is not valid for a ${dieName(sides)} (expected an integer 1..${sides})`,
    );
  }
  return { value, dice: { kind: 'scripted', rolls: dice.rolls.slice(1), rng: dice.rng } };
}

/** Replaces the generator state, keeping the kind (and script) of `dice`. */
function withRng(dice: DiceState, rng: RngState): DiceState {
  return dice.kind === 'seeded'
    ? { kind: 'seeded', rng }
    : { kind: 'scripted', rolls: dice.rolls, rng };
}

/**
 * Shuffles `items` (Fisher–Yates) using the dice's generator — also in
 * scripted mode, whose script forces only die rolls. Pure: neither `dice`
 * nor `items` is mutated.
 */
export function shuffleWith<T>(dice: DiceState, items: readonly T[]): DiceResult<T[]> {
  const { value, rng } = shuffle(dice.rng, items);
  return { value, dice: withRng(dice, rng) };
}

/**
 * Picks one element of `items` uniformly using the dice's generator — also
 * in scripted mode. Pure.
 * @throws RangeError if `items` is empty.
 */
export function pickWith<T>(dice: DiceState, items: readonly T[]): DiceResult<T> {
  const { value, rng } = pick(dice.rng, items);
  return { value, dice: withRng(dice, rng) };
}
