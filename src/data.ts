/**
 * lod-engine/data: the map, pieces and Available Forces, leaders, cards, scenarios, Random Spaces table.
 * Static, typed, frozen; never stored in the game state.
 * @packageDocumentation
 */
export * from './data/ids';
export * from './data/map';
export * from './data/pieces';
export * from './data/leaders';
export * from './data/cards';
export * from './data/scenarios';
export * from './data/randomSpaces';
export { deepFreeze } from './data/freeze';

import type { SpaceId } from './data/ids';
import { deepFreeze } from './data/freeze';
import * as map from './data/map';

// The engine reads these lists as plain arrays (src/data/map.ts, CITIES); callers get frozen copies.
/** The seven Cities, in canonical order. */
export const CITIES: readonly SpaceId[] = deepFreeze([...map.CITIES]);
/** The eleven Colonies. */
export const COLONIES: readonly SpaceId[] = deepFreeze([...map.COLONIES]);
/** Provinces: Colonies and Indian Reserves (1.3.2). */
export const PROVINCES: readonly SpaceId[] = deepFreeze([...map.PROVINCES]);
/** The 22 map spaces (everything but the West Indies box). */
export const MAP_SPACES: readonly SpaceId[] = deepFreeze([...map.MAP_SPACES]);
/** Neighbours of each space, in canonical space order (derived from {@link BORDERS}). */
export const ADJACENT: Readonly<Record<SpaceId, readonly SpaceId[]>> = deepFreeze(
  Object.fromEntries(Object.entries(map.ADJACENT).map(([id, list]) => [id, [...list]])) as Record<SpaceId, SpaceId[]>,
);
