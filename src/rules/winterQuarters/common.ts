/**
 * Words and small helpers shared by the Winter Quarters phase modules (6.0–6.7).
 * @module
 */
import type { Faction, SpaceId, SpacePiece } from '../../data/ids';
import { SPACES } from '../../data/map';

/** Display names of the Factions. */
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

const KIND_NAME: Readonly<Record<SpacePiece, readonly [string, string]>> = {
  britishRegular: ['British Regular', 'British Regulars'],
  tory: ['Tory', 'Tories'],
  britishFort: ['British Fort', 'British Forts'],
  continental: ['Continental', 'Continentals'],
  militiaUnderground: ['Underground Militia', 'Underground Militia'],
  militiaActive: ['Active Militia', 'Active Militia'],
  patriotFort: ['Patriot Fort', 'Patriot Forts'],
  frenchRegular: ['French Regular', 'French Regulars'],
  warPartyUnderground: ['Underground War Party', 'Underground War Parties'],
  warPartyActive: ['Active War Party', 'Active War Parties'],
  village: ['Village', 'Villages'],
};

/** "3 Tories", "1 Continental". */
export const piecesText = (n: number, kind: SpacePiece): string => `${n} ${KIND_NAME[kind][n === 1 ? 0 : 1]}`;

/** "1 Resource", "2 Resources". */
export const resourcesText = (n: number): string => `${n} Resource${n === 1 ? '' : 's'}`;
