/**
 * Event instruction `moveAdjacent` (5.1): pieces of the kinds listed leave the origins — the spaces named,
 * or the map spaces passing the card's filter when the instruction begins — each into a space adjacent to
 * the one it leaves, where it may stand (1.4.2: no War Party in a City, never a third Fort or Village),
 * one at a time ("move any own units sharing a space with that Faction to adjacent spaces", #88).
 *
 * Each piece moves at most once: the pieces of each origin and kind that may leave are counted when the
 * instruction begins (the progress's `quota`), so a piece moved into another origin does not move again.
 * Moves follow one canonical order (origin, kind, destination, each in map order), so each result is
 * reached by one sequence. "Any": the decider may stop at any time (`done`). Pieces keep their side
 * (Underground or Active). (A Leader left behind alone is the interpreter's, 1.10.)
 * @module
 */
import type { Action } from '../../../core/action';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../../data/ids';
import { ADJACENT, MAP_SPACES } from '../../../data/map';
import { piecesText, spaceName } from '../../../data/text';
import { movePieces } from '../../board';
import type { EventContext, MoveAdjacent, Progress } from '../program';
import { eventLog, factionOf, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';
import { mayPlace } from './place';

/** The origins named, or the map spaces passing the filter now. */
function originsOf(ctx: EventContext, instr: MoveAdjacent): SpaceId[] {
  if (typeof instr.from === 'function') {
    const pass = instr.from;
    return MAP_SPACES.filter((s) => pass(ctx, s));
  }
  return [...spacesOf(ctx, instr.from)];
}

/** The canonical key of moving a piece of kind index `k` from the `i`-th origin into `to`. */
const keyOf = (i: number, k: number, kinds: number, to: SpaceId): number => (i * kinds + k) * SPACE_IDS.length + spaceIndex(to);

/** The moves open now, canonical order from the last one made on. */
function moves(ctx: EventContext, instr: MoveAdjacent, progress: Progress): { from: SpaceId; to: SpaceId; piece: SpacePiece; key: number }[] {
  const kinds = piecesOf(ctx, instr.pieces);
  const out: { from: SpaceId; to: SpaceId; piece: SpacePiece; key: number }[] = [];
  progress.spaces.forEach((from, i) =>
    kinds.forEach((piece, k) => {
      if ((progress.quota?.[i * kinds.length + k] ?? 0) <= 0 || ctx.state.spaces[from].pieces[piece] <= 0) return;
      for (const to of ADJACENT[from]) {
        const key = keyOf(i, k, kinds.length, to);
        if (key >= progress.last && to !== 'WestIndies' && mayPlace(ctx.state, to, piece)) out.push({ from, to, piece, key });
      }
    }),
  );
  return out;
}

export const moveAdjacent: InstructionModule<MoveAdjacent> = {
  op: 'moveAdjacent',
  begin(_draft, _frame, instr, ctx) {
    const kinds = piecesOf(ctx, instr.pieces);
    const progress = newProgress();
    progress.spaces = originsOf(ctx, instr);
    progress.quota = progress.spaces.flatMap((s) => kinds.map((k) => ctx.state.spaces[s].pieces[k]));
    progress.moved = [];
    return progress.quota.some((n) => n > 0) ? progress : null;
  },
  options(ctx, instr, progress) {
    if (progress.closed) return [];
    const faction = factionOf(ctx, instr.who);
    const out: Action[] = moves(ctx, instr, progress).map(({ from, to, piece }) => ({ faction, type: 'move', from, to, piece, count: 1 }));
    if (out.length > 0) out.push({ faction, type: 'done' });
    return out;
  },
  handle(draft, frame, instr, ctx, action) {
    const progress = frame.progress!;
    if (action.type === 'done') {
      progress.closed = true;
      return;
    }
    const kinds = piecesOf(ctx, instr.pieces);
    const from = action.from!;
    const to = action.to as SpaceId;
    const piece = action.piece as SpacePiece;
    const i = progress.spaces.indexOf(from);
    const k = kinds.indexOf(piece);
    movePieces(draft, from, to, piece, 1);
    eventLog(draft, ctx, `${piecesText(1, piece)} moved from ${spaceName(from)} to ${spaceName(to)}`, factionOf(ctx, instr.who));
    progress.quota![i * kinds.length + k] -= 1;
    progress.moved?.push({ from, to, piece });
    progress.done += 1;
    progress.last = keyOf(i, k, kinds.length, to);
  },
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt: (ctx, instr, progress) =>
    `${theFaction(factionOf(ctx, instr.who))} move any pieces from ${progress.spaces.map(spaceName).join(', ')} to adjacent spaces (${progress.done} moved)`,
};
