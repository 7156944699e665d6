/**
 * Test helpers for the Special Activity window (4.1).
 */
import { apply, legalActions, pending } from '../../src/game/machine';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';

/** When the window offers a Special Activity after the Command, declines it (`done`); otherwise returns the state unchanged. */
export function declineActivity(state: GameState): GameState {
  const p = pending(state);
  if (p?.kind !== 'commandHost') return state;
  return apply(state, { faction: p.faction as 'british', type: 'done' });
}

/** The Special Activities offered now (ids, canonical order). */
export const offered = (s: GameState): string[] => legalActions(s).filter((a) => a.type === 'specialActivity').map((a) => a.activity!);

/** The legal actions other than Special Activity starts (the Command's own choices). */
export const commandOptions = (s: GameState): Action[] => legalActions(s).filter((a) => a.type !== 'specialActivity');

/** The legal actions of one type, without the faction field. */
export const listed = (s: GameState, type: string): Omit<Action, 'faction'>[] =>
  legalActions(s)
    .filter((a) => a.type === type)
    .map(({ faction: _f, ...rest }) => rest);

/** The pending decision's frame kind. */
export const kind = (s: GameState): string | undefined => pending(s)?.kind;

/** Whether a frame of the kind is on the stack. */
export const onStack = (s: GameState, k: string): boolean => s.stack.some((f) => f.kind === k);

/** The log texts added since `before`. */
export const logSince = (before: GameState, after: GameState): string[] => after.log.slice(before.log.length).map((e) => e.text);
