/**
 * Seedable, JSON-serialisable dice: a pure RNG layer ({@link RngState}) and a
 * dice service ({@link DiceState}) that a game state stores.
 *
 * @module
 */
export {
  MAX_INT_RANGE,
  isRngState,
  rngStateProblem,
  nextFloat,
  nextInt,
  pick,
  rollD3,
  rollD6,
  rollDie,
  seedRng,
  seededDie,
  shuffle,
  type RngResult,
  type RngState,
} from './rng.js';
export {
  DiceScriptError,
  createScriptedDice,
  createSeededDice,
  isDiceState,
  pickWith,
  roll,
  shuffleWith,
  type DiceResult,
  type DiceState,
} from './dice.js';
