/** 3.6.7 Removal and 1.6.4 Casualties. */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/rules/invariants';
import { emptySpacePieces } from '../../../src/data/pieces';
import type { SpacePiece } from '../../../src/data/ids';
import { LOSS_VALUE, applyRemoval, planRemoval, removalPriorities } from '../../../src/rules/battle/index';
import { put } from '../../../src/testing';
import { board } from './helpers';

const pieces = (p: Partial<Record<SpacePiece, number>>) => ({ ...emptySpacePieces(), ...p });

describe('3.6.7 loss values', () => {
  it('3.6.7 Regulars, Continentals and Forts count two, all others one', () => {
    expect(LOSS_VALUE).toEqual({
      britishRegular: 2,
      tory: 1,
      britishFort: 2,
      continental: 2,
      militiaUnderground: 1,
      militiaActive: 1,
      patriotFort: 2,
      frenchRegular: 2,
      warPartyUnderground: 1,
      warPartyActive: 1,
      village: 1,
    });
  });
});

describe('3.6.7 removal priorities', () => {
  it('3.6.7 Royalists alternate Regular, Tory; then Active War Parties; Underground War Parties ignored', () => {
    const p = pieces({ britishRegular: 2, tory: 3, warPartyActive: 2, warPartyUnderground: 5, village: 1, britishFort: 1 });
    const attack = removalPriorities('royalist', false, ['british', 'indians']);
    expect(planRemoval(p, attack, 9)).toEqual(['britishRegular', 'tory', 'britishRegular', 'tory', 'tory', 'warPartyActive', 'warPartyActive']);
    // Attacking: never Villages or Forts, even when the Loss Level is higher.
    expect(planRemoval(p, attack, 20)).toHaveLength(7);
  });

  it('3.6.7 only when Defending: Villages then Forts once the units are exhausted', () => {
    const p = pieces({ tory: 1, warPartyActive: 1, village: 1, britishFort: 2 });
    expect(planRemoval(p, removalPriorities('royalist', true, ['british', 'indians']), 6)).toEqual(['tory', 'warPartyActive', 'village', 'britishFort', 'britishFort']);
  });

  it('3.6.7 Rebellion alternate French Regular, Continental, Active Militia; skip an exhausted kind; Forts only when Defending', () => {
    const p = pieces({ frenchRegular: 1, continental: 2, militiaActive: 3, militiaUnderground: 4, patriotFort: 1 });
    const defend = removalPriorities('rebellion', true, ['patriots', 'french']);
    expect(planRemoval(p, defend, 9)).toEqual(['frenchRegular', 'continental', 'militiaActive', 'continental', 'militiaActive', 'militiaActive']);
    expect(planRemoval(p, defend, 12)).toEqual(['frenchRegular', 'continental', 'militiaActive', 'continental', 'militiaActive', 'militiaActive', 'patriotFort']);
    expect(planRemoval(p, removalPriorities('rebellion', false, ['patriots', 'french']), 12)).toHaveLength(6);
  });

  it('3.6.7 the last piece may overshoot the Loss Level ("or more"); none at 0 or a negative Loss Level', () => {
    const p = pieces({ frenchRegular: 2, continental: 1, militiaActive: 2 });
    const defend = removalPriorities('rebellion', true, ['patriots', 'french']);
    expect(planRemoval(p, defend, 6)).toEqual(['frenchRegular', 'continental', 'militiaActive', 'frenchRegular']);
    expect(planRemoval(p, defend, 0)).toEqual([]);
    expect(planRemoval(p, defend, -2)).toEqual([]);
  });

  it('3.6.1 a partner that does not take part loses nothing', () => {
    const p = pieces({ frenchRegular: 3, continental: 1, militiaActive: 1 });
    expect(planRemoval(p, removalPriorities('rebellion', false, ['patriots']), 5)).toEqual(['continental', 'militiaActive']);
    expect(planRemoval(p, removalPriorities('rebellion', false, ['french']), 3)).toEqual(['frenchRegular', 'frenchRegular']);
  });

  it('4.2.1 hook: Common Cause War Parties take the Tories’ turn once the Tories are gone', () => {
    const p = pieces({ britishRegular: 2, tory: 1, warPartyActive: 3 });
    expect(planRemoval(p, removalPriorities('royalist', false, ['british', 'indians']), 7, 2)).toEqual([
      'britishRegular',
      'tory',
      'britishRegular',
      'warPartyActive',
      'warPartyActive',
    ]);
  });
});

describe('1.6.4 Casualties, CBC and CRC', () => {
  it('1.6.4 cubes to Casualties; Forts count as Casualties but return to Available; the rest to Available', () => {
    const s = board((d) => {
      put(d, 'NewYork', { britishRegular: 1 });
      put(d, 'NewYork', { tory: 1 });
      put(d, 'NewYork', { britishFort: 1 });
      put(d, 'NewYork', { warPartyActive: 1 });
      put(d, 'NewYork', { village: 1 });
      put(d, 'Pennsylvania', { frenchRegular: 1 });
      put(d, 'Pennsylvania', { continental: 1 });
      put(d, 'Pennsylvania', { patriotFort: 1 });
      put(d, 'Pennsylvania', { militiaActive: 1 });
      put(d, 'Pennsylvania', { britishRegular: 1 });
    });
    const after = produce(s, (d) => {
      const r = applyRemoval(d, 'NewYork', ['britishRegular', 'tory', 'warPartyActive', 'village', 'britishFort']);
      expect(r).toEqual({ removed: ['britishRegular', 'tory', 'warPartyActive', 'village', 'britishFort'], value: 7, cubesOrForts: 3, cbc: 3, crc: 0 });
      const q = applyRemoval(d, 'Pennsylvania', ['frenchRegular', 'continental', 'militiaActive', 'patriotFort']);
      expect(q).toMatchObject({ value: 7, cubesOrForts: 3, cbc: 0, crc: 3 });
    });
    expect(after.casualties).toMatchObject({ britishRegular: 1, tory: 1, britishFort: 0, frenchRegular: 1, continental: 1, patriotFort: 0 });
    expect(after.available.britishFort - s.available.britishFort).toBe(1);
    expect(after.available.patriotFort - s.available.patriotFort).toBe(1);
    expect(after.available.warParty - s.available.warParty).toBe(1);
    expect(after.available.village - s.available.village).toBe(1);
    expect(after.available.militia - s.available.militia).toBe(1);
    expect([after.cbc, after.crc]).toEqual([3, 3]);
    expect(after.spaces.NewYork.control).toBe(null);
    expect(after.spaces.Pennsylvania.control).toBe('british');
    expect(checkInvariants(after)).toEqual([]);
  });
});
