/**
 * Event instruction `replace` (5.1, 5.1.1): pieces of the kinds listed in the spaces (or anywhere on the
 * map) are replaced, each by `ratio` pieces of one kind from Available; where a replacement is not
 * Available or may not stand there, the piece is removed all the same (1.4.1, 5.1.1). Without a count
 * every such piece is replaced at once, nothing decided; with a count ("replace any four Militia",
 * "replace three Militia in one Province") the decider picks the pieces one at a time, in one canonical
 * order (space in map order, then kind), as many as the text says or as there are (5.1.3). The
 * replacements come from Available: the progress keeps them (`placed`; without a count the instruction is
 * over at once and its progress only carries them to its end). (A Leader left alone, or an Available
 * Leader entering with the replacements, is the interpreter's, 1.10.)
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Reason } from '../../../core/reason';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../../data/ids';
import { KIND_NAME, piecesText, spaceName, spacesText } from '../../../data/text';
import { mayPlaceReplacement } from '../../procedures/replacement';
import { placeFromPool, removeToPool, piecesAt } from '../../board';
import type { EventContext, Replace } from '../program';
import { aKind, completable, countOf, eventBecause, eventLog, factionOf, fixCount, countKinds, kindWord, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';
import type { Progress } from '../program';

/** The spaces the instruction replaces in: those named, or every map space (not the West Indies box, 1.3.7). */
function scope(ctx: EventContext, instr: Replace): readonly SpaceId[] {
  return instr.where === 'map' ? SPACE_IDS.filter((s) => s !== 'WestIndies') : spacesOf(ctx, instr.where);
}

/**
 * Replaces `n` pieces of the kind in the space (removed to Available), each by `ratio` replacements while
 * any can stand there; logs it, and records the replacements (from Available) in `placed` (1.10).
 */
function replaceIn(draft: Draft<GameState>, ctx: EventContext, instr: Replace, space: SpaceId, piece: SpacePiece, n: number, placedLog: NonNullable<Progress['placed']>): void {
  removeToPool(draft, space, piece, n);
  let placed = 0;
  for (let i = 0; i < n * instr.ratio && mayPlaceReplacement(draft, space, instr.to); i++) {
    placeFromPool(draft, 'available', space, instr.to, 1);
    placedLog.push({ space, piece: instr.to });
    placed += 1;
  }
  const text =
    placed > 0
      ? `${piecesText(n, piece)} in ${spaceName(space)} replaced by ${piecesText(placed, instr.to)}`
      : `${piecesText(n, piece)} removed from ${spaceName(space)}: no ${KIND_NAME[instr.to][0]} can take ${n === 1 ? 'its' : 'their'} place (5.1.1)`;
  eventLog(draft, ctx, text, factionOf(ctx, instr.who));
}

export const replace: InstructionModule<Replace> = {
  op: 'replace',
  begin(draft, frame, instr, ctx) {
    if (instr.count !== undefined) {
      frame.progress = fixCount(ctx, instr.count, newProgress());
      return frame.progress;
    }
    const placed: NonNullable<Progress['placed']> = [];
    for (const space of scope(ctx, instr))
      for (const piece of piecesOf(ctx, instr.pieces)) {
        const n = piecesAt(draft, space)[piece];
        if (n > 0) replaceIn(draft, ctx, instr, space, piece, n, placed);
      }
    // Done at once; with replacements from Available, the progress carries them to the instruction's end (1.10).
    return placed.length === 0 ? null : { ...newProgress(), placed };
  },
  options(ctx, instr, progress) {
    if (instr.count === undefined || progress.done >= countOf(ctx, instr.count, progress)) return [];
    const faction = factionOf(ctx, instr.who);
    // 5.1.3: the count is compulsory; only choices that still let it be reached (canonical order).
    return completable(openChoices(ctx, instr, progress), countOf(ctx, instr.count, progress) - progress.done).map(({ space, piece }): Action => ({ faction, type: 'replace', space, piece }));
  },
  explain: (ctx, instr, progress, action) => whyNotReplace(ctx, instr, progress, action),
  handle(draft, frame, instr, ctx, action) {
    const progress = frame.progress!;
    const piece = action.piece as SpacePiece;
    const pieces = piecesOf(ctx, instr.pieces);
    replaceIn(draft, ctx, instr, action.space!, piece, 1, (progress.placed ??= []));
    progress.done += 1;
    progress.last = spaceIndex(action.space!) * pieces.length + pieces.indexOf(piece);
    if (!progress.spaces.includes(action.space!)) progress.spaces.push(action.space!);
  },
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt(ctx, instr, progress) {
    const kinds = piecesOf(ctx, instr.pieces).map((p) => piecesText(1, p).slice(2)).join(', ');
    const n = instr.count === undefined ? 'every' : countOf(ctx, instr.count, progress);
    return `${theFaction(factionOf(ctx, instr.who))} replace ${n} × ${kinds} by ${piecesText(instr.ratio, instr.to)} each (${progress.done} replaced)`;
  },
};

/** The (space, kind) choices with pieces to replace, canonical order (space in map order, then kind), from the last one taken on. */
function openChoices(ctx: EventContext, instr: Replace, progress: Progress): { space: SpaceId; piece: SpacePiece; key: number; n: number }[] {
  const pieces = piecesOf(ctx, instr.pieces);
  const open: { space: SpaceId; piece: SpacePiece; key: number; n: number }[] = [];
  for (const space of scope(ctx, instr))
    pieces.forEach((piece, k) => {
      const key = spaceIndex(space) * pieces.length + k;
      const n = piecesAt(ctx.state, space)[piece];
      if (key >= progress.last && n > 0) open.push({ space, piece, key, n });
    });
  return open;
}

/** Why the replacement is not legal now (refusals only): the spaces and kinds the text names, a piece there, canonical order, the compulsory count (5.1.3). */
function whyNotReplace(ctx: EventContext, instr: Replace, progress: Progress, action: Action): Reason | null {
  if (action.type !== 'replace' || action.space === undefined || instr.count === undefined) return null;
  const kinds = piecesOf(ctx, instr.pieces);
  const what = `replaces ${countKinds(countOf(ctx, instr.count, progress), kinds)} (each by ${countKinds(instr.ratio, [instr.to])})`;
  const space = action.space;
  const name = spaceName(space);
  const all = scope(ctx, instr);
  if (!all.includes(space)) return eventBecause(ctx, '5.1', instr.where === 'map' ? `${what} on the map: the West Indies is not on the map` : `${what} in ${spacesText(all)} only: ${name} is not one of them`);
  const piece = action.piece as SpacePiece;
  if (!kinds.includes(piece)) return eventBecause(ctx, '5.1', `${what}, not ${kindWord(piece)}`);
  if (piecesAt(ctx.state, space)[piece] === 0) return eventBecause(ctx, '5.1.3', `${what}: there is no ${KIND_NAME[piece][0]} in ${name}`);
  const open = openChoices(ctx, instr, progress);
  if (!open.some((o) => o.space === space && o.piece === piece))
    return eventBecause(ctx, '5.1', `replaces pieces in one order (space in map order, then kind as the text lists them: docs/actions.md), and ${aKind(piece)} in ${name} comes before the last piece replaced`);
  return eventBecause(ctx, '5.1.3', `${what}: ${aKind(piece)} in ${name} now would leave pieces the text replaces out of reach in the canonical order (docs/actions.md)`);
}
