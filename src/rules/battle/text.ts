/**
 * Words used by the Battle log and prompts (names of Factions, sides, spaces and pieces).
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

/** Display names of the sides (1.5.1). */
export const SIDE_NAME = Object.freeze({ royalist: 'Royalist', rebellion: 'Rebellion' } as const);

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

/** Singular name of a piece kind. */
export const pieceName = (kind: SpacePiece): string => KIND_NAME[kind][0];

/** "1 Resource", "2 Resources". */
export const resourcesText = (n: number): string => `${n} Resource${n === 1 ? '' : 's'}`;

/** "3 Tories, 1 Continental" from a list of removed kinds (order of first appearance). */
export function tallyText(kinds: readonly SpacePiece[]): string {
  if (kinds.length === 0) return 'nothing';
  const counts = new Map<SpacePiece, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, n]) => piecesText(n, k)).join(', ');
}
