/**
 * Special Activities (chapter 4): the registry, the window that interleaves them with Commands (4.1),
 * and every Faction's modules.
 * @module
 */
import type { Step } from '../../flow/step';
import { activityWindowStep } from './window';
import { skirmishActivityStep } from './skirmish';
import { BRITISH_ACTIVITY_STEPS } from './british/index';
import { PATRIOTS_ACTIVITY_STEPS } from './patriots/index';
import { FRENCH_ACTIVITY_STEPS } from './french/index';
import { INDIANS_ACTIVITY_STEPS } from './indians/index';

/** The window step (4.1). */
export { activityWindowStep };

/** Every Special Activity's own steps (the registry wraps each with the look-ahead, window.ts). */
export const SPECIAL_ACTIVITY_STEPS: readonly Step<any>[] = [
  skirmishActivityStep,
  ...BRITISH_ACTIVITY_STEPS,
  ...PATRIOTS_ACTIVITY_STEPS,
  ...FRENCH_ACTIVITY_STEPS,
  ...INDIANS_ACTIVITY_STEPS,
];

export { SPECIAL_ACTIVITIES, activitiesOf, activityModule, type SpecialActivityModule } from './registry';
export {
  WINDOW_KIND,
  activityWindow,
  forbiddenByActivity,
  windowIndex,
  type ActivityContext,
  type ActivityWindowFrame,
} from './context';
export { NO_COMMAND, canStartFreeActivity, enabledByActivity, startCommandWithActivity, startFreeActivity, withActivityWindow, withLookAhead } from './window';
export { skirmishChoices, skirmishSpaces, britishSkirmish, patriotsSkirmish, frenchSkirmish, type SkirmishFrame } from './skirmish';
export * as british from './british/index';
export * as patriots from './patriots/index';
export * as french from './french/index';
export * as indians from './indians/index';
