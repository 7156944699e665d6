/**
 * Identifiers shared by every part of the engine: factions, spaces, pieces, leaders.
 * The exact strings are part of the public contract (docs/contract.md, "Identifiers").
 * @module
 */

/** The four Factions, in the order used for every canonical listing. */
export const FACTIONS = ['british', 'patriots', 'french', 'indians'] as const;
/** A Faction (1.5). */
export type Faction = (typeof FACTIONS)[number];

/** The two sides (1.5.1). */
export type Side = 'royalist' | 'rebellion';

/** Who decides at a decision point: a Faction, or the pseudo-faction `chance` for external dice. */
export type Decider = Faction | 'chance';

/** The 22 map spaces plus the West Indies box, in the order of the Spaces List (Cities, Colonies, Reserves, West Indies). */
export const SPACE_IDS = [
  'QuebecCity',
  'Boston',
  'NewYorkCity',
  'Philadelphia',
  'Norfolk',
  'CharlesTown',
  'Savannah',
  'NewHampshire',
  'Massachusetts',
  'ConnecticutRhodeIsland',
  'NewYork',
  'NewJersey',
  'Pennsylvania',
  'MarylandDelaware',
  'Virginia',
  'NorthCarolina',
  'SouthCarolina',
  'Georgia',
  'Quebec',
  'Northwest',
  'Southwest',
  'Florida',
  'WestIndies',
] as const;
/** A map space or the West Indies box (1.3). */
export type SpaceId = (typeof SPACE_IDS)[number];

const SPACE_INDEX: ReadonlyMap<string, number> = new Map(SPACE_IDS.map((id, i) => [id, i]));
/** A space's position in the canonical order of {@link SPACE_IDS} (−1 for a name that is not a space). */
export const spaceIndex = (id: SpaceId): number => SPACE_INDEX.get(id) ?? -1;

/** Piece types as counted in the pools (Available, Unavailable, Casualties), 1.4. */
export const PIECE_TYPES = [
  'britishRegular',
  'tory',
  'britishFort',
  'continental',
  'militia',
  'patriotFort',
  'frenchRegular',
  'warParty',
  'village',
  'squadron',
] as const;
/** A piece type in a pool. */
export type PieceType = (typeof PIECE_TYPES)[number];

/**
 * Pieces as counted in a space: Militia and War Parties split by Underground / Active (1.4.3).
 * Squadrons are not counted here: they are the `squadrons` of the West Indies and the `blockades` of Cities.
 */
export const SPACE_PIECES = [
  'britishRegular',
  'tory',
  'britishFort',
  'continental',
  'militiaUnderground',
  'militiaActive',
  'patriotFort',
  'frenchRegular',
  'warPartyUnderground',
  'warPartyActive',
  'village',
] as const;
/** A piece kind on the map. */
export type SpacePiece = (typeof SPACE_PIECES)[number];

/** The nine Leaders (1.10). */
export const LEADERS = [
  'Washington',
  'Gage',
  'Howe',
  'Clinton',
  'Rochambeau',
  'Lauzun',
  'Brant',
  'Cornplanter',
  'DraggingCanoe',
] as const;
/** A Leader. */
export type LeaderId = (typeof LEADERS)[number];

/** Scenario identifiers (2.1). */
export const SCENARIO_IDS = ['1775', '1776', '1778', 'sprint'] as const;
/** A scenario: 1775 A People Numerous and Armed, 1776 British Return to New York, 1778 The Southern Campaign, or the optional Sprint. */
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** A card number, 1–109. */
export type CardId = number;

/** Support levels: +2 Active Support … −2 Active Opposition (1.6.1). */
export type SupportLevel = -2 | -1 | 0 | 1 | 2;

/** Control of a space (1.7). */
export type Control = 'british' | 'rebellion' | null;

/** Card periods (the years printed on the card). */
export const PERIODS = ['1775-1776', '1777-1778', '1779-1780'] as const;
/** A card period. */
export type Period = (typeof PERIODS)[number];
