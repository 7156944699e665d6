import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { canMarch, indiansMarch } from '../../../../src/rules/commands/indians/march';
import { FREE, FULL, isListed, kind, lead, LIMITED, listed, play, put, startCommand } from '../../../../src/testing';
import { board, I } from './helpers';

describe('3.4.2 Indian March', () => {
  it('EXAMPLE 3.4.2: two Underground War Parties March from Northwest to Rebellion-Controlled New York with two Militia and flip Active', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'NewYork', { militiaUnderground: 2 });
    });
    expect(s0.spaces.NewYork.control).toBe('rebellion');
    let s = startCommand(s0, 'indians', 'march');
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'indiansMarch', rule: '3.4.2' });
    s = play(s, I.sel('NewYork'), I.move('Northwest', 'NewYork', 'warPartyUnderground', 2));
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 2, militiaUnderground: 2 });
    expect(s.spaces.NewYork.control).toBe(null);
    s = play(s, I.done);
    // Every War Party came from an Indian Reserve: the first such destination is free.
    expect(s.resources.indians).toBe(5);
  });

  it('3.4.2 March: no Activation when the group plus Militia do not exceed 3, in a Reserve, or without Rebellion Control before the move', () => {
    const one = play(
      startCommand(board((d) => {
        put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
        put(d, 'NewYork', { militiaUnderground: 2 });
      }), 'indians', 'march'),
      I.sel('NewYork'),
      I.move('Northwest', 'NewYork', 'warPartyUnderground', 1),
    );
    expect(one.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 0 });

    const reserve = play(
      startCommand(board((d) => {
        put(d, 'NewYork', { warPartyUnderground: 3, village: 1 });
        put(d, 'Quebec', { militiaUnderground: 4 });
      }), 'indians', 'march'),
      I.sel('Quebec'),
      I.move('NewYork', 'Quebec', 'warPartyUnderground', 3),
    );
    expect(reserve.spaces.Quebec.pieces).toMatchObject({ warPartyUnderground: 3, warPartyActive: 0 });

    const britishControl = play(
      startCommand(board((d) => {
        put(d, 'Northwest', { warPartyUnderground: 3, village: 1 });
        put(d, 'NewYork', { militiaUnderground: 2, britishRegular: 3 });
      }), 'indians', 'march'),
      I.sel('NewYork'),
      I.move('Northwest', 'NewYork', 'warPartyUnderground', 3),
    );
    expect(britishControl.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 3, warPartyActive: 0 });
  });

  it('3.4.2 March: Control is judged before each group moves; the whole group (Active members included) counts', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 1, warPartyActive: 1, village: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 2, village: 1 });
      put(d, 'NewYork', { militiaUnderground: 2 });
    });
    let s = play(startCommand(s0, 'indians', 'march'), I.sel('NewYork'), I.move('Northwest', 'NewYork', 'warPartyUnderground', 1));
    // 1 + 2 Militia = 3: not yet.
    expect(s.spaces.NewYork.pieces.warPartyActive).toBe(0);
    // The group goes on with its Active War Party (only right after its Underground ones).
    expect(listed(s, 'move')[0]).toEqual(I.move('Northwest', 'NewYork', 'warPartyActive', 1));
    s = play(s, I.move('Northwest', 'NewYork', 'warPartyActive', 1));
    // 2 + 2 = 4 > 3 and New York was Rebellion Controlled before the group moved.
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 2 });
    expect(s.spaces.NewYork.control).toBe(null);
    // Pennsylvania's group finds no Rebellion Control any more: it stays Underground.
    s = play(s, I.move('Pennsylvania', 'NewYork', 'warPartyUnderground', 2));
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 2, warPartyActive: 2 });
    // A group from Pennsylvania (a Colony): this destination costs 1.
    s = play(s, I.done);
    expect(s.resources.indians).toBe(4);
  });

  it('3.4.2 March: destinations are Provinces (not Cities) next to War Parties', () => {
    const s0 = board((d) => put(d, 'Virginia', { warPartyUnderground: 2, village: 1 }));
    const s = startCommand(s0, 'indians', 'march');
    expect(legalActions(s)).toEqual(['MarylandDelaware', 'NorthCarolina', 'Northwest', 'Southwest'].map((p) => I.sel(p as never)));
    expect(canMarch(s0, 'Norfolk')).toBe(false);
    expect(canMarch(s0, 'Northwest')).toBe(true);
  });

  it('3.4.2 March: one Resource per destination; only the first destination reached only from Reserves is free', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'Southwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'Virginia', { warPartyUnderground: 1, village: 1 });
    });
    let s = play(startCommand(s0, 'indians', 'march'), I.sel('Pennsylvania'), I.move('Northwest', 'Pennsylvania', 'warPartyUnderground', 1));
    s = play(s, I.sel('NorthCarolina'), I.move('Southwest', 'NorthCarolina', 'warPartyUnderground', 1));
    expect(s.resources.indians).toBe(5);
    s = play(s, I.sel('MarylandDelaware'), I.move('Virginia', 'MarylandDelaware', 'warPartyUnderground', 1), I.done);
    // Pennsylvania free; North Carolina 1 (second Reserve-only destination); Maryland-Delaware 1.
    expect(s.resources.indians).toBe(3);
  });

  it('3.1 March: without Resources only the free destination, and only with War Parties from Reserves', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
      put(d, 'Virginia', { warPartyUnderground: 1, village: 1 });
    }, { indians: 0 });
    let s = startCommand(s0, 'indians', 'march');
    // Destinations next to Northwest only.
    expect(legalActions(s)).toEqual(['NewYork', 'Pennsylvania', 'MarylandDelaware', 'Virginia', 'Quebec', 'Southwest'].map((p) => I.sel(p as never)));
    s = play(s, I.sel('MarylandDelaware'));
    // Virginia's War Party would cost a Resource: not offered.
    expect(listed(s, 'move')).toEqual([I.move('Northwest', 'MarylandDelaware', 'warPartyUnderground', 1)]);
    s = play(s, I.move('Northwest', 'MarylandDelaware', 'warPartyUnderground', 1));
    expect(legalActions(s)).toEqual([I.done]);
    s = play(s, I.done);
    expect(s.resources.indians).toBe(0);
    expect(indiansMarch.canStart(board((d) => put(d, 'Virginia', { warPartyUnderground: 1, village: 1 }), { indians: 0 }), FULL)).toBe(false);
  });

  it('3.4.2 March: no War Party moves more than once; unmoved ones may leave a destination', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 1, village: 1 });
    });
    let s = play(startCommand(s0, 'indians', 'march'), I.sel('Pennsylvania'), I.move('Northwest', 'Pennsylvania', 'warPartyUnderground', 2));
    s = play(s, I.sel('NewJersey'));
    // Only Pennsylvania's own (unmoved) War Party may go on.
    expect(listed(s, 'move')).toEqual([I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1)]);
  });

  it('2.3.5 Limited March: every moving War Party ends in one destination', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'NewJersey', { warPartyActive: 1, village: 1 });
    });
    let s = play(startCommand(s0, 'indians', 'march', LIMITED), I.sel('Pennsylvania'), I.move('Northwest', 'Pennsylvania', 'warPartyUnderground', 1));
    expect(listed(s, 'selectSpace')).toEqual([]);
    expect(isListed(s, I.move('NewJersey', 'Pennsylvania', 'warPartyActive', 1))).toBe(true);
    s = play(s, I.move('NewJersey', 'Pennsylvania', 'warPartyActive', 1), I.done);
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1 });
    expect(s.resources.indians).toBe(4);
  });

  it('3.1.2 free March: costs nothing', () => {
    const s0 = board((d) => put(d, 'Virginia', { warPartyUnderground: 2, village: 1 }), { indians: 0 });
    expect(indiansMarch.canStart(s0, FREE)).toBe(true);
    const s = play(startCommand(s0, 'indians', 'march', FREE), I.sel('NorthCarolina'), I.move('Virginia', 'NorthCarolina', 'warPartyUnderground', 2), I.done);
    expect(s.resources.indians).toBe(0);
    expect(s.spaces.NorthCarolina.pieces.warPartyUnderground).toBe(2);
  });

  it('1.10 March: the Indian Leader may follow a group; left alone, the Indians must move him', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2 });
      lead(d, 'Brant', 'Northwest');
    });
    let s = play(startCommand(s0, 'indians', 'march'), I.sel('Virginia'));
    expect(listed(s, 'move')).toEqual([
      I.move('Northwest', 'Virginia', 'warPartyUnderground', 1),
      I.move('Northwest', 'Virginia', 'warPartyUnderground', 1, 'leader'),
      I.move('Northwest', 'Virginia', 'warPartyUnderground', 2),
      I.move('Northwest', 'Virginia', 'warPartyUnderground', 2, 'leader'),
    ]);
    const withLeader = play(s, I.move('Northwest', 'Virginia', 'warPartyUnderground', 1, 'leader'));
    expect(withLeader.leaders.indians.at).toBe('Virginia');
    const alone = play(s, I.move('Northwest', 'Virginia', 'warPartyUnderground', 2));
    expect(pending(alone)).toMatchObject({ faction: 'indians', kind: 'leaderAlone' });
    const back = play(alone, { faction: 'indians', type: 'moveLeader', to: 'Virginia' });
    expect(back.leaders.indians.at).toBe('Virginia');
    expect(kind(back)).toBe('indiansMarch');
  });
});
