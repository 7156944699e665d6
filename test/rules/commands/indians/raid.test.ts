import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { canRaid, indiansRaid, raidOrigins } from '../../../../src/rules/commands/indians/raid';
import { FREE, FULL, lead, LIMITED, listed, play, put, startCommand } from '../../../../src/testing';
import { board, I } from './helpers';

describe('3.4.4 Indian Raid', () => {
  it('3.4.4 Raid: only Provinces at Opposition with or adjacent to an Underground War Party', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
      put(d, 'Georgia', { warPartyActive: 1, village: 1 });
      for (const p of ['Pennsylvania', 'Virginia', 'NewJersey', 'Georgia', 'SouthCarolina'] as const) d.spaces[p].support = -1;
      d.spaces.MarylandDelaware.support = 1;
      d.spaces.NewYork.support = 0;
      d.spaces.Philadelphia.support = -2;
    });
    const s = startCommand(s0, 'indians', 'raid');
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'indiansRaid', rule: '3.4.4' });
    // Pennsylvania and Virginia border Northwest; New Jersey does not; Georgia has only an Active War Party.
    expect(legalActions(s)).toEqual([I.sel('Pennsylvania'), I.sel('Virginia')]);
    expect(canRaid(s0, 'Philadelphia')).toBe(false);
    expect(canRaid(s0, 'MarylandDelaware')).toBe(false);
    expect(canRaid(s0, 'NewYork')).toBe(false);
    expect(canRaid(s0, 'Georgia')).toBe(false);
  });

  it('3.4.4 Raid: Activate an Underground War Party, place a Raid marker, shift one level toward Neutral', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2 });
      d.spaces.Virginia.support = -2;
      put(d, 'Pennsylvania', { warPartyUnderground: 1 });
      d.spaces.Pennsylvania.support = -1;
    });
    let s = play(startCommand(s0, 'indians', 'raid'), I.sel('Virginia'), I.sel('Pennsylvania'));
    expect(s.resources.indians).toBe(3);
    s = play(s, I.done);
    expect(s.spaces.Virginia).toMatchObject({ support: -1, raid: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1 });
    expect(s.spaces.Pennsylvania).toMatchObject({ support: 0, raid: 1 });
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1 });
    expect(s.stack.some((f) => f.kind === 'indiansRaid')).toBe(false);
  });

  it('3.4.4 Raid: each Province may receive one War Party from next door, and that one is Activated', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2, village: 1 });
      d.spaces.Virginia.support = -2;
    });
    let s = play(startCommand(s0, 'indians', 'raid'), I.sel('Virginia'));
    // No War Party in Virginia yet: no Raid (`done`) before one moves in.
    expect(legalActions(s)).toEqual([I.move('Northwest', 'Virginia', 'warPartyUnderground', 1)]);
    s = play(s, I.move('Northwest', 'Virginia', 'warPartyUnderground', 1));
    // Once a War Party moved in, no second one.
    expect(legalActions(s)).toEqual([I.done]);
    s = play(s, I.done);
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyActive: 1, warPartyUnderground: 0 });
    expect(s.spaces.Virginia).toMatchObject({ support: -1, raid: 1 });
    expect(s.spaces.Northwest.pieces.warPartyUnderground).toBe(1);
  });

  it('3.4.4 Raid: each Province needs its own Underground War Party (no dead ends)', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
      d.spaces.Virginia.support = -1;
      d.spaces.Pennsylvania.support = -1;
    });
    const s = play(startCommand(s0, 'indians', 'raid'), I.sel('Virginia'));
    // The one War Party in Northwest cannot serve Pennsylvania too.
    expect(listed(s, 'selectSpace')).toEqual([]);
    expect(legalActions(s)).toEqual([I.move('Northwest', 'Virginia', 'warPartyUnderground', 1)]);
  });

  it('3.4.4 Raid: an Active War Party may be moved in where an Underground one already is', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1 });
      put(d, 'Northwest', { warPartyActive: 1, village: 1 });
      d.spaces.Virginia.support = -1;
    });
    const s = play(startCommand(s0, 'indians', 'raid'), I.sel('Virginia'));
    expect(legalActions(s)).toEqual([I.move('Northwest', 'Virginia', 'warPartyActive', 1), I.done]);
    const t = play(s, I.move('Northwest', 'Virginia', 'warPartyActive', 1), I.done);
    expect(t.spaces.Virginia.pieces).toMatchObject({ warPartyActive: 2, warPartyUnderground: 0 });
  });

  it('3.4.4 Raid: up to three Provinces, one Resource each; Limited: one', () => {
    const s0 = board((d) => {
      for (const p of ['Virginia', 'Pennsylvania', 'NewJersey', 'NewYork'] as const) {
        put(d, p, { warPartyUnderground: 1 });
        d.spaces[p].support = -1;
      }
    });
    let s = play(startCommand(s0, 'indians', 'raid'), I.sel('Virginia'), I.sel('Pennsylvania'), I.sel('NewJersey'));
    expect(listed(s, 'selectSpace')).toEqual([]);
    expect(s.resources.indians).toBe(2);
    s = play(s, I.done);
    expect(s.resources.indians).toBe(2);
    const lim = play(startCommand(s0, 'indians', 'raid', LIMITED), I.sel('NewYork'));
    expect(listed(lim, 'selectSpace')).toEqual([]);
    const poor = play(startCommand(board((d) => {
      for (const p of ['Virginia', 'Pennsylvania'] as const) {
        put(d, p, { warPartyUnderground: 1 });
        d.spaces[p].support = -1;
      }
    }, { indians: 1 }), 'indians', 'raid'), I.sel('Virginia'));
    expect(listed(poor, 'selectSpace')).toEqual([]);
    expect(indiansRaid.canStart(board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1 });
      d.spaces.Virginia.support = -1;
    }, { indians: 0 }), FULL)).toBe(false);
  });

  it('3.1.2 free Raid: costs nothing', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1 });
      d.spaces.Virginia.support = -1;
    }, { indians: 0 });
    const s = play(startCommand(s0, 'indians', 'raid', FREE), I.sel('Virginia'), I.done);
    expect(s.resources.indians).toBe(0);
    expect(s.spaces.Virginia.raid).toBe(1);
  });

  it('3.4.4 Raid: no Raid marker once all 12 are on the map (the shift still happens)', () => {
    const s0 = board((d) => {
      d.spaces.NewYork.raid = 6;
      d.spaces.NewJersey.raid = 6;
      put(d, 'Virginia', { warPartyUnderground: 1 });
      d.spaces.Virginia.support = -2;
    });
    const s = play(startCommand(s0, 'indians', 'raid'), I.sel('Virginia'), I.done);
    expect(s.spaces.Virginia).toMatchObject({ raid: 0, support: -1 });
  });

  it('1.10 Dragging Canoe: a Raid starting in his space may move one extra space', () => {
    const s0 = board((d) => {
      put(d, 'Southwest', { warPartyUnderground: 1, village: 1 });
      lead(d, 'DraggingCanoe', 'Southwest');
      d.spaces.MarylandDelaware.support = -1; // Southwest → Virginia/Northwest → Maryland-Delaware
    });
    expect(raidOrigins(s0, 'MarylandDelaware')).toEqual(['Pennsylvania', 'Virginia', 'Northwest', 'Southwest']);
    let s = play(startCommand(s0, 'indians', 'raid'), I.sel('MarylandDelaware'));
    expect(legalActions(s)).toEqual([
      I.move('Southwest', 'MarylandDelaware', 'warPartyUnderground', 1),
      I.move('Southwest', 'MarylandDelaware', 'warPartyUnderground', 1, 'leader'),
    ]);
    s = play(s, I.move('Southwest', 'MarylandDelaware', 'warPartyUnderground', 1, 'leader'), I.done);
    expect(s.leaders.indians.at).toBe('MarylandDelaware');
    expect(s.spaces.MarylandDelaware).toMatchObject({ support: 0, raid: 1 });
    // Brant has no such capability.
    const brant = board((d) => {
      put(d, 'Southwest', { warPartyUnderground: 1, village: 1 });
      lead(d, 'Brant', 'Southwest');
      d.spaces.MarylandDelaware.support = -1;
    });
    expect(canRaid(brant, 'MarylandDelaware')).toBe(false);
  });
});
