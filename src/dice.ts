/**
 * lod-engine/dice: the seedable dice service (plain-JSON RNG state) and scripted dice for tests.
 * @packageDocumentation
 */
export * from './dice/index';
