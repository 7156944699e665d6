/**
 * Event instruction `remove` (5.1): pieces of the kinds the text lists removed from the spaces it
 * names (or anywhere on the map) to a pool — Available unless it names Casualties (then 1.6.4: cubes
 * to the Casualties box, Forts back to Available, CBC or CRC counts them). `all` removes every
 * one at once; otherwise the decider removes one piece at a time, in one canonical order (space, then
 * kind; the kinds to go last — "Villages last" — only once no other listed piece is left), as many as
 * the text asks or as there are (5.1.3), and may stop early only where the text says "up to". Without
 * "up to" only the pieces after which the count can still be reached are offered (5.1.3: the canonical
 * order never cuts the text short). A computed count ("one in five, rounding down") is read once, when
 * the instruction begins. `limits` cap the pieces of groups of kinds (in each space when counted per
 * space): what is still allowed is counted down in the progress (`quota`), reset for each space.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Reason } from '../../../core/reason';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../../data/ids';
import { MAP_SPACES } from '../../../data/map';
import { KIND_NAME, piecesText, spaceName, spacesText } from '../../../data/text';
import { removeToPool, type Pool, piecesAt } from '../../board';
import { casualtyPool, removeAsCasualties } from '../../procedures/casualties';
import type { EventContext, EventFrame, Progress, Remove } from '../program';
import { aKind, countOf, eventBecause, eventLog, factionOf, fixCount, countKinds, kindsWords, kindWord, mustGoOn, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';

const POOL_WORD: Readonly<Record<Pool, string>> = { available: 'Available', unavailable: 'Unavailable', casualties: 'Casualties' };

/** The spaces the instruction removes from: all of them, or the current one when counted per space. */
function scope(ctx: EventContext, instr: Remove, cursor: number): readonly SpaceId[] {
  const spaces = instr.where === 'map' ? MAP_SPACES : spacesOf(ctx, instr.where);
  if (!instr.perSpace) return spaces;
  return cursor < spaces.length ? [spaces[cursor]] : [];
}

/** The allowance of each limit, fresh (for a new space, or the whole instruction). */
function freshQuota(instr: Remove): number[] | undefined {
  return instr.limits?.map((l) => l.count);
}

/** Whether one more piece of the kind stays within every limit still allowed. */
function withinLimits(instr: Remove, quota: readonly number[] | undefined, piece: SpacePiece): boolean {
  return (instr.limits ?? []).every((l, i) => !l.pieces.includes(piece) || (quota?.[i] ?? l.count) > 0);
}

/** A (space, kind) with pieces to remove, its canonical key, and whether its kind goes last. */
interface Entry {
  space: SpaceId;
  piece: SpacePiece;
  key: number;
  phase: 0 | 1;
}

/**
 * Every (space, kind) of the scope holding pieces of the kinds listed, in canonical order (the `last` kinds
 * after all others). Listed in the scope's order, which is canonical already for the map and for spaces
 * selected in map order: sorted (stably) only when it is not.
 */
function entries(ctx: EventContext, instr: Remove, cursor: number): Entry[] {
  const all = piecesOf(ctx, instr.pieces);
  const lastKinds = instr.last ?? [];
  const width = SPACE_IDS.length * all.length;
  const phases = all.map((piece): 0 | 1 => (lastKinds.includes(piece) ? 1 : 0));
  const out: Entry[] = [];
  let ordered = true;
  for (const space of scope(ctx, instr, cursor)) {
    const here = piecesAt(ctx.state, space);
    for (let k = 0; k < all.length; k++) {
      const piece = all[k];
      if (here[piece] <= 0) continue;
      const key = phases[k] * width + spaceIndex(space) * all.length + k;
      if (out.length > 0 && key < out[out.length - 1].key) ordered = false;
      out.push({ space, piece, key, phase: phases[k] });
    }
  }
  return ordered ? out : out.sort((x, y) => x.key - y.key);
}

/** The limits' allowance after one more piece of the kind. */
function afterOne(instr: Remove, quota: readonly number[] | undefined, piece: SpacePiece): number[] | undefined {
  return quota?.map((q, i) => (instr.limits![i].pieces.includes(piece) ? q - 1 : q));
}

