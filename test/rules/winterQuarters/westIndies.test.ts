/**
 * 6.2.2 West Indies: when the free Battle is due, and the return-or-pay step after it (French, then British).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { westIndiesBattleNeeded } from '../../../src/rules/winterQuarters/index';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, inRound, logLines, options } from './helpers';

const bare = (): GameState => arrange(clearMap(game('1778')), (d) => put(d, 'Florida', { village: 1 }));

describe('6.2.2 West Indies Battle', () => {
  it('6.2.2 the free Battle is needed only when French and British pieces are both in the West Indies', () => {
    const none = bare();
    expect(westIndiesBattleNeeded(none)).toBe(false);
    const frenchOnly = arrange(none, (d) => put(d, 'WestIndies', { frenchRegular: 2 }));
    expect(westIndiesBattleNeeded(frenchOnly)).toBe(false);
    const both = arrange(frenchOnly, (d) => put(d, 'WestIndies', { britishFort: 1 }));
    expect(westIndiesBattleNeeded(both)).toBe(true);
  });

  it('6.2.2 after the Battle (both still present): French then British return or pay', () => {
    const s0 = arrange(bare(), (d) => {
      put(d, 'WestIndies', { frenchRegular: 3, britishRegular: 2 });
      d.resources.french = 4;
      d.resources.british = 0;
    });
    // The Battle itself is tested in westIndiesBattle.test.ts; start right after it.
    let s = inRound(s0, 'westIndiesFrench');
    expect(decision(s)).toEqual({ kind: 'westIndiesUpkeep', faction: 'french' });
    // count = Regulars returned to Available; fewer than all costs one Resource.
    expect(options(s)).toEqual([
      { faction: 'french', type: 'westIndies', count: 0 },
      { faction: 'french', type: 'westIndies', count: 1 },
      { faction: 'french', type: 'westIndies', count: 2 },
      { faction: 'french', type: 'westIndies', count: 3 },
    ]);
    const avail = s.available.frenchRegular;
    s = play(s, { faction: 'french', type: 'westIndies', count: 1 });
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(2);
    expect(s.available.frenchRegular).toBe(avail + 1);
    expect(s.resources.french).toBe(3);
    // The British cannot pay: returning them all is the only way.
    expect(decision(s)).toEqual({ kind: 'westIndiesUpkeep', faction: 'british' });
    expect(options(s)).toEqual([{ faction: 'british', type: 'westIndies', count: 2 }]);
    s = play(s, { faction: 'british', type: 'westIndies', count: 2 });
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(0);
    expect(s.spaces.WestIndies.control).toBe('rebellion');
  });

  it('6.2.2 without a Battle, units in the West Indies still return or pay; returning all costs nothing', () => {
    const s0 = arrange(bare(), (d) => {
      put(d, 'WestIndies', { frenchRegular: 2 });
      d.resources.french = 1;
      d.leaders.french.at = 'WestIndies';
    });
    let s = inRound(s0, 'westIndiesBattle');
    expect(logLines(s).some((l) => l.includes('West Indies Battle'))).toBe(false);
    s = play(s, { faction: 'french', type: 'westIndies', count: 2 });
    expect(logLines(s)).toContain('6.2.2 French return 2 French Regulars from the West Indies to Available');
    // Resources Phase follows: 1 kept + 8 population of Cities not British Controlled (6.3.4) — nothing was paid.
    expect(s.resources.french).toBe(1 + 8);
    // 1.10: the French Leader left alone in the box is set aside; no French piece is left anywhere.
    expect(s.leaders.french.at).toBe('available');
    expect(decision(s)?.kind).not.toBe('westIndiesUpkeep');
  });
});
