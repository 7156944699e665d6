/**
 * british Commands (chapter 3): the modules and their decision steps.
 * British Battle (3.2.4) lives with the Battle procedure in rules/battle.
 * @module
 */
import type { CommandModule } from '../../../flow/contracts';
import { muster } from './muster';
import { garrison } from './garrison';
import { march } from './march';

/** The british Command modules, rulebook order. */
export const BRITISH_COMMANDS: readonly CommandModule[] = [muster, garrison, march];

export {
  muster,
  musterStep,
  canMuster,
  canMusterRegularsIn,
  canMusterToriesIn,
  canBuildFort,
  canRewardLoyalty,
  musterRewards,
  type MusterReward,
  toryLimit,
  fortSources,
  MUSTER_REGULARS_LIMIT,
  CUBES_PER_FORT,
  type MusterFrame,
} from './muster';
export {
  garrison,
  garrisonStep,
  canGarrison,
  canGarrisonFrom,
  canGarrisonTo,
  canDisplaceFrom,
  rebellionUnits,
  GARRISON_COST,
  GARRISON_FORBIDDEN_FNI,
  DISPLACED_KINDS,
  type GarrisonFrame,
} from './garrison';
export { march, marchStep, canMarchBetween, canMarchTo, marchActivates, type MarchFrame } from './march';
export { militiaToActivate } from './shared';
