/**
 * Event programs #6, #20, #24, #28, #30, #32, #43, #90 (chapter 5), each side on a hand-built 1775
 * position — the full outcome, what happens when only part of the text can be carried out (5.1.3,
 * 5.1.1, 1.8), and who decides (5.1) — and the instruction changes they needed: a space selected more
 * than once (`repeat`), removal "to Casualties" (1.6.4), a computed count read once, and a Leader left
 * alone during an Event (1.10). Every sequence is played with `play`, which checks the rules
 * invariants after each step.
 */
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { SPACE_IDS, type SpaceId } from '../../src/data/ids';
import { CITIES, COLONIES } from '../../src/data/map';
import { loadGame, serialize } from '../../src/game/persistence';
import { pending } from '../../src/index';
import { choices, lead, listed, logSince, play, put } from '../../src/testing/kit';
import { at, done, eventDoneCheck, ev, propagandaOnMap, rm, sel, selectable } from '../helpers/events';

/** The Event played (2.3.2, 2.3.6): this batch checks the 2nd Eligible and the record on the card, not the stack. */
const expectEventDone = eventDoneCheck([]);
const MAP_SPACES = SPACE_IDS.filter((s) => s !== 'WestIndies');

/** Every Available Patriot Fort put on the map, two to a Colony (none left Available, stacking kept). */
function allPatriotFortsOut(d: Draft<GameState>): void {
  for (const c of COLONIES) {
    const n = Math.min(2, d.available.patriotFort);
    if (n > 0) put(d, c, { patriotFort: n });
  }
}

