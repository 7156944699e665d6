/**
 * lod-engine/bots: Non-Player support (8.0): the Random Spaces procedure (8.2), policies with traces,
 * the policies' own dice (derived from the seed and the position, or supplied by a table), the uniform
 * random policy, and drivers that apply policies' decisions (runNonPlayers, playGame); a flat Monte Carlo
 * search bot (monteCarloPolicy) built on the public API and the Simulator.
 * @packageDocumentation
 */
export * from './bots/randomSpaces';
export * from './bots/policy';
export * from './bots/rolls';
export * from './bots/random';
export * from './bots/drive';
export * from './bots/eventChoices';
export * from './bots/flowchart';
export * from './bots/british/index';
export * from './bots/patriots/index';
export * from './bots/french/index';
export * from './bots/indians/index';
export * from './bots/flowchartCommand';
export * from './bots/flowcharts';
export * from './bots/monteCarlo';
export type { BritishCommand, BritishCommandId } from './bots/british/plan';
export type { PatriotCommand, PatriotCommandId, PatriotCommands } from './bots/patriots/plan';
export type { FrenchCommand, FrenchCommandId, FrenchCommands } from './bots/french/plan';
export type { IndianCommand, IndianCommandId, IndianCommands } from './bots/indians/plan';
