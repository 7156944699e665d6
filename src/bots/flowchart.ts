/**
 * What the four Non-Player flowcharts share (8.1–8.2): a policy built from a table of handlers, one per
 * kind of pending decision; the board a Command is planned from; and 8.1.3's selection of spaces
 * priority by priority, with ties broken by the Random Spaces table (8.2).
 *
 * A flowchart decision is a pure function of the state and the policy's rolls. The rolls are derived
 * from the seed, the card and the Faction (src/bots/rolls.ts) — the same at every micro-decision of one
 * Non-Player turn — so each roll's purpose must name what it decides and, for repeated selections,
 * which one (`Muster: Tory space #2`). A Command is planned from the board it started from
 * (`commandHost.start`, {@link planningState}), so its later micro-decisions, and a save in the middle of
 * it, follow the same plan.
 * @module
 */
import { describeAction, type Action } from '../core/action';
import type { GameState } from '../core/state';
import { copyWith } from '../core/pathCopy';
import { SPACE_IDS, spaceIndex, type Faction, type SpaceId } from '../data/ids';
import { RANDOM_SPACES_CYCLE } from '../data/randomSpaces';
import { spaceName } from '../data/text';
import { HOST_KIND, type CommandHostFrame } from '../flow/hostFrame';
import { listed } from '../game/machine';
import { refuseView } from '../core/viewGuard';
import { DecisionContext, NotPolicyDecision, type Decision, type Policy } from './policy';
import { decidesAhead, decidesListed, type ListedDecision } from './policyActions';
import { policyPick, policyRandomSpace, type SuppliedRolls } from './rolls';

/** Everything a flowchart handler decides with. */
export interface Flow {
  /** The policy's context: its dice and the trace being written (`node`, `dice`). */
  readonly ctx: DecisionContext;
  /** The state decided on. */
  readonly state: GameState;
  /** The deciding Faction. */
  readonly faction: Faction;
  /** The pending decision's kind (its frame kind, e.g. `britishMuster`). */
  readonly kind: string;
  /** `legalActions(state)`: a handler returns one of them. */
  readonly legal: readonly Action[];
  /** The rolls supplied to this decision (undefined: derived), to hand on to a policy it delegates to. */
  readonly rolls: SuppliedRolls | undefined;
}

/**
 * Answers one kind of decision: returns one of `flow.legal`, having written its trace with
 * `flow.ctx` — or a whole {@link Decision} of another policy it delegates to (e.g. `eventChoice`, given
 * the same supplied rolls), returned as it is.
 */
export type FlowHandler = (flow: Flow) => Action | Decision;

/** Handlers by decision kind. */
export type FlowHandlers = Readonly<Record<string, FlowHandler>>;

/** Thrown when a flowchart handler returns an action that is not legal: a bug of the policy, never of the caller. */
export class FlowchartError extends Error {
  override readonly name = 'FlowchartError';
}

/**
 * A policy for `faction` that answers each decision with the handler of its kind from `handlers`; a
 * kind without a handler is answered by `fallback` (e.g. a random choice under 8.3.8, saying so in the
 * trace). The action returned is checked against `legalActions(state)`.
 * @throws NotPolicyDecision when the pending decision is not the Faction's (or the game is over).
 * @throws FlowchartError when a handler returns an action that is not legal (a policy bug).
 */
