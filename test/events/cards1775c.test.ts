/**
 * Nine more Event programs of 1775–1776 (chapter 5): #29, #35, #68, #72, #82, #83, #86, #91, #92, each
 * side on a hand-built 1775 position — the full outcome, what happens when only part of the text can be
 * carried out (5.1.1, 5.1.3), and who decides (5.1) — with the `bindNumber` instruction they brought and
 * a Leader left alone by an Event's removal or move (1.10: set aside, placed by its owner). Every sequence is played with `play`, which checks the rules invariants after each step.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { SpaceId } from '../../src/data/ids';
import { loadGame, serialize } from '../../src/game/persistence';
import { pending } from '../../src/index';
import { choices, lead, listed, logSince, play, put } from '../../src/testing/kit';
import { at, eventDoneCheck, ev, sel, selectable } from '../helpers/events';

/** The Event played (2.3.2, 2.3.6), no Event frame left on the stack (this batch does not check granted Commands' frames). */
const expectEventDone = eventDoneCheck(['event']);
const raidOnMap = (s: GameState): number => Object.values(s.spaces).reduce((n, sp) => n + sp.raid, 0);
/** Every space but those listed is as it was. */
function othersUntouched(s0: GameState, s: GameState, touched: readonly SpaceId[]): void {
  for (const id of Object.keys(s0.spaces) as SpaceId[]) if (!touched.includes(id)) expect(s.spaces[id]).toEqual(s0.spaces[id]);
}

