/**
 * Plans kept from one micro-decision of a Command to the next (8.1). A Non-Player plans its whole
 * Command from the board the Command started from and emits one action of the plan per decision; every
 * decision would plan again from that same board with the same rolls and get the same plan. This module
 * keeps the plan made at one decision for the next ones, and gives the later decision exactly what
 * planning again would have given it: the same plan, the same trace steps, the same rolls (the dice's
 * per-purpose counts advance as they would have).
 *
 * A plan is reused only when everything it may read is unchanged:
 * - the board it is planned from (`commandHost.start`, or the state's board before the Command has
 *   one), compared part by part by identity — frozen states share unchanged parts;
 * - the Command's mode (its limits, cost, Special Activity and restriction) and the planner's own key;
 * - the derived rolls' key (seed, card, Faction) and, for each purpose the plan rolled, the count of
 *   rolls already made for it in this decision; supplied rolls are never cached;
 * - the stack: each frame below the Faction's command host by identity, the host by every field except
 *   the Command's progress (`commandSpaces`, `leaderFollows`) and its `start` (the board, compared
 *   above), and the frames above it by kind;
 * - the other parts of the state a plan may read (options, Eligibility, the deck, the Treaty, Brilliant
 *   Strokes, Winter Quarters, the turn), by identity.
 * A planner that declares all it reads besides its board ({@link keptPlanReading}, a {@link PlanReads})
 * has those values compared in place of the stack and the other parts: the plan its `possible` made at
 * the turn's decision then serves the Command's first decision, and the Command's later decisions
 * whatever its host records meanwhile. It may also declare which parts of its board it reads besides
 * the spaces ({@link BoardPart}): only those are compared (a Special Activity that changes only the
 * Resources or FNI then leaves its plan to serve).
 * A state loaded from a save shares nothing with the one saved, so it plans afresh — and gets the same
 * plan. The cache holds its keys weakly (the board's `spaces` object) and never changes a state: it
 * is memoization, invisible but for the time it saves. {@link checkPlanCache} makes every reuse plan
 * again and compare (the soak and a test run with it).
 * @module
 */
import type { BoardSnapshot, GameOptions, GameState } from '../core/state';
import type { Faction } from '../data/ids';
import type { CommandMode } from '../flow/contracts';
import { HOST_KIND, type CommandHostFrame } from '../flow/hostFrame';
import { factionHost, type Flow } from './flowchart';
import { DecisionContext, isTraceRoll, type TraceStep } from './policy';
import { spacesIdentity } from '../rules/board';

/** A Command mode as a cache key (its limits, cost, Special Activity and restriction). */
export function modeKey(m: CommandMode): string {
  if (m.restriction === undefined) return PLAIN_MODE_KEYS[(m.limited ? 8 : 0) | (m.free ? 4 : 0) | (m.specialActivity ? 2 : 0) | (m.embeddedActivity ? 1 : 0)];
  let key = modeKeys.get(m);
  if (key === undefined) {
    key = JSON.stringify([m.limited, m.free, m.specialActivity, m.embeddedActivity ?? false, m.restriction]);
    if (Object.isFrozen(m) && Object.isFrozen(m.restriction)) modeKeys.set(m, key);
  }
  return key;
}

/** The keys of the modes without a restriction, by their four flags (limited 8, free 4, Special Activity 2, embedded 1): the texts {@link modeKey} would write. */
const PLAIN_MODE_KEYS: readonly string[] = Array.from({ length: 16 }, (_, i) => JSON.stringify([(i & 8) !== 0, (i & 4) !== 0, (i & 2) !== 0, (i & 1) !== 0, null]));

/** The keys of frozen modes with a restriction (a frame's mode, a constant), remembered: a mode frozen cannot change. */
const modeKeys = new WeakMap<CommandMode, string>();

/**
 * The game's options as a plan may read them, as a value compared by identity in a {@link PlanReads}:
 * the same for two options objects whose fields are identical but for the dice mode. No plan reads the
 * dice; an Event preview plays on a copy of the options with external dice (so a plan its free Command
 * made serves the Command played for real). Remembered per frozen options object.
 */
export function planOptions(options: GameOptions): object {
  let token = optionTokens.get(options);
  if (token === undefined) {
    const fields = optionFields(options);
    token = recentOptions.find((r) => sameKey(r.fields, fields))?.token;
    if (token === undefined) {
      token = Object.freeze({});
      recentOptions.unshift({ fields, token });
      if (recentOptions.length > MAX_RECENT_OPTIONS) recentOptions.pop();
    }
    if (Object.isFrozen(options)) optionTokens.set(options, token);
  }
  return token;
}