export function flowchartPolicy(faction: Faction, name: string, handlers: FlowHandlers, fallback: FlowHandler): Policy {
  // One decision: the handler's answer, checked, and the context its trace was written to.
  const decide = (state: GameState, rolls: SuppliedRolls | undefined): Made => {
    // Who decides, read from the legal actions (each names the Faction deciding; none once the game is
    // over), and the kind of decision, the top frame's: what `pending` says, without its prompt.
    // The machine's own list (frozen, shared, not copied): a handler returns one of its actions, copied by `decide`.
    refuseView(state, 'legalActions');
    const legal = listed(state);
    const decider = legal.length === 0 ? null : legal[0].faction;
    if (decider !== faction) throw new NotPolicyDecision(faction, decider);
    const ctx = new DecisionContext(state, faction, rolls);
    const kind = state.stack[state.stack.length - 1].kind;
    const flow: Flow = { ctx, state, faction, kind, legal, rolls };
    const answer = (handlers[kind] ?? fallback)(flow);
    const action = isDecision(answer) ? answer.action : answer;
    // The listed action it is or copies (a policy bug when none).
    let listedAs = action;
    if (!legal.includes(action)) {
      const i = indexOfSame(legal, action);
      if (i < 0) throw new FlowchartError(`the ${name} policy chose an action that is not legal at a '${kind}' decision: ${describeAction(action)}`);
      listedAs = legal[i];
    }
    return { answer, action, listed: listedAs, ctx };
  };
  const choose = (state: GameState, rolls: SuppliedRolls | undefined): ListedDecision => {
    const { answer, action, listed, ctx } = (rolls === undefined ? takeAhead(state, handlers, faction) : undefined) ?? decide(state, rolls);
    return { decision: isDecision(answer) ? answer : ctx.decide(action), listed };
  };
  const policy: Policy = {
    faction,
    name,
    choose(state: GameState, rolls?: SuppliedRolls): Decision {
      return choose(state, rolls).decision;
    },
  };
  // The listed action itself (equal to the handler's): the preview then finds it in its list by identity.
  decidesAhead(policy, (state) => {
    const made = decide(state, undefined);
    keepAhead({ state, handlers, faction, made });
    return made.listed;
  });
  decidesListed(policy, choose);
  return policy;
}

/** One decision of a flowchart policy: the handler's answer, its action, the listed action it copies, and the context its trace was written to. */
interface Made {
  readonly answer: Action | Decision;
  readonly action: Action;
  readonly listed: Action;
  readonly ctx: DecisionContext;
}

/** A decision made ahead: the state decided on, the policy's handlers and Faction, and the decision. */
interface Ahead {
  readonly state: GameState;
  readonly handlers: FlowHandlers;
  readonly faction: Faction;
  readonly made: Made;
}

/**
 * The last decisions flowchart policies made ahead, inside an Event preview (8.3.3: the Faction's own
 * choices, derived rolls), for the same decision when the Event is played: the engine then reaches the
 * preview's states with the game's own dice mode (the same stack, every part but the options shared:
 * core/machine.ts `knowNext`), and a decision is a function of the state but its dice mode, which no
 * policy reads. A short ring held strongly (the Event is played right after its preview, and a preview
 * makes a few decisions; a weak map's set costs more than its lookups save); each is handed out once.
 */
const AHEAD_SIZE = 16;
const ahead: (Ahead | undefined)[] = new Array<Ahead | undefined>(AHEAD_SIZE).fill(undefined);
let aheadNext = 0;

/** Keeps a decision made ahead, in place of the oldest. */
function keepAhead(entry: Ahead): void {
  ahead[aheadNext] = entry;
  aheadNext = aheadNext + 1 === AHEAD_SIZE ? 0 : aheadNext + 1;
}

/** The decision the policy of `handlers` made ahead for `faction` at `state` (or at the same state but its dice mode), taken out; else undefined. */
function takeAhead(state: GameState, handlers: FlowHandlers, faction: Faction): Made | undefined {
  const stack = state.stack;
  for (let i = 0; i < AHEAD_SIZE; i++) {
    const a = ahead[i];
    if (a === undefined || a.state.stack !== stack) continue;
    if (a.handlers !== handlers || a.faction !== faction || !sameButDice(a.state, state)) return undefined;
    ahead[i] = undefined;
    return a.made;
  }
  return undefined;
}

/** Whether two states hold the same parts (by identity) but for the dice mode of their options. */
function sameButDice(a: GameState, b: GameState): boolean {
  if (a === b) return true;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in ra) {
    if (k !== 'options' && ra[k] !== rb[k]) return false;
    n++;
  }
  for (const k in rb) n--;
  if (n !== 0) return false;
  const oa = a.options as unknown as Record<string, unknown>;
  const ob = b.options as unknown as Record<string, unknown>;
  let m = 0;
  for (const k in oa) {
    if (k !== 'dice' && oa[k] !== ob[k]) return false;
    m++;
  }
  for (const k in ob) m--;
  return m === 0;
}

/**
 * `make()` made once and shared: the policy an "Event or Command?" box previews the Event with (its own
 * Faction's, 8.3.3). A flowchart policy keeps nothing between decisions, so one instance serves every
 * preview; only the time to build it again is saved.
 */
