/**
 * The contracts between the decision machine and the rule modules: what a Command, a Special
 * Activity and an Event module supply, how a Command is executed (its mode and restriction), and the
 * game definition the composition root (src/game) assembles from them. Types only: no rule module is
 * imported here, so every rule family can depend on this file without depending on another family.
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActivityId, CommandId } from '../core/action';
import type { Frame, GameState } from '../core/state';
import type { CardId, Faction, SpaceId } from '../data/ids';
import type { StepLookup } from './settle';
import type { Reason } from '../core/reason';

/**
 * Adjustments to one Battle granted by an Event (Force Level, 3.6.3; Loss Levels, 3.6.5 / 3.6.6),
 * for the Battles of the granted Command only. `attacker` / `defender` are the Battle's sides; a Loss
 * Level is the number of the side's own pieces the enemy's roll removes.
 */
export interface BattleModifiers {
  /** Added to the Attacker's Force Level (3.6.3). */
  attackerForce?: number;
  /** Added to the Defender's Force Level (3.6.3). */
  defenderForce?: number;
  /** Added to the Attacker Loss Level (3.6.6: pieces the Attacker loses). */
  attackerLoss?: number;
  /** Added to the Defender Loss Level (3.6.5: pieces the Defender loses). */
  defenderLoss?: number;
}

/**
 * Limits an Event or a Brilliant Stroke puts on a granted Command or Special Activity ("in one space",
 * "in up to three spaces", "March to … then Battle there"). Plain JSON, carried in the Command's mode
 * (and a Special Activity's context) and honoured in one place (src/flow/restriction.ts) by every
 * space selection, `canStart` and the Battle.
 */
export interface Restriction {
  /** The only spaces the Command may select (its spaces; for March and Garrison, its destinations). */
  spaces?: SpaceId[];
  /** The most spaces (destinations) it may select. */
  maxSpaces?: number;
  /**
   * The Command must be executed in the allowed `spaces` (an Event's "in Florida", "there"): it may not
   * finish until it has selected all of them (up to `maxSpaces`), unless nothing else is left to do.
   */
  mustExecuteIn?: boolean;
  /** Adjustments to the Battles it fights. */
  battle?: BattleModifiers;
}

/** How a Command is executed (2.3.4, 2.3.5, 3.1.2). */
export interface CommandMode {
  /** Limited Command: one space (or one destination), no Special Activity (2.3.5). */
  limited: boolean;
  /** Free Command: no Resource cost to anyone, eligibility untouched (3.1.2). */
  free: boolean;
  /** Whether a Special Activity may accompany it (full Command of an Eligible Faction, 4.1). */
  specialActivity: boolean;
  /** Limits of a granted Command (Events, Brilliant Strokes), absent for an ordinary one. */
  restriction?: Restriction;
  /**
   * A Brilliant Stroke's Limited Command whose Special Activity is still to come: only a Special
   * Activity executed from inside the Command (`embedded`: Common Cause in a British March or Battle,
   * 4.2.1) may accompany it, and it is the Brilliant Stroke's Special Activity (2.3.8).
   */
  embeddedActivity?: boolean;
}

/** Fields every Command frame carries. */
export interface CommandFrame extends Frame {
  faction: Faction;
  mode: CommandMode;
  /** Spaces selected so far, in selection order (3.1: each at most once). */
  selected: SpaceId[];
}

/** A Command module (chapter 3). */
export interface CommandModule {
  /** Command id used in actions (`{ type: 'command', command: id }`). */
  readonly id: CommandId;
  readonly faction: Faction;
  /** Name as in the rules. */
  readonly name: string;
  /** Rule section. */
  readonly rule: string;
  /** Whether the Command can be executed now in at least one space, within the mode's restriction (no dead end, 2.3.4). Pure. */
  canStart(state: GameState, mode: CommandMode): boolean;
  /**
   * Whether the Command is one of its Faction's Commands on this board at all (3.5, 2.3.9: French
   * Muster, March and Battle only after the Treaty of Alliance, Agent Mobilization only before). When
   * false, `canStart` is false whatever the Resources and pieces, and no Special Activity changes that
   * (none plays the Treaty). Absent: always. Pure.
   */
  existsNow?(state: GameState): boolean;
  /**
   * Why the Command cannot be executed now in this mode (no space where it could be, and why: too few
   * Resources, the restriction…), or null when `canStart` holds. Only for refusals, never on the hot path. Pure.
   */
  whyNotStart(state: GameState, mode: CommandMode): Reason | null;
  /** Pushes the Command's first frame; when its frames pop, the Command is complete. */
  start(draft: Draft<GameState>, mode: CommandMode): void;
  /**
   * True when the Command's `done`, once offered, is offered whatever the board becomes: its presence
   * depends on the Command's frame alone. A Special Activity executed between its spaces then never
   * leaves it without a way on (4.1), and the engine need not look ahead (a performance hint; the
   * look-ahead is exact either way, and a test compares the two).
   */
  readonly keepsDone?: boolean;
  /**
   * What one space of the Command costs its Faction (3.1), when its frame, with no space selected yet
   * and not free, offers nothing while the Faction has fewer Resources than that, whatever else the
   * board holds. A Special Activity that keeps those Resources ({@link SpecialActivityModule.keepsResources})
   * then never lets a Command waiting for it go on (4.1), and the engine need not play it through (a
   * performance hint; the look-ahead is exact either way, and a test compares the two).
   */
  readonly spaceCost?: number;
}

