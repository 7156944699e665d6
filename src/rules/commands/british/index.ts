/**
 * british Commands (chapter 3): the modules and their decision steps.
 * British Battle (3.2.4) lives with the Battle procedure in rules/battle.
 * @module
 */
import type { CommandModule } from '../../../flow/contracts';
import { britishMuster } from './muster';
import { britishGarrison } from './garrison';
import { britishMarch } from './march';

/** The british Command modules, rulebook order. */
export const BRITISH_COMMANDS: readonly CommandModule[] = [britishMuster, britishGarrison, britishMarch];

export {
  britishMuster,
  britishMusterStep,
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
  type BritishMusterFrame,
} from './muster';
export {
  britishGarrison,
  britishGarrisonStep,
  canGarrison,
  canGarrisonFrom,
  canGarrisonTo,
  canDisplaceFrom,
  rebellionUnits,
  GARRISON_COST,
  GARRISON_FORBIDDEN_FNI,
  DISPLACED_KINDS,
  type BritishGarrisonFrame,
} from './garrison';
export { britishMarch, britishMarchStep, canMarchBetween, canMarchTo, marchActivates, type BritishMarchFrame } from './march';
export { militiaToActivate } from './shared';
