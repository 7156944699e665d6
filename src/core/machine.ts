/**
 * The decision machine over a game's steps: legalActions, apply, tryApply, pending, settle. Generic:
 * it knows no rule and no game; {@link createMachine} binds it to a step lookup (the composition root,
 * src/game, binds the Liberty or Death steps). `apply` is pure: the step handlers run on a private
 * working copy of the state, committed into a new deep-frozen state that shares every unchanged part
 * with the input; the input is never changed.
 * @module
 */
import type { Draft } from 'immer';
import { ActionSchema, copyActionInput, fastParseAction, identicalAction, type Action } from './action';
import { IllegalActionError, type PendingSummary } from './errors';
import { because, type Reason } from './reason';
import { genericReason } from '../flow/reasons';
import type { Frame, GameState } from './state';
import type { Decider } from '../data/ids';
import type { StepLookup } from '../flow/settle';
import { pendingContext, type PendingContext } from '../flow/context';
import type { Step } from '../flow/step';
import { handleTop, keepSeenOptions, readSeenOptions, settleWith } from '../flow/settle';
import { fork, seal, sealFrom, sealingOnFork, shallowCopy } from './pathCopy';
import { refuseView } from './viewGuard';

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
  /** What the decision is part of: the Command in progress and its spaces, the grant, the space and phase. */
  context: PendingContext;
}

/** Result of `tryApply`: the next state, or the refusal. */
export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: IllegalActionError };

/** The public game API over one game's steps. */
export interface Machine {
  /** Runs automatic steps until a decision is on top of the stack or the game is over (createGame, builders). */
  settle(draft: Draft<GameState>): void;
  /**
   * The decision pending now, or null when the game is over.
   * @throws ViewIsNotAStateError when `state` is a Faction's view (as do legalActions, tryApply and apply).
   */
  pending(state: GameState): Pending | null;
  /**
   * Every legal action at the current decision point, in canonical order, without duplicates.
   * Never empty while the game is not over; empty when it is over (`state.result` set).
   * @throws ViewIsNotAStateError when `state` is a Faction's view, not a game state.
   */
  legalActions(state: GameState): Action[];
  /**
   * The next state after a legal action, or an IllegalActionError (never throws, whatever `action` is).
   * An action is legal exactly when it is in `legalActions(state)`: the same fields, each with the
   * identical value. A value outside the action vocabulary is `malformed`.
   * @throws ViewIsNotAStateError when `state` is a Faction's view: not a refused action but a wrong state.
   */
  tryApply(state: GameState, action: unknown): ApplyResult;
  /**
   * The next state after a legal action (a new frozen object; the input is unchanged).
   * @throws IllegalActionError with code `malformed`, `game-over`, `wrong-faction` or `not-legal-now`.
   * @throws ViewIsNotAStateError when `state` is a Faction's view, not a game state.
   */
  apply(state: GameState, action: Action): GameState;
  /**
   * Why the action would be refused (the reason `tryApply` gives, in game terms with its rule), or null
   * when it is legal now. Nothing is applied. Never throws, whatever `action` is.
   */
  explain(state: GameState, action: unknown): Reason | null;
  /**
   * The legal actions of a frozen state as the machine keeps them: the same list `legalActions` copies,
   * itself deep-frozen and shared (no copy is made). For the Simulator and other hot loops.
   */
  listed(state: GameState): readonly Action[];
  /**
   * The list {@link listed} gives for a frozen state, made anew and not kept by the machine: for a caller
   * that keeps it itself (the Simulator, on its journal entry), sparing the machine's weak map an entry
   * per state (a weak map's set costs more than many a step's options).
   */
  listAnew(state: GameState): readonly Action[];
  /**
   * The next state after an action taken from {@link listed} (or deep-equal to one), without checking
   * it: for search loops whose actions come from the list. Anything else gives an undefined result.
   * A step told by {@link knowNext} is taken as `apply` takes it.
   */
  applyListed(state: GameState, action: Action): GameState;
  /**
   * Tells the machine the state after `action` at the frozen `state`, computed elsewhere: `next`, exactly
   * the state `apply` would make (the same content), whose legal actions are those of the frozen `twin`
   * (a state of the same content but for the dice mode, whose list the machine may already hold) — or,
   * `settled` false, that state stopped part way through its automatic steps (at a step boundary), which
   * `apply` then settles on. `apply` returns it for that action instead of stepping again. For the Event
   * preview (the steps it played on a copy are then played for real): memoization, the answers unchanged.
   */
  knowNext(state: GameState, action: Action, next: GameState, twin: GameState, settled: boolean): void;
  /**
   * The step of {@link applyListed} written into a working state in place (a fork's, or one already
   * written: every node it copied is written again without a copy; nodes it still shares are copied on
   * first write), not sealed: returns the options settling computed for the decision it stopped at, to
   * hand to {@link listWorking} or {@link sealWorking}. For the Simulator without undo (rollouts).
   */
  playInPlace(draft: Draft<GameState>, action: Action): Action[] | undefined;
  /**
   * The listed actions of a working state that {@link playInPlace} wrote (`seen`: what it returned),
   * made anew and not kept. They are computed on the state as it is, the options settling saw handed
   * to its top step as `applyListed` keeps them for a sealed state (flow/settle.ts); a trial that forks
   * the state (the Special Activity's look-ahead) seals it first. A sealed state is written again only
   * through a fork of its root.
   */
  listWorking(state: GameState, seen: Action[] | undefined): readonly Action[];
  /** A working state that {@link playInPlace} wrote made a state (sealed), keeping the options it returned (`seen`). Returns `state`. */
  sealWorking(state: GameState, seen: Action[] | undefined): GameState;
  /**
   * Tells the machine that the step of `action` at the frozen `state` can be told: `tell` calls
   * {@link knowNext} for it (and for the steps after it), once, when that step is taken — not before,
   * so that nothing is made for a step never taken (the Event previewed and not chosen).
   */
  knowLater(state: GameState, action: Action, tell: () => void): void;
}