/**
 * The most pieces still removable, up to `rem`, from the entries (`list`, {@link entries}) at or after `from` in canonical order,
 * within the limits and "last" (a `last` kind only once no other kind is left in the scope), one piece
 * of `taken` being gone already. Greedy in canonical order (the limits are disjoint groups). Pure.
 */
function reachable(ctx: EventContext, instr: Remove, list: readonly Entry[], from: number, rem: number, quota: readonly number[] | undefined, taken?: Entry): number {
  const limits = instr.limits ?? [];
  let firstLeft = 0;
  for (let j = 0; j < list.length; j++) if (list[j].phase === 0) firstLeft += piecesLeft(ctx, list[j], taken);
  const q = quota ? [...quota] : undefined;
  let total = 0;
  for (let j = 0; j < list.length; j++) {
    const e = list[j];
    if (e.key < from || total >= rem) continue;
    if (e.phase === 1 && firstLeft > 0) continue;
    let t = Math.min(piecesLeft(ctx, e, taken), rem - total);
    for (let i = 0; i < limits.length; i++) if (limits[i].pieces.includes(e.piece)) t = Math.min(t, q?.[i] ?? limits[i].count);
    if (t <= 0) continue;
    total += t;
    if (e.phase === 0) firstLeft -= t;
    if (q) for (let i = 0; i < limits.length; i++) if (limits[i].pieces.includes(e.piece)) q[i] -= t;
  }
  return total;
}

/** The pieces of an entry still in its space, one of `taken` being gone already. */
function piecesLeft(ctx: EventContext, e: Entry, taken: Entry | undefined): number {
  return piecesAt(ctx.state, e.space)[e.piece] - (taken !== undefined && taken.key === e.key ? 1 : 0);
}

/** Whether a `last` kind is among the entries, or one (space, kind) is listed twice (a space named twice): {@link reachableOnly} does not apply. */
function needsGeneral(list: readonly Entry[]): boolean {
  for (let j = 0; j < list.length; j++) if (list[j].phase === 1 || (j > 0 && list[j - 1].key === list[j].key)) return true;
  return false;
}

/**
 * The entries at or after `last` after which the rest of the count stays reachable, without limits and
 * `last` kinds (each (space, kind) listed once): {@link reachable} is then the pieces at or after a key,
 * up to `rem`, so an entry is kept when the pieces at or after it reach as far as those at or after
 * `last` (5.1.3). The same entries as {@link choices}' general way, in one sweep.
 */
function reachableOnly(ctx: EventContext, list: readonly Entry[], last: number, rem: number): Entry[] {
  const after = new Array<number>(list.length);
  let sum = 0;
  let best = 0;
  for (let j = list.length - 1; j >= 0; j--) {
    sum += piecesLeft(ctx, list[j], undefined);
    after[j] = sum;
    if (list[j].key >= last) best = sum;
  }
  best = Math.min(rem, best);
  const out: Entry[] = [];
  for (let j = 0; j < list.length; j++) if (list[j].key >= last && Math.min(rem, after[j]) >= best) out.push(list[j]);
  return out;
}

/**
 * The (space, kind) choices in canonical order from the last one taken on; the `last` kinds only once
 * nothing else is left; within the limits. Where the text fixes the number (no "up to"), a choice is
 * offered only if the rest of the count can still be reached after it in canonical order (5.1.3: a
 * Tory taken before the Regular of the same space would otherwise leave the Regular out of reach).
 */
function choices(ctx: EventContext, instr: Remove, cursor: number, last: number, quota: readonly number[] | undefined, rem: number): Entry[] {
  const list = entries(ctx, instr, cursor);
  if (!instr.upTo && rem > 0 && instr.limits === undefined && !needsGeneral(list)) return reachableOnly(ctx, list, last, rem);
  const anyFirst = list.some((e) => e.phase === 0);
  const open = list.filter((e) => e.key >= last && withinLimits(instr, quota, e.piece) && !(e.phase === 1 && anyFirst));
  if (instr.upTo || rem <= 0) return open;
  const best = reachable(ctx, instr, list, last, rem, quota);
  return open.filter((e) => 1 + reachable(ctx, instr, list, e.key, rem - 1, afterOne(instr, quota, e.piece), e) >= best);
}

