/**
 * patriots Commands (chapter 3): the modules and their decision steps.
 * Rally (3.3.1), March (3.3.2) and Rabble-Rousing (3.3.4); Patriot Battle (3.3.3) lives in rules/battle.
 * @module
 */
import type { CommandModule } from '../../../flow/contracts';
import { patriotsRally } from './rally';
import { patriotsMarch } from './march';
import { patriotsRabbleRousing } from './rabbleRousing';

export { patriotsRally, patriotsRallyStep, canRally, canRallyMilitia, canRallyFort, canStartRally, rallyMilitiaLimit, RALLY_COST } from './rally';
export type { PatriotsRallyFrame, RallyPhase } from './rally';
export { patriotsMarch, patriotsMarchStep, canMarchTo, canStartMarch, movableUnits, rochambeauWaives, MARCH_COST, MARCH_FRENCH_COST, GROUP_KINDS } from './march';
export type { PatriotsMarchFrame, MarchGroup, Arrivals } from './march';
export {
  patriotsRabbleRousing,
  patriotsRabbleRousingStep,
  canRabbleRouse,
  canStartRabbleRousing,
  rebellionControlWithPatriots,
  propagandaOnMap,
  RABBLE_ROUSING_COST,
} from './rabbleRousing';
export type { PatriotsRabbleRousingFrame } from './rabbleRousing';
export { patriotsLeaderStep, offerFollow, offerPlacement, supplies } from './shared';
export type { PatriotsLeaderFrame, LeaderReason, Supply } from './shared';

/** The patriots Command modules, rulebook order. */
export const PATRIOTS_COMMANDS: readonly CommandModule[] = [patriotsRally, patriotsMarch, patriotsRabbleRousing];

export type { PatriotPlaced } from './shared';
