/**
 * Words for the account of play and error messages, shared by every rule module.
 * @module
 */
import type { ActivityId, CommandId } from '../core/action';
import type { Faction, SpaceId, PieceType, SpacePiece } from './ids';
import { SPACES } from './map';

/** Display names of the Factions ("Patriots"). */
export const FACTION_NAME: Readonly<Record<Faction, string>> = Object.freeze({
  british: 'British',
  patriots: 'Patriots',
  french: 'French',
  indians: 'Indians',
});

/** Adjectives of the Factions ("Patriot pieces"). */
export const FACTION_ADJECTIVE: Readonly<Record<Faction, string>> = Object.freeze({
  british: 'British',
  patriots: 'Patriot',
  french: 'French',
  indians: 'Indian',
});

/** A space's printed name ("the West Indies" for the box). */
export const spaceName = (id: SpaceId): string => (id === 'WestIndies' ? 'the West Indies' : SPACES[id].name);

/** Names of spaces joined for a sentence ("Boston, Quebec"), or `none` for an empty list. */
export const spacesText = (spaces: readonly SpaceId[], none = 'none'): string => (spaces.length === 0 ? none : spaces.map(spaceName).join(', '));

/** Display names of the piece kinds on the map and in the pools, singular and plural. */
export const KIND_NAME: Readonly<Record<SpacePiece | PieceType, readonly [string, string]>> = Object.freeze({
  britishRegular: ['British Regular', 'British Regulars'],
  tory: ['Tory', 'Tories'],
  britishFort: ['British Fort', 'British Forts'],
  continental: ['Continental', 'Continentals'],
  militia: ['Militia', 'Militia'],
  warParty: ['War Party', 'War Parties'],
  squadron: ['Squadron', 'Squadrons'],
  militiaUnderground: ['Underground Militia', 'Underground Militia'],
  militiaActive: ['Active Militia', 'Active Militia'],
  patriotFort: ['Patriot Fort', 'Patriot Forts'],
  frenchRegular: ['French Regular', 'French Regulars'],
  warPartyUnderground: ['Underground War Party', 'Underground War Parties'],
  warPartyActive: ['Active War Party', 'Active War Parties'],
  village: ['Village', 'Villages'],
} as const);

/** "3 Tories", "1 British Regular". */
export const piecesText = (n: number, kind: SpacePiece | PieceType): string => `${n} ${KIND_NAME[kind][n === 1 ? 0 : 1]}`;

/** "1 Resource", "2 Resources". */
export const resourcesText = (n: number): string => `${n} Resource${n === 1 ? '' : 's'}`;

/** Display names of the Commands (chapter 3). */
export const COMMAND_NAME: Readonly<Record<CommandId, string>> = Object.freeze({
  muster: 'Muster',
  garrison: 'Garrison',
  march: 'March',
  battle: 'Battle',
  rally: 'Rally',
  rabbleRousing: 'Rabble-Rousing',
  gather: 'Gather',
  scout: 'Scout',
  raid: 'Raid',
  agentMobilization: 'Agent Mobilization',
  hortalez: 'Roderigue Hortalez et Cie',
});

/** Display names of the Special Activities (chapter 4). */
export const ACTIVITY_NAME: Readonly<Record<ActivityId, string>> = Object.freeze({
  commonCause: 'Common Cause',
  skirmish: 'Skirmish',
  navalPressure: 'Naval Pressure',
  persuasion: 'Persuasion',
  partisans: 'Partisans',
  trade: 'Trade',
  warPath: 'War Path',
  plunder: 'Plunder',
  preparerLaGuerre: 'Préparer la Guerre',
});
