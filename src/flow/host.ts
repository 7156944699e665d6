/**
 * The command host (4.1, 3.1.2): the frame under every Command and every Special Activity granted
 * alone. It
 * - owns the eligibility bookkeeping: a Command on the card is recorded in `turn.executed` for 2.3.4
 *   (and its Special Activity too); a free one, granted by an Event or a Brilliant Stroke, is not;
 * - interleaves the Special Activity with a full Command: it may begin immediately before the Command
 *   (at its first decision), during it (at any decision of the Command's own frame where `done` is
 *   offered, i.e. between spaces) or immediately after it (the host itself offers it, with `done`);
 *   its frames are pushed on top of the Command's and, when they pop, the Command resumes. At most one
 *   per Command; never with a Limited Command (2.3.5);
 * - records the spaces the Command and the Special Activity used, the spaces the Command may no
 *   longer select because of the Special Activity there (4.2.2, 4.3.2, 4.3.3, 4.5.2), and reports them
 *   to the grant that asked for the Command (so an Event's "then Battle there" can read them);
 * - guards the Command: a Special Activity begun before or during it may only be executed in ways
 *   after which the Command can go on (the `commandContinues` goal of the guard, guard.ts).
 *
 * {@link withHost} wraps every Command step once, in the composition root.
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActivityId } from '../core/action';
import type { Frame, GameState } from '../core/state';
import type { Faction, SpaceId } from '../data/ids';
import { FACTION_ADJECTIVE, FACTION_NAME, spaceName } from '../data/text';
import type {
  ActivityContext,
  CommandFrame,
  CommandMode,
  CommandModule,
  GameDefinition,
  Restriction,
  SpecialActivityModule,
} from './contracts';
import { log, ownExecutedRecord, ownFrame, ownTopFrame, ownTurnList, popFrame, pushFrame } from './frames';
import { copyWith, ownDeep } from '../core/pathCopy';
import { someWayTo, trialAfter, trialRun, unguarded, type GuardGoal } from './guard';
import { spacesStillRequired } from './restriction';
import { because, type Reason } from '../core/reason';
import { idName } from './reasons';
import { spacesText } from '../data/text';
import { boardSnapshot, HOST_KIND, hostIndex, hostOf, LEADER_FOLLOW_KIND, ownHost, sameRestriction, type CommandHostFrame, type LeaderFollow } from './hostFrame';
import { defineStep, uniformStep, type Step } from './step';
import { seenOptions } from './settle';
import { ROLL_KIND } from './roll';
import { MAX_RESOURCES } from '../data/pieces';

/** The guard goal of a Special Activity begun before or during its Command: the Command can go on (4.1). */
export const COMMAND_CONTINUES = 'commandContinues';

/** What the host reports to the frame under it when it is done (a grant, see grant.ts). */
export interface HostReport {
  faction: Faction;
  command: string;
  commandSpaces: SpaceId[];
  activity: string | null;
  activitySpaces: SpaceId[];
}

/** A frame that receives the host's report when the host pops. */
export interface ReportReceiver extends Frame {
  report?: HostReport | null;
}

function newHost(faction: Faction, command: string, activityAllowed: boolean, onCard: boolean, restriction?: Restriction): CommandHostFrame {
  const host: CommandHostFrame = {
    kind: HOST_KIND,
    faction,
    command,
    activityAllowed,
    commandSpaces: [],
    activity: null,
    activitySpaces: [],
    forbidden: [],
    guard: null,
    commandReady: true,
    onCard,
  };
  if (restriction) host.restriction = restriction;
  return host;
}

/** The context of a host, for a Special Activity's queries. */
export function contextOf(host: CommandHostFrame): ActivityContext {
  const context: ActivityContext = { faction: host.faction, command: host.command, commandSpaces: host.commandSpaces };
  if (host.restriction) context.restriction = host.restriction;
  return context;
}

// ---------------------------------------------------------------------------------------------
// Starting Commands and Special Activities

/** How a Command is started: on the card (an Eligible Faction's, 2.3.4) or free (3.1.2). */
export interface StartOptions {
  /** The Command is the Faction's own on the current card: recorded for 2.3.4 and logged. */
  onCard: boolean;
}

/**
 * Starts a Command on top of a new host. On the card, the Command is recorded in `turn.executed`
 * (2.3.4) and announced in the account.
 */
export function startCommand(draft: Draft<GameState>, command: CommandModule, mode: CommandMode, options: StartOptions): void {
  if (options.onCard && draft.turn) {
    ownTurnList(draft, 'executed').push({ faction: command.faction, did: mode.limited ? 'limitedCommand' : 'command', specialActivity: false });
    log(draft, `${FACTION_NAME[command.faction]}: ${mode.limited ? 'Limited ' : ''}${command.name}`, command.rule, command.faction);
  }
  pushFrame(draft, newHost(command.faction, command.id, mode.specialActivity && !mode.limited, options.onCard));
  command.start(draft, mode);
}

/** The accompanying-Command id of a Special Activity granted alone (an Event's free Special Activity, 3.1.2). */
export const NO_COMMAND = '';

/**
 * Whether the Faction's Special Activity could be granted alone now, free (3.1.2: no accompanying
 * Command, no cost, eligibility untouched), within the restriction. Pure.
 */
export function canStartFreeActivity(state: GameState, module: SpecialActivityModule, restriction?: Restriction): boolean {
  if (module.embedded) return false;
  const context: ActivityContext = { faction: module.faction, command: NO_COMMAND, commandSpaces: [] };
  if (restriction) context.restriction = restriction;
  return module.canStart(state, context);
}

/**
 * Starts a free Special Activity granted alone (3.1.2, for Events and Brilliant Strokes): a host of
 * its own (not on the card, so eligibility is untouched) and the Special Activity on top; when both
 * pop, the caller resumes.
 */
export function startFreeActivity(draft: Draft<GameState>, module: SpecialActivityModule, restriction?: Restriction): void {
  pushFrame(draft, newHost(module.faction, NO_COMMAND, true, false, restriction));
  beginActivity(draft, module, false);
}

/** Records the Special Activity on the host (and on the card for 2.3.4) and in the account. */
function markActivity(draft: Draft<GameState>, host: Draft<CommandHostFrame>, module: SpecialActivityModule, guarded: boolean): void {
  host.activity = module.id;
  host.guard = guarded ? COMMAND_CONTINUES : null;
  if (host.onCard && draft.turn) {
    const executed = draft.turn.executed;
    let i = executed.length - 1;
    while (i >= 0 && executed[i].faction !== module.faction) i--;
    if (i >= 0 && !executed[i].specialActivity) ownExecutedRecord(draft, i).specialActivity = true;
  }
  log(draft, `${FACTION_NAME[module.faction]} Special Activity: ${module.name}`, module.rule, module.faction);
}

