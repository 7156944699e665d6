/**
 * Shared procedure: replacing pieces, or removing them when the replacement is not Available (1.4.1)
 * or may not be placed (5.1.1, 1.4.2, 2.3.9).
 */
import { describe, expect, it } from 'vitest';
import { mayPlaceReplacement, replacePieces, type ReplacementResult } from '../../../src/rules/procedures/replacement';
import { arrange, position, put } from '../../../src/testing';
import type { GameState } from '../../../src/core/state';
import type { Draft } from 'immer';

function run(s0: GameState, f: (d: Draft<GameState>) => ReplacementResult): { s: GameState; result: ReplacementResult } {
  let result: ReplacementResult = { replaced: NaN, removed: NaN };
  const s = arrange(s0, (d) => {
    result = f(d);
  });
  return { s, result };
}

describe('1.4.1 replacePieces', () => {
  it('1.4.1 each piece goes to Available and one from Available takes its place', () => {
    const s0 = position({}, (d) => put(d, 'Virginia', { militiaActive: 3, tory: 1 }));
    const { s, result } = run(s0, (d) => replacePieces(d, 'Virginia', 'militiaActive', 'continental', 2));
    expect(result).toEqual({ replaced: 2, removed: 0 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaActive: 1, continental: 2 });
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.available.continental).toBe(s0.available.continental - 2);
    expect(s.spaces.Virginia.control).toBe('rebellion');
  });

  it('1.4.1 a piece to be replaced by one that is not Available is simply removed', () => {
    const s0 = position({}, (d) => {
      put(d, 'Virginia', { militiaActive: 3 });
      d.available.continental = 1;
    });
    const { s, result } = run(s0, (d) => replacePieces(d, 'Virginia', 'militiaActive', 'continental', 3));
    expect(result).toEqual({ replaced: 1, removed: 2 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaActive: 0, continental: 1 });
    expect(s.available.militia).toBe(s0.available.militia + 3);
    expect(s.available.continental).toBe(0);
  });

  it('1.4.2, 5.1.1 a Fort beyond two in the space is not placed: the piece is removed', () => {
    const s0 = position({}, (d) => put(d, 'Virginia', { village: 1, britishFort: 1, warPartyActive: 2 }));
    const { s, result } = run(s0, (d) => replacePieces(d, 'Virginia', 'warPartyActive', 'patriotFort', 2));
    expect(result).toEqual({ replaced: 0, removed: 2 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyActive: 0, patriotFort: 0, village: 1, britishFort: 1 });
    // Replacing a Village frees its room first.
    const { s: s2, result: r2 } = run(s0, (d) => replacePieces(d, 'Virginia', 'village', 'patriotFort'));
    expect(r2).toEqual({ replaced: 1, removed: 0 });
    expect(s2.spaces.Virginia.pieces).toMatchObject({ village: 0, patriotFort: 1, britishFort: 1 });
  });

  it('1.4.2 a piece the space may not hold is not placed: no War Party in a City', () => {
    const s0 = position({}, (d) => put(d, 'Boston', { militiaActive: 1 }));
    expect(mayPlaceReplacement(s0, 'Boston', 'warPartyUnderground')).toBe(false);
    const { s, result } = run(s0, (d) => replacePieces(d, 'Boston', 'militiaActive', 'warPartyUnderground'));
    expect(result).toEqual({ replaced: 0, removed: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaActive: 0, warPartyUnderground: 0 });
  });

  it('2.3.9, 5.1.1 no French piece on the map before the Treaty of Alliance', () => {
    const before = position({ treaty: false }, (d) => {
      put(d, 'Virginia', { continental: 1 });
      d.available.frenchRegular = 2;
    });
    expect(mayPlaceReplacement(before, 'Virginia', 'frenchRegular')).toBe(false);
    expect(run(before, (d) => replacePieces(d, 'Virginia', 'continental', 'frenchRegular')).result).toEqual({ replaced: 0, removed: 1 });
    const after = arrange(before, (d) => {
      d.treatyOfAlliance = true;
    });
    expect(mayPlaceReplacement(after, 'Virginia', 'frenchRegular')).toBe(true);
    const { s, result } = run(after, (d) => replacePieces(d, 'Virginia', 'continental', 'frenchRegular'));
    expect(result).toEqual({ replaced: 1, removed: 0 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 0, frenchRegular: 1 });
  });
});
