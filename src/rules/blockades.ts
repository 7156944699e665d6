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
import { addMarkers, setFni, setMarkers, markersIn } from './board';

/** Cities carrying a Blockade, canonical order. Pure. */
export function blockadedCities(state: GameState): SpaceId[] {
  return CITIES.filter((c) => markersIn(state, c, 'blockades') > 0);
}

/** FNI drops one level and the Blockade on `space` goes back to the West Indies as a Squadron (1.9). */
export function blockadeToWestIndies(draft: Draft<GameState>, space: SpaceId): void {
  setFni(draft, Math.max(0, draft.fni - 1));
  addMarkers(draft, space, 'blockades', -1);
  addMarkers(draft, 'WestIndies', 'squadrons', 1);
}

/** The Blockades on Cities as a rearrangement names them: each City as often as it is Blockaded, canonical order. Pure. */
export function currentArrangement(state: GameState): SpaceId[] {
  return CITIES.flatMap((c) => Array<SpaceId>(markersIn(state, c, 'blockades')).fill(c));
}

/**
 * The next City a rearrangement may name, after the Cities `placed` so far: `placeBlockade` actions.
 * With `avoid` (an arrangement of the same size, as {@link currentArrangement} names it), only Cities
 * after which some completion differs from `avoid` are offered, so the rearrangement surely moves a
 * Blockade and never ends in a dead end.
 */
export function arrangementOptions(faction: Faction, placed: readonly SpaceId[], avoid?: readonly SpaceId[]): Action[] {
  const from = placed.length > 0 ? CITIES.indexOf(placed[placed.length - 1]) : 0;
  let cities = CITIES.slice(from);
  if (avoid) {
    const k = placed.length;
    const samePrefix = placed.every((c, i) => c === avoid[i]);
    const last = CITIES[CITIES.length - 1];
    // Naming `c` keeps the prefix of `avoid` only when c = avoid[k]; then some other completion exists
    // unless no City is left to name or every remaining one must be the last City.
    cities = cities.filter((c) => !samePrefix || c !== avoid[k] || (k + 1 < avoid.length && c !== last));
  }
  return cities.map((space) => ({ faction, type: 'placeBlockade', space }));
}

/** Puts the named arrangement on the map: each City gets as many Blockades as it was named. */
export function applyArrangement(draft: Draft<GameState>, placed: readonly SpaceId[]): void {
  for (const c of CITIES) setMarkers(draft, c, 'blockades', placed.filter((p) => p === c).length);
}
