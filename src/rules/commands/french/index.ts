/**
 * french Commands (chapter 3): the modules and their decision steps.
 * @module
 */
import type { Step } from '../../../flow/step';
import type { CommandModule } from '../registry';

/** The french Command modules, rulebook order. */
export const FRENCH_COMMANDS: readonly CommandModule[] = [];

/** The decision steps of the french Commands. */
export const FRENCH_COMMAND_STEPS: readonly Step<any>[] = [];
