/**
 * The game state: plain JSON, deep-frozen. Its fields are described in docs/contract.md, "State".
 * @module
 */
import type {
  CardId,
  Control,
  Decider,
  Faction,
  LeaderId,
  PieceType,
  ScenarioId,
  SpaceId,
  SpacePiece,
} from '../data/ids';
import type { DiceState } from '../dice/index';

/** One space on the map (or the West Indies box). */
export interface SpaceState {
  /** Pieces present, by kind (every kind present, 0 when none). */
  pieces: Record<SpacePiece, number>;
  /** +2 Active Support … −2 Active Opposition; always 0 in population-0 spaces (1.6.1). */
  support: number;
  /** Always what rule 1.7 computes from the pieces. */
  control: Control;
  /** Propaganda markers here (4.3.1). */
  propaganda: number;
  /** Raid markers here (3.4.4). */
  raid: number;
  /** Blockade markers on this City (1.9); 0 elsewhere. */
  blockades: number;
  /** Squadrons in the West Indies box (1.9); 0 elsewhere. */
  squadrons: number;
}

/** How dice are produced: from the RNG in the state, or as decisions of the pseudo-faction `chance`. */
export type DiceMode = 'seeded' | 'external';

/**
 * Where the cards come from: the prepared deck (shuffled from the seed, or the explicit `deck`), or the
 * table's own deck, each card revealed as a decision of the pseudo-faction `chance` (docs/contract.md).
 */
export type CardsMode = 'seeded' | 'external';

/**
 * Options of {@link createGame}, normalised: every field present, except `cards` and `campaigns`, which
 * appear only when given (`cards` only as `'external'`), so that games without them keep their states.
 */
export interface GameOptions {
  /** Seed of the deck shuffle and the dice. */
  seed: string | number;
  /** Period Events option (page 36): each campaign is dealt from its period's cards. */
  periodEvents: boolean;
  /** Winter is Coming option (2.3.7): a revealed Winter Quarters card is not swapped in early. */
  winterIsComing: boolean;
  /** Factions run by the Non-Player flowcharts (8.0). */
  nonPlayers: Faction[];
  /**
   * The human players and the Factions each runs (1.5); used for combined victory (7.2, 7.3) and
   * one-player victory (8.8). Default: every Faction not a Non-player is its own player.
   */
  players: Faction[][];
  /** One-Player Difficulty option (8.8). */
  oneplayerDifficulty: boolean;
  /** `seeded` (default) or `external` dice. */
  dice: DiceMode;
  /** Explicit draw order (card numbers, top first) used instead of a shuffled deck, or null. */
  deck: CardId[] | null;
  /** `external`: each card is revealed by the table, as a decision of `chance`; absent for the prepared deck. */
  cards?: CardsMode;
  /** How many campaigns the deck holds (page 36), when given; absent: the scenario's, or as many as the explicit `deck` holds. */
  campaigns?: number;
}

/** The deck (2.2, 2.3.7). */
export interface DeckState {
  /** The card being played now (top of the played pile), or null after the game. */
  current: CardId | null;
  /** The revealed top card of the draw deck, or null when the draw deck is empty. */
  next: CardId | null;
  /** The rest of the draw deck under `next`, top first (hidden from players by {@link view}). */
  draw: CardId[];
  /** The played pile, oldest first, without `current`. */
  played: CardId[];
}

/** Where a Leader is. */
export interface LeaderState {
  leader: LeaderId;
  at: SpaceId | 'available';
}

/** What an Eligible Faction did on the current card (2.3.4). */
export interface ExecutedRecord {
  faction: Faction;
  /** `command` (full), `limitedCommand`, `event`. */
  did: 'command' | 'limitedCommand' | 'event';
  /** Whether a Special Activity accompanied the Command. */
  specialActivity: boolean;
}

/** Bookkeeping of the card being played (2.3). */
export interface TurnState {
  /** Factions that have been offered their options on this card (acted or passed), in order. */
  offered: Faction[];
  /** Factions that executed a Command or Event on this card, in order (at most two). */
  executed: ExecutedRecord[];
  /** Factions an Event keeps Eligible through the next card (2.3.6). */
  stayEligible: Faction[];
  /** Factions an Event makes Ineligible through the next card (2.3.6). */
  makeIneligible: Faction[];
}