/**
 * A plain copy of each action (its own fields: an action is a plain object). `Object.assign` into an
 * empty literal: a spread (`{ ...a }`) of the actions of a list, of many shapes at one call site, takes
 * V8's slow clone path, and a copy field by field (`for…in`) costs far more until V8 optimizes it.
 */
function copyActions(actions: readonly Action[]): Action[] {
  const out = new Array<Action>(actions.length);
  for (let i = 0; i < actions.length; i++) out[i] = Object.assign({}, actions[i]);
  return out;
}

function summary(p: Pending | null): PendingSummary | null {
  return p && { faction: p.faction, kind: p.kind, prompt: p.prompt };
}

/**
 * The listed action identical to `act` (the same fields, each holding the identical value; never a
 * string key), or undefined when it is not in the list.
 */
function listedAs(legal: readonly Action[], act: Action): Action | undefined {
  for (let i = 0; i < legal.length; i++) if (identicalAction(legal[i], act)) return legal[i];
  return undefined;
}

/**
 * The listed action identical to `copy` (a fresh copy of an action's fields, `copyActionInput`), or
 * undefined: what {@link listedAs} finds, read through the copy's few fields rather than every field of
 * the vocabulary on both sides (each read of a field an action lacks costs on the many shapes of actions).
 * Two actions are identical when they hold the same fields with defined values, each with the same value.
 */
function listedAsCopy(legal: readonly Action[], copy: Record<string, unknown>): Action | undefined {
  const type = copy.type;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type === type && sameFields(a as unknown as Record<string, unknown>, copy)) return a;
  }
  return undefined;
}

/** Whether the two objects hold the same fields with defined values, each with the identical value (`===`). */
function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let n = 0;
  for (const k in b) {
    const v = b[k];
    if (a[k] !== v) return false;
    if (v !== undefined) n++;
  }
  for (const k in a) if (a[k] !== undefined) n--;
  return n === 0;
}

/**
 * Whether `copy` holds exactly the fields of the listed action with defined values, each with the
 * identical value (its enumerable fields read once each; none undefined, none other).
 */
