/**
 * P7 Rally (8.5.2): the Non-Player Patriot Rally in up to four spaces, Persuasion at once when Patriot
 * Resources reach 0, then Partisans, else Skirmish, else Persuasion.
 * @module
 */
import type { GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { canRally, canRallyFort } from '../../rules/commands/patriots/rally';

/** The node's name on the sheet. */
export const RALLY_NODE = 'P7 Rally';

/** Patriot units in a space (Continentals and Militia; Forts and Leaders are not units). */
export const patriotUnits = (state: GameState, space: SpaceId): number => {
  const p = state.spaces[space].pieces;
  return p.continental + p.militiaUnderground + p.militiaActive;
};

/**
 * Whether the space qualifies for 8.5.2's first bullet: it may be selected for Rally (not at Active
 * Support, 3.3.1), holds four or more Patriot units, has room for a Fort and a Patriot Fort can be
 * placed there (Available: a Non-Player never takes one from the map, 8.1). Pure.
 */
export function rallyFortSpace(state: GameState, space: SpaceId): boolean {
  return patriotUnits(state, space) >= 4 && canRally(state, space) && canRallyFort(state, space);
}

/**
 * P9's first question (8.5.2): whether a Rally would place a Patriot Fort now — some space qualifies
 * for the Rally's first bullet ({@link rallyFortSpace}). Resources are not asked (P3 has). Pure.
 */
export function rallyWouldPlaceFort(state: GameState): boolean {
  return SPACE_IDS.some((s) => rallyFortSpace(state, s));
}
