import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { legalActions, pending } from '../../../../src/game/machine';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId } from '../../../../src/data/ids';
import { frenchMarch, frenchMarchReach } from '../../../../src/rules/commands/french/march';
import { arrange, FREE, FULL, kind, listed, play, put, startCommand } from '../../../../src/testing';
import { afterTreaty, emptyBoard } from './helpers';

const sel = (space: SpaceId) => ({ faction: 'french', type: 'selectSpace', space }) as const;
const regs = (from: SpaceId, to: SpaceId, count: number) => ({ faction: 'french', type: 'move', from, to, piece: 'frenchRegular', count }) as const;
const conts = (from: SpaceId, to: SpaceId, count: number) => ({ faction: 'french', type: 'move', from, to, piece: 'continental', count }) as const;
const DONE = { faction: 'french', type: 'done' } as const;

function board(recipe: (d: Draft<GameState>) => void, resources: Partial<GameState['resources']> = {}): GameState {
  return arrange(afterTreaty({ french: 5, patriots: 5, ...resources }), recipe);
}

describe('3.5.4 French March', () => {
  it('3.5.4 March: not before the Treaty of Alliance', () => {
    const before = arrange(emptyBoard({ french: 5 }), (d) => {
      d.spaces.Massachusetts.pieces.frenchRegular = 2;
      d.unavailable.frenchRegular -= 2;
      put(d, 'NewHampshire', { militiaUnderground: 1 });
      d.leaders.french.at = 'Massachusetts';
    });
    expect(frenchMarch.canStart(before, FULL)).toBe(false);
    expect(frenchMarch.canStart(before, FREE)).toBe(false);
    expect(frenchMarch.canStart(arrange(before, (d) => void (d.treatyOfAlliance = true)), FULL)).toBe(true);
  });

  it('3.5.4 March: into an adjacent space containing a Patriot piece; pay one Resource per destination', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 3 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
    });
    const s = startCommand(s0, 'french', 'march');
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchMarch', rule: '3.5.4' });
    expect(legalActions(s)).toEqual([sel('NewHampshire')]);
    const t = play(s, sel('NewHampshire'));
    expect(t.resources.french).toBe(4);
    expect(legalActions(t)).toEqual([regs('Massachusetts', 'NewHampshire', 1), regs('Massachusetts', 'NewHampshire', 2), regs('Massachusetts', 'NewHampshire', 3)]);
    const u = play(t, regs('Massachusetts', 'NewHampshire', 2));
    // A group moves as one: no second group from Massachusetts to New Hampshire.
    expect(legalActions(u)).toEqual([DONE]);
    const v = play(u, DONE);
    expect(v.spaces.NewHampshire.pieces).toMatchObject({ frenchRegular: 2, militiaUnderground: 1 });
    expect(v.spaces.Massachusetts.pieces.frenchRegular).toBe(1);
    expect(v.spaces.NewHampshire.control).toBe('rebellion');
    expect(v.resources).toMatchObject({ french: 4, patriots: 5 });
    expect(kind(v)).toBe('eligibleOptions');
  });

  it('3.5.4 March: needs one French Resource (none when free)', () => {
    const s = board(
      (d) => {
        put(d, 'Massachusetts', { frenchRegular: 3 });
        put(d, 'NewHampshire', { militiaUnderground: 1 });
      },
      { french: 0 },
    );
    expect(frenchMarch.canStart(s, FULL)).toBe(false);
    expect(frenchMarch.canStart(s, FREE)).toBe(true);
  });

  it('3.5.4 March: without Continentals, no space lacking Patriot pieces; no March from or to the West Indies', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 3 });
      put(d, 'WestIndies', { frenchRegular: 3 });
    });
    expect(frenchMarch.canStart(s, FULL)).toBe(false);
    expect(frenchMarchReach(s, 'WestIndies', 'Massachusetts')).toBe(false);
    expect(frenchMarchReach(s, 'Massachusetts', 'WestIndies')).toBe(false);
  });

  it('3.5.4 March: Continentals accompany French Regulars 1 for 1 into any space; the Patriots pay one Resource', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 3 });
      put(d, 'Massachusetts', { continental: 2 });
      put(d, 'ConnecticutRhodeIsland', { tory: 1 });
    });
    const s = startCommand(s0, 'french', 'march');
    expect(legalActions(s)).toEqual([sel('Boston'), sel('NewHampshire'), sel('ConnecticutRhodeIsland'), sel('NewYork')]);
    const t = play(s, sel('NewYork'), regs('Massachusetts', 'NewYork', 3));
    // The destination has no Patriot piece: at least one Continental must come along, at most 2 (those there).
    expect(legalActions(t)).toEqual([conts('Massachusetts', 'NewYork', 1), conts('Massachusetts', 'NewYork', 2)]);
    const u = play(t, conts('Massachusetts', 'NewYork', 1));
    expect(u.spaces.NewYork.pieces).toMatchObject({ frenchRegular: 3, continental: 1 });
    expect(u.spaces.Massachusetts.pieces).toMatchObject({ frenchRegular: 0, continental: 1 });
    expect(u.resources).toMatchObject({ french: 4, patriots: 4 });
    expect(legalActions(u)).toEqual([DONE]);
  });

  it('3.5.4 March: Continentals never outnumber the Regulars they accompany, and are optional where Patriots are', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'Massachusetts', { continental: 4 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
    });
    const t = play(startCommand(s, 'french', 'march'), sel('NewHampshire'), regs('Massachusetts', 'NewHampshire', 1));
    expect(legalActions(t)).toEqual([conts('Massachusetts', 'NewHampshire', 0), conts('Massachusetts', 'NewHampshire', 1)]);
    const u = play(t, conts('Massachusetts', 'NewHampshire', 0));
    expect(u.resources.patriots).toBe(5);
    expect(u.spaces.NewHampshire.pieces.continental).toBe(0);
  });

  it('3.5.4 March: the Patriots pay once per destination that Continentals enter', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'Massachusetts', { continental: 2 });
      put(d, 'ConnecticutRhodeIsland', { frenchRegular: 2 });
      put(d, 'ConnecticutRhodeIsland', { continental: 2 });
      put(d, 'NewJersey', { frenchRegular: 1 });
      put(d, 'NewJersey', { continental: 1 });
    });
    const t = play(
      startCommand(s, 'french', 'march'),
      sel('NewYork'),
      regs('Massachusetts', 'NewYork', 2),
      conts('Massachusetts', 'NewYork', 2),
    );
    expect(t.resources).toMatchObject({ french: 4, patriots: 4 });
    // New York now holds Patriot pieces: a second group may come without Continentals, and with them costs nothing more.
    const u = play(t, regs('ConnecticutRhodeIsland', 'NewYork', 2));
    expect(legalActions(u)).toEqual([0, 1, 2].map((n) => conts('ConnecticutRhodeIsland', 'NewYork', n)));
    const v = play(u, conts('ConnecticutRhodeIsland', 'NewYork', 1));
    expect(v.resources).toMatchObject({ french: 4, patriots: 4 });
    // A second destination: the French pay again, and the Patriots pay again when Continentals enter it.
    const w = play(v, sel('Pennsylvania'), regs('NewJersey', 'Pennsylvania', 1));
    expect(legalActions(w)).toEqual([conts('NewJersey', 'Pennsylvania', 1)]);
    const x = play(w, conts('NewJersey', 'Pennsylvania', 1), DONE);
    expect(x.resources).toMatchObject({ french: 3, patriots: 3 });
    expect(x.spaces.NewYork.pieces).toMatchObject({ frenchRegular: 4, continental: 3 });
    expect(x.spaces.ConnecticutRhodeIsland.pieces).toMatchObject({ frenchRegular: 0, continental: 1 });
    expect(x.spaces.Pennsylvania.pieces).toMatchObject({ frenchRegular: 1, continental: 1 });
  });

  it('3.5.4 March: no Continentals when the Patriots cannot pay', () => {
    const s = board(
      (d) => {
        put(d, 'Massachusetts', { frenchRegular: 2 });
        put(d, 'Massachusetts', { continental: 2 });
        put(d, 'NewHampshire', { militiaUnderground: 1 });
      },
      { patriots: 0 },
    );
    const t = startCommand(s, 'french', 'march');
    // Only New Hampshire (Patriot piece there): Continentals cannot pay for any other destination.
    expect(legalActions(t)).toEqual([sel('NewHampshire')]);
    const u = play(t, sel('NewHampshire'), regs('Massachusetts', 'NewHampshire', 2));
    // No Continental step: straight back to the March.
    expect(legalActions(u)).toEqual([DONE]);
    expect(u.spaces.NewHampshire.pieces.continental).toBe(0);
  });

  it('3.5.4 March: from in or next to a Rebellion Controlled City to another such City or a Province next to it', () => {
    const s0 = board((d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'Philadelphia', { militiaUnderground: 1 });
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'Pennsylvania', { militiaUnderground: 1 });
      put(d, 'NewJersey', { militiaUnderground: 1 });
      put(d, 'Virginia', { militiaUnderground: 1 });
    });
    expect(legalActions(startCommand(s0, 'french', 'march'))).toEqual([sel('Boston'), sel('Philadelphia'), sel('NewJersey'), sel('Pennsylvania')]);
    const t = play(startCommand(s0, 'french', 'march'), sel('Pennsylvania'), regs('Massachusetts', 'Pennsylvania', 2), DONE);
    expect(t.spaces.Pennsylvania.pieces.frenchRegular).toBe(2);
    // A British Controlled Philadelphia breaks the sea route.
    const british = arrange(s0, (d) => put(d, 'Philadelphia', { britishRegular: 2 }));
    expect(legalActions(startCommand(british, 'french', 'march'))).toEqual([sel('Boston')]);
    // Blockades do not hinder the French (ruling: 1.9 restricts British March only).
    const blockaded = arrange(s0, (d) => void (d.spaces.Boston.blockades = 1));
    expect(frenchMarchReach(blockaded, 'Massachusetts', 'Pennsylvania')).toBe(true);
    // From the City itself.
    const fromCity = arrange(s0, (d) => {
      d.spaces.Massachusetts.pieces.frenchRegular = 0;
      d.spaces.Boston.pieces.frenchRegular = 2;
    });
    expect(frenchMarchReach(fromCity, 'Boston', 'Philadelphia')).toBe(true);
    expect(frenchMarchReach(fromCity, 'Boston', 'MarylandDelaware')).toBe(true);
    expect(frenchMarchReach(fromCity, 'Boston', 'Virginia')).toBe(false);
  });

  it('3.5.4 March: no unit moves more than once', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'NewHampshire', { frenchRegular: 1 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
      put(d, 'NewYork', { militiaUnderground: 1 });
    });
    const t = play(startCommand(s, 'french', 'march'), sel('NewHampshire'), regs('Massachusetts', 'NewHampshire', 2));
    expect(listed(t, 'selectSpace')).toEqual([sel('NewYork')]);
    const u = play(t, sel('NewYork'));
    // Only the Regular that was already in New Hampshire may go on.
    expect(legalActions(u)).toEqual([regs('NewHampshire', 'NewYork', 1)]);
    const v = play(u, regs('NewHampshire', 'NewYork', 1), DONE);
    expect(v.spaces.NewHampshire.pieces.frenchRegular).toBe(2);
    expect(v.spaces.NewYork.pieces.frenchRegular).toBe(1);
    expect(v.resources.french).toBe(3);
  });

  it('2.3.5 March: Limited, all moving pieces end in one destination', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'ConnecticutRhodeIsland', { frenchRegular: 2 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
      put(d, 'NewYork', { militiaUnderground: 1 });
    });
    const t = play(startCommand(s, 'french', 'march', { limited: true }), sel('NewYork'), regs('Massachusetts', 'NewYork', 1));
    expect(listed(t, 'selectSpace')).toEqual([]);
    expect(legalActions(t)).toEqual([regs('ConnecticutRhodeIsland', 'NewYork', 1), regs('ConnecticutRhodeIsland', 'NewYork', 2), DONE]);
    const u = play(t, regs('ConnecticutRhodeIsland', 'NewYork', 2), DONE);
    expect(u.spaces.NewYork.pieces.frenchRegular).toBe(3);
    expect(u.resources.french).toBe(4);
  });

  it('3.1 March: a further destination only with a Resource to pay for it', () => {
    const s = board(
      (d) => {
        put(d, 'Massachusetts', { frenchRegular: 2 });
        put(d, 'NewHampshire', { militiaUnderground: 1 });
        put(d, 'NewYork', { militiaUnderground: 1 });
      },
      { french: 1 },
    );
    const t = play(startCommand(s, 'french', 'march'), sel('NewYork'), regs('Massachusetts', 'NewYork', 1));
    expect(t.resources.french).toBe(0);
    expect(legalActions(t)).toEqual([DONE]);
  });

  it('3.1.2 March: free, neither the French nor the Patriots pay', () => {
    const s = board(
      (d) => {
        put(d, 'Massachusetts', { frenchRegular: 2 });
        put(d, 'Massachusetts', { continental: 2 });
        put(d, 'NewJersey', { frenchRegular: 1 });
        put(d, 'NewJersey', { continental: 1 });
      },
      { french: 0, patriots: 0 },
    );
    const t = play(
      startCommand(s, 'french', 'march', { free: true }),
      sel('NewYork'),
      regs('Massachusetts', 'NewYork', 2),
      conts('Massachusetts', 'NewYork', 2),
      sel('Pennsylvania'),
      regs('NewJersey', 'Pennsylvania', 1),
      conts('NewJersey', 'Pennsylvania', 1),
      DONE,
    );
    expect(t.resources).toMatchObject({ french: 0, patriots: 0 });
    expect(t.spaces.NewYork.pieces).toMatchObject({ frenchRegular: 2, continental: 2 });
  });

  it('1.10 March: Rochambeau may follow his Regulars, once', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 3 });
      put(d, 'NewHampshire', { frenchRegular: 1 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
      put(d, 'NewYork', { militiaUnderground: 1 });
      d.leaders.french.at = 'Massachusetts';
    });
    const t = play(startCommand(s, 'french', 'march'), sel('NewHampshire'), regs('Massachusetts', 'NewHampshire', 2));
    expect(pending(t)).toMatchObject({ faction: 'french', kind: 'frenchCommandLeader', rule: '1.10' });
    expect(legalActions(t)).toEqual([
      { faction: 'french', type: 'moveLeader', to: 'NewHampshire' },
      { faction: 'french', type: 'done' },
    ]);
    const stays = play(t, { faction: 'french', type: 'done' });
    expect(stays.leaders.french.at).toBe('Massachusetts');
    const u = play(t, { faction: 'french', type: 'moveLeader', to: 'NewHampshire' });
    expect(u.leaders.french.at).toBe('NewHampshire');
    // The Regular that started in New Hampshire marches on: Rochambeau has moved already.
    const v = play(u, sel('NewYork'), regs('NewHampshire', 'NewYork', 1));
    expect(kind(v)).toBe('frenchMarch');
    expect(v.leaders.french.at).toBe('NewHampshire');
  });

  it('1.10 March: Rochambeau left without French pieces goes to a space with French pieces or Available', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
      put(d, 'WestIndies', { frenchRegular: 1 });
      d.leaders.french.at = 'Massachusetts';
    });
    const t = play(startCommand(s, 'french', 'march'), sel('NewHampshire'), regs('Massachusetts', 'NewHampshire', 2));
    expect(t.leaders.french.at).toBe('available');
    expect(legalActions(t)).toEqual([
      { faction: 'french', type: 'moveLeader', to: 'NewHampshire' },
      { faction: 'french', type: 'moveLeader', to: 'WestIndies' },
      { faction: 'french', type: 'moveLeader', to: 'available' },
    ]);
    expect(play(t, { faction: 'french', type: 'moveLeader', to: 'NewHampshire' }).leaders.french.at).toBe('NewHampshire');
    expect(play(t, { faction: 'french', type: 'moveLeader', to: 'available' }).leaders.french.at).toBe('available');
  });

  it('1.10 March: Rochambeau is set aside at once when his last Regulars leave, even before their Continentals are chosen', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'Massachusetts', { continental: 2 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
      d.leaders.french.at = 'Massachusetts';
    });
    const t = play(startCommand(s, 'french', 'march'), sel('NewHampshire'), regs('Massachusetts', 'NewHampshire', 2));
    expect(kind(t)).toBe('frenchMarch');
    expect(t.leaders.french.at).toBe('available');
    const u = play(t, conts('Massachusetts', 'NewHampshire', 1));
    // 1.10: the shared Leader-alone decision, asked once the group is complete.
    expect(pending(u)).toMatchObject({ faction: 'french', kind: 'leaderAlone', rule: '1.10' });
    expect(legalActions(u)).toEqual([
      { faction: 'french', type: 'moveLeader', to: 'NewHampshire' },
      { faction: 'french', type: 'moveLeader', to: 'available' },
    ]);
    expect(play(u, { faction: 'french', type: 'moveLeader', to: 'NewHampshire' }).leaders.french.at).toBe('NewHampshire');
  });

  it('1.10 March: Washington may follow Continentals, at the Patriots\' choice (after the French decide on Rochambeau)', () => {
    const s = board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 2 });
      put(d, 'Massachusetts', { continental: 2 });
      put(d, 'Massachusetts', { militiaUnderground: 1 });
      put(d, 'NewHampshire', { militiaUnderground: 1 });
      d.leaders.french.at = 'Massachusetts';
      d.leaders.patriots.at = 'Massachusetts';
    });
    const t = play(startCommand(s, 'french', 'march'), sel('NewYork'), regs('Massachusetts', 'NewYork', 1), conts('Massachusetts', 'NewYork', 1));
    expect(pending(t)).toMatchObject({ faction: 'french', kind: 'frenchCommandLeader' });
    const u = play(t, { faction: 'french', type: 'done' });
    expect(pending(u)).toMatchObject({ faction: 'patriots', kind: 'frenchCommandLeader' });
    expect(legalActions(u)).toEqual([
      { faction: 'patriots', type: 'moveLeader', to: 'NewYork' },
      { faction: 'patriots', type: 'done' },
    ]);
    const v = play(u, { faction: 'patriots', type: 'moveLeader', to: 'NewYork' });
    expect(v.leaders).toMatchObject({ french: { at: 'Massachusetts' }, patriots: { at: 'NewYork' } });
    expect(kind(v)).toBe('frenchMarch');
    // Only French Regulars moving: Washington is not asked.
    const w = play(startCommand(s, 'french', 'march'), sel('NewHampshire'), regs('Massachusetts', 'NewHampshire', 1), conts('Massachusetts', 'NewHampshire', 0));
    expect(pending(w)?.faction).toBe('french');
    expect(kind(play(w, { faction: 'french', type: 'done' }))).toBe('frenchMarch');
  });
});