/** What a Special Activity needs to know about its accompanying Command. */
export interface ActivityContext {
  faction: Faction;
  /** The accompanying Command's id; `''` for a free Special Activity granted alone (3.1.2). */
  command: string;
  /** Spaces the Command selected (so far). */
  commandSpaces: readonly SpaceId[];
  /** Limits of a granted Special Activity (an Event's "Skirmish in up to three spaces"). */
  restriction?: Restriction;
}

/** A Special Activity module (chapter 4). */
export interface SpecialActivityModule {
  /** Id used in actions (`{ type: 'specialActivity', activity: id }`). */
  readonly id: ActivityId;
  readonly faction: Faction;
  /** Name as in the rules. */
  readonly name: string;
  /** Rule section. */
  readonly rule: string;
  /** Whether it may accompany the Command (4.1.1; Treaty timing for the French, 4.5). Pure. */
  accompanies(state: GameState, command: string): boolean;
  /** Why it may not accompany the Command, in game terms (asked only when `accompanies` is false; default: a generic reason). Pure. */
  whyNotAccompany?(state: GameState, command: string): Reason | null;
  /** Whether it can be executed now in at least one way, within the context's restriction (no dead end). Pure. */
  canStart(state: GameState, context: ActivityContext): boolean;
  /** Why it cannot be executed now (no space where it could act, and why), or null when `canStart` holds. Only for refusals. Pure. */
  whyNotStart(state: GameState, context: ActivityContext): Reason | null;
  /** Pushes its first frame; when its frames pop, the Special Activity is complete. */
  start(draft: Draft<GameState>, context: ActivityContext): void;
  /**
   * What must happen before the Special Activity's own steps (pushed on top of them right after
   * `start`): Howe's FNI drop before any British Special Activity (1.10).
   */
  before?(draft: Draft<GameState>): void;
  /**
   * For Special Activities that can make a Command possible when executed first (the 4.1 example:
   * Indians at 0 Resources Trade to pay for their Command): a state at least as favourable to the
   * Faction's Commands as any this Special Activity (with its `before`) can produce. Only a quick
   * filter: the engine then confirms by playing the Special Activity through. Pure. A Special Activity
   * with a `relax` must play the same whatever Command it accompanies (its `canStart`, `relax` and steps
   * read only the board, and it closes no space to the Command): one trial then serves every Command it
   * might make possible (`enabledByActivities`, flow/host.ts).
   */
  relax?(state: GameState, context: ActivityContext): GameState;
  /**
   * For a Special Activity with a `relax`: the Resource gains of a way of executing it, begun alone
   * from this board, that changes nothing but the Faction's Resources (capped at 50, 1.6): one amount
   * for a way its Faction may choose (Préparer la Guerre's +2), several for a die's results, each
   * possible; null when no such way is sure now. A Command that can be executed after each of them
   * is made executable without playing the Special Activity through (a performance hint: the engine
   * plays it through otherwise, and a test compares the two).
   */
  resourceGains?(state: GameState): readonly number[] | null;
  /**
   * For a Special Activity with a `relax`: the boards left by a few ways of executing it, begun alone
   * from this board, that stand for all its ways: a Command of the Faction that some way leaves
   * executable can be executed on one of these boards (Trade refused in each of its Provinces; Naval
   * Pressure's FNI drop with each Blockade removed). A way that rolls a die leaves the Command executable
   * only after every result: its least favourable result's board stands for it when no result does
   * better with less (Naval Pressure's 1D3 of British Resources: +1). Each
   * is the way's board but the host and the account, which the Commands' `canStart` do not read there;
   * each is built when first asked for (a function), so that the boards after the first one a Command
   * can be executed on are never built.
   * A Command is then made executable, or not, without playing the Special Activity through (a
   * performance hint: the engine plays it through otherwise, and a test compares the two).
   */
  decisiveBoards?(state: GameState): readonly (() => GameState)[];
  /**
   * For a Special Activity with a `relax`: whether its `relax` board itself stands for all its ways, as
   * {@link decisiveBoards} would (Persuasion in as many spaces as it can: the same Resources, and the
   * rest it changes no Command of its Faction reads to start): a Command that can be executed on it is
   * made executable, and no other, without playing the Special Activity through (a performance hint:
   * the engine plays it through otherwise, and a test compares the two).
   */
  readonly relaxDecides?: boolean;
  /**
   * At a decision of its own while the accompanying Command (`command`) waits for it to pay for it
   * (4.1: the Command could not be executed without it): a choice that leaves the Command a way on
   * exactly when `action` does, or null when `action` never does; undefined when nothing is known.
   * The engine then plays one choice through for all that are alike (a performance hint: it plays
   * each through otherwise, and a test compares the two). Pure.
   */
  alikeWhileWaiting?(state: GameState, command: string, action: Action): Action | null | undefined;
  /**
   * At a decision of its own while the accompanying Command (`command`, with no space selected yet) waits
   * for it to pay for it (4.1): a board on which the Command's own options are there exactly when they
   * are after every way on after `action` (so that choice leaves the Command a way on, or none does);
   * undefined when not known. The engine then reads the Command's options on it and plays the choice
   * through no further (a performance hint: it plays it through otherwise, and a test compares the two).
   * Pure.
   */
  boardWhileWaiting?(state: GameState, command: string, action: Action): GameState | undefined;
  /**
   * True when executing it before or during the Command can never leave the Command without a way
   * on, so the engine need not look ahead (a performance hint; the look-ahead is exact either way).
   */
  harmless?(command: string): boolean;
  /**
   * True when no way of executing it (with its `before` and the Leaders' moves it leads to, 1.10)
   * changes its Faction's Resources: it never pays for a Command waiting for it (4.1; see
   * {@link CommandModule.spaceCost}, a performance hint).
   */
  readonly keepsResources?: boolean;
  /**
   * `harmless` on this board, for a Command it is not harmless with outright: true when every way of
   * executing the Special Activity from `state` on leaves the Command an option of its own, so the
   * engine need not look ahead (a performance hint; the look-ahead is exact either way, and a test
   * compares the two). Asked at a decision of the Command (`command`, its frame right above the host,
   * on top) before the Special Activity begins, and at every decision above the Command while it is
   * under way (then of the ways on from there); `own` is the Command's own options on this board (never empty:
   * the Command is ready). Pure.
   */
  harmlessNow?(state: GameState, context: ActivityContext, command: Frame, own: readonly Action[]): boolean;
  /**
   * For one choice: at a decision of its own while it is under way above its ready Command
   * (`command`, its frame right above the host), true when some way on after `action` leaves the
   * Command an option of its own (the guard keeps the choice; the decisions after it are filtered in
   * their turn), false when none does, undefined when not known; the engine then need not play that
   * choice through (a performance hint; the look-ahead is exact either way, and a test compares the
   * two). Pure.
   */
  choiceLeavesAWayOn?(state: GameState, context: ActivityContext, command: Frame, action: Action): boolean | undefined;
  /**
   * "Some way now": asked at a decision of its ready Command (`command`, its frame right above the host,
   * on top; `own` its own options, never empty) before the Special Activity is offered there, when it is
   * not `harmless` (outright or now): true when some way of executing it from `state` on leaves the
   * Command an option of its own, false when none does, undefined when not known; the engine then need
   * not play it through to offer it (a performance hint; the look-ahead is exact either way, and a test
   * compares the two). Pure.
   */
  someWayNow?(state: GameState, context: ActivityContext, command: Frame, own: readonly Action[]): boolean | undefined;
  /**
   * Executed from inside the accompanying Command's own decisions rather than offered by the host
   * (Common Cause acts within the March or Battle, 4.2.1).
   */
  readonly embedded?: boolean;
}

