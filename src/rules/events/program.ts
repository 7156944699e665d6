/**
 * The language of Event programs (chapter 5): an Event side is a list of instructions, each a small
 * declarative record ("select two Cities", "shift them one level toward Active Opposition", "place two
 * Propaganda in each"). Filters and formulas are functions in the card's own file (static code); the
 * interpreter (interpreter.ts) runs a program with a frame that keeps only the program counter, the
 * variables the program bound and the progress of the instruction under way, so a half-resolved Event
 * is plain JSON.
 *
 * Instructions say what they do to whom (`op`, the pieces, the pool, the level), so that a
 * Non-Player (8.3.4–8.3.6) can read what a pending Event decision is about without knowing the card.
 * @module
 */
import type { Frame, GameState } from '../../core/state';
import type { CardId, Faction, SpaceId, SpacePiece } from '../../data/ids';
import type { EventSide, Restriction } from '../../flow/contracts';
import type { HostReport } from '../../flow/host';
import type { Pool } from '../board';

/** Where a placed piece comes from: a pool, or the West Indies box where the text names it (5.1.1). */
export type PlaceSource = Pool | 'westIndies';

/** Values a program binds: chosen spaces, a chosen Faction, a number. */
export type EventValue = SpaceId[] | Faction | number;

/** The variables of a program under way, by name. */
export type EventVars = Record<string, EventValue>;

/** What a filter or formula of a card sees. */
export interface EventContext {
  readonly state: GameState;
  readonly card: CardId;
  readonly side: EventSide;
  /** The executing Faction (5.1). */
  readonly faction: Faction;
  readonly vars: Readonly<EventVars>;
}

/** A Faction: named, the executing one, or one the program chose (a variable). */
export type FactionRef = Faction | 'executing' | { readonly var: string };

/** Spaces: named, or those the program chose (a variable). */
export type SpacesRef = readonly SpaceId[] | { readonly var: string };

/** Piece kinds: fixed, or depending on who executes ("friendly", "the executing Faction's"). */
export type PiecesRef = readonly SpacePiece[] | ((ctx: EventContext) => readonly SpacePiece[]);

/** A number: fixed or computed from the board ("one in five, rounding down"). */
export type Amount = number | ((ctx: EventContext) => number);

/** A Support/Opposition level, −2 (Active Opposition) to +2 (Active Support) (1.6). */
export type Level = -2 | -1 | 0 | 1 | 2;

interface Common {
  /** Only when this holds (else the instruction is skipped): a later instruction depending on an earlier choice. */
  readonly when?: (ctx: EventContext) => boolean;
}

/**
 * Select spaces, one at a time, and bind them to `bind`. `count` spaces (fewer when fewer qualify,
 * 5.1.3); with `upTo`, the decider may stop earlier. Where `yields` is given, only the spaces where the
 * rest of the text does the most are offered (5.1.3: the fuller choice).
 */
export interface SelectSpaces extends Common {
  readonly op: 'selectSpaces';
  readonly bind: string;
  /** What a space is, for the prompt ("City", "Colony with Militia"). */
  readonly what: string;
  readonly count: Amount;
  readonly upTo?: boolean;
  /** Who selects (default: the executing Faction, 5.1). */
  readonly who?: FactionRef;
  /** Whether the space qualifies (those already selected are never offered again, unless `repeat`). */
  readonly filter: (ctx: EventContext, space: SpaceId) => boolean;
  /**
   * A space may be selected more than once ("up to three Militia anywhere", each piece its own
   * selection): the bound list then names a space once per selection, in map order.
   */
  readonly repeat?: boolean;
  /** How much of the text the space allows (5.1.3): only the spaces with the most are offered. */
  readonly yields?: (ctx: EventContext, space: SpaceId) => number;
}

/**
 * Place pieces in each of the spaces: `count` in each,
 * each of one of the kinds listed, from the pools listed (Available unless the text names another,
 * 5.1.1). With `upTo` ("may", "up to") the decider may stop; else as many as can be placed are
 * (5.1.3). Stacking, the Treaty (French pieces) and where a kind may stand are respected (5.1.1).
 */
