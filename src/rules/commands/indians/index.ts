/**
 * indians Commands (chapter 3): the modules and their decision steps.
 * Gather (3.4.1), March (3.4.2), Scout (3.4.3, with the reusable 4.2.2 Skirmish procedure), Raid (3.4.4).
 * @module
 */
import type { CommandModule } from '../../../flow/contracts';
import { indiansGather } from './gather';
import { indiansMarch } from './march';
import { indiansRaid } from './raid';
import { indiansScout } from './scout';

/** The indians Command modules, rulebook order. */
export const INDIANS_COMMANDS: readonly CommandModule[] = [indiansGather, indiansMarch, indiansScout, indiansRaid];

export {
  indiansGather,
  canGather,
  canStartGather,
  cornplanterIn,
  gatherCost,
  gatherOptions,
  gatherSelectable,
  indiansGatherStep,
  villageReplacements,
  villageSources,
  warPartySources,
  type GatherPhase,
  type IndiansGatherFrame,
} from './gather';
export {
  indiansMarch,
  canMarch,
  canStartMarch,
  indiansMarchStep,
  marchActivates,
  marchDestinationCost,
  marchOptions,
  marchSelectable,
  type IndiansMarchFrame,
  type MarchGroup,
} from './march';
export {
  indiansScout,
  canScout,
  canPayScout,
  canStartScout,
  indiansScoutLeaderStep,
  indiansScoutStep,
  scoutMayEnter,
  scoutOptions,
  scoutSelectable,
  SCOUT_KINDS,
  type IndiansScoutFrame,
  type IndiansScoutLeaderFrame,
} from './scout';
export {
  indiansRaid,
  canRaid,
  canStartRaid,
  draggingCanoeAt,
  indiansRaidStep,
  MAX_RAID_PROVINCES,
  raidMarkersOnMap,
  raidOptions,
  raidOrigins,
  raidSelectable,
  type IndiansRaidFrame,
} from './raid';
export { BRITISH_STRIKE, SKIRMISH_TARGETS, canSkirmish, executeSkirmish, skirmishOptions, type SkirmishStrike } from '../../procedures/skirmish';
export { removeAsCasualties } from '../../procedures/casualties';

export { WAR_PARTY_KINDS, type MovedRecord, type WarPartyKind } from './shared';
export type { ScoutKind } from './scout';
