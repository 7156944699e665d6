/**
 * Shared procedure: removing pieces as Casualties (1.6.4).
 */
import { describe, expect, it } from 'vitest';
import type { SpacePiece } from '../../../src/data/ids';
import { casualtyPool, casualtyTrack, removeAsCasualties } from '../../../src/rules/procedures/casualties';
import { arrange, position, put } from '../../../src/testing';

const board = () =>
  position({ cbc: 3, crc: 4 }, (d) => {
    put(d, 'Virginia', { britishRegular: 2, tory: 2, britishFort: 1, continental: 2, militiaActive: 2 });
    put(d, 'Pennsylvania', { frenchRegular: 2, patriotFort: 1, warPartyActive: 2, village: 1 });
  });

describe('1.6.4 Casualties', () => {
  it('1.6.4 cubes go to the Casualties box; Forts, Militia, War Parties and Villages to Available', () => {
    const cubes: SpacePiece[] = ['britishRegular', 'tory', 'continental', 'frenchRegular'];
    for (const k of cubes) expect(casualtyPool(k)).toBe('casualties');
    const others: SpacePiece[] = ['britishFort', 'patriotFort', 'village', 'militiaUnderground', 'militiaActive', 'warPartyUnderground', 'warPartyActive'];
    for (const k of others) expect(casualtyPool(k)).toBe('available');
  });

  it('1.6.4 cubes and Forts count toward CBC (British) or CRC (Patriots, French); other pieces toward neither', () => {
    expect((['britishRegular', 'tory', 'britishFort'] as SpacePiece[]).map(casualtyTrack)).toEqual(['cbc', 'cbc', 'cbc']);
    expect((['continental', 'frenchRegular', 'patriotFort'] as SpacePiece[]).map(casualtyTrack)).toEqual(['crc', 'crc', 'crc']);
    expect((['militiaActive', 'warPartyActive', 'village'] as SpacePiece[]).map(casualtyTrack)).toEqual([null, null, null]);
  });

  it('1.6.4 two Tories removed: to Casualties, CBC +2', () => {
    const s0 = board();
    const s = arrange(s0, (d) => removeAsCasualties(d, 'Virginia', 'tory', 2));
    expect(s.spaces.Virginia.pieces.tory).toBe(0);
    expect(s.casualties.tory).toBe(s0.casualties.tory + 2);
    expect(s.available.tory).toBe(s0.available.tory);
    expect([s.cbc, s.crc]).toEqual([5, 4]);
  });

  it('1.6.4 a Patriot Fort removed: CRC +1, the Fort back to Available at once', () => {
    const s0 = board();
    const s = arrange(s0, (d) => removeAsCasualties(d, 'Pennsylvania', 'patriotFort'));
    expect(s.spaces.Pennsylvania.pieces.patriotFort).toBe(0);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 1);
    expect(s.casualties.patriotFort).toBe(s0.casualties.patriotFort);
    expect([s.cbc, s.crc]).toEqual([3, 5]);
  });

  it('1.6.4 Active Militia and a Village removed: to Available, no Cumulative Casualties', () => {
    const s0 = board();
    const s = arrange(s0, (d) => {
      removeAsCasualties(d, 'Virginia', 'militiaActive', 2);
      removeAsCasualties(d, 'Pennsylvania', 'village');
    });
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.available.village).toBe(s0.available.village + 1);
    expect([s.cbc, s.crc]).toEqual([3, 4]);
  });

  it('1.7 Control follows the removal', () => {
    const s0 = position({}, (d) => put(d, 'Virginia', { britishRegular: 1, continental: 1, militiaActive: 1 }));
    expect(s0.spaces.Virginia.control).toBe('rebellion');
    const s = arrange(s0, (d) => removeAsCasualties(d, 'Virginia', 'continental'));
    expect(s.spaces.Virginia.control).toBe(null);
  });
});
