/**
 * Rules shared by every Command (3.1, 1.4.1, 1.4.2, 3.1.2): paying Resources (nothing when free), and
 * where a placed piece comes from. Selecting spaces (once each, Limited, restrictions) is flow/restriction.ts.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import { SPACE_IDS, type Faction, type PieceType, type SpaceId, type SpacePiece } from '../../data/ids';
import { POOL_TYPE } from '../../data/pieces';
import { addResources, updateControl } from '../board';
import type { CommandMode } from '../../flow/contracts';

/** Whether the Faction can pay `cost` Resources for this Command (always when free, 3.1.2). */
export function canPay(state: GameState, faction: Faction, cost: number, mode: CommandMode): boolean {
  return mode.free || state.resources[faction] >= cost;
}

/** Pays `cost` Resources unless the Command is free (3.1, 3.1.2). Returns what was paid. */
export function pay(draft: Draft<GameState>, faction: Faction, cost: number, mode: CommandMode): number {
  if (mode.free || cost === 0) return 0;
  return -addResources(draft, faction, -cost);
}

/**
 * Where a piece to be placed can come from (1.4.1): `available` while any is Available; otherwise
 * (only then) the spaces holding that kind — never for British or French Regulars. Canonical order.
 */
export function placementSources(state: GameState, piece: SpacePiece, except?: SpaceId): ('available' | SpaceId)[] {
  const type: PieceType = POOL_TYPE[piece];
  if (state.available[type] > 0) return ['available'];
  if (type === 'britishRegular' || type === 'frenchRegular') return [];
  const kinds: SpacePiece[] =
    type === 'militia' ? ['militiaUnderground', 'militiaActive'] : type === 'warParty' ? ['warPartyUnderground', 'warPartyActive'] : [piece];
  return SPACE_IDS.filter((id) => id !== except && kinds.some((k) => state.spaces[id].pieces[k] > 0));
}

/**
 * Places one piece (new Militia and War Parties Underground, 1.4.3) taking it from `source`:
 * Available, or a space (1.4.1 exception; an Underground one first, as a removed piece goes Underground anyway).
 */
export function placePiece(draft: Draft<GameState>, space: SpaceId, piece: SpacePiece, source: 'available' | SpaceId): void {
  const type = POOL_TYPE[piece];
  const placed: SpacePiece = type === 'militia' ? 'militiaUnderground' : type === 'warParty' ? 'warPartyUnderground' : piece;
  if (source === 'available') draft.available[type] -= 1;
  else {
    const from = draft.spaces[source].pieces;
    const kinds: SpacePiece[] =
      type === 'militia' ? ['militiaUnderground', 'militiaActive'] : type === 'warParty' ? ['warPartyUnderground', 'warPartyActive'] : [piece];
    const kind = kinds.find((k) => from[k] > 0)!;
    from[kind] -= 1;
    updateControl(draft.spaces[source]);
  }
  draft.spaces[space].pieces[placed] += 1;
  updateControl(draft.spaces[space]);
}

/** Whether the Treaty of Alliance allows French pieces on the map (2.3.9). */
export const frenchMayDeploy = (state: GameState): boolean => state.treatyOfAlliance;
