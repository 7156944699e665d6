/**
 * The four Scenario set-ups (2.1, the last pages of the Living Rules, pages 37–39), plus the
 * Optional Sprint Scenario. Pure, deep-frozen data transcribed from the pages.
 *
 * Transcription notes (see docs/rulings.md):
 * - Militia and War Parties always set up Underground (1.4.3).
 * - Leaders are not pieces: they are listed in {@link Scenario.leaders}, never in a space's pieces.
 * - Control is computed by the engine (1.7); the pages' stated Control is kept apart in
 *   {@link STATED_CONTROL} for tests only.
 * - 1776: the text extraction prints "Philadelphia: Rebellion Control" away from its
 *   "Patriots: 1 Militia" line; the Militia belongs to Philadelphia (piece totals, Control and the
 *   Spaces List order all confirm it).
 * - 1778: the stated French Preparations (28) counts every French Regular not Unavailable
 *   (8 Available + 4 in Connecticut-RI + 3 in the West Indies) + 3 Squadrons + CBC 10; the
 *   2.3.9 definition (Available Regulars + Squadrons + CBC) gives 21. Irrelevant to play because
 *   the Treaty of Alliance is already considered played.
 * @module
 */
import { deepFreeze } from './freeze';
import {
  PIECE_TYPES,
  type CardId,
  type Faction,
  type LeaderId,
  type Period,
  type PieceType,
  type ScenarioId,
  type SpaceId,
  type SpacePiece,
  type SupportLevel,
} from './ids';

/** The set-up of one space (or of the West Indies box). */
export interface ScenarioSpaceSetup {
  /** Pieces in the space (no Leaders). Militia and War Parties set up Underground (1.4.3). */
  readonly pieces: Readonly<Partial<Record<SpacePiece, number>>>;
  /** +2 Active Support … −2 Active Opposition (1.6.1). Spaces not listed are Neutral and empty. */
  readonly support: SupportLevel;
  /** West Indies only: French Squadrons there (1.9). */
  readonly squadrons?: number;
}

/** Pieces moved from Unavailable to Available at the n-th Winter Quarters Redeployment Phase (6.5.3). */
export interface ReleaseStep {
  readonly britishRegular: number;
  readonly tory: number;
}

/** Where a Faction's starting Leader is (1.10). */
export interface ScenarioLeader {
  readonly leader: LeaderId;
  /** A space, or the Available Forces box. */
  readonly at: SpaceId | 'available';
}

/** A Scenario set-up (2.1). */
export interface Scenario {
  readonly id: ScenarioId;
  /** Scenario title as printed. */
  readonly name: string;
  /** Years covered, e.g. '1775–1780'. */
  readonly years: string;
  /** Duration class (page 36): Long, Medium, Short, or the Optional Sprint. */
  readonly duration: 'long' | 'medium' | 'short' | 'sprint';
  /** Campaign years, top of the deck first; one 10-Event + 1 Winter Quarters pile each. */
  readonly campaigns: readonly string[];
  /** Period of each campaign pile under the Period Events option, top first (page 36). Sprint: '1777-1778' then '1779-1780' (recommended). */
  readonly periodPiles: readonly Period[];
  /** Starting Resources (1.8). */
  readonly resources: Readonly<Record<Faction, number>>;
  /** Cumulative British Casualties (1.6.4). */
  readonly cbc: number;
  /** Cumulative Rebellion Casualties (1.6.4). */
  readonly crc: number;
  /** French Naval Intervention level (1.9). */
  readonly fni: number;
  /** True when the Treaty of Alliance (#109) is considered played (1778 and Sprint). */
  readonly treatyOfAlliance: boolean;
  /** Total Support as printed on the page (1.6.3). */
  readonly statedSupport: number;
  /** Total Opposition as printed on the page (1.6.3). */
  readonly statedOpposition: number;
  /** French Preparations as printed on the page (2.3.9); see the module notes for 1778. */
  readonly statedFrenchPreparations: number;
  /**
   * Available Forces boxes (1.4.1); every PieceType present (0 where none). 'squadron' is always 0:
   * Squadrons not Unavailable and not on Cities are in the West Indies box (spaces.WestIndies.squadrons).
   */
  readonly available: Readonly<Record<PieceType, number>>;
  /** Unavailable Forces boxes (1.3.9); every PieceType present. */
  readonly unavailable: Readonly<Record<PieceType, number>>;
  /** Set-up of every non-empty or non-Neutral space; omitted spaces are Neutral and empty. */
  readonly spaces: Readonly<Partial<Record<SpaceId, ScenarioSpaceSetup>>>;
  /** Each Faction's starting Leader and where it is (1.10). */
  readonly leaders: Readonly<Record<Faction, ScenarioLeader>>;
  /** British Release Date Schedule, first Winter Quarters Round first; [] when none (6.5.3). */
  readonly releaseSchedule: readonly ReleaseStep[];
  /**
   * Brilliant Stroke cards each Faction holds at the start (Deck Preparation, page 36):
   * 105 Patriots, 106 British, 107 French, 108 Indians, 109 Treaty of Alliance (French, when not yet played).
   * Sprint: all empty (removed from play).
   */
  readonly brilliantStrokes: Readonly<Record<Faction, readonly CardId[]>>;
  /** Whether the Victory Check Phase (6.1) is conducted; false for the Sprint. */
  readonly victoryChecks: boolean;
}