/**
 * Begins a Special Activity: records it on the host (and on the card for 2.3.4), pushes its frames,
 * and what must come first on top of them (its `before`: Howe's FNI drop, 1.10).
 */
function beginActivity(draft: Draft<GameState>, module: SpecialActivityModule, guarded: boolean, commandReady = true): void {
  const host = ownHost(draft)!;
  markActivity(draft, host, module, guarded);
  host.commandReady = commandReady;
  module.start(draft, contextOf(host as CommandHostFrame));
  module.before?.(draft);
}

/**
 * Whether the Faction's embedded Special Activity (Common Cause) may be used now by the Command on top
 * of the host: a full Command that it may accompany, no other Special Activity. Pure.
 */
export function embeddedActivityAvailable(state: GameState, faction: Faction, id: string, accompanies: (command: string) => boolean): boolean {
  return whyNoEmbeddedActivity(state, faction, id, accompanies) === null;
}

/** Why the embedded Special Activity may not be used now ({@link embeddedActivityAvailable}: 4.1, 2.3.5, 3.1.2), or null when it may. Pure. */
export function whyNoEmbeddedActivity(state: GameState, faction: Faction, id: string, accompanies: (command: string) => boolean): Reason | null {
  const i = hostIndex(state);
  const none = because('4.1', `${idName(id)} is used only within a ${FACTION_NAME[faction]} Command it may accompany`);
  if (i < 0) return none;
  const host = state.stack[i] as CommandHostFrame;
  const command = state.stack[i + 1] as (Frame & { faction?: Faction; mode?: CommandMode }) | undefined;
  if (!command || command.faction !== faction || host.faction !== faction) return none;
  // A full Command with a Special Activity, or a Brilliant Stroke's Limited Command that may use one from inside (2.3.8).
  if (!host.activityAllowed && command.mode?.embeddedActivity !== true)
    return command.mode?.limited === true ? because('2.3.5', 'a Limited Command is executed without a Special Activity') : because('3.1.2', 'this Command was granted without a Special Activity');
  if (host.activity !== null && host.activity !== id)
    return because('4.1', `the ${FACTION_NAME[faction]} already executed ${idName(host.activity)} with this Command: one Special Activity per Command`);
  if (!accompanies(host.command)) return because('4.1.1', `${idName(id)} may not accompany ${idName(host.command)}`);
  return null;
}

/**
 * Records an embedded Special Activity the first time the Command uses it (Common Cause, 4.2.1); what
 * must come first (Howe's FNI drop, 1.10) follows on top. Call it last in the handler.
 */
export function beginEmbeddedActivity(draft: Draft<GameState>, module: SpecialActivityModule): void {
  const host = ownHost(draft);
  if (!host || host.activity === module.id) return;
  markActivity(draft, host, module, false);
  module.before?.(draft);
}

/** Records a space the Special Activity was executed in (4.1: each space once), closed to the listed Commands. */
export function recordActivitySpace(draft: Draft<GameState>, space: SpaceId, forbidForCommands: readonly string[] = []): void {
  const current = hostOf(draft);
  if (!current) return;
  const forbid = forbidForCommands.includes(current.command) && !current.forbidden.includes(space);
  if (current.activitySpaces.includes(space) && !forbid) return;
  const host = ownHost(draft)!;
  if (!host.activitySpaces.includes(space)) ownDeep<SpaceId[]>(host, 'activitySpaces').push(space);
  if (forbid) ownDeep<SpaceId[]>(host, 'forbidden').push(space);
}


// ---------------------------------------------------------------------------------------------
// The guard's goal: the Command can go on

function needsLookAhead(game: GameDefinition, host: CommandHostFrame, commandReady: boolean): boolean {
  const module = host.activity === null ? undefined : game.activity(host.faction, host.activity);
  return !commandReady || !(module?.harmless?.(host.command) ?? false);
}

/**
 * The Special Activity's choices must leave the Command a way on: the search succeeds once the
 * Command acts again with options left (or went on by itself, lifting the guard), or, when it had
 * selected a space, once it finished by itself. Without `shortcuts`, the plain goal: no answer from
 * `harmless`, from a `done` the Command keeps whatever the board, or from a choice alike another while
 * the Command waits (`alikeWhileWaiting`) or read on a board (`boardWhileWaiting`) (what tests check
 * those against).
 */
export function commandContinues(game: GameDefinition, shortcuts = true): GuardGoal {
  const alike = new WeakMap<GameState, Map<string, boolean>>();
  /**
   * While the Command waits for its Special Activity to pay for it: the answer for a choice that
   * leads on as another one (the Special Activity's `alikeWhileWaiting`: a Trade's transfers as its
   * refusal), that one played through once per decision (remembered for a frozen decision); undefined
   * when nothing is known.
   */
  function whileWaiting(state: GameState, at: number, action: Action): boolean | undefined {
    const host = state.stack[at] as CommandHostFrame;
    if (host.commandReady || host.activity === null || state.stack.length - 1 <= at + 1) return undefined;
    const module = game.activity(host.faction, host.activity);
    if (module?.boardWhileWaiting !== undefined) {
      const known = waitingOnBoard(module, state, at, action);
      if (known !== undefined) return known;
    }
    const like = module?.alikeWhileWaiting?.(state, host.command, action);
    if (like === undefined || like === null) return like === null ? false : undefined;
    let answers = alike.get(state);
    const key = JSON.stringify(like);
    let answer = answers?.get(key);
    if (answer === undefined) {
      answer = someWayTo(trialAfter(state, like, game.step), goal, at, game.step, state);
      if (Object.isFrozen(state)) {
        if (answers === undefined) alike.set(state, (answers = new Map()));
        answers.set(key, answer);
      }
    }
    return answer;
  }
  /**
   * While the Command waits for its Special Activity to pay for it: whether it has options of its own
   * after every way on after the choice, read on the Special Activity's `boardWhileWaiting` (remembered
   * for a frozen decision: once for all its choices when that board is the decision's own); undefined
   * when the Special Activity knows no such board here.
   */
  function waitingOnBoard(module: SpecialActivityModule, state: GameState, at: number, action: Action): boolean | undefined {
    const host = state.stack[at] as CommandHostFrame;
    const command = state.stack[at + 1];
    if ((command as Partial<CommandFrame>).selected?.length !== 0) return undefined;
    const board = module.boardWhileWaiting!(state, host.command, action);
    if (board === undefined) return undefined;
    const key = board === state ? ON_BOARD : `${ON_BOARD}${JSON.stringify(action)}`;
    const answers = alike.get(state);
    let answer = answers?.get(key);
    if (answer !== undefined) return answer;
    // The Command's own options (not on top, so no Special Activity is added to them).
    answer = unguarded(game.step(command)).options!(board, command).length > 0;
    if (Object.isFrozen(state)) {
      if (answers === undefined) alike.set(state, new Map([[key, answer]]));
      else answers.set(key, answer);
    }
    return answer;
  }
  const goal: GuardGoal = {
    depth: 1,
    refusal: because('4.1', 'this choice would leave the Command no way to go on: a Special Activity begun before or during its Command must let the Command be executed'),
    reached(state, at, origin) {
      if (state.result) return false;
      const top = state.stack.length - 1;
      const commandIndex = at + 1;
      // The Command finished by itself: a success when it had selected a space.
      const started = origin.stack[at] as CommandHostFrame;
      const host = state.stack[at] as CommandHostFrame;
      // The Command finished by itself: a success when it had selected a space. So too when the card
      // went on without a decision to frames as deep as the Command's (its end into Winter Quarters).
      if (top < commandIndex || !sameHost(host, started)) return started.commandSpaces.length > 0;
      if (top === commandIndex) {
        const frame = state.stack[top];
        return game.step(frame).options!(state, frame).length > 0;
      }
      // The Command went on by itself after the Special Activity (e.g. to fight its Battles): it goes on.
      if (host.guard === null) return true;
      if (!shortcuts) return undefined;
      if (!needsLookAhead(game, host, host.commandReady)) return true;
      // Asked for the decision being filtered (not inside the search): a Command that offers `done`
      // whatever the board goes on after any way of finishing the Special Activity.
      if (state === origin && offersDoneWhatever(game, host, state, state.stack[commandIndex])) return true;
      // Asked for a decision of the Special Activity itself: one harmless on this board lets every choice through.
      if (state === origin && host.commandReady && harmlessUnderWay(game, host, state, state.stack[commandIndex])) return true;
      return undefined;
    },
  };
  if (shortcuts) {
    // The two answers never overlap: one is asked of a ready Command, the other of a waiting one.
    goal.knows = (state, at, action) => choiceKnown(game, state, at, action) ?? whileWaiting(state, at, action);
    goal.accepts = (state, at, action) => goal.knows!(state, at, action) === true;
    goal.rejects = (state, at, action) => goal.knows!(state, at, action) === false;
  }
  return goal;
}

