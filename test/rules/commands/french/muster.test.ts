import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import type { SpaceId } from '../../../../src/data/ids';
import { frenchMuster } from '../../../../src/rules/commands/french/muster';
import { arrange, FREE, FULL, kind, play, put, startCommand } from '../../../../src/testing';
import { afterTreaty, emptyBoard } from './helpers';

const sel = (space: SpaceId) => ({ faction: 'french', type: 'selectSpace', space }) as const;
const placeR = (space: SpaceId, count: number) => ({ faction: 'french', type: 'place', space, piece: 'frenchRegular', count }) as const;
const FORT = (space: SpaceId) => ({ faction: 'french', type: 'replace', space, piece: 'patriotFort' }) as const;
const DONE = { faction: 'french', type: 'done' } as const;

/** Rebellion Control in Boston (City), Massachusetts (Colony) and Quebec (Reserve); British in New York. Rochambeau in Massachusetts. */
function board(resources = {}, available = 8) {
  return arrange(afterTreaty(resources, available), (d) => {
    put(d, 'Boston', { militiaUnderground: 1 });
    put(d, 'Massachusetts', { continental: 2 });
    put(d, 'Quebec', { militiaUnderground: 1 });
    put(d, 'NewYork', { militiaUnderground: 1 });
    put(d, 'NewYork', { tory: 2 });
  });
}

