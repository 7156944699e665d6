/** Space filters the Event cards share ("any City", "a Colony", "an Indian Reserve Province"). @module */
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId, type SpacePiece } from '../../../data/ids';
import { SPACES } from '../../../data/map';

/** A City (1.3.2). */
export const isCity = (s: SpaceId): boolean => SPACES[s].type === 'city';
/** A Colony (1.3.1). */
export const isColony = (s: SpaceId): boolean => SPACES[s].type === 'colony';
/** A map space (the West Indies box is not one). */
export const onMap = (s: SpaceId): boolean => s !== 'WestIndies';

/** Pieces of the kinds listed on the map, the West Indies box left out (1.3.7: a holding box, not the map). */
export function onMapCount(state: GameState, kinds: readonly SpacePiece[]): number {
  let n = 0;
  for (const s of SPACE_IDS) if (onMap(s)) for (const k of kinds) n += state.spaces[s].pieces[k];
  return n;
}