/** The fields of the options but the dice mode, by name, values as they are (compared by identity). */
function optionFields(options: GameOptions): unknown[] {
  const out: unknown[] = [];
  for (const k of Object.keys(options).sort()) if (k !== 'dice') out.push(k, (options as unknown as Record<string, unknown>)[k]);
  return out;
}

const optionTokens = new WeakMap<GameOptions, object>();
/** The last options seen, with their tokens: a game has one options object, and its previews one copy each. */
const recentOptions: { fields: unknown[]; token: object }[] = [];
const MAX_RECENT_OPTIONS = 8;

/** Thrown when a reused plan differs from the plan made again ({@link checkPlanCache} on): a key that misses something a planner reads. */
export class PlanCacheError extends Error {
  override readonly name = 'PlanCacheError';
}

/** One plan kept: its key, the trace steps and rolls its planning wrote, and where the rolls' counts stood. */
interface Entry {
  readonly key: readonly unknown[];
  readonly plan: unknown;
  readonly steps: readonly TraceStep[];
  /** For each purpose rolled, the count of rolls made for it in the decision before the planning. */
  readonly rollsBefore: readonly RollsBefore[];
  /** Whether the planning wrote its reasons (a planner that writes them only when asked, {@link keptPlanWithReasons}). */
  readonly reasons: boolean;
  /** The steps without the reasons' nodes (made when first asked for). */
  bare?: readonly TraceStep[];
}

/** A part of the board a plan is made from besides its spaces (the spaces are always compared: they key the cache). */
export type BoardPart = Exclude<keyof BoardSnapshot, 'spaces'>;

/** Every part of the board besides the spaces: what a plan is assumed to read unless its planner declares less. */
export const ALL_BOARD_PARTS: readonly BoardPart[] = Object.freeze(['available', 'unavailable', 'casualties', 'resources', 'cbc', 'crc', 'fni', 'leaders'] as const);

/** At most this many plans per board: a Command tries a few modes, never many. */
const MAX_PER_BOARD = 8;

const cache = new WeakMap<object, Entry[]>();
/** The mark of a key whose state parts are a planner's {@link PlanReads}. */
const READS = Symbol('reads');
let checking = false;
const counts = { made: 0, reused: 0 };

/** How many plans were made and how many reused since the process started (for the bench). */
export function planCacheCounts(): { made: number; reused: number } {
  return { ...counts };
}

/**
 * Makes every reuse of a kept plan plan again on a fresh context and throw {@link PlanCacheError} when
 * the plan or its trace differ (for tests and soaks; slow). Returns the previous setting.
 */
export function checkPlanCache(on: boolean): boolean {
  const was = checking;
  checking = on;
  return was;
}

/** Adds to `key` the parts of `state` a plan may read besides its board and the stack (by identity). */
function pushOtherParts(key: unknown[], s: GameState): void {
  key.push(s.options, s.treatyOfAlliance, s.eligible, s.deck, s.brilliantStrokes, s.winterQuarters, s.turn);
}

/** Adds to `key` the stack as a plan may read it: frames below the Faction's host by identity, the host without its progress, the frames above by kind. */
function pushStackParts(key: unknown[], state: GameState, faction: Faction): void {
  const stack = state.stack;
  let hi = -1;
  for (let i = stack.length - 1; i >= 0; i--) {
    const f = stack[i] as CommandHostFrame;
    if (f.kind === HOST_KIND && f.faction === faction) {
      hi = i;
      break;
    }
  }
  key.push(stack.length, hi);
  const below = hi < 0 ? stack.length : hi;
  for (let i = 0; i < below; i++) key.push(stack[i]);
  if (hi >= 0) {
    const host = hostParts(stack[hi] as CommandHostFrame);
    for (let i = 0; i < host.length; i++) key.push(host[i]);
    for (let i = hi + 1; i < stack.length; i++) key.push(stack[i].kind);
  }
}

/** The host's fields but its progress and start, by name (objects as JSON); remembered for a frozen frame. */
function hostParts(h: CommandHostFrame): unknown[] {
  let parts = hostPartsOf.get(h);
  if (parts === undefined) {
    parts = [];
    let frozen = Object.isFrozen(h);
    for (const k of Object.keys(h).sort()) {
      if (k === 'commandSpaces' || k === 'leaderFollows' || k === 'start') continue;
      const v = (h as unknown as Record<string, unknown>)[k];
      if (typeof v === 'object' && v !== null) {
        parts.push(k, JSON.stringify(v));
        frozen &&= deepFrozen(v);
      } else parts.push(k, v);
    }
    if (frozen) hostPartsOf.set(h, parts);
  }
  return parts;
}

const hostPartsOf = new WeakMap<CommandHostFrame, unknown[]>();