describe('3.5.3 French Muster', () => {
  it('3.5.3 Muster: not before the Treaty of Alliance', () => {
    expect(frenchMuster.canStart(emptyBoard({ french: 10 }), FULL)).toBe(false);
    expect(frenchMuster.canStart(emptyBoard({ french: 10 }), FREE)).toBe(false);
    expect(frenchMuster.canStart(board({ french: 10 }), FULL)).toBe(true);
  });

  it('3.5.3 Muster: costs two Resources', () => {
    expect(frenchMuster.canStart(board({ french: 1 }), FULL)).toBe(false);
    expect(frenchMuster.canStart(board({ french: 1 }), FREE)).toBe(true);
    const s = play(startCommand(board({ french: 2 }), 'french', 'muster'), sel('Boston'));
    expect(s.resources.french).toBe(0);
  });

  it('3.5.3 Muster selects a single Rebellion-Controlled Colony or City, or the West Indies box', () => {
    const s = startCommand(board(), 'french', 'muster');
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchMuster', rule: '3.5.3' });
    expect(legalActions(s)).toEqual([sel('Boston'), sel('Massachusetts'), sel('WestIndies')]);
  });

  it('3.5.3 Muster: place up to four Regulars from Available', () => {
    const s = play(startCommand(board({ french: 4 }), 'french', 'muster'), sel('Massachusetts'));
    expect(legalActions(s)).toEqual([0, 1, 2, 3, 4].map((n) => placeR('Massachusetts', n)));
    const t = play(s, placeR('Massachusetts', 4));
    expect(t.spaces.Massachusetts.pieces.frenchRegular).toBe(4);
    expect(t.available.frenchRegular).toBe(4);
    expect(t.resources.french).toBe(2);
  });

  it('1.4.1 Muster: only Available Regulars, never from the map or Unavailable', () => {
    const s = arrange(board({}, 3), (d) => put(d, 'Boston', { frenchRegular: 2 }));
    expect(s.available.frenchRegular).toBe(1);
    const t = play(startCommand(s, 'french', 'muster'), sel('Massachusetts'));
    expect(legalActions(t)).toEqual([placeR('Massachusetts', 0), placeR('Massachusetts', 1)]);
  });

  it('2.3.4 Muster: executed without effect when no Regular is Available', () => {
    const s = board({ french: 3 }, 0);
    const t = play(startCommand(s, 'french', 'muster'), sel('WestIndies'));
    expect(legalActions(t)).toEqual([placeR('WestIndies', 0)]);
    const u = play(t, placeR('WestIndies', 0));
    expect(kind(u)).toBe('eligibleOptions');
    expect(u.resources.french).toBe(1);
  });

  it('1.4.2 Muster: French Regulars in the West Indies; no Patriot Fort there', () => {
    const s = arrange(board(), (d) => void (d.leaders.french.at = 'Massachusetts', put(d, 'Massachusetts', { frenchRegular: 1 })));
    const t = play(startCommand(s, 'french', 'muster'), sel('WestIndies'), placeR('WestIndies', 3));
    expect(t.spaces.WestIndies.pieces.frenchRegular).toBe(3);
    expect(t.spaces.WestIndies.control).toBe('rebellion');
    // No Fort step in the West Indies: the Muster is over.
    expect(kind(t)).toBe('eligibleOptions');
  });

  it('3.5.3 Muster: replace two French Regulars with a Patriot Fort; the Patriots pay one Resource', () => {
    const s = arrange(board({ french: 5, patriots: 3 }), (d) => void (d.leaders.french.at = 'Boston', put(d, 'Boston', { frenchRegular: 1 })));
    const t = play(startCommand(s, 'french', 'muster'), sel('Massachusetts'), placeR('Massachusetts', 3));
    expect(legalActions(t)).toEqual([FORT('Massachusetts'), DONE]);
    const u = play(t, FORT('Massachusetts'));
    expect(u.spaces.Massachusetts.pieces).toMatchObject({ frenchRegular: 1, patriotFort: 1, continental: 2 });
    expect(u.available.frenchRegular).toBe(s.available.frenchRegular - 3 + 2);
    expect(u.available.patriotFort).toBe(s.available.patriotFort - 1);
    expect(u.resources).toMatchObject({ french: 3, patriots: 2 });
    expect(kind(u)).toBe('eligibleOptions');
    const v = play(t, DONE);
    expect(v.spaces.Massachusetts.pieces).toMatchObject({ frenchRegular: 3, patriotFort: 0 });
    expect(v.resources.patriots).toBe(3);
  });

  it('3.5.3 Muster: Regulars already in the space may be replaced', () => {
    const s = arrange(board(), (d) => void (d.leaders.french.at = 'Boston', put(d, 'Boston', { frenchRegular: 2 })));
    const t = play(startCommand(s, 'french', 'muster'), sel('Boston'), placeR('Boston', 0));
    expect(legalActions(t)).toEqual([FORT('Boston'), DONE]);
  });

  it('3.5.3 Muster: no Fort if the Patriots have no Resources', () => {
    const s = arrange(board({ patriots: 0 }), (d) => void (d.leaders.french.at = 'Boston', put(d, 'Boston', { frenchRegular: 1 })));
    const t = play(startCommand(s, 'french', 'muster'), sel('Massachusetts'), placeR('Massachusetts', 4));
    expect(kind(t)).toBe('eligibleOptions');
    expect(t.spaces.Massachusetts.pieces.patriotFort).toBe(0);
  });

  it('1.4.2 Muster: no Fort where two Forts/Villages already stand, nor with none Available', () => {
    const full = arrange(board(), (d) => {
      d.leaders.french.at = 'Boston';
      put(d, 'Boston', { frenchRegular: 1 });
      put(d, 'Massachusetts', { patriotFort: 1 });
      put(d, 'Massachusetts', { village: 1 });
    });
    expect(kind(play(startCommand(full, 'french', 'muster'), sel('Massachusetts'), placeR('Massachusetts', 4)))).toBe('eligibleOptions');
    const none = arrange(board(), (d) => {
      d.leaders.french.at = 'Boston';
      put(d, 'Boston', { frenchRegular: 1 });
      for (const space of ['Virginia', 'NorthCarolina', 'SouthCarolina', 'Georgia'] as const)
        put(d, space, { patriotFort: Math.min(2, d.available.patriotFort) });
    });
    expect(kind(play(startCommand(none, 'french', 'muster'), sel('Massachusetts'), placeR('Massachusetts', 4)))).toBe('eligibleOptions');
  });

  it('3.1.2 Muster: free, nobody pays (the Patriots not even for the Fort)', () => {
    const s = arrange(board({ french: 0, patriots: 0 }), (d) => void (d.leaders.french.at = 'Boston', put(d, 'Boston', { frenchRegular: 1 })));
    const t = play(startCommand(s, 'french', 'muster', { free: true }), sel('Massachusetts'), placeR('Massachusetts', 2), FORT('Massachusetts'));
    expect(t.resources).toMatchObject({ french: 0, patriots: 0 });
    expect(t.spaces.Massachusetts.pieces).toMatchObject({ frenchRegular: 0, patriotFort: 1 });
  });

  it('2.3.5 Muster: Limited is the same one space', () => {
    const s = startCommand(board(), 'french', 'muster', { limited: true });
    expect(legalActions(s)).toEqual([sel('Boston'), sel('Massachusetts'), sel('WestIndies')]);
  });

  it('1.10 Muster: Rochambeau in Available may be placed with the Regulars', () => {
    const s = play(startCommand(board(), 'french', 'muster'), sel('Boston'), placeR('Boston', 2));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchCommandLeader' });
    expect(legalActions(s)).toEqual([
      { faction: 'french', type: 'moveLeader', to: 'Boston' },
      { faction: 'french', type: 'done' },
    ]);
    const t = play(s, { faction: 'french', type: 'moveLeader', to: 'Boston' });
    expect(t.leaders.french.at).toBe('Boston');
    // Then the Fort decision of the Muster.
    expect(legalActions(t)).toEqual([FORT('Boston'), DONE]);
    // Placing no Regular places no Leader.
    const u = play(startCommand(board(), 'french', 'muster'), sel('Boston'), placeR('Boston', 0));
    expect(kind(u)).toBe('eligibleOptions');
    expect(u.leaders.french.at).toBe('available');
  });

  it('1.10 Muster: a Fort that leaves Rochambeau alone sends him to French pieces or Available', () => {
    const s = arrange(board(), (d) => {
      put(d, 'Boston', { frenchRegular: 2 });
      put(d, 'NewYork', { frenchRegular: 1 });
      d.leaders.french.at = 'Boston';
    });
    const t = play(startCommand(s, 'french', 'muster'), sel('Boston'), placeR('Boston', 0), FORT('Boston'));
    expect(t.spaces.Boston.pieces).toMatchObject({ frenchRegular: 0, patriotFort: 1 });
    expect(t.leaders.french.at).toBe('available');
    // 1.10: the shared Leader-alone decision.
    expect(pending(t)).toMatchObject({ faction: 'french', kind: 'leaderAlone', rule: '1.10' });
    expect(legalActions(t)).toEqual([
      { faction: 'french', type: 'moveLeader', to: 'NewYork' },
      { faction: 'french', type: 'moveLeader', to: 'available' },
    ]);
    expect(play(t, { faction: 'french', type: 'moveLeader', to: 'NewYork' }).leaders.french.at).toBe('NewYork');
  });
});
