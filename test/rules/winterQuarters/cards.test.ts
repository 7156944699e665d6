/**
 * The Winter Quarters cards' Events (97–104), resolved at the end of the Reset Phase (6.7).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { aheadInSecondCondition } from '../../../src/rules/winterQuarters/index';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, inRound, options } from './helpers';

const base = (): GameState => clearMap(game('1778'));
const withCasualties = (crc: number, cbc: number): GameState =>
  arrange(base(), (d) => {
    d.crc = crc;
    d.cbc = cbc;
    d.resources = { british: 10, patriots: 10, french: 10, indians: 10 };
  });
/** Forts and Villages on the map: Patriots ahead when Forts + 3 > Villages, Indians when Villages − 3 > Forts. */
const withForts = (forts: number, villages: number): GameState =>
  arrange(base(), (d) => {
    const provinces = ['NewHampshire', 'Massachusetts', 'ConnecticutRhodeIsland', 'NewYork', 'NewJersey', 'Pennsylvania', 'MarylandDelaware', 'Virginia'] as const;
    for (let i = 0; i < forts; i++) put(d, provinces[i], { patriotFort: 1 });
    const reserves = ['Quebec', 'Northwest', 'Southwest', 'Florida', 'NorthCarolina', 'SouthCarolina', 'Georgia', 'Quebec', 'Northwest'] as const;
    for (let i = 0; i < villages; i++) put(d, reserves[i], { village: 1 });
    d.resources = { british: 10, patriots: 10, french: 10, indians: 10 };
  });
const card = (s: GameState, id: number): GameState => inRound(s, 'card', { card: id });

describe('Winter Quarters card Events (6.7)', () => {
  it('97 Royals Commit: CRC > CBC → French +5, else British +5', () => {
    expect(card(withCasualties(5, 3), 97).resources).toMatchObject({ french: 15, british: 10 });
    expect(card(withCasualties(3, 3), 97).resources).toMatchObject({ french: 10, british: 15 });
    expect(card(withCasualties(2, 3), 97).resources).toMatchObject({ french: 10, british: 15 });
  });

  it('98 Overconfident at Home: CRC > CBC → British −3, else French −3 (not below 0)', () => {
    expect(card(withCasualties(5, 3), 98).resources).toMatchObject({ british: 7, french: 10 });
    expect(card(withCasualties(3, 3), 98).resources).toMatchObject({ british: 10, french: 7 });
    const poor = arrange(withCasualties(1, 3), (d) => void (d.resources.french = 2));
    expect(card(poor, 98).resources.french).toBe(0);
  });

  it('99 West Indies Conflict Goes the Other Way: the larger of CRC/CBC drops by half the difference, rounding down', () => {
    const a = card(withCasualties(10, 3), 99);
    expect([a.crc, a.cbc]).toEqual([7, 3]);
    const b = card(withCasualties(2, 9), 99);
    expect([b.crc, b.cbc]).toEqual([2, 6]);
    const c = card(withCasualties(4, 4), 99);
    expect([c.crc, c.cbc]).toEqual([4, 4]);
  });

  it('100 India Conflict Goes the Other Way: as 99', () => {
    const a = card(withCasualties(3, 12), 100);
    expect([a.crc, a.cbc]).toEqual([3, 8]);
    const b = card(withCasualties(6, 5), 100);
    expect([b.crc, b.cbc]).toEqual([6, 5]);
  });

  it('7.2 ahead in the second victory condition: a positive margin; at most one of Patriots and Indians', () => {
    expect(aheadInSecondCondition(withForts(2, 1))).toBe('patriots');
    expect(aheadInSecondCondition(withForts(1, 6))).toBe('indians');
    expect(aheadInSecondCondition(withForts(0, 3))).toBe(null);
  });

  it('101 Floods Shift the Balance: the Faction ahead in its second victory condition loses 2 Resources', () => {
    expect(card(withForts(2, 1), 101).resources).toMatchObject({ patriots: 8, indians: 10 });
    expect(card(withForts(1, 6), 101).resources).toMatchObject({ patriots: 10, indians: 8 });
    expect(card(withForts(0, 3), 101).resources).toMatchObject({ patriots: 10, indians: 10 });
  });

  it('104 Hurricane Hits the South: as 101', () => {
    expect(card(withForts(3, 0), 104).resources).toMatchObject({ patriots: 8, indians: 10 });
    expect(card(withForts(0, 4), 104).resources).toMatchObject({ patriots: 10, indians: 8 });
  });

  it('102 War on the Frontier: the Patriots, ahead, remove one of their Forts of their choice (to Available)', () => {
    let s = card(arrange(withForts(2, 1), (d) => put(d, 'NewHampshire', { continental: 1 })), 102);
    expect(decision(s)).toEqual({ kind: 'winterQuartersRemoval', faction: 'patriots' });
    expect(options(s)).toEqual([
      { faction: 'patriots', type: 'remove', space: 'NewHampshire', piece: 'patriotFort' },
      { faction: 'patriots', type: 'remove', space: 'Massachusetts', piece: 'patriotFort' },
    ]);
    const forts = s.available.patriotFort;
    const crc = s.crc;
    s = play(s, { faction: 'patriots', type: 'remove', space: 'Massachusetts', piece: 'patriotFort' });
    expect(s.spaces.Massachusetts.pieces.patriotFort).toBe(0);
    expect(s.available.patriotFort).toBe(forts + 1);
    expect(s.crc).toBe(crc);
  });

  it('103 Severe Winter: the Indians, ahead, remove one of their Villages; nobody ahead, nothing happens', () => {
    let s = card(withForts(1, 6), 103);
    expect(decision(s)).toEqual({ kind: 'winterQuartersRemoval', faction: 'indians' });
    expect(options(s).map((a) => a.space)).toEqual(['NorthCarolina', 'SouthCarolina', 'Quebec', 'Northwest', 'Southwest', 'Florida']);
    s = play(s, { faction: 'indians', type: 'remove', space: 'SouthCarolina', piece: 'village' });
    expect(s.spaces.SouthCarolina.pieces.village).toBe(0);
    const none = card(withForts(0, 3), 103);
    expect(decision(none)?.kind).toBe('eligibleOptions');
  });

  it('102 the Patriots ahead with no Fort on the map remove nothing', () => {
    const s = card(withForts(0, 2), 102);
    expect(decision(s)?.kind).toBe('eligibleOptions');
  });
});
