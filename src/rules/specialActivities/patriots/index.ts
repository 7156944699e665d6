/**
 * Patriot Special Activities (4.3): Persuasion, Partisans and Skirmish.
 * @module
 */
import type { SpecialActivityModule } from '../../../flow/contracts';
import { patriotsSkirmish } from '../skirmish';
import { persuasion } from './persuasion';
import { partisans } from './partisans';

/** The patriots Special Activity modules, rulebook order. */
export const PATRIOTS_ACTIVITIES: readonly SpecialActivityModule[] = [persuasion, partisans, patriotsSkirmish];

export {
  persuasion,
  persuasionStep,
  canPersuade,
  persuasionSpaces,
  nextPersuasionSpaces,
  propagandaLeft,
  PERSUASION_SPACES,
  PERSUASION_RESOURCES_PER_SPACE,
  type PersuasionFrame,
} from './persuasion';
export {
  partisans,
  partisansStep,
  partisansChoices,
  partisansSpaces,
  executePartisans,
  PARTISANS_TARGETS,
  PARTISANS_OWN_MILITIA,
  type PartisansFrame,
} from './partisans';
