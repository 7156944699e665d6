import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../../../../src/data/ids';
import type { GameState } from '../../../../src/core/state';
import { legalActions } from '../../../../src/game/machine';
import { forbiddenByActivity } from '../../../../src/flow/hostFrame';
import { skirmishSpaces } from '../../../../src/rules/specialActivities/skirmish';
import type { ActionOption } from '../../../../src/core/action';
import { as, choices, commandOptions, kind, lead, logSince, offered, onStack, piecesIn, put, withDice } from '../../../../src/testing';
import { board } from '../../commands/british/helpers';

const british = as('british');
const { action: B, activity: SA, command: cmd, play } = british;

const skirmish = (space: SpaceId, option: ActionOption) => ({ type: 'skirmish', space, option }) as const;
const select = (space: SpaceId) => ({ type: 'selectSpace', space }) as const;

describe('4.2.2 British Skirmish: what it removes', () => {
  it('4.2.2 the three options: one Rebellion cube or Active Militia, or two and a British Regular (never Underground Militia)', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { britishRegular: 2, continental: 1, militiaActive: 2, militiaUnderground: 1 }));
    const s = play(british.choose(s0, 'march'), SA('skirmish'));
    expect(kind(s)).toBe('skirmishActivity');
    expect(choices(s, 'skirmish')).toEqual([
      skirmish('Massachusetts', 'continental'),
      skirmish('Massachusetts', 'militiaActive'),
      skirmish('Massachusetts', 'continental+militiaActive+britishRegular'),
      skirmish('Massachusetts', 'militiaActive+militiaActive+britishRegular'),
    ]);
    expect(legalActions(s)).toHaveLength(4);
  });

  it('4.2.2 one Rebellion cube: the Continental to Casualties (CRC +1), no British loss', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { britishRegular: 2, continental: 1, militiaActive: 2, militiaUnderground: 1 }));
    const s1 = play(british.choose(s0, 'march'), SA('skirmish'));
    const s = play(s1, skirmish('Massachusetts', 'continental'));
    expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 2, militiaActive: 2, militiaUnderground: 1 });
    expect(s.casualties.continental).toBe(s0.casualties.continental + 1);
    expect(s.crc).toBe(s0.crc + 1);
    expect(s.cbc).toBe(s0.cbc);
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular);
    expect(logSince(s1, s)).toContain('Skirmish in Massachusetts: 1 Continental removed');
    // The March resumes at its first decision.
    expect(kind(s)).toBe('britishMarch');
  });

  it('4.2.2 two targets and one British Regular: Continental and Regular to Casualties, Active Militia to Available', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { britishRegular: 2, continental: 1, militiaActive: 2, militiaUnderground: 1 }));
    const s = play(british.choose(s0, 'march'), SA('skirmish'), skirmish('Massachusetts', 'continental+militiaActive+britishRegular'));
    expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 1, militiaActive: 1, militiaUnderground: 1 });
    expect(s.casualties.continental).toBe(s0.casualties.continental + 1);
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 1);
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expect(s.crc).toBe(s0.crc + 1);
    expect(s.cbc).toBe(s0.cbc + 1);

    const t = play(british.choose(s0, 'march'), SA('skirmish'), skirmish('Massachusetts', 'militiaActive+militiaActive+britishRegular'));
    expect(piecesIn(t, 'Massachusetts')).toEqual({ britishRegular: 1, continental: 1, militiaUnderground: 1 });
    expect(t.available.militia).toBe(s0.available.militia + 2);
    expect(t.crc).toBe(s0.crc);
    expect(t.cbc).toBe(s0.cbc + 1);
  });

  it('4.2.2 a Patriot Fort and a British Regular, only where no Rebellion cube or Active Militia is', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 1, patriotFort: 1, militiaUnderground: 2 });
      put(d, 'Virginia', { britishRegular: 2, patriotFort: 1, militiaActive: 1 });
    });
    const s1 = play(british.choose(s0, 'march'), SA('skirmish'));
    // Virginia: the Active Militia shields the Fort.
    expect(choices(s1, 'skirmish')).toEqual([skirmish('Pennsylvania', 'patriotFort+britishRegular'), skirmish('Virginia', 'militiaActive')]);
    const s = play(s1, skirmish('Pennsylvania', 'patriotFort+britishRegular'));
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ militiaUnderground: 2 });
    // 1.6.4: the Fort counts toward CRC but returns to Available at once.
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 1);
    expect(s.casualties.patriotFort).toBe(0);
    expect(s.crc).toBe(s0.crc + 1);
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 1);
    expect(s.cbc).toBe(s0.cbc + 1);
  });

  it('4.2.2 needs British Regulars and a removable Rebellion piece: Underground Militia alone, Tories alone, or War Parties are no targets', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { britishRegular: 3, militiaUnderground: 2 });
      put(d, 'NewYork', { tory: 3, militiaActive: 2 });
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 2 });
    });
    const s = british.choose(s0, 'march');
    expect(offered(s)).toEqual(['navalPressure']);
  });

  it('4.2.2 the West Indies may be chosen (French Regulars are Rebellion cubes)', () => {
    const s0 = board((d) => {
      d.treatyOfAlliance = true;
      d.unavailable.frenchRegular -= 2;
      d.spaces.WestIndies.pieces.frenchRegular = 2;
      put(d, 'WestIndies', { britishRegular: 2 });
      put(d, 'Massachusetts', { britishRegular: 1 });
    });
    const s1 = play(british.choose(s0, 'march'), SA('skirmish'));
    expect(choices(s1, 'skirmish')).toEqual([skirmish('WestIndies', 'frenchRegular'), skirmish('WestIndies', 'frenchRegular+frenchRegular+britishRegular')]);
    const s = play(s1, skirmish('WestIndies', 'frenchRegular+frenchRegular+britishRegular'));
    expect(piecesIn(s, 'WestIndies')).toEqual({ britishRegular: 1 });
    expect(s.casualties.frenchRegular).toBe(s0.casualties.frenchRegular + 2);
    expect(s.crc).toBe(s0.crc + 2);
    expect(s.cbc).toBe(s0.cbc + 1);
  });
});

