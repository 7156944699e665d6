/**
 * Non-Player policies (8.0): a policy maps a state whose pending decision belongs to its Faction —
 * its own turn, or a decision it makes in another's — to one action of `legalActions(state)`, with a
 * trace of why: the flowchart nodes and rules it followed and the rolls it made, in order, as plain
 * JSON a UI can show.
 *
 * A policy is deterministic given the state and the rolls: `choose(state)` takes its rolls from the
 * stream derived from the game's seed and the position (src/bots/rolls.ts), never from `state.dice`;
 * `choose(state, rolls)` takes them from `rolls`, in order, and throws `RollNeeded` when one more is
 * needed.
 * @module
 */
import type { Action } from '../core/action';
import type { Pending } from '../core/machine';
import type { GameState } from '../core/state';
import type { Decider, Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import { pending } from '../game/machine';
import { decisionCopy } from './decisionCopy';
import { PolicyDice, type PolicyRoll, type SuppliedRolls } from './rolls';

/** A step of a trace: a flowchart node (or rule) followed. */
export interface TraceNode {
  /** The node's name as on the flowchart sheet (e.g. `Event or Command?`), or a short id (`random`). */
  node: string;
  /** What was decided there and why, for players. */
  text: string;
  /** The rule section behind it (e.g. `8.4.2`), when there is one. */
  rule?: string;
}

/** A step of a trace: a roll made (by the policy's dice, never the game's). */
export interface TraceRoll {
  roll: PolicyRoll;
}

/** One step of a {@link Trace}: a node followed or a roll made. Tell them apart with {@link isTraceRoll}. */
export type TraceStep = TraceNode | TraceRoll;

/** Why a policy chose its action: the nodes followed and the rolls made, in the order they happened. Plain JSON. */
export type Trace = TraceStep[];

/** A policy's answer: one action from `legalActions(state)` and the trace that led to it. */
export interface Decision {
  action: Action;
  trace: Trace;
}

/** A deterministic policy for one Faction's decisions. */
export interface Policy {
  /** The Faction it plays. */
  readonly faction: Faction;
  /** A short name for traces and reports (e.g. `random`). */
  readonly name: string;
  /**
   * One action from `legalActions(state)` and its trace; the pending decision must be this Faction's.
   * Without `rolls`, the policy's rolls are derived from the seed and the position; with `rolls`,
   * they are taken from it in order (all the rolls of this decision, from its start).
   * @throws NotPolicyDecision when the pending decision is not this Faction's (or the game is over).
   * @throws RollNeeded when `rolls` is given and one more roll is needed.
   */
  choose(state: GameState, rolls?: SuppliedRolls): Decision;
}

/** Policies for some or all Factions. */
export type PolicySet = Partial<Record<Faction, Policy>>;

/** Whether a trace step is a roll (else it is a node). */
export function isTraceRoll(step: TraceStep): step is TraceRoll {
  return 'roll' in step;
}

/** A trace as lines of text for players: `node: text (rule)` and `roll D6 = 4 (purpose)`. */
export function describeTrace(trace: Trace): string[] {
  return trace.map((s) => (isTraceRoll(s) ? `roll D${s.roll.sides} = ${s.roll.value} (${s.roll.purpose})` : `${s.node}: ${s.text}${s.rule ? ` (${s.rule})` : ''}`));
}

/** Thrown by `choose` when the pending decision is not the policy's Faction's, or the game is over. */
export class NotPolicyDecision extends Error {
  override readonly name = 'NotPolicyDecision';
  /** The policy's Faction. */
  readonly faction: Faction;
  /** Who decides now: a Faction, `chance`, or null when the game is over. */
  readonly pending: Decider | null;
  /**
   * `reason`: why the policy cannot decide although the decision is its Faction's (a policy that answers
   * only some kinds of decisions).
   */
  constructor(faction: Faction, decider: Decider | null, reason?: string) {
    super(
      reason !== undefined
        ? `The ${FACTION_NAME[faction]} policy cannot decide now: ${reason}`
        : decider === null
        ? `The game is over: the ${FACTION_NAME[faction]} policy has nothing to decide`
        : `The ${FACTION_NAME[faction]} policy cannot decide now: ${decider === 'chance' ? 'a die roll (chance)' : `the ${FACTION_NAME[decider]}`} must decide`,
    );
    this.faction = faction;
    this.pending = decider;
  }
}

/** A copy of a trace step (a roll's with its roll copied). */
const copyStep = (s: TraceStep): TraceStep => (isTraceRoll(s) ? { roll: { ...s.roll } } : { ...s });

/**
 * What a policy works with while it decides: the state, its Faction, its dice, and the trace being
 * written (each roll of the dice is added to it as it happens). Start one with {@link beginDecision}.
 */
export class DecisionContext {
  /** The state decided on. */
  readonly state: GameState;
  /** The deciding Faction. */
  readonly faction: Faction;
  /** The policy's dice for this decision. */
  readonly dice: PolicyDice;
  private readonly steps: Trace = [];
  /** False when only the decision's action is read: the trace stays empty. */
  private readonly traced: boolean;
  /** What the decision's helpers remember for it, by owner ({@link remembered}). */
  private memos: Map<object, unknown> | undefined;
  /** Whether {@link trace} has handed out the steps (later askings copy them). */
  private handedOut = false;

  /** See {@link beginDecision}; `traced` false: a decision whose trace is never read (it stays empty, the rolls the same). */
  constructor(state: GameState, faction: Faction, rolls?: SuppliedRolls, salt?: string | number, traced = true) {
    this.state = state;
    this.faction = faction;
    this.traced = traced;
    this.dice = PolicyDice.forDecision(state, faction, rolls, salt, traced ? (roll) => this.steps.push({ roll }) : undefined);
  }

  /**
   * The value `owner` (a helper's own key object) remembers for this decision, made by `make` when first
   * asked (a plan per mode, a roll made once): kept with the decision, gone with it. `make` must not
   * answer undefined.
   */
  remembered<T>(owner: object, make: () => T): T {
    const memos = (this.memos ??= new Map());
    let value = memos.get(owner) as T | undefined;
    if (value === undefined) {
      value = make();
      memos.set(owner, value);
    }
    return value;
  }

  /** Adds a node followed to the trace. */
  node(node: string, text: string, rule?: string): void {
    if (this.traced) this.steps.push(rule === undefined ? { node, text } : { node, text, rule });
  }

  /** Adds a copy of a node step written by an earlier decision (the plan cache's replay: its steps are shared and never changed). */
  replayNode(step: TraceNode): void {
    this.steps.push({ ...step });
  }

  /** How many steps the trace has so far: a mark to read the steps written after it ({@link stepsSince}). */
  mark(): number {
    return this.steps.length;
  }

  /** Copies of the trace steps written since `mark` (the plan cache keeps them for later decisions). */
  stepsSince(mark: number): readonly TraceStep[] {
    const out = this.steps.slice(mark);
    for (let i = 0; i < out.length; i++) out[i] = copyStep(out[i]);
    return out;
  }

  /** Removes the nodes named `node` written since `mark` (a plan's reasons this decision does not show; its rolls stay). */
  dropNodesSince(mark: number, node: string): void {
    let to = mark;
    for (let i = mark; i < this.steps.length; i++) {
      const s = this.steps[i];
      if (isTraceRoll(s) || s.node !== node) this.steps[to++] = s;
    }
    this.steps.length = to;
  }

  /**
   * The trace so far (a copy). Every step the context holds is its own (node steps, replayed copies,
   * rolls: {@link stepsSince} hands out copies), so the first asking hands them out as they are; a
   * later asking copies them.
   */
  get trace(): Trace {
    if (this.handedOut) return this.steps.map(copyStep);
    this.handedOut = true;
    return this.steps.slice();
  }

  /**
   * Adds to this trace the rolls a scratch context of the same decision made (its nodes are left out):
   * a decision that looks ahead on a scratch context still depends on those rolls, so a table supplying
   * the trace's rolls must supply them too.
   */
  adoptRolls(scratch: DecisionContext): void {
    for (const s of scratch.steps) if (isTraceRoll(s)) this.steps.push({ roll: { ...s.roll } });
  }

  /** The decision: `action` with the trace so far. */
  decide(action: Action): Decision {
    return { action: decisionCopy(action), trace: this.trace };
  }
}

/**
 * `compute` remembered for each frozen state (a policy and its helpers ask the same question of one
 * state several times); a state that is not frozen is asked afresh. The answers are shared: read them,
 * never change them. `compute` must be pure and never answer undefined.
 */
export function perFrozenState<T>(compute: (state: GameState) => T): (state: GameState) => T {
  const answers = new WeakMap<GameState, T>();
  return (state) => {
    let answer = answers.get(state);
    if (answer === undefined) {
      answer = compute(state);
      if (Object.isFrozen(state)) answers.set(state, answer);
    }
    return answer;
  };
}

/**
 * `pending(state)`, remembered for a frozen state (a policy, its Event choices and its look-ahead ask it
 * of one state several times). The answer is shared: read it, never change it.
 * @throws ViewIsNotAStateError as `pending` does.
 */
export const pendingOf: (state: GameState) => Pending | null = perFrozenState(pending);

/**
 * Checks that the pending decision of `state` is `faction`'s and starts a decision: dice supplied from
 * `rolls` when given, else derived from the seed and the position (plus `salt`, for a policy whose
 * successive decisions must draw differently), and an empty trace.
 * @throws NotPolicyDecision when another Faction (or chance) must decide, or the game is over.
 */
export function beginDecision(state: GameState, faction: Faction, rolls?: SuppliedRolls, salt?: string | number): DecisionContext {
  const p = pendingOf(state);
  if (p === null || p.faction !== faction) throw new NotPolicyDecision(faction, p === null ? null : p.faction);
  return new DecisionContext(state, faction, rolls, salt);
}
