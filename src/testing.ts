/**
 * lod-engine/testing: a kit for testing code built on the engine (and the engine itself) —
 * state builders for hand-made positions, the shared test kit (put pieces, empty positions, play
 * actions with legality and invariant checks, queries), scripted dice, and the conformance runner
 * that plays random legal games while checking every promise of the engine.
 * @packageDocumentation
 */
export { game, arrange, clearMap, withDice, atCard, onTurn, startCommand } from './testing/builders';
export {
  put,
  putAll,
  remove,
  clearSpace,
  exhaust,
  lead,
  blockade,
  clearBlockades,
  position,
  play,
  as,
  declineActivity,
  kind,
  listed,
  choices,
  isListed,
  spacesOf,
  offered,
  commandOptions,
  onStack,
  logSince,
  piecesIn,
  declineBrilliantStrokes,
  FULL,
  LIMITED,
  FREE,
  PlayError,
  type Pieces,
  type Layout,
  type Step,
  type PositionOptions,
  type FactionKit,
} from './testing/kit';
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
  type ConformanceGameStart,
  type ConformanceChooser,
} from './testing/conformance';
export { createScriptedDice, DiceScriptError } from './dice/index';
export { seededRandom, seededIndex } from './testing/random';
export type { CommandMode } from './flow/contracts';
export { policyConformance, rollBookOf, type PolicyConformanceSettings } from './testing/nonPlayers';