describe('4.2.2 British Skirmish: never in a Battle, Muster or Garrison destination space of its Command', () => {
  const battleBoard = () =>
    board((d) => {
      put(d, 'Massachusetts', { britishRegular: 3, militiaActive: 2 });
      put(d, 'NewYork', { britishRegular: 2, militiaActive: 1 });
    });

  it('4.2.2 Skirmish first: the Battle may no longer select that space', () => {
    const s0 = battleBoard();
    const before = british.choose(s0, 'battle');
    expect(choices(before, 'selectSpace')).toEqual([select('Massachusetts'), select('NewYork')]);
    const s = play(before, SA('skirmish'), skirmish('Massachusetts', 'militiaActive'));
    expect(forbiddenByActivity(s, 'british', 'Massachusetts')).toBe(true);
    expect(forbiddenByActivity(s, 'british', 'NewYork')).toBe(false);
    expect(kind(s)).toBe('battleCommand');
    expect(legalActions(s)).toEqual([B(select('NewYork'))]);
  });

  it('4.2.2 Battle first: the Skirmish may not take place in a selected Battle space', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 3, militiaActive: 2 });
      put(d, 'NewYork', { britishRegular: 2, militiaActive: 2 });
      put(d, 'Virginia', { britishRegular: 1, militiaActive: 1 });
    });
    const s1 = play(british.choose(s0, 'battle'), select('Massachusetts'));
    expect(offered(s1)).toEqual(['skirmish', 'navalPressure']);
    const s = play(s1, SA('skirmish'));
    expect(choices(s, 'skirmish')).toEqual([
      skirmish('NewYork', 'militiaActive'),
      skirmish('NewYork', 'militiaActive+militiaActive+britishRegular'),
      skirmish('Virginia', 'militiaActive'),
    ]);
    const t = play(s, skirmish('NewYork', 'militiaActive'));
    // Back to the Battle selection: New York (still a possible Battle) is now forbidden; no second Special Activity.
    expect(kind(t)).toBe('battleCommand');
    expect(piecesIn(t, 'NewYork')).toEqual({ britishRegular: 2, militiaActive: 1 });
    expect(legalActions(t)).toEqual([B(select('Virginia')), B({ type: 'done' })]);
  });

  it('4.2.2 after the Battle (the window): still not in a Battle space', () => {
    // Massachusetts: 4 Regulars (1D3, rolled 1: Loss Level 2) against 5 Active Militia (no dice).
    const s0 = withDice(
      board((d) => {
        put(d, 'Massachusetts', { britishRegular: 4, militiaActive: 5 });
        put(d, 'NewYork', { britishRegular: 2, militiaActive: 1 });
      }),
      [1],
    );
    const s1 = play(british.choose(s0, 'battle'), select('Massachusetts'), { type: 'done' });
    expect(piecesIn(s1, 'Massachusetts')).toEqual({ britishRegular: 4, militiaActive: 3 });
    expect(kind(s1)).toBe('commandHost');
    expect(legalActions(s1)).toEqual([SA('skirmish'), SA('navalPressure'), B({ type: 'done' })]);
    const s = play(s1, SA('skirmish'));
    expect(choices(s, 'skirmish')).toEqual([skirmish('NewYork', 'militiaActive')]);
  });

  it('4.2.2 Skirmish first: no Muster (Regulars or Tories) in that space', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 3, militiaActive: 1 });
      put(d, 'Boston', { britishRegular: 1, militiaActive: 1 });
    });
    const m = british.choose(s0, 'muster');
    const spaces = (s: typeof m) => choices(s, 'selectSpace').map((a) => a.space);
    expect(spaces(m)).toContain('Massachusetts');
    expect(spaces(m)).toContain('Boston');
    const s = play(m, SA('skirmish'), skirmish('Massachusetts', 'militiaActive'));
    expect(kind(s)).toBe('britishMuster');
    expect(spaces(s)).not.toContain('Massachusetts');
    expect(spaces(s)).toContain('Boston');
    expect(spaces(s).length).toBe(spaces(m).length - choices(m, 'selectSpace').filter((a) => a.space === 'Massachusetts').length);
  });

  it('4.2.2 Muster first: the Skirmish excludes the Muster spaces', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 3, militiaActive: 1 });
      put(d, 'Boston', { britishRegular: 1, militiaActive: 1 });
    });
    const s1 = play(british.choose(s0, 'muster'), select('Massachusetts'), { type: 'place', space: 'Massachusetts', piece: 'tory', count: 2 });
    expect(offered(s1)).toContain('skirmish');
    const s = play(s1, SA('skirmish'));
    expect(choices(s, 'skirmish')).toEqual([skirmish('Boston', 'militiaActive')]);
  });

  it('4.2.2 Skirmish first: no Garrison into that City; Garrison first: not in its destination, but its origin may be', () => {
    const s0 = board((d) => {
      put(d, 'Boston', { britishRegular: 1, militiaActive: 1 });
      put(d, 'NewYorkCity', { britishRegular: 1 });
      put(d, 'Massachusetts', { britishRegular: 3, militiaActive: 1 });
    });
    const g = british.choose(s0, 'garrison');
    const cities = choices(g, 'selectSpace').map((a) => a.space);
    expect(cities).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    const s = play(g, SA('skirmish'), skirmish('Boston', 'militiaActive'));
    expect(kind(s)).toBe('britishGarrison');
    expect(choices(s, 'selectSpace').map((a) => a.space)).toEqual(cities.filter((c) => c !== 'Boston'));

    const h = play(g, select('Boston'), { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 1 });
    expect(offered(h)).toContain('skirmish');
    const t = play(h, SA('skirmish'));
    expect(choices(t, 'skirmish')).toEqual([skirmish('Massachusetts', 'militiaActive')]);
  });

  it('4.2.2 a March destination may be Skirmished (no restriction for March)', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { militiaActive: 1 });
      put(d, 'Boston', { britishRegular: 2 });
    });
    const s1 = play(
      british.choose(s0, 'march'),
      select('Massachusetts'),
      { type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 2 },
    );
    expect(offered(s1)).toEqual(['skirmish', 'navalPressure']);
    const s = play(s1, SA('skirmish'));
    expect(choices(s, 'skirmish')).toEqual([skirmish('Massachusetts', 'militiaActive')]);
    expect(skirmishSpaces(s, 'british', { faction: 'british', command: 'march', commandSpaces: ['Massachusetts'] })).toEqual(['Massachusetts']);
    expect(skirmishSpaces(s, 'british', { faction: 'british', command: 'battle', commandSpaces: ['Massachusetts'] })).toEqual([]);
  });
});

