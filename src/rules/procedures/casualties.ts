/**
 * 1.6.4 Casualties: where a piece removed by a Casualty-causing effect goes — a Battle (3.6.7), a
 * Skirmish (4.2.2, 4.3.3, 4.5.2), Partisans (4.3.2), War Path (4.4.2), an Event — and what it adds to
 * the Cumulative British / Rebellion Casualties.
 *
 * Cubes (British Regulars, Tories, Continentals, French Regulars) go to the Casualties box; Forts count
 * as Casualties but return to Available at once; Militia, War Parties and Villages go to Available.
 * Cubes and Forts count toward CBC (British) or CRC (Patriot and French).
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { addCasualtyTrack, removeToPool } from '../board';

/** The pool a piece removed as a Casualty goes to (1.6.4): cubes to Casualties, all else to Available. */
export function casualtyPool(piece: SpacePiece): 'casualties' | 'available' {
  switch (piece) {
    case 'britishRegular':
    case 'tory':
    case 'continental':
    case 'frenchRegular':
      return 'casualties';
    default:
      return 'available';
  }
}

/** The Cumulative Casualties a removed piece counts toward (1.6.4): cubes and Forts only. */
export function casualtyTrack(piece: SpacePiece): 'cbc' | 'crc' | null {
  switch (piece) {
    case 'britishRegular':
    case 'tory':
    case 'britishFort':
      return 'cbc';
    case 'continental':
    case 'frenchRegular':
    case 'patriotFort':
      return 'crc';
    default:
      return null;
  }
}

/**
 * Removes `count` pieces of one kind from the space as Casualties (1.6.4): to `casualtyPool`,
 * adding to CBC or CRC per `casualtyTrack`.
 */
export function removeAsCasualties(draft: Draft<GameState>, space: SpaceId, piece: SpacePiece, count = 1): void {
  removeToPool(draft, space, piece, count, casualtyPool(piece));
  const track = casualtyTrack(piece);
  if (track) addCasualtyTrack(draft, track, count);
}
