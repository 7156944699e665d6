/**
 * Placing a piece (1.4.1): from Available while any is Available; otherwise — for a Command, never
 * for British or French Regulars — the piece may be taken from a space on the map. New Militia and
 * War Parties are placed Underground (1.4.3). Used by British Muster (3.2.1) and Gather (3.4.1).
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import { SPACE_IDS, type PieceType, type SpaceId, type SpacePiece } from '../../data/ids';
import { POOL_TYPE } from '../../data/pieces';
import { flipPieces, indexedSpacesHolding, movePieces, placeFromPool, piecesAt } from '../board';
import { SPACE_BIT } from '../../data/map';
import { mayTakeFromMap } from '../nonPlayers/sequence';

/**
 * Where a piece to be placed can come from (1.4.1): `available` while any is Available; otherwise
 * (only then) the spaces holding that kind — never for British or French Regulars, and never when the
 * piece's Faction (the one placing it) is a Non-Player (8.1). Canonical order.
 */
export function placementSources(state: GameState, piece: SpacePiece, except?: SpaceId): ('available' | SpaceId)[] {
  const type: PieceType = POOL_TYPE[piece];
  if (state.available[type] > 0) return ['available'];
  if (type === 'britishRegular' || type === 'frenchRegular') return [];
  // 8.1 No voluntary removal: a Non-Player never takes its own pieces from the map.
  if (!mayTakeFromMap(state, piece)) return [];
  const kinds: SpacePiece[] =
    type === 'militia' ? ['militiaUnderground', 'militiaActive'] : type === 'warParty' ? ['warPartyUnderground', 'warPartyActive'] : [piece];
  return SPACE_IDS.filter((id) => id !== except && kinds.some((k) => piecesAt(state, id)[k] > 0));
}

/** Whether {@link placementSources} names any source, without building the list. */
export function hasPlacementSource(state: GameState, piece: SpacePiece, except?: SpaceId): boolean {
  const type: PieceType = POOL_TYPE[piece];
  if (state.available[type] > 0) return true;
  if (type === 'britishRegular' || type === 'frenchRegular') return false;
  if (!mayTakeFromMap(state, piece)) return false;
  const kinds: readonly SpacePiece[] = type === 'militia' ? MILITIA_KINDS : type === 'warParty' ? WAR_PARTY_KINDS : [piece];
  const held = indexedSpacesHolding(state, kinds[0]);
  if (held !== -1) {
    let m = held;
    for (let i = 1; i < kinds.length; i++) m |= indexedSpacesHolding(state, kinds[i]);
    return (except === undefined ? m : m & ~SPACE_BIT[except]) !== 0;
  }
  for (let i = 0; i < SPACE_IDS.length; i++) if (SPACE_IDS[i] !== except && someOf(piecesAt(state, SPACE_IDS[i]), kinds)) return true;
  return false;
}

/** Whether the space holds a piece of one of the kinds. */
function someOf(pieces: Readonly<Record<SpacePiece, number>>, kinds: readonly SpacePiece[]): boolean {
  for (let i = 0; i < kinds.length; i++) if (pieces[kinds[i]] > 0) return true;
  return false;
}

const MILITIA_KINDS: readonly SpacePiece[] = ['militiaUnderground', 'militiaActive'];
const WAR_PARTY_KINDS: readonly SpacePiece[] = ['warPartyUnderground', 'warPartyActive'];

/**
 * Places one piece (new Militia and War Parties Underground, 1.4.3) taking it from `source`:
 * Available, or a space (1.4.1 exception; an Underground one first, as a removed piece goes Underground anyway).
 */
export function placePiece(draft: Draft<GameState>, space: SpaceId, piece: SpacePiece, source: 'available' | SpaceId): void {
  const type = POOL_TYPE[piece];
  const placed: SpacePiece = type === 'militia' ? 'militiaUnderground' : type === 'warParty' ? 'warPartyUnderground' : piece;
  if (source === 'available') {
    placeFromPool(draft, 'available', space, placed, 1);
    return;
  }
  const from = piecesAt(draft, source);
  const kinds: SpacePiece[] =
    type === 'militia' ? ['militiaUnderground', 'militiaActive'] : type === 'warParty' ? ['warPartyUnderground', 'warPartyActive'] : [piece];
  const kind = kinds.find((k) => from[k] > 0)!;
  movePieces(draft, source, space, kind, 1);
  flipPieces(draft, space, kind, placed, kind === placed ? 0 : 1);
}
