/**
 * 8.1 No voluntary removal: a Non-Player never takes its own pieces from the map to place them when
 * none of the kind is Available (the 1.4.1 map sources): not in its Commands (Patriot Rally, British
 * Muster, Indian Gather), not in an Event's `place`. The same positions with the Faction human still
 * offer them.
 */
import { describe, expect, it } from 'vitest';
import type { Faction } from '../../../src/data/ids';
import { placementSources } from '../../../src/rules/procedures/placement';
import { startCommand } from '../../../src/testing/builders';
import { choices, lead, logSince, play, position, put, spacesOf } from '../../../src/testing/kit';
import { at, ev, expectEventDone } from '../../helpers/events';

describe('8.1 No voluntary removal', () => {
  it('Patriot Rally with no Militia Available: Militia from the map for a human, none for a Non-Player', () => {
    // 8.1, 1.4.1
    const rally = (nonPlayers: Faction[]) =>
      startCommand(
        position({ game: { nonPlayers }, resources: 5 }, (d) => {
          put(d, 'NewYork', { militiaUnderground: 10 });
          put(d, 'NorthCarolina', { militiaActive: 5 });
          lead(d, 'Washington', 'NewYork');
        }),
        'patriots',
        'rally',
      );
    const human = rally([]);
    expect(human.available.militia).toBe(0);
    expect(spacesOf(human, 'selectSpace')).toContain('Virginia');
    expect(choices(play(human, { faction: 'patriots', type: 'selectSpace', space: 'NewYork' }))).toEqual([
      { type: 'place', space: 'NewYork', from: 'NorthCarolina', piece: 'militiaActive', count: 1 },
      { type: 'place', space: 'NewYork', piece: 'patriotFort' },
    ]);
    // The Non-Player can only replace its own units with a Fort from Available where it has them.
    const np = rally(['patriots']);
    expect(spacesOf(np, 'selectSpace')).toEqual(['NewYork', 'NorthCarolina']);
    expect(choices(play(np, { faction: 'patriots', type: 'selectSpace', space: 'NewYork' }))).toEqual([{ type: 'place', space: 'NewYork', piece: 'patriotFort' }]);
  });

  it('British Muster with no Tory Available: Tories from the map for a human, none for a Non-Player', () => {
    // 8.1, 1.4.1
    const muster = (nonPlayers: Faction[]) =>
      play(
        startCommand(
          position({ game: { nonPlayers }, resources: 5 }, (d) => {
            put(d, 'NewYork', { tory: d.available.tory });
            put(d, 'Boston', { britishRegular: 2 });
          }),
          'british',
          'muster',
        ),
        { faction: 'british', type: 'selectSpace', space: 'Boston' },
      );
    expect(choices(muster([]))).toEqual([0, 1, 2].map((count) => ({ type: 'place', space: 'Boston', piece: 'tory', count })));
    expect(choices(muster(['british']))).toEqual([{ type: 'place', space: 'Boston', piece: 'tory', count: 0 }]);
  });

  it('Indian Gather with no War Party Available: a War Party from the map for a human, none for a Non-Player', () => {
    // 8.1, 1.4.1
    const gather = (nonPlayers: Faction[]) =>
      startCommand(
        position({ game: { nonPlayers }, resources: 5 }, (d) => {
          put(d, 'Georgia', { warPartyUnderground: 10 });
          put(d, 'Virginia', { warPartyActive: 5 });
        }),
        'indians',
        'gather',
      );
    const village = (option: string) => ({ type: 'place', space: 'Virginia', piece: 'village', option });
    const human = play(gather([]), { faction: 'indians', type: 'selectSpace', space: 'Virginia' });
    expect(choices(human)).toEqual([
      { type: 'place', space: 'Virginia', piece: 'warParty', from: 'Georgia' },
      village('warPartyActive+warPartyActive'),
      village('warPartyActive+warPartyActive+leader'),
    ]);
    const np = gather(['indians']);
    // Only where a Village can replace War Parties already there.
    expect(spacesOf(np, 'selectSpace')).toEqual(['Virginia', 'Georgia']);
    expect(choices(play(np, { faction: 'indians', type: 'selectSpace', space: 'Virginia' }))).toEqual([
      village('warPartyActive+warPartyActive'),
      village('warPartyActive+warPartyActive+leader'),
    ]);
  });

  it('the map sources (placementSources) are empty for a Non-Player\'s own pieces only', () => {
    // 8.1: the Faction placing is the pieces' owner; others keep theirs.
    const s = position({ game: { nonPlayers: ['indians'] } }, (d) => {
      put(d, 'Georgia', { warPartyUnderground: d.available.warParty });
      put(d, 'NewYork', { tory: d.available.tory });
    });
    expect(placementSources(s, 'warPartyUnderground', 'Virginia')).toEqual([]);
    expect(placementSources(s, 'tory', 'Virginia')).toEqual(['NewYork']);
  });

  it('an Event placing the Non-Player\'s own pieces: the last Available Militia only, none taken from the map (#4 shaded)', () => {
    // 8.1, 1.4.1, 5.1.3: two Forts in Massachusetts (no room for a third), one Militia and no War Party Available.
    const start = (nonPlayers: Faction[]) =>
      at(4, 'patriots', { game: { nonPlayers } }, (d) => {
        put(d, 'Massachusetts', { britishFort: 1, village: 1 });
        put(d, 'Quebec', { warPartyUnderground: d.available.warParty });
        put(d, 'NewYork', { militiaUnderground: d.available.militia - 1 });
      });
    // A human may take its Militia from New York, or stop.
    expect(choices(play(start([]), ev('patriots', 'shaded')))).toEqual([{ type: 'place', space: 'Massachusetts', from: 'NewYork', piece: 'militiaUnderground' }, { type: 'done' }]);
    const s0 = start(['patriots']);
    // 1.10: then the Available Washington may enter with the Militia (the Patriots' Leader decision); he stays Available.
    const s = play(s0, ev('patriots', 'shaded'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 1 });
    expect(s.spaces.NewYork.pieces.militiaUnderground).toBe(s0.spaces.NewYork.pieces.militiaUnderground);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #4 The Penobscot Expedition (shaded)',
      '#4 The Penobscot Expedition (shaded): 1 Underground Militia placed in Massachusetts',
      'George Washington stays Available',
    ]);
  });
});
