/**
 * Test helpers for the Special Activity window (4.1).
 */
import { apply, pending } from '../../src/core/machine';
import type { GameState } from '../../src/core/state';

/** When the window offers a Special Activity after the Command, declines it (`done`); otherwise returns the state unchanged. */
export function declineActivity(state: GameState): GameState {
  const p = pending(state);
  if (p?.kind !== 'specialActivityWindow') return state;
  return apply(state, { faction: p.faction as 'british', type: 'done' });
}
