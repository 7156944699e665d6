import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { frenchHortalez } from '../../../../src/rules/commands/french/hortalez';
import { FREE, FULL, kind, LIMITED, play, startCommand } from '../../../../src/testing';
import { afterTreaty, emptyBoard } from './helpers';


describe('3.5.2 Roderigue Hortalez et Cie', () => {
  it('3.5.2 Hortalez: the French choose to pay 1 … all their Resources', () => {
    const s = startCommand(emptyBoard({ french: 5, patriots: 3 }), 'french', 'hortalez');
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchHortalez', rule: '3.5.2' });
    expect(legalActions(s)).toEqual([1, 2, 3, 4, 5].map((value) => ({ faction: 'french', type: 'pay', value })));
  });

  it('3.5.2 Hortalez: paying N gives the Patriots N+1', () => {
    const s = play(startCommand(emptyBoard({ french: 5, patriots: 3 }), 'french', 'hortalez'), { faction: 'french', type: 'pay', value: 3 });
    expect(s.resources.french).toBe(2);
    expect(s.resources.patriots).toBe(7);
    expect(kind(s)).not.toBe('frenchHortalez');
    expect(s.log.at(-1)).toMatchObject({ rule: '3.5.2', faction: 'french', text: 'Roderigue Hortalez et Cie: the French pay 3 Resources; the Patriots gain 4' });
  });

  it('3.5.2 / 1.8 Hortalez: the Patriot gain is capped at 50', () => {
    const s = play(startCommand(emptyBoard({ french: 10, patriots: 47 }), 'french', 'hortalez'), { faction: 'french', type: 'pay', value: 5 });
    expect(s.resources.french).toBe(5);
    expect(s.resources.patriots).toBe(50);
  });

  it('3.5.2 Hortalez: paying all 50 French Resources', () => {
    const s = startCommand(emptyBoard({ french: 50, patriots: 0 }), 'french', 'hortalez');
    expect(legalActions(s)).toHaveLength(50);
    const t = play(s, { faction: 'french', type: 'pay', value: 50 });
    expect(t.resources).toMatchObject({ french: 0, patriots: 50 });
  });

  it('2.3.4 Hortalez: offered only when the French have at least one Resource', () => {
    expect(frenchHortalez.canStart(emptyBoard({ french: 0 }), FULL)).toBe(false);
    expect(frenchHortalez.canStart(emptyBoard({ french: 0 }), LIMITED)).toBe(false);
    expect(frenchHortalez.canStart(emptyBoard({ french: 1 }), FULL)).toBe(true);
    expect(frenchHortalez.canStart(emptyBoard({ french: 1 }), LIMITED)).toBe(true);
  });

  it('3.5 Hortalez: before and after the Treaty of Alliance', () => {
    expect(frenchHortalez.canStart(emptyBoard({ french: 2 }), FULL)).toBe(true);
    expect(frenchHortalez.canStart(afterTreaty({ french: 2 }), FULL)).toBe(true);
  });

  it('2.3.5 Hortalez: a Limited Hortalez offers the same payments', () => {
    const s = startCommand(emptyBoard({ french: 2, patriots: 0 }), 'french', 'hortalez', { limited: true });
    expect(legalActions(s)).toEqual([
      { faction: 'french', type: 'pay', value: 1 },
      { faction: 'french', type: 'pay', value: 2 },
    ]);
    expect(play(s, { faction: 'french', type: 'pay', value: 1 }).resources).toMatchObject({ french: 1, patriots: 2 });
  });

  it('3.1.2 Hortalez: free, the French pay nothing and the Patriots gain 1 (ruling)', () => {
    expect(frenchHortalez.canStart(emptyBoard({ french: 0 }), FREE)).toBe(true);
    const s = startCommand(emptyBoard({ french: 0, patriots: 4 }), 'french', 'hortalez', { free: true });
    expect(legalActions(s)).toEqual([{ faction: 'french', type: 'pay', value: 0 }]);
    const t = play(s, { faction: 'french', type: 'pay', value: 0 });
    expect(t.resources).toMatchObject({ french: 0, patriots: 5 });
  });

  it('3.1.2 Hortalez: free with French Resources still costs them nothing', () => {
    const s = startCommand(emptyBoard({ french: 9, patriots: 50 }), 'french', 'hortalez', { free: true });
    const t = play(s, { faction: 'french', type: 'pay', value: 0 });
    expect(t.resources).toMatchObject({ french: 9, patriots: 50 });
  });

  it('3.5.2 Hortalez: a payment not listed is refused', () => {
    const s = startCommand(emptyBoard({ french: 2 }), 'french', 'hortalez');
    expect(() => play(s, { faction: 'french', type: 'pay', value: 3 })).toThrow(/Not legal now/);
    expect(() => play(s, { faction: 'french', type: 'pay', value: 0 })).toThrow(/Not legal now/);
    expect(s.resources.french).toBe(2);
  });
});
