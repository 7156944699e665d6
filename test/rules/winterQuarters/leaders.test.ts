/**
 * 1.10 A Leader left with no pieces of its Faction: its owner moves it to a space with its pieces or Available.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { settle } from '../../../src/game/machine';
import { aloneLeaders, checkLeaders } from '../../../src/rules/winterQuarters/index';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, logLines, options } from './helpers';

describe('1.10 Leader left alone', () => {
  it('1.10 every alone Leader is set aside; owners with pieces elsewhere choose where it goes, canonical Faction order', () => {
    const s0 = arrange(clearMap(game('1775')), (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Virginia', { militiaUnderground: 1 });
      put(d, 'Georgia', { militiaUnderground: 1 });
      d.leaders.british.at = 'NewYork'; // no British piece there
      d.leaders.patriots.at = 'Massachusetts'; // no Patriot piece there
      d.leaders.indians.at = 'Northwest'; // no Indian piece anywhere
    });
    expect(aloneLeaders(s0)).toEqual(['british', 'patriots', 'indians']);
    let s = produce(s0, (d) => {
      checkLeaders(d);
      settle(d);
    });
    expect(s.leaders.indians.at).toBe('available');
    expect(logLines(s)).toContain('1.10 Joseph Brant has no Indian pieces left in Northwest and is set aside');
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'british' });
    expect(options(s)).toEqual([
      { faction: 'british', type: 'moveLeader', to: 'Boston' },
      { faction: 'british', type: 'moveLeader', to: 'available' },
    ]);
    s = play(s, { faction: 'british', type: 'moveLeader', to: 'Boston' });
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'available' });
    expect(s.leaders.british.at).toBe('Boston');
    expect(s.leaders.patriots.at).toBe('available');
    expect(aloneLeaders(s)).toEqual([]);
  });
});
