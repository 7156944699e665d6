/**
 * Board queries (read-only) and the few mutators every rule shares: Control (1.7), Support totals
 * (1.6.3, 1.9), piece counts, stacking (1.4.2), Resources bounds (1.8).
 * @module
 */
import type { Draft } from 'immer';
import { SPACE_IDS, type Control, type Faction, type PieceType, type SpaceId, type SpacePiece } from '../data/ids';
import { CITIES, SPACES } from '../data/map';
import { MAX_RESOURCES, POOL_TYPE, STACKING_LIMIT } from '../data/pieces';
import type { GameState, SpaceState } from '../core/state';

/** Piece counts of a space, by kind. */
export type Pieces = Readonly<Record<SpacePiece, number>>;

/** British pieces in a space (cubes and Forts). */
export const countBritish = (p: Pieces): number => p.britishRegular + p.tory + p.britishFort;
/** Patriot pieces in a space (Continentals, Militia, Forts). */
export const countPatriots = (p: Pieces): number =>
  p.continental + p.militiaUnderground + p.militiaActive + p.patriotFort;
/** French pieces in a space. */
export const countFrench = (p: Pieces): number => p.frenchRegular;
/** Indian pieces in a space (War Parties and Villages). */
export const countIndians = (p: Pieces): number => p.warPartyUnderground + p.warPartyActive + p.village;
/** Royalist pieces: British plus Indians (1.5.1). */
export const countRoyalist = (p: Pieces): number => countBritish(p) + countIndians(p);
/** Rebellion pieces: Patriots plus French (1.5.1). */
export const countRebellion = (p: Pieces): number => countPatriots(p) + countFrench(p);
/** Militia in a space, Underground and Active. */
export const countMilitia = (p: Pieces): number => p.militiaUnderground + p.militiaActive;
/** War Parties in a space, Underground and Active. */
export const countWarParties = (p: Pieces): number => p.warPartyUnderground + p.warPartyActive;
/** British cubes (Regulars and Tories). */
export const countBritishCubes = (p: Pieces): number => p.britishRegular + p.tory;
/** Forts and Villages of any Faction (stacking, 1.4.2). */
export const countForts = (p: Pieces): number => p.britishFort + p.patriotFort + p.village;

/** Pieces of one Faction in a space. */
export function countFaction(p: Pieces, faction: Faction): number {
  switch (faction) {
    case 'british':
      return countBritish(p);
    case 'patriots':
      return countPatriots(p);
    case 'french':
      return countFrench(p);
    case 'indians':
      return countIndians(p);
  }
}

/** Control that rule 1.7 gives a space with these pieces. */
export function computeControl(p: Pieces): Control {
  const rebellion = countRebellion(p);
  const royalist = countRoyalist(p);
  if (rebellion > royalist) return 'rebellion';
  if (royalist > rebellion && countBritish(p) > 0) return 'british';
  return null;
}

/** Control of a space (1.7), as stored (always equal to {@link computeControl}). */
export function controlOf(state: GameState, space: SpaceId): Control {
  return state.spaces[space].control;
}

/** Whether a City carries at least one Blockade (1.9). */
export function isBlockaded(state: GameState, space: SpaceId): boolean {
  return state.spaces[space].blockades > 0;
}

/** Population counted for Support / Opposition: 0 for a Blockaded City (1.9). */
export function effectivePopulation(state: GameState, space: SpaceId): number {
  return isBlockaded(state, space) ? 0 : SPACES[space].population;
}

/** Total Support (1.6.3): 2 × population at Active Support + 1 × population at Passive Support. */
export function totalSupport(state: GameState): number {
  let total = 0;
  for (const id of SPACE_IDS) {
    const s = state.spaces[id].support;
    if (s > 0) total += s * effectivePopulation(state, id);
  }
  return total;
}

/** Total Opposition (1.6.3): 2 × population at Active Opposition + 1 × population at Passive Opposition. */
export function totalOpposition(state: GameState): number {
  let total = 0;
  for (const id of SPACE_IDS) {
    const s = state.spaces[id].support;
    if (s < 0) total += -s * effectivePopulation(state, id);
  }
  return total;
}

/** Count of one on-map kind over the whole map (and the West Indies). */
export function countOnMap(state: GameState, piece: SpacePiece): number {
  let n = 0;
  for (const id of SPACE_IDS) n += state.spaces[id].pieces[piece];
  return n;
}

/** Patriot Forts on the map (7.2). */
export const patriotFortsOnMap = (state: GameState): number => countOnMap(state, 'patriotFort');
/** Indian Villages on the map (7.2). */
export const villagesOnMap = (state: GameState): number => countOnMap(state, 'village');
/** British Forts on the map (6.3.1). */
export const britishFortsOnMap = (state: GameState): number => countOnMap(state, 'britishFort');

