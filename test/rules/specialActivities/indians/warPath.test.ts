import { describe, expect, it } from 'vitest';
import { explain, legalActions, pending } from '../../../../src/game/machine';
import type { IndiansMarchFrame } from '../../../../src/rules/commands/indians/march';
import { warPathPlans, warPathSpaces } from '../../../../src/rules/specialActivities/indians';
import { as, kind, lead, offered, play, put } from '../../../../src/testing';
import { A, board, I } from '../../commands/indians/helpers';

const indians = as('indians');
const { activity: SA, command: cmd } = indians;

const options = (s: Parameters<typeof legalActions>[0]) => legalActions(s).map((a) => `${a.space}:${a.option}`);

describe('4.4.2 War Path', () => {
  it('4.4.2 War Path: one unit for one Activated War Party, or two units for two Activated and one lost', () => {
    const s0 = board((d) => put(d, 'Virginia', { warPartyUnderground: 2, continental: 1, militiaUnderground: 1, militiaActive: 2 }));
    const s = play(indians.choose(s0, 'gather'), SA('warPath'));
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'indiansWarPath', rule: '4.4.2' });
    expect(options(s)).toEqual([
      'Virginia:continental',
      'Virginia:militiaUnderground',
      'Virginia:militiaActive',
      'Virginia:continental+militiaUnderground+warPartyUnderground',
      'Virginia:continental+militiaActive+warPartyUnderground',
      'Virginia:militiaUnderground+militiaActive+warPartyUnderground',
      'Virginia:militiaActive+militiaActive+warPartyUnderground',
    ]);
  });

  it('4.4.2 War Path: one unit — a Continental to Casualties (CRC), one War Party Activated', () => {
    const s0 = board((d) => put(d, 'Virginia', { warPartyUnderground: 2, continental: 1, militiaUnderground: 1 }));
    const crc = s0.crc;
    const s = play(indians.choose(s0, 'gather'), SA('warPath'), A.warPath('Virginia', 'continental'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1, continental: 0, militiaUnderground: 1 });
    expect(s.casualties.continental).toBe(s0.casualties.continental + 1);
    expect(s.crc).toBe(crc + 1);
    expect(kind(s)).toBe('indiansGather');
    expect(offered(s)).toEqual([]);
  });

  it('4.4.2 War Path: two units — Militia to Available, French Regular to Casualties, one of two War Parties lost', () => {
    const s0 = board((d) => {
      d.treatyOfAlliance = true; // a French Regular on the map: after the Treaty (2.3.9)
      put(d, 'Virginia', { warPartyUnderground: 2, militiaUnderground: 1, frenchRegular: 1 });
    });
    const s = play(indians.choose(s0, 'gather'), SA('warPath'), A.warPath('Virginia', 'militiaUnderground+frenchRegular+warPartyUnderground'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1, militiaUnderground: 0, frenchRegular: 0 });
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expect(s.available.warParty).toBe(s0.available.warParty + 1);
    expect(s.casualties.frenchRegular).toBe(s0.casualties.frenchRegular + 1);
    expect(s.crc).toBe(s0.crc + 1);
    expect(s.spaces.Virginia.control).toBe(null);
  });

  it('4.4.2 War Path: a Patriot Fort only where no Rebellion unit is, with two Underground War Parties', () => {
    const fort = board((d) => put(d, 'Pennsylvania', { warPartyUnderground: 2, patriotFort: 1 }));
    expect(warPathPlans(fort, 'Pennsylvania').map((p) => p.option)).toEqual(['patriotFort+warPartyUnderground']);
    const s = play(indians.choose(fort, 'gather'), SA('warPath'), A.warPath('Pennsylvania', 'patriotFort+warPartyUnderground'));
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ patriotFort: 0, warPartyUnderground: 0, warPartyActive: 1 });
    // 1.6.4: the Fort counts as a Casualty but returns to Available at once.
    expect(s.available.patriotFort).toBe(fort.available.patriotFort + 1);
    expect(s.crc).toBe(fort.crc + 1);
    expect(s.available.warParty).toBe(fort.available.warParty + 1);

    // A Militia there protects the Fort; one Underground War Party cannot take a Fort.
    const guarded = board((d) => put(d, 'Pennsylvania', { warPartyUnderground: 2, patriotFort: 1, militiaActive: 1 }));
    expect(warPathPlans(guarded, 'Pennsylvania').map((p) => p.option)).toEqual(['militiaActive']);
    const alone = board((d) => put(d, 'Pennsylvania', { warPartyUnderground: 1, warPartyActive: 3, patriotFort: 1 }));
    expect(warPathSpaces(alone)).toEqual([]);
    expect(offered(indians.choose(alone, 'gather'))).toEqual([]);
  });

  it('4.4.2, 1.5.2 War Path: needs an Underground War Party and Rebellion pieces there (not British)', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyActive: 2, militiaActive: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 2, britishRegular: 1, tory: 1 });
    });
    expect(warPathSpaces(s0)).toEqual([]);
    expect(offered(indians.choose(s0, 'gather'))).toEqual([]);
  });

  it('1.10 Brant: War Path removes one more Militia in his space (the Indians choose which kind)', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, continental: 1, militiaUnderground: 1, militiaActive: 1 });
      lead(d, 'Brant', 'Virginia');
    });
    const s = play(indians.choose(s0, 'gather'), SA('warPath'));
    expect(options(s)).toEqual([
      'Virginia:continental+militiaUnderground',
      'Virginia:continental+militiaActive',
      'Virginia:militiaUnderground+militiaActive',
    ]);
    const t = play(s, A.warPath('Virginia', 'continental+militiaUnderground'));
    expect(t.spaces.Virginia.pieces).toMatchObject({ continental: 0, militiaUnderground: 0, militiaActive: 1, warPartyUnderground: 0, warPartyActive: 1 });
    expect(t.available.militia).toBe(s0.available.militia + 1);
    expect(t.log.some((l) => l.rule === '4.4.2, 1.10')).toBe(true);

    // Two Militia chosen and none left: nothing more to remove.
    const two = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, militiaActive: 2 });
      lead(d, 'Brant', 'Virginia');
    });
    expect(warPathPlans(two, 'Virginia').map((p) => p.option)).toEqual(['militiaActive+militiaActive', 'militiaActive+militiaActive+warPartyUnderground']);
    const u = play(indians.choose(two, 'gather'), SA('warPath'), A.warPath('Virginia', 'militiaActive+militiaActive'));
    expect(u.spaces.Virginia.pieces).toMatchObject({ militiaActive: 0, warPartyUnderground: 1, warPartyActive: 1 });
  });

  it('1.10 Brant: no extra Militia elsewhere, nor for another Indian Leader', () => {
    const recipe = (leader: 'Brant' | 'Cornplanter', at: 'Virginia' | 'Northwest') =>
      board((d) => {
        put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 2 });
        put(d, 'Northwest', { warPartyUnderground: 1 });
        lead(d, leader, at);
      });
    expect(warPathPlans(recipe('Brant', 'Northwest'), 'Virginia').map((p) => p.option)).toEqual(['militiaActive']);
    expect(warPathPlans(recipe('Cornplanter', 'Virginia'), 'Virginia').map((p) => p.option)).toEqual(['militiaActive']);
    expect(warPathPlans(recipe('Brant', 'Virginia'), 'Virginia').map((p) => p.option)).toEqual(['militiaActive+militiaActive']);
  });

  it('1.10 War Path: a Leader left without pieces moves (Washington)', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, continental: 1 });
      put(d, 'Pennsylvania', { militiaActive: 1 });
      lead(d, 'Washington', 'Virginia');
    });
    const s = play(indians.choose(s0, 'gather'), SA('warPath'), A.warPath('Virginia', 'continental'));
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'leaderAlone' });
  });

  it('2.3.5 War Path: not with a Limited Command; 4.1 once per Command', () => {
    const s0 = board((d) => put(d, 'Virginia', { warPartyUnderground: 3, militiaActive: 3 }));
    const limited = play(indians.second(s0, 'british'), cmd('gather', true));
    expect(offered(limited)).toEqual([]);
    let s = play(indians.choose(s0, 'gather'), SA('warPath'), A.warPath('Virginia', 'militiaActive'));
    expect(offered(s)).toEqual([]);
    s = play(s, I.sel('Quebec'), I.placeWP('Quebec'));
    expect(legalActions(s)).toContainEqual(I.done);
    expect(offered(s)).toEqual([]);
    s = play(s, I.done);
    expect(kind(s)).toBe('eligibleOptions');
  });

  it('4.1 War Path before a Raid: only the ways that leave the Raid executable', () => {
    // Virginia's two Underground War Parties are all the Raid can use: the two-War-Party way would
    // Activate both; Massachusetts (not next to Virginia) is free.
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, militiaActive: 2 });
      put(d, 'Massachusetts', { warPartyUnderground: 1, militiaActive: 1 });
      d.spaces.Virginia.support = -1;
    });
    expect(warPathPlans(s0, 'Virginia').map((p) => p.option)).toEqual(['militiaActive', 'militiaActive+militiaActive+warPartyUnderground']);
    let s = indians.choose(s0, 'raid');
    expect(offered(s)).toEqual(['warPath']);
    s = play(s, SA('warPath'));
    expect(options(s)).toEqual(['Massachusetts:militiaActive', 'Virginia:militiaActive']);
    s = play(s, A.warPath('Virginia', 'militiaActive'), I.sel('Virginia'), I.done);
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 2, militiaActive: 1 });
    expect(s.spaces.Virginia.raid).toBe(1);

    // With a single Underground War Party in Virginia, no War Path there before the Raid at all.
    const one = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
      d.spaces.Virginia.support = -1;
    });
    expect(offered(indians.choose(one, 'raid'))).toEqual([]);
    // After the Raid there is no Underground War Party left for it either; the window just closes.
    const after = play(indians.choose(one, 'raid'), I.sel('Virginia'), I.done);
    expect(kind(after)).toBe('eligibleOptions');
  });

  it('4.1, 3.4.2 War Path during a March: which War Party is Activated, the one that moved in or the other, is the Indians\' choice', () => {
    // Pennsylvania: 1 Underground War Party already there, 1 moves in from Northwest.
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
    });
    let s = play(indians.choose(s0, 'march'), I.sel('Pennsylvania'), I.move('Northwest', 'Pennsylvania', 'warPartyUnderground', 1));
    expect(offered(s)).toEqual(['warPath']);
    s = play(s, SA('warPath'), A.warPath('Pennsylvania', 'militiaActive'));
    const march = s.stack.find((f) => f.kind === 'indiansMarch') as IndiansMarchFrame;
    // Both outcomes are kept (rules/commands/arrivals.ts): the other one Activated, or the one that moved in.
    expect(march.moved.Pennsylvania?.or).toEqual([
      { warPartyUnderground: 1, warPartyActive: 0 },
      { warPartyUnderground: 0, warPartyActive: 1 },
    ]);
    // The War Party that was already there may still March on, Underground or Active — not both.
    s = play(s, I.sel('NewJersey'));
    expect(legalActions(s)).toContainEqual(I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1));
    expect(legalActions(s)).toContainEqual(I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1));
    const ug = play(s, I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1));
    expect(legalActions(ug)).not.toContainEqual(I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1));
    const active = play(s, I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1));
    expect(legalActions(active).filter((a) => a.type === 'move' && a.from === 'Pennsylvania')).toEqual([]);
  });

  it('3.4.2 War Path during a March: only War Parties that moved in, so the one Activated may not March on', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { militiaActive: 1 });
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
      put(d, 'NewYork', { warPartyUnderground: 1 });
    });
    let s = play(indians.choose(s0, 'march'), I.sel('Pennsylvania'), I.move('Northwest', 'Pennsylvania', 'warPartyUnderground', 1));
    s = play(s, SA('warPath'), A.warPath('Pennsylvania', 'militiaActive'));
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1 });
    s = play(s, I.sel('NewJersey'));
    expect(legalActions(s).filter((a) => a.type === 'move' && a.from === 'Pennsylvania')).toEqual([]);
    expect(explain(s, I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1))).toMatchObject({ rule: '3.4.2' });
  });
});
