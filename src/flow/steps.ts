/**
 * Every step module of the decision machine, by frame kind (static table, no registration at run time).
 * @module
 */
import type { Step } from './step';
import { rollStep } from './roll';
import { gameStep } from '../rules/sequence/game';
import { eligibleOptionsStepWith, eventCardStep } from '../rules/sequence/eventCard';
import { WINTER_QUARTERS_STEPS } from '../rules/winterQuarters/index';
import { BRITISH_COMMAND_STEPS } from '../rules/commands/british/index';
import { PATRIOTS_COMMAND_STEPS } from '../rules/commands/patriots/index';
import { FRENCH_COMMAND_STEPS } from '../rules/commands/french/index';
import { INDIANS_COMMAND_STEPS } from '../rules/commands/indians/index';
import { BATTLE_STEPS } from '../rules/battle/index';
import { SPECIAL_ACTIVITY_STEPS, activityWindowStep } from '../rules/specialActivities/index';
import { withActivityWindow, withLookAhead } from '../rules/specialActivities/window';
import type { StepLookup } from './settle';

/** Late-bound lookup for the wrappers that simulate play (the Special Activity look-ahead). */
const lookup: StepLookup = (frame) => STEPS[frame.kind];

const RULE_STEPS: readonly Step<any>[] = [
  gameStep,
  eventCardStep,
  eligibleOptionsStepWith(lookup),
  ...WINTER_QUARTERS_STEPS,
  // Command steps offer the Special Activities when a window is under them (4.1).
  ...[...BRITISH_COMMAND_STEPS, ...PATRIOTS_COMMAND_STEPS, ...FRENCH_COMMAND_STEPS, ...INDIANS_COMMAND_STEPS, ...BATTLE_STEPS].map((s) =>
    withActivityWindow(s, lookup),
  ),
  activityWindowStep,
  ...SPECIAL_ACTIVITY_STEPS,
];

// While a Special Activity begun inside its Command is in progress, every decision (its own, and any
// other it leads to, such as a Leader left alone) offers only the choices after which the Command can
// go on (4.1, window.ts). Dice are never filtered: the look-ahead requires every result to do.
const ALL: readonly Step<any>[] = [rollStep, ...RULE_STEPS.map((s) => withLookAhead(s, lookup))];

/** Step modules by frame kind. */
export const STEPS: Readonly<Record<string, Step>> = Object.freeze(Object.fromEntries(ALL.map((s) => [s.kind, s])));
