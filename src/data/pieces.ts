/**
 * Pieces and markers (1.4): who owns each piece type, what it is, and the Available Forces table (1.4.1, page 35).
 * @module
 */
import { deepFreeze } from './freeze';
import { PIECE_TYPES, SPACE_PIECES, type Faction, type PieceType, type SpacePiece } from './ids';

/** Static facts about a pool piece type. */
export interface PieceInfo {
  readonly type: PieceType;
  readonly faction: Faction;
  /** Display name, singular. */
  readonly name: string;
  /** Cubes: Regulars, Tories, Continentals (1.4). */
  readonly cube: boolean;
  /** Forts and Villages (bases for stacking, 1.4.2). */
  readonly fort: boolean;
  /** Units: Regulars, Tories, War Parties, Continentals and Militia, not Forts or Villages (Glossary). */
  readonly unit: boolean;
}

/** Facts about every pool piece type. */
export const PIECES: Readonly<Record<PieceType, PieceInfo>> = deepFreeze({
  britishRegular: { type: 'britishRegular', faction: 'british', name: 'British Regular', cube: true, fort: false, unit: true },
  tory: { type: 'tory', faction: 'british', name: 'Tory', cube: true, fort: false, unit: true },
  britishFort: { type: 'britishFort', faction: 'british', name: 'British Fort', cube: false, fort: true, unit: false },
  continental: { type: 'continental', faction: 'patriots', name: 'Continental', cube: true, fort: false, unit: true },
  militia: { type: 'militia', faction: 'patriots', name: 'Militia', cube: false, fort: false, unit: true },
  patriotFort: { type: 'patriotFort', faction: 'patriots', name: 'Patriot Fort', cube: false, fort: true, unit: false },
  frenchRegular: { type: 'frenchRegular', faction: 'french', name: 'French Regular', cube: true, fort: false, unit: true },
  warParty: { type: 'warParty', faction: 'indians', name: 'War Party', cube: false, fort: false, unit: true },
  village: { type: 'village', faction: 'indians', name: 'Village', cube: false, fort: true, unit: false },
  squadron: { type: 'squadron', faction: 'french', name: 'Squadron/Blockade', cube: false, fort: false, unit: false },
});

/** The pool type of each on-map piece kind. */
export const POOL_TYPE: Readonly<Record<SpacePiece, PieceType>> = deepFreeze({
  britishRegular: 'britishRegular',
  tory: 'tory',
  britishFort: 'britishFort',
  continental: 'continental',
  militiaUnderground: 'militia',
  militiaActive: 'militia',
  patriotFort: 'patriotFort',
  frenchRegular: 'frenchRegular',
  warPartyUnderground: 'warParty',
  warPartyActive: 'warParty',
  village: 'village',
});

/** Owner of each on-map piece kind. */
export const SPACE_PIECE_FACTION: Readonly<Record<SpacePiece, Faction>> = deepFreeze(
  Object.fromEntries(SPACE_PIECES.map((p) => [p, PIECES[POOL_TYPE[p]].faction])) as Record<SpacePiece, Faction>,
);

/** The on-map piece kinds of each Faction, canonical order. */
export const FACTION_SPACE_PIECES: Readonly<Record<Faction, readonly SpacePiece[]>> = deepFreeze({
  british: SPACE_PIECES.filter((p) => SPACE_PIECE_FACTION[p] === 'british'),
  patriots: SPACE_PIECES.filter((p) => SPACE_PIECE_FACTION[p] === 'patriots'),
  french: SPACE_PIECES.filter((p) => SPACE_PIECE_FACTION[p] === 'french'),
  indians: SPACE_PIECES.filter((p) => SPACE_PIECE_FACTION[p] === 'indians'),
});

/** The Available Forces table (1.4.1, page 35): every piece in the game. */
export const FORCE_POOL: Readonly<Record<PieceType, number>> = deepFreeze({
  britishRegular: 25,
  tory: 25,
  britishFort: 6,
  continental: 20,
  militia: 15,
  patriotFort: 6,
  frenchRegular: 15,
  warParty: 15,
  village: 12,
  squadron: 3,
});

/** Marker supplies: 12 Propaganda, 12 Raid, 3 Squadron/Blockade (the Squadrons are also counted in {@link FORCE_POOL}). */
export const MARKER_LIMITS = deepFreeze({ propaganda: 12, raid: 12, squadronBlockade: 3 } as const);

/** Maximum Forts/Villages (any Factions) in one space (1.4.2). */
export const STACKING_LIMIT = 2;

/** Resources are kept between 0 and this (1.8). */
export const MAX_RESOURCES = 50;

/** A record with every pool piece type at 0. */
export function emptyPool(): Record<PieceType, number> {
  return Object.fromEntries(PIECE_TYPES.map((t) => [t, 0])) as Record<PieceType, number>;
}

/** A record with every on-map piece kind at 0. */
export function emptySpacePieces(): Record<SpacePiece, number> {
  // A literal, in the order of SPACE_PIECES (the order of a space's pieces in every state).
  return {
    britishRegular: 0,
    tory: 0,
    britishFort: 0,
    continental: 0,
    militiaUnderground: 0,
    militiaActive: 0,
    patriotFort: 0,
    frenchRegular: 0,
    warPartyUnderground: 0,
    warPartyActive: 0,
    village: 0,
  };
}
