/**
 * Helpers for the French Special Activity tests: positions on the empty 1775 board, before or after
 * the Treaty of Alliance, with the French on turn choosing a Command through the real flow, so that
 * the Special Activity window exists (4.1).
 */
import { produce } from 'immer';
import { expect } from 'vitest';
import type { Action, ActivityId, CommandId } from '../../../../src/core/action';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import { onTurn } from '../../../helpers/builders';

export { afterTreaty, emptyBoard, put } from '../../commands/french/helpers';

type Step = Action | Omit<Action, 'faction'>;

/** The French action (faction filled in). */
export const F = (a: Omit<Action, 'faction'>): Action => ({ faction: 'french', ...a }) as Action;

/** `{ type: 'specialActivity', activity }` of the French. */
export const SA = (activity: ActivityId): Action => F({ type: 'specialActivity', activity });

/** The French Command choice (full unless `limited`). */
export const cmd = (command: CommandId, limited = false): Action =>
  limited ? F({ type: 'command', command, limited: true }) : F({ type: 'command', command });

/** Applies actions in order (French unless the action names its faction), each listed, checking the invariants after each. */
export function play(state: GameState, ...actions: Step[]): GameState {
  let s = state;
  for (const a of actions) {
    const action = ('faction' in a ? a : F(a)) as Action;
    s = apply(s, action);
    expect(checkInvariants(s), JSON.stringify(action)).toEqual([]);
  }
  return s;
}

/** The French, 1st Eligible, choose a full Command (its first decision is then pending). */
export const frenchCommand = (s0: GameState, command: CommandId): GameState => play(onTurn(s0, 'french'), cmd(command));

/** The French as 2nd Eligible after a British full Command without a Special Activity: Limited Command only (2.3.4). */
export function frenchSecond(s0: GameState): GameState {
  return produce(onTurn(s0, 'french'), (d) => {
    d.turn!.offered.unshift('british');
    d.turn!.executed.push({ faction: 'british', did: 'command', specialActivity: false });
  });
}

export { offered, commandOptions, listed, kind, onStack, logSince } from '../../../helpers/activities';
