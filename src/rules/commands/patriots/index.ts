/**
 * patriots Commands (chapter 3): the modules and their decision steps.
 * @module
 */
import type { Step } from '../../../flow/step';
import type { CommandModule } from '../registry';

/** The patriots Command modules, rulebook order. */
export const PATRIOTS_COMMANDS: readonly CommandModule[] = [];

/** The decision steps of the patriots Commands. */
export const PATRIOTS_COMMAND_STEPS: readonly Step<any>[] = [];
