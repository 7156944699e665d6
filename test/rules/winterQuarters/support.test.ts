/**
 * 6.4 Support Phase: Reward Loyalty (6.4.1), Committees of Correspondence (6.4.2).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { committeesSpaces, rewardLoyaltySpaces } from '../../../src/rules/winterQuarters/index';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, inRound, logLines, options } from './helpers';

function position(): GameState {
  return arrange(clearMap(game('1775')), (d) => {
    put(d, 'Florida', { village: 1 });
    put(d, 'NewYork', { britishRegular: 1, tory: 1, britishFort: 1 });
    d.spaces.NewYork.raid = 1;
    d.spaces.NewYork.propaganda = 1;
    put(d, 'Boston', { britishRegular: 2, britishFort: 1 }); // no Tory
    put(d, 'NewJersey', { britishRegular: 1, tory: 2, militiaUnderground: 5, patriotFort: 1 }); // Rebellion Control
    put(d, 'QuebecCity', { britishRegular: 1, tory: 1 });
    d.spaces.QuebecCity.support = 2; // nothing left to do there
    put(d, 'Massachusetts', { britishRegular: 1, tory: 1, britishFort: 1 });
    d.spaces.Massachusetts.support = -2;
    d.leaders.british = { leader: 'Gage', at: 'Massachusetts' };
    put(d, 'Pennsylvania', { militiaUnderground: 2, patriotFort: 1 });
    d.spaces.Pennsylvania.raid = 1;
    d.spaces.Pennsylvania.propaganda = 1;
    d.treatyOfAlliance = true; // French Regulars on the map only after the Treaty (2.3.9)
    put(d, 'Virginia', { frenchRegular: 2 }); // Rebellion Control, no Patriot piece
    d.resources.british = 3;
    d.resources.patriots = 0;
  });
}

describe('6.4.1 Reward Loyalty', () => {
  it('6.4.1 Reward Loyalty needs British Control, a British Regular and a Tory', () => {
    expect(rewardLoyaltySpaces(position())).toEqual(['QuebecCity', 'Massachusetts', 'NewYork']);
  });

  it('6.4.1 Reward Loyalty: each Resource removes a Raid or Propaganda marker, then shifts toward Active Support; Gage makes the first shift free', () => {
    let s = inRound(position(), 'rewardLoyalty');
    expect(decision(s)).toEqual({ kind: 'rewardLoyalty', faction: 'british' });
    expect(options(s)).toEqual([
      { faction: 'british', type: 'rewardLoyalty', space: 'Massachusetts' },
      { faction: 'british', type: 'rewardLoyalty', space: 'NewYork' },
      { faction: 'british', type: 'done' },
    ]);
    const rl = { faction: 'british', type: 'rewardLoyalty', space: 'NewYork' } as const;
    s = play(s, rl);
    expect(s.spaces.NewYork).toMatchObject({ propaganda: 0, raid: 1, support: 0 });
    s = play(s, rl);
    expect(s.spaces.NewYork).toMatchObject({ propaganda: 0, raid: 0, support: 0 });
    s = play(s, rl);
    expect(s.spaces.NewYork.support).toBe(1);
    expect(s.resources.british).toBe(0);
    // Out of Resources: only Gage's free first shift remains.
    expect(options(s)).toEqual([
      { faction: 'british', type: 'rewardLoyalty', space: 'Massachusetts' },
      { faction: 'british', type: 'done' },
    ]);
    s = play(s, { faction: 'british', type: 'rewardLoyalty', space: 'Massachusetts' });
    expect(s.spaces.Massachusetts.support).toBe(-1);
    expect(s.resources.british).toBe(0);
    expect(options(s)).toEqual([{ faction: 'british', type: 'done' }]);
    expect(logLines(s)).toContain('6.4.1 Reward Loyalty in Massachusetts: Gage makes the first shift free, one level toward Active Support');
    s = play(s, { faction: 'british', type: 'done' });
    expect(decision(s)).toEqual({ kind: 'committeesOfCorrespondence', faction: 'patriots' });
  });

  it('6.4.1 Reward Loyalty: at most two levels per space', () => {
    const s0 = arrange(position(), (d) => {
      d.resources.british = 10;
      d.spaces.NewYork.raid = 0;
      d.spaces.NewYork.propaganda = 0;
      d.spaces.NewYork.support = -2;
      d.leaders.british.at = 'Boston';
    });
    const rl = { faction: 'british', type: 'rewardLoyalty', space: 'NewYork' } as const;
    let s = play(inRound(s0, 'rewardLoyalty'), rl, rl);
    expect(s.spaces.NewYork.support).toBe(0);
    expect(s.resources.british).toBe(8);
    expect(options(s).some((a) => a.space === 'NewYork')).toBe(false);
    s = play(s, { faction: 'british', type: 'rewardLoyalty', space: 'Massachusetts' });
    expect(s.resources.british).toBe(7); // Gage is elsewhere: no free shift
  });
});

describe('6.4.2 Committees of Correspondence', () => {
  it('6.4.2 Committees of Correspondence needs Rebellion Control and Patriot pieces', () => {
    expect(committeesSpaces(position())).toEqual(['NewJersey', 'Pennsylvania']);
  });

  it('6.4.2 each Resource removes a Raid marker (not Propaganda), then shifts toward Active Opposition, at most two levels', () => {
    const s0 = arrange(position(), (d) => {
      d.resources.patriots = 5;
      d.spaces.NewJersey.support = -2;
    });
    let s = inRound(s0, 'committeesOfCorrespondence');
    expect(decision(s)).toEqual({ kind: 'committeesOfCorrespondence', faction: 'patriots' });
    // New Jersey is already at Active Opposition with no Raid: nothing to buy there.
    expect(options(s)).toEqual([
      { faction: 'patriots', type: 'committeesOfCorrespondence', space: 'Pennsylvania' },
      { faction: 'patriots', type: 'done' },
    ]);
    const coc = { faction: 'patriots', type: 'committeesOfCorrespondence', space: 'Pennsylvania' } as const;
    s = play(s, coc);
    expect(s.spaces.Pennsylvania).toMatchObject({ raid: 0, propaganda: 1, support: 0 });
    s = play(s, coc, coc);
    expect(s.spaces.Pennsylvania).toMatchObject({ raid: 0, propaganda: 1, support: -2 });
    expect(s.resources.patriots).toBe(2);
    expect(options(s)).toEqual([{ faction: 'patriots', type: 'done' }]);
  });

  it('6.4.2 without Resources the Patriots can only be done', () => {
    const s = inRound(position(), 'committeesOfCorrespondence');
    expect(options(s)).toEqual([{ faction: 'patriots', type: 'done' }]);
  });
});