export interface Place extends Common {
  readonly op: 'place';
  readonly where: SpacesRef;
  readonly pieces: PiecesRef;
  readonly count: Amount;
  readonly upTo?: boolean;
  /** The pools (and the West Indies box, "from Available or West Indies") the pieces come from; Available when absent. */
  readonly from?: readonly PlaceSource[];
  /**
   * "X or Y" ("three Militia or three War Parties", "one British Fort or two Tories"): every piece placed
   * in a space is of the kind of the first one placed there, a kind that can be placed in full offered
   * first (5.1.3).
   */
  readonly oneKind?: boolean;
  /** With `oneKind`, a kind's own count where the text gives one ("one British Fort or two Tories"); `count` for the others. */
  readonly counts?: Readonly<Partial<Record<SpacePiece, number>>>;
  /** Who places and decides the details (default: the executing Faction). */
  readonly who?: FactionRef;
  /** Bind the number of pieces placed to this variable (a later count depends on it). */
  readonly bind?: string;
}

/**
 * Replace pieces in each of the spaces (or anywhere on the map): every piece of the kinds listed, or
 * with `count` only that many of them over all the spaces ("replace any four Militia"), chosen one at a
 * time by `who` (default: the executing Faction); each by `ratio` pieces of kind `to` from Available.
 * Where the replacement is not Available or may not stand there, the piece is removed all the same
 * (5.1.1, 1.4.1).
 */
export interface Replace extends Common {
  readonly op: 'replace';
  readonly where: SpacesRef | 'map';
  readonly pieces: PiecesRef;
  readonly to: SpacePiece;
  readonly ratio: number;
  readonly count?: Amount;
  readonly who?: FactionRef;
}

/**
 * Activate Underground Militia or War Parties (1.4.3): every one in the spaces (`all`), or `count` of
 * them anywhere the text allows, chosen one at a time by `who` (default: the Faction whose pieces they are).
 */
export interface Activate extends Common {
  readonly op: 'activate';
  readonly where: SpacesRef | 'map';
  /** Whose pieces: Militia for the Patriots, War Parties for the Indians. */
  readonly faction: FactionRef;
  readonly count: Amount | 'all';
  readonly who?: FactionRef;
}

/**
 * Move pieces of the kinds listed from the spaces (or anywhere on the map) into one space ("relocate"),
 * one at a time, up to `count`; `upTo` lets the decider stop.
 */
export interface Relocate extends Common {
  readonly op: 'relocate';
  readonly from: SpacesRef | 'map';
  /**
   * The space they go to: named, or the one the program chose (a variable bound by `selectSpaces`, its
   * first space: "into an adjacent Province", #23); a variable naming no space moves nothing (5.1.3).
   */
  readonly to: SpaceId | { readonly var: string };
  readonly pieces: PiecesRef;
  readonly count: Amount;
  readonly upTo?: boolean;
  readonly who?: FactionRef;
}

/**
 * Raise or lower French Naval Intervention (1.9): nothing before the Treaty of Alliance; after it, each
 * level lowered the British remove a Blockade to the West Indies, each level raised the French put a
 * Squadron from the West Indies on a City, within level 3 and the Squadrons there. By `change` levels
 * ("lower FNI one level"), or to a level (`to`, "FNI to 0"): see {@link FniBy}, {@link FniTo}.
 */
export type Fni = FniBy | FniTo;

/** "Raise/lower FNI n levels": `change` levels up (positive) or down (negative). */
export interface FniBy extends Common {
  readonly op: 'fni';
  readonly change: number;
  readonly to?: undefined;
}

/**
 * "FNI to n" (#40): FNI moves to the level, one level at a time from where it stands when the
 * instruction begins (each level a Blockade removed or placed, as {@link FniBy}), as far as it can (5.1.3).
 */
export interface FniTo extends Common {
  readonly op: 'fni';
  readonly to: 0 | 1 | 2 | 3;
  readonly change?: undefined;
}

/**
 * A Faction will be Eligible (`eligible`: "remains Eligible", "becomes Eligible") or Ineligible
 * ("Ineligible through the next card") for the next card, whatever it did on this one (2.3.6).
 */
