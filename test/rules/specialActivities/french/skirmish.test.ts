import { checkInvariants } from '../../../../src/rules/invariants';
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { legalActions } from '../../../../src/game/machine';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId } from '../../../../src/data/ids';
import { forbiddenByActivity } from '../../../../src/flow/hostFrame';
import { frenchSkirmish, skirmishChoices } from '../../../../src/rules/specialActivities/skirmish';
import type { ActionOption } from '../../../../src/core/action';
import { arrange, as, choices, kind, logSince, offered, put } from '../../../../src/testing';
import { afterTreaty, emptyBoard } from '../../commands/french/helpers';

const french = as('french');
const { action: F, activity: SA, play } = french;

const skirmish = (space: SpaceId, option: ActionOption) => ({ type: 'skirmish', space, option }) as const;
const select = (space: SpaceId) => ({ type: 'selectSpace', space }) as const;

/** After the Treaty, French Resources 5, with pieces. */
const board = (recipe: (d: Draft<GameState>) => void) => arrange(afterTreaty({ french: 5 }), recipe);

describe('4.5.2 French Skirmish: what it removes', () => {
  it('4.5.2 the three options: one British cube, or two and a French Regular; War Parties are no targets', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { frenchRegular: 2, britishRegular: 1, tory: 2, warPartyActive: 1 }));
    const s = play(french.choose(s0, 'hortalez'), SA('skirmish'));
    expect(kind(s)).toBe('skirmishActivity');
    expect(choices(s, 'skirmish')).toEqual([
      skirmish('Massachusetts', 'britishRegular'),
      skirmish('Massachusetts', 'tory'),
      skirmish('Massachusetts', 'britishRegular+tory+frenchRegular'),
      skirmish('Massachusetts', 'tory+tory+frenchRegular'),
    ]);
    expect(legalActions(s)).toHaveLength(4);
  });

  it('4.5.2 one British cube to Casualties (CBC +1)', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { frenchRegular: 2, britishRegular: 1, tory: 2 }));
    const s1 = play(french.choose(s0, 'hortalez'), SA('skirmish'));
    const s = play(s1, skirmish('Massachusetts', 'britishRegular'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ frenchRegular: 2, britishRegular: 0, tory: 2 });
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 1);
    expect(s.cbc).toBe(s0.cbc + 1);
    expect(s.crc).toBe(s0.crc);
    expect(logSince(s1, s)).toEqual(['French Skirmish in Massachusetts: 1 British Regular removed']);
    expect(kind(s)).toBe('frenchHortalez');
  });

  it('4.5.2 two British cubes and one French Regular, all to Casualties', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { frenchRegular: 2, britishRegular: 1, tory: 2 }));
    const s1 = play(french.choose(s0, 'hortalez'), SA('skirmish'));
    const s = play(s1, skirmish('Massachusetts', 'britishRegular+tory+frenchRegular'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ frenchRegular: 1, britishRegular: 0, tory: 1 });
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 1);
    expect(s.casualties.tory).toBe(s0.casualties.tory + 1);
    expect(s.casualties.frenchRegular).toBe(s0.casualties.frenchRegular + 1);
    expect(s.cbc).toBe(s0.cbc + 2);
    expect(s.crc).toBe(s0.crc + 1);
    expect(logSince(s1, s)).toEqual(['French Skirmish in Massachusetts: 1 British Regular and 1 Tory removed at the cost of 1 French Regular']);
  });

  it('4.5.2 a British Fort and a French Regular, only where no British cube is', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { frenchRegular: 1, britishFort: 1, warPartyActive: 1 });
      put(d, 'Virginia', { frenchRegular: 1, britishFort: 1, tory: 1 });
    });
    expect(skirmishChoices(s0, 'french', 'Pennsylvania')).toEqual(['britishFort+frenchRegular']);
    expect(skirmishChoices(s0, 'french', 'Virginia')).toEqual(['tory']);
    const s = play(french.choose(s0, 'hortalez'), SA('skirmish'), skirmish('Pennsylvania', 'britishFort+frenchRegular'));
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ frenchRegular: 0, britishFort: 0, warPartyActive: 1 });
    // 1.6.4: the Fort counts toward CBC but returns to Available at once.
    expect(s.available.britishFort).toBe(s0.available.britishFort + 1);
    expect(s.casualties.britishFort).toBe(0);
    expect(s.cbc).toBe(s0.cbc + 1);
    expect(s.casualties.frenchRegular).toBe(s0.casualties.frenchRegular + 1);
    expect(s.crc).toBe(s0.crc + 1);
  });

  it('4.5.2 the West Indies may be chosen', () => {
    const s0 = board((d) => put(d, 'WestIndies', { frenchRegular: 1, britishRegular: 2 }));
    const s1 = play(french.choose(s0, 'hortalez'), SA('skirmish'));
    expect(choices(s1, 'skirmish')).toEqual([skirmish('WestIndies', 'britishRegular'), skirmish('WestIndies', 'britishRegular+britishRegular+frenchRegular')]);
    const s = play(s1, skirmish('WestIndies', 'britishRegular+britishRegular+frenchRegular'));
    expect(s.spaces.WestIndies.pieces).toMatchObject({ frenchRegular: 0, britishRegular: 0 });
    expect(s.cbc).toBe(s0.cbc + 2);
    expect(s.crc).toBe(s0.crc + 1);
  });

  it('1.10 Clinton adds nothing to a French Skirmish', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2, britishRegular: 1, militiaActive: 1 });
      d.leaders.british = { leader: 'Clinton', at: 'Massachusetts' };
    });
    const s = play(french.choose(s0, 'hortalez'), SA('skirmish'), skirmish('Massachusetts', 'britishRegular'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ frenchRegular: 2, britishRegular: 0, militiaActive: 1 });
  });
});

