/**
 * The public game API over the decision machine: legalActions, apply, tryApply, pending.
 * `apply` is pure: one Immer `produce` per call, the input is never changed.
 * @module
 */
import { produce, type Draft } from 'immer';
import { ActionSchema, actionKey, type Action } from './action';
import { IllegalActionError, type PendingSummary } from './errors';
import type { Frame, GameState } from './state';
import type { Decider } from '../data/ids';
import type { Step } from '../flow/step';
import { STEPS } from '../flow/steps';

/** Who must decide now and what about. */
export interface Pending {
  /** The deciding Faction, or `chance` for an external die roll. */
  faction: Decider;
  /** Machine-readable kind of decision (the frame kind, e.g. `eligibleOptions`). */
  kind: string;
  /** Human-readable prompt. */
  prompt: string;
  /** The rule section of the decision. */
  rule: string;
}

function stepOf(frame: Frame): Step {
  const step = STEPS[frame.kind];
  if (!step) throw new Error(`lod-engine internal error: no step module for frame kind '${frame.kind}'`);
  return step;
}

function isDecision(state: GameState, frame: Frame, step: Step): boolean {
  if (step.isDecision) return step.isDecision(state, frame);
  return step.options !== undefined;
}

const MAX_AUTOMATIC_STEPS = 100_000;

/**
 * Runs automatic steps until a decision is on top of the stack or the game is over.
 * Used by createGame and after every action.
 */
export function settle(draft: Draft<GameState>): void {
  for (let i = 0; i < MAX_AUTOMATIC_STEPS; i++) {
    const frame = draft.stack[draft.stack.length - 1] as Frame | undefined;
    if (!frame) return;
    const step = stepOf(frame);
    if (isDecision(draft as GameState, frame, step)) return;
    if (!step.run) throw new Error(`lod-engine internal error: step '${frame.kind}' is neither a decision nor automatic`);
    step.run(draft, frame);
  }
  throw new Error('lod-engine internal error: automatic steps did not settle');
}

/** The decision pending now, or null when the game is over. */
export function pending(state: GameState): Pending | null {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.result) return null;
  const step = stepOf(frame);
  return {
    faction: step.decider!(state, frame),
    kind: frame.kind,
    prompt: step.prompt!(state, frame),
    rule: step.rule,
  };
}

/**
 * Every legal action at the current decision point, in canonical order, without duplicates.
 * Never empty while the game is not over; empty when it is over (`state.result` set).
 */
export function legalActions(state: GameState): Action[] {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.result) return [];
  return stepOf(frame).options!(state, frame);
}

function summary(p: Pending | null): PendingSummary | null {
  return p && { faction: p.faction, kind: p.kind, prompt: p.prompt };
}

/** Result of {@link tryApply}. */
export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: IllegalActionError };

/**
 * The next state after a legal action, or an IllegalActionError (never throws).
 * An action is legal exactly when it is in `legalActions(state)`.
 */
export function tryApply(state: GameState, action: unknown): ApplyResult {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.result) {
    return {
      ok: false,
      error: new IllegalActionError('game-over', 'The game is over: no action can be taken.', { action, pending: null, legal: [] }),
    };
  }
  const step = stepOf(frame);
  const legal = step.options!(state, frame);
  // The prompt is only built when an action is refused: the successful path stays cheap for search bots.
  const refuse = (code: 'malformed' | 'wrong-faction' | 'not-legal-now', message: (p: Pending) => string): ApplyResult => {
    const p = pending(state)!;
    return { ok: false, error: new IllegalActionError(code, message(p), { action, pending: summary(p), legal, rule: p.rule }) };
  };
  const parsed = ActionSchema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('malformed', (p) => `Malformed action: ${issue.path.join('.') || 'action'}: ${issue.message}. Pending: ${p.prompt} (${p.rule}).`);
  }
  const act = parsed.data;
  if (act.faction !== step.decider!(state, frame)) {
    return refuse('wrong-faction', (p) => `It is not ${act.faction}'s decision: ${p.faction} must decide (${p.prompt}, ${p.rule}).`);
  }
  const key = actionKey(act);
  if (!legal.some((a) => actionKey(a) === key)) {
    return refuse('not-legal-now', (p) => `Not legal now: ${p.prompt} (${p.rule}) does not allow ${JSON.stringify(act)}.`);
  }
  const next = produce(state, (draft) => {
    const frame = draft.stack[draft.stack.length - 1] as Frame;
    stepOf(frame).handle!(draft, frame, act);
    draft.steps += 1;
    settle(draft);
  });
  return { ok: true, state: next };
}

/**
 * The next state after a legal action (a new frozen object; the input is unchanged).
 * @throws IllegalActionError with code `malformed`, `game-over`, `wrong-faction` or `not-legal-now`.
 */
export function apply(state: GameState, action: Action): GameState {
  const r = tryApply(state, action);
  if (!r.ok) throw r.error;
  return r.state;
}