function sameCopy(listed: Record<string, unknown>, copy: Record<string, unknown>): boolean {
  let n = 0;
  for (const k in copy) {
    const v = copy[k];
    if (v === undefined || v !== listed[k]) return false;
    n++;
  }
  for (const k in listed) if (listed[k] !== undefined) n--;
  return n === 0;
}

/**
 * The input's copy (`copyActionInput`: each field read once, inside a try, into a fresh plain object) as a
 * well-formed action, or why it is malformed (a string). Never throws: only the copy is validated.
 */
function parseAction(copy: ReturnType<typeof copyActionInput>): Action | string {
  if (!copy.ok) return copy.problem;
  const fast = fastParseAction(copy.value);
  if (fast !== undefined) return fast;
  try {
    const parsed = ActionSchema.safeParse(copy.value);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    return `${issue.path.join('.') || 'action'}: ${issue.message}`;
  } catch {
    return 'action: cannot be checked';
  }
}

/** The machine over the steps `stepOf` finds (one per frame kind). */
export function createMachine(stepOf: StepLookup): Machine {
  /**
   * Runs automatic steps until a decision is on top of the stack or the game is over.
   * Used by createGame and after every action. Works on the working copy of `apply` as well as on an
   * Immer draft.
   */
  function settle(draft: Draft<GameState>): void {
    settleWith(draft, stepOf);
  }

  /** The decision pending now, or null when the game is over. */
  function pending(state: GameState): Pending | null {
    refuseView(state, 'pending');
    const frame = state.stack[state.stack.length - 1];
    if (!frame || state.result) return null;
    const step = stepOf(frame);
    return {
      faction: step.decider!(state, frame),
      kind: frame.kind,
      prompt: step.prompt!(state, frame),
      rule: step.rule,
      context: pendingContext(state),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Legal actions, kept by state.
  //
  // States are immutable and deep-frozen, and the options of a step are a pure function of the
  // state, so the list is computed for a state object and kept for `apply`, which must check
  // membership, and for repeated `legalActions` calls. Callers get copies: mutating them cannot reach the
  // cache. A state that is not frozen (hand-made, or made with Immer auto-freeze turned off) is never
  // cached; a frozen root is taken to mean a deep-frozen state, as every state of the engine is.
  // The kept list is frozen (with each action in it) only when it is handed out shared (`listed`,
  // `listAnew`): the public API only copies it, and hands the step handler the one action taken, frozen
  // (`taken`). Nothing writes a kept list or its actions.
  //
  // The lists of the last states listed are kept in a short ring first (held strongly: a few states):
  // the public step lists a state and then applies an action to it, and most states are never listed
  // again, while a weak map's set costs more than many a step's options. A list leaves the ring for the
  // weak map only when its state asked for it again after that first use (listed again, or applied twice);
  // a state asked again only after eight others were listed has its list computed anew (the same list).

  const LEGAL = new WeakMap<GameState, readonly Action[]>();
  const RING = 8;
  const ringStates: (GameState | undefined)[] = new Array<GameState | undefined>(RING).fill(undefined);
  const ringLists: (readonly Action[] | undefined)[] = new Array<readonly Action[] | undefined>(RING).fill(undefined);
  const ringUses: number[] = new Array<number>(RING).fill(0);
  let ringNext = 0;

  /** The kept list of a frozen state, or undefined; `use` counts the asking (see {@link keepList}). */
  function keptList(state: GameState, use: boolean): readonly Action[] | undefined {
    for (let i = 0; i < RING; i++) {
      if (ringStates[i] !== state) continue;
      if (use) ringUses[i]++;
      return ringLists[i];
    }
    return LEGAL.get(state);
  }

  /** Keeps the list of a frozen state not kept yet: in the ring, whose oldest entry goes to the weak map when asked for more than once. */
  function keepList(state: GameState, legal: readonly Action[]): void {
    const i = ringNext;
    const old = ringStates[i];
    if (old !== undefined && ringUses[i] > 1) LEGAL.set(old, ringLists[i]!);
    ringStates[i] = state;
    ringLists[i] = legal;
    ringUses[i] = 0;
    ringNext = i + 1 === RING ? 0 : i + 1;
  }

  // The state this machine sealed last: frozen for good, so that the next step's listing and fork need
  // not ask `Object.isFrozen`, which V8 answers by testing each of the root's 24 fields (some 100 ns).
  let lastSealed: GameState | undefined;

  /** Whether the state is frozen: the one sealed last without asking V8 (see {@link lastSealed}). */
  function isFrozenState(state: GameState): boolean {
    return state === lastSealed || Object.isFrozen(state);
  }

  function legalOf(state: GameState, frame: Frame, step: Step): readonly Action[] {
    let legal = keptList(state, true);
    if (legal === undefined) {
      legal = step.options!(state, frame);
      if (isFrozenState(state)) keepList(state, legal);
    }
    return legal;
  }

  /** The list and each action in it, frozen (a list already frozen as it is). */
  function freezeList(list: readonly Action[]): readonly Action[] {
    if (!Object.isExtensible(list)) return list;
    for (let i = 0; i < list.length; i++) Object.freeze(list[i]);
    return Object.freeze(list);
  }

  /** The listed action a step handler is handed: frozen, as every action of a list handed out shared. */
  function taken(act: Action): Action {
    return Object.freeze(act);
  }

  const NONE: readonly Action[] = Object.freeze([]);

  function listed(state: GameState): readonly Action[] {
    const frame = state.stack[state.stack.length - 1];
    if (!frame || state.result) return NONE;
    return freezeList(legalOf(state, frame, stepOf(frame)));
  }

  function listAnew(state: GameState): readonly Action[] {
    const known = keptList(state, false);
    return known !== undefined ? freezeList(known) : listNow(state);
  }

  /** The listed actions of the state computed now (frozen, not kept). */
  function listNow(state: GameState): readonly Action[] {
    const frame = state.stack[state.stack.length - 1];
    if (!frame || state.result) return NONE;
    return freezeList(stepOf(frame).options!(state, frame));
  }

  /**
   * Every legal action at the current decision point, in canonical order, without duplicates.
   * Never empty while the game is not over; empty when it is over (`state.result` set).
   */
  function legalActions(state: GameState): Action[] {
    refuseView(state, 'legalActions');
    const frame = state.stack[state.stack.length - 1];
    if (!frame || state.result) return [];
    const legal = legalOf(state, frame, stepOf(frame));
    const copies = copyActions(legal);
    handedState = state;
    handedList = legal;
    handedCopies = copies;
    return copies;
  }

  // The copies `legalActions` handed out last, with the state and the kept list they copy: `apply` is
  // most often handed one of them, for that state, and then finds the listed action by its index.
  let handedState: GameState | undefined;
  let handedList: readonly Action[] = NONE;
  let handedCopies: readonly Action[] = NONE;

  /**
   * The listed action of which `action` is the copy `legalActions` handed out last for `state`, when
   * it still holds exactly the listed action's fields and values (a plain object, nothing added,
   * changed or removed); else undefined, and the whole check decides. What it finds is what the whole
   * check finds for such a copy.
   */
  function handedBack(state: GameState, action: unknown): Action | undefined {
    if (state !== handedState) return undefined;
    const i = handedCopies.indexOf(action as Action);
    if (i < 0) return undefined;
    const listed = handedList[i];
    try {
      return Object.getPrototypeOf(action) === Object.prototype && sameCopy(listed as unknown as Record<string, unknown>, action as Record<string, unknown>) ? listed : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Why a well-formed action of the deciding Faction is not listed: the step's own explanation
   * (`explain`), else one built from the options (flow/reasons.ts). Only on the refusal path.
   */
  function reasonFor(state: GameState, frame: Frame, step: Step, legal: readonly Action[], act: Action, p: Pending): Reason {
    let own: Reason | null = null;
    try {
      own = step.explain?.(state, frame, act) ?? null;
    } catch {
      own = null;
    }
    return own ?? genericReason(p.prompt, p.rule, legal, act);
  }

  /** The refusal of an action with its pending decision, built only when an action is refused (the prompt costs). */
  function refusal(
    state: GameState,
    action: unknown,
    legal: readonly Action[],
    code: 'malformed' | 'wrong-faction' | 'not-legal-now',
    message: (p: Pending) => string,
    why: (p: Pending) => Reason,
  ): IllegalActionError {
    const p = pending(state)!;
    const reason = why(p);
    return new IllegalActionError(code, message(p), { action, pending: summary(p), legal: copyActions(legal), rule: p.rule, reason });
  }

  /** The refusal of a well-formed action that is not listed, with its reason in game terms. */
  function notListed(state: GameState, action: unknown, frame: Frame, step: Step, legal: readonly Action[], valid: Action): IllegalActionError {
    let reason: Reason | undefined;
    const why = (p: Pending): Reason => (reason ??= reasonFor(state, frame, step, legal, valid, p));
    return refusal(state, action, legal, 'not-legal-now', (p) => `Not legal now: ${why(p).text} (${why(p).rule}).`, why);
  }

  /**
   * The refusal of an action, or the listed action it is (tryApply's and explain's check): the list's
   * own object, so that the step handlers see the same action objects as on the Simulator's path.
   * The successful path builds no closure and no result object: it stays cheap for search bots.
   */
  function check(state: GameState, action: unknown): Action | IllegalActionError {
    const frame = state.stack[state.stack.length - 1];
    if (!frame || state.result) {
      const reason = because('7.0', 'The game is over: no action can be taken.');
      return new IllegalActionError('game-over', reason.text, { action, pending: null, legal: [], reason });
    }
    const handed = handedBack(state, action);
    if (handed !== undefined) return handed;
    const step = stepOf(frame);
    const legal = legalOf(state, frame, step);
    const copy = copyActionInput(action);
    // A copy identical to a listed action is that action: every listed action is well-formed and the
    // decider's (what the checks below would find), so they are left for the refusal path.
    const found = copy.ok ? listedAsCopy(legal, copy.value) : undefined;
    if (found !== undefined) return found;
    // The schema decides on a private copy; the fast check only accepts what the schema accepts, with the same result.
    const parsed = parseAction(copy);
    if (typeof parsed === 'string')
      return refusal(
        state,
        action,
        legal,
        'malformed',
        (p) => `Malformed action: ${parsed}. Pending: ${p.prompt} (${p.rule}).`,
        (p) => because(p.rule, `Malformed action: ${parsed}`),
      );
    if (parsed.faction !== step.decider!(state, frame)) {
      const faction = parsed.faction;
      return refusal(
        state,
        action,
        legal,
        'wrong-faction',
        (p) => `It is not ${faction}'s decision: ${p.faction} must decide (${p.prompt}, ${p.rule}).`,
        (p) => because(p.rule, `It is not ${faction}'s decision: ${p.faction} must decide (${p.prompt})`),
      );
    }
    // The comparison of every field of the vocabulary (identicalAction), as the Simulator's callers find actions.
    return listedAs(legal, parsed) ?? notListed(state, action, frame, step, legal, parsed);
  }

  /**
   * The next state after a legal action, or an IllegalActionError (never throws).
   * An action is legal exactly when it is in `legalActions(state)`.
   */
  function tryApply(state: GameState, action: unknown): ApplyResult {
    refuseView(state, 'tryApply');
    const r = check(state, action);
    return r instanceof IllegalActionError ? { ok: false, error: r } : { ok: true, state: knownNext(state, r) ?? next(state, taken(r)) };
  }

  /** Why the action is not legal now (the reason `tryApply` would give), or null when it is legal. Never throws. */
  function explain(state: GameState, action: unknown): Reason | null {
    refuseView(state, 'explain');
    const r = check(state, action);
    return r instanceof IllegalActionError ? r.details.reason : null;
  }

  /**
   * The state after the action: the handler and the automatic steps run on a fork of the state that
   * copies a node only when it is written (core/pathCopy.ts; no proxies: rule code reads and writes at
   * full speed), then the new nodes are frozen; every unchanged part is shared with `state`.
   */
  function next(state: GameState, act: Action): GameState {
    // A frozen state's fork is a shallow copy of its root (core/pathCopy.ts).
    const frozen = isFrozenState(state);
    const draft = (frozen ? shallowCopy(state as unknown as Record<string, unknown>) : fork(state)) as Draft<GameState>;
    const seen = playInPlace(draft, act);
    return commit(frozen ? sealFrom(draft as GameState, state) : seal(draft as GameState), seen);
  }

  function playInPlace(draft: Draft<GameState>, act: Action): Action[] | undefined {
    if (draft.priorLog.length > 0) draft.priorLog = [];
    handleTop(draft, stepOf, act);
    draft.steps += 1;
    return settleWith(draft, stepOf);
  }

  /** A sealed state made the one this machine sealed last, keeping the options settling returned (`seen`). */
  function commit(out: GameState, seen: Action[] | undefined): GameState {
    keepSeenOptions(out, seen);
    lastSealed = out;
    return out;
  }

  function sealWorking(state: GameState, seen: Action[] | undefined): GameState {
    return commit(seal(state), seen);
  }

  function listWorking(state: GameState, seen: Action[] | undefined): readonly Action[] {
    if (Object.isFrozen(state)) return listAnew(state);
    if (seen !== undefined) return sealingOnFork(state, (s) => readSeenOptions(s, seen, listNow));
    return sealingOnFork(state, listNow);
  }

  /**
   * The next state after a legal action (a new frozen object; the input is unchanged).
   * @throws IllegalActionError with code `malformed`, `game-over`, `wrong-faction` or `not-legal-now`.
   */
  function apply(state: GameState, action: Action): GameState {
    refuseView(state, 'apply');
    const r = check(state, action);
    if (r instanceof IllegalActionError) throw r;
    return knownNext(state, r) ?? next(state, taken(r));
  }

  // ---------------------------------------------------------------------------------------------
  // Steps known in advance (knowNext): by frozen state, the one action whose next state is known.

  /** A step told (`next`), or one to be told when taken (`tell`, by `knowLater`). */
  type Known = { action: Action; next: GameState; settled: boolean; tell: undefined } | { action: Action; next: undefined; settled: false; tell: () => void };

  const KNOWN = new WeakMap<GameState, Known>();

  function knowNext(state: GameState, action: Action, after: GameState, twin: GameState, settled: boolean): void {
    if (!Object.isFrozen(state) || !Object.isFrozen(after)) return;
    KNOWN.set(state, { action: Object.freeze({ ...action }), next: after, settled, tell: undefined });
    if (!settled) return;
    const legal = keptList(twin, false);
    if (legal !== undefined && after !== twin && keptList(after, false) === undefined) LEGAL.set(after, legal);
  }

  function knowLater(state: GameState, action: Action, tell: () => void): void {
    if (Object.isFrozen(state)) KNOWN.set(state, { action: Object.freeze({ ...action }), next: undefined, settled: false, tell });
  }

  /** The state after the listed `act` when `knowNext` told it (settled on when it stopped part way), else undefined. */
  function knownNext(state: GameState, act: Action): GameState | undefined {
    let known = KNOWN.get(state);
    if (known === undefined || !identicalAction(known.action, act)) return undefined;
    if (known.tell !== undefined) {
      // Told now that it is taken (knowLater): `tell` tells this step again, with its next state, or nothing.
      KNOWN.delete(state);
      known.tell();
      known = KNOWN.get(state);
      if (known === undefined || known.next === undefined || !identicalAction(known.action, act)) return undefined;
    }
    return known.settled ? known.next : settleOn(known.next!);
  }

  /** The rest of a step whose automatic steps stopped part way (`knowNext`): settled on, as `next` would have. */
  function settleOn(stopped: GameState): GameState {
    const draft = fork(stopped) as Draft<GameState>;
    const seen = settleWith(draft, stepOf);
    const out = seal(draft as GameState);
    keepSeenOptions(out, seen);
    lastSealed = out;
    return out;
  }

  /** The state after a listed action, unchecked: the step `knowNext` told, else the step played. */
  function applyListed(state: GameState, act: Action): GameState {
    return knownNext(state, act) ?? next(state, act);
  }

  return { settle, pending, legalActions, tryApply, apply, explain, listed, listAnew, applyListed, knowNext, knowLater, playInPlace, listWorking, sealWorking };
}
