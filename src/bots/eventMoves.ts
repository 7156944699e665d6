/**
 * An Event's unit moves carried out by a flowchart's plan (8.3.1: #88 "move per the March instructions
 * from that origin"): the board the moves began from, and the next planned move in the Event's order.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { SpaceId, SpacePiece } from '../data/ids';
import { piecesText, spaceName } from '../data/text';
import { fork, seal } from '../core/pathCopy';
import { movePieces } from '../rules/board';
import type { Progress } from '../rules/events/program';
import type { Flow } from './flowchart';

/** Pieces of one kind a plan moves from one space to another. */
export interface PlannedMove {
  readonly from: SpaceId;
  readonly to: SpaceId;
  readonly piece: SpacePiece;
  readonly count: number;
}

/** The board the moves of a `moveAdjacent` instruction began from: the current one with the moves made so far undone. Pure. */
export function boardBeforeMoves(state: GameState, progress: Progress): GameState {
  const moved = progress.moved ?? [];
  if (moved.length === 0) return state;
  const d = fork(state);
  for (let i = moved.length - 1; i >= 0; i--) movePieces(d, moved[i].to, moved[i].from, moved[i].piece, 1);
  return seal(d);
}

/**
 * The next of the `planned` moves not yet made (the instruction's progress keeps those made), one piece
 * at a time in the Event's order (the first legal move the plan still wants), else `done` once the plan
 * is carried out; writes the trace under `label` (e.g. `#88`). Null when neither is legal.
 */
export function nextPlannedMove(flow: Flow, progress: Progress, planned: readonly PlannedMove[], label: string): Action | null {
  const left = new Map<string, number>();
  const add = (from: SpaceId, to: SpaceId, piece: string, n: number): void => {
    const k = `${from}>${to}>${piece}`;
    left.set(k, (left.get(k) ?? 0) + n);
  };
  for (const m of planned) add(m.from, m.to, m.piece, m.count);
  for (const m of progress.moved ?? []) add(m.from, m.to, m.piece, -1);
  const next = flow.legal.find((a) => a.type === 'move' && (left.get(`${a.from}>${a.to}>${a.piece}`) ?? 0) > 0);
  if (next) {
    flow.ctx.node('Event Instruction', `${label}: ${piecesText(1, next.piece as SpacePiece)} from ${spaceName(next.from!)} to ${spaceName(next.to as SpaceId)}, as the March instructions move them`, '8.3.1');
    return next;
  }
  const done = flow.legal.find((a) => a.type === 'done') ?? null;
  if (done) flow.ctx.node('Event Instruction', `${label}: ${planned.some((m) => m.count > 0) ? 'the moves the March instructions make are done' : 'the March instructions move no unit from the shared spaces'}`, '8.3.1');
  return done;
}
