/**
 * British Special Activities (4.2): Common Cause, Skirmish, Naval Pressure; and the FNI drop shared
 * with Howe (1.10).
 * @module
 */
import type { SpecialActivityModule } from '../../../flow/contracts';
import { britishSkirmish } from '../skirmish';
import { britishCommonCause } from './commonCause';
import { britishNavalPressure } from './navalPressure';

/** The British Special Activity modules, rulebook order. */
export const BRITISH_ACTIVITIES: readonly SpecialActivityModule[] = [britishCommonCause, britishSkirmish, britishNavalPressure];

export { britishCommonCause, commonCauseAvailable, commonCauseBattleLimit, commonCauseMayMove } from './commonCause';
export { britishNavalPressure, britishNavalPressureStep, navalPressureGivesResources, type BritishNavalPressureFrame } from './navalPressure';
export { britishLowerFniStep, howeApplies, pushLowerFni, type BritishLowerFniFrame, type FniDropReason } from './lowerFni';
