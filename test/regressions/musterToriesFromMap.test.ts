/**
 * Regression: a British Muster taking Tories from the map (1.4.1, no Tory Available) could name, as its
 * first source, a space after which too few Tories were left in map order, and then had no source for
 * the next Tory and no other choice: no legal action (a random 1776 game, seed 'bench-4-2', found by
 * the benchmark). A source is now offered only when it and the spaces after it hold every Tory still
 * to take (3.2.1, 1.4.1).
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { nextInt, seedRng } from '../../src/dice/index';
import { SPACE_IDS } from '../../src/data/ids';
import type { GameState } from '../../src/core/state';
import { declineBrilliantStrokes } from '../../src/testing/kit';

/** The benchmark's game: random legal choices from the chooser seeded 'chooser-bench-4-2', up to `steps` steps (or the end). */
function play(steps: number): GameState {
  let rng = seedRng('chooser-bench-4-2');
  // Brilliant Strokes are declined without a draw of the chooser (2.3.8): the game found before they were offered.
  let state = declineBrilliantStrokes(createGame('1776', { seed: 'bench-4-2' }));
  for (let n = 0; !state.result && n < steps; n++) {
    const listed = legalActions(state);
    expect(listed.length).toBeGreaterThan(0);
    // The game was found before Events were offered: leaving them out keeps it the same game.
    const legal = listed.filter((a) => a.type !== 'event');
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    state = declineBrilliantStrokes(apply(state, legal[pick.value]));
  }
  return state;
}

describe('Muster: Tories taken from the map (3.2.1, 1.4.1)', () => {
  it('offers only the sources after which enough Tories remain in map order', () => {
    const s = play(91);
    const top = s.stack[s.stack.length - 1] as { kind: string; phase: string; current: string; toriesFromMap: number };
    expect([top.kind, top.phase, top.current, top.toriesFromMap]).toEqual(['britishMuster', 'toriesFromMap', 'Savannah', 2]);
    expect(s.available.tory).toBe(0);
    // Tories on the map: Quebec City 1, Philadelphia 2, Savannah 2 (the target), New Hampshire 2, New
    // York 5, New Jersey 1, Virginia 2, North Carolina 1, South Carolina 2, Quebec 1. Quebec, the last
    // of them, holds one: taking the first of two there would leave none after it.
    expect(SPACE_IDS.filter((id) => s.spaces[id].pieces.tory > 0).map((id) => [id, s.spaces[id].pieces.tory])).toEqual([
      ['QuebecCity', 1],
      ['Philadelphia', 2],
      ['Savannah', 2],
      ['NewHampshire', 2],
      ['NewYork', 5],
      ['NewJersey', 1],
      ['Virginia', 2],
      ['NorthCarolina', 1],
      ['SouthCarolina', 2],
      ['Quebec', 1],
    ]);
    expect(legalActions(s).map((a) => a.from)).toEqual([
      'QuebecCity',
      'Philadelphia',
      'NewHampshire',
      'NewYork',
      'NewJersey',
      'Virginia',
      'NorthCarolina',
      'SouthCarolina',
    ]);
  });

  it('the game plays on to its end with a legal action at every step', () => {
    expect(play(100_000).result).not.toBeNull();
  });
});