describe('1.10 Clinton and 2.3.5 Limited Commands', () => {
  it('1.10 Clinton: the Skirmish removes one more Militia in his space (Active first, then Underground)', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 2, continental: 1, militiaActive: 1, militiaUnderground: 1 });
      lead(d, 'Clinton', 'Massachusetts');
    });
    const s1 = play(british.choose(s0, 'march'), SA('skirmish'));
    const s = play(s1, skirmish('Massachusetts', 'continental'));
    expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 2, militiaUnderground: 1 });
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expect(logSince(s1, s)).toEqual([
      'Skirmish in Massachusetts: 1 Continental removed',
      'Clinton: the Skirmish removes 1 additional Militia (1 Active Militia) in Massachusetts',
    ]);

    const t = play(british.choose(s0, 'march'), SA('skirmish'), skirmish('Massachusetts', 'militiaActive'));
    expect(piecesIn(t, 'Massachusetts')).toEqual({ britishRegular: 2, continental: 1 });
    expect(t.available.militia).toBe(s0.available.militia + 2);
  });

  it('1.10 Clinton elsewhere, or Gage: no additional Militia', () => {
    const layout = (d: Draft<GameState>) => {
      put(d, 'Massachusetts', { britishRegular: 2, continental: 1, militiaActive: 1 });
      put(d, 'Boston', { britishRegular: 1 });
    };
    for (const recipe of [
      (d: Draft<GameState>) => lead(d, 'Clinton', 'Boston'),
      (d: Draft<GameState>) => lead(d, 'Gage', 'Massachusetts'),
    ]) {
      const s0 = board((d) => {
        layout(d);
        recipe(d);
      });
      const s = play(british.choose(s0, 'march'), SA('skirmish'), skirmish('Massachusetts', 'continental'));
      expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 2, militiaActive: 1 });
    }
  });

  it('2.3.5 no Skirmish (nor any Special Activity) with a Limited Command', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 3, militiaActive: 2 });
      put(d, 'NewYork', { britishRegular: 2, militiaActive: 1 });
    });
    let s = play(british.second(s0, 'patriots'), cmd('battle', true));
    expect(s.stack.some((f) => f.kind === 'commandHost' && f.activityAllowed === true)).toBe(false);
    expect(offered(s)).toEqual([]);
    expect(commandOptions(s)).toEqual(legalActions(s));
    s = play(british.second(s0, 'patriots'), cmd('march', true), select('NewYork'));
    expect(offered(s)).toEqual([]);
    // The Limited March's only destination is filled: it ends by itself, without a window after it.
    s = play(s, { type: 'move', from: 'Massachusetts', to: 'NewYork', piece: 'britishRegular', count: 1 });
    expect(kind(s)).toBe('eligibleOptions');
    // The card is complete (two Factions executed): no window, on to the next card.
    expect(onStack(s, 'commandHost')).toBe(false);
    expect(s.log.some((e) => e.text.includes('Special Activity'))).toBe(false);
  });
});

describe('3.2.3, 4.2.2 Skirmish during a March: the Regular lost may be the one that arrived', () => {
  it('3.2.3 the Regular that had not moved may still March on after Skirmish removed one Regular there', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 1, militiaActive: 2 });
      put(d, 'Boston', { britishRegular: 1 });
    });
    let s = play(british.choose(s0, 'march'), select('Massachusetts'), { type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 1 });
    s = play(s, SA('skirmish'), skirmish('Massachusetts', 'militiaActive+militiaActive+britishRegular'));
    expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 1 });
    s = play(s, select('ConnecticutRhodeIsland'));
    expect(legalActions(s)).toContainEqual({ faction: 'british', type: 'move', from: 'Massachusetts', to: 'ConnecticutRhodeIsland', piece: 'britishRegular', count: 1 });
  });
});
