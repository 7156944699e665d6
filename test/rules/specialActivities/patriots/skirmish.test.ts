/**
 * 4.3.3 Patriot Skirmish: Continentals strike British pieces in one space, not where the Patriots
 * Battle; 4.1.1 accompanying-Command restrictions.
 */
import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../../../../src/data/ids';
import { forbiddenByActivity } from '../../../../src/flow/hostFrame';
import { skirmishChoices } from '../../../../src/rules/specialActivities/skirmish';
import type { ActionOption } from '../../../../src/core/action';
import { as, choices, kind, offered, piecesIn } from '../../../../src/testing';
import { command, type Layout } from '../../commands/patriots/helpers';

const { play: run } = as('patriots');

const SKIRMISH = { type: 'specialActivity', activity: 'skirmish' } as const;
const strike = (space: SpaceId, option: ActionOption) => ({ type: 'skirmish', space, option }) as const;

describe('4.3.3 Patriot Skirmish', () => {
  const layout: Layout = {
    Virginia: { continental: 2, britishRegular: 1, tory: 2 },
    NewYork: { continental: 1, britishFort: 1, militiaUnderground: 1 },
  };

  it('4.3.3 the choices: one British cube; two cubes and one Continental; a British Fort and a Continental only with no cube there', () => {
    const s = command(layout, 'rally');
    expect(skirmishChoices(s, 'patriots', 'Virginia')).toEqual(['britishRegular', 'tory', 'britishRegular+tory+continental', 'tory+tory+continental']);
    expect(skirmishChoices(s, 'patriots', 'NewYork')).toEqual(['britishFort+continental']);
  });

  it('4.3.3 two British cubes for one Continental: cubes to Casualties, CBC and CRC count them', () => {
    const s = command(layout, 'rally');
    expect(offered(s)).toContain('skirmish');
    const r = run(s, SKIRMISH, strike('Virginia', 'britishRegular+tory+continental'));
    expect(piecesIn(r, 'Virginia')).toEqual({ continental: 1, tory: 1 });
    expect(r.casualties).toMatchObject({ britishRegular: 1, tory: 1, continental: 1 });
    expect(r.cbc).toBe(s.cbc + 2);
    expect(r.crc).toBe(s.crc + 1);
    expect(r.resources.patriots).toBe(s.resources.patriots);
    expect(kind(r)).toBe('patriotsRally');
  });

  it('4.3.3 a British Fort: back to Available at once, counted in CBC; the Continental lost', () => {
    const s = command(layout, 'rally');
    const r = run(s, SKIRMISH, strike('NewYork', 'britishFort+continental'));
    expect(piecesIn(r, 'NewYork')).toEqual({ militiaUnderground: 1 });
    expect(r.available.britishFort).toBe(s.available.britishFort + 1);
    expect(r.cbc).toBe(s.cbc + 1);
    expect(r.casualties.continental).toBe(s.casualties.continental + 1);
  });

  it('4.3.3 / 4.1.1 not in a space the Battle selects, in either order', () => {
    // Skirmish first: the Battle may no longer select Virginia.
    let r = run(command(layout, 'battle'), SKIRMISH, strike('Virginia', 'tory'));
    expect(forbiddenByActivity(r, 'patriots', 'Virginia')).toBe(true);
    expect(choices(r, 'selectSpace').map((a) => a.space)).not.toContain('Virginia');
    // Battle first: the Skirmish may not strike in Virginia.
    const both: Layout = { ...layout, NewYork: { continental: 1, tory: 1 } };
    r = run(command(both, 'battle'), { type: 'selectSpace', space: 'Virginia' }, SKIRMISH);
    expect([...new Set(choices(r, 'skirmish').map((a) => a.space))]).toEqual(['NewYork']);
  });

  it('4.1.1 with any other Command the Skirmish may share its spaces (after a Rally in Virginia)', () => {
    let r = run(command(layout, 'rally'), { type: 'selectSpace', space: 'Virginia' });
    r = run(r, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 }, { type: 'done' });
    expect(kind(r)).toBe('commandHost');
    expect(offered(r)).toContain('skirmish');
    r = run(r, SKIRMISH);
    expect(choices(r, 'skirmish').map((a) => a.space)).toContain('Virginia');
  });
});