export function sharedPolicy(make: () => Policy): () => Policy {
  let policy: Policy | undefined;
  return () => (policy ??= make());
}

const isDecision = (x: Action | Decision): x is Decision => 'trace' in x && 'action' in x;

/** Whether two actions are the same (same fields, same values; `undefined` counts as absent). */
export function sameAction(a: Action, b: Action): boolean {
  // Most candidates differ in their type or space: a quick no (both present and different, or one absent and the other not).
  if (a.type !== b.type || a.space !== b.space) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const k in ra) if (ra[k] !== undefined && ra[k] !== rb[k]) return false;
  for (const k in rb) if (rb[k] !== undefined && ra[k] !== rb[k]) return false;
  return true;
}

/** The index in `actions` of the action equal to `wanted`, or -1 (an indexed loop: the machine's lists are frozen, and `find`/`some` on a frozen array are slow on Node 20). */
function indexOfSame(actions: readonly Action[], wanted: Action): number {
  for (let i = 0; i < actions.length; i++) if (sameAction(actions[i], wanted)) return i;
  return -1;
}

/** The legal action equal to `wanted`, or null when it is not legal. */
export function findLegal(flow: Flow, wanted: Action): Action | null {
  const i = indexOfSame(flow.legal, wanted);
  return i < 0 ? null : flow.legal[i];
}

/**
 * The actions of `actions` of type `type`, in order (an indexed loop: the machine's lists are frozen,
 * and `filter`/`find` on a frozen array are slow on Node 20).
 */
export function actionsOfType(actions: readonly Action[], type: string): Action[] {
  const out: Action[] = [];
  for (let i = 0; i < actions.length; i++) if (actions[i].type === type) out.push(actions[i]);
  return out;
}

/**
 * The legal action equal to `wanted`, the action a plan chose.
 * @throws FlowchartError when it is not legal: a plan that is not is a bug of the policy.
 */
export function plannedAction(flow: Flow, wanted: Action): Action {
  const a = findLegal(flow, wanted);
  if (!a) throw new FlowchartError(`the ${flow.faction} ${flow.kind} plan chose an action that is not legal: ${describeAction(wanted)}`);
  return a;
}

/**
 * 8.3.8 for a decision no flowchart instruction covers: a random legal action (one die with as many
 * faces as there are actions; none when there is only one), with a trace node saying why.
 */
export function randomFallback(flow: Flow, why: string): Action {
  if (flow.legal.length === 1) {
    flow.ctx.node('Other choice', `${why}: the only legal action, ${describeAction(flow.legal[0])}`, '8.3.8');
    return flow.legal[0];
  }
  const pick = policyPick(flow.ctx.dice, flow.legal, `${flow.kind} at step ${flow.state.steps}: equal choice (8.3.8)`);
  flow.ctx.node('Other choice', `${why}: ${describeAction(pick)} by an equal-chance roll`, '8.3.8');
  return pick;
}

/** Throws NotPolicyDecision with `reason` (a decision this policy does not answer). */
export function notAnswered(flow: Flow, reason: string): never {
  throw new NotPolicyDecision(flow.faction, flow.faction, reason);
}

// ---------------------------------------------------------------------------------------------
// The board a Command is planned from

/** The nearest command host of `faction` on the stack, or null. */
export function factionHost(state: GameState, faction: Faction): CommandHostFrame | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i] as CommandHostFrame;
    if (f.kind === HOST_KIND && f.faction === faction) return f;
  }
  return null;
}

/**
 * The state a Non-Player plans its Command under way from: `state` with the board the Command started
 * from (`commandHost.start`, kept by the engine for the Factions in `options.nonPlayers`), or `state`
 * itself before the Command's first instruction. The stack, the card and the options are `state`'s. Pure.
 */
export function planningState(state: GameState, faction: Faction): GameState {
  const host = factionHost(state, faction);
  if (!host?.start) return state;
  return copyWith(state, host.start);
}

/** A writable copy of `state` for a plan to try moves on (rules/board's {@link scratchBoard}, built by the board interface). */
export { scratchBoard } from '../rules/board';

/** The number of ordered pairs of spaces: the size of a plan's table by {@link spacePairIndex}. */
export const SPACE_PAIRS = SPACE_IDS.length * SPACE_IDS.length;

