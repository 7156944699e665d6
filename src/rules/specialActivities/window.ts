/**
 * 4.1 Special Activities in general: how a Special Activity interleaves with its Command.
 *
 * A full Command that may carry a Special Activity is started on top of a window frame
 * ({@link startCommandWithActivity}). The Special Activity may then begin:
 * - immediately before the Command: at the Command's first decision (nothing selected yet);
 * - during it: at any decision of the Command's own frame where the Command could also be
 *   finished (`done` is among its options), i.e. between spaces;
 * - immediately after it: the window itself offers it once the Command's frames have popped.
 * Beginning one is the action `{ type: 'specialActivity', activity }`; its frames are pushed on top of
 * the Command's and, when they pop, the Command resumes with its own choices intact. At most one
 * Special Activity per Command; never with a Limited Command (2.3.5). Howe (1.10): before a British
 * Special Activity, FNI first drops one level.
 *
 * No dead ends: a Special Activity begun before or during the Command could leave the Command with
 * no way on (a Skirmish where the only Battle was possible, a War Path Activating the last
 * Underground War Party a Raid needed, a Plunder removing the War Party a Raid was to Activate).
 * There the engine looks ahead and offers only the choices after which the Command can go on.
 * @module
 */
import type { Draft } from 'immer';
import { simulate } from '../../core/workingCopy';
import type { Action, ActivityId } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import type { Faction } from '../../data/ids';
import { defineStep, type Step } from '../../flow/step';
import { howeApplies, relaxFni } from './british/lowerFni';
import { popFrame, pushFrame } from '../../flow/frames';
import { settleWith, type StepLookup } from '../../flow/settle';
import type { CommandFrame } from '../commands/common';
import type { CommandMode, CommandModule } from '../commands/registry';
import { FACTION_NAMES } from '../commands/common';
import { WINDOW_KIND, activityWindow, contextOf, howeBefore, markActivity, windowIndex, type ActivityContext, type ActivityWindowFrame } from './context';
import { activitiesOf, activityModule, type SpecialActivityModule } from './registry';

/** A fresh window for the Faction's Command (`onCard`: counted for 2.3.4). */
function newWindow(faction: Faction, command: string, onCard: boolean): ActivityWindowFrame {
  return {
    kind: WINDOW_KIND,
    faction,
    command,
    commandSpaces: [],
    activity: null,
    activitySpaces: [],
    forbidden: [],
    guarded: false,
    commandReady: true,
    onCard,
  };
}

/**
 * Starts a Command on top of a Special Activity window (4.1). `onCard`: the Command is an Eligible
 * Faction's on the current card, so a Special Activity counts for 2.3.4.
 */
export function startCommandWithActivity(draft: Draft<GameState>, command: CommandModule, mode: CommandMode, onCard: boolean): void {
  if (!mode.specialActivity || mode.limited) {
    command.start(draft, mode);
    return;
  }
  const window = newWindow(command.faction, command.id, onCard);
  pushFrame(draft, window);
  command.start(draft, mode);
}

/** The accompanying-Command id of a Special Activity granted alone (an Event's free Special Activity, 3.1.2). */
export const NO_COMMAND = '';

/**
 * Whether the Faction's Special Activity could be granted alone now, free (3.1.2: an Event's free
 * Special Activity — no accompanying Command, no cost, eligibility untouched). Pure.
 */
export function canStartFreeActivity(state: GameState, module: SpecialActivityModule): boolean {
  return !module.embedded && module.canStart(state, { faction: module.faction, command: NO_COMMAND, commandSpaces: [] });
}

/**
 * Starts a free Special Activity granted alone (3.1.2, for Events and Brilliant Strokes): a window of
 * its own (not counted on the card, so eligibility is untouched) and the Special Activity on top; when
 * both pop, the caller resumes. Howe's FNI drop applies to a British one (1.10).
 */
export function startFreeActivity(draft: Draft<GameState>, module: SpecialActivityModule): void {
  const window = newWindow(module.faction, NO_COMMAND, false);
  pushFrame(draft, window);
  beginActivity(draft, module, false);
}

