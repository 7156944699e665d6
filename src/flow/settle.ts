/**
 * Running automatic steps until a decision is on top of the stack (or the game is over), given a
 * way to find each frame's step module. The machine uses it with the step registry; the Special
 * Activity look-ahead uses it on its own trial copies.
 * @module
 */
import type { Draft } from 'immer';
import type { Frame, GameState } from '../core/state';
import type { Step } from './step';
import { ownTopFrame } from './frames';
import type { Action } from '../core/action';

/** The options a step's `advance` computed for the decision settling stopped at, by the sealed state it became. */
const SEEN = new WeakMap<GameState, { frame: Frame; options: readonly Action[] }>();

/**
 * Keeps the options {@link settleWith} returned for the state the settled draft became, once sealed
 * (frozen: they are its top frame's options for good). For the caller that seals right after settling.
 */
export function keepSeenOptions(state: GameState, options: readonly Action[] | undefined): void {
  // Every caller hands a state just sealed, whose root is frozen exactly when it is not extensible (an
  // `Object.isFrozen` would test each of its fields again: pathCopy's `isShared`).
  if (options !== undefined && !Object.isExtensible(state)) SEEN.set(state, { frame: state.stack[state.stack.length - 1], options });
}

/** The working state being listed by {@link readSeenOptions}, with the options settling computed for it, or null. */
let reading: { state: GameState; frame: Frame; options: readonly Action[] } | null = null;

/**
 * `read(state)`, during which {@link seenOptions} answers for the working `state` (settled, not sealed)
 * with the options settling computed for its decision (`options`: what {@link settleWith} returned), as
 * {@link keepSeenOptions} makes it answer for a sealed state. For the in-place Simulator, which lists
 * its working state right after settling, and which nothing writes while it is listed.
 */
export function readSeenOptions<R>(state: GameState, options: readonly Action[], read: (state: GameState) => R): R {
  const before = reading;
  reading = { state, frame: state.stack[state.stack.length - 1], options };
  try {
    return read(state);
  } finally {
    reading = before;
  }
}

/** The options of the state's top frame kept by {@link keepSeenOptions} or being read by {@link readSeenOptions} (a fresh copy of the list), or undefined. */
export function seenOptions(state: GameState, frame: Frame): Action[] | undefined {
  const seen = reading !== null && reading.state === state ? reading : SEEN.get(state);
  return seen !== undefined && seen.frame === frame ? [...seen.options] : undefined;
}

/** Finds the step module of a frame. */
export type StepLookup = (frame: Frame) => Step;

/**
 * Applies `action` to the top frame with its step's `handle`, handing it a writable copy of the frame
 * (`ownTopFrame`), or the frame itself when the step's handler only reads it ({@link Step.handleReadsFrame}).
 */
export function handleTop(draft: Draft<GameState>, lookup: StepLookup, action: Action): void {
  const top = draft.stack[draft.stack.length - 1] as Frame;
  const step = lookup(top);
  step.handle!(draft, step.handleReadsFrame === true ? top : ownTopFrame(draft), action);
}

/** Whether the frame waits for a decision now (default: the step has options). */
export function isDecisionStep(state: GameState, frame: Frame, step: Step): boolean {
  if (step.isDecision) return step.isDecision(state, frame);
  return step.options !== undefined;
}

const MAX_AUTOMATIC_STEPS = 100_000;

/** What a caller watching the settling may add (an Event preview: stop at the Event's end, see what ran). */
export interface SettleWatch {
  /** Stop before the next automatic step (checked first, each time). */
  stop(draft: Draft<GameState>): boolean;
  /** Called with each frame just run (popped or not). */
  ran(frame: Frame): void;
}

/**
 * Runs automatic steps until a decision is on top of the stack or the stack is empty (or `watch` stops
 * it). Returns the options of the decision on top when the step's `advance` computed them while
 * telling it is one (a caller sealing the draft at once keeps them: {@link keepSeenOptions}).
 */
export function settleWith(draft: Draft<GameState>, lookup: StepLookup, watch?: SettleWatch): Action[] | undefined {
  for (let i = 0; i < MAX_AUTOMATIC_STEPS; i++) {
    if (watch?.stop(draft)) return;
    const frame = draft.stack[draft.stack.length - 1] as Frame | undefined;
    if (!frame) return;
    const step = lookup(frame);
    if (step.advance) {
      let owned: Frame | undefined;
      const moved = step.advance(draft, frame, () => (owned ??= ownTopFrame(draft)));
      if (moved !== true) return moved === false ? undefined : moved;
      watch?.ran(owned ?? frame);
      continue;
    }
    if (isDecisionStep(draft, frame, step)) return;
    if (!step.run) throw new Error(`lod-engine internal error: step '${frame.kind}' is neither a decision nor automatic`);
    const own = step.runReadsFrame === true ? frame : ownTopFrame(draft);
    step.run(draft, own);
    watch?.ran(own);
  }
  throw new Error('lod-engine internal error: automatic steps did not settle');
}
