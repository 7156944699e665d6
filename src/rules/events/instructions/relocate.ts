/**
 * Event instruction `relocate` (5.1): pieces of the kinds listed move from the spaces named (or from
 * anywhere on the map) into one space, one at a time in one canonical order (origin in map order, then
 * kind), up to the count; "up to" lets the decider stop (5.1.3); otherwise only a choice after which the
 * whole count can still be reached is offered. The space they go to is named, or the one a variable of
 * the program holds (#23: the Province the decider selected); with none bound, nothing moves. The
 * progress keeps the moves made (`moved`): a Leader whose units left his space may follow them once the
 * instruction is over, and a Leader left behind alone is moved at once (both the interpreter's, 1.10).
 * @module
 */
import type { Action } from '../../../core/action';
import type { Reason } from '../../../core/reason';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../../data/ids';
import { KIND_NAME, piecesText, spaceName, spacesText } from '../../../data/text';
import { movePieces, piecesAt } from '../../board';
import type { EventContext, Progress, Relocate } from '../program';
import { aKind, countOf, eventBecause, eventLog, fixCount, factionOf, countKinds, kindWord, mustGoOn, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';

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
  begin(_draft, _frame, instr, ctx) {
    if (destinationOf(ctx, instr) === null) return null;
    const progress = fixCount(ctx, instr.count, newProgress());
    if (progress !== null) progress.moved = [];
    return progress;
  },
  options(ctx, instr, progress) {
    if (progress.closed || progress.done >= countOf(ctx, instr.count, progress)) return [];
    const pieces = piecesOf(ctx, instr.pieces);
    const faction = factionOf(ctx, instr.who);
    const to = destinationOf(ctx, instr)!;
    const out: Action[] = [];
    const { stock, open } = stocks(ctx, instr, progress);
    for (const { from, k, n } of stock) if (open(from, k, n) === null) out.push({ faction, type: 'move', from, to, piece: pieces[k], count: 1 });
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
    progress.moved?.push({ from: action.from!, to, piece });
    progress.done += 1;
    const pieces = piecesOf(ctx, instr.pieces);
    progress.last = spaceIndex(action.from!) * pieces.length + pieces.indexOf(piece);
  },
  explain: (ctx, instr, progress, action) => whyNotRelocate(ctx, instr, progress, action),
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt: (ctx, instr, progress) =>
    `${theFaction(factionOf(ctx, instr.who))} move ${instr.upTo ? 'up to ' : ''}${countOf(ctx, instr.count, progress)} pieces to ${spaceName(destinationOf(ctx, instr)!)} (${progress.done} moved)`,
};

/**
 * The pieces of each origin and kind, and whether a choice is open: a piece there, canonical order
 * (origin in map order, then kind) from the last one taken on, and without "up to" the rest of the count
 * still within reach after it (5.1.3: pieces of later origins or kinds are the only ones left after it).
 */
function stocks(ctx: EventContext, instr: Relocate, progress: Progress) {
  const pieces = piecesOf(ctx, instr.pieces);
  const key = (from: SpaceId, k: number): number => spaceIndex(from) * pieces.length + k;
  const stock: { from: SpaceId; k: number; n: number }[] = [];
  for (const from of origins(ctx, instr)) pieces.forEach((piece, k) => stock.push({ from, k, n: piecesAt(ctx.state, from)[piece] }));
  const after = (at: number): number => stock.filter((e) => key(e.from, e.k) >= at).reduce((n, e) => n + e.n, 0);
  const rem = countOf(ctx, instr.count, progress) - progress.done;
  const best = Math.min(rem, after(progress.last));
  const open = (from: SpaceId, k: number, n: number): 'order' | 'none' | 'reach' | null =>
    n <= 0 ? 'none' : key(from, k) < progress.last ? 'order' : instr.upTo || Math.min(rem, after(key(from, k))) >= best ? null : 'reach';
  return { stock, open };
}

/** Why the move is not legal now (refusals only): the destination, the origins and kinds the text names, one piece at a time, a piece there, canonical order, the compulsory count (5.1.3). */
function whyNotRelocate(ctx: EventContext, instr: Relocate, progress: Progress, action: Action): Reason | null {
  const to = destinationOf(ctx, instr);
  const pieces = piecesOf(ctx, instr.pieces);
  if (to === null) return null;
  const what = `moves ${instr.upTo ? 'up to ' : ''}${countKinds(countOf(ctx, instr.count, progress), pieces)} to ${spaceName(to)}`;
  if (action.type === 'done') return instr.upTo ? null : mustGoOn(ctx, what);
  if (action.type !== 'move' || action.from === undefined) return null;
  if (action.to !== to) return eventBecause(ctx, '5.1', `${what}, not to ${action.to === 'available' ? 'Available' : spaceName(action.to as SpaceId)}`);
  const from = action.from;
  const name = spaceName(from);
  const all = origins(ctx, instr);
  if (!all.includes(from)) return eventBecause(ctx, '5.1', from === to ? `${what}: they come from elsewhere` : instr.from === 'map' ? `${what} from the map: the West Indies is not on the map` : `${what} from ${spacesText(all)} only: ${name} is not one of them`);
  const piece = action.piece as SpacePiece;
  const k = pieces.indexOf(piece);
  if (k < 0) return eventBecause(ctx, '5.1', `${what}, not ${kindWord(piece)}`);
  if (action.count !== 1) return eventBecause(ctx, '5.1', `${what}, one piece at a time (count 1), not ${action.count}`);
  const { open } = stocks(ctx, instr, progress);
  switch (open(from, k, piecesAt(ctx.state, from)[piece])) {
    case 'none':
      return eventBecause(ctx, '5.1.3', `${what}: there is no ${KIND_NAME[piece][0]} in ${name}`);
    case 'order':
      return eventBecause(ctx, '5.1', `moves pieces in one order (origin in map order, then kind as the text lists them: docs/actions.md), and ${aKind(piece)} from ${name} comes before the last piece moved`);
    case 'reach':
      return eventBecause(ctx, '5.1.3', `${what}: ${aKind(piece)} from ${name} now would leave pieces the text moves out of reach in the canonical order (docs/actions.md)`);
    default:
      return null;
  }
}
