/**
 * Event instruction `selectSpaces` (5.1): the decider selects spaces one at a time, in map order (the
 * order of selection changes nothing, so one order is canonical), and they are bound to a variable.
 * As many as the text asks, or as many as qualify (5.1.3); `done` only where the text says "up to".
 * Where the card says how much of the text each space allows, only the fullest are offered (5.1.3).
 * With `repeat` a space may be selected again (one selection per piece, "anywhere"): the last one
 * selected stays on offer, and every qualifying space is, however many selections remain.
 * @module
 */
import type { Action } from '../../../core/action';
import type { Reason } from '../../../core/reason';
import { spaceName } from '../../../data/text';
import { failedCondition } from '../conditions';
import { SPACE_IDS, spaceIndex, type SpaceId } from '../../../data/ids';
import type { EventContext, SelectSpaces } from '../program';
import { amountOf, eventBecause, factionOf, mustGoOn, newProgress, numberWord, theFaction, type InstructionModule } from '../instruction';

/** The sum of the `k` largest numbers of the list. */
function topSum(values: readonly number[], k: number): number {
  return [...values].sort((a, b) => b - a).slice(0, Math.max(0, k)).reduce((a, b) => a + b, 0);
}

/** For each position `i`, the sum of the `k` largest numbers after it (`topSum(values.slice(i + 1), k)`), in one sweep. */
function suffixTopSums(values: readonly number[], k: number): number[] {
  const out = new Array<number>(values.length);
  const top: number[] = []; // the k largest seen so far, descending
  let sum = 0;
  for (let i = values.length - 1; i >= 0; i--) {
    out[i] = sum;
    if (k <= 0) continue;
    const v = values[i];
    if (top.length === k && v <= top[k - 1]) continue;
    let j = top.length === k ? k - 1 : top.length;
    if (top.length === k) sum -= top[k - 1];
    else top.push(v);
    while (j > 0 && top[j - 1] < v) {
      top[j] = top[j - 1];
      j--;
    }
    top[j] = v;
    sum += v;
  }
  return out;
}

/**
 * The selection as it stands, in stages (the options and the reasons read the same stages): the spaces
 * open after the last one selected (map order) that pass the card's filter, how many are still to be
 * selected (`k`), and what each open space yields (5.1.3).
 */
function stage(ctx: EventContext, instr: SelectSpaces, chosen: readonly SpaceId[]): { after: number; open: SpaceId[]; k: number; y: number[]; best: number; rest: number[] | null } {
  const after = chosen.length === 0 ? -1 : spaceIndex(chosen[chosen.length - 1]);
  // With `repeat` the last space selected may be selected again (a multiset, still in map order).
  const open: SpaceId[] = [];
  for (let i = instr.repeat ? Math.max(after, 0) : after + 1; i < SPACE_IDS.length; i++) if (instr.filter(ctx, SPACE_IDS[i])) open.push(SPACE_IDS[i]);
  const left = amountOf(ctx, instr.count) - chosen.length;
  const k = instr.repeat ? (left > 0 ? 1 : 0) : Math.min(left, open.length);
  const y: number[] = [];
  for (const s of open) y.push(instr.yields ? instr.yields(ctx, s) : 0);
  const best = instr.repeat ? (y.length > 0 ? Math.max(...y) : 0) : instr.yields ? topSum(y, k) : 0;
  // What the best selection after each open space yields (the whole selection's yield, 5.1.3); all nothing without yields.
  const rest = instr.repeat || !instr.yields ? null : suffixTopSums(y, k - 1);
  return { after, open, k, y, best, rest };
}

/**
 * Whether the `i`-th open space of the stage may be selected next: with `repeat`, one of those yielding
 * the most; else one leaving enough open spaces after it for the count the text asks (without "up to"),
 * starting a selection that does the most (5.1.3).
 */
function keeps(instr: SelectSpaces, st: ReturnType<typeof stage>, i: number): 'order' | 'yield' | null {
  const { open, k, y, best } = st;
  if (instr.repeat) return y[i] === best ? null : 'yield';
  if (!instr.upTo && open.length - 1 - i < k - 1) return 'order';
  return y[i] + (st.rest?.[i] ?? 0) === best ? null : 'yield';
}

