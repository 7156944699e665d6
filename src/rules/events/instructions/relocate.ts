/**
 * Event instruction `relocate` (5.1): pieces of the kinds listed move from the spaces named (or from
 * anywhere on the map) into one space, one at a time in one canonical order (origin in map order, then
 * kind), up to the count; "up to" lets the decider stop (5.1.3); otherwise only a choice after which the
 * whole count can still be reached is offered. The space they go to is named, or the one a variable of
 * the program holds (#23: the Province the decider selected); with none bound, nothing moves. (A Leader
 * left behind alone is the interpreter's, 1.10.)
 * @module
 */
import type { Action } from '../../../core/action';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../../data/ids';
import { piecesText, spaceName } from '../../../data/text';
import { movePieces } from '../../board';
import type { EventContext, Relocate } from '../program';
import { countOf, eventLog, fixCount, factionOf, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';

/** The space the pieces go to: the one named, or the first the variable holds (null when it holds none). */
export function destinationOf(ctx: EventContext, instr: Relocate): SpaceId | null {
  if (typeof instr.to === 'string') return instr.to;
  return spacesOf(ctx, instr.to)[0] ?? null;
}

function origins(ctx: EventContext, instr: Relocate): readonly SpaceId[] {
  const to = destinationOf(ctx, instr);
  if (to === null) return [];
  const from = instr.from === 'map' ? SPACE_IDS.filter((s) => s !== 'WestIndies') : spacesOf(ctx, instr.from);
  return from.filter((s) => s !== to);
}

export const relocate: InstructionModule<Relocate> = {
  op: 'relocate',
  begin: (_draft, _frame, instr, ctx) => (destinationOf(ctx, instr) === null ? null : fixCount(ctx, instr.count, newProgress())),
  options(ctx, instr, progress) {
    if (progress.closed || progress.done >= countOf(ctx, instr.count, progress)) return [];
    const pieces = piecesOf(ctx, instr.pieces);
    const faction = factionOf(ctx, instr.who);
    const to = destinationOf(ctx, instr)!;
    const out: Action[] = [];
    // Without "up to", a choice is offered only if the rest of the count stays within reach after it in
    // canonical order (5.1.3): pieces of later origins or kinds are the only ones left after it.
    const key = (from: SpaceId, k: number): number => spaceIndex(from) * pieces.length + k;
    const stock: { from: SpaceId; k: number; n: number }[] = [];
    for (const from of origins(ctx, instr)) pieces.forEach((piece, k) => stock.push({ from, k, n: ctx.state.spaces[from].pieces[piece] }));
    const after = (at: number): number => stock.filter((e) => key(e.from, e.k) >= at).reduce((n, e) => n + e.n, 0);
    const rem = countOf(ctx, instr.count, progress) - progress.done;
    const best = Math.min(rem, after(progress.last));
    for (const { from, k, n } of stock)
      if (key(from, k) >= progress.last && n > 0 && (instr.upTo || Math.min(rem, after(key(from, k))) >= best))
        out.push({ faction, type: 'move', from, to, piece: pieces[k], count: 1 });
    if (out.length > 0 && instr.upTo) out.push({ faction, type: 'done' });
    return out;
  },
  handle(draft, frame, instr, ctx, action) {
    const progress = frame.progress!;
    if (action.type === 'done') {
      progress.closed = true;
      return;
    }
    const piece = action.piece as SpacePiece;
    const to = destinationOf(ctx, instr)!;
    movePieces(draft, action.from!, to, piece, 1);
    eventLog(draft, ctx, `${piecesText(1, piece)} moved from ${spaceName(action.from!)} to ${spaceName(to)}`, factionOf(ctx, instr.who));
    progress.done += 1;
    const pieces = piecesOf(ctx, instr.pieces);
    progress.last = spaceIndex(action.from!) * pieces.length + pieces.indexOf(piece);
  },
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt: (ctx, instr, progress) =>
    `${theFaction(factionOf(ctx, instr.who))} move ${instr.upTo ? 'up to ' : ''}${countOf(ctx, instr.count, progress)} pieces to ${spaceName(destinationOf(ctx, instr)!)} (${progress.done} moved)`,
};