export interface Eligibility extends Common {
  readonly op: 'eligibility';
  readonly faction: FactionRef;
  readonly effect: 'eligible' | 'ineligible';
  /**
   * `ineligible` only: "Ineligible through the next card" takes hold at once — the Faction's cylinder
   * leaves the Eligible box now (2.3.6 play note), so a Faction still to be offered options on this card
   * is skipped (2.3, 2.3.2) — and lasts through the next card.
   */
  readonly now?: boolean;
}

/** Run a Winter Quarters procedure in the middle of the card (Patriot or Tory Desertion, 6.6). */
export interface Procedure extends Common {
  readonly op: 'procedure';
  readonly name: 'patriotDesertion' | 'toryDesertion';
}

/**
 * Remove pieces of the kinds listed from the spaces (or anywhere on the map): `count` in all
 * (`perSpace`: in each), or `all` of them, to a pool (Available unless said otherwise; "to
 * Casualties" follows 1.6.4: cubes to the Casualties box, Forts back to Available, both counted in
 * CBC or CRC). A computed `count` ("one in five") is read once, when the instruction begins. Kinds in
 * `last` only once no other listed kind is left there ("Villages last"). With `upTo` the decider may
 * stop. The decider is `who` (default: the executing Faction).
 */
export interface Remove extends Common {
  readonly op: 'remove';
  readonly where: SpacesRef | 'map';
  readonly pieces: PiecesRef;
  readonly count: Amount | 'all';
  readonly perSpace?: boolean;
  readonly upTo?: boolean;
  readonly to?: Pool;
  readonly last?: readonly SpacePiece[];
  readonly who?: FactionRef;
  /**
   * At most `count` pieces of each group of kinds (in each space when `perSpace`, else in all): "one
   * War Party and two Militia or one Militia and two War Parties" is three pieces, at most two of each.
   */
  readonly limits?: readonly PieceLimit[];
}

/** At most `count` pieces of these kinds (a `remove` limit). */
export interface PieceLimit {
  readonly pieces: readonly SpacePiece[];
  readonly count: number;
}

/**
 * Flip every Active Militia (the Patriots') or War Party (the Indians') in the spaces (or on the map) to
 * Underground (1.4.3): "all War Parties on the map to Underground".
 */
export interface Underground extends Common {
  readonly op: 'underground';
  readonly where: SpacesRef | 'map';
  /** Whose pieces: Militia for the Patriots, War Parties for the Indians. */
  readonly faction: FactionRef;
}

/**
 * Move pieces of the kinds listed out of the spaces that qualify when the instruction begins, each into
 * a space adjacent to the one it leaves (where it may stand, 1.4.2), one at a time; each piece moves at
 * most once — the pieces of each origin that may move are counted when the instruction begins, so one
 * arriving in another origin does not move again. "Any": the decider moves as many as it likes and
 * stops when it wants (`done`).
 */
export interface MoveAdjacent extends Common {
  readonly op: 'moveAdjacent';
  /** The origins: named spaces, or the map spaces passing the filter when the instruction begins. */
  readonly from: SpacesRef | ((ctx: EventContext, space: SpaceId) => boolean);
  readonly pieces: PiecesRef;
  /** Who moves and decides (default: the executing Faction). */
  readonly who?: FactionRef;
}

/** Shift each of the spaces `levels` levels toward `toward` (never past it; no effect at population 0, 1.6). */
export interface Shift extends Common {
  readonly op: 'shift';
  readonly where: SpacesRef;
  readonly levels: number;
  readonly toward: Level;
}

/** Put markers in each of the spaces, within the markers that exist (3.3.3: 12 Propaganda, 12 Raid). */
export interface Markers extends Common {
  readonly op: 'markers';
  readonly where: SpacesRef;
  readonly marker: 'propaganda' | 'raid';
  readonly count: number;
}

/** Add (or with a negative amount remove) a Faction's Resources, within 0–50 (1.8, 5.1.1). */
export interface Resources extends Common {
  readonly op: 'resources';
  readonly faction: FactionRef;
  readonly amount: Amount;
}