/** The key of the answer read on a Special Activity's `boardWhileWaiting` among a decision's remembered answers (never an action's JSON). */
const ON_BOARD = '#board';

/** Whether the frame at the host's index is still that host (the same Faction's same Command), not frames the game went on to after it. */
function sameHost(frame: Frame, host: CommandHostFrame): boolean {
  return frame.kind === HOST_KIND && (frame as CommandHostFrame).faction === host.faction && (frame as CommandHostFrame).command === host.command;
}

/**
 * Whether this choice of the Special Activity under way above the ready Command leaves the Command a
 * way on by some way after it (true), by none (false), or undefined when not known
 * ({@link SpecialActivityModule.choiceLeavesAWayOn}). Pure.
 */
function choiceKnown(game: GameDefinition, state: GameState, at: number, action: Action): boolean | undefined {
  const host = state.stack[at] as CommandHostFrame;
  if (!host.commandReady || host.activity === null || state.stack.length - 1 <= at + 1) return undefined;
  return game.activity(host.faction, host.activity)?.choiceLeavesAWayOn?.(state, contextOf(host), state.stack[at + 1], action);
}

/**
 * Whether the Special Activity under way above the ready Command is harmless on this board
 * ({@link SpecialActivityModule.harmlessNow}): every way on from here leaves the Command an option. Pure.
 */
function harmlessUnderWay(game: GameDefinition, host: CommandHostFrame, state: GameState, frame: Frame): boolean {
  const module = host.activity === null ? undefined : game.activity(host.faction, host.activity);
  if (module?.harmlessNow === undefined || (frame as Partial<CommandFrame>).mode === undefined) return false;
  // The Command's own options (not on top, so no Special Activity is added to them).
  const own = unguarded(game.step(frame)).options!(state, frame);
  return own.length > 0 && module.harmlessNow(state, contextOf(host), frame, own);
}

/**
 * Whether the Command's frame offers `done` now and keeps offering it whatever the board becomes
 * ({@link CommandModule.keepsDone}): then no Special Activity can leave it without a way on (4.1).
 * `own` is the frame's options when the caller has them. Pure.
 */
function offersDoneWhatever(game: GameDefinition, host: CommandHostFrame, state: GameState, frame: Frame, own?: readonly Action[]): boolean {
  if (game.command(host.faction, host.command)?.keepsDone !== true || (frame as Partial<CommandFrame>).mode === undefined) return false;
  const options = own ?? unguarded(game.step(frame)).options!(state, frame);
  return options.some((a) => a.type === 'done');
}

/**
 * Whether a full Command that cannot be executed now becomes executable when one of the Faction's
 * Special Activities is executed first (the 4.1 example: Indians at 0 Resources Trade to pay for their
 * Command; Naval Pressure lowering FNI 3 so that a Garrison may follow). Exact: a quick filter on the
 * Special Activity's most favourable outcome (its `relax`), then the Special Activity is played through
 * on a trial copy until some way of executing it leaves the Command executable. Pure.
 */
export function enabledByActivity(game: GameDefinition, state: GameState, command: CommandModule, mode: CommandMode): boolean {
  const faction = command.faction;
  const context: ActivityContext = { faction, command: command.id, commandSpaces: [] };
  const activities = game.activitiesOf(faction);
  for (let m = 0; m < activities.length; m++) {
    const module = activities[m];
    if (module.embedded || !module.relax || !module.accompanies(state, command.id) || !module.canStart(state, context)) continue;
    if (!command.canStart(module.relax(state, context), mode)) continue;
    if (someWayLeavesExecutable(game, state, module, command, mode)) return true;
  }
  return false;
}

/**
 * {@link enabledByActivity} for several Commands of one Faction at once (the Eligible Faction's
 * Commands that cannot be executed now, 2.3.4): the ids of those a Special Activity executed first makes
 * executable. The same answers, with each Special Activity's quick filter and trial play shared by the
 * Commands it may accompany. That is exact because a Special Activity with a `relax` (Trade, Persuasion,
 * Préparer la Guerre, Naval Pressure) acts the same whatever Command it accompanies: it is begun
 * alone, before the Command, with no Command spaces and no restriction; its `canStart` and `relax` read
 * only the board; its play closes no space to a Command (4.1.1) and never reads the host's Command. So
 * its ways, and the boards they end with, are those of the plain trial for each Command, and a Command
 * is enabled when one of them lets it start. Where a die is rolled on the way (Naval Pressure's 1D3:
 * every result must do), each Command is asked alone. A Command executable after each gain of a way
 * that only adds Resources (the Special Activity's `resourceGains`: Préparer la Guerre's +2) is
 * enabled without the trial: that way's board is the same but the Resources, and the trial would find
 * it. A Special Activity whose few ways stand for all (its `decisiveBoards`: Trade refused in each of
 * its Provinces, Naval Pressure's Blockades removed or its least 1D3) answers on their boards without the
 * trial, each board built only while a Command is still to be answered; one whose `relax` board stands
 * for all (its `relaxDecides`: Persuasion in as many spaces as it can) answers on that board.
 * A Command that does not exist on this board (its `existsNow`: French Muster, March and Battle before
 * the Treaty of Alliance, 3.5) is not asked: no Special Activity makes it executable. Pure.
 */
