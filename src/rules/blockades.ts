/**
 * Blockades and French Naval Intervention (1.9): the queries and mutators shared by Winter Quarters
 * (6.5.4), Naval Pressure (4.2.3, 4.5.3) and Howe (1.10).
 *
 * Rearranging Blockades is canonical: the Cities of the Blockades are named one at a time in
 * non-decreasing City order (a City may be named several times), so each arrangement has exactly one
 * sequence; the arrangement is put on the map when the last City is named.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction, SpaceId } from '../data/ids';
import { CITIES } from '../data/map';

/** Cities carrying a Blockade, canonical order. Pure. */
export function blockadedCities(state: GameState): SpaceId[] {
  return CITIES.filter((c) => state.spaces[c].blockades > 0);
}

/** FNI drops one level and the Blockade on `space` goes back to the West Indies as a Squadron (1.9). */
export function blockadeToWestIndies(draft: Draft<GameState>, space: SpaceId): void {
  draft.fni = Math.max(0, draft.fni - 1);
  draft.spaces[space].blockades -= 1;
  draft.spaces.WestIndies.squadrons += 1;
}

/** The next City a rearrangement may name, after the Cities `placed` so far: `placeBlockade` actions. */
export function arrangementOptions(faction: Faction, placed: readonly SpaceId[]): Action[] {
  const from = placed.length > 0 ? CITIES.indexOf(placed[placed.length - 1]) : 0;
  return CITIES.slice(from).map((space) => ({ faction, type: 'placeBlockade', space }));
}

/** Puts the named arrangement on the map: each City gets as many Blockades as it was named. */
export function applyArrangement(draft: Draft<GameState>, placed: readonly SpaceId[]): void {
  for (const c of CITIES) draft.spaces[c].blockades = placed.filter((p) => p === c).length;
}
