import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import type { IndiansRaidFrame } from '../../../../src/rules/commands/indians/raid';
import { indiansPlunder, plunderSpaces } from '../../../../src/rules/specialActivities/indians';
import { as, kind, lead, offered, play, put } from '../../../../src/testing';
import { A, board, I } from '../../commands/indians/helpers';

const indians = as('indians');
const { activity: SA, command: cmd } = indians;

describe('4.4.3 Plunder', () => {
  it('4.4.3 Plunder: only with a Raid', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 3 });
      d.spaces.Virginia.support = -1;
    });
    expect(indiansPlunder.accompanies(s0, 'gather')).toBe(false);
    expect(indiansPlunder.accompanies(s0, 'raid')).toBe(true);
    for (const command of ['gather', 'march'] as const) expect(offered(indians.choose(s0, command))).toEqual([]);
    // Before the Raid selected a Province there is no Raid Province to Plunder in.
    expect(offered(indians.choose(s0, 'raid'))).toEqual([]);
    expect(offered(play(indians.choose(s0, 'raid'), I.sel('Virginia')))).toEqual(['plunder']);
  });

  it('4.4.3 Plunder: only in a Province the Raid selected, where War Parties outnumber Rebellion pieces', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, militiaActive: 1 });
      put(d, 'NorthCarolina', { warPartyUnderground: 2, militiaUnderground: 1, patriotFort: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
      d.spaces.Virginia.support = -1;
      d.spaces.NorthCarolina.support = -1;
    });
    const s = play(indians.choose(s0, 'raid'), I.sel('Virginia'), I.sel('NorthCarolina'), I.done);
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'commandHost' });
    // Pennsylvania was not Raided; North Carolina: 2 War Parties against 2 Rebellion pieces.
    expect(plunderSpaces(s, ['Virginia', 'NorthCarolina'])).toEqual(['Virginia']);
    const t = play(s, SA('plunder'));
    expect(pending(t)).toMatchObject({ faction: 'indians', kind: 'indiansPlunder', rule: '4.4.3' });
    expect(legalActions(t)).toEqual([A.plunder('Virginia', 'warPartyUnderground'), A.plunder('Virginia', 'warPartyActive')]);
  });

  it('4.4.3 Plunder after the Raid: the Patriots lose the population in Resources, the Indians gain them, one War Party removed', () => {
    const s0 = board(
      (d) => {
        put(d, 'Virginia', { warPartyUnderground: 2, militiaActive: 1 });
        d.spaces.Virginia.support = -2;
      },
      { indians: 5, patriots: 6 },
    );
    let s = play(indians.choose(s0, 'raid'), I.sel('Virginia'), I.done);
    expect(legalActions(s)).toEqual([SA('warPath'), SA('plunder'), I.done]);
    s = play(s, SA('plunder'), A.plunder('Virginia', 'warPartyActive'));
    expect(s.resources).toMatchObject({ indians: 4 + 2, patriots: 6 - 2 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 0, militiaActive: 1 });
    expect(s.available.warParty).toBe(s0.available.warParty + 1);
    expect(kind(s)).toBe('eligibleOptions');
    expect(s.turn!.executed[0]).toMatchObject({ faction: 'indians', specialActivity: true });
  });

  it('4.4.3 Plunder: the Patriots lose at most what they have, and the Indians gain that (up to 50)', () => {
    const position = (resources: { indians: number; patriots: number }) =>
      board((d) => {
        put(d, 'Virginia', { warPartyUnderground: 2 });
        d.spaces.Virginia.support = -1;
      }, resources);
    let s = play(indians.choose(position({ indians: 5, patriots: 1 }), 'raid'), I.sel('Virginia'), I.done, SA('plunder'), A.plunder('Virginia', 'warPartyActive'));
    expect(s.resources).toMatchObject({ indians: 5, patriots: 0 });
    s = play(indians.choose(position({ indians: 5, patriots: 0 }), 'raid'), I.sel('Virginia'), I.done);
    expect(legalActions(s)).toContainEqual(SA('plunder'));
    s = play(s, SA('plunder'), A.plunder('Virginia', 'warPartyActive'));
    expect(s.resources).toMatchObject({ indians: 4, patriots: 0 });
    expect(s.spaces.Virginia.pieces.warPartyActive).toBe(0);
    s = play(indians.choose(position({ indians: 50, patriots: 5 }), 'raid'), I.sel('Virginia'), I.done, SA('plunder'), A.plunder('Virginia', 'warPartyActive'));
    expect(s.resources).toMatchObject({ indians: 50, patriots: 3 });
  });

  it('4.4.3 Plunder during the Raid: only the War Party the Raid can spare; the Raid then goes on', () => {
    const s0 = board(
      (d) => {
        put(d, 'Virginia', { warPartyUnderground: 1, warPartyActive: 1 });
        d.spaces.Virginia.support = -1;
      },
      { indians: 5, patriots: 5 },
    );
    let s = play(indians.choose(s0, 'raid'), I.sel('Virginia'));
    expect(legalActions(s)).toEqual([I.done, SA('plunder')]);
    s = play(s, SA('plunder'));
    // Removing the Underground War Party would leave nothing to Activate for the Raid.
    expect(legalActions(s)).toEqual([A.plunder('Virginia', 'warPartyActive')]);
    s = play(s, A.plunder('Virginia', 'warPartyActive'));
    expect(s.resources).toMatchObject({ indians: 6, patriots: 3 });
    expect(kind(s)).toBe('indiansRaid');
    expect(legalActions(s)).toEqual([I.done]);
    s = play(s, I.done);
    expect(s.spaces.Virginia).toMatchObject({ raid: 1, support: 0 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1 });
    // Once per Command: the window does not offer a second Special Activity.
    expect(kind(s)).toBe('eligibleOptions');
  });

  it('4.1 example: Plunder pays for the rest of the Raid', () => {
    const s0 = board(
      (d) => {
        put(d, 'Virginia', { warPartyUnderground: 1, warPartyActive: 1 });
        put(d, 'Pennsylvania', { warPartyUnderground: 1 });
        d.spaces.Virginia.support = -1;
        d.spaces.Pennsylvania.support = -1;
      },
      { indians: 1, patriots: 5 },
    );
    let s = play(indians.choose(s0, 'raid'), I.sel('Virginia'));
    expect(s.resources.indians).toBe(0);
    expect(legalActions(s).filter((a) => a.type === 'selectSpace')).toEqual([]);
    s = play(s, SA('plunder'), A.plunder('Virginia', 'warPartyActive'));
    expect(s.resources.indians).toBe(2);
    s = play(s, I.sel('Pennsylvania'), I.done);
    expect(s.resources.indians).toBe(1);
    expect(s.spaces.Pennsylvania.raid).toBe(1);
    expect(s.spaces.Virginia.raid).toBe(1);
  });

  it('4.4.3 Plunder during the Raid: a War Party that moved in is the one removed', () => {
    const s0 = board(
      (d) => {
        put(d, 'Virginia', { warPartyUnderground: 1 });
        put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
        d.spaces.Virginia.support = -1;
      },
      { indians: 5, patriots: 5 },
    );
    let s = play(indians.choose(s0, 'raid'), I.sel('Virginia'), I.move('Northwest', 'Virginia', 'warPartyUnderground', 1));
    expect(offered(s)).toEqual(['plunder']);
    s = play(s, SA('plunder'), A.plunder('Virginia', 'warPartyUnderground'));
    const raid = s.stack.find((f) => f.kind === 'indiansRaid') as IndiansRaidFrame;
    expect(raid.moved.Virginia).toEqual({ warPartyUnderground: 0 });
    expect(s.spaces.Virginia.pieces.warPartyUnderground).toBe(1);
    s = play(s, I.done);
    expect(s.spaces.Virginia.raid).toBe(1);
  });

  it('2.3.5 Plunder: not with a Limited Raid', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 3 });
      d.spaces.Virginia.support = -1;
    });
    let s = play(indians.second(s0, 'british'), cmd('raid', true), I.sel('Virginia'));
    expect(legalActions(s)).toEqual([I.done]);
    s = play(s, I.done);
    expect(kind(s)).not.toBe('commandHost');
  });

  it('1.10 Plunder: the Indian Leader left without Indian pieces moves', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1 });
      put(d, 'Northwest', { village: 1 });
      d.spaces.Virginia.support = -1;
      lead(d, 'Brant', 'Virginia');
    });
    const s = play(indians.choose(s0, 'raid'), I.sel('Virginia'), I.done, SA('plunder'), A.plunder('Virginia', 'warPartyActive'));
    expect(s.spaces.Virginia.pieces.warPartyActive).toBe(0);
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'leaderAlone' });
  });
});
