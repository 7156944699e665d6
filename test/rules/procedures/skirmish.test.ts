/**
 * Shared procedure: the Skirmish strike (4.2.2 British, 4.3.3 Patriots, 4.5.2 French), also the
 * Indian Scout's (3.4.3).
 */
import { describe, expect, it } from 'vitest';
import { BRITISH_STRIKE, FRENCH_STRIKE, PATRIOTS_STRIKE, canSkirmish, executeSkirmish, skirmishOptions } from '../../../src/rules/procedures/skirmish';
import { arrange, position, put } from '../../../src/testing';

describe('4.2.2 the British strike', () => {
  it('4.2.2 one target, two targets at the cost of a Regular, canonical order', () => {
    const s = position({}, (d) => put(d, 'Virginia', { britishRegular: 1, continental: 2, militiaActive: 1, militiaUnderground: 3 }));
    expect(skirmishOptions(s, 'Virginia')).toEqual([
      'continental',
      'militiaActive',
      'continental+continental+britishRegular',
      'continental+militiaActive+britishRegular',
    ]);
    expect(skirmishOptions(s, 'Virginia', BRITISH_STRIKE)).toEqual(skirmishOptions(s, 'Virginia'));
  });

  it('4.2.2 the Patriot Fort only with no target there; Underground Militia are no target', () => {
    const s = position({}, (d) => put(d, 'Virginia', { britishRegular: 1, patriotFort: 1, militiaUnderground: 2 }));
    expect(skirmishOptions(s, 'Virginia')).toEqual(['patriotFort+britishRegular']);
    const withTarget = arrange(s, (d) => put(d, 'Virginia', { frenchRegular: 1 }));
    expect(skirmishOptions(withTarget, 'Virginia')).toEqual(['frenchRegular']);
  });

  it('4.2.2 no British Regular, no Skirmish', () => {
    const s = position({}, (d) => put(d, 'Virginia', { tory: 3, continental: 1 }));
    expect(skirmishOptions(s, 'Virginia')).toEqual([]);
    expect(canSkirmish(s, 'Virginia')).toBe(false);
  });

  it('4.2.2, 1.6.4 executing two targets: cubes to Casualties, the Regular too, CRC and CBC counted, logged', () => {
    const s0 = position({ cbc: 0, crc: 0 }, (d) => put(d, 'Virginia', { britishRegular: 2, continental: 1, militiaActive: 1 }));
    const s = arrange(s0, (d) => executeSkirmish(d, 'Virginia', 'continental+militiaActive+britishRegular', 'british'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, continental: 0, militiaActive: 0 });
    expect(s.casualties.continental).toBe(s0.casualties.continental + 1);
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 1);
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expect([s.cbc, s.crc]).toEqual([1, 1]);
    expect(s.log.at(-1)).toEqual({ text: 'Skirmish in Virginia: 1 Continental and 1 Active Militia removed at the cost of 1 British Regular', rule: '4.2.2', faction: 'british' });
  });

  it('1.10 Clinton: the British strike removes one more Militia, Active first', () => {
    const s0 = position({}, (d) => {
      put(d, 'Virginia', { britishRegular: 1, militiaActive: 1, militiaUnderground: 2 });
      d.leaders.british.leader = 'Clinton';
      d.leaders.british.at = 'Virginia';
    });
    const s = arrange(s0, (d) => executeSkirmish(d, 'Virginia', 'militiaActive', 'british'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, militiaActive: 0, militiaUnderground: 1 });
    expect(s.log.at(-1)?.rule).toBe('1.10, 4.2.2');
  });
});

describe('4.3.3 / 4.5.2 the Patriot and French strikes', () => {
  it('4.3.3 Continentals strike British cubes, or a British Fort', () => {
    const s = position({}, (d) => put(d, 'Virginia', { continental: 1, britishRegular: 1, tory: 1, britishFort: 1 }));
    expect(skirmishOptions(s, 'Virginia', PATRIOTS_STRIKE)).toEqual(['britishRegular', 'tory', 'britishRegular+tory+continental']);
    const fortOnly = position({}, (d) => put(d, 'Virginia', { continental: 1, britishFort: 1 }));
    expect(skirmishOptions(fortOnly, 'Virginia', PATRIOTS_STRIKE)).toEqual(['britishFort+continental']);
  });

  it('4.5.2, 1.6.4 the French take a British Fort at the cost of a French Regular: CBC and CRC +1, logged as the French Skirmish', () => {
    const s0 = position({ cbc: 0, crc: 0, treaty: true }, (d) => put(d, 'Virginia', { frenchRegular: 1, britishFort: 1 }));
    expect(skirmishOptions(s0, 'Virginia', FRENCH_STRIKE)).toEqual(['britishFort+frenchRegular']);
    const s = arrange(s0, (d) => executeSkirmish(d, 'Virginia', 'britishFort+frenchRegular', 'french', FRENCH_STRIKE));
    expect(s.spaces.Virginia.pieces).toMatchObject({ frenchRegular: 0, britishFort: 0 });
    expect(s.available.britishFort).toBe(s0.available.britishFort + 1);
    expect(s.casualties.frenchRegular).toBe(s0.casualties.frenchRegular + 1);
    expect([s.cbc, s.crc]).toEqual([1, 1]);
    expect(s.log.at(-1)).toEqual({ text: 'French Skirmish in Virginia: 1 British Fort removed at the cost of 1 French Regular', rule: '4.5.2', faction: 'french' });
  });
});