describe('4.5.2 French Skirmish: when and where', () => {
  it('4.5.2 only after the Treaty of Alliance', () => {
    const layout = (d: Draft<GameState>) => {
      d.unavailable.frenchRegular -= 2;
      d.spaces.Massachusetts.pieces.frenchRegular = 2;
      put(d, 'Massachusetts', { britishRegular: 1 });
    };
    const before = arrange(emptyBoard({ french: 5 }), layout);
    expect(skirmishChoices(before, 'french', 'Massachusetts')).toEqual(['britishRegular']);
    expect(frenchSkirmish.accompanies(before, 'hortalez')).toBe(false);
    // 2.3.9: that position cannot arise (French Regulars enter the map only with the Treaty); before the
    // Treaty, with the Regulars still off the map, only Préparer la Guerre accompanies Hortalez.
    expect(checkInvariants(before).some((v) => v.includes('(2.3.9)'))).toBe(true);
    const legal = arrange(emptyBoard({ french: 5 }), (d) => put(d, 'Massachusetts', { britishRegular: 1 }));
    expect(offered(french.choose(legal, 'hortalez'))).toEqual(['preparerLaGuerre']);
    const after = arrange(emptyBoard({ french: 5 }, true), layout);
    expect(offered(french.choose(after, 'hortalez'))).toEqual(['preparerLaGuerre', 'skirmish']);
  });

  it('4.5.2 never with Agent Mobilization', () => {
    expect(frenchSkirmish.accompanies(afterTreaty(), 'agentMobilization')).toBe(false);
    for (const command of ['hortalez', 'muster', 'march', 'battle']) expect(frenchSkirmish.accompanies(afterTreaty(), command)).toBe(true);
  });

  /** Battles possible in Massachusetts and New York. */
  const battleBoard = () =>
    board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2, britishRegular: 1, tory: 1 });
      put(d, 'NewYork', { frenchRegular: 2, tory: 2 });
    });

  it('4.5.2 Skirmish first: the French Battle may no longer select that space', () => {
    const b = french.choose(battleBoard(), 'battle');
    expect(choices(b, 'selectSpace')).toEqual([select('Massachusetts'), select('NewYork')]);
    const s = play(b, SA('skirmish'), skirmish('Massachusetts', 'tory'));
    expect(forbiddenByActivity(s, 'french', 'Massachusetts')).toBe(true);
    expect(kind(s)).toBe('battleCommand');
    expect(legalActions(s)).toEqual([F(select('NewYork'))]);
  });

  it('4.5.2 Battle first: the Skirmish may not take place in a selected Battle space', () => {
    const b = play(french.choose(battleBoard(), 'battle'), select('Massachusetts'));
    expect(offered(b)).toContain('skirmish');
    const s = play(b, SA('skirmish'));
    expect(choices(s, 'skirmish').every((a) => a.space === 'NewYork')).toBe(true);
    expect(choices(s, 'skirmish')).toHaveLength(2);
  });

  it('4.5.2 Skirmish first: no French Muster in that space; Muster first: no Skirmish in the Muster space', () => {
    const s0 = board((d) => {
      put(d, 'WestIndies', { frenchRegular: 2, britishRegular: 1 });
      put(d, 'Massachusetts', { frenchRegular: 3, britishRegular: 1 });
    });
    const m = french.choose(s0, 'muster');
    const spaces = choices(m, 'selectSpace').map((a) => a.space);
    expect(spaces).toEqual(['Massachusetts', 'WestIndies']);
    const s = play(m, SA('skirmish'), skirmish('WestIndies', 'britishRegular'));
    expect(kind(s)).toBe('frenchMuster');
    expect(choices(s, 'selectSpace').map((a) => a.space)).toEqual(['Massachusetts']);

    // Rochambeau stays Available (1.10); the Muster ends.
    const after = play(m, select('WestIndies'), { type: 'place', space: 'WestIndies', piece: 'frenchRegular', count: 1 }, { type: 'done' });
    expect(kind(after)).toBe('commandHost');
    const t = play(after, SA('skirmish'));
    expect(choices(t, 'skirmish')).toEqual([skirmish('Massachusetts', 'britishRegular')]);
  });

  it('4.1 look-ahead: no Skirmish before a French Battle whose only possible space is the only Skirmish space', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { frenchRegular: 1, tory: 1 }));
    const b = french.choose(s0, 'battle');
    expect(choices(b, 'selectSpace')).toEqual([select('Massachusetts')]);
    expect(offered(b)).toEqual(['preparerLaGuerre']);
    // After the Battle (the window) no look-ahead is needed, but the Battle space stays excluded.
    expect(skirmishChoices(s0, 'french', 'Massachusetts')).toEqual(['tory']);
  });
});