/** A full pool record: every PieceType key, 0 where not given. */
function pool(counts: Partial<Record<PieceType, number>>): Record<PieceType, number> {
  return Object.fromEntries(PIECE_TYPES.map((t) => [t, counts[t] ?? 0])) as Record<PieceType, number>;
}

const ALL_STROKES: Readonly<Record<Faction, readonly CardId[]>> = {
  british: [106],
  patriots: [105],
  french: [107, 109],
  indians: [108],
};

/** 1775 — A People Numerous and Armed (page 37). */
const S1775: Scenario = {
  id: '1775',
  name: 'A People Numerous and Armed',
  years: '1775–1780',
  duration: 'long',
  campaigns: ['1775', '1776', '1777', '1778', '1779', '1780'],
  periodPiles: ['1775-1776', '1775-1776', '1777-1778', '1777-1778', '1779-1780', '1779-1780'],
  resources: { british: 6, patriots: 3, french: 5, indians: 0 },
  cbc: 0,
  crc: 0,
  fni: 0,
  treatyOfAlliance: false,
  statedSupport: 4,
  statedOpposition: 4,
  statedFrenchPreparations: 0,
  available: pool({
    britishRegular: 7,
    tory: 7,
    britishFort: 3,
    continental: 19,
    militia: 11,
    patriotFort: 5,
    warParty: 9,
    village: 12,
  }),
  unavailable: pool({ britishRegular: 12, tory: 12, frenchRegular: 15, squadron: 3 }),
  spaces: {
    QuebecCity: { pieces: { britishRegular: 1, tory: 1 }, support: 1 },
    Boston: { pieces: { britishRegular: 3, britishFort: 1 }, support: 1 },
    NewYorkCity: { pieces: { tory: 1 }, support: 1 },
    Philadelphia: { pieces: { militiaUnderground: 1 }, support: 0 },
    Quebec: { pieces: { tory: 2, britishFort: 1, warPartyUnderground: 1 }, support: 0 },
    Northwest: { pieces: { warPartyUnderground: 2 }, support: 0 },
    Southwest: { pieces: { warPartyUnderground: 1 }, support: 0 },
    Florida: { pieces: { britishRegular: 1, britishFort: 1, warPartyUnderground: 1 }, support: 0 },
    Massachusetts: { pieces: { continental: 1, militiaUnderground: 1, patriotFort: 1 }, support: -2 },
    NewYork: { pieces: { britishRegular: 1, tory: 2, militiaUnderground: 1, warPartyUnderground: 1 }, support: 0 },
    Virginia: { pieces: { militiaUnderground: 1 }, support: 0 },
  },
  leaders: {
    british: { leader: 'Gage', at: 'Boston' },
    patriots: { leader: 'Washington', at: 'Massachusetts' },
    french: { leader: 'Rochambeau', at: 'available' },
    indians: { leader: 'Brant', at: 'Northwest' },
  },
  releaseSchedule: [
    { britishRegular: 6, tory: 6 }, // First Winter Quarters Round (after 1775)
    { britishRegular: 6, tory: 6 }, // Second Winter Quarters Round (after 1776)
  ],
  brilliantStrokes: ALL_STROKES,
  victoryChecks: true,
};

