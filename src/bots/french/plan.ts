/**
 * The contract between the French flowchart's turn (F1–F5, F9, F13 and their "if none" arrows) and its
 * Commands (F6/F11 Roderigue Hortalez et Cie, F7 French Agent Mobilization, F10 Muster, F14 March, F16
 * Battle): the shared {@link FlowchartCommand} contract with the French Command ids.
 * @module
 */
import type { FlowchartCommand, FlowchartCommands } from '../flowchartCommand';

/** The French Commands of the flowchart. */
export type FrenchCommandId = 'hortalez' | 'agentMobilization' | 'muster' | 'march' | 'battle';

/** A French Command as the flowchart executes it. */
export type FrenchCommand = FlowchartCommand<FrenchCommandId>;

/** A table of French Command modules (the real one, or a test's). */
export type FrenchCommands = FlowchartCommands<FrenchCommandId>;