/** The Special Activity action. */
function startAction(faction: Faction, id: ActivityId): Action {
  return { faction, type: 'specialActivity', activity: id };
}

/**
 * Begins a Special Activity: records it on the window (and on the card for 2.3.4), pushes its frames,
 * and, for the British under Howe, the FNI drop on top so that it comes first (1.10).
 */
export function beginActivity(draft: Draft<GameState>, module: SpecialActivityModule, guarded: boolean, commandReady = true): void {
  const window = activityWindow(draft)!;
  markActivity(draft, window, module, guarded);
  window.commandReady = commandReady;
  module.start(draft, contextOf(window as ActivityWindowFrame));
  howeBefore(draft, module.faction);
}

/**
 * Whether a full Command that cannot be executed now becomes executable when one of the Faction's
 * Special Activities is executed first (the 4.1 example: Indians at 0 Resources Trade to pay for their
 * Command; Naval Pressure lowering FNI 3 so that a Garrison may follow). Exact: a quick filter on the
 * Special Activity's most favourable outcome (its `relax`, and Howe's FNI drop for the British), then
 * the Special Activity is played through on a trial copy until some way of executing it leaves the
 * Command executable. Pure.
 */
export function enabledByActivity(state: GameState, command: CommandModule, mode: CommandMode, lookup: StepLookup): boolean {
  const faction = command.faction;
  const context: ActivityContext = { faction, command: command.id, commandSpaces: [] };
  for (const module of activitiesOf(faction)) {
    if (module.embedded || !module.relax || !module.accompanies(state, command.id) || !module.canStart(state, context)) continue;
    const best = module.relax(faction === 'british' && howeApplies(state) ? relaxFni(state) : state, context);
    if (!command.canStart(best, mode)) continue;
    const trial = simulate(state, (draft: Draft<GameState>) => {
      draft.options.dice = 'external';
      const window: ActivityWindowFrame = { ...newWindow(faction, command.id, false), commandReady: false };
      pushFrame(draft, window);
      beginActivity(draft, module, false);
      settleWith(draft, lookup);
    });
    if (activityLeadsTo(trial, state.stack.length, (s) => command.canStart(s, mode), lookup)) return true;
  }
  return false;
}

/** Whether some sequence of the Special Activity's decisions ends (its frames gone) in a state meeting the goal. */
function activityLeadsTo(state: GameState, windowAt: number, goal: (state: GameState) => boolean, lookup: StepLookup): boolean {
  if (state.result) return false;
  const top = state.stack.length - 1;
  if (top <= windowAt) return goal(state);
  const frame = state.stack[top];
  const next = (action: Action): boolean => activityLeadsTo(after(state, action, lookup), windowAt, goal, lookup);
  const options = lookup(frame).options!(state, frame);
  // A die is not a choice: every result must do.
  return frame.kind === ROLL_KIND ? options.every(next) : options.some(next);
}

const ROLL_KIND = 'roll';

// ---------------------------------------------------------------------------------------------
// Look-ahead (no dead ends before the Command)

/**
 * Whether, from this settled state, some sequence of decisions completes the Special Activity with the
 * Command able to go on; `started`: the Command had selected a space, so its finishing by itself
 * (nothing more to select) is a success too.
 */
function commandSurvives(state: GameState, commandIndex: number, started: boolean, lookup: StepLookup): boolean {
  const top = state.stack.length - 1;
  if (state.result) return false;
  if (top < commandIndex) return started;
  if (top === commandIndex) {
    const frame = state.stack[top];
    return lookup(frame).options!(state, frame).length > 0;
  }
  // The Command went on by itself after the Special Activity (e.g. to fight its Battles): it goes on.
  if (!(state.stack[commandIndex - 1] as ActivityWindowFrame).guarded) return true;
  const frame = state.stack[top];
  const next = (action: Action): boolean => commandSurvives(after(state, action, lookup), commandIndex, started, lookup);
  // A die is not a choice: every result must leave the Command a way on.
  if (frame.kind === ROLL_KIND) return lookup(frame).options!(state, frame).every(next);
  return searchOptions(state, frame, commandIndex, started, lookup).some(next);
}

