/**
 * Replacing pieces (1.4.1): a piece is exchanged for one from Available; when the replacement is not
 * Available, the piece is simply removed. Events do the same when placing the replacement would break
 * stacking (5.1.1, 1.4.2): a Fort or Village beyond two in the space, a piece the space may not hold
 * (Indians in a City, the West Indies), or French pieces before the Treaty of Alliance (2.3.9).
 *
 * Used by the Patriot Rally's Continentals (3.3.1, after taking them from the map when none is
 * Available, 1.4.1) and by Events ("replace … with …").
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { POOL_TYPE } from '../../data/pieces';
import { hasRoomForFort, mayOccupy, placeFromPool, removeToPool } from '../board';

/** What a replacement did: pieces exchanged, and pieces removed without a replacement. */
export interface ReplacementResult {
  replaced: number;
  removed: number;
}

const FORT_KINDS: readonly SpacePiece[] = ['britishFort', 'patriotFort', 'village'];
const FRENCH_KINDS: readonly SpacePiece[] = ['frenchRegular'];

/**
 * Whether one piece of the kind could be placed in the space now from Available: one is Available
 * (1.4.1), the space may hold it and a Fort or Village has room (1.4.2), French pieces only after the
 * Treaty of Alliance (2.3.9). Pure.
 */
export function mayPlaceReplacement(state: GameState, space: SpaceId, piece: SpacePiece): boolean {
  return (
    state.available[POOL_TYPE[piece]] > 0 &&
    mayOccupy(space, piece) &&
    (!FORT_KINDS.includes(piece) || hasRoomForFort(state, space)) &&
    (!FRENCH_KINDS.includes(piece) || state.treatyOfAlliance)
  );
}

/**
 * Replaces `count` pieces of kind `from` in the space with pieces of kind `to`, one at a time: each
 * `from` goes to Available (1.4.1), then a `to` comes from Available if {@link mayPlaceReplacement},
 * otherwise that piece is only removed (1.4.1, 5.1.1). The caller names the placed kind exactly
 * (`militiaUnderground` for new Militia, 1.4.3) and handles a Leader left alone (1.10).
 */
export function replacePieces(draft: Draft<GameState>, space: SpaceId, from: SpacePiece, to: SpacePiece, count = 1): ReplacementResult {
  const result: ReplacementResult = { replaced: 0, removed: 0 };
  for (let i = 0; i < count; i++) {
    removeToPool(draft, space, from, 1);
    if (mayPlaceReplacement(draft, space, to)) {
      placeFromPool(draft, 'available', space, to, 1);
      result.replaced += 1;
    } else result.removed += 1;
  }
  return result;
}
