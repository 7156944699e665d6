/**
 * Patriot Special Activities (4.3): Persuasion, Partisans and Skirmish.
 * @module
 */
import type { SpecialActivityModule } from '../../../flow/contracts';
import { patriotsSkirmish } from '../skirmish';
import { patriotsPersuasion } from './persuasion';
import { patriotsPartisans } from './partisans';

/** The patriots Special Activity modules, rulebook order. */
export const PATRIOTS_ACTIVITIES: readonly SpecialActivityModule[] = [patriotsPersuasion, patriotsPartisans, patriotsSkirmish];

export {
  patriotsPersuasion,
  patriotsPersuasionStep,
  canPersuade,
  persuasionSpaces,
  nextPersuasionSpaces,
  propagandaLeft,
  PERSUASION_SPACES,
  PERSUASION_RESOURCES_PER_SPACE,
  type PatriotsPersuasionFrame,
} from './persuasion';
export {
  patriotsPartisans,
  patriotsPartisansStep,
  partisansChoices,
  partisansSpaces,
  executePartisans,
  PARTISANS_TARGETS,
  PARTISANS_OWN_MILITIA,
  type PatriotsPartisansFrame,
} from './partisans';
