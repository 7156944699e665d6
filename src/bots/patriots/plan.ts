/**
 * The contract between the Patriot flowchart's turn (P1–P3, P6/P9/P10 and their "if none" arrows) and
 * its Commands (P4 Battle, P5 March, P7 Rally, P11 Rabble-Rousing): the shared {@link FlowchartCommand}
 * contract with the Patriot Command ids.
 * @module
 */
import type { FlowchartCommand, FlowchartCommands } from '../flowchartCommand';

/** The Patriot Commands of the flowchart. */
export type PatriotCommandId = 'battle' | 'march' | 'rally' | 'rabbleRousing';

/** A Patriot Command as the flowchart executes it. */
export type PatriotCommand = FlowchartCommand<PatriotCommandId>;

/** A table of Patriot Command modules (the real one, or a test's). */
export type PatriotCommands = FlowchartCommands<PatriotCommandId>;
