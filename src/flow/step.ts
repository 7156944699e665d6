/**
 * The decision machine's building block: a step module handles one kind of frame.
 * A decision step lists its options right beside the handler that accepts them; an automatic
 * step runs without a decision. See docs/architecture.md.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../core/action';
import type { Frame, GameState } from '../core/state';
import type { Decider } from '../data/ids';
import type { Reason } from '../core/reason';

/** A step module: how the machine treats frames of one `kind`. */
export interface Step<F extends Frame = Frame> {
  /** The frame kind this module handles. */
  readonly kind: string;
  /** Rule section the step implements, e.g. `2.3.4`. */
  readonly rule: string;
  /**
   * Whether the frame waits for a decision now. Default: true when `options` exists.
   * A frame that is not a decision is run with `run`.
   */
  isDecision?(state: GameState, frame: F): boolean;
  /** Automatic progress: must pop, push, or change the frame so that the machine advances. */
  run?(draft: Draft<GameState>, frame: F): void;
  /** {@link handleReadsFrame} for {@link run}: it is handed the frame as the state holds it, not a copy. */
  readonly runReadsFrame?: boolean;
  /**
   * Optional: {@link isDecision} and {@link run} in one, for a step whose test computes what its
   * automatic progress needs (the Event interpreter's single way on, 5.1). When the frame waits for a
   * decision it changes nothing and returns false, or the decision's `options` when it computed them
   * (settling hands them on, so that they are not computed again: flow/settle.ts); otherwise it makes the
   * automatic progress on the writable frame `own()` returns and returns true. Settling uses it in place
   * of the two; they must agree with it.
   */
  advance?(draft: Draft<GameState>, frame: F, own: () => F): boolean | Action[];
  /** Who decides. */
  decider?(state: GameState, frame: F): Decider;
  /** The prompt shown to the decider, in the rulebook's words. */
  prompt?(state: GameState, frame: F): string;
  /** Every legal action now, canonical order, no duplicates, never empty. */
  options?(state: GameState, frame: F): Action[];
  /**
   * Why a well-formed action of the deciding Faction is not among {@link options} now, in game terms
   * with its rule; null when the step has no explanation of its own (the machine then builds one from
   * the options). Called only on the refusal path, never for a listed action. See docs/architecture.md,
   * "How to add reasons to a module".
   */
  explain?(state: GameState, frame: F, action: Action): Reason | null;
  /**
   * Applies one of the listed actions to the draft, on a writable copy of the frame (flow/frames.ts,
   * `ownFrame`) — or on the frame as the state holds it when {@link handleReadsFrame}.
   */
  handle?(draft: Draft<GameState>, frame: F, action: Action): void;
  /**
   * True when {@link handle} only reads its frame (it pops it or pushes above it, and writes elsewhere
   * through the draft): it is then handed the frame as the state holds it (frozen once the state is
   * committed: a write into it throws), and no copy of the frame is made for the action.
   */
  readonly handleReadsFrame?: boolean;
  /**
   * For saves from elsewhere (`loadGame`): what this frame's fields must agree with on the board
   * and in the frames under it (`stack[0..at-1]`) for the step to go on without a dead end or a
   * broken count, as problems naming the field (`space: …`); empty when they agree. Every frame
   * reached in play agrees. The frame's schema has already passed (src/game/frameSchemas.ts).
   */
  validate?(state: GameState, frame: F, at: number): string[];
}

/** Declares a step module with its frame type. */
export function defineStep<F extends Frame>(step: Step<F>): Step<F> {
  return step;
}

/**
 * The step with every field of {@link Step}, in one order (a field it does not give is there, undefined):
 * the same fields, the same values. The machine reads each field of the step on top at one place
 * (settling, handling, listing); in V8 a read of a field from objects of many shapes is a megamorphic
 * lookup, some of the largest costs of a step, while steps of one shape keep each read monomorphic. The
 * composition root's wrappers make every step of the game so (flow/guard.ts, flow/host.ts).
 */
export function uniformStep<F extends Frame>(step: Step<F>): Step<F> {
  return {
    kind: step.kind,
    rule: step.rule,
    isDecision: step.isDecision,
    run: step.run,
    runReadsFrame: step.runReadsFrame,
    advance: step.advance,
    decider: step.decider,
    prompt: step.prompt,
    options: step.options,
    explain: step.explain,
    handle: step.handle,
    handleReadsFrame: step.handleReadsFrame,
    validate: step.validate,
  };
}
