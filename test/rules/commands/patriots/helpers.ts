/**
 * The Patriot tests' positions (Command and Special Activity tests): an empty 1775 map with a
 * layout of pieces and Washington with his troops, and a Patriot turn started on it through the real
 * flow (so its command host, which offers the Special Activities, exists). Pieces, play and queries come from the test kit
 * (`src/testing`).
 */
import type { Draft } from 'immer';
import type { CommandId } from '../../../../src/core/action';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId, SpacePiece } from '../../../../src/data/ids';
import { as, position, type Layout } from '../../../../src/testing';

export type { Layout };

const patriots = as('patriots');

/** Options of {@link board}. */
export interface BoardOptions {
  /** Patriot Resources (default 10). */
  resources?: number;
  /** Where Washington is (default: the first space of the layout holding Patriot pieces, else Available). */
  washington?: SpaceId | 'available';
}

/** An empty 1775 map with the layout's pieces, Patriot Resources and Washington as in `options`, then `extra`. */
export function board(layout: Layout, extra: (d: Draft<GameState>) => void = () => {}, options: BoardOptions = {}): GameState {
  return position({ pieces: layout, resources: { patriots: options.resources ?? 10 } }, (d) => {
    const patriotSpace = (Object.keys(layout) as SpaceId[]).find((s) =>
      (['continental', 'militiaUnderground', 'militiaActive', 'patriotFort'] as SpacePiece[]).some((k) => (layout[s]?.[k] ?? 0) > 0),
    );
    d.leaders.patriots.at = options.washington ?? patriotSpace ?? 'available';
    extra(d);
  });
}

/** The Patriots 1st Eligible on {@link board}, their options pending. */
export const patriotsTurn = (layout: Layout, extra?: (d: Draft<GameState>) => void, options?: BoardOptions): GameState =>
  patriots.onTurn(board(layout, extra, options));

/** The Patriots 2nd Eligible after the British executed a full Command without a Special Activity (2.3.4). */
export const patriotsSecond = (layout: Layout): GameState => patriots.second(board(layout), 'british');

/** The Patriots on turn on {@link board} with a full Command chosen through the real flow (its command host exists). */
export const command = (layout: Layout, id: CommandId, extra?: (d: Draft<GameState>) => void, options?: BoardOptions): GameState =>
  patriots.choose(board(layout, extra, options), id);
