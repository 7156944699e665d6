/**
 * The contract between the Indian flowchart's turn (I1–I3, I6/I9 and their "if none" arrows) and its
 * Commands (I4 Raid, I7 Gather, I10 March, I12 Scout): the shared {@link FlowchartCommand} contract with
 * the Indian Command ids.
 * @module
 */
import type { FlowchartCommand, FlowchartCommands } from '../flowchartCommand';

/** The Indian Commands of the flowchart. */
export type IndianCommandId = 'raid' | 'gather' | 'march' | 'scout';

/** An Indian Command as the flowchart executes it. */
export type IndianCommand = FlowchartCommand<IndianCommandId>;

/** A table of Indian Command modules (the real one, or a test's). */
export type IndianCommands = FlowchartCommands<IndianCommandId>;
