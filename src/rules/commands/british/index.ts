/**
 * british Commands (chapter 3): the modules and their decision steps.
 * @module
 */
import type { Step } from '../../../flow/step';
import type { CommandModule } from '../registry';

/** The british Command modules, rulebook order. */
export const BRITISH_COMMANDS: readonly CommandModule[] = [];

/** The decision steps of the british Commands. */
export const BRITISH_COMMAND_STEPS: readonly Step<any>[] = [];