export function enabledByActivities(game: GameDefinition, state: GameState, asked: readonly CommandModule[], mode: CommandMode): ReadonlySet<string> {
  const commands: CommandModule[] = [];
  for (let i = 0; i < asked.length; i++) if (asked[i].existsNow?.(state) !== false) commands.push(asked[i]);
  if (commands.length === 0) return NONE_ENABLED;
  const enabled = new Set<string>();
  const faction = commands[0].faction;
  const context: ActivityContext = { faction, command: commands[0].id, commandSpaces: [] };
  const activities = relaxingActivities(game.activitiesOf(faction));
  for (let m = 0; m < activities.length; m++) {
    const module = activities[m];
    if (enabled.size === commands.length) break;
    const open = commands.filter((c) => !enabled.has(c.id) && module.accompanies(state, c.id));
    if (open.length === 0 || !module.canStart(state, context)) continue;
    const relaxed = module.relax(state, context);
    let candidates = open.filter((c) => c.canStart(relaxed, mode));
    if (module.relaxDecides === true) {
      for (const c of candidates) enabled.add(c.id);
      continue;
    }
    const boards = candidates.length > 0 ? (module.decisiveBoards?.(state) ?? null) : null;
    if (boards !== null) {
      const built: GameState[] = [];
      for (const c of candidates) if (someBoard(boards, built, (s) => c.canStart(s, mode))) enabled.add(c.id);
      continue;
    }
    const gains = candidates.length > 0 ? (module.resourceGains?.(state) ?? null) : null;
    if (gains !== null) {
      const after = gains.map((g) => withResources(state, faction, g));
      for (const c of candidates) if (after.every((s) => c.canStart(s, mode))) enabled.add(c.id);
      candidates = candidates.filter((c) => !enabled.has(c.id));
    }
    const shared = candidates.length > 1 ? waysLeaveExecutable(game, state, module, candidates, mode) : null;
    for (const c of candidates) if (shared === null ? someWayLeavesExecutable(game, state, module, c, mode) : shared.has(c.id)) enabled.add(c.id);
  }
  return enabled;
}

/** No Command enabled (none asked exists now). */
const NONE_ENABLED: ReadonlySet<string> = new Set();

/** The Special Activities of a Faction's list that may make a Command executable (a `relax`, not embedded), by the frozen list. */
const RELAXING = new WeakMap<readonly SpecialActivityModule[], readonly RelaxingActivity[]>();

/** A Special Activity with a `relax`. */
type RelaxingActivity = SpecialActivityModule & Required<Pick<SpecialActivityModule, 'relax'>>;

/** The Special Activities of the list with a `relax` that are begun on their own (not embedded), in its order (found once per list). */
function relaxingActivities(activities: readonly SpecialActivityModule[]): readonly RelaxingActivity[] {
  let out = RELAXING.get(activities);
  if (out === undefined) {
    // An indexed loop: the list is frozen, which V8's array methods walk slowly.
    const found: RelaxingActivity[] = [];
    for (let m = 0; m < activities.length; m++) {
      const module = activities[m];
      if (!module.embedded && module.relax !== undefined) found.push(module as RelaxingActivity);
    }
    out = found;
    if (Object.isFrozen(activities)) RELAXING.set(activities, out);
  }
  return out;
}

/**
 * Whether the test holds on one of the boards, in order, each built on first need and kept in `built`
 * (by position) for the next test (an indexed loop: the lists may be frozen).
 */
function someBoard(boards: readonly (() => GameState)[], built: GameState[], test: (s: GameState) => boolean): boolean {
  for (let i = 0; i < boards.length; i++) if (test((built[i] ??= boards[i]()))) return true;
  return false;
}

/** The board with the Faction's Resources raised by `gain`, at most 50 (1.6): what a Special Activity's {@link SpecialActivityModule.resourceGains} way leaves. Pure. */
function withResources(state: GameState, faction: Faction, gain: number): GameState {
  return copyWith(state, { resources: copyWith(state.resources, { [faction]: Math.max(0, Math.min(MAX_RESOURCES, state.resources[faction] + gain)) }) });
}

/** The Special Activity begun alone on a trial copy, on a new host of the Command, before it (4.1), settled; and the host's index. */
function activityTrial(game: GameDefinition, state: GameState, module: SpecialActivityModule, command: string): { trial: GameState; at: number } {
  const at = state.stack.length;
  const trial = trialRun(state, game.step, (draft) => {
    pushFrame(draft, { ...newHost(module.faction, command, true, false), commandReady: false });
    beginActivity(draft, module, false);
  });
  return { trial, at };
}

/** Whether some way of executing the Special Activity before the Command leaves the Command executable (4.1). Pure. */
function someWayLeavesExecutable(game: GameDefinition, state: GameState, module: SpecialActivityModule, command: CommandModule, mode: CommandMode): boolean {
  const { trial, at } = activityTrial(game, state, module, command.id);
  const goal: GuardGoal = {
    depth: 0,
    reached: (s) => (s.result ? false : s.stack.length - 1 <= at ? command.canStart(s, mode) : undefined),
  };
  return someWayTo(trial, goal, at, game.step);
}

/**
 * {@link someWayLeavesExecutable} for several Commands the Special Activity acts the same for
 * ({@link enabledByActivities}): one search through its ways until each Command is left executable by
 * one, giving the ids of those some way leaves executable; null when a die is rolled on the way. Pure.
 */
function waysLeaveExecutable(game: GameDefinition, state: GameState, module: SpecialActivityModule, commands: readonly CommandModule[], mode: CommandMode): Set<string> | null {
  const { trial, at } = activityTrial(game, state, module, commands[0].id);
  const found = new Set<string>();
  let rolled = false;
  const goal: GuardGoal = {
    depth: 0,
    reached(s) {
      if (s.result) return false;
      if (s.stack.length - 1 > at) {
        if (s.stack[s.stack.length - 1].kind !== ROLL_KIND) return undefined;
        rolled = true;
        return true;
      }
      for (const c of commands) if (!found.has(c.id) && c.canStart(s, mode)) found.add(c.id);
      return found.size === commands.length;
    },
  };
  someWayTo(trial, goal, at, game.step);
  return rolled ? null : found;
}

// ---------------------------------------------------------------------------------------------
// Offering Special Activities