/** Move pieces of a type between pools (and the West Indies box), as many as there are up to `count`. */
export interface MovePool extends Common {
  readonly op: 'movePool';
  readonly type: 'frenchRegular' | 'squadron';
  readonly from: Pool | 'westIndies';
  readonly to: Pool | 'westIndies';
  readonly count: number;
}

/** Grant a free Command or Special Activity (5.3, 3.1.2) with the text's restriction; the Event resumes when it is done. */
export interface GrantCommand extends Common {
  readonly op: 'grant';
  readonly faction: FactionRef;
  readonly commands?: readonly string[];
  readonly activities?: readonly string[];
  readonly restriction?: (ctx: EventContext) => Restriction | undefined;
  /** "may": the Faction may decline. */
  readonly optional?: boolean;
  /** Bind the spaces the Command selected to this variable ("then Battle there"). */
  readonly bind?: string;
}

/**
 * Bind a number computed from the board now to `bind`, so that a later count stays what it was when
 * the text began ("until half of them are Active": the number to Activate is fixed before the first).
 */
export interface BindNumber extends Common {
  readonly op: 'bindNumber';
  readonly bind: string;
  readonly value: Amount;
}

/** The executing Faction (or `who`) chooses one of the Factions listed, bound to `bind`. */
export interface ChooseFaction extends Common {
  readonly op: 'chooseFaction';
  readonly bind: string;
  readonly among: readonly Faction[] | ((ctx: EventContext) => readonly Faction[]);
  readonly who?: FactionRef;
}

/** Everything an Event program may do. */
export type Instruction =
  | SelectSpaces
  | Place
  | Replace
  | Remove
  | Activate
  | Relocate
  | Shift
  | Markers
  | Resources
  | Fni
  | MovePool
  | GrantCommand
  | ChooseFaction
  | Eligibility
  | Procedure
  | BindNumber
  | Underground
  | MoveAdjacent;

/** An Event side: its instructions, in the order of the text. */
export type Program = readonly Instruction[];

/** An Event card: both sides (a single-text card has only `unshaded`, 5.2). */
export interface EventCard {
  readonly card: CardId;
  readonly unshaded: Program;
  readonly shaded?: Program;
}

/** The progress of the instruction under way (its own decisions), plain JSON. */
export interface Progress {
  /** Spaces chosen or acted in so far, in order. */
  spaces: SpaceId[];
  /** Position in the instruction's list of spaces (place, remove per space). */
  cursor: number;
  /** Pieces (or other units) done so far in the current space (or in all, for an instruction counted over all its spaces). */
  done: number;
  /** The last choice made, for canonical order (a space's index, a piece kind's and pool's). */
  last: number;
  /** The decider ended the instruction early ("up to", "may"). */
  closed: boolean;
  /** The count the instruction works to, read when it began (a computed count, `remove`); absent when read as it goes. */
  target?: number;
  /**
   * What is still allowed, counted down as the instruction acts: per limit of a `remove` (in the current
   * space), or per origin and kind of a `moveAdjacent` (the pieces that may still leave it). Absent when
   * the instruction keeps no such count.
   */
  quota?: number[];
  /**
   * The pieces moved so far, in order (a `moveAdjacent`, a `relocate`): with them a reader can tell the
   * board the moves began from, and the interpreter which Leaders may follow their units (1.10).
   */
  moved?: { from: SpaceId; to: SpaceId; piece: SpacePiece }[];
  /**
   * The pieces placed from the Available box so far, in order (a `place`, a `replace`, a `movePool` into
   * the West Indies): an Available Leader of their Faction may enter with them once the instruction is
   * over (1.10, the interpreter's). Absent until one is placed.
   */
  placed?: { space: SpaceId; piece: SpacePiece }[];
}

/** The interpreter's frame: which program, where in it, and what it bound. */
export interface EventFrame extends Frame {
  kind: 'event';
  card: CardId;
  side: EventSide;
  /** The executing Faction (5.1). */
  faction: Faction;
  /** Index of the instruction under way (the program's length once done). */
  pc: number;
  vars: EventVars;
  /** The instruction under way, once begun; null between instructions. */
  progress: Progress | null;
  /** A granted Command's report, once done (grant instruction); null while none is awaited or done. */
  granted: HostReport | null;
}