/**
 * The place of the ordered pair (`from`, `to`) in a flat table of {@link SPACE_PAIRS} entries: what a
 * March plan remembers per pair of spaces (a typed array), without a key text to build and hash per pair.
 */
export const spacePairIndex = (from: SpaceId, to: SpaceId): number => spaceIndex(from) * SPACE_IDS.length + spaceIndex(to);

/** The marks of a plan's table of yes/no answers by pair: 0 for not yet asked, then yes or no. */
export const PAIR_YES = 1;
export const PAIR_NO = 2;

// ---------------------------------------------------------------------------------------------
// 8.1.3: selecting spaces priority by priority, ties by 8.2

const ON_TABLE: ReadonlySet<SpaceId> = new Set(RANDOM_SPACES_CYCLE);

/**
 * A priority of 8.1.3 as a score per candidate: a list of numbers compared in order, higher first
 * (write "first where most X, then Y" as `[X, Y]`; "lowest" as a negated number; a yes/no as 1/0).
 */
export type Score = (space: SpaceId) => readonly number[];

function compareScores(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * One of equal candidates by the Random Spaces table (8.2: 1D3 column, 1D6 row, then down the table to
 * the first candidate), or by an equal-chance roll when one of them is not on the table (the West
 * Indies, 8.2's Play Note). A single candidate: no roll. The trace says which.
 * @throws RangeError when `tied` is empty.
 */
export function randomAmong(ctx: DecisionContext, tied: readonly SpaceId[], purpose: string): SpaceId {
  // One candidate (the usual end of a priority): no roll, nothing to make unique.
  if (tied.length === 1) return tied[0];
  const list = [...new Set(tied)];
  if (list.length === 0) throw new RangeError(`no space to choose from (${purpose})`);
  if (list.length === 1) return list[0];
  if (list.every((s) => ON_TABLE.has(s))) {
    const r = policyRandomSpace(ctx.dice, list, purpose);
    ctx.node('Random Spaces', `${purpose}: ${list.map(spaceName).join(', ')} tie; column ${r.column}, row ${r.row} → ${spaceName(r.space!)}`, '8.2');
    return r.space!;
  }
  const pick = policyPick(ctx.dice, list, `${purpose}: equal chance`);
  ctx.node('Random Spaces', `${purpose}: ${list.map(spaceName).join(', ')} tie (not all on the Random Spaces table); ${spaceName(pick)} by an equal-chance roll`, '8.2');
  return pick;
}

/**
 * The best of `candidates` by `score` (8.1.3: the priorities in order, higher first), equal ones
 * broken by {@link randomAmong} (8.2); null when there are no candidates (nothing rolled).
 */
export function bestSpace(ctx: DecisionContext, candidates: readonly SpaceId[], score: Score, purpose: string): SpaceId | null {
  if (candidates.length === 0) return null;
  let best: SpaceId[] = [];
  let top: readonly number[] | null = null;
  for (const s of candidates) {
    const v = score(s);
    const c = top === null ? 1 : compareScores(v, top);
    if (c > 0) {
      best = [s];
      top = v;
    } else if (c === 0 && !best.includes(s)) best.push(s);
  }
  return randomAmong(ctx, best, purpose);
}

/**
 * All of `candidates` in 8.1.3 order by `score` (higher first), each tie broken by 8.2 as it is reached
 * (rolls `<purpose> #1`, `#2`, …), up to `limit` spaces. The score is read once per space (it may not
 * depend on the order chosen; for priorities that change as spaces are taken, call {@link bestSpace}
 * in a loop instead).
 */
export function orderSpaces(ctx: DecisionContext, candidates: readonly SpaceId[], score: Score, purpose: string, limit = Infinity): SpaceId[] {
  const scores = new Map<SpaceId, readonly number[]>();
  for (const s of candidates) if (!scores.has(s)) scores.set(s, score(s));
  const left = [...scores.keys()];
  const out: SpaceId[] = [];
  while (left.length > 0 && out.length < limit) {
    const pick = bestSpace(ctx, left, (s) => scores.get(s)!, `${purpose} #${out.length + 1}`)!;
    out.push(pick);
    left.splice(left.indexOf(pick), 1);
  }
  return out;
}
