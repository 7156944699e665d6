/**
 * indians Commands (chapter 3): the modules and their decision steps.
 * @module
 */
import type { Step } from '../../../flow/step';
import type { CommandModule } from '../registry';

/** The indians Command modules, rulebook order. */
export const INDIANS_COMMANDS: readonly CommandModule[] = [];

/** The decision steps of the indians Commands. */
export const INDIANS_COMMAND_STEPS: readonly Step<any>[] = [];
