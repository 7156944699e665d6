/**
 * A Faction's view handed to the functions that play a game state is refused at once, in game terms
 * (docs/contract.md, "What `view` hides"), as plain JavaScript would hand it over (no types to stop it).
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending, tryApply } from '../../src/game/machine';
import { InvalidStateError } from '../../src/core/errors';
import { ViewIsNotAStateError } from '../../src/core/viewGuard';
import type { GameState } from '../../src/core/state';
import { Simulator } from '../../src/sim/simulator';
import { view } from '../../src/view/view';
import { determinize } from '../../src/view/determinize';

const MESSAGE = "this is a Faction's view (hidden deck and dice), not a game state: use determinize(view, seed) to get one";

describe('a view is not a game state', () => {
  const state = createGame('1778', { seed: 'refuse' });
  // Plain JavaScript: nothing stops a caller from passing the view where a state is expected.
  const v = view(state, 'british') as unknown as GameState;
  const action = legalActions(state)[0];

  const calls: [string, () => unknown][] = [
    ['legalActions', () => legalActions(v)],
    ['apply', () => apply(v, action)],
    ['tryApply', () => tryApply(v, action)],
    ['pending', () => pending(v)],
    ['Simulator.from', () => Simulator.from(v)],
  ];
  for (const [caller, call] of calls) {
    it(`${caller} refuses it at once with a typed error naming what to do`, () => {
      let error: unknown;
      try {
        call();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ViewIsNotAStateError);
      expect(error).toBeInstanceOf(InvalidStateError);
      const e = error as ViewIsNotAStateError;
      expect(e.caller).toBe(caller);
      expect(e.problems).toEqual([`${caller}: ${MESSAGE}`]);
      expect(e.message).toBe(`Invalid game state: ${caller}: ${MESSAGE}`);
    });
  }

  it('a determinized view is a game state again: the same legal actions as the real state', () => {
    const d = determinize(view(state, 'british'), 'any seed');
    expect(legalActions(d)).toEqual(legalActions(state));
    expect(pending(d)).toEqual(pending(state));
    expect(Simulator.from(d).legal()).toEqual(legalActions(state));
  });
});
