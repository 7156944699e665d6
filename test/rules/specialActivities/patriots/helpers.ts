/**
 * Builders for the Patriot Special Activity tests: the Patriot Command helpers (an empty 1775 map with
 * chosen pieces, micro-action runs with invariant checks) plus a Patriot turn started through the real
 * flow, so that the Special Activity window exists.
 */
import { legalActions } from '../../../../src/game/machine';
import type { GameState } from '../../../../src/core/state';
import { arrange, onTurn } from '../../../helpers/builders';
import { board, run, type Layout } from '../../commands/patriots/helpers';
import type { CommandId } from '../../../../src/core/action';

export { board, run, options, pieces, kind, type Layout } from '../../commands/patriots/helpers';

/** The Special Activities offered now (ids, canonical order). */
export function activities(state: GameState): string[] {
  return legalActions(state)
    .filter((a) => a.type === 'specialActivity')
    .map((a) => a.activity!);
}

/** The legal actions of a given type, without the faction field. */
export function actionsOf(state: GameState, type: string): Record<string, unknown>[] {
  return legalActions(state)
    .filter((a) => a.type === type)
    .map(({ faction: _f, ...rest }) => rest);
}

/** The Patriots 1st Eligible on an empty map with `layout`, their options pending. */
export function patriotsTurn(layout: Layout, extra: Parameters<typeof board>[1] = () => {}, opts: Parameters<typeof board>[2] = {}): GameState {
  return onTurn(board(layout, extra, opts), 'patriots');
}

/** The Patriots 2nd Eligible after the British executed a full Command without a Special Activity (2.3.4). */
export function patriotsSecond(layout: Layout): GameState {
  return arrange(patriotsTurn(layout), (d) => {
    d.turn!.offered = ['british', 'patriots'];
    d.turn!.executed = [{ faction: 'british', did: 'command', specialActivity: false }];
  });
}

/** The Patriots on turn with a full Command chosen through the real flow (the window exists). */
export function command(layout: Layout, id: CommandId, extra: Parameters<typeof board>[1] = () => {}, opts: Parameters<typeof board>[2] = {}): GameState {
  return run(patriotsTurn(layout, extra, opts), { type: 'command', command: id });
}

/** Whether any frame of the kind is on the stack. */
export function onStack(state: GameState, kind: string): boolean {
  return state.stack.some((f) => f.kind === kind);
}