// ---------------------------------------------------------------------------------------------
describe('#6 Benedict Arnold', () => {
  const L = '#6 Benedict Arnold';

  // 5.1, 5.1.3, 1.6.4: the fullest Colonies only; Fort as a Casualty (CRC +1, back to Available), two Militia to Available.
  it('unshaded: a Patriot Fort as a Casualty and two Militia to Available, in the Colony the executing Faction picks', () => {
    const s0 = at(6, 'british', { crc: 2 }, (d) => {
      put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 1, militiaActive: 2 });
      put(d, 'SouthCarolina', { patriotFort: 1, militiaActive: 2 });
      put(d, 'NorthCarolina', { patriotFort: 1, militiaActive: 1 });
      put(d, 'Boston', { patriotFort: 1, militiaActive: 3 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    // Colonies only (not Boston); North Carolina allows less (5.1.3).
    expect(choices(s1)).toEqual([
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'selectSpace', space: 'SouthCarolina' },
    ]);
    const s2 = play(s1, sel('british', 'Virginia'));
    // The Fort went without asking (one way); the Militia: Underground or Active, canonical order.
    expect(choices(s2)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'militiaUnderground' },
      { type: 'remove', space: 'Virginia', piece: 'militiaActive' },
    ]);
    const s = play(s2, rm('british', 'Virginia', 'militiaActive'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ patriotFort: 0, militiaUnderground: 1, militiaActive: 0 });
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ patriotFort: 1, militiaActive: 2 });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ patriotFort: 1, militiaActive: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ patriotFort: 1, militiaActive: 3 });
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 1);
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.crc).toBe(3);
    expect(s.cbc).toBe(s0.cbc);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #6 Benedict Arnold (unshaded)',
      `${L} (unshaded): 1 Patriot Fort removed from Virginia as Casualties, back to Available (1.6.4)`,
      `${L} (unshaded): 1 Active Militia removed from Virginia`,
      `${L} (unshaded): 1 Active Militia removed from Virginia`,
    ]);
  });

  // 5.1.3, 1.10: no Fort and one Militia in the only Colony with Patriots; the Patriot Leader left alone is moved by the Patriots.
  it('unshaded: only one Militia to remove; the Patriots move their Leader left alone', () => {
    const s0 = at(6, 'indians', {}, (d) => {
      put(d, 'Georgia', { militiaUnderground: 1 });
      put(d, 'Savannah', { patriotFort: 1 });
      put(d, 'Pennsylvania', { continental: 2 });
      lead(d, 'patriots', 'Georgia');
    });
    const s1 = play(s0, ev('indians', 'unshaded'));
    // Georgia was the only Colony allowing anything: selected and emptied without asking; the Leader's owner decides (1.10).
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    expect(s1.spaces.Georgia.pieces.militiaUnderground).toBe(0);
    expect(s1.leaders.patriots.at).toBe('available');
    expect(choices(s1)).toEqual([
      { type: 'moveLeader', to: 'Savannah' },
      { type: 'moveLeader', to: 'Pennsylvania' },
      { type: 'moveLeader', to: 'available' },
    ]);
    const s = play(s1, { faction: 'patriots', type: 'moveLeader', to: 'Pennsylvania' });
    expect(s.leaders.patriots.at).toBe('Pennsylvania');
    expect(s.spaces.Savannah.pieces.patriotFort).toBe(1);
    expect(s.crc).toBe(s0.crc);
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #6 Benedict Arnold (unshaded)',
      `${L} (unshaded): 1 Underground Militia removed from Georgia`,
      'George Washington has no Patriot pieces left in Georgia and is set aside',
      'George Washington moves to Pennsylvania',
    ]);
  });

  // 5.1, 1.6.4: a British Fort and two cubes (mixed) as Casualties: CBC +3, the Fort back to Available, the cubes in Casualties.
  it('shaded: a British Fort and two British cubes to Casualties from one space', () => {
    const s0 = at(6, 'patriots', { cbc: 1 }, (d) => {
      put(d, 'Boston', { britishFort: 1, britishRegular: 1, tory: 2 });
      put(d, 'NewYork', { britishFort: 1, britishRegular: 3 });
      put(d, 'Virginia', { britishFort: 1, tory: 1 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s1)).toEqual(['Boston', 'NewYork']);
    const s2 = play(s1, sel('patriots', 'Boston'));
    expect(choices(s2)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'britishRegular' },
      { type: 'remove', space: 'Boston', piece: 'tory' },
    ]);
    // After the Regular only a Tory can follow (canonical order): taken without asking.
    const s = play(s2, rm('patriots', 'Boston', 'britishRegular'));
    expect(s.spaces.Boston.pieces).toMatchObject({ britishFort: 0, britishRegular: 0, tory: 1 });
    expect(s.spaces.Boston.control).toBe('british');
    expect(s.spaces.NewYork.pieces).toMatchObject({ britishFort: 1, britishRegular: 3 });
    expect(s.available.britishFort).toBe(s0.available.britishFort + 1);
    expect(s.casualties).toEqual({ ...s0.casualties, britishRegular: s0.casualties.britishRegular + 1, tory: s0.casualties.tory + 1 });
    expect(s.cbc).toBe(4);
    expect(s.crc).toBe(s0.crc);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #6 Benedict Arnold (shaded)',
      `${L} (shaded): 1 British Fort removed from Boston as Casualties, back to Available (1.6.4)`,
      `${L} (shaded): 1 British Regular removed from Boston to Casualties`,
      `${L} (shaded): 1 Tory removed from Boston to Casualties`,
    ]);
  });

  // 5.1.3, 1.10: no British Fort anywhere, one Regular: it alone goes; the British move their Leader left alone.
  it('shaded: no Fort and a single cube; the British Leader left alone is moved by the British', () => {
    const s0 = at(6, 'french', {}, (d) => {
      put(d, 'CharlesTown', { britishRegular: 1 });
      put(d, 'Quebec', { tory: 1, militiaActive: 1 });
      lead(d, 'british', 'CharlesTown');
    });
    let s = play(s0, ev('french', 'shaded'));
    // Charles Town and Quebec both allow one cube: the French pick.
    expect(selectable(s)).toEqual(['CharlesTown', 'Quebec']);
    s = play(s, sel('french', 'CharlesTown'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'british' });
    s = play(s, { faction: 'british', type: 'moveLeader', to: 'available' });
    expect(s.spaces.CharlesTown.pieces.britishRegular).toBe(0);
    expect(s.spaces.CharlesTown.control).toBe(null);
    expect(s.spaces.Quebec.pieces.tory).toBe(1);
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 1);
    expect(s.cbc).toBe(s0.cbc + 1);
    expect(s.available.britishFort).toBe(s0.available.britishFort);
    expectEventDone(s, 'french', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#20 Continental Marines', () => {
  const L = '#20 Continental Marines';

  // 5.1: "Patriots remove" — the Patriots choose which four, whoever executes.
  it('unshaded: the Patriots (named) remove four Continentals of their choice to Available', () => {
    const s0 = at(20, 'british', {}, (d) => {
      put(d, 'Boston', { continental: 2 });
      put(d, 'NewYork', { continental: 1, militiaActive: 1 });
      put(d, 'Virginia', { continental: 2 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: any four
    // of the five include a Boston Continental, so the first goes without asking; then Boston's second or New
    // York's (Virginia's first would leave two to take, not three).
    expect(choices(s1)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'continental' },
      { type: 'remove', space: 'NewYork', piece: 'continental' },
    ]);
    const s = play(s1, rm('patriots', 'NewYork', 'continental'));
    // After New York only Virginia is left in canonical order: its two go without asking.
    expect(s.spaces.Boston.pieces.continental).toBe(1);
    expect(s.spaces.NewYork.pieces).toMatchObject({ continental: 0, militiaActive: 1 });
    expect(s.spaces.Virginia.pieces.continental).toBe(0);
    expect(s.spaces.Virginia.control).toBe(null);
    expect(s.available.continental).toBe(s0.available.continental + 4);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.crc).toBe(s0.crc);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #20 Continental Marines (unshaded)',
      `${L} (unshaded): 1 Continental removed from Boston`,
      `${L} (unshaded): 1 Continental removed from New York`,
      `${L} (unshaded): 1 Continental removed from Virginia`,
      `${L} (unshaded): 1 Continental removed from Virginia`,
    ]);
  });

  // 5.1.3: only three Continentals on the map, all in one space: all three go, nothing to decide.
  it('unshaded: fewer than four on the map — all of them go, without a decision', () => {
    const s0 = at(20, 'indians', {}, (d) => put(d, 'Philadelphia', { continental: 3 }));
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.spaces.Philadelphia.pieces.continental).toBe(0);
    expect(s.available.continental).toBe(s0.available.continental + 3);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toHaveLength(4);
  });

  // 5.1, 5.1.1: four Continentals from Available into New Jersey (one way: no decision).
  it('shaded: four Continentals placed in New Jersey', () => {
    const s0 = at(20, 'indians', {}, (d) => put(d, 'NewJersey', { tory: 2 }));
    // 1.10: the Available Washington may enter with the Continentals (the Patriots decide); he stays Available.
    const s = play(s0, ev('indians', 'shaded'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 4, tory: 2 });
    expect(s.spaces.NewJersey.control).toBe('rebellion');
    expect(s.available.continental).toBe(s0.available.continental - 4);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #20 Continental Marines (shaded)',
      ...Array(4).fill(`${L} (shaded): 1 Continental placed in New Jersey`),
      'George Washington stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: two Continentals Available (the others in Casualties, none on the map): two placed.
  it('shaded: only two Continentals Available — two placed', () => {
    const s0 = at(20, 'patriots', {}, (d) => {
      d.casualties.continental += d.available.continental - 2;
      d.available.continental = 2;
    });
    // 1.10: the Available Washington may enter with them; he stays Available.
    const s = play(s0, ev('patriots', 'shaded'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NewJersey.pieces.continental).toBe(2);
    expect(s.available.continental).toBe(0);
    expect(s.casualties.continental).toBe(s0.casualties.continental);
    expectEventDone(s, 'patriots', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#24 Declaration of Independence', () => {
  const L = '#24 Declaration of Independence';

  // 5.1: the executing Faction picks two Continentals, two Militia and a Patriot Fort anywhere; all to Available.
  it('unshaded: two Continentals, two Militia and a Patriot Fort removed where the executing Faction chooses', () => {
    const s0 = at(24, 'british', {}, (d) => {
      put(d, 'Boston', { continental: 1, militiaUnderground: 1 });
      put(d, 'Virginia', { continental: 2, militiaActive: 2, patriotFort: 1 });
      put(d, 'Georgia', { patriotFort: 1 });
    });
    let s = play(s0, ev('british', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'continental' },
      { type: 'remove', space: 'Virginia', piece: 'continental' },
    ]);
    s = play(s, rm('british', 'Boston', 'continental'));
    // Then Virginia's; then the Militia.
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'militiaUnderground' },
      { type: 'remove', space: 'Virginia', piece: 'militiaActive' },
    ]);
    s = play(s, rm('british', 'Virginia', 'militiaActive'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'patriotFort' },
      { type: 'remove', space: 'Georgia', piece: 'patriotFort' },
    ]);
    s = play(s, rm('british', 'Georgia', 'patriotFort'));
    expect(s.spaces.Boston.pieces).toMatchObject({ continental: 0, militiaUnderground: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 1, militiaActive: 0, patriotFort: 1 });
    expect(s.spaces.Georgia.pieces.patriotFort).toBe(0);
    expect(s.available.continental).toBe(s0.available.continental + 2);
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 1);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.crc).toBe(s0.crc);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #24 Declaration of Independence (unshaded)',
      `${L} (unshaded): 1 Continental removed from Boston`,
      `${L} (unshaded): 1 Continental removed from Virginia`,
      `${L} (unshaded): 1 Active Militia removed from Virginia`,
      `${L} (unshaded): 1 Active Militia removed from Virginia`,
      `${L} (unshaded): 1 Patriot Fort removed from Georgia`,
    ]);
  });

  // 5.1.3: one Continental, no Militia, no Patriot Fort on the map: the Continental alone goes, nothing to decide.
  it('unshaded: only a Continental on the map — it alone goes', () => {
    const s0 = at(24, 'indians', {}, (d) => put(d, 'NewJersey', { continental: 1, tory: 1 }));
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 0, tory: 1 });
    expect(s.spaces.NewJersey.control).toBe('british');
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual(['Indians play #24 Declaration of Independence (unshaded)', `${L} (unshaded): 1 Continental removed from New Jersey`]);
  });

  // 5.1, 1.4.3, 3.3.3, 1.4.2: three Militia (two in one space), a Propaganda with each, then a Patriot Fort where stacking allows.
  it('shaded: three Militia, two in one space, a Propaganda with each; a Patriot Fort anywhere', () => {
    const s0 = at(24, 'patriots', {}, (d) => put(d, 'NewYork', { village: 1, britishFort: 1 }));
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // Any map space, and 'done' ("up to").
    expect(selectable(s)).toEqual(MAP_SPACES);
    expect(choices(s, 'done')).toEqual([{ type: 'done' }]);
    s = play(s, sel('patriots', 'Boston'), sel('patriots', 'Virginia'));
    // A space may be selected again, never one before the last selected (canonical order).
    expect(selectable(s)).toEqual(MAP_SPACES.slice(MAP_SPACES.indexOf('Virginia')));
    s = play(s, sel('patriots', 'Virginia'));
    // 1.10: the Militia placed, the Available Washington may enter with them; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Boston' }, { type: 'moveLeader', to: 'Virginia' }, { type: 'stay' }]);
    s = play(s, { faction: 'patriots', type: 'stay' });
    // The Fort: not New York (two Forts/Villages already, 1.4.2).
    expect(selectable(s)).toEqual(MAP_SPACES.filter((x) => x !== 'NewYork'));
    expect(choices(s, 'done')).toEqual([]);
    // 1.10: again with the Fort; he stays Available.
    s = play(s, sel('patriots', 'Massachusetts'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Boston.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(2);
    expect(s.spaces.Boston.propaganda).toBe(1);
    expect(s.spaces.Virginia.propaganda).toBe(2);
    expect(propagandaOnMap(s)).toBe(3);
    expect(s.spaces.Massachusetts.pieces.patriotFort).toBe(1);
    expect(s.spaces.NewYork.pieces).toMatchObject({ village: 1, britishFort: 1, patriotFort: 0 });
    expect(s.available.militia).toBe(s0.available.militia - 3);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort - 1);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #24 Declaration of Independence (shaded)',
      `${L} (shaded): 1 Underground Militia placed in Boston`,
      `${L} (shaded): 1 Underground Militia placed in Virginia`,
      `${L} (shaded): 1 Underground Militia placed in Virginia`,
      'George Washington stays Available',
      `${L} (shaded): 1 Propaganda marker placed in Boston`,
      `${L} (shaded): 1 Propaganda marker placed in Virginia`,
      `${L} (shaded): 1 Propaganda marker placed in Virginia`,
      `${L} (shaded): 1 Patriot Fort placed in Massachusetts`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.1, 5.1.3, 3.3.3: one Militia Available (one selection only), one Propaganda marker left, no Patriot Fort Available.
  it('shaded: one Militia Available, one Propaganda left, no Patriot Fort — one Militia with its Propaganda', () => {
    const s0 = at(24, 'french', {}, (d) => {
      put(d, 'Georgia', { militiaActive: d.available.militia - 1 });
      allPatriotFortsOut(d);
      d.spaces.Florida.propaganda = 11;
    });
    expect(s0.available.militia).toBe(1);
    expect(s0.available.patriotFort).toBe(0);
    let s = play(s0, ev('french', 'shaded'));
    // 1.10: the Available Washington may enter with the Militia (the Patriots decide); he stays Available.
    s = play(s, sel('french', 'NewJersey'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NewJersey.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.NewJersey.propaganda).toBe(1);
    expect(propagandaOnMap(s)).toBe(12);
    expect(s.available.militia).toBe(0);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #24 Declaration of Independence (shaded)',
      `${L} (shaded): 1 Underground Militia placed in New Jersey`,
      'George Washington stays Available',
      `${L} (shaded): 1 Propaganda marker placed in New Jersey`,
    ]);
  });

  // 5.1.3 "up to": the executing Faction may place no Militia at all; the Fort still follows.
  it('shaded: no Militia placed (done), the Fort still placed', () => {
    const s0 = at(24, 'british');
    // 1.10: the Available Washington may enter with the Fort (the Patriots decide); he stays Available.
    const s = play(s0, ev('british', 'shaded'), done('british'), sel('british', 'Florida'), { faction: 'patriots', type: 'stay' });
    expect(s.available.militia).toBe(s0.available.militia);
    expect(propagandaOnMap(s)).toBe(0);
    expect(s.spaces.Florida.pieces.patriotFort).toBe(1);
    expectEventDone(s, 'british', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#28 Battle of Moore’s Creek Bridge', () => {
  const L = '#28 Battle of Moore’s Creek Bridge';

  // 5.1, 1.4.3: every Militia (Underground and Active) in the space chosen gives way to two Tories.
  it('unshaded: every Militia in one space replaced by two Tories', () => {
    const s0 = at(28, 'british', {}, (d) => {
      put(d, 'NorthCarolina', { militiaUnderground: 1, militiaActive: 1, continental: 1 });
      put(d, 'Virginia', { militiaActive: 3 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    // Only spaces with Militia (5.1.3).
    expect(choices(s1)).toEqual([
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'selectSpace', space: 'NorthCarolina' },
    ]);
    // 1.10: the Available Gage may enter with the Tories; he stays Available.
    const s = play(s1, sel('british', 'NorthCarolina'), { faction: 'british', type: 'stay' });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 0, continental: 1, tory: 4 });
    expect(s.spaces.NorthCarolina.control).toBe('british');
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(3);
    expect(s.available.tory).toBe(s0.available.tory - 4);
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #28 Battle of Moore’s Creek Bridge (unshaded)',
      `${L} (unshaded): 1 Underground Militia in North Carolina replaced by 2 Tories`,
      `${L} (unshaded): 1 Active Militia in North Carolina replaced by 2 Tories`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.1, 1.4.1, 1.10: three Tories Available for two Militia: three placed, both Militia removed; Washington left alone.
  it('unshaded: too few Tories Available — the Militia go all the same; the Patriots move their Leader', () => {
    const s0 = at(28, 'indians', {}, (d) => {
      d.unavailable.tory += d.available.tory - 3;
      d.available.tory = 3;
      put(d, 'SouthCarolina', { militiaUnderground: 2 });
      put(d, 'Boston', { continental: 1 });
      lead(d, 'patriots', 'SouthCarolina');
    });
    // South Carolina is the only space with Militia: selected without asking.
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'Boston' });
    // 1.10: then the Available Gage may enter with the Tories; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    s = play(s, { faction: 'british', type: 'stay' });
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ militiaUnderground: 0, tory: 3 });
    expect(s.available.tory).toBe(0);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory);
    expect(s.leaders.patriots.at).toBe('Boston');
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #28 Battle of Moore’s Creek Bridge (unshaded)',
      `${L} (unshaded): 2 Underground Militia in South Carolina replaced by 3 Tories`,
      'George Washington has no Patriot pieces left in South Carolina and is set aside',
      'George Washington moves to Boston',
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1, 1.4.3: every Tory in the space chosen gives way to two Underground Militia.
  it('shaded: every Tory in one space replaced by two Militia', () => {
    const s0 = at(28, 'patriots', {}, (d) => {
      put(d, 'Philadelphia', { tory: 2, britishRegular: 1 });
      put(d, 'Georgia', { tory: 1 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(selectable(s1)).toEqual(['Philadelphia', 'Georgia']);
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s1, sel('patriots', 'Philadelphia'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Philadelphia.pieces).toMatchObject({ tory: 0, britishRegular: 1, militiaUnderground: 4 });
    expect(s.spaces.Philadelphia.control).toBe('rebellion');
    expect(s.spaces.Georgia.pieces.tory).toBe(1);
    expect(s.available.tory).toBe(s0.available.tory + 2);
    expect(s.available.militia).toBe(s0.available.militia - 4);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #28 Battle of Moore’s Creek Bridge (shaded)',
      `${L} (shaded): 2 Tories in Philadelphia replaced by 4 Underground Militia`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.3: no Tory on the map — the Event does nothing, no decision.
  it('shaded: no Tory anywhere — nothing happens', () => {
    const s0 = at(28, 'french', {}, (d) => put(d, 'Boston', { britishRegular: 2 }));
    const s = play(s0, ev('french', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.available).toEqual(s0.available);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual(['French play #28 Battle of Moore’s Creek Bridge (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#30 Hessians', () => {
  const L = '#30 Hessians';

  // 5.1: up to three British Controlled spaces with Regulars; up to two Regulars each from either pool; British Resources +2.
  it('unshaded: Regulars from Available and Unavailable in British Controlled spaces with Regulars; British +2', () => {
    const s0 = at(30, 'patriots', { resources: { british: 7 } }, (d) => {
      put(d, 'Boston', { britishRegular: 2 });
      put(d, 'NewYork', { britishRegular: 1, tory: 1 });
      put(d, 'Virginia', { britishRegular: 1, militiaActive: 3 });
      put(d, 'Quebec', { tory: 2 });
      d.unavailable.britishRegular += d.available.britishRegular - 1;
      d.available.britishRegular = 1;
    });
    let s = play(s0, ev('patriots', 'unshaded'));
    // The executing Faction decides (5.1); Virginia is Rebellion Controlled, Quebec has no Regular.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'Boston' }, { type: 'selectSpace', space: 'NewYork' }, { type: 'done' }]);
    s = play(s, sel('patriots', 'Boston'), sel('patriots', 'NewYork'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Boston', piece: 'britishRegular', option: 'available' },
      { type: 'place', space: 'Boston', piece: 'britishRegular', option: 'unavailable' },
      { type: 'done' },
    ]);
    s = play(s, { faction: 'patriots', type: 'place', space: 'Boston', piece: 'britishRegular', option: 'unavailable' });
    // Canonical order: after an Unavailable one, no Available one in the same space.
    expect(choices(s)).toEqual([{ type: 'place', space: 'Boston', piece: 'britishRegular', option: 'unavailable' }, { type: 'done' }]);
    s = play(
      s,
      done('patriots'),
      { faction: 'patriots', type: 'place', space: 'NewYork', piece: 'britishRegular', option: 'available' },
      { faction: 'patriots', type: 'place', space: 'NewYork', piece: 'britishRegular', option: 'unavailable' },
    );
    // 1.10: the Available Gage may enter with the Regular placed from Available, in New York only (the British decide).
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'NewYork' }, { type: 'stay' }]);
    s = play(s, { faction: 'british', type: 'stay' });
    expect(s.spaces.Boston.pieces.britishRegular).toBe(3);
    expect(s.spaces.NewYork.pieces).toMatchObject({ britishRegular: 3, tory: 1 });
    expect(s.spaces.Virginia.pieces.britishRegular).toBe(1);
    expect(s.available.britishRegular).toBe(0);
    expect(s.unavailable.britishRegular).toBe(s0.unavailable.britishRegular - 2);
    expect(s.resources).toEqual({ ...s0.resources, british: 9 });
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #30 Hessians (unshaded)',
      `${L} (unshaded): 1 British Regular placed in Boston from Unavailable`,
      `${L} (unshaded): 1 British Regular placed in New York`,
      `${L} (unshaded): 1 British Regular placed in New York from Unavailable`,
      'Thomas Gage stays Available',
      `${L} (unshaded): British Resources +2 (now 9)`,
    ]);
  });

  // 5.1.3, 1.8: no British Controlled space with Regulars — nothing placed; Resources 49 → 50.
  it('unshaded: no space qualifies — only the Resources, capped at 50', () => {
    const s0 = at(30, 'british', { resources: { british: 49 } }, (d) => {
      put(d, 'Quebec', { tory: 2 });
      put(d, 'Virginia', { britishRegular: 1, militiaActive: 2 });
    });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.resources.british).toBe(50);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual(['British play #30 Hessians (unshaded)', `${L} (unshaded): British Resources +1 (now 50)`]);
  });

  // 5.1, 1.3.7: one in five Regulars on the map (10 → 2), counted once before any goes; the West Indies left out; the British pick.
  it('shaded: the British remove one in five of their Regulars on the map, counted before any goes', () => {
    const s0 = at(30, 'patriots', { treaty: true }, (d) => {
      put(d, 'Boston', { britishRegular: 6 });
      put(d, 'NewYork', { britishRegular: 4 });
      put(d, 'WestIndies', { britishRegular: 5 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(pending(s)!.prompt).toBe('#30 Hessians (shaded): the British remove 2 × British Regular (0 removed)');
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'britishRegular' },
      { type: 'remove', space: 'NewYork', piece: 'britishRegular' },
    ]);
    s = play(s, rm('british', 'Boston', 'britishRegular'));
    // Nine left would make one in five 1: the count stays 2.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    s = play(s, rm('british', 'NewYork', 'britishRegular'));
    expect(s.spaces.Boston.pieces.britishRegular).toBe(5);
    expect(s.spaces.NewYork.pieces.britishRegular).toBe(3);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(5);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular + 2);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.cbc).toBe(s0.cbc);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #30 Hessians (shaded)',
      `${L} (shaded): 1 British Regular removed from Boston`,
      `${L} (shaded): 1 British Regular removed from New York`,
    ]);
  });

  // 5.1.3: four Regulars on the map — one in five rounds down to none.
  it('shaded: four Regulars — none removed', () => {
    const s0 = at(30, 'indians', {}, (d) => put(d, 'Boston', { britishRegular: 4 }));
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.spaces.Boston.pieces.britishRegular).toBe(4);
    expect(s.available).toEqual(s0.available);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #30 Hessians (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#32 Rule Britannia!', () => {
  const L = '#32 Rule Britannia!';

  // 5.1: one Colony, up to two Regulars and two Tories, each from Unavailable or Available.
  it('unshaded: two Regulars and two Tories in one Colony, from either pool', () => {
    const s0 = at(32, 'indians');
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s)).toEqual([...COLONIES]);
    s = play(s, sel('indians', 'SouthCarolina'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'SouthCarolina', piece: 'britishRegular', option: 'unavailable' },
      { type: 'place', space: 'SouthCarolina', piece: 'britishRegular', option: 'available' },
      { type: 'done' },
    ]);
    s = play(
      s,
      { faction: 'indians', type: 'place', space: 'SouthCarolina', piece: 'britishRegular', option: 'unavailable' },
      { faction: 'indians', type: 'place', space: 'SouthCarolina', piece: 'britishRegular', option: 'available' },
      // 1.10: the Available Gage may enter with the Regular, then with the Tories (the British decide); he stays Available.
      { faction: 'british', type: 'stay' },
      { faction: 'indians', type: 'place', space: 'SouthCarolina', piece: 'tory', option: 'available' },
      { faction: 'indians', type: 'place', space: 'SouthCarolina', piece: 'tory', option: 'available' },
      { faction: 'british', type: 'stay' },
    );
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ britishRegular: 2, tory: 2 });
    expect(s.spaces.SouthCarolina.control).toBe('british');
    expect(s.unavailable.britishRegular).toBe(s0.unavailable.britishRegular - 1);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular - 1);
    expect(s.available.tory).toBe(s0.available.tory - 2);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #32 Rule Britannia! (unshaded)',
      `${L} (unshaded): 1 British Regular placed in South Carolina from Unavailable`,
      `${L} (unshaded): 1 British Regular placed in South Carolina`,
      'Thomas Gage stays Available',
      `${L} (unshaded): 1 Tory placed in South Carolina`,
      `${L} (unshaded): 1 Tory placed in South Carolina`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: one Regular, Unavailable only, and no Tory in either pool: one Regular placed, then nothing to decide.
  it('unshaded: one Regular left (Unavailable), no Tory — only that Regular', () => {
    const s0 = at(32, 'british', {}, (d) => {
      d.casualties.britishRegular += d.available.britishRegular + d.unavailable.britishRegular - 1;
      d.available.britishRegular = 0;
      d.unavailable.britishRegular = 1;
      d.casualties.tory += d.available.tory + d.unavailable.tory;
      d.available.tory = 0;
      d.unavailable.tory = 0;
    });
    let s = play(s0, ev('british', 'unshaded'), sel('british', 'Georgia'));
    expect(choices(s)).toEqual([{ type: 'place', space: 'Georgia', piece: 'britishRegular', option: 'unavailable' }, { type: 'done' }]);
    s = play(s, { faction: 'british', type: 'place', space: 'Georgia', piece: 'britishRegular', option: 'unavailable' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishRegular: 1, tory: 0 });
    expect(s.unavailable.britishRegular).toBe(0);
    expectEventDone(s, 'british', 'patriots');
  });

  // 5.1: the executing Faction chooses the Faction; half the British Controlled Cities (5 → 2), rounding down.
  it('shaded: the executing Faction picks a Faction, which gains half the British Controlled Cities', () => {
    const s0 = at(32, 'patriots', { resources: { french: 10 } }, (d) => {
      for (const c of ['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk'] as SpaceId[]) put(d, c, { tory: 1 });
      put(d, 'CharlesTown', { tory: 1, militiaActive: 1 });
      put(d, 'Savannah', { continental: 1 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s1)).toEqual(['british', 'patriots', 'french', 'indians'].map((option) => ({ type: 'choose', option })));
    const s = play(s1, { faction: 'patriots', type: 'choose', option: 'french' });
    expect(s.resources).toEqual({ ...s0.resources, french: 12 });
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #32 Rule Britannia! (shaded)', `${L} (shaded): French Resources +2 (now 12)`]);
  });

  // 1.8: four British Cities would give 2, the chosen Faction at 49 gains 1.
  it('shaded: Resources capped at 50', () => {
    const s0 = at(32, 'british', { resources: { indians: 49 } }, (d) => {
      for (const c of CITIES.slice(0, 4)) put(d, c, { britishRegular: 1 });
    });
    const s = play(s0, ev('british', 'shaded'), { faction: 'british', type: 'choose', option: 'indians' });
    expect(s.resources).toEqual({ ...s0.resources, indians: 50 });
    expectEventDone(s, 'british', 'patriots');
  });

  // 5.1.3: one British Controlled City — half rounds down to 0: no Faction to choose, nothing changes.
  it('shaded: one British City — nothing to add, no choice', () => {
    const s0 = at(32, 'indians', {}, (d) => put(d, 'Boston', { britishRegular: 1 }));
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #32 Rule Britannia! (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#43 HMS Russian Merchant with 4,000 Muskets', () => {
  const L = '#43 HMS Russian Merchant with 4,000 Muskets';

  // 5.1: "the British may add" — the British pick the spaces, the Tories and their pools, whoever executes.
  it('unshaded: the British (named) add Tories in up to three spaces with a Regular', () => {
    const s0 = at(43, 'patriots', {}, (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Virginia', { britishRegular: 2, militiaActive: 4 });
      put(d, 'Quebec', { britishRegular: 1 });
      put(d, 'NewYork', { tory: 3 });
      d.unavailable.tory += d.available.tory - 2;
      d.available.tory = 2;
    });
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(pending(s)!.context.event).toEqual({ card: 43, side: 'unshaded', faction: 'patriots', instruction: 0 });
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'selectSpace', space: 'Quebec' },
      { type: 'done' },
    ]);
    s = play(s, sel('british', 'Boston'), sel('british', 'Virginia'), done('british'));
    expect(pending(s)!.faction).toBe('british');
    s = play(
      s,
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', option: 'available' },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', option: 'available' },
      { faction: 'british', type: 'place', space: 'Virginia', piece: 'tory', option: 'unavailable' },
      done('british'),
      // 1.10: the Available Gage may enter with the Tories placed from Available (Boston); he stays Available.
      { faction: 'british', type: 'stay' },
    );
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 1, tory: 2 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 2, tory: 1, militiaActive: 4 });
    expect(s.spaces.Quebec.pieces.tory).toBe(0);
    expect(s.available.tory).toBe(0);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory - 1);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #43 HMS Russian Merchant with 4,000 Muskets (unshaded)',
      `${L} (unshaded): 1 Tory placed in Boston`,
      `${L} (unshaded): 1 Tory placed in Boston`,
      `${L} (unshaded): 1 Tory placed in Virginia from Unavailable`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: one Tory left in all: it goes to the first space; the second space gets none (nothing to decide there).
  it('unshaded: a single Tory left — the second space gets nothing', () => {
    const s0 = at(43, 'british', {}, (d) => {
      d.casualties.tory += d.available.tory + d.unavailable.tory - 1;
      d.available.tory = 1;
      d.unavailable.tory = 0;
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Savannah', { britishRegular: 1 });
    });
    let s = play(s0, ev('british', 'unshaded'), sel('british', 'Boston'), sel('british', 'Savannah'));
    expect(choices(s)).toEqual([{ type: 'place', space: 'Boston', piece: 'tory', option: 'available' }, { type: 'done' }]);
    s = play(s, { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', option: 'available' });
    // 1.4.1: no Tory left in the pools; the British may take the one just placed in Boston — or stop ("may").
    expect(choices(s)).toEqual([{ type: 'place', space: 'Savannah', from: 'Boston', piece: 'tory' }, { type: 'done' }]);
    // 1.10: then the Available Gage may enter with the Tory; he stays Available.
    s = play(s, { faction: 'british', type: 'done' }, { faction: 'british', type: 'stay' });
    expect(s.spaces.Boston.pieces.tory).toBe(1);
    expect(s.spaces.Savannah.pieces.tory).toBe(0);
    expect(s.available.tory).toBe(0);
    expectEventDone(s, 'british', 'indians');
  });

  // 5.1: "British remove one in three Tories" — counted once (6 → 2), the British pick which.
  it('shaded: the British remove one in three Tories, counted before any goes', () => {
    const s0 = at(43, 'indians', {}, (d) => {
      put(d, 'Boston', { tory: 3 });
      put(d, 'Georgia', { tory: 3, britishRegular: 1 });
    });
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    s = play(s, rm('british', 'Boston', 'tory'));
    // Five left would make one in three 1: the count stays 2.
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'tory' },
      { type: 'remove', space: 'Georgia', piece: 'tory' },
    ]);
    s = play(s, rm('british', 'Boston', 'tory'));
    expect(s.spaces.Boston.pieces.tory).toBe(1);
    expect(s.spaces.Georgia.pieces.tory).toBe(3);
    expect(s.available.tory).toBe(s0.available.tory + 2);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #43 HMS Russian Merchant with 4,000 Muskets (shaded)',
      `${L} (shaded): 1 Tory removed from Boston`,
      `${L} (shaded): 1 Tory removed from Boston`,
    ]);
  });

  // 5.1.3: two Tories — one in three rounds down to none.
  it('shaded: two Tories — none removed', () => {
    const s0 = at(43, 'patriots', {}, (d) => put(d, 'Boston', { tory: 2 }));
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces.Boston.pieces.tory).toBe(2);
    expectEventDone(s, 'patriots', 'british');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#90 “The World Turned Upside Down”', () => {
  const L = '#90 “The World Turned Upside Down”';

  // Glossary "Friendly", 1.5.1, 1.4.2: the Indians place a British Fort or a Village (no Village in a City, none in a full space).
  it('unshaded by the Indians: a Village or a British Fort where stacking allows', () => {
    const s0 = at(90, 'indians', {}, (d) => put(d, 'Northwest', { village: 2 }));
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s)).toEqual(MAP_SPACES.filter((x) => x !== 'Northwest'));
    s = play(s, sel('indians', 'Boston'));
    // In a City only the British Fort: placed without asking. Again, in a Province: the choice.
    expect(s.spaces.Boston.pieces.britishFort).toBe(1);
    // 1.10: the Available Gage may enter with the British Fort (the British decide); he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    s = play(s, { faction: 'british', type: 'stay' });
    expectEventDone(s, 'indians', 'french');
    const t = play(s0, ev('indians', 'unshaded'), sel('indians', 'Southwest'));
    expect(choices(t)).toEqual([
      { type: 'place', space: 'Southwest', piece: 'britishFort' },
      { type: 'place', space: 'Southwest', piece: 'village' },
    ]);
    // 1.10: the Available Indian Leader may enter with the Village; he stays Available.
    const u = play(t, { faction: 'indians', type: 'place', space: 'Southwest', piece: 'village' }, { faction: 'indians', type: 'stay' });
    expect(u.spaces.Southwest.pieces).toMatchObject({ village: 1, britishFort: 0 });
    expect(u.available.village).toBe(s0.available.village - 1);
    expectEventDone(u, 'indians', 'french');
    expect(logSince(s0, u)).toEqual(['Indians play #90 “The World Turned Upside Down” (unshaded)', `${L} (unshaded): 1 Village placed in Southwest`, 'Joseph Brant stays Available']);
  });

  // Glossary "Friendly": the Patriots place a Patriot Fort.
  it('unshaded by the Patriots: a Patriot Fort', () => {
    const s0 = at(90, 'patriots');
    // 1.10: the Available Washington may enter with the Fort; he stays Available.
    const s = play(s0, ev('patriots', 'unshaded'), sel('patriots', 'Pennsylvania'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ patriotFort: 1, britishFort: 0, village: 0 });
    expect(s.spaces.Pennsylvania.control).toBe('rebellion');
    expect(s.available.patriotFort).toBe(s0.available.patriotFort - 1);
    expectEventDone(s, 'patriots', 'indians');
  });

  // 5.1.1, 5.1.3: the French have no Patriot Fort Available — nothing to place, no decision.
  it('unshaded by the French: no Patriot Fort Available — nothing happens', () => {
    const s0 = at(90, 'french', {}, (d) => {
      allPatriotFortsOut(d);
    });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual(['French play #90 “The World Turned Upside Down” (unshaded)']);
  });

  // 5.1, 1.6.4: two Regulars from the map to Casualties, CBC +2; the West Indies box is not the map.
  it('shaded: two British Regulars on the map to Casualties', () => {
    const s0 = at(90, 'french', { treaty: true, cbc: 3 }, (d) => {
      put(d, 'Boston', { britishRegular: 1, tory: 1 });
      put(d, 'NewYork', { britishRegular: 2 });
      put(d, 'WestIndies', { britishRegular: 2 });
    });
    let s = play(s0, ev('french', 'shaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'britishRegular' },
      { type: 'remove', space: 'NewYork', piece: 'britishRegular' },
    ]);
    s = play(s, rm('french', 'NewYork', 'britishRegular'));
    expect(s.spaces.Boston.pieces.britishRegular).toBe(1);
    expect(s.spaces.NewYork.pieces.britishRegular).toBe(0);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(2);
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 2);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular);
    expect(s.cbc).toBe(5);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual([
      'French play #90 “The World Turned Upside Down” (shaded)',
      `${L} (shaded): 1 British Regular removed from New York to Casualties`,
      `${L} (shaded): 1 British Regular removed from New York to Casualties`,
    ]);
  });

  // 5.1.3: one Regular on the map (the West Indies' do not count): it alone goes.
  it('shaded: a single Regular on the map — it alone goes', () => {
    const s0 = at(90, 'british', { treaty: true }, (d) => {
      put(d, 'Florida', { britishRegular: 1, tory: 1 });
      put(d, 'WestIndies', { britishRegular: 3 });
    });
    const s = play(s0, ev('british', 'shaded'));
    expect(s.spaces.Florida.pieces).toMatchObject({ britishRegular: 0, tory: 1 });
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(3);
    expect(s.cbc).toBe(s0.cbc + 1);
    expectEventDone(s, 'british', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('instruction changes for these cards', () => {
  // 5.1 (canonical order): with `repeat` the same space can be selected again, never an earlier one; 'done' any time ("up to").
  it('selectSpaces repeat: a multiset in map order', () => {
    let s = play(at(24, 'patriots'), ev('patriots', 'shaded'), sel('patriots', 'Georgia'), sel('patriots', 'Georgia'));
    expect(selectable(s)).toEqual(MAP_SPACES.slice(MAP_SPACES.indexOf('Georgia')));
    expect(listed(s, 'selectSpace').every((a) => a.faction === 'patriots')).toBe(true);
    // 1.10: the Militia placed, the Available Washington may enter with them; he stays Available.
    s = play(s, sel('patriots', 'Georgia'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Georgia.pieces.militiaUnderground).toBe(3);
    expect(s.spaces.Georgia.propaganda).toBe(3);
  });

  // Save and load in the middle: a repeated selection, a computed count read once (progress.target), a Leader left alone above the Event.
  it('an Event saved and loaded mid-way goes on the same (repeat, target, leaderAlone)', () => {
    const roundTrip = (s: GameState): GameState => loadGame(serialize(s));
    const a = play(at(24, 'patriots'), ev('patriots', 'shaded'), sel('patriots', 'Boston'), sel('patriots', 'Boston'));
    expect(roundTrip(a)).toEqual(a);
    expect(play(roundTrip(a), sel('patriots', 'Boston'))).toEqual(play(a, sel('patriots', 'Boston')));

    const b = play(
      at(30, 'patriots', {}, (d) => {
        put(d, 'Boston', { britishRegular: 6 });
        put(d, 'NewYork', { britishRegular: 4 });
      }),
      ev('patriots', 'shaded'),
      rm('british', 'Boston', 'britishRegular'),
    );
    expect(roundTrip(b)).toEqual(b);
    expect(pending(roundTrip(b))).toMatchObject({ kind: 'event', faction: 'british' });

    const c = play(
      at(28, 'british', {}, (d) => {
        put(d, 'Georgia', { militiaActive: 1 });
        put(d, 'Virginia', { continental: 1 });
        lead(d, 'patriots', 'Georgia');
      }),
      ev('british', 'unshaded'),
    );
    expect(pending(c)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    expect(roundTrip(c)).toEqual(c);
    expect(play(roundTrip(c), { faction: 'patriots', type: 'moveLeader', to: 'Virginia' }).leaders.patriots.at).toBe('Virginia');
  });
});
