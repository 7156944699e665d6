/**
 * Battle (3.6) and the Battle Commands of every Faction (3.2.4, 3.3.3, 3.5.5).
 * @module
 */
import type { Step } from '../../flow/step';
import type { CommandModule } from '../commands/registry';

/** The Battle Command modules (one per Faction that may Battle). */
export const BATTLE_COMMANDS: readonly CommandModule[] = [];

/** The decision steps of the Battle procedure. */
export const BATTLE_STEPS: readonly Step<any>[] = [];
