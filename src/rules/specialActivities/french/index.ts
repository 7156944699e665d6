/**
 * French Special Activities (4.5): Préparer la Guerre; after the Treaty of Alliance also Skirmish
 * and Naval Pressure.
 * @module
 */
import type { SpecialActivityModule } from '../../../flow/contracts';
import { frenchSkirmish } from '../skirmish';
import { frenchPreparerLaGuerre } from './preparerLaGuerre';
import { frenchNavalPressure } from './navalPressure';

/** The French Special Activity modules, rulebook order. */
export const FRENCH_ACTIVITIES: readonly SpecialActivityModule[] = [frenchPreparerLaGuerre, frenchSkirmish, frenchNavalPressure];

export { frenchPreparerLaGuerre, frenchPreparerLaGuerreStep, preparerChoices, PREPARER_REGULARS, PREPARER_RESOURCES, type FrenchPreparerLaGuerreFrame } from './preparerLaGuerre';
export { frenchNavalPressure, frenchNavalPressureStep, canFrenchNavalPressure, frenchFniCanRise, FNI_MAX, type FrenchNavalPressureFrame } from './navalPressure';
