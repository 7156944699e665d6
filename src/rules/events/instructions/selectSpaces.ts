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
import { SPACE_IDS, spaceIndex, type SpaceId } from '../../../data/ids';
import type { EventContext, SelectSpaces } from '../program';
import { amountOf, factionOf, newProgress, theFaction, type InstructionModule } from '../instruction';

/** The sum of the `k` largest numbers of the list. */
function topSum(values: readonly number[], k: number): number {
  return [...values].sort((a, b) => b - a).slice(0, Math.max(0, k)).reduce((a, b) => a + b, 0);
}

/**
 * The spaces that may be selected next: qualifying, after the last one selected (map order), each
 * leaving enough qualifying spaces after it for the count the text asks, and — where the card says how
 * much each space allows — each the start of a selection that does the most (5.1.3).
 */
function candidates(ctx: EventContext, instr: SelectSpaces, chosen: readonly SpaceId[]): SpaceId[] {
  const after = chosen.length === 0 ? -1 : spaceIndex(chosen[chosen.length - 1]);
  // With `repeat` the last space selected may be selected again (a multiset, still in map order).
  const open = SPACE_IDS.filter((s, i) => (instr.repeat ? i >= after : i > after) && instr.filter(ctx, s));
  const left = amountOf(ctx, instr.count) - chosen.length;
  if (instr.repeat) {
    if (left <= 0 || open.length === 0) return [];
    if (!instr.yields) return open;
    const ys = open.map((s) => instr.yields!(ctx, s));
    const top = Math.max(...ys);
    return open.filter((_, i) => ys[i] === top);
  }
  const k = Math.min(left, open.length);
  if (k <= 0) return [];
  const y = instr.yields ? open.map((s) => instr.yields!(ctx, s)) : open.map(() => 0);
  const best = topSum(y, k);
  return open.filter((_, i) => {
    if (!instr.upTo && open.length - 1 - i < k - 1) return false;
    return y[i] + topSum(y.slice(i + 1), k - 1) === best;
  });
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
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt(ctx, instr, progress) {
    const n = amountOf(ctx, instr.count);
    return `${theFaction(factionOf(ctx, instr.who))} select ${instr.upTo ? 'up to ' : ''}${n} × ${instr.what} (${progress.spaces.length} selected)`;
  },
};