/** The Special Activity action. */
function startAction(faction: Faction, id: ActivityId): Action {
  return { faction, type: 'specialActivity', activity: id };
}

/**
 * The Special Activities the host's Faction may begin now, as actions (canonical order); with the
 * `commandContinues` goal while the Command is in progress (only those after which it can go on).
 * With `firstOnly`, it stops at the first one (for "may one begin?"); with `goesOn`, the Command is known
 * to go on whatever they do ({@link offersDoneWhatever}), so none is played through; `own` is the
 * Command's own options at the decision (for a Special Activity's `harmlessNow`).
 */
function activityStarts(
  game: GameDefinition,
  state: GameState,
  host: CommandHostFrame,
  goal: GuardGoal | null,
  commandReady = true,
  firstOnly = false,
  goesOn = false,
  own: readonly Action[] = [],
): Action[] {
  const out: Action[] = [];
  const context = contextOf(host);
  // An indexed loop: the Faction's Special Activities are a frozen list, which for-of walks slowly.
  const activities = game.activitiesOf(host.faction);
  for (let m = 0; m < activities.length; m++) {
    const module = activities[m];
    if (module.embedded || !module.accompanies(state, host.command) || !module.canStart(state, context)) continue;
    if (goal && !goesOn && (!commandReady || !harmlessHere(module, state, context, own)) && !activityLeadsOn(game, state, module, goal, commandReady, true, own)) continue;
    out.push(startAction(host.faction, module.id));
    if (firstOnly) break;
  }
  return out;
}

/**
 * Whether the Special Activity, begun now at a decision of the Command on top (ready, or waiting for it
 * to pay: `commandReady` false), leaves the Command a way on (the guard's `goal`, 4.1): played through
 * on a trial copy, unless it surely never pays for the waiting Command ({@link neverPaysFor}) or the
 * boards its ways leave answer for the waiting Command ({@link waitingOnBoards}), or, for
 * the ready Command with its own options `own`, the Special Activity knows the answer on this board
 * (its `someWayNow`). Without `shortcuts`, always played through (what a test compares the shortcuts
 * with). Pure.
 */
export function activityLeadsOn(
  game: GameDefinition,
  state: GameState,
  module: SpecialActivityModule,
  goal: GuardGoal,
  commandReady: boolean,
  shortcuts = true,
  own: readonly Action[] = [],
): boolean {
  if (shortcuts && !commandReady && neverPaysFor(game, state, module)) return false;
  const at = hostIndex(state);
  if (shortcuts && !commandReady) {
    const known = waitingOnBoards(game, state, module, at);
    if (known !== undefined) return known;
  }
  if (shortcuts && commandReady && own.length > 0 && module.someWayNow !== undefined) {
    const known = module.someWayNow(state, contextOf(state.stack[at] as CommandHostFrame), state.stack[at + 1], own);
    if (known !== undefined) return known;
  }
  const next = trialRun(state, game.step, (draft) => beginActivity(draft, module, true, commandReady));
  return someWayTo(next, goal, at, game.step, state);
}

/**
 * Whether the Special Activity, begun before the Command on top that waits for it (nothing selected,
 * no restriction), leaves the Command a way on (4.1), read on the boards its ways leave as the Eligible
 * options read them ({@link enabledByActivities}): its `relax` board when it stands for all
 * (`relaxDecides`), else some one of its `decisiveBoards`, else each board of its `resourceGains` (an
 * answer only when the Command has options on all of them). The Command then has options on the board
 * left by some way exactly when it has on one of these: each is that way's board but the host and the
 * account, and a Special Activity with a `relax` closes no space to the Command. Undefined when not
 * known. Pure.
 */
export function waitingOnBoards(game: GameDefinition, state: GameState, module: SpecialActivityModule, at: number): boolean | undefined {
  if (module.relax === undefined || state.stack.length !== at + 2) return undefined;
  const host = state.stack[at] as CommandHostFrame;
  const command = state.stack[at + 1] as CommandFrame;
  if (host.restriction !== undefined || host.commandSpaces.length > 0 || !Array.isArray(command.selected) || command.selected.length > 0) return undefined;
  // The host as the Special Activity leaves it: with it recorded, the Command's options are its own.
  const done = { ...host, activity: module.id };
  const hasOptions = (board: GameState): boolean => {
    const stack = board.stack.slice();
    stack[at] = done;
    return unguarded(game.step(command)).options!(copyWith(board, { stack }), command).length > 0;
  };
  if (module.relaxDecides === true) return hasOptions(module.relax(state, { faction: host.faction, command: host.command, commandSpaces: [] }));
  const boards = module.decisiveBoards?.(state);
  if (boards !== undefined) {
    for (let i = 0; i < boards.length; i++) if (hasOptions(boards[i]())) return true;
    return false;
  }
  const gains = module.resourceGains?.(state) ?? null;
  if (gains !== null && gains.length > 0 && gains.every((g) => hasOptions(withResources(state, host.faction, g)))) return true;
  return undefined;
}

/**
 * Whether the Special Activity, begun before the Command on top that waits for it, surely leaves the
 * Command no way on (4.1), known without playing it through: the Command, not free and with no space
 * selected, cannot pay for one (its `spaceCost`, 3.1) and the Special Activity keeps its Faction's
 * Resources (`keepsResources`), so after every way of executing it the Command still offers nothing and
 * ends with no space; and it is a Command of the card itself (2.3.4), so the card goes on past it
 * (to the next Eligible Faction's decision, or to the card's end), where the guard's goal counts a
 * failure (the Command finished having selected no space). Pure.
 */
export function neverPaysFor(game: GameDefinition, state: GameState, module: SpecialActivityModule): boolean {
  if (module.keepsResources !== true) return false;
  const n = state.stack.length;
  const host = state.stack[n - 2] as CommandHostFrame;
  const command = state.stack[n - 1] as CommandFrame;
  const cost = game.command(host.faction, host.command)?.spaceCost;
  if (cost === undefined || command.mode.free || command.selected.length > 0 || state.resources[host.faction] >= cost) return false;
  return host.onCard && n >= 3 && state.stack[n - 3].kind === 'eventCard';
}

/** Whether the Special Activity, begun now at a decision of its ready Command (`own`: the Command's options), can never leave it without a way on (4.1): declared `harmless`, outright or on this board. Pure. */
function harmlessHere(module: SpecialActivityModule, state: GameState, context: ActivityContext, own: readonly Action[]): boolean {
  if (module.harmless?.(context.command) ?? false) return true;
  return own.length > 0 && module.harmlessNow !== undefined && module.harmlessNow(state, context, state.stack[state.stack.length - 1], own);
}

/**
 * The host directly under the frame, when the frame is the top and a full Command of the host's Faction
 * without a Special Activity yet (`selected`: the frame's, read once by the caller).
 */
