/**
 * Helpers of the whole-move matching tests: play a move at a virtual table (a chooser picks each legal
 * action) until it is over, and read what the table announced.
 */
import { expect } from 'vitest';
import { apply, legalActions } from '../../src/game/machine';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import { seededIndex } from '../../src/testing/random';
import { boardDifferences, moveIsOver, type MatchOptions, type MatchResult } from '../../src/table/matchMove';

/** Picks one of the legal actions. */
export type Chooser = (legal: readonly Action[], state: GameState) => Action;

/** A chooser taking the first legal action a preference matches (earliest preference first), else a seeded random one. */
export function preferring(seed: number, ...prefs: ((a: Action) => boolean)[]): Chooser {
  const pick = seededIndex(seed);
  return (legal) => {
    for (const p of prefs) {
      const a = legal.find(p);
      if (a) return a;
    }
    return legal[pick(legal.length)];
  };
}

/** The move from `start` until it is over ({@link moveIsOver}), each action by the chooser: the actions and the board after. */
export function playMove(start: GameState, choose: Chooser, until?: MatchOptions['until']): { actions: Action[]; end: GameState } {
  const over = moveIsOver(start, until);
  const actions: Action[] = [];
  let s = start;
  do {
    const a = choose(legalActions(s), s);
    actions.push(a);
    s = apply(s, a);
  } while (!over(s));
  return { actions, end: s };
}

export { announcedIn } from './randomTurns';

/**
 * Asserts the match found a sequence that reproduces the target exactly: its end state has no difference
 * from `end`, and replaying its actions with `apply` from `start` gives the same board.
 */
export function expectReproduces(start: GameState, end: GameState, r: MatchResult, until?: MatchOptions['until']): void {
  if (!r.ok) throw new Error(`no match: ${r.departure.reason}`);
  const seq = r.sequences[0];
  expect(boardDifferences(seq.state, end)).toEqual([]);
  let s = start;
  for (const a of seq.actions) s = apply(s, a);
  expect(boardDifferences(s, end)).toEqual([]);
  expect(moveIsOver(start, until)(s)).toBe(true);
}