/** The count to reach: the one read when the instruction began (a computed count changes as pieces go, "one in five"). */
function targetOf(ctx: EventContext, instr: Remove, progress: Progress): number {
  return instr.count === 'all' ? Infinity : countOf(ctx, instr.count, progress);
}

/** Moves on past every space (counted per space) where nothing more is to be removed. */
function settleCursor(ctx: EventContext, instr: Remove, frame: Draft<EventFrame>): void {
  const progress = frame.progress!;
  if (!instr.perSpace) return;
  const spaces = scope(ctx, { ...instr, perSpace: false }, 0);
  while (
    progress.cursor < spaces.length &&
    (progress.done >= targetOf(ctx, instr, progress) || choices(ctx, instr, progress.cursor, progress.last, progress.quota, targetOf(ctx, instr, progress) - progress.done).length === 0)
  ) {
    progress.cursor += 1;
    progress.done = 0;
    progress.last = -1;
    const quota = freshQuota(instr);
    if (quota) progress.quota = quota;
  }
}

/**
 * Removes `n` pieces of a kind from the space to the instruction's pool. "To Casualties" is 1.6.4:
 * cubes go to the Casualties box, Forts (and anything else) to Available at once, and cubes and
 * Forts count toward CBC or CRC (procedures/casualties.ts).
 */
function removeOne(draft: Draft<GameState>, ctx: EventContext, instr: Remove, space: SpaceId, piece: SpacePiece, n: number): void {
  const to = instr.to ?? 'available';
  let where = to === 'available' ? '' : ` to ${POOL_WORD[to]}`;
  if (to === 'casualties') {
    removeAsCasualties(draft, space, piece, n);
    if (casualtyPool(piece) === 'available') where = ' as Casualties, back to Available (1.6.4)';
  } else removeToPool(draft, space, piece, n, to);
  eventLog(draft, ctx, `${piecesText(n, piece)} removed from ${spaceName(space)}${where}`, factionOf(ctx, instr.who));
}

export const remove: InstructionModule<Remove> = {
  op: 'remove',
  begin(draft, frame, instr, ctx) {
    if (instr.count === 'all') {
      for (const space of scope(ctx, { ...instr, perSpace: false }, 0))
        for (const piece of piecesOf(ctx, instr.pieces)) {
          const n = piecesAt(draft, space)[piece];
          if (n > 0) removeOne(draft, ctx, instr, space, piece, n);
        }
      return null;
    }
    frame.progress = fixCount(ctx, instr.count, newProgress());
    const quota = freshQuota(instr);
    if (quota) frame.progress.quota = quota;
    settleCursor(ctx, instr, frame);
    return frame.progress;
  },
  options(ctx, instr, progress) {
    if (progress.closed || (!instr.perSpace && progress.done >= targetOf(ctx, instr, progress))) return [];
    const faction = factionOf(ctx, instr.who);
    const out: Action[] = choices(ctx, instr, progress.cursor, progress.last, progress.quota, targetOf(ctx, instr, progress) - progress.done).map(({ space, piece }) => ({ faction, type: 'remove', space, piece }));
    if (out.length > 0 && instr.upTo) out.push({ faction, type: 'done' });
    return out;
  },
  handle(draft, frame, instr, ctx, action) {
    const progress = frame.progress!;
    if (action.type === 'done') {
      if (instr.perSpace) {
        progress.cursor += 1;
        progress.done = 0;
        progress.last = -1;
        const quota = freshQuota(instr);
        if (quota) progress.quota = quota;
      } else progress.closed = true;
    } else {
      const pieces = piecesOf(ctx, instr.pieces);
      const piece = action.piece as SpacePiece;
      const space = action.space!;
      removeOne(draft, ctx, instr, space, piece, 1);
      progress.done += 1;
      const phase = (instr.last ?? []).includes(piece) ? 1 : 0;
      progress.last = phase * SPACE_IDS.length * pieces.length + spaceIndex(space) * pieces.length + pieces.indexOf(piece);
      if (!progress.spaces.includes(space)) progress.spaces.push(space);
      (instr.limits ?? []).forEach((l, i) => {
        if (l.pieces.includes(piece) && progress.quota) progress.quota[i] -= 1;
      });
    }
    settleCursor({ ...ctx, state: draft as GameState }, instr, frame);
  },
  explain: (ctx, instr, progress, action) => whyNotRemove(ctx, instr, progress, action),
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt(ctx, instr, progress) {
    const kinds = piecesOf(ctx, instr.pieces).map((p) => piecesText(1, p).slice(2)).join(', ');
    const n = instr.count === 'all' ? 'all' : targetOf(ctx, instr, progress);
    return `${theFaction(factionOf(ctx, instr.who))} remove ${instr.upTo ? 'up to ' : ''}${n} × ${kinds}${instr.perSpace ? ' in each space' : ''} (${progress.done} removed)`;
  },
};

