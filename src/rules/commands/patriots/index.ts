/**
 * patriots Commands (chapter 3): the modules and their decision steps.
 * Rally (3.3.1), March (3.3.2) and Rabble-Rousing (3.3.4); Patriot Battle (3.3.3) lives in rules/battle.
 * @module
 */
import type { CommandModule } from '../../../flow/contracts';
import { rallyCommand } from './rally';
import { marchCommand } from './march';
import { rabbleRousingCommand } from './rabbleRousing';

export { rallyCommand, rallyStep, canRally, canRallyMilitia, canRallyFort, canStartRally, rallyMilitiaLimit, RALLY_COST } from './rally';
export type { RallyFrame, RallyPhase } from './rally';
export { marchCommand, marchStep, canMarchTo, canStartMarch, movableUnits, rochambeauWaives, MARCH_COST, MARCH_FRENCH_COST, GROUP_KINDS } from './march';
export type { MarchFrame, MarchGroup, Arrivals } from './march';
export {
  rabbleRousingCommand,
  rabbleRousingStep,
  canRabbleRouse,
  canStartRabbleRousing,
  rebellionControlWithPatriots,
  propagandaOnMap,
  RABBLE_ROUSING_COST,
} from './rabbleRousing';
export type { RabbleRousingFrame } from './rabbleRousing';
export { patriotsLeaderStep, offerFollow, offerPlacement, supplies } from './shared';
export type { PatriotsLeaderFrame, LeaderReason, Supply } from './shared';

/** The patriots Command modules, rulebook order. */
export const PATRIOTS_COMMANDS: readonly CommandModule[] = [rallyCommand, marchCommand, rabbleRousingCommand];

export type { PatriotPlaced } from './shared';
