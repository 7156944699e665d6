import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { canScout, indiansScout } from '../../../../src/rules/commands/indians/scout';
import { canSkirmish, skirmishOptions } from '../../../../src/rules/procedures/skirmish';
import { FREE, FULL, isListed, kind, lead, LIMITED, listed, play, put, startCommand } from '../../../../src/testing';
import { board, I } from './helpers';

/** War Parties and British in Pennsylvania; Militia and a Continental in New Jersey. */
const base = (resources = {}) =>
  board((d) => {
    put(d, 'Pennsylvania', { warPartyUnderground: 2, warPartyActive: 1, britishRegular: 2, tory: 3 });
    put(d, 'NewJersey', { militiaUnderground: 2, continental: 1 });
  }, resources);

describe('3.4.3 Indian Scout', () => {
  it('3.4.3 Scout: from a Province with War Parties and British Regulars', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 1, britishRegular: 1 });
      put(d, 'Virginia', { warPartyUnderground: 1, tory: 2 });
      put(d, 'Georgia', { britishRegular: 1 });
    });
    const s = startCommand(s0, 'indians', 'scout');
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'indiansScout', rule: '3.4.3' });
    expect(legalActions(s)).toEqual([I.sel('Pennsylvania')]);
    expect(canScout(s0, 'Virginia')).toBe(false);
    expect(canScout(s0, 'Georgia')).toBe(false);
  });

  it('3.4.3 Scout: the Indians pay one Resource and the British also pay one', () => {
    const s = play(startCommand(base({ indians: 3, british: 2 }), 'indians', 'scout'), I.sel('Pennsylvania'));
    expect(s.resources).toMatchObject({ indians: 2, british: 1 });
    expect(indiansScout.canStart(base({ indians: 3, british: 0 }), FULL)).toBe(false);
    expect(indiansScout.canStart(base({ indians: 0, british: 3 }), FULL)).toBe(false);
    expect(indiansScout.canStart(base({ indians: 0, british: 0 }), FREE)).toBe(true);
    const free = play(startCommand(base({ indians: 0, british: 0 }), 'indians', 'scout', FREE), I.sel('Pennsylvania'));
    expect(free.resources).toMatchObject({ indians: 0, british: 0 });
  });

  it('3.4.3 Scout: War Parties into an adjacent Province (not City), then at least one Regular and Tories up to the Regulars', () => {
    let s = play(startCommand(base(), 'indians', 'scout'), I.sel('Pennsylvania'));
    const first = listed(s, 'move');
    expect(new Set(first.map((a) => a.to))).toEqual(new Set(['NewYork', 'NewJersey', 'MarylandDelaware', 'Northwest']));
    expect(first.filter((a) => a.to === 'NewJersey')).toEqual([
      I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1),
      I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 2),
      I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1),
    ]);
    s = play(s, I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 2));
    // Moving War Parties are Activated.
    expect(s.spaces.NewJersey.pieces).toMatchObject({ warPartyActive: 2, warPartyUnderground: 0 });
    // No done before a Regular moves.
    expect(legalActions(s)).toEqual([
      I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1),
      I.move('Pennsylvania', 'NewJersey', 'britishRegular', 1),
      I.move('Pennsylvania', 'NewJersey', 'britishRegular', 2),
    ]);
    s = play(s, I.move('Pennsylvania', 'NewJersey', 'britishRegular', 1));
    expect(legalActions(s)).toEqual([I.move('Pennsylvania', 'NewJersey', 'tory', 1), I.done]);
    s = play(s, I.move('Pennsylvania', 'NewJersey', 'tory', 1));
    expect(legalActions(s)).toEqual([I.done]);
    s = play(s, I.done);
    // All Militia in the destination Activated.
    expect(s.spaces.NewJersey.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 2, britishRegular: 1, tory: 1, continental: 1 });
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1, britishRegular: 1, tory: 2 });
    expect(kind(s)).toBe('indiansScout');
  });

  it('4.2.2 Scout Skirmish: remove one Rebellion cube/Active Militia, or two and a British Regular', () => {
    let s = play(
      startCommand(base(), 'indians', 'scout'),
      I.sel('Pennsylvania'),
      I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1),
      I.move('Pennsylvania', 'NewJersey', 'britishRegular', 2),
      I.done,
    );
    expect(legalActions(s)).toEqual([
      I.skirmish('NewJersey', 'continental'),
      I.skirmish('NewJersey', 'militiaActive'),
      I.skirmish('NewJersey', 'continental+militiaActive+britishRegular'),
      I.skirmish('NewJersey', 'militiaActive+militiaActive+britishRegular'),
      I.done,
    ]);
    const crc = s.crc;
    const cbc = s.cbc;
    s = play(s, I.skirmish('NewJersey', 'continental+militiaActive+britishRegular'));
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 0, militiaActive: 1, britishRegular: 1 });
    expect(s.casualties).toMatchObject({ continental: 1, britishRegular: 1 });
    expect(s.available.militia).toBe(15 - 1);
    expect(s.crc).toBe(crc + 1);
    expect(s.cbc).toBe(cbc + 1);
    expect(s.stack.some((f) => f.kind === 'indiansScout')).toBe(false);
  });

  it('4.2.2 Skirmish: a Patriot Fort and a British Regular only when no Rebellion cube or Active Militia', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { britishRegular: 2, patriotFort: 1, militiaUnderground: 1 });
      put(d, 'NorthCarolina', { continental: 1, britishRegular: 1 });
    });
    expect(skirmishOptions(s0, 'Virginia')).toEqual(['patriotFort+britishRegular']);
    expect(skirmishOptions(s0, 'NorthCarolina')).toEqual(['continental']);
    expect(canSkirmish(s0, 'Georgia')).toBe(false);
    const s = play(
      startCommand(board((d) => {
        put(d, 'Southwest', { warPartyUnderground: 1, britishRegular: 2 });
        put(d, 'Virginia', { patriotFort: 1 });
      }), 'indians', 'scout'),
      I.sel('Southwest'),
      I.move('Southwest', 'Virginia', 'warPartyUnderground', 1),
      I.move('Southwest', 'Virginia', 'britishRegular', 2),
      I.done,
    );
    expect(legalActions(s)).toEqual([I.skirmish('Virginia', 'patriotFort+britishRegular'), I.done]);
    const t = play(s, I.skirmish('Virginia', 'patriotFort+britishRegular'));
    expect(t.spaces.Virginia.pieces).toMatchObject({ patriotFort: 0, britishRegular: 1 });
    // 1.6.4: Forts return to Available at once but count as Casualties.
    expect(t.available.patriotFort).toBe(s.available.patriotFort + 1);
    expect(t.crc).toBe(s.crc + 1);
    expect(t.cbc).toBe(s.cbc + 1);
  });

  it('4.2.2 Skirmish: choices named by the pieces removed, canonical order (French Regulars are Rebellion cubes)', () => {
    const s0 = board((d) => put(d, 'Virginia', { britishRegular: 1, continental: 1, militiaActive: 2, militiaUnderground: 1, frenchRegular: 1 }));
    expect(skirmishOptions(s0, 'Virginia')).toEqual([
      'continental',
      'militiaActive',
      'frenchRegular',
      'continental+militiaActive+britishRegular',
      'continental+frenchRegular+britishRegular',
      'militiaActive+militiaActive+britishRegular',
      'militiaActive+frenchRegular+britishRegular',
    ]);
    // Only Underground Militia: Rebellion pieces, but nothing a Skirmish may remove.
    expect(skirmishOptions(board((d) => put(d, 'Virginia', { britishRegular: 1, militiaUnderground: 2 })), 'Virginia')).toEqual([]);
  });

  it('3.4.3 Scout: the Skirmish is optional, and the Command ends when none is possible', () => {
    const declined = play(
      startCommand(base(), 'indians', 'scout'),
      I.sel('Pennsylvania'),
      I.move('Pennsylvania', 'NewJersey', 'warPartyActive', 1),
      I.move('Pennsylvania', 'NewJersey', 'britishRegular', 1),
      I.done,
      I.done,
    );
    expect(declined.spaces.NewJersey.pieces.continental).toBe(1);
    expect(declined.stack.some((f) => f.kind === 'indiansScout')).toBe(false);
    const none = play(
      startCommand(base(), 'indians', 'scout'),
      I.sel('Pennsylvania'),
      I.move('Pennsylvania', 'Northwest', 'warPartyActive', 1),
      I.move('Pennsylvania', 'Northwest', 'britishRegular', 1),
      I.done,
    );
    expect(none.stack.some((f) => f.kind === 'indiansScout')).toBe(false);
    expect(none.spaces.Northwest.pieces).toMatchObject({ warPartyActive: 1, britishRegular: 1 });
  });

  it('1.10 Clinton: the Skirmish removes one additional Militia in his space', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 1, britishRegular: 2 });
      put(d, 'NewJersey', { militiaUnderground: 3 });
      lead(d, 'Clinton', 'Pennsylvania');
    });
    let s = play(startCommand(s0, 'indians', 'scout'), I.sel('Pennsylvania'), I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1), I.move('Pennsylvania', 'NewJersey', 'britishRegular', 2));
    // Clinton was left alone in Pennsylvania: the British move him.
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'leaderAlone' });
    s = play(s, { faction: 'british', type: 'moveLeader', to: 'NewJersey' }, I.done, I.skirmish('NewJersey', 'militiaActive'));
    expect(s.spaces.NewJersey.pieces).toMatchObject({ militiaActive: 1, militiaUnderground: 0 });
  });

  it('1.10 Scout: the British decide whether their Leader follows the British units', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 1, britishRegular: 2, tory: 1 });
      lead(d, 'Gage', 'Pennsylvania');
    });
    const s = play(startCommand(s0, 'indians', 'scout'), I.sel('Pennsylvania'), I.move('Pennsylvania', 'Northwest', 'warPartyUnderground', 1), I.move('Pennsylvania', 'Northwest', 'britishRegular', 1), I.done);
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'indiansScoutLeader' });
    expect(legalActions(s)).toEqual([
      { faction: 'british', type: 'moveLeader', to: 'Northwest' },
      { faction: 'british', type: 'stay' },
    ]);
    expect(play(s, { faction: 'british', type: 'moveLeader', to: 'Northwest' }).leaders.british.at).toBe('Northwest');
    expect(play(s, { faction: 'british', type: 'stay' }).leaders.british.at).toBe('Pennsylvania');
  });

  it('1.10 Scout: the Indian Leader may go with the War Parties', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 2, britishRegular: 1 });
      lead(d, 'Brant', 'Pennsylvania');
    });
    const s = play(startCommand(s0, 'indians', 'scout'), I.sel('Pennsylvania'));
    expect(isListed(s, I.move('Pennsylvania', 'Northwest', 'warPartyUnderground', 1, 'leader'))).toBe(true);
    const t = play(s, I.move('Pennsylvania', 'Northwest', 'warPartyUnderground', 1, 'leader'));
    expect(t.leaders.indians.at).toBe('Northwest');
  });

  it('2.3.5 Limited Scout: the same single move', () => {
    const s = play(
      startCommand(base(), 'indians', 'scout', LIMITED),
      I.sel('Pennsylvania'),
      I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1),
      I.move('Pennsylvania', 'NewJersey', 'britishRegular', 1),
      I.done,
      I.skirmish('NewJersey', 'continental'),
    );
    expect(s.spaces.NewJersey.pieces.continental).toBe(0);
    expect(s.resources).toMatchObject({ indians: 4, british: 4 });
  });
});
