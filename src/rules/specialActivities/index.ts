/**
 * Special Activities (chapter 4): every Faction's modules and queries. How a Special Activity
 * interleaves with its Command (4.1) is the command host's (src/flow/host.ts).
 * @module
 */
export { skirmishChoices, skirmishSpaces, britishSkirmish, patriotsSkirmish, frenchSkirmish, skirmishActivityStep, type SkirmishActivityFrame, type SkirmishFaction } from './skirmish';
export * as british from './british/index';
export * as patriots from './patriots/index';
export * as french from './french/index';
export * as indians from './indians/index';