/** Which side of a Dual Use Event (5.2). */
export type EventSide = 'unshaded' | 'shaded';

/** An Event card's program (chapter 5). */
export interface EventModule {
  readonly card: CardId;
  /** Whether the Faction may execute this side now (5.1.3: only if some of its text can be implemented). Pure. */
  canExecute(state: GameState, faction: Faction, side: EventSide): boolean;
  /** Pushes the Event's frame. */
  start(draft: Draft<GameState>, faction: Faction, side: EventSide): void;
}

export type { StepLookup };

/**
 * The whole game as the machine and the generic flow steps see it: the step of every frame kind, and
 * the Commands, Special Activities and Events by id. Assembled once by the composition root
 * (src/game/definition.ts) and handed to whatever needs to look a module up, so no rule family imports
 * another to start it.
 */
export interface GameDefinition {
  /** The step module of a frame (by its kind). */
  readonly step: StepLookup;
  /** Every Command, canonical order (British, Patriots, French, Indians; rulebook order within). */
  readonly commands: readonly CommandModule[];
  /** Every Special Activity, canonical order. */
  readonly activities: readonly SpecialActivityModule[];
  /** The implemented Events by card number. */
  readonly events: Readonly<Partial<Record<CardId, EventModule>>>;
  /** The Commands of a Faction, canonical order. */
  commandsOf(faction: Faction): readonly CommandModule[];
  /** A Faction's Command by id, or undefined. */
  command(faction: Faction, id: string): CommandModule | undefined;
  /** The Special Activities of a Faction, canonical order. */
  activitiesOf(faction: Faction): readonly SpecialActivityModule[];
  /** A Faction's Special Activity by id, or undefined. */
  activity(faction: Faction, id: string): SpecialActivityModule | undefined;
}
