/**
 * Battle (3.6) and the Battle Commands of every Faction (3.2.4, 3.3.3, 3.5.5).
 *
 * - `commands.ts` — the three Battle CommandModules (id `battle`) and their selection step;
 * - `procedure.ts` — one Battle in one space (3.6.1–3.6.7);
 * - `forceLevel.ts` — read-only queries: participants, Force Levels, dice, Loss Level modifiers;
 * - `removal.ts` — loss values, removal priorities, Casualties (3.6.7, 1.6.4);
 * - `winTheDay.ts` — 3.6.8;
 * - `westIndies.ts` — the free West Indies Battle of the Winter Quarters Supply Phase (6.2.2).
 * @module
 */
import type { CommandModule } from '../../flow/contracts';
import { britishBattle, frenchBattle, patriotsBattle } from './commands';

/** The Battle Command modules (one per Faction that may Battle). */
export const BATTLE_COMMANDS: readonly CommandModule[] = Object.freeze([britishBattle, patriotsBattle, frenchBattle]);

export {
  BATTLE_COST,
  PARTNER_OPTION,
  battleChoices,
  battleSpaces,
  startBattleCommand,
  type BattleChoice,
  type BattleCommandFrame,
} from './commands';
export { startBattle, forecastOf, type BattleFrame, type BattlePhase, type BattleStart, type SideLosses } from './procedure';
export {
  ACTIVE_KIND,
  SIDE_FACTIONS,
  UNDERGROUND_KIND,
  attackerForceOf,
  attackerUnderground,
  attackingFactions,
  battleDice,
  battleForecast,
  defenderDecider,
  defenderForceOf,
  defenderUnderground,
  defendingFactions,
  enemySide,
  expectedLossLevels,
  forceLevel,
  hasBattlePieces,
  lossLevelModifier,
  partnerPresent,
  piecesAfterActivation,
  rochambeauJoinsFree,
  sideOfFaction,
  winTheDayPossibleIn,
  type BattleFaction,
  type BattleForecast,
  type BattleOptions,
  type BattlePieces,
  type ForceLevel,
  type LossModifier,
} from './forceLevel';
export {
  LOSS_VALUE,
  applyRemoval,
  isCube,
  isFort,
  piecesInBattle,
  planRemoval,
  removalPool,
  removalPriorities,
  sideEliminated,
  SURVIVING_KINDS,
  type RemovalPriorities,
  type RemovalResult,
} from './removal';
export {
  FREE_RALLY_MODE,
  MAX_WIN_THE_DAY_SHIFTS,
  MAX_WIN_THE_DAY_SHIFTS_WASHINGTON,
  canShiftToward,
  spillTargets,
  startWinTheDay,
  winTheDayOutcome,
  type LossesForWinTheDay,
  type WinTheDayFrame,
  type WinTheDayOutcome,
  type WinTheDayPhase,
} from './winTheDay';
export { startWestIndiesBattle, westIndiesBattleDue } from './westIndies';
