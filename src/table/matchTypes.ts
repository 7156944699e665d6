/**
 * The public types of whole-move matching for virtual tables (issue #20): what the table announced (its
 * Command, Special Activity, Event or Pass, 2.3.2–2.3.5), the search's options, and its result — the
 * micro-action sequences that reproduce the table's board, or the differences left and where the
 * table's move departs from the rules. Re-exported by matchMove.ts.
 * @module
 */
import type { Action, ActivityId, CommandId } from '../core/action';
import type { IllegalActionError } from '../core/errors';
import type { GameState } from '../core/state';

/** What the table announced: the searched sequences must take exactly these choices (2.3.2–2.3.5). */
export interface Announced {
  /** The Command executed (first one, for a Brilliant Stroke's two Limited Commands; with `side`, the one the Event grants). */
  command?: CommandId;
  /** Whether the Command was Limited (2.3.5). */
  limited?: boolean;
  /** The Special Activity, or `null` for none. */
  activity?: ActivityId | null;
  /** The Event side played (5.2). */
  side?: 'unshaded' | 'shaded';
  /** The Faction passed (2.3.3). */
  pass?: boolean;
  /** The Faction played its Brilliant Stroke (2.3.8). */
  brilliantStroke?: boolean;
}

/** Options of {@link matchMove}. */
export interface MatchOptions {
  /** What the table announced. */
  announced?: Announced;
  /**
   * Where the move stops. `turn`: when the Faction's turn on the card is over (the next Eligible
   * Faction's options, a new card, the Winter Quarters Round, the end of the game); `faction`: at the
   * first decision of another Faction (not `chance`); or a predicate over the states reached. Default:
   * `turn` on an Event card, `faction` in a Winter Quarters Round.
   */
  until?: 'turn' | 'faction' | ((state: GameState) => boolean);
  /** How many matching sequences to return at most (the canonical one first). Default 1. */
  alternatives?: number;
  /** How many positions the search may expand before it gives up. Default 2000. */
  maxNodes?: number;
}

/** Dice a sequence needed: one roll (one or more dice) and what it was for. */
export interface DiceNeeded {
  /** Index in the sequence of the action during which the dice were rolled. */
  step: number;
  /** What the roll was for, as the log says it. */
  reason: string;
  values: number[];
}

/** A legal sequence that produces the target. */
export interface MatchedSequence {
  /** The micro-actions, in the engine's order (every Faction's decisions and `chance` rolls included). */
  actions: Action[];
  /** The dice rolled along the way (seeded dice: the state's own; external dice: the rolls chosen). */
  dice: DiceNeeded[];
  /** The state at the end of the move. */
  state: GameState;
}

/** One thing that differs from the target. */
export interface BoardDifference {
  /** A space id, a pool (`available`, `unavailable`, `casualties`), `resources`, `leaders` or a track (`cbc`, `crc`, `fni`, `treatyOfAlliance`). */
  where: string;
  /** A piece kind, `support`, a marker, a Faction, or the track itself. */
  what: string;
  actual: number | string | boolean;
  target: number | string | boolean;
  /** In words: "Boston: 2 Tories, the target has 3". */
  text: string;
}

/** Where the table's move departs from the rules. */
export interface Departure {
  /** Index of the first action the table's move cannot have taken (= the closest sequence's length, or the step that ended the move). */
  step: number;
  /** Why, in game terms. */
  reason: string;
  /** The engine's refusal of the nearest action toward the target, when one could be built. */
  error?: IllegalActionError;
}

/** The answer of {@link matchMove}. */
export type MatchResult =
  | { ok: true; sequences: MatchedSequence[]; nodes: number }
  | {
      ok: false;
      /** The legal sequence whose board is nearest to the target, and what still differs. */
      closest: { actions: Action[]; differences: BoardDifference[]; state: GameState };
      departure: Departure;
      /** Positions expanded. */
      nodes: number;
      /** Whether the search stopped at `maxNodes` (then a longer search might still match). */
      exhausted: boolean;
    };