/**
 * The options to search at a Special Activity decision of the look-ahead. The step wrapped by
 * {@link withLookAhead} would keep only the options after which this very search succeeds (same
 * Command, same `started`); `some` over those is `some` over all of them, so the search takes the raw
 * options and is spared a second search of every subtree at every level. Any other step: its options.
 */
function searchOptions(state: GameState, frame: Frame, commandIndex: number, started: boolean, lookup: StepLookup): Action[] {
  const step = lookup(frame);
  const raw = RAW_STEP.get(step);
  if (raw) {
    const i = windowIndex(state);
    if (i + 1 === commandIndex && (state.stack[i] as ActivityWindowFrame).commandSpaces.length > 0 === started) return raw.options!(state, frame);
  }
  return step.options!(state, frame);
}

/** The unwrapped step of each step made by {@link withLookAhead}. */
const RAW_STEP = new WeakMap<Step<any>, Step<any>>();

/**
 * A trial copy after the action. Dice are external there, so that a roll is a node whose every result
 * is examined (the hidden upcoming roll of seeded dice is never consulted).
 */
function after(state: GameState, action: Action, lookup: StepLookup): GameState {
  return simulate(state, (draft: Draft<GameState>) => {
    draft.options.dice = 'external';
    const frame = draft.stack[draft.stack.length - 1];
    lookup(frame).handle!(draft, frame, action);
    settleWith(draft, lookup);
  });
}

function needsLookAhead(window: ActivityWindowFrame, module: SpecialActivityModule, commandReady: boolean): boolean {
  return !commandReady || !(module.harmless?.(window.command) ?? false);
}

// ---------------------------------------------------------------------------------------------
// Offering Special Activities

/**
 * The Special Activities the window's Faction may begin now, as actions (canonical order); `guarded`
 * while the Command is in progress (only those after which it can go on).
 */
function activityStarts(state: GameState, window: ActivityWindowFrame, lookup: StepLookup | null, commandReady = true): Action[] {
  const guarded = lookup !== null;
  const out: Action[] = [];
  const context = contextOf(window);
  for (const module of activitiesOf(window.faction)) {
    if (module.embedded || !module.accompanies(state, window.command) || !module.canStart(state, context)) continue;
    if (lookup && needsLookAhead(window, module, commandReady)) {
      const commandIndex = windowIndex(state) + 1;
      const next = simulate(state, (draft: Draft<GameState>) => {
        draft.options.dice = 'external';
        beginActivity(draft, module, true, commandReady);
        settleWith(draft, lookup);
      });
      if (!commandSurvives(next, commandIndex, window.commandSpaces.length > 0, lookup)) continue;
    }
    out.push(startAction(window.faction, module.id));
  }
  return out;
}

/** The window directly under the frame, when the frame is the top and a full Command of the window's Faction without a Special Activity yet. */
function openWindowUnder(state: GameState, frame: CommandFrame): ActivityWindowFrame | null {
  const n = state.stack.length;
  if (n < 2 || state.stack[n - 1] !== frame) return null;
  const w = state.stack[n - 2] as ActivityWindowFrame;
  if (w.kind !== WINDOW_KIND || w.activity !== null || w.faction !== frame.faction) return null;
  if (!frame.mode?.specialActivity || !Array.isArray(frame.selected)) return null;
  return w;
}

/**
 * The Command acts again (a decision of its own frame, or its automatic progress): the Special
 * Activity begun inside it is over, with everything it led to, so the look-ahead guard is lifted.
 */
function commandResumes(draft: Draft<GameState>, frame: Frame): void {
  const n = draft.stack.length;
  if (n < 2 || draft.stack[n - 1] !== frame) return;
  const w = draft.stack[n - 2] as Draft<ActivityWindowFrame>;
  if (w.kind === WINDOW_KIND && w.activity !== null && w.guarded) w.guarded = false;
}

/**
 * Wraps a Command's main step so that its decisions also offer the Special Activities (before the
 * Command and between its spaces), and keeps the window informed of the Command's spaces.
 */
