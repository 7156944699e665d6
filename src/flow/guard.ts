/**
 * The guard: no dead ends inside a composite move. A frame may carry a `guard` naming a goal; while
 * frames above it are in progress, every decision they lead to offers only the choices after which
 * some way of going on reaches the goal. Whether a choice qualifies is found by trial play on working
 * copies; dice there are external, and every die result must do (a roll is not a choice, and the hidden
 * next roll of seeded dice is never consulted).
 *
 * Goals are named (frames are plain JSON) and looked up in {@link GUARD_GOALS}. The first is the
 * Special Activity's "the Command can still go on" (4.1, see host.ts); the second the Brilliant Strokes'
 * "the Leader takes part in one of the Limited Commands" (src/rules/sequence/brilliantStrokes.ts).
 *
 * {@link withGuard} wraps every decision step once, in the composition root (src/game/definition.ts).
 * @module
 */
import { because, type Reason } from '../core/reason';
import { identicalAction } from '../core/action';
import type { Draft } from 'immer';
import type { Action } from '../core/action';
import type { Frame, GameState } from '../core/state';
import { fork, seal } from '../core/pathCopy';
import { silenceAccount, SILENT_ACCOUNT } from './frames';
import type { StepLookup } from './contracts';
import { handleTop, keepSeenOptions, settleWith } from './settle';
import { ROLL_KIND } from './roll';
import { uniformStep, type Step } from './step';

/** A frame that guards the decisions above it. */
export interface GuardedFrame extends Frame {
  /** The goal's id in {@link GUARD_GOALS}, or null when the frame guards nothing now. */
  guard?: string | null;
}

/**
 * A guard's goal. Given a settled state, the index of the guarding frame and the state where the search
 * began (the guarding frame is there; it may be gone in `state`), says whether the search is over:
 * `true` reached, `false` failed, `undefined` go on searching (the frames above the guard are still in
 * progress).
 */
export interface GuardGoal {
  /** How many frames right above the guarding frame are its own, never filtered (the host's Command: 1). */
  readonly depth: number;
  /** Why a choice the goal filters out is refused (the goal in game terms, with its rule). */
  readonly refusal?: Reason;
  reached(state: GameState, at: number, origin: GameState): boolean | undefined;
  /**
   * Optional: which choices of the search's decision at `state` to try first, because they may reach the
   * goal at once (e.g. those naming the Leader's space). Only the order of the search changes: a choice
   * qualifies when some way on reaches the goal, whichever way is found first.
   */
  promising?(state: GameState, at: number): ((action: Action) => boolean) | undefined;
  /**
   * Optional: whether this choice at `state` surely leads on to the goal, known without trial play (e.g.
   * a Command that can select the Leader's space). Only `true` is an answer; `false` means "search".
   */
  accepts?(state: GameState, at: number, action: Action): boolean;
  /**
   * Optional: whether no way on after this choice at `state` can reach the goal, known without trial play
   * (e.g. a last Limited Command that selects a space away from the Leader). Only `true` is an answer;
   * `false` means "search".
   */
  rejects?(state: GameState, at: number, action: Action): boolean;
  /**
   * Optional: {@link accepts} and {@link rejects} in one answer, for a goal that works both out from the
   * same facts: true (accepts), false (rejects) or undefined (search). When given, the search asks only it.
   */
  knows?(state: GameState, at: number, action: Action): boolean | undefined;
}

/**
 * A trial copy after applying the action at the top frame, settled. Dice are external there, so that a
 * roll is a node whose every result is examined.
 */
export function trialAfter(state: GameState, action: Action, lookup: StepLookup): GameState {
  return trialRun(state, lookup, (draft) => handleTop(draft, lookup, action));
}

/**
 * A trial state changed by `recipe`, then settled, with external dice (a fork, sealed: it shares what it
 * did not change), keeping the options settling computed for its decision (flow/settle.ts).
 */
export function trialRun(state: GameState, lookup: StepLookup, recipe: (draft: Draft<GameState>) => void): GameState {
  const draft = fork(state) as Draft<GameState>;
  if (draft.options.dice !== 'external') draft.options = externalDice(draft.options) as Draft<GameState['options']>;
  // Nobody reads a trial's account.
  if (draft.log !== SILENT_ACCOUNT) silenceAccount(draft);
  recipe(draft);
  const seen = settleWith(draft, lookup);
  const out = seal(draft as GameState);
  // The options settling computed for the decision the trial stopped at: the search reads them.
  keepSeenOptions(out, seen);
  return out;
}

/** The trial options of each committed game's options: the same with external dice, frozen and shared by every trial. */
const EXTERNAL_DICE = new WeakMap<GameState['options'], GameState['options']>();

/** The options with external dice (a copy: the trial's own; for frozen options, one frozen copy shared by every trial). */
function externalDice(options: GameState['options']): GameState['options'] {
  if (!Object.isFrozen(options)) {
    options.dice = 'external';
    return options;
  }
  let external = EXTERNAL_DICE.get(options);
  if (external === undefined) {
    external = Object.freeze({ ...options, dice: 'external' as const });
    EXTERNAL_DICE.set(options, external);
  }
  return external;
}

