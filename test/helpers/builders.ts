/**
 * Test builders: hand-made positions from a real game state. The implementation is public, in
 * the testing kit (`lod-engine/testing`, src/testing/builders.ts); this file keeps the old path.
 */
export { game, arrange, clearMap, withDice, onTurn, startCommand } from '../../src/testing/builders';