function openHostUnder(state: GameState, frame: CommandFrame, selected: readonly SpaceId[]): CommandHostFrame | null {
  const n = state.stack.length;
  if (n < 2 || state.stack[n - 1] !== frame) return null;
  const host = state.stack[n - 2] as CommandHostFrame;
  if (host.kind !== HOST_KIND || !host.activityAllowed || host.activity !== null || host.faction !== frame.faction) return null;
  if (!frame.mode?.specialActivity || !Array.isArray(selected)) return null;
  return host;
}

/**
 * The Command acts again (a decision of its own frame, or its automatic progress): the Special
 * Activity begun inside it is over, with everything it led to, so the guard is lifted.
 */
function commandResumes(draft: Draft<GameState>, frame: Frame): void {
  const n = draft.stack.length;
  if (n < 2 || draft.stack[n - 1] !== frame) return;
  const host = draft.stack[n - 2] as Draft<CommandHostFrame>;
  if (host.kind === HOST_KIND && host.activity !== null && host.guard !== null) ownFrame<Draft<CommandHostFrame>>(draft, n - 2).guard = null;
}

/**
 * The Command's own options under a must-execute restriction (an Event's "March to … then Battle
 * there", 5.1): while it has not selected every space the restriction requires ({@link spacesStillRequired}) and
 * can select one of them now, `done` is withheld, so it cannot stop short. Where none of them can be
 * selected (or `done` closes something else, such as a group of a March), `done` stays.
 */
function withholdDone(frame: CommandFrame, selected: readonly SpaceId[], own: Action[]): Action[] {
  if (!Array.isArray(selected) || !frame.mode.restriction?.mustExecuteIn) return own;
  const required = spacesStillRequired(frame);
  if (required.length === 0) return own;
  const canSelectOne = own.some((a) => a.type === 'selectSpace' && a.space !== undefined && required.includes(a.space));
  return canSelectOne ? own.filter((a) => a.type !== 'done') : own;
}

/**
 * Why the Faction may not begin the Special Activity `id` now on this host (4.1, 4.1.1, 2.3.5, 3.1.2),
 * or null when it may (or only the guard's look-ahead refuses it: the caller says so). `command` is the
 * Command's frame when the Special Activity would begin before or during it, null after it. Pure.
 */
export function whyNoActivity(
  game: GameDefinition,
  state: GameState,
  host: CommandHostFrame | null,
  faction: Faction,
  id: string,
  command: CommandFrame | null,
  betweenSpaces: boolean,
): Reason | null {
  const module = game.activity(faction, id);
  const who = FACTION_NAME[faction];
  if (module === undefined) return because('4.1', `${idName(id)} is not ${/^[AEIOU]/.test(FACTION_ADJECTIVE[faction]) ? 'an' : 'a'} ${FACTION_ADJECTIVE[faction]} Special Activity`);
  if (host === null || host.faction !== faction) return because('4.1', 'a Special Activity is executed with a Command on the card (or when an Event grants one), not here');
  if (host.activity !== null)
    return because('4.1', `the ${who} already executed ${idName(host.activity)} with this ${host.command === NO_COMMAND ? 'grant' : 'Command'}: one Special Activity per Command`);
  const mode = command?.mode;
  if (!host.activityAllowed) {
    if (mode?.limited === true) return because('2.3.5', 'a Limited Command is executed without a Special Activity');
    if (mode?.free === true || !host.onCard) return because('3.1.2', 'this Command was granted free, without a Special Activity');
    return because('4.1', 'this Command may not be accompanied by a Special Activity');
  }
  if (module.embedded) return because(module.rule, `${module.name} is executed from inside the Command's own decisions, not begun on its own`);
  if (command !== null && !betweenSpaces)
    return because('4.1', `a Special Activity begins immediately before, during (between spaces) or immediately after the ${idName(host.command)}, not in the middle of a space`);
  if (!module.accompanies(state, host.command)) return module.whyNotAccompany?.(state, host.command) ?? because(module.rule, `${module.name} may not accompany ${idName(host.command)} now`);
  return module.whyNotStart(state, contextOf(host));
}

/** The reason a Special Activity refused by the guard's look-ahead alone gets (4.1). */
const leavesNoWayOn = (host: CommandHostFrame, id: string): Reason =>
  because('4.1', `${idName(id)} now would leave the ${idName(host.command)} no way to go on (a Special Activity begun before or during its Command must let the Command be executed)`);

/**
 * Before a Non-Player Faction's Command executes its first own instruction (8.1), the host keeps the
 * board as it is then (`start`), for the flowchart policies to plan the Command from.
 */
function recordStart(draft: Draft<GameState>, frame: CommandFrame, at: number): void {
  const host = draft.stack[at] as Draft<CommandHostFrame> | undefined;
  if (!host || host.kind !== HOST_KIND || host.faction !== frame.faction || host.start !== undefined) return;
  if (!draft.options.nonPlayers.includes(frame.faction)) return;
  ownFrame<Draft<CommandHostFrame>>(draft, at).start = boardSnapshot(draft);
}

/**
 * Wraps a Command's step so that its decisions also offer the Special Activities (before the Command
 * and between its spaces), and keeps the host informed of the Command's spaces.
 */
