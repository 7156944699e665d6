/**
 * 6.7 Reset Phase.
 */
import { describe, expect, it } from 'vitest';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, inRound } from './helpers';

describe('6.7 Reset Phase', () => {
  it('6.7 Raid and Propaganda removed, all Factions Eligible, Casualties to Available, Militia and War Parties Underground', () => {
    const s0 = arrange(clearMap(game('1775')), (d) => {
      put(d, 'Virginia', { militiaActive: 2, militiaUnderground: 1 });
      put(d, 'Northwest', { warPartyActive: 3, village: 1 });
      d.spaces.Virginia.propaganda = 2;
      d.spaces.NewYork.raid = 1;
      d.eligible = { british: false, patriots: true, french: false, indians: false };
      d.available.britishRegular -= 2;
      d.casualties.britishRegular = 2;
      d.available.continental -= 1;
      d.casualties.continental = 1;
      d.crc = 4;
      d.cbc = 4;
    });
    const avail = s0.available;
    // Card 99 with CRC = CBC changes nothing more.
    const s = inRound(s0, 'reset', { card: 99 });
    expect(s.spaces.Virginia.propaganda + s.spaces.NewYork.raid).toBe(0);
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
    expect(s.casualties.britishRegular + s.casualties.continental).toBe(0);
    expect(s.available.britishRegular).toBe(avail.britishRegular + 2);
    expect(s.available.continental).toBe(avail.continental + 1);
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaActive: 0, militiaUnderground: 3 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 3 });
    expect([s.crc, s.cbc]).toEqual([4, 4]);
    // The round is over: the next card is played.
    expect(decision(s)?.kind).toBe('eligibleOptions');
    expect(s.deck.played).toContain(99);
  });

  it('6.7 the Winter Quarters card Event comes after the Reset, once every Reset bullet is done', () => {
    // Card 102 with the Patriots ahead: the Fort removal decision sees the Reset already applied.
    const s0 = arrange(clearMap(game('1775')), (d) => {
      put(d, 'Virginia', { militiaActive: 2, patriotFort: 1 });
      d.eligible.british = false;
    });
    let s = inRound(s0, 'reset', { card: 102 });
    expect(decision(s)).toEqual({ kind: 'winterQuartersRemoval', faction: 'patriots' });
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(2);
    expect(s.eligible.british).toBe(true);
    s = play(s, { faction: 'patriots', type: 'remove', space: 'Virginia', piece: 'patriotFort' });
    expect(decision(s)?.kind).toBe('eligibleOptions');
  });
});
