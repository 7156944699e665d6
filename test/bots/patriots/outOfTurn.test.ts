// The Non-Player Patriots outside their own actions: the Leader left alone (1.10, as Leader
// Redeployment, 8.5.6) and the Leader joining one of equal largest groups at the end of another
// Faction's Command (8.1).
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { patriotPolicy } from '../../../src/bots/patriots';
import { describeTrace } from '../../../src/bots/policy';
import { as, kind, lead, position, put, type Layout } from '../../../src/testing';
import { decision, inRound, pushOn } from '../../rules/winterQuarters/helpers';

const policy = patriotPolicy();

describe('1.10 the Patriot Leader left alone (as Leader Redeployment, 8.5.6)', () => {
  it('1.10, 8.5.6 the Indians take the last Continental from his space in Desertion: he goes where the most Continentals are', () => {
    // 5 Continentals: 1 deserts, the Indians' pick: Massachusetts's only one, Washington's space.
    let s = inRound(
      position({ game: { seed: 1, nonPlayers: ['patriots'] } }, (d) => {
        put(d, 'Massachusetts', { continental: 1 });
        put(d, 'Virginia', { continental: 4 });
        put(d, 'NorthCarolina', { militiaUnderground: 4 }); // the most units, but no Continental
        lead(d, 'Washington', 'Massachusetts');
      }),
      'patriotDesertion',
    );
    expect(decision(s)).toEqual({ kind: 'patriotDesertion', faction: 'indians' });
    s = apply(s, { faction: 'indians', type: 'desert', space: 'Massachusetts', piece: 'continental' });
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'patriots' });
    const d = policy.choose(s, {});
    expect(d.action).toEqual({ faction: 'patriots', type: 'moveLeader', to: 'Virginia' });
    expect(describeTrace(d.trace)).toEqual([
      'Leader alone: George Washington has no Patriot pieces left in Massachusetts: he goes as in Leader Redeployment (8.5.6) (1.10)',
      'Leader alone: Virginia: the most Continentals (4) (8.5.6)',
    ]);
    expect(apply(s, d.action).leaders.patriots.at).toBe('Virginia');
  });

  it('1.10 no Continental: the most Patriot units; only Forts left: Available', () => {
    const alone = (recipe: Parameters<typeof position>[1]): GameState =>
      pushOn(position({ game: { seed: 1, nonPlayers: ['patriots'] } }, recipe), { kind: 'leaderAlone', faction: 'patriots', from: 'Massachusetts' } as never, (d) => lead(d, 'Washington', 'available'));
    const units = alone((d) => {
      put(d, 'Virginia', { militiaUnderground: 2 });
      put(d, 'NorthCarolina', { militiaUnderground: 3 });
    });
    expect(decision(units)).toEqual({ kind: 'leaderAlone', faction: 'patriots' });
    const u = policy.choose(units, {});
    expect(u.action).toEqual({ faction: 'patriots', type: 'moveLeader', to: 'NorthCarolina' });
    expect(describeTrace(u.trace)[1]).toBe('Leader alone: No Continental on the map: North Carolina, the most Patriot units (3) (8.1, a Leader goes with the largest group of his units) (8.5.6)');
    const forts = alone((d) => put(d, 'Virginia', { patriotFort: 1 }));
    const f = policy.choose(forts, {});
    expect(f.action).toEqual({ faction: 'patriots', type: 'moveLeader', to: 'available' });
    expect(describeTrace(f.trace)[1]).toBe('Leader alone: No space for him by 8.5.6: George Washington stays Available (1.10)');
  });
});

