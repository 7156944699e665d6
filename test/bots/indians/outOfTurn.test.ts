// The Non-Player Indians' Leader outside Leader Redeployment: the Leader left alone (1.10, as Leader
// Redeployment, 8.7.7) and the Leader joining one of equal largest groups at the end of a Command (8.1).
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { indianPolicy } from '../../../src/bots/indians';
import { describeTrace } from '../../../src/bots/policy';
import { as, kind, lead, position, put } from '../../../src/testing';
import { decision, pushOn } from '../../rules/winterQuarters/helpers';

const policy = indianPolicy();

/** The Indian Leader (`leader`, Available) left alone from New York, with `recipe`'s pieces on the map. */
const alone = (leader: 'Brant' | 'Cornplanter', recipe: Parameters<typeof position>[1]): GameState =>
  pushOn(position({ game: { seed: 1, nonPlayers: ['indians'] } }, recipe), { kind: 'leaderAlone', faction: 'indians', from: 'NewYork' } as never, (d) => lead(d, leader, 'available'));

describe('1.10 the Indian Leader left alone (as Leader Redeployment, 8.7.7)', () => {
  it('1.10, 8.7.7 Brant left alone goes where the most War Parties are', () => {
    const s = alone('Brant', (d) => {
      put(d, 'Northwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'Southwest', { warPartyActive: 3 });
    });
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'indians' });
    const d = policy.choose(s, {});
    expect(d.action).toEqual({ faction: 'indians', type: 'moveLeader', to: 'Southwest' });
    expect(describeTrace(d.trace)).toEqual([
      'Leader alone: Joseph Brant has no Indian pieces left in New York: he goes as in Leader Redeployment (8.7.7) (1.10)',
      'Leader alone: Southwest: the most War Parties (3) (8.7.7)',
    ]);
    expect(apply(s, d.action).leaders.indians.at).toBe('Southwest');
  });

  it('1.10, 8.7.7 Cornplanter: a Neutral or Passive Province with 2+ War Parties and room for a Village first', () => {
    const s = alone('Cornplanter', (d) => {
      put(d, 'Northwest', { warPartyUnderground: 2 });
      put(d, 'Southwest', { warPartyActive: 3, village: 2 });
    });
    const d = policy.choose(s, {});
    expect(d.action).toEqual({ faction: 'indians', type: 'moveLeader', to: 'Northwest' });
    expect(describeTrace(d.trace)[1]).toBe('Leader alone: Northwest: a Neutral or Passive Province with 2 War Parties and room for a Village (Northwest) (8.7.7)');
  });

  it('1.10 only Villages left on the map: he stays Available', () => {
    const s = alone('Brant', (d) => put(d, 'Northwest', { village: 1 }));
    const d = policy.choose(s, {});
    expect(d.action).toEqual({ faction: 'indians', type: 'moveLeader', to: 'available' });
    expect(describeTrace(d.trace)[1]).toBe('Leader alone: No space for him by 8.7.7: Joseph Brant stays Available (1.10)');
  });
});

describe('8.1 the Indian Leader between equal groups at the end of an Indian March', () => {
  /** An Indian March (moves given by hand) takes 2 of the 4 War Parties with Brant in Northwest to Pennsylvania. */
  const marched = (): GameState => {
    const indians = as('indians');
    const start = position({ game: { seed: 1, nonPlayers: ['indians'] }, resources: 10, pieces: { Northwest: { warPartyUnderground: 4 } } }, (d) => lead(d, 'Brant', 'Northwest'));
    const s = indians.play(
      indians.choose(start, 'march'),
      { type: 'selectSpace', space: 'Pennsylvania' },
      { type: 'move', from: 'Northwest', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 2 },
      { type: 'done' },
    );
    expect(decision(s)).toEqual({ kind: 'leaderFollow', faction: 'indians' });
    return s;
  };

  it('8.1 equal largest groups: an equal-chance roll among the groups the engine offers', () => {
    const s = marched();
    const follow = policy.choose(s, { 'Leader Movement: which of the equal largest groups (8.1)': [1] });
    expect(follow.action).toEqual({ faction: 'indians', type: 'moveLeader', to: 'Pennsylvania' });
    expect(describeTrace(follow.trace)).toEqual([
      'roll D2 = 1 (Leader Movement: which of the equal largest groups (8.1))',
      'Leader Movement: equal largest groups: Joseph Brant goes with the group in Pennsylvania, by an equal-chance roll (8.1)',
    ]);
    const stay = policy.choose(s, { 'Leader Movement: which of the equal largest groups (8.1)': [2] });
    expect(stay.action).toEqual({ faction: 'indians', type: 'stay' });
    const after = apply(s, follow.action);
    expect(after.leaders.indians.at).toBe('Pennsylvania');
    expect(kind(after)).not.toBe('leaderFollow');
  });
});
