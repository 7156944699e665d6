/**
 * lod-engine/data: the map, pieces and Available Forces, leaders, cards, scenarios, Random Spaces table.
 * Static, typed, frozen; never stored in the game state.
 * @packageDocumentation
 */
export * from './data/ids';
export * from './data/map';
export * from './data/pieces';
export * from './data/leaders';
export * from './data/cards';
export * from './data/scenarios';
export * from './data/randomSpaces';
export { deepFreeze } from './data/freeze';