/** 1776 — British Return to New York (page 38). */
const S1776: Scenario = {
  id: '1776',
  name: 'British Return to New York',
  years: '1776–1779',
  duration: 'medium',
  campaigns: ['1776', '1777', '1778', '1779'],
  periodPiles: ['1775-1776', '1777-1778', '1777-1778', '1779-1780'],
  resources: { british: 5, patriots: 2, french: 5, indians: 0 },
  cbc: 1,
  crc: 3,
  fni: 0,
  treatyOfAlliance: false,
  statedSupport: 3,
  statedOpposition: 5,
  statedFrenchPreparations: 9,
  available: pool({
    britishRegular: 7,
    tory: 10,
    britishFort: 3,
    continental: 12,
    militia: 10,
    patriotFort: 4,
    frenchRegular: 6,
    warParty: 7,
    village: 10,
  }),
  unavailable: pool({ britishRegular: 6, tory: 6, frenchRegular: 9, squadron: 1 }),
  spaces: {
    QuebecCity: { pieces: { britishRegular: 1, tory: 1 }, support: 1 },
    Boston: { pieces: {}, support: -1 },
    NewYorkCity: { pieces: { britishRegular: 6, britishFort: 1, continental: 1 }, support: 1 },
    // Extraction prints "Philadelphia: Rebellion Control" after this Militia line (reference README).
    Philadelphia: { pieces: { militiaUnderground: 1 }, support: 0 },
    CharlesTown: { pieces: { continental: 2, patriotFort: 1 }, support: 0 },
    Quebec: {
      pieces: { britishRegular: 1, tory: 1, britishFort: 1, militiaUnderground: 1, warPartyUnderground: 1, village: 1 },
      support: 0,
    },
    Northwest: { pieces: { warPartyUnderground: 1 }, support: 0 },
    Southwest: { pieces: { warPartyUnderground: 1, village: 1 }, support: 0 },
    Florida: { pieces: { britishRegular: 1, britishFort: 1, warPartyUnderground: 2 }, support: 0 },
    Massachusetts: { pieces: { continental: 1, militiaUnderground: 1, patriotFort: 1 }, support: -2 },
    NewYork: { pieces: { britishRegular: 3, tory: 3, continental: 3, warPartyUnderground: 2 }, support: 0 },
    Virginia: { pieces: { tory: 2 }, support: 0 },
    NorthCarolina: { pieces: { continental: 1, militiaUnderground: 1, warPartyUnderground: 1 }, support: 0 },
    SouthCarolina: { pieces: { tory: 2 }, support: 0 },
    Georgia: { pieces: { militiaUnderground: 1 }, support: 0 },
    WestIndies: { pieces: {}, support: 0, squadrons: 2 },
  },
  leaders: {
    british: { leader: 'Howe', at: 'NewYorkCity' },
    patriots: { leader: 'Washington', at: 'NewYork' },
    french: { leader: 'Rochambeau', at: 'available' },
    indians: { leader: 'Brant', at: 'NewYork' },
  },
  releaseSchedule: [
    { britishRegular: 6, tory: 6 }, // First Winter Quarters Round (after 1776)
  ],
  brilliantStrokes: ALL_STROKES,
  victoryChecks: true,
};

/** 1778 — The Southern Campaign (page 39). */
const S1778: Scenario = {
  id: '1778',
  name: 'The Southern Campaign',
  years: '1778–1780',
  duration: 'short',
  campaigns: ['1778', '1779', '1780'],
  periodPiles: ['1777-1778', '1779-1780', '1779-1780'],
  resources: { british: 6, patriots: 3, french: 8, indians: 2 },
  cbc: 10,
  crc: 12,
  fni: 0,
  treatyOfAlliance: true,
  statedSupport: 17,
  statedOpposition: 16,
  // As printed ("28 French at War side"); the 2.3.9 formula would give 21 — see the module notes.
  statedFrenchPreparations: 28,
  available: pool({
    britishRegular: 7,
    tory: 8,
    britishFort: 3,
    continental: 11,
    militia: 1,
    patriotFort: 2,
    frenchRegular: 8,
    warParty: 8,
    village: 6,
  }),
  unavailable: pool({}),
  spaces: {
    QuebecCity: { pieces: { britishRegular: 2, tory: 2 }, support: 2 },
    Boston: { pieces: { continental: 2 }, support: -1 },
    NewYorkCity: { pieces: { britishRegular: 5, tory: 3, britishFort: 1 }, support: 2 },
    Philadelphia: { pieces: { britishRegular: 4, tory: 2 }, support: 2 },
    Norfolk: { pieces: { militiaUnderground: 1 }, support: 0 },
    CharlesTown: { pieces: { militiaUnderground: 2, patriotFort: 1 }, support: -2 },
    Savannah: { pieces: { tory: 2 }, support: 1 },
    Quebec: { pieces: { britishRegular: 2, tory: 2, britishFort: 1, warPartyUnderground: 1, village: 1 }, support: 0 },
    Northwest: { pieces: { warPartyUnderground: 1, village: 1 }, support: 0 },
    Southwest: { pieces: { warPartyUnderground: 1, village: 1 }, support: 0 },
    Florida: { pieces: { britishRegular: 1, britishFort: 1, warPartyUnderground: 1, village: 1 }, support: 0 },
    NewHampshire: { pieces: { tory: 2 }, support: 2 },
    Massachusetts: { pieces: { patriotFort: 1 }, support: -2 },
    ConnecticutRhodeIsland: { pieces: { tory: 2, patriotFort: 1, frenchRegular: 4 }, support: -2 },
    NewYork: {
      pieces: { britishRegular: 4, tory: 2, militiaUnderground: 1, warPartyUnderground: 1, village: 1 },
      support: 2,
    },
    NewJersey: { pieces: { continental: 2, militiaUnderground: 4 }, support: -1 },
    Pennsylvania: {
      pieces: { continental: 5, militiaUnderground: 2, patriotFort: 1, warPartyUnderground: 1 },
      support: -1,
    },
    MarylandDelaware: { pieces: {}, support: 1 },
    NorthCarolina: { pieces: { militiaUnderground: 2 }, support: -1 },
    SouthCarolina: { pieces: { militiaUnderground: 2, warPartyUnderground: 1, village: 1 }, support: 0 },
    WestIndies: { pieces: { frenchRegular: 3 }, support: 0, squadrons: 3 },
  },
  leaders: {
    british: { leader: 'Clinton', at: 'NewYorkCity' },
    patriots: { leader: 'Washington', at: 'Pennsylvania' },
    french: { leader: 'Rochambeau', at: 'ConnecticutRhodeIsland' },
    indians: { leader: 'Cornplanter', at: 'Northwest' },
  },
  releaseSchedule: [],
  // #109 counts as already played; the French cannot use it.
  brilliantStrokes: { british: [106], patriots: [105], french: [107], indians: [108] },
  victoryChecks: true,
};

