import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { PROVINCES } from '../../../../src/data/map';
import { canGather, indiansGather, gatherCost } from '../../../../src/rules/commands/indians/gather';
import { FREE, FULL, isListed, kind, lead, LIMITED, listed, play, put, startCommand } from '../../../../src/testing';
import { board, emptyBoard, I } from './helpers';

describe('3.4.1 Indian Gather', () => {
  it('3.4.1 Gather: only Provinces at Neutral, Passive Support or Passive Opposition (never Cities or the West Indies, 1.4.2)', () => {
    const s = board((d) => {
      d.spaces.Massachusetts.support = 2;
      d.spaces.Virginia.support = -2;
      d.spaces.NewYork.support = -1;
      d.spaces.Pennsylvania.support = 1;
    });
    const t = startCommand(s, 'indians', 'gather');
    expect(pending(t)).toMatchObject({ faction: 'indians', kind: 'indiansGather', rule: '3.4.1' });
    const expected = PROVINCES.filter((p) => p !== 'Massachusetts' && p !== 'Virginia');
    expect(legalActions(t)).toEqual(expected.map((space) => I.sel(space)));
    expect(canGather(s, 'Boston')).toBe(false);
    expect(canGather(s, 'WestIndies')).toBe(false);
    expect(canGather(s, 'Massachusetts')).toBe(false);
    expect(canGather(s, 'NewYork')).toBe(true);
  });

  it('3.4.1 Gather: one Resource per Province, 0 for the first Indian Reserve Province', () => {
    let s = startCommand(emptyBoard({ indians: 5 }), 'indians', 'gather');
    s = play(s, I.sel('Massachusetts'), I.placeWP('Massachusetts'));
    expect(s.resources.indians).toBe(4);
    s = play(s, I.sel('Quebec'), I.placeWP('Quebec'));
    expect(s.resources.indians).toBe(4);
    s = play(s, I.sel('Northwest'), I.placeWP('Northwest'), I.done);
    expect(s.resources.indians).toBe(3);
    expect(gatherCost({ selected: [] }, 'Florida')).toBe(0);
    expect(gatherCost({ selected: ['Quebec'] }, 'Florida')).toBe(1);
    expect(gatherCost({ selected: ['Virginia'] }, 'Florida')).toBe(0);
  });

  it('3.1 Gather: with no Resources only the free first Indian Reserve Province can be selected', () => {
    let s = startCommand(emptyBoard({ indians: 0 }), 'indians', 'gather');
    expect(legalActions(s)).toEqual(['Quebec', 'Northwest', 'Southwest', 'Florida'].map((p) => I.sel(p as never)));
    s = play(s, I.sel('Southwest'), I.placeWP('Southwest'));
    expect(legalActions(s)).toEqual([I.done]);
    expect(indiansGather.canStart(emptyBoard({ indians: 0 }), FULL)).toBe(true);
  });

  it('3.4.1 Gather: place one Available War Party, Underground (1.4.3)', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyActive: 1 });
      lead(d, 'Brant', 'Virginia');
    });
    let s = play(startCommand(s0, 'indians', 'gather'), I.sel('Virginia'));
    expect(legalActions(s)).toEqual([I.placeWP('Virginia')]);
    s = play(s, I.placeWP('Virginia'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1 });
    expect(s.available.warParty).toBe(13);
    // No Village there: the Province is done after one War Party.
    expect(listed(s, 'place')).toEqual([]);
  });

  it('3.4.1 Gather: replace two War Parties with one Village, choosing which', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, warPartyActive: 1 });
      lead(d, 'Brant', 'Virginia');
    });
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Virginia'));
    expect(legalActions(s)).toEqual([
      I.placeWP('Virginia'),
      I.village('Virginia', 'warPartyUnderground+warPartyUnderground'),
      I.village('Virginia', 'warPartyUnderground+warPartyActive'),
    ]);
    const t = play(s, I.village('Virginia', 'warPartyUnderground+warPartyActive'));
    expect(t.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 0, village: 1 });
    expect(t.available.village).toBe(11);
    expect(t.available.warParty).toBe(14);
  });

  it('1.4.2 Gather: no Village where two Forts/Villages already stand', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, patriotFort: 1, britishFort: 1 });
      lead(d, 'Brant', 'Virginia');
    });
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Virginia'));
    expect(legalActions(s)).toEqual([I.placeWP('Virginia')]);
  });

  it('3.4.1 Gather: at a Village, place Available War Parties up to the Villages there plus one', () => {
    const s0 = board((d) => put(d, 'Quebec', { village: 1 }));
    let s = play(startCommand(s0, 'indians', 'gather'), I.sel('Quebec'), I.placeWP('Quebec'));
    expect(kind(s)).toBe('indiansGather');
    expect(isListed(s, I.placeWP('Quebec'))).toBe(true);
    expect(isListed(s, I.done)).toBe(true);
    s = play(s, I.placeWP('Quebec'));
    expect(s.spaces.Quebec.pieces.warPartyUnderground).toBe(2);
    // 1 Village + 1 = 2: no third.
    expect(listed(s, 'place')).toEqual([]);
    expect(isListed(s, I.sel('Northwest'))).toBe(true);
    s = play(s, I.done);
    expect(s.resources.indians).toBe(5);
  });

  it('3.4.1 Gather: at a Village, move War Parties in from adjacent spaces and flip all there Underground', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { village: 1, warPartyActive: 1 });
      put(d, 'Quebec', { warPartyActive: 2 });
      put(d, 'Pennsylvania', { warPartyUnderground: 1 });
      put(d, 'Georgia', { warPartyUnderground: 1 }); // not adjacent
    });
    let s = play(startCommand(s0, 'indians', 'gather'), I.sel('Northwest'));
    expect(listed(s, 'move')).toEqual([
      I.move('Pennsylvania', 'Northwest', 'warPartyUnderground', 1),
      I.move('Quebec', 'Northwest', 'warPartyActive', 1),
      I.move('Quebec', 'Northwest', 'warPartyActive', 2),
    ]);
    expect(isListed(s, I.flip('Northwest'))).toBe(true);
    s = play(s, I.move('Pennsylvania', 'Northwest', 'warPartyUnderground', 1));
    // Canonical order: Pennsylvania comes before Quebec, so Quebec is still offered, then the flip.
    expect(legalActions(s)).toEqual([
      I.move('Quebec', 'Northwest', 'warPartyActive', 1),
      I.move('Quebec', 'Northwest', 'warPartyActive', 2),
      I.flip('Northwest'),
    ]);
    s = play(s, I.move('Quebec', 'Northwest', 'warPartyActive', 2), I.flip('Northwest'));
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 4, warPartyActive: 0, village: 1 });
    expect(s.spaces.Quebec.pieces.warPartyActive).toBe(0);
    expect(s.spaces.Pennsylvania.pieces.warPartyUnderground).toBe(0);
    expect(s.resources.indians).toBe(5);
  });

  it('3.4.1 Gather: flipping without moving is a choice at a Village', () => {
    const s0 = board((d) => put(d, 'Virginia', { village: 1, warPartyActive: 3 }));
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Virginia'), I.flip('Virginia'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 3, warPartyActive: 0 });
    expect(s.resources.indians).toBe(4);
  });

  it('3.4.1 Gather: no unit moves more than once', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Quebec', { village: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 2 });
    });
    let s = play(startCommand(s0, 'indians', 'gather'), I.sel('Northwest'), I.move('Pennsylvania', 'Northwest', 'warPartyUnderground', 1), I.flip('Northwest'));
    s = play(s, I.sel('Quebec'));
    // The War Party that moved into Northwest may not move on to Quebec; Northwest had no other.
    expect(listed(s, 'move')).toEqual([]);
  });

  it('1.4.1 Gather: with no War Party Available, one may be taken from elsewhere on the map', () => {
    const s0 = board((d) => {
      put(d, 'Georgia', { warPartyUnderground: 10 });
      put(d, 'Virginia', { warPartyActive: 5 });
    });
    expect(s0.available.warParty).toBe(0);
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Virginia'));
    // The Village is Available, and so is the Indian Leader: it may go along with the Village (1.10), not with a War Party from the map.
    expect(listed(s, 'place')).toEqual([
      I.placeWP('Virginia', { from: 'Georgia' }),
      I.village('Virginia', 'warPartyActive+warPartyActive'),
      I.village('Virginia', 'warPartyActive+warPartyActive+leader'),
    ]);
    const t = play(s, I.placeWP('Virginia', { from: 'Georgia' }));
    expect(t.spaces.Georgia.pieces.warPartyUnderground).toBe(9);
    expect(t.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 5 });
  });

  it('1.4.1 Gather: with no Village Available, one may be taken from elsewhere on the map', () => {
    const s0 = board((d) => {
      for (const p of ['NewYork', 'NewJersey', 'Pennsylvania', 'MarylandDelaware', 'Virginia', 'NorthCarolina'] as const) put(d, p, { village: 2 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
    });
    expect(s0.available.village).toBe(0);
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Quebec'));
    expect(listed(s, 'place').filter((a) => a.piece === 'village').map((a) => a.from)).toEqual([
      'NewYork',
      'NewJersey',
      'Pennsylvania',
      'MarylandDelaware',
      'Virginia',
      'NorthCarolina',
    ]);
    const t = play(s, I.village('Quebec', 'warPartyUnderground+warPartyUnderground', { from: 'NewJersey' }));
    expect(t.spaces.NewJersey.pieces.village).toBe(1);
    expect(t.spaces.Quebec.pieces).toMatchObject({ village: 1, warPartyUnderground: 0 });
  });

  it('1.10 Cornplanter: Gather builds a Village for one War Party in his space', () => {
    const s0 = board((d) => {
      put(d, 'Southwest', { warPartyUnderground: 1, warPartyActive: 1 });
      lead(d, 'Cornplanter', 'Southwest');
    });
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Southwest'));
    expect(listed(s, 'place')).toEqual([I.placeWP('Southwest'), I.village('Southwest', 'warPartyUnderground'), I.village('Southwest', 'warPartyActive')]);
    const t = play(s, I.village('Southwest', 'warPartyActive'));
    expect(t.spaces.Southwest.pieces).toMatchObject({ village: 1, warPartyUnderground: 1, warPartyActive: 0 });
    // Elsewhere two War Parties are still needed.
    const u = play(startCommand(board((d) => {
      put(d, 'Florida', { warPartyUnderground: 1 });
      lead(d, 'Cornplanter', 'Southwest');
      put(d, 'Southwest', { warPartyUnderground: 1 });
    }), 'indians', 'gather'), I.sel('Florida'));
    expect(listed(u, 'place')).toEqual([I.placeWP('Florida')]);
  });

  it('1.10 Gather: an Available Indian Leader may be placed along with a War Party from Available', () => {
    const s0 = board((d) => lead(d, 'Brant', 'available'));
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Quebec'));
    expect(legalActions(s)).toEqual([I.placeWP('Quebec'), I.placeWP('Quebec', { option: 'leader' })]);
    const t = play(s, I.placeWP('Quebec', { option: 'leader' }));
    expect(t.leaders.indians.at).toBe('Quebec');
  });

  it('1.10 Gather: an Available Indian Leader may be placed along with a Village from Available', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2 });
      lead(d, 'Brant', 'available');
    });
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Virginia'));
    // 1.10: the Leader may join any piece placed from Available, a Village as well as a War Party.
    expect(legalActions(s)).toEqual([
      I.placeWP('Virginia'),
      I.placeWP('Virginia', { option: 'leader' }),
      I.village('Virginia', 'warPartyUnderground+warPartyUnderground'),
      I.village('Virginia', 'warPartyUnderground+warPartyUnderground+leader'),
    ]);
    const t = play(s, I.village('Virginia', 'warPartyUnderground+warPartyUnderground+leader'));
    expect(t.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 0, village: 1 });
    expect(t.available.village).toBe(11);
    expect(t.leaders.indians).toEqual({ leader: 'Brant', at: 'Virginia' });
    expect(kind(t)).toBe('indiansGather');
    // Without the option, the Leader stays Available.
    const u = play(s, I.village('Virginia', 'warPartyUnderground+warPartyUnderground'));
    expect(u.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 0, village: 1 });
    expect(u.leaders.indians.at).toBe('available');
  });

  it('1.10 Gather: a Village taken from the map (none Available) cannot bring the Available Leader', () => {
    const s0 = board((d) => {
      for (const p of ['NewYork', 'NewJersey', 'Pennsylvania', 'MarylandDelaware', 'Virginia', 'NorthCarolina'] as const) put(d, p, { village: 2 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
      lead(d, 'Brant', 'available');
    });
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Quebec'));
    // 1.10 speaks of pieces from the Available Forces box only.
    expect(listed(s, 'place').filter((a) => a.piece === 'village' && a.option!.endsWith('+leader'))).toEqual([]);
  });

  it('1.10 Gather: the Indian Leader may follow War Parties moving in to a Village', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
      lead(d, 'Brant', 'Quebec');
    });
    const s = play(startCommand(s0, 'indians', 'gather'), I.sel('Northwest'), I.move('Quebec', 'Northwest', 'warPartyUnderground', 1, 'leader'));
    expect(s.leaders.indians.at).toBe('Northwest');
  });

  it('1.10 Gather: a Leader left without Indian pieces (War Party taken from the map) must be moved by the Indians', () => {
    const s0 = board((d) => {
      put(d, 'Georgia', { warPartyUnderground: 14 });
      put(d, 'Florida', { warPartyUnderground: 1 });
      lead(d, 'Brant', 'Florida');
    });
    let s = play(startCommand(s0, 'indians', 'gather'), I.sel('Virginia'), I.placeWP('Virginia', { from: 'Florida' }));
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'leaderAlone' });
    expect(s.leaders.indians.at).toBe('available');
    s = play(s, { faction: 'indians', type: 'moveLeader', to: 'Virginia' });
    expect(s.leaders.indians.at).toBe('Virginia');
    expect(kind(s)).toBe('indiansGather');
  });

  it('2.3.5 Limited Gather: one Province only', () => {
    let s = startCommand(emptyBoard(), 'indians', 'gather', LIMITED);
    s = play(s, I.sel('Quebec'), I.placeWP('Quebec'));
    expect(legalActions(s)).toEqual([I.done]);
  });

  it('3.1.2 free Gather: costs nothing', () => {
    let s = startCommand(emptyBoard({ indians: 0 }), 'indians', 'gather', FREE);
    expect(listed(s, 'selectSpace')).toHaveLength(PROVINCES.length);
    s = play(s, I.sel('Virginia'), I.placeWP('Virginia'), I.sel('NewYork'), I.placeWP('NewYork'), I.done);
    expect(s.resources.indians).toBe(0);
    expect(s.spaces.NewYork.pieces.warPartyUnderground).toBe(1);
  });

  it('3.4.1 Gather: every Province once, then back to the card (the Command frame pops itself)', () => {
    let s = startCommand(emptyBoard(), 'indians', 'gather');
    s = play(s, I.sel('Virginia'), I.placeWP('Virginia'));
    expect(isListed(s, I.sel('Virginia'))).toBe(false);
    s = play(s, I.done);
    expect(s.stack.some((f) => f.kind === 'indiansGather')).toBe(false);
    expect(s.log.some((l) => l.rule === '3.4.1' && l.faction === 'indians')).toBe(true);
  });
});