/** Blockades on Cities (1.9). */
export function blockadesOnCities(state: GameState): number {
  let n = 0;
  for (const id of CITIES) n += state.spaces[id].blockades;
  return n;
}

/**
 * French Preparations (2.3.9): Available French Regulars plus Squadrons/Blockades that are available
 * (in the West Indies box or on Cities, i.e. not Unavailable) plus Cumulative British Casualties.
 */
export function frenchPreparations(state: GameState): number {
  return state.available.frenchRegular + state.spaces.WestIndies.squadrons + blockadesOnCities(state) + state.cbc;
}

/** Whether one more Fort or Village fits in the space (1.4.2). */
export function hasRoomForFort(state: GameState, space: SpaceId): boolean {
  return countForts(state.spaces[space].pieces) < STACKING_LIMIT;
}

/** Whether an on-map piece kind may ever stand in the space (1.4.2: no Indians in Cities; the West Indies takes only Regulars and British Forts). */
export function mayOccupy(space: SpaceId, piece: SpacePiece): boolean {
  const type = SPACES[space].type;
  if (type === 'westIndies') return piece === 'britishRegular' || piece === 'frenchRegular' || piece === 'britishFort';
  if (type === 'city') return POOL_TYPE[piece] !== 'warParty' && piece !== 'village';
  return true;
}

/** Pieces of a pool type on the map, over all spaces. */
export function countPoolTypeOnMap(state: GameState, type: PieceType): number {
  if (type === 'squadron') return state.spaces.WestIndies.squadrons + blockadesOnCities(state);
  let n = 0;
  for (const id of SPACE_IDS) {
    const p = state.spaces[id].pieces;
    switch (type) {
      case 'militia':
        n += countMilitia(p);
        break;
      case 'warParty':
        n += countWarParties(p);
        break;
      default:
        n += p[type];
    }
  }
  return n;
}

/** Spaces (canonical order) holding at least one piece of the Faction. */
export function spacesWithFaction(state: GameState, faction: Faction): SpaceId[] {
  return SPACE_IDS.filter((id) => countFaction(state.spaces[id].pieces, faction) > 0);
}

// ---------------------------------------------------------------------------------------------
// Mutators (on Immer drafts)

/** Recomputes Control of one space (1.7); call after any change of pieces. */
export function updateControl(space: Draft<SpaceState>): void {
  space.control = computeControl(space.pieces);
}

/** Adds (or with a negative amount removes) Resources, kept within 0–50 (1.8). Returns the change actually made. */
export function addResources(draft: Draft<GameState>, faction: Faction, amount: number): number {
  const before = draft.resources[faction];
  draft.resources[faction] = Math.max(0, Math.min(MAX_RESOURCES, before + amount));
  return draft.resources[faction] - before;
}

/** Moves pieces from a pool onto a space (placing, 1.4.1); the caller has checked availability. */
export function placeFromPool(
  draft: Draft<GameState>,
  pool: 'available' | 'unavailable' | 'casualties',
  space: SpaceId,
  piece: SpacePiece,
  count = 1,
): void {
  draft[pool][POOL_TYPE[piece]] -= count;
  draft.spaces[space].pieces[piece] += count;
  updateControl(draft.spaces[space]);
}

/** Removes pieces from a space to a pool (Available unless said otherwise, 1.4.1). */
export function removeToPool(
  draft: Draft<GameState>,
  space: SpaceId,
  piece: SpacePiece,
  count = 1,
  pool: 'available' | 'unavailable' | 'casualties' = 'available',
): void {
  draft.spaces[space].pieces[piece] -= count;
  draft[pool][POOL_TYPE[piece]] += count;
  updateControl(draft.spaces[space]);
}

/** Moves pieces between two spaces. */
export function movePieces(draft: Draft<GameState>, from: SpaceId, to: SpaceId, piece: SpacePiece, count = 1): void {
  draft.spaces[from].pieces[piece] -= count;
  draft.spaces[to].pieces[piece] += count;
  updateControl(draft.spaces[from]);
  updateControl(draft.spaces[to]);
}

/** Shifts Support/Opposition by `levels` (positive toward Active Support), within −2..+2; no effect at population 0 (1.6.1). Returns the shift made. */
export function shiftSupport(draft: Draft<GameState>, space: SpaceId, levels: number): number {
  if (SPACES[space].population === 0) return 0;
  const before = draft.spaces[space].support;
  draft.spaces[space].support = Math.max(-2, Math.min(2, before + levels));
  return draft.spaces[space].support - before;
}

/** Every Faction, canonical order (re-exported for rule modules). */