/**
 * Optional Sprint Scenario (page 39): the Southern Campaign set-up, two Campaigns only,
 * all Brilliant Stroke cards removed from play, no Victory Check Phase (6.1); play stops once
 * the second Winter Quarters Round has finished its Support Phase (6.4.3, 7.3).
 */
const SPRINT: Scenario = {
  ...S1778,
  id: 'sprint',
  name: 'Sprint (The Southern Campaign, two Campaigns)',
  years: '1778–1779',
  duration: 'sprint',
  campaigns: ['1778', '1779'],
  periodPiles: ['1777-1778', '1779-1780'],
  brilliantStrokes: { british: [], patriots: [], french: [], indians: [] },
  victoryChecks: false,
};

/** All Scenarios by id (2.1). */
export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = deepFreeze({
  '1775': S1775,
  '1776': S1776,
  '1778': S1778,
  sprint: SPRINT,
});

/** Control of a space as stated on a Scenario page. */
export type StatedControl = 'british' | 'rebellion';

/**
 * Control per space as printed on each Scenario page, for tests only: the engine computes
 * Control (1.7). Spaces not listed have no stated Control.
 */
export const STATED_CONTROL: Readonly<Record<ScenarioId, Readonly<Partial<Record<SpaceId, StatedControl>>>>> =
  deepFreeze({
    '1775': {
      QuebecCity: 'british',
      Boston: 'british',
      NewYorkCity: 'british',
      Philadelphia: 'rebellion',
      Quebec: 'british',
      Florida: 'british',
      Massachusetts: 'rebellion',
      NewYork: 'british',
      Virginia: 'rebellion',
    },
    '1776': {
      QuebecCity: 'british',
      NewYorkCity: 'british',
      Philadelphia: 'rebellion',
      CharlesTown: 'rebellion',
      Quebec: 'british',
      Florida: 'british',
      Massachusetts: 'rebellion',
      NewYork: 'british',
      Virginia: 'british',
      NorthCarolina: 'rebellion',
      SouthCarolina: 'british',
      Georgia: 'rebellion',
    },
    '1778': stated1778(),
    sprint: stated1778(),
  });

/** Stated Control of the Southern Campaign page (also the Sprint's, which sets up the same way). */
function stated1778(): Partial<Record<SpaceId, StatedControl>> {
  return {
    QuebecCity: 'british',
    Boston: 'rebellion',
    NewYorkCity: 'british',
    Philadelphia: 'british',
    Norfolk: 'rebellion',
    CharlesTown: 'rebellion',
    Savannah: 'british',
    Quebec: 'british',
    Florida: 'british',
    NewHampshire: 'british',
    Massachusetts: 'rebellion',
    ConnecticutRhodeIsland: 'rebellion',
    NewYork: 'british',
    NewJersey: 'rebellion',
    Pennsylvania: 'rebellion',
    NorthCarolina: 'rebellion',
    WestIndies: 'rebellion',
  };
}

/** The Scenario with this id; throws RangeError on an unknown id. */
export function scenarioById(id: ScenarioId): Scenario {
  if (!Object.prototype.hasOwnProperty.call(SCENARIOS, id)) {
    throw new RangeError(`Unknown scenario id: ${String(id)}`);
  }
  return SCENARIOS[id];
}