/**
 * Why the removal is not legal now (refusals only), walking the checks the options make: the spaces the
 * text names (the one under way when counted per space), the kinds it lists, a piece there, the kinds to
 * go last, the limits, canonical order, and the compulsory count (5.1.3).
 */
function whyNotRemove(ctx: EventContext, instr: Remove, progress: Progress, action: Action): Reason | null {
  const kinds = piecesOf(ctx, instr.pieces);
  const target = targetOf(ctx, instr, progress);
  const n = instr.count === 'all' ? `all ${kindsWords(kinds)}` : countKinds(target, kinds);
  const what = `removes ${instr.upTo ? 'up to ' : ''}${n}${instr.perSpace ? ' in each space' : ''}`;
  if (action.type === 'done') return instr.upTo ? null : mustGoOn(ctx, what);
  if (action.type !== 'remove' || action.space === undefined) return null;
  const space = action.space;
  const name = spaceName(space);
  const all = scope(ctx, { ...instr, perSpace: false }, 0);
  if (!all.includes(space)) return eventBecause(ctx, '5.1', instr.where === 'map' ? `${what} on the map: the West Indies is not on the map` : `${what} from ${spacesText(all)} only: ${name} is not one of them`);
  const now = scope(ctx, instr, progress.cursor);
  if (!now.includes(space)) return eventBecause(ctx, '5.1', `${what}, one space after the other, and is removing in ${now.length > 0 ? spaceName(now[0]) : 'no space'} now, not in ${name}`);
  const piece = action.piece as SpacePiece;
  if (!kinds.includes(piece)) return eventBecause(ctx, '5.1', `${what}, not ${kindWord(piece)}`);
  if (piecesAt(ctx.state, space)[piece] === 0) return eventBecause(ctx, '5.1.3', `${what}: there is no ${KIND_NAME[piece][0]} in ${name}`);
  if (!instr.perSpace && progress.done >= target) return eventBecause(ctx, '5.1', `${what}, removed already`);
  const list = entries(ctx, instr, progress.cursor);
  if ((instr.last ?? []).includes(piece)) {
    const first = list.find((e) => e.phase === 0);
    if (first !== undefined) return eventBecause(ctx, '5.1', `removes ${KIND_NAME[piece][1]} last, and ${KIND_NAME[first.piece][1]} remain in ${spaceName(first.space)}`);
  }
  const limit = (instr.limits ?? []).findIndex((l, i) => l.pieces.includes(piece) && (progress.quota?.[i] ?? l.count) <= 0);
  if (limit >= 0) {
    const l = instr.limits![limit];
    return eventBecause(ctx, '5.1', `removes at most ${countKinds(l.count, l.pieces)}${instr.perSpace ? ' in each space' : ''}, and that many are removed already`);
  }
  const open = choices(ctx, instr, progress.cursor, progress.last, progress.quota, target - progress.done);
  if (open.some((e) => e.space === space && e.piece === piece)) return null;
  const entry = list.find((e) => e.space === space && e.piece === piece);
  if (entry !== undefined && entry.key < progress.last)
    return eventBecause(ctx, '5.1', `removes pieces in one order (space in map order, then kind as the text lists them: docs/actions.md), and ${aKind(piece)} in ${name} comes before the last piece removed`);
  return eventBecause(ctx, '5.1.3', `${what}: ${aKind(piece)} from ${name} now would leave pieces the text removes out of reach in the canonical order (docs/actions.md)`);
}
