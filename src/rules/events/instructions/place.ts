/**
 * Event instruction `place` (5.1, 5.1.1): pieces placed in each of the spaces in turn, each of one of
 * the kinds the text lists, from the pools it names (Available unless the text names Unavailable). A
 * piece is offered only where it may stand: never a third Fort or Village, never French pieces on the
 * map before the Treaty of Alliance, no Indians in Cities (1.4.2, 2.3.9). Placements in a space follow
 * one canonical order (kind, then pool), so each result is reached one way. Without "up to" every piece
 * that can be placed is placed (5.1.3), automatically when there is no choice.
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../core/action';
import type { GameState } from '../../../core/state';
import type { SpaceId, SpacePiece } from '../../../data/ids';
import { POOL_TYPE } from '../../../data/pieces';
import { piecesText, spaceName } from '../../../data/text';
import { hasRoomForFort, mayOccupy, placeFromPool, type Pool } from '../../board';
import type { EventContext, EventFrame, Place } from '../program';
import { countOf, eventLog, fixCount, factionOf, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';

const FORTS: ReadonlySet<SpacePiece> = new Set(['britishFort', 'patriotFort', 'village']);

/** Whether one piece of the kind may be placed in the space now (1.4.2, 2.3.9, 5.1.1). */
export function mayPlace(state: GameState, space: SpaceId, piece: SpacePiece): boolean {
  if (!mayOccupy(space, piece)) return false;
  if (FORTS.has(piece) && !hasRoomForFort(state, space)) return false;
  if (piece === 'frenchRegular' && space !== 'WestIndies' && !state.treatyOfAlliance) return false;
  return true;
}

/** The (kind, pool) choices open in the space, canonical order, from the last one taken on. */
function choices(ctx: EventContext, instr: Place, space: SpaceId, last: number): { piece: SpacePiece; pool: Pool; key: number }[] {
  const pieces = piecesOf(ctx, instr.pieces);
  const pools = instr.from ?? ['available'];
  const out: { piece: SpacePiece; pool: Pool; key: number }[] = [];
  pieces.forEach((piece, k) => {
    if (!mayPlace(ctx.state, space, piece)) return;
    pools.forEach((pool, p) => {
      const key = k * pools.length + p;
      if (key >= last && ctx.state[pool][POOL_TYPE[piece]] > 0) out.push({ piece, pool, key });
    });
  });
  return out;
}

/** Moves the cursor on past every space where nothing more is to be placed. */
function settleCursor(ctx: EventContext, instr: Place, frame: Draft<EventFrame>): void {
  const progress = frame.progress!;
  const spaces = spacesOf(ctx, instr.where);
  const count = countOf(ctx, instr.count, progress);
  while (progress.cursor < spaces.length && (progress.done >= count || choices(ctx, instr, spaces[progress.cursor], progress.last).length === 0)) {
    progress.cursor += 1;
    progress.done = 0;
    progress.last = -1;
  }
}

export const place: InstructionModule<Place> = {
  op: 'place',
  begin(_draft, frame, instr, ctx) {
    if (instr.bind) frame.vars[instr.bind] = 0;
    frame.progress = fixCount(ctx, instr.count, newProgress());
    settleCursor(ctx, instr, frame);
    return frame.progress;
  },
  options(ctx, instr, progress) {
    const spaces = spacesOf(ctx, instr.where);
    if (progress.cursor >= spaces.length) return [];
    const space = spaces[progress.cursor];
    const faction = factionOf(ctx, instr.who);
    const several = (instr.from ?? ['available']).length > 1;
    const out: Action[] = choices(ctx, instr, space, progress.last).map(({ piece, pool }) =>
      several ? { faction, type: 'place', space, piece, option: pool as ActionOption } : { faction, type: 'place', space, piece },
    );
    if (instr.upTo) out.push({ faction, type: 'done' });
    return out;
  },
  handle(draft, frame, instr, ctx, action) {
    const progress = frame.progress!;
    if (action.type === 'done') {
      progress.cursor += 1;
      progress.done = 0;
      progress.last = -1;
    } else {
      const pool = (action.option as Pool | undefined) ?? 'available';
      const pieces = piecesOf(ctx, instr.pieces);
      const pools = instr.from ?? ['available'];
      placeFromPool(draft, pool, action.space!, action.piece as SpacePiece);
      eventLog(draft, ctx, `${piecesText(1, action.piece as SpacePiece)} placed in ${spaceName(action.space!)}${pool === 'available' ? '' : ` from ${pool === 'unavailable' ? 'Unavailable' : 'Casualties'}`}`, factionOf(ctx, instr.who));
      progress.done += 1;
      if (instr.bind) frame.vars[instr.bind] = (frame.vars[instr.bind] as number) + 1;
      progress.last = pieces.indexOf(action.piece as SpacePiece) * pools.length + pools.indexOf(pool);
      if (progress.spaces[progress.spaces.length - 1] !== action.space) progress.spaces.push(action.space!);
    }
    settleCursor({ ...ctx, state: draft as GameState }, instr, frame);
  },
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt(ctx, instr, progress) {
    const spaces = spacesOf(ctx, instr.where);
    const space = spaces[progress.cursor];
    const kinds = piecesOf(ctx, instr.pieces).map((p) => piecesText(1, p).slice(2)).join(' or ');
    return `${theFaction(factionOf(ctx, instr.who))} place ${instr.upTo ? 'up to ' : ''}${countOf(ctx, instr.count, progress)} × ${kinds} in ${space === undefined ? '—' : spaceName(space)} (${progress.done} placed)`;
  },
};
