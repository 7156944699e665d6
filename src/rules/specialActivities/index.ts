/**
 * Special Activities (chapter 4): the registry, the window that interleaves them with Commands (4.1),
 * and every Faction's modules.
 * @module
 */
import type { Step } from '../../flow/step';
import { activityWindowStep, withLookAhead } from './window';
import { skirmishActivityStep } from './skirmish';
import { BRITISH_ACTIVITY_STEPS } from './british/index';
import { PATRIOTS_ACTIVITY_STEPS } from './patriots/index';
import { FRENCH_ACTIVITY_STEPS } from './french/index';
import { INDIANS_ACTIVITY_STEPS } from './indians/index';

/** Every Special Activity step (each guarded by the before-Command look-ahead), and the window step. */
export const SPECIAL_ACTIVITY_STEPS: readonly Step<any>[] = [
  activityWindowStep,
  ...[skirmishActivityStep, ...BRITISH_ACTIVITY_STEPS, ...PATRIOTS_ACTIVITY_STEPS, ...FRENCH_ACTIVITY_STEPS, ...INDIANS_ACTIVITY_STEPS].map((s) => withLookAhead(s)),
];