/** Whether some sequence of decisions from this settled trial state reaches the goal of the frame at `at`. */
export function someWayTo(state: GameState, goal: GuardGoal, at: number, lookup: StepLookup, origin: GameState = state): boolean {
  const r = goal.reached(state, at, origin);
  if (r !== undefined) return r;
  const frame = state.stack[state.stack.length - 1];
  const step = lookup(frame);
  // Under this same guard the wrapped step would keep only the choices after which this very search
  // succeeds; `some` over those is `some` over all, so the raw options spare a nested search.
  const options = guardIndex(state) === at ? unguarded(step).options!(state, frame) : step.options!(state, frame);
  // A die is not a choice: every result must do.
  if (frame.kind === ROLL_KIND) {
    for (const a of options) if (!leadsOn(state, a, goal, at, lookup, origin)) return false;
    return true;
  }
  // Some choice must do. The answer does not depend on the order in which they are tried, so the
  // likeliest to succeed at once go first: those the goal calls promising, then `done` (the shortest
  // way on, cheapest to play out), then the rest.
  const promising = goal.promising?.(state, at);
  if (promising === undefined) {
    for (const a of options) if (a.type === 'done' && leadsOn(state, a, goal, at, lookup, origin)) return true;
    for (const a of options) if (a.type !== 'done' && leadsOn(state, a, goal, at, lookup, origin)) return true;
    return false;
  }
  const first = options.map(promising);
  for (let i = 0; i < options.length; i++) if (first[i] && leadsOn(state, options[i], goal, at, lookup, origin)) return true;
  for (let i = 0; i < options.length; i++) if (!first[i] && options[i].type === 'done' && leadsOn(state, options[i], goal, at, lookup, origin)) return true;
  for (let i = 0; i < options.length; i++) if (!first[i] && options[i].type !== 'done' && leadsOn(state, options[i], goal, at, lookup, origin)) return true;
  return false;
}

/** Whether the choice at `state` leads on to the goal: surely (the goal accepts it), never (it rejects it), or by some way after it. */
function leadsOn(state: GameState, action: Action, goal: GuardGoal, at: number, lookup: StepLookup, origin: GameState): boolean {
  if (goal.knows !== undefined) {
    const known = goal.knows(state, at, action);
    if (known !== undefined) return known;
  } else {
    if (goal.accepts?.(state, at, action) === true) return true;
    if (goal.rejects?.(state, at, action) === true) return false;
  }
  return someWayTo(trialAfter(state, action, lookup), goal, at, lookup, origin);
}

/** The nearest guarding frame below the top (its index), or -1. */
export function guardIndex(state: GameState): number {
  for (let i = state.stack.length - 2; i >= 0; i--) {
    const g = (state.stack[i] as GuardedFrame).guard;
    if (g !== undefined && g !== null) return i;
  }
  return -1;
}

/** The unwrapped step of each step made by {@link withGuard}. */
const RAW_STEP = new WeakMap<Step<any>, Step<any>>();

/** The step as it was before {@link withGuard} wrapped it (itself when not wrapped). */
export function unguarded<F extends Frame>(step: Step<F>): Step<F> {
  return RAW_STEP.get(step) ?? step;
}

/**
 * Wraps a decision step so that, under a guarding frame, it offers only the choices after which the
 * guard's goal can still be reached. Automatic steps (and the dice) are returned as they are.
 */
export function withGuard<F extends Frame>(given: Step<F>, lookup: StepLookup, goals: Readonly<Record<string, GuardGoal>>): Step<F> {
  // Every step of one shape (see `uniformStep`), the one wrapped too: this wrapper reads its fields for every step.
  const step = uniformStep(given);
  if (!step.options || step.kind === ROLL_KIND) return step;
  const wrapped: Step<F> = uniformStep({
    ...step,
    options(state, frame) {
      const raw = step.options!(state, frame);
      const at = guardIndex(state);
      if (at < 0) return raw;
      const goal = goals[(state.stack[at] as GuardedFrame).guard!];
      if (state.stack.length - 1 <= at + goal.depth || goal.reached(state, at, state) !== undefined) return raw;
      const kept: Action[] = [];
      for (const a of raw) if (leadsOn(state, a, goal, at, lookup, state)) kept.push(a);
      return kept;
    },
  });
  // A choice the step lists but the goal filters out: the goal is the reason.
  wrapped.explain = (state, frame, action) => {
    const at = guardIndex(state);
    if (at >= 0 && step.options!(state, frame).some((a) => identicalAction(a, action))) {
      const goal = goals[(state.stack[at] as GuardedFrame).guard!];
      return goal.refusal ?? because('4.1', 'this choice would leave no way to finish what is under way');
    }
    return step.explain?.(state, frame, action) ?? null;
  };
  RAW_STEP.set(wrapped, step);
  return wrapped;
}