/** The spaces that may be selected next (see {@link stage}, {@link keeps}). */
function candidates(ctx: EventContext, instr: SelectSpaces, chosen: readonly SpaceId[]): SpaceId[] {
  const st = stage(ctx, instr, chosen);
  if (st.k <= 0 || st.open.length === 0) return [];
  if (!instr.yields && (instr.repeat || instr.upTo)) return st.open;
  return st.open.filter((_, i) => keeps(instr, st, i) === null);
}

/**
 * Why the space may not be selected next (refusals only): selected already, failing the card's filter
 * (the failing condition where the filter is described, conditions.ts; else the instruction's own words
 * for what it asks), before the last one selected in map order, leaving too few after it, or doing less
 * of the text than another (5.1.3). Reads the stages the options use.
 */
function whyNotSelect(ctx: EventContext, instr: SelectSpaces, chosen: readonly SpaceId[], space: SpaceId): Reason | null {
  const name = spaceName(space);
  if (!instr.repeat && chosen.includes(space)) return eventBecause(ctx, '5.1', `selects each space once: ${name} is selected already`);
  if (!instr.filter(ctx, space)) {
    const failed = failedCondition(instr.filter, ctx, space);
    return eventBecause(ctx, '5.1', `asks for: ${instr.what}; ${name} ${failed === null ? 'does not qualify' : failed.fails}`);
  }
  const st = stage(ctx, instr, chosen);
  const i = st.open.indexOf(space);
  if (i < 0) {
    const last = spaceName(chosen[chosen.length - 1]);
    return eventBecause(ctx, '5.1', `selects its spaces in map order (docs/actions.md): ${name} comes before ${last}, selected already`);
  }
  const bar = keeps(instr, st, i);
  if (bar === 'order') {
    const more = st.k;
    const after = st.open.length - 1 - i;
    return eventBecause(ctx, '5.1.3', `selects ${numberWord(more)} more ${more === 1 ? 'space' : 'spaces'} in map order, and after ${name} ${after === 0 ? 'none qualifies' : `only ${numberWord(after)} ${after === 1 ? 'qualifies' : 'qualify'}`}: selecting it now would cut the text short`);
  }
  if (bar === 'yield') return eventBecause(ctx, '5.1.3', `must do as much of its text as it can: the selection starting with ${name} does less of it than another`);
  return null;
}

export const selectSpaces: InstructionModule<SelectSpaces> = {
  op: 'selectSpaces',
  begin(_draft, frame, instr) {
    frame.vars[instr.bind] = [];
    return newProgress();
  },
  options(ctx, instr, progress) {
    const chosen = progress.spaces;
    if (progress.closed || chosen.length >= amountOf(ctx, instr.count)) return [];
    const faction = factionOf(ctx, instr.who);
    const out: Action[] = candidates(ctx, instr, chosen).map((space) => ({ faction, type: 'selectSpace', space }));
    if (out.length > 0 && instr.upTo) out.push({ faction, type: 'done' });
    return out;
  },
  handle(_draft, frame, instr, _ctx, action) {
    const progress = frame.progress!;
    if (action.type === 'done') {
      progress.closed = true;
      return;
    }
    progress.spaces.push(action.space!);
    frame.vars[instr.bind] = [...progress.spaces];
  },
  explain(ctx, instr, progress, action) {
    const n = amountOf(ctx, instr.count);
    if (action.type === 'done') return instr.upTo ? null : mustGoOn(ctx, `selects ${numberWord(n)} × ${instr.what}`);
    if (action.type !== 'selectSpace' || action.space === undefined) return null;
    if (progress.spaces.length >= n) return eventBecause(ctx, '5.1', `selects ${numberWord(n)} × ${instr.what}, all selected already`);
    return whyNotSelect(ctx, instr, progress.spaces, action.space);
  },
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt(ctx, instr, progress) {
    const n = amountOf(ctx, instr.count);
    return `${theFaction(factionOf(ctx, instr.who))} select ${instr.upTo ? 'up to ' : ''}${n} × ${instr.what} (${progress.spaces.length} selected)`;
  },
};
