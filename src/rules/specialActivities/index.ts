/**
 * Special Activities (chapter 4): every Faction's modules and their steps. How a Special Activity
 * interleaves with its Command (4.1) is the command host's (src/flow/host.ts).
 * @module
 */
import type { Step } from '../../flow/step';
import { skirmishActivityStep } from './skirmish';
import { BRITISH_ACTIVITY_STEPS } from './british/index';
import { PATRIOTS_ACTIVITY_STEPS } from './patriots/index';
import { FRENCH_ACTIVITY_STEPS } from './french/index';
import { INDIANS_ACTIVITY_STEPS } from './indians/index';

/** Every Special Activity's own steps (the composition root wraps each with the guard). */
export const SPECIAL_ACTIVITY_STEPS: readonly Step<any>[] = [
  skirmishActivityStep,
  ...BRITISH_ACTIVITY_STEPS,
  ...PATRIOTS_ACTIVITY_STEPS,
  ...FRENCH_ACTIVITY_STEPS,
  ...INDIANS_ACTIVITY_STEPS,
];

export { skirmishChoices, skirmishSpaces, britishSkirmish, patriotsSkirmish, frenchSkirmish, type SkirmishFrame } from './skirmish';
export * as british from './british/index';
export * as patriots from './patriots/index';
export * as french from './french/index';
export * as indians from './indians/index';