// ---------------------------------------------------------------------------------------------
describe('#29 Edward Bancroft, British Spy', () => {
  const T = '#29 Edward Bancroft, British Spy (unshaded)';

  // 5.1: the executing Faction names the Faction; the named Faction picks the pieces it Activates (1.4.3).
  it('unshaded: the British name the Patriots, who Activate Militia until half of them are Active', () => {
    const s0 = at(29, 'british', {}, (d) => {
      put(d, 'Boston', { militiaActive: 1 });
      put(d, 'NewYork', { militiaUnderground: 2 });
      put(d, 'Virginia', { militiaUnderground: 3 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s1)).toEqual([
      { type: 'choose', option: 'patriots' },
      { type: 'choose', option: 'indians' },
    ]);
    const s2 = play(s1, { faction: 'british', type: 'choose', option: 'patriots' });
    // 5.1: the Patriots, named, decide which Militia turn Active: six Militia, one Active → two more.
    expect(pending(s2)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(pending(s2)!.context.event).toEqual({ card: 29, side: 'unshaded', faction: 'british', instruction: 2 });
    expect(choices(s2)).toEqual([
      { type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 1 },
      { type: 'activate', space: 'Virginia', piece: 'militiaUnderground', count: 1 },
    ]);
    const s = play(
      s2,
      { faction: 'patriots', type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 1 },
      { faction: 'patriots', type: 'activate', space: 'Virginia', piece: 'militiaUnderground', count: 1 },
    );
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaActive: 1, militiaUnderground: 0 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaActive: 1, militiaUnderground: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaActive: 1, militiaUnderground: 2 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ warPartyUnderground: 2, warPartyActive: 0 });
    othersUntouched(s0, s, ['NewYork', 'Virginia']);
    expect(s.available).toEqual(s0.available);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #29 Edward Bancroft, British Spy (unshaded)',
      `${T}: 1 Underground Militia in New York Activated`,
      `${T}: 1 Underground Militia in Virginia Activated`,
    ]);
  });

  // 5.1: named by the Patriots, the Indians pick their War Parties; half of five rounds down to two (one more).
  it('unshaded: the Patriots name the Indians, who pick the War Party; half rounds down', () => {
    const s0 = at(29, 'patriots', {}, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 2, warPartyActive: 1 });
      put(d, 'Florida', { warPartyUnderground: 2 });
      put(d, 'Virginia', { militiaUnderground: 2 });
    });
    const s1 = play(s0, ev('patriots', 'unshaded'), { faction: 'patriots', type: 'choose', option: 'indians' });
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(choices(s1)).toEqual([
      { type: 'activate', space: 'Quebec', piece: 'warPartyUnderground', count: 1 },
      { type: 'activate', space: 'Florida', piece: 'warPartyUnderground', count: 1 },
    ]);
    const s = play(s1, { faction: 'indians', type: 'activate', space: 'Florida', piece: 'warPartyUnderground', count: 1 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ warPartyUnderground: 2, warPartyActive: 1 });
    expect(s.spaces.Florida.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 0 });
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #29 Edward Bancroft, British Spy (unshaded)', `${T}: 1 Underground War Party in Florida Activated`]);
  });

  // 5.1.3 (the fuller choice): the Patriots have half of their Militia Active already, so only the Indians
  // can be named — taken without asking; the Indians then decide (5.1).
  it('unshaded: a Faction with nothing to Activate is not offered while the other has something', () => {
    const s0 = at(29, 'british', {}, (d) => {
      put(d, 'Virginia', { militiaUnderground: 2, militiaActive: 2 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
      put(d, 'Northwest', { warPartyUnderground: 1 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(choices(s1)).toEqual([
      { type: 'activate', space: 'Quebec', piece: 'warPartyUnderground', count: 1 },
      { type: 'activate', space: 'Northwest', piece: 'warPartyUnderground', count: 1 },
    ]);
    const s = play(s1, { faction: 'indians', type: 'activate', space: 'Quebec', piece: 'warPartyUnderground', count: 1 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1 });
    expect(s.spaces.Northwest.pieces.warPartyUnderground).toBe(1);
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 2 });
    expectEventDone(s, 'british', 'patriots');
  });

  // 5.1.3: neither Faction has anything to Activate (one Militia: half of it rounds down to none) —
  // both may be named, and nothing happens.
  it('unshaded: nothing to Activate on either side — executed for no effect', () => {
    const s0 = at(29, 'indians', {}, (d) => {
      put(d, 'Virginia', { militiaUnderground: 1 });
      put(d, 'Quebec', { warPartyActive: 2 });
    });
    const s1 = play(s0, ev('indians', 'unshaded'));
    expect(choices(s1)).toEqual([
      { type: 'choose', option: 'patriots' },
      { type: 'choose', option: 'indians' },
    ]);
    const s = play(s1, { faction: 'indians', type: 'choose', option: 'patriots' });
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #29 Edward Bancroft, British Spy (unshaded)']);
  });

  // 5.1 (bindNumber): the number to Activate is fixed before the first: six Underground Militia → three
  // Activated (a count re-read after each would stop at two).
  it('unshaded: all Underground in one space — three of six Activated, without a decision', () => {
    const s0 = at(29, 'british', {}, (d) => put(d, 'Pennsylvania', { militiaUnderground: 6 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ militiaUnderground: 3, militiaActive: 3 });
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #29 Edward Bancroft, British Spy (unshaded)',
      `${T}: 1 Underground Militia in Pennsylvania Activated`,
      `${T}: 1 Underground Militia in Pennsylvania Activated`,
      `${T}: 1 Underground Militia in Pennsylvania Activated`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#35 Tryon Plot', () => {
  const U = '#35 Tryon Plot (unshaded)';
  const S = '#35 Tryon Plot (shaded)';

  // 5.1, 1.4.1, 1.4.3: two Patriot pieces removed to Available where the executing Faction picks them, then every Militia left there Activated.
  it('unshaded: two Patriot pieces removed in New York, the Militia left there Activated', () => {
    const s0 = at(35, 'british', {}, (d) => {
      put(d, 'NewYork', { continental: 1, militiaUnderground: 2, patriotFort: 1, tory: 1 });
      put(d, 'NewYorkCity', { militiaUnderground: 1 });
    });
    // 5.1.3: New York allows both removals, New York City one: New York is selected without asking.
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: the Fort first would leave nothing after it to take.
    expect(choices(s1)).toEqual([
      { type: 'remove', space: 'NewYork', piece: 'continental' },
      { type: 'remove', space: 'NewYork', piece: 'militiaUnderground' },
    ]);
    const s = play(s1, { faction: 'british', type: 'remove', space: 'NewYork', piece: 'continental' }, { faction: 'british', type: 'remove', space: 'NewYork', piece: 'patriotFort' });
    expect(s.spaces.NewYork.pieces).toMatchObject({ continental: 0, patriotFort: 0, militiaUnderground: 0, militiaActive: 2, tory: 1 });
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 0 });
    othersUntouched(s0, s, ['NewYork']);
    expect(s.available).toEqual({ ...s0.available, continental: s0.available.continental + 1, patriotFort: s0.available.patriotFort + 1 });
    expect(s.casualties).toEqual(s0.casualties);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #35 Tryon Plot (unshaded)',
      `${U}: 1 Continental removed from New York`,
      `${U}: 1 Patriot Fort removed from New York`,
      `${U}: 2 Underground Militia in New York Activated`,
    ]);
  });

  // 5.1: both spaces allow the two removals — both offered (New York City first, map order).
  it('unshaded: either space when both hold two Patriot pieces', () => {
    const s0 = at(35, 'indians', {}, (d) => {
      put(d, 'NewYork', { militiaActive: 2 });
      put(d, 'NewYorkCity', { continental: 2, militiaUnderground: 1 });
    });
    const s1 = play(s0, ev('indians', 'unshaded'));
    expect(choices(s1)).toEqual([
      { type: 'selectSpace', space: 'NewYorkCity' },
      { type: 'selectSpace', space: 'NewYork' },
    ]);
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: the Militia first would leave nothing after it, so the first Continental goes without asking.
    const s = play(s1, sel('indians', 'NewYorkCity'));
    // The second removal: the other Continental or the Militia (canonical order: same kind or a later one).
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'NewYorkCity', piece: 'continental' },
      { type: 'remove', space: 'NewYorkCity', piece: 'militiaUnderground' },
    ]);
    const t = play(s, { faction: 'indians', type: 'remove', space: 'NewYorkCity', piece: 'continental' });
    expect(t.spaces.NewYorkCity.pieces).toMatchObject({ continental: 0, militiaUnderground: 0, militiaActive: 1 });
    expect(t.spaces.NewYork.pieces).toMatchObject({ militiaActive: 2 });
    expectEventDone(t, 'indians', 'british');
    expect(logSince(s0, t).slice(-1)).toEqual([`${U}: 1 Underground Militia in New York City Activated`]);
  });

  // 5.1.3: a single Patriot piece (an Active Militia) in New York and none in New York City — it alone is removed, nothing is left to Activate.
  it('unshaded: only one Patriot piece there — one removed, nothing Activated', () => {
    const s0 = at(35, 'british', {}, (d) => put(d, 'NewYork', { militiaActive: 1, britishRegular: 2 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaActive: 0, britishRegular: 2 });
    expect(s.available.militia).toBe(s0.available.militia + 1);
    othersUntouched(s0, s, ['NewYork']);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #35 Tryon Plot (unshaded)', `${U}: 1 Active Militia removed from New York`]);
  });

  // 5.1.3: no Patriot piece in either space: both offered, nothing happens.
  it('unshaded: no Patriot piece in either space — executed for no effect', () => {
    const s0 = at(35, 'british');
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(selectable(s1)).toEqual(['NewYorkCity', 'NewYork']);
    const s = play(s1, sel('british', 'NewYork'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #35 Tryon Plot (unshaded)']);
  });

  // 5.1, 1.4.1: every Tory of one space (New York or adjacent) to Available; 5.1.3: only spaces with Tories offered.
  it('shaded: every Tory removed from one space adjacent to New York', () => {
    const s0 = at(35, 'patriots', {}, (d) => {
      put(d, 'NewJersey', { tory: 3, britishRegular: 1 });
      put(d, 'Quebec', { tory: 1 });
      put(d, 'Virginia', { tory: 2 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    // Virginia is not adjacent to New York; spaces without Tories are not offered (5.1.3).
    expect(selectable(s1)).toEqual(['NewJersey', 'Quebec']);
    const s = play(s1, sel('patriots', 'NewJersey'));
    expect(s.spaces.NewJersey.pieces).toMatchObject({ tory: 0, britishRegular: 1 });
    expect(s.spaces.Quebec.pieces.tory).toBe(1);
    expect(s.spaces.Virginia.pieces.tory).toBe(2);
    othersUntouched(s0, s, ['NewJersey']);
    expect(s.available.tory).toBe(s0.available.tory + 3);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #35 Tryon Plot (shaded)', `${S}: 3 Tories removed from New Jersey`]);
  });

  // 5.1.3: no Tory in New York nor next to it: the nine candidates are offered, nothing is removed.
  it('shaded: no Tory near New York — nothing removed', () => {
    const s0 = at(35, 'patriots', {}, (d) => put(d, 'Virginia', { tory: 2 }));
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(selectable(s1)).toEqual(['NewYorkCity', 'NewHampshire', 'Massachusetts', 'ConnecticutRhodeIsland', 'NewYork', 'NewJersey', 'Pennsylvania', 'Quebec', 'Northwest']);
    const s = play(s1, sel('patriots', 'NewYork'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #35 Tryon Plot (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#68 French in America Want Canada', () => {
  const T = '#68 French in America Want Canada (unshaded)';

  // 5.1: up to six of the executing Faction's cubes from the map (not the West Indies) to Quebec, then a friendly Fort there.
  it('unshaded: the British move six cubes into Quebec and place a British Fort', () => {
    const s0 = at(68, 'british', {}, (d) => {
      put(d, 'Boston', { britishRegular: 2, tory: 1 });
      put(d, 'NewYork', { britishRegular: 3 });
      put(d, 'Virginia', { tory: 2, continental: 1 });
      put(d, 'WestIndies', { britishRegular: 1 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    // Canonical order: space, then kind; "up to": done offered.
    expect(choices(s1)).toEqual([
      { type: 'move', from: 'Boston', to: 'Quebec', piece: 'britishRegular', count: 1 },
      { type: 'move', from: 'Boston', to: 'Quebec', piece: 'tory', count: 1 },
      { type: 'move', from: 'NewYork', to: 'Quebec', piece: 'britishRegular', count: 1 },
      { type: 'move', from: 'Virginia', to: 'Quebec', piece: 'tory', count: 1 },
      { type: 'done' },
    ]);
    const mv = (from: SpaceId, piece: 'britishRegular' | 'tory'): Action => ({ faction: 'british', type: 'move', from, to: 'Quebec', piece, count: 1 });
    // Six moved: the relocation ends, the Fort is placed without asking; 1.10: the Available Gage may enter with it (he stays Available).
    const s = play(s1, mv('Boston', 'britishRegular'), mv('Boston', 'britishRegular'), mv('Boston', 'tory'), mv('NewYork', 'britishRegular'), mv('NewYork', 'britishRegular'), mv('NewYork', 'britishRegular'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ britishRegular: 5, tory: 1, britishFort: 1 });
    expect(s.spaces.Quebec.control).toBe('british');
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 0, tory: 0 });
    expect(s.spaces.NewYork.pieces.britishRegular).toBe(0);
    expect(s.spaces.Virginia.pieces).toMatchObject({ tory: 2, continental: 1 });
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(1);
    othersUntouched(s0, s, ['Boston', 'NewYork', 'Quebec']);
    expect(s.available).toEqual({ ...s0.available, britishFort: s0.available.britishFort - 1 });
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #68 French in America Want Canada (unshaded)',
      `${T}: 1 British Regular moved from Boston to Quebec`,
      `${T}: 1 British Regular moved from Boston to Quebec`,
      `${T}: 1 Tory moved from Boston to Quebec`,
      `${T}: 1 British Regular moved from New York to Quebec`,
      `${T}: 1 British Regular moved from New York to Quebec`,
      `${T}: 1 British Regular moved from New York to Quebec`,
      `${T}: 1 British Fort placed in Quebec`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3 "up to": the Patriots stop after one Continental; a Patriot Fort (friendly) follows.
  it('unshaded: the Patriots move one Continental, stop, and place a Patriot Fort', () => {
    const s0 = at(68, 'patriots', {}, (d) => put(d, 'Virginia', { continental: 2, britishRegular: 1 }));
    // 1.10: the Available Washington may enter with the Fort; he stays Available.
    const s = play(s0, ev('patriots', 'unshaded'), { faction: 'patriots', type: 'move', from: 'Virginia', to: 'Quebec', piece: 'continental', count: 1 }, { faction: 'patriots', type: 'done' }, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ continental: 1, patriotFort: 1 });
    expect(s.spaces.Quebec.control).toBe('rebellion');
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 1, britishRegular: 1 });
    expect(s.available.patriotFort).toBe(s0.available.patriotFort - 1);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #68 French in America Want Canada (unshaded)',
      `${T}: 1 Continental moved from Virginia to Quebec`,
      `${T}: 1 Patriot Fort placed in Quebec`,
      'George Washington stays Available',
    ]);
  });

  // Glossary "Friendly", 1.5.2: the Indians have no cubes — nothing moves; their friendly Fort is a British Fort.
  // The French before the Treaty have no cube on the map (2.3.9) — a Patriot Fort only.
  it('unshaded: the Indians and the French have no cubes on the map — only the friendly Fort', () => {
    const i0 = at(68, 'indians', {}, (d) => put(d, 'Boston', { britishRegular: 2 }));
    // 1.10: the Available Gage may enter with the British Fort (the British decide); he stays Available.
    const i = play(i0, ev('indians', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(i.spaces.Quebec.pieces).toMatchObject({ britishFort: 1, patriotFort: 0 });
    expect(i.spaces.Boston.pieces.britishRegular).toBe(2);
    expectEventDone(i, 'indians', 'french');
    expect(logSince(i0, i)).toEqual(['Indians play #68 French in America Want Canada (unshaded)', `${T}: 1 British Fort placed in Quebec`, 'Thomas Gage stays Available']);
    const f0 = at(68, 'french', {}, (d) => put(d, 'Virginia', { continental: 2 }));
    const f = play(f0, ev('french', 'unshaded'), { faction: 'patriots', type: 'stay' });
    expect(f.spaces.Quebec.pieces).toMatchObject({ britishFort: 0, patriotFort: 1, frenchRegular: 0, continental: 0 });
    expect(f.spaces.Virginia.pieces.continental).toBe(2);
    expectEventDone(f, 'french', 'indians');
    expect(logSince(f0, f)).toEqual(['French play #68 French in America Want Canada (unshaded)', `${T}: 1 Patriot Fort placed in Quebec`, 'George Washington stays Available']);
  });

  // 2.3.9, 1.9: after the Treaty the French move their Regulars on the map — never those in the West Indies box (not on the map).
  it('unshaded: the French after the Treaty move French Regulars from the map only', () => {
    const s0 = at(68, 'french', { treaty: true, released: { frenchRegular: 6 } }, (d) => {
      put(d, 'Boston', { frenchRegular: 2, continental: 1 });
      put(d, 'WestIndies', { frenchRegular: 3 });
    });
    const s1 = play(s0, ev('french', 'unshaded'));
    expect(choices(s1)).toEqual([{ type: 'move', from: 'Boston', to: 'Quebec', piece: 'frenchRegular', count: 1 }, { type: 'done' }]);
    const fr: Action = { faction: 'french', type: 'move', from: 'Boston', to: 'Quebec', piece: 'frenchRegular', count: 1 };
    // 1.10: the Available Washington may enter with the Patriot Fort; he stays Available.
    const s = play(s1, fr, fr, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ frenchRegular: 2, patriotFort: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ frenchRegular: 0, continental: 1 });
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(3);
    expectEventDone(s, 'french', 'indians');
  });

  // 1.4.2, 5.1.1, 5.1.3: Quebec already holds two Forts/Villages — the cubes move, no Fort is placed.
  it('unshaded: no room for a Fort in Quebec', () => {
    const s0 = at(68, 'british', {}, (d) => {
      put(d, 'Quebec', { village: 1, patriotFort: 1 });
      put(d, 'Florida', { tory: 1 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    // "Up to": the one Tory or done.
    expect(choices(s1)).toEqual([{ type: 'move', from: 'Florida', to: 'Quebec', piece: 'tory', count: 1 }, { type: 'done' }]);
    const s = play(s1, { faction: 'british', type: 'move', from: 'Florida', to: 'Quebec', piece: 'tory', count: 1 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ village: 1, patriotFort: 1, britishFort: 0, tory: 1 });
    expect(s.spaces.Florida.pieces.tory).toBe(0);
    expect(s.available).toEqual(s0.available);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #68 French in America Want Canada (unshaded)', `${T}: 1 Tory moved from Florida to Quebec`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#72 French Settlers Help', () => {
  const T = '#72 French Settlers Help (unshaded)';

  // 5.1, glossary "Friendly": a Royalist Fort or Village and three Royalist units, mixed, in one Reserve Province.
  it('unshaded: the Indians place a Village and a War Party, a Regular and a Tory in the Northwest', () => {
    const s0 = at(72, 'indians', {}, (d) => put(d, 'Florida', { village: 2 }));
    const s1 = play(s0, ev('indians', 'unshaded'));
    // 5.1.3: Florida has no room for a Fort or Village and is not offered.
    expect(selectable(s1)).toEqual(['Quebec', 'Northwest', 'Southwest']);
    const s2 = play(s1, sel('indians', 'Northwest'));
    expect(choices(s2)).toEqual([
      { type: 'place', space: 'Northwest', piece: 'britishFort' },
      { type: 'place', space: 'Northwest', piece: 'village' },
    ]);
    // 1.10: the Available Indian Leader may enter with the Village; he stays Available.
    const s3 = play(s2, { faction: 'indians', type: 'place', space: 'Northwest', piece: 'village' }, { faction: 'indians', type: 'stay' });
    // Not "up to": no 'done'.
    expect(choices(s3)).toEqual([
      { type: 'place', space: 'Northwest', piece: 'warPartyUnderground' },
      { type: 'place', space: 'Northwest', piece: 'britishRegular' },
      { type: 'place', space: 'Northwest', piece: 'tory' },
    ]);
    const s = play(
      s3,
      { faction: 'indians', type: 'place', space: 'Northwest', piece: 'warPartyUnderground' },
      { faction: 'indians', type: 'place', space: 'Northwest', piece: 'britishRegular' },
      { faction: 'indians', type: 'place', space: 'Northwest', piece: 'tory' },
      // 1.10: the Available Gage (Regular, Tory) then the Indian Leader (War Party) may enter with them; both stay.
      { faction: 'british', type: 'stay' },
      { faction: 'indians', type: 'stay' },
    );
    expect(s.spaces.Northwest.pieces).toMatchObject({ village: 1, warPartyUnderground: 1, britishRegular: 1, tory: 1, britishFort: 0 });
    othersUntouched(s0, s, ['Northwest']);
    expect(s.available).toEqual({
      ...s0.available,
      village: s0.available.village - 1,
      warParty: s0.available.warParty - 1,
      britishRegular: s0.available.britishRegular - 1,
      tory: s0.available.tory - 1,
    });
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #72 French Settlers Help (unshaded)',
      `${T}: 1 Village placed in Northwest`,
      'Joseph Brant stays Available',
      `${T}: 1 Underground War Party placed in Northwest`,
      `${T}: 1 British Regular placed in Northwest`,
      `${T}: 1 Tory placed in Northwest`,
      'Thomas Gage stays Available',
      'Joseph Brant stays Available',
    ]);
  });

  // Glossary "Friendly", 2.3.9, 5.1.1: for the French, a Patriot Fort (taken without asking) and Militia or Continentals — no French Regular before the Treaty.
  it('unshaded: the French place a Patriot Fort and Rebellion units (no French Regulars before the Treaty)', () => {
    const s0 = at(72, 'french', { released: { frenchRegular: 5 } });
    // 1.10: the Available Washington may enter with the Patriot Fort (the Patriots decide); he stays Available.
    const s1 = play(s0, ev('french', 'unshaded'), sel('french', 'Southwest'), { faction: 'patriots', type: 'stay' });
    expect(s1.spaces.Southwest.pieces.patriotFort).toBe(1);
    expect(choices(s1)).toEqual([
      { type: 'place', space: 'Southwest', piece: 'militiaUnderground' },
      { type: 'place', space: 'Southwest', piece: 'continental' },
    ]);
    // Then again with the units; he stays Available.
    const s = play(s1, { faction: 'french', type: 'place', space: 'Southwest', piece: 'militiaUnderground' }, { faction: 'french', type: 'place', space: 'Southwest', piece: 'continental' }, { faction: 'patriots', type: 'stay' });
    // After a Continental only Continentals may follow (canonical order): the third is placed without asking.
    expect(s.spaces.Southwest.pieces).toMatchObject({ patriotFort: 1, militiaUnderground: 1, continental: 2, frenchRegular: 0 });
    expect(s.available.frenchRegular).toBe(5);
    expectEventDone(s, 'french', 'indians');
  });

  // 5.1.3, 1.4.2, 5.1.1: every Reserve Province full of Forts/Villages (all offered), one Militia and no Continental Available — one Militia, automatically.
  it('unshaded: no room for a Fort anywhere and one unit Available', () => {
    const s0 = at(72, 'patriots', {}, (d) => {
      put(d, 'Quebec', { britishFort: 1, village: 1 });
      put(d, 'Northwest', { patriotFort: 2 });
      put(d, 'Southwest', { village: 2 });
      put(d, 'Florida', { village: 2 });
      put(d, 'Virginia', { militiaUnderground: d.available.militia - 1, continental: d.available.continental });
    });
    const s1 = play(s0, ev('patriots', 'unshaded'));
    expect(selectable(s1)).toEqual(['Quebec', 'Northwest', 'Southwest', 'Florida']);
    const s2 = play(s1, sel('patriots', 'Southwest'));
    // 1.4.1: the Patriots may take their own Militia or Continentals from Virginia — they stop instead.
    expect(choices(s2)).toEqual([
      { type: 'place', space: 'Southwest', from: 'Virginia', piece: 'militiaUnderground' },
      { type: 'place', space: 'Southwest', from: 'Virginia', piece: 'continental' },
      { type: 'done' },
    ]);
    // 1.10: the Available Washington may enter with the Militia placed from Available; he stays Available.
    const s = play(s2, { faction: 'patriots', type: 'done' }, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Southwest.pieces).toMatchObject({ village: 2, patriotFort: 0, militiaUnderground: 1, continental: 0 });
    expect(s.available.militia).toBe(0);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort);
    othersUntouched(s0, s, ['Southwest']);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual(['Patriots play #72 French Settlers Help (unshaded)', `${T}: 1 Underground Militia placed in Southwest`, 'George Washington stays Available']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#82 Frustrated Shawnee Warriors Attack', () => {
  const U = '#82 Frustrated Shawnee Warriors Attack (unshaded)';
  const S = '#82 Frustrated Shawnee Warriors Attack (shaded)';
  const SOUTH: SpaceId[] = ['Virginia', 'NorthCarolina', 'SouthCarolina', 'Georgia'];

  // 5.1, 3.4.4: a War Party (Underground) and a Raid marker in each of the four Colonies.
  it('unshaded: a War Party and a Raid marker in Virginia, North Carolina, South Carolina and Georgia', () => {
    const s0 = at(82, 'british', {}, (d) => {
      put(d, 'Virginia', { militiaUnderground: 1 });
      d.spaces.Georgia.raid = 1;
    });
    // 1.10: the Available Indian Leader may enter with the War Parties (the Indians decide); he stays Available.
    const s = play(s0, ev('british', 'unshaded'), { faction: 'indians', type: 'stay' });
    for (const c of SOUTH) expect(s.spaces[c].pieces.warPartyUnderground).toBe(1);
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(1);
    expect([s.spaces.Virginia.raid, s.spaces.NorthCarolina.raid, s.spaces.SouthCarolina.raid, s.spaces.Georgia.raid]).toEqual([1, 1, 1, 2]);
    expect(raidOnMap(s)).toBe(5);
    othersUntouched(s0, s, SOUTH);
    expect(s.available).toEqual({ ...s0.available, warParty: s0.available.warParty - 4 });
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #82 Frustrated Shawnee Warriors Attack (unshaded)',
      `${U}: 1 Underground War Party placed in Virginia`,
      `${U}: 1 Underground War Party placed in North Carolina`,
      `${U}: 1 Underground War Party placed in South Carolina`,
      `${U}: 1 Underground War Party placed in Georgia`,
      'Joseph Brant stays Available',
      `${U}: 1 Raid marker placed in Virginia`,
      `${U}: 1 Raid marker placed in North Carolina`,
      `${U}: 1 Raid marker placed in South Carolina`,
      `${U}: 1 Raid marker placed in Georgia`,
    ]);
  });

  // 5.1, 5.1.3, 3.4.4: two War Parties Available and one Raid marker left — the Indians (named) choose the Colonies.
  it('unshaded: too few War Parties and Raid markers — the Indians choose where they go', () => {
    const s0 = at(82, 'british', {}, (d) => {
      put(d, 'Quebec', { warPartyUnderground: d.available.warParty - 2 });
      d.spaces.Massachusetts.raid = 11;
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s1)).toEqual(['Virginia', 'NorthCarolina', 'SouthCarolina']);
    // 1.10: the War Parties placed, the Available Indian Leader may enter with them; he stays Available.
    const s2 = play(s1, sel('indians', 'NorthCarolina'), sel('indians', 'Georgia'), { faction: 'indians', type: 'stay' });
    expect(pending(s2)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s2)).toEqual(SOUTH);
    const s = play(s2, sel('indians', 'SouthCarolina'));
    expect(SOUTH.map((c) => s.spaces[c].pieces.warPartyUnderground)).toEqual([0, 1, 0, 1]);
    expect(SOUTH.map((c) => s.spaces[c].raid)).toEqual([0, 0, 1, 0]);
    expect(raidOnMap(s)).toBe(12);
    expect(s.available.warParty).toBe(0);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #82 Frustrated Shawnee Warriors Attack (unshaded)',
      `${U}: 1 Underground War Party placed in North Carolina`,
      `${U}: 1 Underground War Party placed in Georgia`,
      'Joseph Brant stays Available',
      `${U}: 1 Raid marker placed in South Carolina`,
    ]);
  });

  // 5.1.3: no War Party Available and every Raid marker on the map — nothing happens.
  it('unshaded: nothing Available — executed for no effect', () => {
    const s0 = at(82, 'indians', {}, (d) => {
      put(d, 'Quebec', { warPartyUnderground: d.available.warParty });
      d.spaces.Florida.raid = 12;
    });
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #82 Frustrated Shawnee Warriors Attack (unshaded)']);
  });

  // 5.1, 1.4.1: three Indian pieces in all from the four Colonies, Villages only once no War Party is left there.
  it('shaded: three Indian pieces removed, Villages last', () => {
    const s0 = at(82, 'patriots', {}, (d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, village: 1 });
      put(d, 'NorthCarolina', { warPartyActive: 1 });
      put(d, 'Georgia', { village: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 1 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // Villages are not offered while a War Party is left in any of the four; Pennsylvania is not one of them.
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: North Carolina's War Party first would strand Virginia's, and the Villages after it; so both War
    // Parties go without asking (Virginia's, then North Carolina's), then the executing Faction picks the Village.
    const s2 = s1;
    expect(choices(s2)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'village' },
      { type: 'remove', space: 'Georgia', piece: 'village' },
    ]);
    const s = play(s2, { faction: 'patriots', type: 'remove', space: 'Georgia', piece: 'village' });
    expect(s.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 0, village: 1 });
    expect(s.spaces.NorthCarolina.pieces.warPartyActive).toBe(0);
    expect(s.spaces.Georgia.pieces.village).toBe(0);
    expect(s.spaces.Pennsylvania.pieces.warPartyUnderground).toBe(1);
    othersUntouched(s0, s, ['Virginia', 'NorthCarolina', 'Georgia']);
    expect(s.available).toEqual({ ...s0.available, warParty: s0.available.warParty + 2, village: s0.available.village + 1 });
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #82 Frustrated Shawnee Warriors Attack (shaded)',
      `${S}: 1 Underground War Party removed from Virginia`,
      `${S}: 1 Active War Party removed from North Carolina`,
      `${S}: 1 Village removed from Georgia`,
    ]);
  });

  // 5.1.3: only two Indian pieces there — both removed (the War Party first, then the Village), without a decision.
  it('shaded: fewer than three Indian pieces — all of them', () => {
    const s0 = at(82, 'patriots', {}, (d) => put(d, 'SouthCarolina', { warPartyUnderground: 1, village: 1 }));
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ warPartyUnderground: 0, village: 0 });
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #82 Frustrated Shawnee Warriors Attack (shaded)',
      `${S}: 1 Underground War Party removed from South Carolina`,
      `${S}: 1 Village removed from South Carolina`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#83 Guy Carleton and Indians Negotiate', () => {
  const U = '#83 Guy Carleton and Indians Negotiate (unshaded)';
  const S = '#83 Guy Carleton and Indians Negotiate (shaded)';

  // 1.6, 5.1, 1.4.3: Quebec City straight to Active Support; two Underground War Parties in Quebec.
  it('unshaded: Quebec City to Active Support, two War Parties in Quebec', () => {
    const s0 = at(83, 'indians', {}, (d) => {
      d.spaces.QuebecCity.support = -1;
    });
    // 1.10: the Available Indian Leader may enter with the War Parties; he stays Available.
    const s = play(s0, ev('indians', 'unshaded'), { faction: 'indians', type: 'stay' });
    expect(s.spaces.QuebecCity.support).toBe(2);
    expect(s.spaces.Quebec.pieces).toMatchObject({ warPartyUnderground: 2 });
    othersUntouched(s0, s, ['QuebecCity', 'Quebec']);
    expect(s.available).toEqual({ ...s0.available, warParty: s0.available.warParty - 2 });
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #83 Guy Carleton and Indians Negotiate (unshaded)',
      `${U}: Quebec City shifts Passive Opposition → Active Support`,
      `${U}: 1 Underground War Party placed in Quebec`,
      `${U}: 1 Underground War Party placed in Quebec`,
      'Joseph Brant stays Available',
    ]);
  });

  // 5.1.3: Quebec City already at Active Support, one War Party Available — one placed.
  it('unshaded: already at Active Support and one War Party Available', () => {
    const s0 = at(83, 'british', {}, (d) => {
      d.spaces.QuebecCity.support = 2;
      put(d, 'Florida', { warPartyUnderground: d.available.warParty - 1 });
    });
    // 1.10: the Available Indian Leader may enter with the War Party (the Indians decide); he stays Available.
    const s = play(s0, ev('british', 'unshaded'), { faction: 'indians', type: 'stay' });
    expect(s.spaces.QuebecCity.support).toBe(2);
    expect(s.spaces.Quebec.pieces.warPartyUnderground).toBe(1);
    expect(s.available.warParty).toBe(0);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual(['British play #83 Guy Carleton and Indians Negotiate (unshaded)', `${U}: 1 Underground War Party placed in Quebec`, 'Joseph Brant stays Available']);
  });

  // 5.1, 5.1.1: up to three pieces of any Faction, at most one Fort or Village, where they may stand.
  it('shaded: a Patriot Fort, a Continental and a Militia in Quebec City', () => {
    const s0 = at(83, 'patriots');
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(selectable(s1)).toEqual(['QuebecCity', 'Quebec']);
    const s2 = play(s1, sel('patriots', 'QuebecCity'));
    // No Village in a City (1.4.2); "up to": done.
    expect(choices(s2)).toEqual([{ type: 'place', space: 'QuebecCity', piece: 'britishFort' }, { type: 'place', space: 'QuebecCity', piece: 'patriotFort' }, { type: 'done' }]);
    // 1.10: the Available Washington may enter with the Fort; he stays Available.
    const s3 = play(s2, { faction: 'patriots', type: 'place', space: 'QuebecCity', piece: 'patriotFort' }, { faction: 'patriots', type: 'stay' });
    // Two more at most; no War Party in a City, no French Regular before the Treaty (5.1.1).
    expect(choices(s3)).toEqual([
      { type: 'place', space: 'QuebecCity', piece: 'britishRegular' },
      { type: 'place', space: 'QuebecCity', piece: 'tory' },
      { type: 'place', space: 'QuebecCity', piece: 'continental' },
      { type: 'place', space: 'QuebecCity', piece: 'militiaUnderground' },
      { type: 'done' },
    ]);
    // Then again with the units; he stays Available.
    const s = play(s3, { faction: 'patriots', type: 'place', space: 'QuebecCity', piece: 'continental' }, { faction: 'patriots', type: 'place', space: 'QuebecCity', piece: 'militiaUnderground' }, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.QuebecCity.pieces).toMatchObject({ patriotFort: 1, continental: 1, militiaUnderground: 1 });
    expect(s.spaces.QuebecCity.control).toBe('rebellion');
    othersUntouched(s0, s, ['QuebecCity']);
    expect(s.available).toEqual({
      ...s0.available,
      patriotFort: s0.available.patriotFort - 1,
      continental: s0.available.continental - 1,
      militia: s0.available.militia - 1,
    });
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #83 Guy Carleton and Indians Negotiate (shaded)',
      `${S}: 1 Patriot Fort placed in Quebec City`,
      'George Washington stays Available',
      `${S}: 1 Continental placed in Quebec City`,
      `${S}: 1 Underground Militia placed in Quebec City`,
      'George Washington stays Available',
    ]);
  });

  // 1.4.2, 5.1.3: Quebec already has two Forts/Villages — no base is offered; three units at most, the executing Faction stops after one.
  it('shaded: no room for a Fort or Village in Quebec; one War Party, then stop', () => {
    const s0 = at(83, 'indians', {}, (d) => put(d, 'Quebec', { village: 2 }));
    const s1 = play(s0, ev('indians', 'shaded'), sel('indians', 'Quebec'));
    expect(choices(s1).at(-1)).toEqual({ type: 'done' });
    expect(listed(s1, 'place').some((a) => a.piece === 'village' || a.piece === 'britishFort' || a.piece === 'patriotFort')).toBe(false);
    // 1.10: the Available Indian Leader may enter with the War Party; he stays Available.
    const s = play(s1, { faction: 'indians', type: 'place', space: 'Quebec', piece: 'warPartyUnderground' }, { faction: 'indians', type: 'done' }, { faction: 'indians', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ village: 2, warPartyUnderground: 1 });
    othersUntouched(s0, s, ['Quebec']);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #83 Guy Carleton and Indians Negotiate (shaded)', `${S}: 1 Underground War Party placed in Quebec`, 'Joseph Brant stays Available']);
  });

  // 5.1.3 "up to", 2.3.9: after the Treaty French Regulars may go in; three units when no base is placed.
  it('shaded: no Fort or Village, three French Regulars after the Treaty', () => {
    const s0 = at(83, 'french', { treaty: true, released: { frenchRegular: 4 } });
    const fr: Action = { faction: 'french', type: 'place', space: 'Quebec', piece: 'frenchRegular' };
    // 1.10: the Available French Leader may enter with the Regulars; he stays Available.
    const s = play(s0, ev('french', 'shaded'), sel('french', 'Quebec'), { faction: 'french', type: 'done' }, fr, fr, fr, { faction: 'french', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ frenchRegular: 3, village: 0, britishFort: 0, patriotFort: 0 });
    expect(s.available.frenchRegular).toBe(1);
    expectEventDone(s, 'french', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#86 Stockbridge Indians', () => {
  const U = '#86 Stockbridge Indians (unshaded)';
  const S = '#86 Stockbridge Indians (shaded)';

  // 5.1, 1.4.3: all Militia Activated in Massachusetts or a space with an Indian piece; 5.1.3: spaces without Underground Militia not offered.
  it('unshaded: every Militia Activated in one space with an Indian piece', () => {
    const s0 = at(86, 'british', {}, (d) => {
      put(d, 'Massachusetts', { militiaUnderground: 2 });
      put(d, 'Northwest', { village: 1, militiaUnderground: 3, militiaActive: 1 });
      put(d, 'NewYork', { warPartyActive: 1, militiaActive: 2 });
      put(d, 'Virginia', { militiaUnderground: 2 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    // New York has an Indian piece but no Underground Militia; Virginia no Indian piece.
    expect(selectable(s1)).toEqual(['Massachusetts', 'Northwest']);
    const s = play(s1, sel('british', 'Northwest'));
    expect(s.spaces.Northwest.pieces).toMatchObject({ village: 1, militiaUnderground: 0, militiaActive: 4 });
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(2);
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(2);
    othersUntouched(s0, s, ['Northwest']);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual(['British play #86 Stockbridge Indians (unshaded)', `${U}: 3 Underground Militia in Northwest Activated`]);
  });

  // 5.1.3: no Underground Militia in any candidate: Massachusetts and the spaces with Indian pieces offered, nothing happens.
  it('unshaded: nothing to Activate', () => {
    const s0 = at(86, 'indians', {}, (d) => {
      put(d, 'Southwest', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Virginia', { militiaUnderground: 3 });
    });
    const s1 = play(s0, ev('indians', 'unshaded'));
    expect(selectable(s1)).toEqual(['Massachusetts', 'Southwest']);
    const s = play(s1, sel('indians', 'Southwest'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #86 Stockbridge Indians (unshaded)']);
  });

  // 5.1, 1.4.3: three Underground Militia from Available in the space chosen.
  it('shaded: three Militia in a space with an Indian piece', () => {
    const s0 = at(86, 'patriots', {}, (d) => {
      put(d, 'Southwest', { warPartyUnderground: 1 });
      put(d, 'Georgia', { village: 1 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(selectable(s1)).toEqual(['Massachusetts', 'Georgia', 'Southwest']);
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s1, sel('patriots', 'Southwest'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Southwest.pieces).toMatchObject({ warPartyUnderground: 1, militiaUnderground: 3 });
    expect(s.spaces.Southwest.control).toBe('rebellion');
    othersUntouched(s0, s, ['Southwest']);
    expect(s.available).toEqual({ ...s0.available, militia: s0.available.militia - 3 });
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #86 Stockbridge Indians (shaded)',
      `${S}: 1 Underground Militia placed in Southwest`,
      `${S}: 1 Underground Militia placed in Southwest`,
      `${S}: 1 Underground Militia placed in Southwest`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: no Indian piece anywhere (Massachusetts alone, taken without asking) and two Militia Available — two placed.
  it('shaded: Massachusetts only, two Militia Available', () => {
    const s0 = at(86, 'patriots', {}, (d) => put(d, 'Virginia', { militiaUnderground: d.available.militia - 2 }));
    const s1 = play(s0, ev('patriots', 'shaded'));
    // 1.4.1: the third Militia may come from Virginia (their own) — the Patriots decline.
    expect(choices(s1)).toEqual([{ type: 'place', space: 'Massachusetts', from: 'Virginia', piece: 'militiaUnderground' }, { type: 'done' }]);
    // 1.10: the Available Washington may enter with the two Militia; he stays Available.
    const s = play(s1, { faction: 'patriots', type: 'done' }, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(2);
    expect(s.available.militia).toBe(0);
    othersUntouched(s0, s, ['Massachusetts']);
    expectEventDone(s, 'patriots', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#91 Indians Help British Outside Colonies', () => {
  const U = '#91 Indians Help British Outside Colonies (unshaded)';
  const S = '#91 Indians Help British Outside Colonies (shaded)';

  // 5.1, 1.4.3: a Village and two Underground War Parties in one Reserve Province; 5.1.3: a full Province is not offered.
  it('unshaded: a Village and two War Parties in Florida', () => {
    const s0 = at(91, 'indians', {}, (d) => put(d, 'Quebec', { village: 1, britishFort: 1 }));
    const s1 = play(s0, ev('indians', 'unshaded'));
    expect(selectable(s1)).toEqual(['Northwest', 'Southwest', 'Florida']);
    // 1.10: the Available Indian Leader may enter with the Village, then with the War Parties; he stays Available.
    const s = play(s1, sel('indians', 'Florida'), { faction: 'indians', type: 'stay' }, { faction: 'indians', type: 'stay' });
    expect(s.spaces.Florida.pieces).toMatchObject({ village: 1, warPartyUnderground: 2 });
    othersUntouched(s0, s, ['Florida']);
    expect(s.available).toEqual({ ...s0.available, village: s0.available.village - 1, warParty: s0.available.warParty - 2 });
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #91 Indians Help British Outside Colonies (unshaded)',
      `${U}: 1 Village placed in Florida`,
      'Joseph Brant stays Available',
      `${U}: 1 Underground War Party placed in Florida`,
      `${U}: 1 Underground War Party placed in Florida`,
      'Joseph Brant stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: no Village Available (every Province offered) and one War Party — one War Party only.
  it('unshaded: no Village and one War Party Available', () => {
    const s0 = at(91, 'british', {}, (d) => {
      for (const c of ['NewHampshire', 'Massachusetts', 'NewYork', 'Pennsylvania', 'Virginia', 'Georgia'] as const) put(d, c, { village: 2 });
      put(d, 'Virginia', { warPartyUnderground: d.available.warParty - 1 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(selectable(s1)).toEqual(['Quebec', 'Northwest', 'Southwest', 'Florida']);
    // 1.10: the Available Indian Leader may enter with the War Party (the Indians decide); he stays Available.
    const s = play(s1, sel('british', 'Quebec'), { faction: 'indians', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ village: 0, warPartyUnderground: 1 });
    expect(s.available.warParty).toBe(0);
    othersUntouched(s0, s, ['Quebec']);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual(['British play #91 Indians Help British Outside Colonies (unshaded)', `${U}: 1 Underground War Party placed in Quebec`, 'Joseph Brant stays Available']);
  });

  // 5.1, 1.4.1: the executing Faction picks one Village in a Reserve Province; to Available.
  it('shaded: one Village removed from a Reserve Province', () => {
    const s0 = at(91, 'patriots', {}, (d) => {
      put(d, 'Quebec', { village: 1 });
      put(d, 'Southwest', { village: 2, warPartyUnderground: 1 });
      put(d, 'Virginia', { village: 1 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(choices(s1)).toEqual([
      { type: 'remove', space: 'Quebec', piece: 'village' },
      { type: 'remove', space: 'Southwest', piece: 'village' },
    ]);
    const s = play(s1, { faction: 'patriots', type: 'remove', space: 'Southwest', piece: 'village' });
    expect(s.spaces.Southwest.pieces).toMatchObject({ village: 1, warPartyUnderground: 1 });
    expect(s.spaces.Quebec.pieces.village).toBe(1);
    expect(s.spaces.Virginia.pieces.village).toBe(1);
    othersUntouched(s0, s, ['Southwest']);
    expect(s.available.village).toBe(s0.available.village + 1);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual(['Patriots play #91 Indians Help British Outside Colonies (shaded)', `${S}: 1 Village removed from Southwest`]);
  });

  // 5.1.3: Villages only outside the Reserve Provinces — nothing removed.
  it('shaded: no Village in a Reserve Province', () => {
    const s0 = at(91, 'patriots', {}, (d) => put(d, 'Virginia', { village: 1 }));
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual(['Patriots play #91 Indians Help British Outside Colonies (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#92 Cherokees Supplied by the British', () => {
  const T = '#92 Cherokees Supplied by the British (unshaded)';

  // 5.1, 1.4.2: a second Village where the Indians have one; 5.1.3: a space with no room is not offered.
  it('unshaded: the Indians add a second Village', () => {
    const s0 = at(92, 'indians', {}, (d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Georgia', { village: 1, britishFort: 1 });
      put(d, 'Quebec', { village: 1, warPartyActive: 1 });
      put(d, 'Florida', { britishFort: 1 });
    });
    const s1 = play(s0, ev('indians', 'unshaded'));
    expect(selectable(s1)).toEqual(['Quebec', 'Northwest']);
    // 1.10: the Available Indian Leader may enter with the Village; he stays Available.
    const s = play(s1, sel('indians', 'Quebec'), { faction: 'indians', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ village: 2, warPartyActive: 1 });
    othersUntouched(s0, s, ['Quebec']);
    expect(s.available).toEqual({ ...s0.available, village: s0.available.village - 1 });
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual(['Indians play #92 Cherokees Supplied by the British (unshaded)', `${T}: 1 Village placed in Quebec`, 'Joseph Brant stays Available']);
  });

  // 5.1 ("you"): the British add a British Fort where they have one, not a Village (one space: taken without asking).
  it('unshaded: the British add a second British Fort', () => {
    const s0 = at(92, 'british', {}, (d) => {
      put(d, 'Boston', { britishFort: 1 });
      put(d, 'Southwest', { village: 1 });
    });
    // 1.10: the Available Gage may enter with the Fort; he stays Available.
    const s = play(s0, ev('british', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Boston.pieces.britishFort).toBe(2);
    expect(s.spaces.Southwest.pieces).toMatchObject({ village: 1, britishFort: 0 });
    othersUntouched(s0, s, ['Boston']);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual(['British play #92 Cherokees Supplied by the British (unshaded)', `${T}: 1 British Fort placed in Boston`, 'Thomas Gage stays Available']);
  });

  // 5.1.1, 5.1.3: no Patriot Fort Available — the spaces are offered, nothing placed; the French have no Fort or Village — nothing.
  it('unshaded: no Patriot Fort Available; the French have none on the map', () => {
    const p0 = at(92, 'patriots', {}, (d) => {
      put(d, 'Virginia', { patriotFort: 1 });
      put(d, 'NewYork', { patriotFort: 1 });
      put(d, 'Pennsylvania', { patriotFort: 2 });
      put(d, 'MarylandDelaware', { patriotFort: 2 });
    });
    expect(p0.available.patriotFort).toBe(0);
    const p1 = play(p0, ev('patriots', 'unshaded'));
    expect(selectable(p1)).toEqual(['NewYork', 'Pennsylvania', 'MarylandDelaware', 'Virginia']);
    const p2 = play(p1, sel('patriots', 'Virginia'));
    // 1.4.1: no Patriot Fort Available; the Patriots may take one of theirs from elsewhere (Forts may be taken) — they decline.
    expect(choices(p2)).toEqual([
      { type: 'place', space: 'Virginia', from: 'NewYork', piece: 'patriotFort' },
      { type: 'place', space: 'Virginia', from: 'Pennsylvania', piece: 'patriotFort' },
      { type: 'place', space: 'Virginia', from: 'MarylandDelaware', piece: 'patriotFort' },
      { type: 'done' },
    ]);
    const p = play(p2, { faction: 'patriots', type: 'done' });
    expect(p.spaces).toEqual(p0.spaces);
    expectEventDone(p, 'patriots', 'indians');
    expect(logSince(p0, p)).toEqual(['Patriots play #92 Cherokees Supplied by the British (unshaded)']);
    const f0 = at(92, 'french', {}, (d) => put(d, 'Virginia', { patriotFort: 1, village: 1 }));
    const f = play(f0, ev('french', 'unshaded'));
    expect(f.spaces).toEqual(f0.spaces);
    expectEventDone(f, 'french', 'indians');
    expect(logSince(f0, f)).toEqual(['French play #92 Cherokees Supplied by the British (unshaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('instruction bindNumber (5.1)', () => {
  // 5.1: the number bound when the text begins does not move while the Activation changes the board,
  // and it is part of the Event frame: an Event half resolved saves, loads and goes on identically.
  it('#29: the bound count survives a save and load in the middle of the Activation', () => {
    const s0 = at(29, 'british', {}, (d) => {
      put(d, 'NewYork', { militiaUnderground: 4 });
      put(d, 'Virginia', { militiaUnderground: 4 });
    });
    // Only the Patriots have something to Activate: named without asking (5.1.3).
    const mid = play(s0, ev('british', 'unshaded'), { faction: 'patriots', type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 1 });
    const frame = mid.stack.find((f) => f.kind === 'event') as unknown as { vars: Record<string, unknown> };
    expect(frame.vars).toEqual({ spied: 'patriots', toActivate: 4 });
    const loaded = loadGame(serialize(mid));
    expect(loaded).toEqual(mid);
    const rest: Action[] = [
      { faction: 'patriots', type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 1 },
      { faction: 'patriots', type: 'activate', space: 'Virginia', piece: 'militiaUnderground', count: 1 },
    ];
    const a = play(mid, ...rest);
    const b = play(loaded, ...rest);
    expect(b).toEqual(a);
    // Four of eight Activated: two, then one more in Virginia (taken without asking: the canonical order leaves only Virginia).
    expect(b.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 2 });
    expect(b.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 2 });
    expectEventDone(b, 'british', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('a Leader left alone by an Event (1.10)', () => {
  // 1.10, 5.1: Washington loses his last Patriot pieces to #35: he is set aside at once, the Patriots (not
  // the executing British) place him, and the Event goes on; saved and loaded in between it plays the same.
  it('#35 unshaded: Washington set aside, the Patriots place him, then the Militia are Activated', () => {
    const s0 = at(35, 'british', {}, (d) => {
      put(d, 'NewYork', { continental: 2 });
      put(d, 'NewYorkCity', { militiaUnderground: 2, continental: 1 });
      put(d, 'Virginia', { militiaActive: 1 });
      lead(d, 'patriots', 'NewYork');
    });
    expect(s0.leaders.patriots.leader).toBe('Washington');
    // 5.1.3: both spaces allow two removals; the British pick New York.
    const s1 = play(s0, ev('british', 'unshaded'), sel('british', 'NewYork'));
    // Only the two Continentals: removed without asking; Washington is now alone and set aside.
    expect(s1.spaces.NewYork.pieces.continental).toBe(0);
    expect(s1.leaders.patriots.at).toBe('available');
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    expect(choices(s1)).toEqual([
      { type: 'moveLeader', to: 'NewYorkCity' },
      { type: 'moveLeader', to: 'Virginia' },
      { type: 'moveLeader', to: 'available' },
    ]);
    const loaded = loadGame(serialize(s1));
    expect(loaded).toEqual(s1);
    const s = play(s1, { faction: 'patriots', type: 'moveLeader', to: 'NewYorkCity' });
    expect(play(loaded, { faction: 'patriots', type: 'moveLeader', to: 'NewYorkCity' })).toEqual(s);
    expect(s.leaders.patriots.at).toBe('NewYorkCity');
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ militiaUnderground: 2, continental: 1 });
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #35 Tryon Plot (unshaded)',
      '#35 Tryon Plot (unshaded): 1 Continental removed from New York',
      '#35 Tryon Plot (unshaded): 1 Continental removed from New York',
      'George Washington has no Patriot pieces left in New York and is set aside',
      'George Washington moves to New York City',
    ]);
  });

  // 1.10, 5.1: #68 moves the last British cube out of the space of the British Leader (no Fort there): the
  // Leader is set aside, the British place it (here in Quebec, among the cubes moved), and the relocation goes on.
  it('#68: the British Leader left alone mid-relocation is placed, then the relocation goes on', () => {
    const s0 = at(68, 'british', {}, (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'NewYork', { tory: 2 });
      lead(d, 'british', 'Boston');
    });
    const s1 = play(s0, ev('british', 'unshaded'), { faction: 'british', type: 'move', from: 'Boston', to: 'Quebec', piece: 'britishRegular', count: 1 });
    expect(s1.leaders.british.at).toBe('available');
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'british' });
    expect(choices(s1)).toEqual([
      { type: 'moveLeader', to: 'NewYork' },
      { type: 'moveLeader', to: 'Quebec' },
      { type: 'moveLeader', to: 'available' },
    ]);
    const s2 = play(s1, { faction: 'british', type: 'moveLeader', to: 'Quebec' });
    // Back in the Event: the relocation resumes where it was.
    expect(pending(s2)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s2)).toEqual([{ type: 'move', from: 'NewYork', to: 'Quebec', piece: 'tory', count: 1 }, { type: 'done' }]);
    const s = play(s2, { faction: 'british', type: 'done' });
    expect(s.leaders.british.at).toBe('Quebec');
    expect(s.spaces.Quebec.pieces).toMatchObject({ britishRegular: 1, britishFort: 1 });
    expect(s.spaces.NewYork.pieces.tory).toBe(2);
    expectEventDone(s, 'british', 'french');
  });

  // 1.10, 5.1: "all Tories" (#35 shaded, removed at once) leaves the British Leader alone between two
  // instructions; the British place it, and the half-resolved Event saves and loads.
  it('#35 shaded: the British Leader left alone by "remove all" — the British place it', () => {
    const s0 = at(35, 'patriots', {}, (d) => {
      put(d, 'NewJersey', { tory: 2 });
      put(d, 'Boston', { britishRegular: 1 });
      lead(d, 'british', 'NewJersey');
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(s1.spaces.NewJersey.pieces.tory).toBe(0);
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'british' });
    expect(choices(s1)).toEqual([
      { type: 'moveLeader', to: 'Boston' },
      { type: 'moveLeader', to: 'available' },
    ]);
    expect(loadGame(serialize(s1))).toEqual(s1);
    const s = play(s1, { faction: 'british', type: 'moveLeader', to: 'available' });
    expect(s.leaders.british.at).toBe('available');
    expectEventDone(s, 'patriots', 'british');
  });

  // 1.10, 5.1: the Patriots remove the War Party with the Indian Leader in #82 shaded: the Indians place it.
  it('#82 shaded: the Indian Leader left alone — the Indians decide where it goes', () => {
    const s0 = at(82, 'patriots', {}, (d) => {
      put(d, 'Georgia', { warPartyUnderground: 1 });
      put(d, 'Florida', { village: 1 });
      lead(d, 'indians', 'Georgia');
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(s1.spaces.Georgia.pieces.warPartyUnderground).toBe(0);
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'indians' });
    expect(pending(s1)!.context.event).toEqual({ card: 82, side: 'shaded', faction: 'patriots', instruction: 0 });
    const s = play(s1, { faction: 'indians', type: 'moveLeader', to: 'Florida' });
    expect(s.leaders.indians.at).toBe('Florida');
    expectEventDone(s, 'patriots', 'indians');
  });
});