export function withHost<F extends CommandFrame>(given: Step<F>, game: GameDefinition): Step<F> {
  // Every Command's step of one shape (see `uniformStep`): this wrapper reads its fields for every Command.
  const step = uniformStep(given);
  const goal = commandContinues(game);
  const rawIsDecision = (state: GameState, frame: F): boolean => (step.isDecision ? step.isDecision(state, frame) : step.options !== undefined);
  const run = step.run
    ? (draft: Draft<GameState>, frame: F): void => {
        commandResumes(draft, frame);
        step.run!(draft, frame);
      }
    : undefined;
  return {
    ...step,
    isDecision(state, frame) {
      if (rawIsDecision(state, frame)) return true;
      // A Command chosen because a Special Activity can pay for it (4.1) waits for that Special Activity.
      const selected = frame.selected;
      const host = openHostUnder(state, frame, selected);
      return host !== null && selected.length === 0 && activityStarts(game, state, host, goal, false, true).length > 0;
    },
    // Settling: a Command that waits for a Special Activity to pay for it with no option of its own
    // (4.1) is a decision exactly when some Special Activity may begin, and those are then its options:
    // they are found once, all of them, and handed on for the listing (flow/settle.ts; `options` reads them).
    advance: run && !step.advance
      ? (draft, frame, own) => {
          const state = draft as GameState;
          if (rawIsDecision(state, frame)) return false;
          const selected = frame.selected;
          const host = openHostUnder(state, frame, selected);
          if (host !== null && selected.length === 0) {
            if (step.options!(state, frame).length > 0) {
              if (activityStarts(game, state, host, goal, false, true).length > 0) return false;
            } else {
              const starts = activityStarts(game, state, host, goal, false);
              if (starts.length > 0) return starts;
            }
          }
          run(draft, own());
          return true;
        }
      : step.advance,
    options(state, frame) {
      const seen = seenOptions(state, frame);
      if (seen !== undefined) return seen;
      const raw = step.options!(state, frame);
      // The frame's fields read once (frames of many shapes pass here).
      const selected = frame.selected;
      const own = withholdDone(frame, selected, raw);
      const host = openHostUnder(state, frame, selected);
      if (!host) return own;
      if (selected.length > 0 && !raw.some((a) => a.type === 'done')) return own;
      return [...own, ...activityStarts(game, state, host, goal, raw.length > 0, false, offersDoneWhatever(game, host, state, frame, raw), own)];
    },
    explain(state, frame, action) {
      if (action.type === 'specialActivity') {
        const n = state.stack.length;
        const under = n >= 2 && state.stack[n - 1] === frame ? (state.stack[n - 2] as CommandHostFrame) : null;
        const host = under !== null && under.kind === HOST_KIND ? under : null;
        const raw = step.options!(state, frame);
        const between = frame.selected.length === 0 || raw.some((a) => a.type === 'done');
        const why = whyNoActivity(game, state, host, frame.faction, action.activity!, frame, between);
        return why ?? (host !== null ? leavesNoWayOn(host, action.activity!) : null);
      }
      const own = step.explain?.(state, frame, action) ?? null;
      if (own !== null || action.type !== 'done') return own;
      const required = Array.isArray(frame.selected) ? spacesStillRequired(frame) : [];
      if (required.length > 0 && step.options!(state, frame).some((a) => a.type === 'done'))
        return because('3.1.2', `the Event or Brilliant Stroke that granted this Command requires it in ${spacesText(required)} before it may finish`);
      return null;
    },
    run,
    // A Special Activity begun inside the Command writes the host, not the Command's frame: the frame is
    // made writable only for the Command's own actions.
    handleReadsFrame: true,
    handle(draft, shared, action) {
      if (action.type === 'specialActivity') {
        const ready = step.options!(draft, shared as F).length > 0;
        beginActivity(draft, game.activity(shared.faction, action.activity!)!, true, ready);
        return;
      }
      const frame = ownTopFrame<Draft<F>>(draft) as F;
      commandResumes(draft, frame);
      const i = draft.stack.indexOf(frame as never);
      const at = i >= 0 ? i - 1 : draft.stack.length - 1;
      recordStart(draft, frame, at);
      step.handle!(draft, frame, action);
      if (!Array.isArray(frame.selected)) return;
      const host = draft.stack[at] as Draft<CommandHostFrame> | undefined;
      // Commands only ever add to `selected`: copy it when it grew (keeps apply cheap, 4.1).
      if (host && host.kind === HOST_KIND && host.faction === frame.faction && host.commandSpaces.length !== frame.selected.length)
        ownFrame<Draft<CommandHostFrame>>(draft, at).commandSpaces = [...frame.selected];
    },
  };
}

/** The host step: once the Command is complete, offers a Special Activity "immediately after" (4.1), then reports and pops. */
export function commandHostStep(game: GameDefinition): Step<CommandHostFrame> {
  const afterOptions = (state: GameState, frame: CommandHostFrame, firstOnly = false): Action[] =>
    frame.activity === null && frame.activityAllowed ? activityStarts(game, state, frame, null, true, firstOnly) : [];
  return defineStep<CommandHostFrame>({
    kind: HOST_KIND,
    rule: '4.1',
    // A Non-Player Leader follows the largest group first (8.1): the Command's moves are over.
    isDecision: (state, frame) => frame.leaderFollows === undefined && afterOptions(state, frame, true).length > 0,
    runReadsFrame: true,
    run(draft, frame) {
      if (frame.leaderFollows !== undefined) {
        pushFrame(draft, { kind: LEADER_FOLLOW_KIND, faction: frame.leaderFollows[0].faction });
        return;
      }
      finish(draft, frame);
    },
    decider: (_state, frame) => frame.faction,
    prompt: (_state, frame) => `${FACTION_NAME[frame.faction]}: execute a Special Activity after the Command, or done`,
    options(state, frame) {
      return [...afterOptions(state, frame), { faction: frame.faction, type: 'done' }];
    },
    explain: (state, frame, action) =>
      action.type === 'specialActivity' ? whyNoActivity(game, state, frame, frame.faction, action.activity!, null, true) : null,
    // `finish` pops the host; a Special Activity's start owns it by its place (`ownHost`).
    handleReadsFrame: true,
    handle(draft, frame, action) {
      if (action.type === 'done') {
        finish(draft, frame);
        return;
      }
      beginActivity(draft, game.activity(frame.faction, action.activity!)!, false);
    },
    validate: (state, frame, at) => hostProblems(game, state, frame, at),
  });
}

/** The fields of a grant frame (grant.ts) a host on it agrees with. */
interface GrantView extends Frame {
  faction: Faction;
  commands: string[];
  activities: string[];
  mode: CommandMode;
}

const modeKey = (m: CommandMode): string => `${m.limited}/${m.free}/${m.specialActivity}/${m.embeddedActivity === true}`;

/**
 * What a command host must agree with (for saves from elsewhere):
 * - on the card exactly when `onCard` (2.3.4): then the card's record ends with this Faction's
 *   Command, Limited or not, with its Special Activity when one is recorded (2.3.4, 2.3.5); on a grant,
 *   what it granted (3.1.2): the Faction, one of its Commands (or one of its Special Activities alone,
 *   with the grant's restriction);
 * - `activityAllowed` as the mode allows: a full Command with a Special Activity (4.1, 2.3.5);
 * - the Command frame right above it: its spaces are the host's, its mode the one it was given;
 * - the Special Activity one of the Faction's, only where allowed (4.1, 2.3.5); the spaces it closed
 *   among those it took place in (4.2.2, 4.3.2); the guard only while it is under way inside the
 *   Command (4.1).
 */
