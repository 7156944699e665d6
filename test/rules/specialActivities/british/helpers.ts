/**
 * Helpers for the British Special Activity tests: positions on the empty 1775 board (British
 * Resources 10), with the British on turn choosing a Command through the real flow, so that the
 * Special Activity window exists (4.1).
 */
import { produce, type Draft } from 'immer';
import { expect } from 'vitest';
import type { Action, ActivityId, CommandId } from '../../../../src/core/action';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import type { LeaderId } from '../../../../src/data/ids';
import type { SpaceId } from '../../../../src/data/ids';
import { onTurn } from '../../../helpers/builders';

export { blockade, board, piecesIn, put } from '../../commands/british/helpers';

type Step = Action | Omit<Action, 'faction'>;

/** The British action (faction filled in). */
export const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;

/** `{ type: 'specialActivity', activity }` of the British. */
export const SA = (activity: ActivityId): Action => B({ type: 'specialActivity', activity });

/** The British Command choice (full unless `limited`). */
export const cmd = (command: CommandId, limited = false): Action =>
  limited ? B({ type: 'command', command, limited: true }) : B({ type: 'command', command });

/**
 * Applies actions in order (British unless the action names its faction), each through the public
 * machine (so it must be listed), checking the rules invariants after each.
 */
export function play(state: GameState, ...actions: Step[]): GameState {
  let s = state;
  for (const a of actions) {
    const action = ('faction' in a ? a : B(a)) as Action;
    s = apply(s, action);
    expect(checkInvariants(s), JSON.stringify(action)).toEqual([]);
  }
  return s;
}

/** The British, 1st Eligible, choose a Command (its first decision is then pending). */
export const britishCommand = (s0: GameState, command: CommandId, limited = false): GameState => play(onTurn(s0, 'british'), cmd(command, limited));

/** The British as 2nd Eligible after a Patriot full Command without a Special Activity: Limited Command only (2.3.4). */
export function britishSecond(s0: GameState): GameState {
  return produce(onTurn(s0, 'british'), (d) => {
    d.turn!.offered.unshift('patriots');
    d.turn!.executed.push({ faction: 'patriots', did: 'command', specialActivity: false });
  });
}

export { offered, commandOptions, listed, kind, onStack, logSince } from '../../../helpers/activities';

/** Sets the British Leader (an `arrange` recipe step). */
export function leader(d: Draft<GameState>, who: LeaderId, at: SpaceId | 'available' = 'available'): void {
  d.leaders.british.leader = who;
  d.leaders.british.at = at;
}