export function withActivityWindow<F extends CommandFrame>(step: Step<F>, lookup: StepLookup): Step<F> {
  const rawIsDecision = (state: GameState, frame: F): boolean => (step.isDecision ? step.isDecision(state, frame) : step.options !== undefined);
  return {
    ...step,
    isDecision(state, frame) {
      if (rawIsDecision(state, frame)) return true;
      // A Command chosen because a Special Activity can pay for it (4.1) waits for that Special Activity.
      const w = openWindowUnder(state, frame);
      return w !== null && frame.selected.length === 0 && activityStarts(state, w, lookup, false).length > 0;
    },
    options(state, frame) {
      const raw = step.options!(state, frame);
      const w = openWindowUnder(state, frame);
      if (!w) return raw;
      if (frame.selected.length > 0 && !raw.some((a) => a.type === 'done')) return raw;
      return [...raw, ...activityStarts(state, w, lookup, raw.length > 0)];
    },
    run: step.run
      ? (draft, frame) => {
          commandResumes(draft, frame);
          step.run!(draft, frame);
        }
      : undefined,
    handle(draft, frame, action) {
      if (action.type === 'specialActivity') {
        const ready = step.options!(draft as GameState, frame as F).length > 0;
        beginActivity(draft, activityModule(frame.faction, action.activity!)!, true, ready);
        return;
      }
      commandResumes(draft, frame);
      step.handle!(draft, frame, action);
      if (!Array.isArray(frame.selected)) return;
      const i = draft.stack.indexOf(frame as never);
      const w = (i >= 0 ? draft.stack[i - 1] : draft.stack[draft.stack.length - 1]) as Draft<ActivityWindowFrame> | undefined;
      // Commands only ever add to `selected`: copy it when it grew (keeps apply cheap, 4.1).
      if (w && w.kind === WINDOW_KIND && w.faction === frame.faction && w.commandSpaces.length !== frame.selected.length)
        w.commandSpaces = [...frame.selected];
    },
  };
}

/**
 * Wraps a decision step: while a Special Activity begun inside its Command is in progress (its frames,
 * or any decision they lead to, above the Command's), only the choices after which the Command can
 * still go on are offered (no dead end). Automatic steps are returned as they are.
 */
export function withLookAhead<F extends Frame>(step: Step<F>, lookup: StepLookup): Step<F> {
  if (!step.options) return step;
  const wrapped: Step<F> = {
    ...step,
    options(state, frame) {
      const raw = step.options!(state, frame);
      const i = windowIndex(state);
      if (i < 0) return raw;
      const w = state.stack[i] as ActivityWindowFrame;
      const commandIndex = i + 1;
      if (!w.guarded || w.activity === null || state.stack.length - 1 <= commandIndex) return raw;
      const module = activityModule(w.faction, w.activity);
      if (!module || !needsLookAhead(w, module, w.commandReady)) return raw;
      return raw.filter((a) => commandSurvives(after(state, a, lookup), commandIndex, w.commandSpaces.length > 0, lookup));
    },
  };
  RAW_STEP.set(wrapped, step);
  return wrapped;
}

/** The window step: once the Command is complete, offers a Special Activity "immediately after" (4.1), then pops. */
export const activityWindowStep = defineStep<ActivityWindowFrame>({
  kind: WINDOW_KIND,
  rule: '4.1',
  isDecision: (state, frame) => frame.activity === null && afterOptions(state, frame).length > 0,
  run(draft) {
    popFrame(draft);
  },
  decider: (_state, frame) => frame.faction,
  prompt: (_state, frame) => `${FACTION_NAMES[frame.faction]}: execute a Special Activity after the Command, or done`,
  options(state, frame) {
    return [...afterOptions(state, frame), { faction: frame.faction, type: 'done' }];
  },
  handle(draft, frame, action) {
    if (action.type === 'done') {
      popFrame(draft);
      return;
    }
    beginActivity(draft, activityModule(frame.faction, action.activity!)!, false);
  },
});

function afterOptions(state: GameState, frame: ActivityWindowFrame): Action[] {
  return activityStarts(state, frame, null);
}

/** Context of a window for tests and bots. */
export type { ActivityContext };
