/**
 * Builders for the Patriot Command tests: an empty map with chosen pieces, and short ways to run
 * micro-action sequences through the public machine.
 */
import type { Draft } from 'immer';
import { expect } from 'vitest';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import type { Action } from '../../../../src/core/action';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId, SpacePiece } from '../../../../src/data/ids';
import { POOL_TYPE } from '../../../../src/data/pieces';
import { checkInvariants } from '../../../../src/rules/invariants';
import { arrange, clearMap, game } from '../../../helpers/builders';

/** Pieces for {@link board}: space → kind → count. */
export type Layout = Partial<Record<SpaceId, Partial<Record<SpacePiece, number>>>>;

/** Moves pieces from Available (then Unavailable, e.g. French Regulars in 1775) onto a space (in an `arrange` recipe). */
export function put(d: Draft<GameState>, space: SpaceId, piece: SpacePiece, n: number): void {
  const type = POOL_TYPE[piece];
  const fromAvailable = Math.min(n, d.available[type]);
  d.available[type] -= fromAvailable;
  d.unavailable[type] -= n - fromAvailable;
  d.spaces[space].pieces[piece] += n;
}

/**
 * An empty 1775 map with the given pieces, Patriot Resources `resources` (default 10), Washington
 * in `washington` (default: the first space holding Patriot pieces, else Available) and any extra
 * changes.
 */
export function board(
  layout: Layout,
  extra: (d: Draft<GameState>) => void = () => {},
  options: { resources?: number; washington?: SpaceId | 'available' } = {},
): GameState {
  return arrange(clearMap(game()), (d) => {
    for (const [space, pieces] of Object.entries(layout) as [SpaceId, Partial<Record<SpacePiece, number>>][])
      for (const [piece, n] of Object.entries(pieces) as [SpacePiece, number][]) put(d, space, piece, n);
    d.resources.patriots = options.resources ?? 10;
    const patriotSpace = (Object.keys(layout) as SpaceId[]).find((s) =>
      (['continental', 'militiaUnderground', 'militiaActive', 'patriotFort'] as SpacePiece[]).some((k) => (layout[s]?.[k] ?? 0) > 0),
    );
    d.leaders.patriots.at = options.washington ?? patriotSpace ?? 'available';
    extra(d);
  });
}

/** Applies patriots actions (faction filled in) one after another, checking the invariants after each. */
export function run(state: GameState, ...actions: Omit<Action, 'faction'>[] | Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const action = { faction: 'patriots', ...a } as Action;
    s = apply(s, action);
    expect(checkInvariants(s)).toEqual([]);
  }
  return s;
}

/** The legal actions without the faction field, for compact assertions. */
export function options(state: GameState): Omit<Action, 'faction'>[] {
  return legalActions(state).map(({ faction: _f, ...rest }) => rest);
}

/** The types of the legal actions, deduplicated. */
export function optionTypes(state: GameState): string[] {
  return [...new Set(legalActions(state).map((a) => a.type))];
}

/** The spaces offered by `selectSpace` actions. */
export function selectable(state: GameState): SpaceId[] {
  return legalActions(state)
    .filter((a) => a.type === 'selectSpace')
    .map((a) => a.space!);
}

/** The frame kind of the pending decision. */
export function kind(state: GameState): string | undefined {
  return pending(state)?.kind;
}

/** Non-zero pieces of a space. */
export function pieces(state: GameState, space: SpaceId): Partial<Record<SpacePiece, number>> {
  return Object.fromEntries(Object.entries(state.spaces[space].pieces).filter(([, n]) => n > 0));
}
