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
 * (Underground or Active). (A Leader left behind alone, or whose units left his space, is the
 * interpreter's, 1.10.)
 * @module
 */
import type { Action } from '../../../core/action';
import type { Reason } from '../../../core/reason';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../../data/ids';
import { ADJACENT, MAP_SPACES } from '../../../data/map';
import { KIND_NAME, piecesText, spaceName, spacesText } from '../../../data/text';
import { movePieces, piecesAt } from '../../board';
import type { EventContext, MoveAdjacent, Progress } from '../program';
import { eventBecause, eventLog, factionOf, kindsWords, kindWord, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';
import { mayPlace, whyNotPlace } from './place';

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
      if ((progress.quota?.[i * kinds.length + k] ?? 0) <= 0 || piecesAt(ctx.state, from)[piece] <= 0) return;
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
    progress.quota = progress.spaces.flatMap((s) => kinds.map((k) => piecesAt(ctx.state, s)[k]));
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
  explain: (ctx, instr, progress, action) => whyNotMoveAdjacent(ctx, instr, progress, action),
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt: (ctx, instr, progress) =>
    `${theFaction(factionOf(ctx, instr.who))} move any pieces from ${progress.spaces.map(spaceName).join(', ')} to adjacent spaces (${progress.done} moved)`,
};

/**
 * Why the move is not legal now (refusals only): the origins counted when the instruction began, the
 * kinds the text lists, the pieces of them that may still leave (each moves once), one at a time, into
 * an adjacent space where it may stand (1.4.2), canonical order.
 */
function whyNotMoveAdjacent(ctx: EventContext, instr: MoveAdjacent, progress: Progress, action: Action): Reason | null {
  if (action.type !== 'move' || action.from === undefined) return null;
  const kinds = piecesOf(ctx, instr.pieces);
  const what = `moves ${kindsWords(kinds)} into adjacent spaces`;
  const from = action.from;
  const name = spaceName(from);
  const i = progress.spaces.indexOf(from);
  if (i < 0) return eventBecause(ctx, '5.1', `${what} from ${spacesText(progress.spaces)} only: ${name} is not one of them`);
  const piece = action.piece as SpacePiece;
  const k = kinds.indexOf(piece);
  if (k < 0) return eventBecause(ctx, '5.1', `${what}, not ${kindWord(piece)}`);
  if (action.count !== 1) return eventBecause(ctx, '5.1', `${what}, one piece at a time (count 1), not ${action.count}`);
  if (piecesAt(ctx.state, from)[piece] <= 0) return eventBecause(ctx, '5.1', `${what}: there is no ${KIND_NAME[piece][0]} in ${name}`);
  if ((progress.quota?.[i * kinds.length + k] ?? 0) <= 0)
    return eventBecause(ctx, '5.1', `${what}, each piece once: the ${KIND_NAME[piece][1]} in ${name} when it began have moved, and those arriving since stay`);
  const to = action.to as SpaceId;
  if (to === 'WestIndies' || !ADJACENT[from].includes(to)) return eventBecause(ctx, '5.1', `${what}: ${to === ('available' as string) ? 'Available' : spaceName(to)} is not adjacent to ${name}`);
  const bar = whyNotPlace(ctx.state, to, piece);
  if (bar !== null) return bar;
  return eventBecause(ctx, '5.1', `moves pieces in one order (origin, kind, then destination, each in map order: docs/actions.md), and this move comes before the last one made`);
}