function hostProblems(game: GameDefinition, state: GameState, frame: CommandHostFrame, at: number): string[] {
  const out: string[] = [];
  const who = FACTION_NAME[frame.faction];
  const under = state.stack[at - 1];
  const onTheCard = under?.kind === 'eventCard';
  if (frame.onCard !== onTheCard) out.push(`onCard: ${frame.onCard}, but the host sits on ${onTheCard ? 'the card' : `a '${under?.kind}' frame`}; a Command is its Faction's own on the card exactly when it sits there (2.3.4, 3.1.2)`);
  let mode: CommandMode | null = null;
  if (onTheCard) {
    const record = state.turn?.executed[state.turn.executed.length - 1];
    if (record === undefined || record.faction !== frame.faction || record.did === 'event' || frame.command === NO_COMMAND)
      return [...out, `kind: the ${who} Command on the card is the last one recorded as executed on it (2.3.4)`];
    mode = { limited: record.did === 'limitedCommand', free: false, specialActivity: record.did === 'command' };
    if (record.specialActivity !== (frame.activity !== null))
      out.push(`activity: ${frame.activity === null ? 'none' : `'${frame.activity}'`}, but the card records the ${who} Command ${record.specialActivity ? 'with' : 'without'} a Special Activity (2.3.4)`);
    if (frame.restriction !== undefined) out.push(`restriction: a Command on the card has no restriction; only a Special Activity granted alone has (3.1.2)`);
  } else if (under?.kind === 'grant') {
    const grant = under as GrantView;
    if (grant.faction !== frame.faction) return [...out, `faction: the grant under the host is to the ${FACTION_NAME[grant.faction]}, not the ${who} (3.1.2)`];
    if (frame.command === NO_COMMAND) {
      if (frame.activity === null || !grant.activities.includes(frame.activity))
        out.push(`activity: ${frame.activity === null ? 'none' : `'${frame.activity}'`}, but the grant under the host grants ${grant.activities.length === 0 ? 'no Special Activity' : grant.activities.map((a) => `'${a}'`).join(' or ')} (3.1.2)`);
      if (!sameRestriction(frame.restriction, grant.mode.restriction)) out.push('restriction: not the restriction of the grant under the host (3.1.2)');
      if (!frame.activityAllowed) out.push('activityAllowed: a Special Activity granted alone is allowed (3.1.2)');
    } else {
      if (!grant.commands.includes(frame.command))
        out.push(`command: '${frame.command}', but the grant under the host grants ${grant.commands.length === 0 ? 'no Command' : grant.commands.map((c) => `'${c}'`).join(' or ')} (3.1.2)`);
      if (frame.restriction !== undefined) out.push('restriction: a granted Command keeps its restriction in its mode, not on its host (3.1.2)');
      mode = grant.mode;
    }
  }
  if (mode !== null && frame.activityAllowed !== (mode.specialActivity && !mode.limited))
    out.push(`activityAllowed: ${frame.activityAllowed}, but the ${mode.limited ? 'Limited ' : ''}Command ${mode.specialActivity && !mode.limited ? 'may' : 'may not'} be accompanied by a Special Activity (4.1, 2.3.5)`);
  const above = state.stack[at + 1] as (Frame & Partial<CommandFrame>) | undefined;
  const command = above !== undefined && Array.isArray(above.selected) && typeof above.mode === 'object' ? (above as CommandFrame) : null;
  if (command !== null) {
    const selected = command.selected;
    if (frame.commandSpaces.length !== selected.length || selected.some((s, i) => s !== frame.commandSpaces[i]))
      out.push(`commandSpaces: not the spaces the ${who} Command above has selected (4.1)`);
    if (mode !== null && (modeKey(command.mode) !== modeKey(mode) || !sameRestriction(command.mode.restriction, mode.restriction)))
      out.push(`kind: the Command above the host is not executed in the mode it was ${onTheCard ? 'chosen' : 'granted'} with (2.3.4, 2.3.5, 3.1.2)`);
  }
  out.push(...leaderFollowProblems(state, frame, at));
  if (frame.activity === null) {
    if (frame.activitySpaces.length > 0 || frame.forbidden.length > 0 || frame.guard !== null)
      out.push('activity: none, yet the host records spaces or a guard of a Special Activity (4.1)');
  } else {
    if (game.activity(frame.faction, frame.activity) === undefined) out.push(`activity: '${frame.activity}' is not a ${FACTION_ADJECTIVE[frame.faction]} Special Activity (4.1)`);
    else if (!frame.activityAllowed && !(mode?.embeddedActivity === true && game.activity(frame.faction, frame.activity)!.embedded === true))
      out.push(`activity: '${frame.activity}' accompanies a Command that may have no Special Activity (4.1, 2.3.5)`);
    const stray = frame.forbidden.filter((s) => !frame.activitySpaces.includes(s));
    if (stray.length > 0) out.push('forbidden: closes to the Command a space where its Special Activity did not take place (4.2.2, 4.3.2)');
    if (frame.guard !== null && command === null) out.push('guard: set, but no Command is under way above the host; the guard lasts while a Special Activity begun inside its Command is under way (4.1)');
  }
  return out;
}

/**
 * What the host's records of Non-Player Leaders must agree with (8.1): one per Faction, each for a
 * Faction in `options.nonPlayers` whose Leader still stands where the units left from (or was set
 * aside to Available when they left him alone), with groups of at least one unit going elsewhere; and
 * while a record is open, a Command (or the Leader's decision) is under way above the host. Pure.
 */
function leaderFollowProblems(state: GameState, frame: CommandHostFrame, at: number): string[] {
  const records: readonly LeaderFollow[] | undefined = frame.leaderFollows;
  if (records === undefined) return [];
  const out: string[] = [];
  if (records.length === 0) out.push('leaderFollows: an empty list; the field is absent when no Non-Player Leader has units to follow (8.1)');
  records.forEach((r, i) => {
    const field = `leaderFollows.${i}`;
    const who = FACTION_ADJECTIVE[r.faction];
    if (records.findIndex((x) => x.faction === r.faction) !== i) out.push(`${field}.faction: a second record for the ${who} Leader (8.1: one per Faction)`);
    if (!state.options.nonPlayers.includes(r.faction)) out.push(`${field}.faction: the ${who} Leader follows groups by 8.1 only for a Faction in options.nonPlayers`);
    const stands = state.leaders[r.faction].at;
    if (stands !== r.from && stands !== 'available') out.push(`${field}.from: the ${who} Leader is to follow units from ${spaceName(r.from)}, but stands in ${spaceName(stands)} (8.1: he stays put until the Command is over)`);
    for (const [to, n] of Object.entries(r.moved) as [SpaceId, number][])
      if (to === r.from || n < 1) out.push(`${field}.moved.${to}: a group is one or more units moved from ${spaceName(r.from)} to another space (8.1)`);
  });
  if (state.stack[at + 1] === undefined) out.push('leaderFollows: no Command or Leader decision is under way above the host; a Non-Player Leader follows the largest group as soon as the Command is over (8.1)');
  return out;
}

/** Pops the host and reports to the frame under it when that frame asked for the report. */
function finish(draft: Draft<GameState>, frame: CommandHostFrame): void {
  popFrame(draft);
  const under = draft.stack[draft.stack.length - 1] as Draft<ReportReceiver> | undefined;
  if (under && under.report === null) {
    ownTopFrame<Draft<ReportReceiver>>(draft).report = {
      faction: frame.faction,
      command: frame.command,
      commandSpaces: [...frame.commandSpaces],
      activity: frame.activity,
      activitySpaces: [...frame.activitySpaces],
    };
  }
}
