// The Non-Player Indians inside a Battle: Defending in Battle (8.7.9), when only Indian pieces defend
// (3.6.1: the Indians make the defending side's choices).
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { apply, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { indianPolicy } from '../../../src/bots/indians';
import { describeTrace } from '../../../src/bots/policy';
import { onTurn } from '../../../src/testing/builders';
import { position, put } from '../../../src/testing/kit';

const policy = indianPolicy();

/** A Patriot (player) Battle in New York, where only Indian pieces defend, up to the Defender's Activation. */
function patriotBattle(recipe: (d: Draft<GameState>) => void): GameState {
  let s = position({ game: { seed: 1, nonPlayers: ['indians'] }, resources: 10 }, recipe);
  s = apply(onTurn(s, 'patriots'), { faction: 'patriots', type: 'command', command: 'battle' });
  s = apply(s, { faction: 'patriots', type: 'selectSpace', space: 'NewYork' });
  if (pending(s)?.kind === 'battleCommand') s = apply(s, { faction: 'patriots', type: 'done' });
  expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'battle' });
  return s;
}

describe('8.7.9 Defending in Battle', () => {
  it('8.7.9 with a Village in the Battle space: Activate all Underground War Parties but one', () => {
    const s = patriotBattle((d) => put(d, 'NewYork', { village: 1, warPartyUnderground: 4, warPartyActive: 1, continental: 4 }));
    const d = policy.choose(s, {});
    expect(d.action).toEqual({ faction: 'indians', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 3 });
    expect(describeTrace(d.trace)).toEqual([
      'Defending in Battle: New York: the Indians defend with 1 Village there: Activate all Underground War Parties but one (3 Underground War Parties) (8.7.9)',
    ]);
    // The Battle goes on at once (dice and losses); the engine's log records the Activation.
    expect(apply(s, d.action).log.map((l) => l.text)).toContain('Indians Activate 3 Underground War Parties in New York');
  });

  it('8.7.9 with a Village and a single Underground War Party: none Activated', () => {
    const s = patriotBattle((d) => put(d, 'NewYork', { village: 2, warPartyUnderground: 1, continental: 4 }));
    expect(policy.choose(s, {}).action).toEqual({ faction: 'indians', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 });
  });

  it('8.7.9 without a Village: no Underground War Party is Activated', () => {
    const s = patriotBattle((d) => put(d, 'NewYork', { warPartyUnderground: 3, continental: 4 }));
    const d = policy.choose(s, {});
    expect(d.action).toEqual({ faction: 'indians', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 });
    expect(describeTrace(d.trace)).toEqual(['Defending in Battle: New York: the Indians defend without a Village there: no Underground War Party is Activated (8.7.9)']);
  });
});
