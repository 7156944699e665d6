/**
 * Builders for the British Command tests: an empty board with pieces put by hand, Blockades, and
 * short ways to apply British actions.
 */
import { declineActivity } from '../../../helpers/activities';
import type { Draft } from 'immer';
import { expect } from 'vitest';
import { identicalAction, type Action } from '../../../../src/core/action';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId, SpacePiece } from '../../../../src/data/ids';
import { POOL_TYPE } from '../../../../src/data/pieces';
import { arrange, clearMap, game } from '../../../helpers/builders';

/** An empty map (1775 deck and pools), British Resources 10, then the recipe. */
export function board(recipe?: (d: Draft<GameState>) => void): GameState {
  return arrange(clearMap(game('1775')), (d) => {
    d.resources.british = 10;
    recipe?.(d);
  });
}

/** Puts pieces in a space, taking them from Available (then Unavailable when Available runs short). */
export function put(d: Draft<GameState>, space: SpaceId, pieces: Partial<Record<SpacePiece, number>>): void {
  for (const [kind, n] of Object.entries(pieces) as [SpacePiece, number][]) {
    const pool = POOL_TYPE[kind];
    const fromAvailable = Math.min(n, d.available[pool]);
    d.available[pool] -= fromAvailable;
    d.unavailable[pool] -= n - fromAvailable;
    if (d.unavailable[pool] < 0) throw new Error(`not enough ${pool} for the test set-up`);
    d.spaces[space].pieces[kind] += n;
  }
}

/** Takes every piece of a kind out of Available (into Unavailable, out of the way). */
export function exhaust(d: Draft<GameState>, pool: 'britishRegular' | 'tory' | 'britishFort'): void {
  d.unavailable[pool] += d.available[pool];
  d.available[pool] = 0;
}

/** Plays the Treaty of Alliance and puts one Blockade on each City given; FNI follows (1.9). */
export function blockade(d: Draft<GameState>, ...cities: SpaceId[]): void {
  d.treatyOfAlliance = true;
  for (const c of cities) {
    if (d.unavailable.squadron > 0) d.unavailable.squadron -= 1;
    else d.spaces.WestIndies.squadrons -= 1;
    d.spaces[c].blockades += 1;
  }
  d.fni = cities.length;
}

type BritishAction = Omit<Action, 'faction'>;

/** A British action. */
export const b = (a: BritishAction): Action => ({ faction: 'british', ...a });

/** Applies British actions in order (each must be legal). */
export function play(state: GameState, ...actions: BritishAction[]): GameState {
  let s = state;
  for (const a of actions) s = apply(s, b(a));
  return s;
}

/** Whether the action (British) is legal now. */
export function isLegal(state: GameState, a: BritishAction): boolean {
  const action = b(a);
  return legalActions(state).some((x) => identicalAction(x, action));
}

/** The legal actions of one type. */
export function ofType(state: GameState, type: string): Action[] {
  return legalActions(state).filter((a) => a.type === type);
}

/** Spaces of the legal actions of one type (in order). */
export function spacesOf(state: GameState, type: string, filter: (a: Action) => boolean = () => true): (string | undefined)[] {
  return ofType(state, type)
    .filter(filter)
    .map((a) => a.space);
}

/**
 * Asserts the rules invariants hold and the Command is over: the card flow has resumed, after the
 * British decline a Special Activity "immediately after" the Command when one is offered (4.1).
 */
export function expectBackToCard(state: GameState): void {
  expect(checkInvariants(state)).toEqual([]);
  expect(state.stack.some((f) => f.kind.startsWith('british'))).toBe(false);
  expect(pending(declineActivity(state))?.kind).toBe('eligibleOptions');
}

/** Pieces of a space, only the non-zero kinds. */
export function piecesIn(state: GameState, space: SpaceId): Partial<Record<SpacePiece, number>> {
  return Object.fromEntries(Object.entries(state.spaces[space].pieces).filter(([, n]) => n > 0));
}
