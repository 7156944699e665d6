/**
 * lod-engine: the rules engine for GMT's Liberty or Death.
 * Root entry: create a game, list legal actions, apply them, query the board, save and load; the
 * Simulator for search.
 * @packageDocumentation
 */
export { createGame, normalizeOptions, type CreateGameOptions } from './game/createGame';
export { randomSeed, RANDOM_SEED_BITS } from './seed';
export { type Pending, type ApplyResult } from './core/machine';
export type { PendingContext, CommandContext, GrantContext, EventUnderWay } from './flow/context';
export type { JsonLimits } from './core/json';
export { legalActions, apply, tryApply, pending } from './game/machine';
// Reasons for refusals (issue #20).
export { explain } from './game/machine';
export type { Reason } from './core/reason';
export type { IllegalActionDetails } from './core/errors';
export { Simulator, actionIndex, actionAt } from './sim/simulator';
export { replay, account, newLogEntries, type AccountStep } from './game/replay';
export {
  RECORD_VERSION,
  RECORD_LIMITS,
  GameRecordSchema,
  CreateGameOptionsSchema,
  RecordError,
  startRecord,
  addToRecord,
  recordGame,
  serializeRecord,
  parseRecord,
  checkRecord,
  replayRecord,
  type GameRecord,
  type Recorder,
  type RecordCheck,
  type RecordErrorCode,
} from './records/record';
export {
  ActionSchema,
  ACTION_TYPES,
  COMMAND_IDS,
  ACTIVITY_IDS,
  ACTION_PIECES,
  ACTION_OPTIONS,
  ACTION_FIELD_NAMES,
  ACTION_FIELDS,
  actionKey,
  type Action,
  type ActionOfType,
  type ActionField,
  type ActionFieldValues,
  type FieldPresence,
  type ActionType,
  type CommandId,
  type ActivityId,
  type ActionPiece,
  type ActionOption,
} from './core/action';
export { IllegalActionError, InvalidStateError, ScenarioError, type IllegalActionCode, type PendingSummary } from './core/errors';
export type {
  GameState,
  GameOptions,
  SpaceState,
  DeckState,
  LeaderState,
  TurnState,
  ExecutedRecord,
  Frame,
  LogEntry,
  FactionMargins,
  GameResult,
  DiceMode,
  BoardSnapshot,
} from './core/state';
// The table's own cards (cards: 'external').
export type { CardsMode } from './core/state';
export { GameStateSchema, GameOptionsSchema, BoardSnapshotSchema } from './core/schema';
export { checkInvariants } from './rules/invariants';
export { serialize, loadGame, SAVE_LIMITS } from './game/persistence';
export { view, type GameView, type DeckView, type OptionsView } from './view/view';
// Hidden information (#21): undo that does not cheat, views refused where a state is played, determinization, chance nodes.
export { revealed, revealsHidden, undoFloor, type Reveal } from './view/undo';
export { determinize, forRollout } from './view/determinize';
export { chanceOutcomes, type ChanceOutcome } from './view/chance';
export { ViewIsNotAStateError } from './core/viewGuard';
export { describeAction, actionWords, legalActionWords, COMMAND_NAME, ACTIVITY_NAME, type ActionWords, type ActionParts } from './view/words';
export { groupActions, type ActionGroups, type ActionChoice, type SpaceActions, type MoveActions, type PieceActions, type OtherActions } from './view/groups';
export { controlOf, totalSupport, totalOpposition, frenchPreparations, isBlockaded, effectivePopulation, countOnMap, patriotFortsOnMap, villagesOnMap, britishFortsOnMap, blockadesOnCities, spacesWithFaction } from './rules/board';
export { victoryMargins } from './rules/victory';
export type { Faction, SpaceId, PieceType, SpacePiece, LeaderId, ScenarioId, CardId, Decider, Control } from './data/ids';
export { FACTIONS, SPACE_IDS, PIECE_TYPES, SPACE_PIECES, LEADERS, SCENARIO_IDS } from './data/ids';
export {
  matchMove,
  moveIsOver,
  boardDifferences,
  type MoveTarget,
  type SpaceTarget,
  type Announced,
  type MatchOptions,
  type MatchResult,
  type MatchedSequence,
  type DiceNeeded,
  type BoardDifference,
  type Departure,
} from './table/matchMove';
export { targetFromChanges, boardChanges, type BoardChange, type SpaceMarker, type PiecePool } from './table/target';
