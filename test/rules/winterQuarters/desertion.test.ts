/**
 * 6.6 Desertion Phase: Patriot Desertion (6.6.1) and Tory Desertion (6.6.2).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { desertionCounts } from '../../../src/rules/winterQuarters/index';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, inRound, logLines, options } from './helpers';

function position(): GameState {
  return arrange(clearMap(game('1775')), (d) => {
    put(d, 'NewYork', { militiaUnderground: 3 });
    put(d, 'Virginia', { militiaUnderground: 1, militiaActive: 2 });
    put(d, 'Georgia', { militiaUnderground: 4 });
    put(d, 'Massachusetts', { continental: 1 });
    put(d, 'Pennsylvania', { continental: 4 });
    put(d, 'QuebecCity', { tory: 4, britishRegular: 1 });
    put(d, 'NewYorkCity', { tory: 1 });
    d.leaders.patriots.at = 'Massachusetts';
  });
}

describe('6.6 Desertion counts', () => {
  it('6.6 1 in 5 Militia, 1 in 5 Continentals, 1 in 5 Tories on the map, rounding down', () => {
    expect(desertionCounts(position())).toEqual({ militia: 2, continentals: 1, tories: 1 });
    const fewer = arrange(position(), (d) => {
      d.spaces.Georgia.pieces.militiaUnderground = 3;
      d.available.militia += 1;
      d.spaces.Pennsylvania.pieces.continental = 3;
      d.available.continental += 1;
      d.spaces.QuebecCity.pieces.tory = 3;
      d.available.tory += 1;
    });
    expect(desertionCounts(fewer)).toEqual({ militia: 1, continentals: 0, tories: 0 });
  });
});

describe('6.6.1 Patriot Desertion', () => {
  it('6.6.1 the Indians choose the first Militia and the first Continental, the Patriots the remainder; removals go to Available', () => {
    let s = inRound(position(), 'patriotDesertion');
    expect(logLines(s)).toContain('6.6.1 Patriot Desertion: 2 Militia and 1 Continental desert');
    expect(decision(s)).toEqual({ kind: 'patriotDesertion', faction: 'indians' });
    expect(options(s)).toEqual([
      { faction: 'indians', type: 'desert', space: 'NewYork', piece: 'militiaUnderground' },
      { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'militiaUnderground' },
      { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'militiaActive' },
      { faction: 'indians', type: 'desert', space: 'Georgia', piece: 'militiaUnderground' },
    ]);
    const militia = s.available.militia;
    s = play(s, { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'militiaActive' });
    expect(s.available.militia).toBe(militia + 1);
    expect(decision(s)).toEqual({ kind: 'patriotDesertion', faction: 'indians' });
    expect(options(s).map((a) => a.space)).toEqual(['Massachusetts', 'Pennsylvania']);
    s = play(s, { faction: 'indians', type: 'desert', space: 'Massachusetts', piece: 'continental' });
    // 1.10: Washington is left alone in Massachusetts; the Patriots place him.
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'Pennsylvania' });
    expect(decision(s)).toEqual({ kind: 'patriotDesertion', faction: 'patriots' });
    expect(options(s).map((a) => `${a.space}/${a.piece}`)).toEqual([
      'NewYork/militiaUnderground',
      'Virginia/militiaUnderground',
      'Virginia/militiaActive',
      'Georgia/militiaUnderground',
    ]);
    s = play(s, { faction: 'patriots', type: 'desert', space: 'Georgia', piece: 'militiaUnderground' });
    expect(s.spaces.Georgia.pieces.militiaUnderground).toBe(3);
    expect(s.spaces.Massachusetts.pieces.continental).toBe(0);
    expect(s.leaders.patriots.at).toBe('Pennsylvania');
    // On to Tory Desertion.
    expect(decision(s)).toEqual({ kind: 'toryDesertion', faction: 'french' });
  });
});

describe('6.6.2 Tory Desertion', () => {
  const s0 = arrange(clearMap(game('1775')), (d) => {
    put(d, 'QuebecCity', { tory: 13, britishRegular: 1 });
    put(d, 'NewYork', { tory: 1 });
    put(d, 'Georgia', { tory: 1 });
  });

  it('6.6.2 the French choose the first Tory, the British the remainder in non-decreasing space order, never into a dead end', () => {
    let s = inRound(s0, 'toryDesertion');
    expect(logLines(s)).toContain('6.6.2 Tory Desertion: 3 Tories desert');
    expect(decision(s)).toEqual({ kind: 'toryDesertion', faction: 'french' });
    expect(options(s).map((a) => a.space)).toEqual(['QuebecCity', 'NewYork', 'Georgia']);
    s = play(s, { faction: 'french', type: 'desert', space: 'QuebecCity', piece: 'tory' });
    expect(decision(s)).toEqual({ kind: 'toryDesertion', faction: 'british' });
    // Two more: starting in Georgia would leave the second with nothing after it.
    expect(options(s).map((a) => a.space)).toEqual(['QuebecCity', 'NewYork']);
    s = play(s, { faction: 'british', type: 'desert', space: 'NewYork', piece: 'tory' });
    expect(options(s).map((a) => a.space)).toEqual(['Georgia']);
    const tories = s.available.tory;
    s = play(s, { faction: 'british', type: 'desert', space: 'Georgia', piece: 'tory' });
    expect(s.available.tory).toBe(tories + 1);
    expect([s.spaces.QuebecCity.pieces.tory, s.spaces.NewYork.pieces.tory, s.spaces.Georgia.pieces.tory]).toEqual([12, 0, 0]);
  });

  it('6.6 nothing to decide with fewer than five of a kind', () => {
    const s = inRound(arrange(clearMap(game('1775')), (d) => put(d, 'NewYork', { tory: 4, militiaUnderground: 4, continental: 4 })), 'patriotDesertion', { card: 99 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ tory: 4, militiaUnderground: 4, continental: 4 });
    expect(decision(s)?.kind).toBe('eligibleOptions');
  });
});