/** Whether `v` and everything in it is frozen (states are deep-frozen; a frame built by hand may not be). */
function deepFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (!Object.isFrozen(v)) return false;
  for (const k in v) if (!deepFrozen((v as Record<string, unknown>)[k])) return false;
  return true;
}

/** The board a plan of `faction` is made from: the host's start, else the state's own. */
function boardOf(state: GameState, faction: Faction): BoardSnapshot {
  return factionHost(state, faction)?.start ?? state;
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** The steps of `entry` a decision gets: all of them, or without the nodes of `reasonNode` (the planner's reasons) when given. */
function stepsOf(entry: Entry, reasonNode: string | null): readonly TraceStep[] {
  if (reasonNode === null || !entry.reasons) return entry.steps;
  return (entry.bare ??= entry.steps.filter((s) => isTraceRoll(s) || s.node !== reasonNode));
}

/** Replays `entry`'s trace steps (without the reasons of `reasonNode`, when given) and rolls into `ctx`, when its rolls' counts stand where they stood: whether it did. */
function replay(ctx: DecisionContext, entry: Entry, reasonNode: string | null): boolean {
  if (!rollsStand(ctx, entry)) return false;
  for (const s of stepsOf(entry, reasonNode)) {
    if (isTraceRoll(s)) {
      const v = ctx.dice.roll(s.roll.sides, s.roll.purpose);
      if (v !== s.roll.value) throw new PlanCacheError(`a kept plan's roll (${s.roll.purpose}) came out ${v}, not ${s.roll.value}`);
    } else ctx.replayNode(s);
  }
  return true;
}

/** A purpose a plan rolled for and the number of rolls made for it before the plan. */
type RollsBefore = readonly [purpose: string, before: number];

/** The counts of rolls made for each purpose before `steps` were written, read from the counts after them (a list: a kept plan's check reads it without an iterator's entries). */
function rollsBefore(ctx: DecisionContext, steps: readonly TraceStep[]): RollsBefore[] {
  const made = new Map<string, number>();
  for (const s of steps) if (isTraceRoll(s)) made.set(s.roll.purpose, (made.get(s.roll.purpose) ?? 0) + 1);
  const before: RollsBefore[] = [];
  for (const [purpose, n] of made) before.push([purpose, ctx.dice.nextIndex(purpose)! - n]);
  return before;
}

/** Whether the counts of `ctx`'s rolls stand where they stood before `entry`'s plan was made. */
function rollsStand(ctx: DecisionContext, entry: Entry): boolean {
  const before = entry.rollsBefore;
  for (let i = 0; i < before.length; i++) if (ctx.dice.nextIndex(before[i][0]) !== before[i][1]) return false;
  return true;
}

/**
 * The plan of `faction`'s Command at the decision of `flow`: `make()` (which plans from
 * `planningState(flow.state, faction)` and writes its trace and rolls to `flow.ctx`), or the plan an
 * earlier decision made under the same key, its trace and rolls replayed into `flow.ctx`. `planner`
 * names the planner (plans of different planners never mix); `extra` adds what else the planner reads
 * (compared by identity). Plans are shared: never change one.
 */
export function keptPlan<P>(flow: Flow, faction: Faction, planner: string, mode: CommandMode, make: () => P, extra: readonly unknown[] = []): P {
  return kept(flow, faction, planner, mode, make, extra, true, null, undefined, ALL_BOARD_PARTS);
}

/**
 * What a planner reads of the state besides its board, the mode and the rolls, when that is less than
 * the stack and the other parts {@link keptPlan} compares: the values (compared by identity) it reads,
 * all of them — or null when, in that state, it may read more (then the stack and the other parts are
 * compared). With it, a plan made before the Command began (its `possible` at the turn's decision) is
 * reused at the Command's first decision when those values, the board and the rolls agree.
 */
export type PlanReads = (state: GameState) => readonly unknown[] | null;

/**
 * {@link keptPlan} for a planner that reads of the state only its board and what `reads` returns ({@link PlanReads});
 * `extra` as for keptPlan; `board` the parts of its board it reads besides the spaces (all unless told).
 */
export function keptPlanReading<P>(
  flow: Flow,
  faction: Faction,
  planner: string,
  mode: CommandMode,
  make: () => P,
  reads: PlanReads,
  extra: readonly unknown[] = [],
  board: readonly BoardPart[] = ALL_BOARD_PARTS,
): P {
  return kept(flow, faction, planner, mode, make, extra, true, null, reads, board);
}

/**
 * {@link keptPlan} for a planner that writes its reasons — the trace nodes named `reasonNode` — only when
 * asked (`make(true)`), its plan and every other step being the same either way: one plan is kept for
 * both, and a decision that does not write the reasons (`reasons` false) gets the kept steps without
 * those nodes. A plan kept without its reasons is made again, with them, for a decision that wants them.
 * `reads`, when given, is all the planner reads besides its board ({@link keptPlanReading}). `keepReasons`:
 * a decision that does not write the reasons still plans with them and keeps them (its own trace without
 * them), for a later decision that writes them (a Command's `possible` at the turn, then its first decision).
 */
export function keptPlanWithReasons<P>(
  flow: Flow,
  faction: Faction,
  planner: string,
  mode: CommandMode,
  make: (reasons: boolean) => P,
  reasons: boolean,
  reasonNode: string,
  extra: readonly unknown[] = [],
  reads?: PlanReads,
  keepReasons = false,
): P {
  const withReasons = reasons || keepReasons;
  return kept(flow, faction, planner, mode, () => make(withReasons), extra, withReasons, reasonNode, reads, ALL_BOARD_PARTS, reasons ? null : reasonNode, () => make(reasons));
}

/**
 * {@link keptPlan}, {@link keptPlanWithReasons} and {@link keptPlanReading}: `reasons` whether `make` writes the reasons' nodes
 * (`reasonNode`; null: the planner has none apart); `reads`, when given, all the planner reads besides its board (in place of the
 * stack and the other parts); `parts` the parts of the board it reads besides the spaces.
 */
function kept<P>(
  flow: Flow,
  faction: Faction,
  planner: string,
  mode: CommandMode,
  make: () => P,
  extra: readonly unknown[],
  reasons: boolean,
  reasonNode: string | null,
  reads: PlanReads | undefined,
  parts: readonly BoardPart[],
  dropped: string | null = null,
  makeUncached: () => P = make,
): P {
  const ctx = flow.ctx;
  const rollKey = ctx.dice.derivedKeyText;
  if (rollKey === null) return makeUncached();
  const state = flow.state;
  const board = boardOf(state, faction);
  // The parts declared, named (a planner declaring other parts never shares a key), then their values.
  const key: unknown[] = [planner, modeKey(mode), rollKey, parts === ALL_BOARD_PARTS ? null : parts.join()];
  // Every part, the usual case, read by name (ALL_BOARD_PARTS's order): no lookup by a computed key.
  if (parts === ALL_BOARD_PARTS) key.push(board.available, board.unavailable, board.casualties, board.resources, board.cbc, board.crc, board.fni, board.leaders);
  else for (let i = 0; i < parts.length; i++) key.push(board[parts[i]]);
  const values = reads === undefined ? null : reads(state);
  if (values === null) {
    pushOtherParts(key, state);
    pushStackParts(key, state, faction);
  } else {
    // Marks the key as read by `reads` (never equal to a key with the stack's parts: those begin with the options).
    key.push(READS);
    for (let i = 0; i < values.length; i++) key.push(values[i]);
  }
  for (let i = 0; i < extra.length; i++) key.push(extra[i]);
  let entries = cache.get(spacesIdentity(board));
  if (entries) {
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      if (!sameKey(e.key, key)) continue;
      if (reasons && !e.reasons && dropped === null) {
        // Kept without the reasons this decision writes: made again, with them, in its place.
        entries.splice(i, 1);
        break;
      }
      if (checking) return checked(flow, faction, e, makeUncached, reasons && dropped === null ? null : reasonNode);
      if (replay(ctx, e, reasons && dropped === null ? null : reasonNode)) {
        counts.reused++;
        return e.plan as P;
      }
    }
  } else cache.set(spacesIdentity(board), (entries = []));
  counts.made++;
  const mark = ctx.mark();
  const plan = make();
  const steps = ctx.stepsSince(mark);
  if (dropped !== null) ctx.dropNodesSince(mark, dropped);
  entries.push({ key, plan, steps, rollsBefore: rollsBefore(ctx, steps), reasons });
  if (entries.length > MAX_PER_BOARD) entries.shift();
  return plan;
}

/** {@link checkPlanCache}: plans again on a fresh context with the same rolls' counts, compares (without the reasons of `reasonNode`, when given), and returns the fresh plan (written to `flow.ctx`). */
function checked<P>(flow: Flow, faction: Faction, e: Entry, make: () => P, reasonNode: string | null): P {
  const ctx = flow.ctx;
  if (!rollsStand(ctx, e)) return make();
  const mark = ctx.mark();
  const plan = make();
  const steps = ctx.stepsSince(mark);
  const a = JSON.stringify([plan, steps]);
  const b = JSON.stringify([e.plan, stepsOf(e, reasonNode)]);
  if (a !== b) throw new PlanCacheError(`the ${faction} plan kept at an earlier decision differs from the plan made again at step ${flow.state.steps}:\nkept  ${b}\nagain ${a}`);
  return plan;
}
