/** The Battle Commands: 3.2.4 British, 3.3.3 Patriots, 3.5.5 French — selection, costs, partners, modes. */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { COMMANDS } from '../../../src/game/definition';
import { battleSpaces } from '../../../src/rules/battle/index';
import { legalActions } from '../../../src/game/machine';
import { lead, onTurn, play, put, startCommand, withDice } from '../../../src/testing';
import { board, who } from './helpers';

const battleOption = (s: GameState, faction: 'british' | 'patriots' | 'french' | 'indians') =>
  legalActions(onTurn(s, faction)).filter((a) => a.command === 'battle');

describe('the Battle Commands in the Sequence of Play', () => {
  const s = board((d) => {
    put(d, 'NewYork', { britishRegular: 2 });
    put(d, 'NewYork', { warPartyActive: 1 });
    put(d, 'NewYork', { continental: 2 });
    put(d, 'NewYork', { frenchRegular: 1 });
  });

  it('3.2.4 / 3.3.3 / 3.5.5 legalActions offer Battle to the British, the Patriots and (after the Treaty) the French', () => {
    expect(battleOption(s, 'british')).toEqual([{ faction: 'british', type: 'command', command: 'battle' }]);
    expect(battleOption(s, 'patriots')).toEqual([{ faction: 'patriots', type: 'command', command: 'battle' }]);
    expect(battleOption(s, 'french')).toEqual([{ faction: 'french', type: 'command', command: 'battle' }]);
    // 3.6.1 The Indians have no Battle Command of their own.
    expect(battleOption(s, 'indians')).toEqual([]);
    expect(COMMANDS.filter((c) => c.id === 'battle').map((c) => c.faction)).toEqual(['british', 'patriots', 'french']);
  });

  it('3.5 no French Battle before the Treaty of Alliance', () => {
    const before = { ...s, treatyOfAlliance: false };
    expect(battleOption(before, 'french')).toEqual([]);
  });

  it('3.1 no Battle without a space holding both sides, or without the Resources to pay', () => {
    const apart = board((d) => {
      put(d, 'NewYork', { britishRegular: 2 });
      put(d, 'NewJersey', { continental: 2 });
    });
    expect(battleOption(apart, 'british')).toEqual([]);
    // 4.1: at 0 Resources, Naval Pressure first (+1D3) could pay — unless it would only lower FNI (4.2.3).
    const broke = { ...s, resources: { ...s.resources, british: 0 } };
    expect(battleOption(broke, 'british')).toEqual([{ faction: 'british', type: 'command', command: 'battle' }]);
    expect(battleOption({ ...broke, treatyOfAlliance: true, fni: 1 }, 'british')).toEqual([]);
  });

  it('2.3.5 a Limited Battle is offered to the 2nd Eligible after a 1st Eligible Command', () => {
    const second = onTurn(s, 'british');
    const after = {
      ...second,
      turn: { ...second.turn!, offered: ['indians' as const, 'british' as const], executed: [{ faction: 'indians' as const, did: 'command' as const, specialActivity: false }] },
    };
    expect(legalActions(after).filter((a) => a.command === 'battle')).toEqual([{ faction: 'british', type: 'command', command: 'battle', limited: true }]);
  });
});

describe('3.2.4 British Battle: selecting spaces', () => {
  const s = board((d) => {
    put(d, 'Boston', { britishRegular: 1 });
    put(d, 'Boston', { militiaUnderground: 1 });
    put(d, 'NewYork', { britishFort: 1 });
    put(d, 'NewYork', { continental: 1 });
    put(d, 'WestIndies', { britishRegular: 1 });
    put(d, 'WestIndies', { frenchRegular: 1 });
    put(d, 'Quebec', { warPartyActive: 1 });
    put(d, 'Quebec', { militiaActive: 1 });
  });

  it('3.2.4 any spaces and/or the West Indies with British and Rebellion pieces; one Resource each', () => {
    expect(battleSpaces(s, 'british')).toEqual(['Boston', 'NewYork', 'WestIndies']);
    let t = startCommand(withDice(s, []), 'british', 'battle');
    expect(legalActions(t)).toEqual(['Boston', 'NewYork', 'WestIndies'].map((space) => ({ faction: 'british', type: 'selectSpace', space })));
    t = play(t, { faction: 'british', type: 'selectSpace', space: 'WestIndies' });
    expect(t.resources.british).toBe(9);
    expect(legalActions(t)).toEqual([
      { faction: 'british', type: 'selectSpace', space: 'Boston' },
      { faction: 'british', type: 'selectSpace', space: 'NewYork' },
      { faction: 'british', type: 'done' },
    ]);
    t = play(t, { faction: 'british', type: 'selectSpace', space: 'Boston' });
    expect(t.resources.british).toBe(8);
    t = play(t, { faction: 'british', type: 'done' });
    // 3.6 one space at a time, in the order selected: the West Indies first.
    const order = t.log.filter((l) => l.rule === '3.6.1').map((l) => l.text.split(':')[0]);
    expect(order).toEqual(['Battle in the West Indies', 'Battle in Boston']);
  });

  it('3.1 the selection ends by itself when the Resources run out', () => {
    let t = startCommand(withDice({ ...s, resources: { ...s.resources, british: 1 } }, []), 'british', 'battle');
    t = play(t, { faction: 'british', type: 'selectSpace', space: 'NewYork' });
    expect(t.resources.british).toBe(0);
    expect(t.stack.some((f) => f.kind === 'battleCommand')).toBe(false);
  });

  it('2.3.5 Limited: one space only; 3.1.2 free: no cost', () => {
    let t = startCommand(withDice(s, []), 'british', 'battle', { limited: true });
    t = play(t, { faction: 'british', type: 'selectSpace', space: 'NewYork' });
    expect(t.stack.some((f) => f.kind === 'battleCommand')).toBe(false);
    let f = startCommand(withDice({ ...s, resources: { ...s.resources, british: 0 } }, []), 'british', 'battle', { free: true });
    f = play(f, { faction: 'british', type: 'selectSpace', space: 'NewYork' }, { faction: 'british', type: 'selectSpace', space: 'WestIndies' });
    expect(f.resources.british).toBe(0);
  });
});