describe('1.10 an Available Washington offered to join Patriot pieces placed by French Agent Mobilization (as Leader Redeployment, 8.5.6)', () => {
  /** A human French Agent Mobilization in New Hampshire placing `piece` there, Washington Available, `pieces` on the map. */
  const mobilized = (pieces: Layout, piece: 'militia' | 'continental'): GameState => {
    const french = as('french');
    const start = position({ game: { seed: 1, nonPlayers: ['patriots'] }, resources: 10, pieces }, (d) => lead(d, 'Washington', 'available'));
    const s = french.play(french.choose(start, 'agentMobilization'), { type: 'selectSpace', space: 'NewHampshire' }, { type: 'place', space: 'NewHampshire', piece, count: piece === 'militia' ? 2 : 1 });
    expect(decision(s)).toEqual({ kind: 'frenchCommandLeader', faction: 'patriots' });
    return s;
  };

  it('8.5.6 by analogy: he joins only a space with the most Continentals (or, with none on the map, the most Patriot units)', () => {
    const elsewhere = policy.choose(mobilized({ Virginia: { continental: 2 } }, 'militia'), {});
    expect(elsewhere.action).toEqual({ faction: 'patriots', type: 'done' });
    expect(describeTrace(elsewhere.trace)).toEqual([
      'Leader placement: George Washington is Available; New Hampshire has 0 Continentals, not the most (2): he stays Available (1.10, 8.5.6)',
    ]);
    const tied = policy.choose(mobilized({ Virginia: { continental: 1 } }, 'continental'), {});
    expect(tied.action).toEqual({ faction: 'patriots', type: 'moveLeader', to: 'NewHampshire' });
    expect(describeTrace(tied.trace)).toEqual([
      'Leader placement: George Washington is Available; New Hampshire has the most Continentals (1), where Leader Redeployment could send him: he joins the pieces placed (1.10, 8.5.6)',
    ]);
    const units = policy.choose(mobilized({ Virginia: { militiaUnderground: 1 } }, 'militia'), {});
    expect(units.action).toEqual({ faction: 'patriots', type: 'moveLeader', to: 'NewHampshire' });
    expect(describeTrace(units.trace)[0]).toBe(
      'Leader placement: George Washington is Available; New Hampshire has the most Patriot units (2), where Leader Redeployment could send him: he joins the pieces placed (1.10, 8.5.6)',
    );
  });
});

describe('8.1 Washington between equal groups at the end of a French March', () => {
  /** A human French March takes 1 French Regular and 1 Continental from Virginia to North Carolina: 1 Continental stays with Washington. */
  const marched = (): GameState => {
    const french = as('french');
    const start = position({ game: { seed: 1, nonPlayers: ['patriots'] }, resources: 10, pieces: { Virginia: { continental: 2, frenchRegular: 2 } }, treaty: true }, (d) =>
      lead(d, 'Washington', 'Virginia'),
    );
    let s = french.choose(start, 'march');
    s = french.play(
      s,
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'frenchRegular', count: 1 },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 1 },
      { type: 'done' },
    );
    expect(decision(s)).toEqual({ kind: 'leaderFollow', faction: 'patriots' });
    return s;
  };

  it('8.1 equal largest groups: an equal-chance roll among the groups the engine offers', () => {
    const s = marched();
    const follow = policy.choose(s, { 'Leader Movement: which of the equal largest groups (8.1)': [1] });
    expect(follow.action).toEqual({ faction: 'patriots', type: 'moveLeader', to: 'NorthCarolina' });
    expect(describeTrace(follow.trace)).toEqual([
      'roll D2 = 1 (Leader Movement: which of the equal largest groups (8.1))',
      'Leader Movement: equal largest groups: George Washington goes with the group in North Carolina, by an equal-chance roll (8.1)',
    ]);
    const stay = policy.choose(s, { 'Leader Movement: which of the equal largest groups (8.1)': [2] });
    expect(stay.action).toEqual({ faction: 'patriots', type: 'stay' });
    expect(describeTrace(stay.trace)[1]).toBe('Leader Movement: equal largest groups: George Washington stays with the units that did not move, by an equal-chance roll (8.1)');
    const after = apply(s, follow.action);
    expect(after.leaders.patriots.at).toBe('NorthCarolina');
    expect(kind(after)).not.toBe('leaderFollow');
  });
});
