/**
 * lod-engine/testing: a kit for testing code built on the engine (and the engine itself) —
 * state builders for hand-made positions, scripted dice, and the conformance runner that plays
 * random legal games while checking every promise of the engine.
 * @packageDocumentation
 */
export { game, arrange, clearMap, withDice, onTurn, startCommand } from './testing/builders';
export {
  runConformance,
  sameJson,
  type ConformanceOptions,
  type ConformanceReport,
  type ConformanceFailure,
  type ConformanceFailureKind,
  type ConformanceStep,
  type ConformanceGame,
  type ConformanceScenarioReport,
} from './testing/conformance';
export { createScriptedDice, DiceScriptError } from './dice/index';
export type { CommandMode } from './flow/contracts';