/** A decision-machine frame: plain JSON, `kind` names its step module. */
export interface Frame {
  kind: string;
  [field: string]: unknown;
}

/** One line of the account of play. */
export interface LogEntry {
  /** What happened, in words a player understands. */
  text: string;
  /** The rule section, e.g. `3.2.1`. */
  rule?: string;
  /** Who did it. */
  faction?: Decider;
}

/** Victory margins of one Faction (7.2, 7.3). */
export interface FactionMargins {
  /** Margin of the first victory condition (positive = met, 7.2). */
  first: number;
  /** Margin of the second victory condition (positive = met, 7.2). */
  second: number;
  /** Total victory margin at game end (7.3). */
  total: number;
  /** Both conditions met at a Victory Check (French also need the Treaty of Alliance). */
  met: boolean;
}

/** The end of the game. */
export interface GameResult {
  /** The winning Faction, or null (stalemate / no winner). */
  winner: Faction | null;
  /** The winning players' Factions (a combined side win lists two), empty when none. */
  winners: Faction[];
  /** Why the game ended. */
  reason: 'victoryCheck' | 'nonPlayerVictory' | 'finalWinterQuarters' | 'oneplayerStalemate' | 'oneplayerVictory';
  /** Margins of every Faction when the game ended. */
  margins: Record<Faction, FactionMargins>;
  /** Ranking, first place first (7.1, 8.8). */
  ranking: Faction[];
  /** A sentence for players. */
  summary: string;
}

/** The whole game: plain JSON, deep-frozen. */
/**
 * The board as a Non-Player Faction's Command found it (8.1), kept by the Command's host
 * (`commandHost.start`): the flowchart policies plan the whole Command from it, so every micro-decision
 * of the Command (and a save in the middle of it) follows the same plan. Shares the state's own parts.
 */
export type BoardSnapshot = Pick<GameState, 'spaces' | 'available' | 'unavailable' | 'casualties' | 'resources' | 'cbc' | 'crc' | 'fni' | 'leaders'>;

export interface GameState {
  /** State format version. */
  version: 1;
  scenario: ScenarioId;
  options: GameOptions;
  spaces: Record<SpaceId, SpaceState>;
  available: Record<PieceType, number>;
  unavailable: Record<PieceType, number>;
  casualties: Record<PieceType, number>;
  resources: Record<Faction, number>;
  /** Cumulative British Casualties (1.6.4). */
  cbc: number;
  /** Cumulative Rebellion Casualties (1.6.4). */
  crc: number;
  /** French Naval Intervention level (1.9). */
  fni: number;
  /** Whether the Treaty of Alliance has been played (2.3.9). */
  treatyOfAlliance: boolean;
  leaders: Record<Faction, LeaderState>;
  eligible: Record<Faction, boolean>;
  deck: DeckState;
  /** Brilliant Stroke cards each Faction holds (2.3.8). */
  brilliantStrokes: Record<Faction, CardId[]>;
  /** Winter Quarters Rounds begun so far (drives the British Release schedule, 6.5.3, and 8.8). */
  winterQuarters: number;
  /** Bookkeeping of the current Event card, or null outside one. */
  turn: TurnState | null;
  /** The decision machine: frames, bottom first; empty when the game is over. */
  stack: Frame[];
  /** The dice service state (hidden by {@link view}). */
  dice: DiceState;
  /** Account of the current card only; the whole game's account is derived from the action record. */
  log: LogEntry[];
  /**
   * When the last action ended a card (or several), the account of the card(s) it ended, up to that
   * moment; emptied by the next action. So the account of every action is in the state it produced
   * ({@link newLogEntries}).
   */
  priorLog: LogEntry[];
  /** Number of actions applied since the start. */
  steps: number;
  /** Null while playing; the outcome once the game is over. */
  result: GameResult | null;
}
