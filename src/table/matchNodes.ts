/**
 * The shared state of whole-move matching's search: a position reached (Node) with the way back to the
 * start, a step taken from one (Step), and what one search carries (Search) — read by the search in
 * matchMove.ts and by the drops of matchDrops.ts. No rule.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Announced } from './matchTypes';
import type { Distance } from './matchDistance';
import type { PositionKeys } from './matchKeys';
import type { RouteScratch } from './matchRoutes';

/** A position reached by the search, with the way back to the start. */
export interface Node {
  /** The position, or null while the step that leads to it has not been taken yet (a detour, or a selection or end of a decision: taken only when its turn comes). */
  state: GameState | null;
  action: Action | null;
  /** Whether the mover has already taken the Command, Special Activity or Event it announced (they are checked once). */
  commanded: boolean;
  /** Whether the mover has taken a Special Activity (some give Resources back: paying beyond the target before it is no detour). */
  acted: boolean;
  parent: Node | null;
  depth: number;
  dist: number;
  /** The distance without Resources: what orders the search (paying for a space is no progress by itself). */
  rank: number;
  /** Steps on the way that moved a space's piece count or marker away from the target, or named a space the move leaves unchanged. */
  detours: number;
  /** Order of discovery: the tie-break that keeps the engine's canonical order. */
  order: number;
  /** The moves offered here that brought the board nearer the target (set when expanded; see {@link forecloses}). */
  progress?: Set<string>;
  /** Whether {@link forecloses} has been checked. */
  checked?: boolean;
  /** Whether only the rest of the group its move began may move next (see {@link forecloses}). */
  groupRest?: boolean;
  /** The position's transposition key, once taken. */
  key?: number;
  /** The index of the action in its parent's legal list, while the step is not taken yet. */
  index?: number;
  /** The detours its choice among its siblings adds, for a child ranked by a {@link guessed} step until it is taken. */
  extra?: number;
  /** That guess. */
  guess?: Guess;
  /**
   * Set while the step is part of an excursion made to spend the mover's Resources down: the rank the
   * excursion began at. From a selection made on the target ({@link spareResources}; rank 0), or of an
   * owed space ({@link sparesOwed}) where the pieces placed come from the map ({@link relaysPlacements}),
   * every step of the mover until the board is back at that rank; its moves away from the target are no
   * detours, and its selections at a higher rank need not follow the map order. In the wary run also from
   * Militia taken on from a relay (takesOnRelay in matchMove.ts), through the selection after it at any rank.
   */
  spare?: number;
  /** Whether the step places a War Party in a Gather's Province owed that ends unchanged (a relay: its step away from the target is no detour; see placesRelay in matchMove.ts). */
  relay?: boolean;
  /** Whether the line has passed up the announced strike once it could do all the target shows of it (a detour, counted once: {@link strikeReady}). */
  passed?: boolean;
  /** The step that reached the position, once taken: its exact drops are checked when the position is taken from the frontier (most queued positions never are). */
  step?: Step;
}

/**
 * A new {@link Node}, every field present from the start (its optional ones undefined): all nodes share
 * one shape, so the frontier's comparisons and the expansion read them at fixed places.
 */
export function newNode(state: GameState | null, action: Action | null, commanded: boolean, acted: boolean, parent: Node | null, depth: number, dist: number, rank: number, detours: number, order: number, key: number | undefined): Node {
  return { state, action, commanded, acted, parent, depth, dist, rank, detours, order, progress: undefined, checked: undefined, groupRest: undefined, key, index: undefined, extra: undefined, guess: undefined, spare: undefined, relay: undefined, passed: undefined, step: undefined };
}


/** A step taken from a position: the position reached, its transposition key and distance to the target. */
export interface Step {
  readonly state: GameState;
  readonly key: number;
  readonly dist: number;
  /** The spaces' part of {@link Distance.away} for the step. */
  readonly spacesAway: number;
  /** How many of those are the mover's pieces brought into a space of its {@link Strike} (no detour before the Activity). */
  readonly enabling: number;
  /** Whether the position can still reach the target's Resources ({@link spentBeyond} finds none short), once asked (it depends on the position alone). */
  reachable?: boolean;
}


/**
 * A position expanded by either run: its legal list, asked of the machine once (asked again, the machine
 * would keep it in its weak map; the search keeps it here for its own lifetime, as it keeps the states),
 * and the steps taken from it, by the index of the action in that list ({@link stepFrom} in matchMove.ts).
 */
export interface Expanded {
  readonly legal: readonly Action[];
  readonly steps: Step[];
}

/** What a step does to the distance ({@link Step}'s numbers), taken or {@link guessed}. */
export type Guess = Pick<Step, 'dist' | 'spacesAway' | 'enabling'>;

export interface Search {
  stop: (s: GameState) => boolean;
  /** Whether {@link stop} is one of {@link moveIsOver}'s own (not the caller's predicate): it reads the stack's frames below the top, the top's kind and Faction, the deck and the result only. */
  ownStop: boolean;
  dist: Distance;
  keys: PositionKeys;
  /**
   * What was taken from each position expanded, by its transposition key (a position the other run reached
   * in another order is the same): its legal list and the steps taken, by the index of the action in it ({@link Expanded}).
   */
  steps: Map<number, Expanded>;
  /** The moves whose {@link guessed} step was found wrong ({@link guessClass}). */
  inexact: Set<string>;
  changed: ReadonlySet<string>;
  mover: string;
  announced: Announced | undefined;
  alternatives: number;
  maxNodes: number;
  nodes: number;
  order: number;
  found: Node[];
  /** The node nearest the target, and the nearest where the move is over (a whole legal move). */
  best: Node;
  bestEnd: Node | null;
  /** Whether a strike with a March may cost the mover a unit ({@link strikeMayCostOwn}); {@link ownLossPossible} reads it. */
  strikeCosts: boolean;
  /** The arrays {@link routesShort} works in, made at its first call ({@link RouteScratch}). */
  routes: RouteScratch | undefined;
}
