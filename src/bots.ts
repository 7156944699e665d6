/**
 * lod-engine/bots: Non-Player support (8.0): the Random Spaces procedure (8.2) and policy types.
 * @packageDocumentation
 */
export * from './bots/randomSpaces';
export * from './bots/policy';
