/**
 * Edited saves for the tests of `loadGame`'s checks: the problems it raises for a real state with one
 * thing changed in its JSON, and the first state of a seeded random game where something holds.
 */
import { expect } from 'vitest';
import { InvalidStateError } from '../../src/core/errors';
import type { GameState } from '../../src/core/state';
import type { ScenarioId } from '../../src/data/ids';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { loadGame, serialize } from '../../src/game/persistence';
import { seededIndex } from '../../src/testing/random';
import { declineBrilliantStrokes } from '../../src/testing/kit';

/** A save's JSON, edited freely. */
export type SaveJson = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The problems of `loadGame` for `state` with `edit` applied to its JSON (none when it loads). */
export function refusedFor(state: GameState, edit: (j: SaveJson) => void): string[] {
  const j = JSON.parse(serialize(state)) as SaveJson;
  edit(j);
  try {
    loadGame(JSON.stringify(j));
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidStateError);
    return [...(e as InvalidStateError).problems];
  }
  return [];
}

/** Plays a seeded random game of `scenario` (uniform choices) until `stop` holds of a state; returns that state. */
export function playUntil(scenario: ScenarioId, seed: number, stop: (s: GameState) => boolean): GameState {
  const index = seededIndex(seed);
  let s = declineBrilliantStrokes(createGame(scenario, { seed }));
  while (!stop(s)) {
    if (s.result) throw new Error('the game ended first');
    // The positions these tests reach were found before Events were offered: leaving Events out keeps the games.
    const legal = legalActions(s).filter((a) => a.type !== 'event');
    s = declineBrilliantStrokes(apply(s, legal[index(legal.length)]));
  }
  return s;
}