describe('3.3.3 Patriot Battle with the French', () => {
  const base = (french: number, recipe?: Parameters<typeof board>[0]) =>
    board((d) => {
      put(d, 'NewJersey', { continental: 2 });
      put(d, 'NewJersey', { frenchRegular: 2 });
      put(d, 'NewJersey', { tory: 1 });
      put(d, 'NewYork', { continental: 1 });
      put(d, 'NewYork', { tory: 1 });
      d.resources.french = french;
      recipe?.(d);
    });

  it('3.3.3 the Patriots may bring the French in when the French can pay their one Resource', () => {
    let s = startCommand(withDice(base(1), [1, 1, 1, 1]), 'patriots', 'battle');
    expect(legalActions(s)).toEqual([
      { faction: 'patriots', type: 'selectSpace', space: 'NewYork' },
      { faction: 'patriots', type: 'selectSpace', space: 'NewJersey' },
      { faction: 'patriots', type: 'selectSpace', space: 'NewJersey', option: 'withFrench' },
    ]);
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NewJersey', option: 'withFrench' });
    expect([s.resources.patriots, s.resources.french]).toEqual([9, 0]);
    expect(s.log.map((l) => l.text)).toContain('Patriots select New Jersey for Battle; pay 1 Resource; the French take part and pay 1 Resource');
  });

  it('3.3.3 no French option when the French have no Resources', () => {
    const s = startCommand(base(0), 'patriots', 'battle');
    expect(legalActions(s).some((a) => a.option === 'withFrench')).toBe(false);
  });

  it('1.10 Rochambeau: the French Battle with a Patriot Command at no cost', () => {
    let s = startCommand(withDice(base(0, (d) => lead(d, 'Rochambeau', 'NewJersey')), [1, 1, 1, 1]), 'patriots', 'battle');
    expect(legalActions(s)).toContainEqual({ faction: 'patriots', type: 'selectSpace', space: 'NewJersey', option: 'withFrench' });
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NewJersey', option: 'withFrench' });
    expect([s.resources.patriots, s.resources.french]).toEqual([9, 0]);
    expect(s.log.map((l) => l.text)).toContain('Patriots select New Jersey for Battle; pay 1 Resource; the French take part at no cost (Rochambeau)');
  });

  it('3.1.2 a free Patriot Battle costs nobody anything, the French included', () => {
    let s = startCommand(withDice(base(0, (d) => (d.resources.patriots = 0)), [1, 1, 1, 1]), 'patriots', 'battle', { free: true });
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NewJersey', option: 'withFrench' });
    expect([s.resources.patriots, s.resources.french]).toEqual([0, 0]);
  });
});

describe('3.5.5 French Battle with the Patriots', () => {
  it('3.5.5 the Patriots take part at the French option if they have a Resource, and pay one (Rochambeau does not waive it)', () => {
    const s0 = board((d) => {
      put(d, 'NewJersey', { frenchRegular: 3 });
      put(d, 'NewJersey', { militiaActive: 2 });
      put(d, 'NewJersey', { tory: 1 });
      lead(d, 'Rochambeau', 'NewJersey');
    });
    let s = startCommand(withDice(s0, [2, 2]), 'french', 'battle');
    expect(legalActions(s)).toEqual([
      { faction: 'french', type: 'selectSpace', space: 'NewJersey' },
      { faction: 'french', type: 'selectSpace', space: 'NewJersey', option: 'withPatriots' },
    ]);
    s = play(s, { faction: 'french', type: 'selectSpace', space: 'NewJersey', option: 'withPatriots' });
    expect([s.resources.french, s.resources.patriots]).toEqual([9, 9]);
    // French 3 + half of 2 Active Militia = 4 → 1D3.
    expect(s.log.map((l) => l.text)).toContain('Rebellion Attacker (French and Patriots): Force Level 4 (3 cubes + 1 for half the Active units) — 1D3');
    const poor = startCommand({ ...s0, resources: { ...s0.resources, patriots: 0 } }, 'french', 'battle');
    expect(legalActions(poor)).toEqual([{ faction: 'french', type: 'selectSpace', space: 'NewJersey' }]);
    expect(who(poor)).toBe('french:battleCommand');
  });
});
