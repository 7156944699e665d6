// The Non-Player French outside their own actions: the Leader left alone (1.10, as Leader
// Redeployment, 8.6.9) and the Leader joining one of equal largest groups at the end of another
// Faction's Command (8.1).
import { describe, expect, it } from 'vitest';
import { apply, pending } from '../../../src/game/machine';
import { frenchPolicy } from '../../../src/bots/french';
import { describeTrace } from '../../../src/bots/policy';
import { as, kind, lead, position, put } from '../../../src/testing';
import { decision, inRound } from '../../rules/winterQuarters/helpers';

const policy = frenchPolicy();

describe('1.10 the French Leader left alone (as Leader Redeployment, 8.6.9)', () => {
  it('1.10, 8.6.9 Supply moves the French Regulars out of his space: he goes to French Regulars with Continentals, the most Regulars within that', () => {
    let s = inRound(
      position({ game: { seed: 1, nonPlayers: ['french'] }, resources: { british: 9, patriots: 5, french: 0, indians: 5 }, treaty: true }, (d) => {
        put(d, 'Florida', { village: 1 });
        put(d, 'Georgia', { frenchRegular: 1, britishRegular: 3 }); // out of supply
        put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 1 });
        put(d, 'Massachusetts', { frenchRegular: 2, continental: 1 });
        put(d, 'NewYork', { frenchRegular: 4 }); // the most Regulars, no Continental
        lead(d, 'Rochambeau', 'Georgia');
      }),
      'supply',
    );
    for (let p = pending(s); p?.kind === 'supplyBritish'; p = pending(s)) s = apply(s, { faction: 'british', type: 'supply', space: 'Georgia', option: 'pay' });
    expect(decision(s)).toEqual({ kind: 'supplyFrench', faction: 'french' });
    s = apply(s, policy.choose(s, {}).action);
    expect(s.spaces.Virginia.pieces.frenchRegular).toBe(1);
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'french' });
    const d = policy.choose(s, {});
    expect(d.action).toEqual({ faction: 'french', type: 'moveLeader', to: 'Massachusetts' });
    expect(describeTrace(d.trace)).toEqual([
      'Leader alone: Comte de Rochambeau has no French pieces left in Georgia: he goes as in Leader Redeployment (8.6.9) (1.10)',
      'Leader alone: Massachusetts: French Regulars and Continentals, the most French Regulars (2) (8.6.9)',
    ]);
    expect(apply(s, d.action).leaders.french.at).toBe('Massachusetts');
  });
});

describe('8.1 the French Leader between equal groups at the end of a Patriot March', () => {
  it('8.1 a human Patriot March carries 1 of 2 French Regulars: Rochambeau joins one group by an equal-chance roll', () => {
    const patriots = as('patriots');
    const start = position({ game: { seed: 1, nonPlayers: ['french'] }, resources: 10, pieces: { Virginia: { continental: 2, frenchRegular: 2, militiaUnderground: 1 } }, treaty: true }, (d) => {
      lead(d, 'Washington', 'Virginia');
      lead(d, 'Rochambeau', 'Virginia');
    });
    let s = patriots.choose(start, 'march');
    s = patriots.play(
      s,
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 2 },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'frenchRegular', count: 1 },
      { type: 'done' },
    );
    s = patriots.play(s, { type: 'moveLeader', to: 'NorthCarolina' }, { type: 'done' });
    expect(decision(s)).toEqual({ kind: 'leaderFollow', faction: 'french' });
    const stay = policy.choose(s, { 'Leader Movement: which of the equal largest groups (8.1)': [2] });
    expect(stay.action).toEqual({ faction: 'french', type: 'stay' });
    expect(describeTrace(stay.trace)).toEqual([
      'roll D2 = 2 (Leader Movement: which of the equal largest groups (8.1))',
      'Leader Movement: equal largest groups: Comte de Rochambeau stays with the units that did not move, by an equal-chance roll (8.1)',
    ]);
    const after = apply(s, stay.action);
    expect(after.leaders.french.at).toBe('Virginia');
    expect(kind(after)).not.toBe('leaderFollow');
    expect(policy.choose(s, { 'Leader Movement: which of the equal largest groups (8.1)': [1] }).action).toEqual({ faction: 'french', type: 'moveLeader', to: 'NorthCarolina' });
  });
});
