/**
 * Event programs #25, #31, #36, #37, #39, #40, #45, #57, #62, #64, #65 (chapter 5, 1779–1780), each side
 * on a hand-built 1775 position: the full outcome, what happens when only part of the text can be
 * carried out (5.1.3, 1.8, 1.9), who decides (5.1), the free Partisans #31 grants (5.3, 3.1.2), the
 * eligibility "through the next card" of #57 (2.3.6), and the `fni` instruction's new `to` ("FNI to 0",
 * #40) on its own. Every sequence is played with `play`, which checks the rules invariants (and every
 * frame's validation) after each step.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { CITIES } from '../../src/data/map';
import { loadGame, serialize } from '../../src/game/persistence';
import { pending } from '../../src/index';
import { contextOf } from '../../src/rules/events/instruction';
import { fni } from '../../src/rules/events/instructions/fni';
import type { EventFrame, Fni } from '../../src/rules/events/program';
import { eventInstruction } from '../../src/rules/events/reading';
import { atCard, game } from '../../src/testing/builders';
import { blockade, choices, exhaust, lead, listed, logSince, play, position, put } from '../../src/testing/kit';
import { atWithNext, blockadesOnMap, done, ev, exerciseCards, expectEventDone, mv, passersOfCard, plc, rm, sel, selectable, toWestIndies } from '../helpers/events';

/** `faction` 1st Eligible on card `card`, on an empty 1775 map; the next cards are #1 then #3 (no Winter Quarters in between). */
const at = atWithNext([1, 3]);
/** Every City at the level. */
const cities = (d: Draft<GameState>, level: -2 | -1 | 0 | 1 | 2): void => {
  for (const c of CITIES) d.spaces[c].support = level;
};

// ---------------------------------------------------------------------------------------------
describe('fni with `to` ("FNI to n", 1.9)', () => {
  const frame = (): EventFrame => ({ kind: 'event', card: 40, side: 'unshaded', faction: 'patriots', pc: 0, vars: {}, progress: null, granted: null });
  /** Begins the instruction on the position and returns the state, the frame (with its progress) and the context. */
  const begin = (s0: GameState, instr: Fni) => {
    const f = frame();
    const s = produce(s0, (d: Draft<GameState>) => {
      f.progress = fni.begin(d, f as Draft<EventFrame>, instr, contextOf(d as GameState, f));
    });
    return { s, f };
  };

  // 1.9: to 0 from 2 — two levels down, each a Blockade of the British choice back to the West Indies.
  it('to 0: the levels down fixed when it begins; the British pick each Blockade; done at 0', () => {
    const instr: Fni = { op: 'fni', to: 0 };
    const s0 = position({}, (d) => blockade(d, 'Boston', 'Savannah'));
    const { f, s: s1 } = begin(s0, instr);
    let s = s1;
    expect(f.progress).toMatchObject({ done: 0, target: 2 });
    expect(fni.decider!(contextOf(s, f), instr)).toBe('british');
    expect(fni.options!(contextOf(s, f), instr, f.progress!).map((a) => [a.faction, a.type, a.space])).toEqual([
      ['british', 'removeBlockade', 'Boston'],
      ['british', 'removeBlockade', 'Savannah'],
    ]);
    s = produce(s, (d: Draft<GameState>) => fni.handle!(d, f as Draft<EventFrame>, instr, contextOf(d as GameState, f), { faction: 'british', type: 'removeBlockade', space: 'Savannah' }));
    expect(s.fni).toBe(1);
    expect(fni.options!(contextOf(s, f), instr, f.progress!).map((a) => a.space)).toEqual(['Boston']);
    s = produce(s, (d: Draft<GameState>) => fni.handle!(d, f as Draft<EventFrame>, instr, contextOf(d as GameState, f), { faction: 'british', type: 'removeBlockade', space: 'Boston' }));
    expect(s.fni).toBe(0);
    expect(blockadesOnMap(s)).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(2);
    expect(fni.options!(contextOf(s, f), instr, f.progress!)).toEqual([]);
  });

  // 1.9, 5.1.3: to 3 from 1 with one Squadron in the West Indies: one level up (the French place it), then nothing more.
  it('to 3: the French raise while Squadrons are in the West Indies (5.1.3)', () => {
    const instr: Fni = { op: 'fni', to: 3 };
    const s0 = position({}, (d) => {
      blockade(d, 'Boston');
      toWestIndies(d, 1);
    });
    const { f, s: s1 } = begin(s0, instr);
    let s = s1;
    expect(f.progress).toMatchObject({ target: 2 });
    expect(fni.decider!(contextOf(s, f), instr)).toBe('french');
    expect(fni.options!(contextOf(s, f), instr, f.progress!).map((a) => a.space)).toEqual([...CITIES]);
    s = produce(s, (d: Draft<GameState>) => fni.handle!(d, f as Draft<EventFrame>, instr, contextOf(d as GameState, f), { faction: 'french', type: 'placeBlockade', space: 'Norfolk' }));
    expect(s.fni).toBe(2);
    expect(s.spaces.Norfolk.blockades).toBe(1);
    expect(fni.options!(contextOf(s, f), instr, f.progress!)).toEqual([]);
  });

  // 1.9: FNI already at the level, or before the Treaty: nothing moves.
  it('already at the level: no level to move; before the Treaty: a line and nothing else', () => {
    const at0 = begin(position({}, (d) => (d.treatyOfAlliance = true)), { op: 'fni', to: 0 });
    expect(at0.f.progress).toMatchObject({ target: 0 });
    expect(fni.options!(contextOf(at0.s, at0.f), { op: 'fni', to: 0 }, at0.f.progress!)).toEqual([]);
    const before = begin(position(), { op: 'fni', to: 3 });
    expect(before.f.progress).toBeNull();
    expect(before.s.fni).toBe(0);
    expect(before.s.log.at(-1)!.text).toBe('#40 Battle of the Chesapeake (unshaded): FNI unaffected before the Treaty of Alliance (1.9)');
  });

  // The `change` form is unchanged: a fixed number of levels, no target.
  it('`change` as before: one level, no target kept', () => {
    const { s, f } = begin(position({}, (d) => blockade(d, 'Boston', 'Savannah')), { op: 'fni', change: -1 });
    expect(f.progress!.target).toBeUndefined();
    expect(fni.options!(contextOf(s, f), { op: 'fni', change: -1 }, f.progress!)).toHaveLength(2);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#25 British Prison Ships', () => {
  const label = (side: string): string => `#25 British Prison Ships (${side})`;

  // 1.6, 5.1, 5.1.3: every City at Passive Support but Boston (Active Support, moves down) and Charles Town
  // (Active Opposition, moves up): only those two can move, so they are the two (no decision left).
  it('unshaded: the two Cities that can move, toward Passive Support from above and below', () => {
    const s0 = at(25, 'british', {}, (d) => {
      cities(d, 1);
      d.spaces.Boston.support = 2;
      d.spaces.CharlesTown.support = -2;
    });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.Boston.support).toBe(1);
    expect(s.spaces.CharlesTown.support).toBe(-1);
    for (const c of CITIES.filter((c) => c !== 'Boston' && c !== 'CharlesTown')) expect(s.spaces[c].support).toBe(1);
    expect(s.spaces.Boston.pieces).toEqual(s0.spaces.Boston.pieces);
    // Order B P F I: the Patriots are the 2nd Eligible.
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #25 British Prison Ships (unshaded)',
      `${label('unshaded')}: Boston shifts Active Support → Passive Support`,
      `${label('unshaded')}: Charles Town shifts Active Opposition → Passive Opposition`,
    ]);
  });

  // 5.1: the executing Faction (the Patriots; the text names none) picks the Cities; all Neutral, any two.
  it('unshaded: the executing Faction picks two Cities among those that move', () => {
    const s0 = at(25, 'patriots');
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown']);
    s = play(s, sel('patriots', 'NewYorkCity'), sel('patriots', 'Savannah'));
    expect(s.spaces.NewYorkCity.support).toBe(1);
    expect(s.spaces.Savannah.support).toBe(1);
    expect(s.spaces.Boston.support).toBe(0);
    expectEventDone(s, 'patriots', 'british');
  });

  // 5.1.3: one City only can move (Philadelphia); the other is any City, which stays at Passive Support.
  it('unshaded: only one City can move — it is taken, the second moves nothing', () => {
    const s0 = at(25, 'french', {}, (d) => {
      cities(d, 1);
      d.spaces.Philadelphia.support = 0;
    });
    let s = play(s0, ev('french', 'unshaded'));
    // Map order: the pair includes Philadelphia — a City before it, or Philadelphia first.
    expect(selectable(s)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia']);
    s = play(s, sel('french', 'Philadelphia'));
    expect(selectable(s)).toEqual(['Norfolk', 'CharlesTown', 'Savannah']);
    s = play(s, sel('french', 'Savannah'));
    expect(s.spaces.Philadelphia.support).toBe(1);
    for (const c of CITIES) expect(s.spaces[c].support).toBe(1);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual(['French play #25 British Prison Ships (unshaded)', `${label('unshaded')}: Philadelphia shifts Neutral → Passive Support`]);
  });

  // 1.6, 1.4.3, 3.3.3, 5.1: in two Cities a Militia (Underground), a shift toward Passive Opposition (Boston from
  // Active Support, New York City from Active Opposition up), a Propaganda each; the others at Passive Opposition.
  it('shaded: a Militia, a shift toward Passive Opposition and a Propaganda in each of two Cities', () => {
    const s0 = at(25, 'indians', {}, (d) => {
      cities(d, -1);
      d.spaces.Boston.support = 2;
      d.spaces.NewYorkCity.support = -2;
      put(d, 'Boston', { britishRegular: 2 });
    });
    // 1.10: the Available Washington may enter with the Militia (the Patriots decide); he stays Available.
    const s = play(s0, ev('indians', 'shaded'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Boston.support).toBe(1);
    expect(s.spaces.NewYorkCity.support).toBe(-1);
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 2, militiaUnderground: 1 });
    expect(s.spaces.NewYorkCity.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Boston.propaganda).toBe(1);
    expect(s.spaces.NewYorkCity.propaganda).toBe(1);
    expect(s.available.militia).toBe(s0.available.militia - 2);
    for (const c of CITIES.filter((c) => c !== 'Boston' && c !== 'NewYorkCity')) expect(s.spaces[c]).toEqual(s0.spaces[c]);
    // Order B P F I: the British are the 2nd Eligible.
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #25 British Prison Ships (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in Boston`,
      `${label('shaded')}: 1 Underground Militia placed in New York City`,
      'George Washington stays Available',
      `${label('shaded')}: Boston shifts Active Support → Passive Support`,
      `${label('shaded')}: New York City shifts Active Opposition → Passive Opposition`,
      `${label('shaded')}: 1 Propaganda marker placed in Boston`,
      `${label('shaded')}: 1 Propaganda marker placed in New York City`,
    ]);
  });

  // 5.1.3, 5.1.1, 3.3.3: one Militia Available (the first City gets it), eleven Propaganda markers out (one left).
  it('shaded: one Militia and one Propaganda left — the first City gets them, both shift', () => {
    const s0 = at(25, 'british', {}, (d) => {
      put(d, 'Virginia', { militiaActive: d.available.militia - 1 });
      d.spaces.Virginia.propaganda = 11;
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    s = play(s, sel('british', 'Norfolk'), sel('british', 'Savannah'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Norfolk.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Savannah.pieces.militiaUnderground).toBe(0);
    expect(s.spaces.Norfolk.support).toBe(-1);
    expect(s.spaces.Savannah.support).toBe(-1);
    expect(s.spaces.Norfolk.propaganda).toBe(1);
    expect(s.spaces.Savannah.propaganda).toBe(0);
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(s0.spaces.Virginia.pieces.militiaActive);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #25 British Prison Ships (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in Norfolk`,
      'George Washington stays Available',
      `${label('shaded')}: Norfolk shifts Neutral → Passive Opposition`,
      `${label('shaded')}: Savannah shifts Neutral → Passive Opposition`,
      `${label('shaded')}: 1 Propaganda marker placed in Norfolk`,
    ]);
  });

  // 1.4.1: the Patriots executing with no Militia Available may take one from the map for the second City, or not.
  it('shaded: the Patriots, none Available, may take a Militia from the map (1.4.1)', () => {
    const s0 = at(25, 'patriots', {}, (d) => put(d, 'Virginia', { militiaActive: d.available.militia }));
    let s = play(s0, ev('patriots', 'shaded'), sel('patriots', 'Boston'), sel('patriots', 'Norfolk'));
    expect(choices(s)).toEqual([{ type: 'place', space: 'Boston', piece: 'militiaUnderground', from: 'Virginia' }, { type: 'done' }]);
    s = play(s, plc('patriots', 'Boston', 'militiaUnderground', { from: 'Virginia' }), done('patriots'));
    expect(s.spaces.Boston.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Norfolk.pieces.militiaUnderground).toBe(0);
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(s0.spaces.Virginia.pieces.militiaActive - 1);
    expect(s.spaces.Boston.propaganda + s.spaces.Norfolk.propaganda).toBe(2);
    expectEventDone(s, 'patriots', 'british');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#31 Thomas Brown and the King’s Rangers', () => {
  const label = (side: string): string => `#31 Thomas Brown and the King’s Rangers (${side})`;

  // 5.1, 5.1.1: the executing Faction (the Patriots) picks the Colony and places the British Fort and two Tories.
  it('unshaded: the executing Faction picks the Colony; a British Fort and two Tories there', () => {
    const s0 = at(31, 'patriots', {}, (d) => put(d, 'Georgia', { militiaUnderground: 1 }));
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s)).toEqual(['SouthCarolina', 'Georgia']);
    // 1.10: the Available Gage may enter with the Fort, then with the Tories (the British decide); he stays Available.
    s = play(s, sel('patriots', 'Georgia'), { faction: 'british', type: 'stay' }, { faction: 'british', type: 'stay' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishFort: 1, tory: 2, militiaUnderground: 1 });
    expect(s.spaces.SouthCarolina.pieces).toEqual(s0.spaces.SouthCarolina.pieces);
    expect(s.available.britishFort).toBe(s0.available.britishFort - 1);
    expect(s.available.tory).toBe(s0.available.tory - 2);
    // Order B P I F: the British are the 2nd Eligible.
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #31 Thomas Brown and the King’s Rangers (unshaded)',
      `${label('unshaded')}: 1 British Fort placed in Georgia`,
      'Thomas Gage stays Available',
      `${label('unshaded')}: 1 Tory placed in Georgia`,
      `${label('unshaded')}: 1 Tory placed in Georgia`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3, 1.4.2: no room for a Fort in South Carolina (two Villages): Georgia, the fuller choice, is taken.
  it('unshaded: no room for the Fort in South Carolina — Georgia is the only choice', () => {
    const s0 = at(31, 'indians', {}, (d) => put(d, 'SouthCarolina', { village: 2 }));
    // 1.10: the Available Gage may enter with the Fort, then with the Tories; he stays Available.
    const s = play(s0, ev('indians', 'unshaded'), { faction: 'british', type: 'stay' }, { faction: 'british', type: 'stay' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishFort: 1, tory: 2 });
    expect(s.spaces.SouthCarolina.pieces).toEqual(s0.spaces.SouthCarolina.pieces);
    expectEventDone(s, 'indians', 'british');
  });

  // 5.1.3, 5.1.1: no British Fort and one Tory Available, the French executing: either Colony; one Tory, no Fort.
  it('unshaded: no Fort and one Tory Available — only the Tory is placed', () => {
    const s0 = at(31, 'french', {}, (d) => {
      exhaust(d, 'britishFort', 'tory');
      d.unavailable.tory -= 1;
      d.available.tory = 1;
    });
    let s = play(s0, ev('french', 'unshaded'));
    expect(selectable(s)).toEqual(['SouthCarolina', 'Georgia']);
    // 1.10: the Available Gage may enter with the Tory; he stays Available.
    s = play(s, sel('french', 'SouthCarolina'), { faction: 'british', type: 'stay' });
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ britishFort: 0, tory: 1 });
    expect(s.available.tory).toBe(0);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual(['French play #31 Thomas Brown and the King’s Rangers (unshaded)', `${label('unshaded')}: 1 Tory placed in South Carolina`, 'Thomas Gage stays Available']);
  });

  // 1.4.1: the British executing, no Fort Available, may take theirs from the map (New York) or not.
  it('unshaded: the British, none Available, may take a Fort from the map (1.4.1)', () => {
    const s0 = at(31, 'british', {}, (d) => {
      put(d, 'NewYork', { britishFort: 1 });
      put(d, 'Georgia', { village: 2 });
      exhaust(d, 'britishFort');
    });
    let s = play(s0, ev('british', 'unshaded'));
    // Georgia has no room: South Carolina, the Fort to come from New York.
    expect(choices(s)).toEqual([{ type: 'place', space: 'SouthCarolina', piece: 'britishFort', from: 'NewYork' }, { type: 'done' }]);
    // 1.10: the Fort came from the map (no offer); then the Available Gage may enter with the Tories; he stays Available.
    s = play(s, plc('british', 'SouthCarolina', 'britishFort', { from: 'NewYork' }));
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'SouthCarolina' }, { type: 'stay' }]);
    s = play(s, { faction: 'british', type: 'stay' });
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ britishFort: 1, tory: 2 });
    expect(s.spaces.NewYork.pieces.britishFort).toBe(0);
    expectEventDone(s, 'british', 'patriots');
  });

  /** Tories with Underground Militia in South Carolina (a Partisans target outside the Colony chosen), a Tory and a War Party in Georgia. */
  const south = (d: Draft<GameState>): void => {
    put(d, 'SouthCarolina', { tory: 2, militiaUnderground: 1 });
    put(d, 'Georgia', { tory: 1, warPartyActive: 1 });
  };

  // 5.1, 5.3, 3.1.2, 4.3.2: the British execute; the Patriots, named, pick Georgia, place two Militia, then
  // take free Partisans there only (not South Carolina), pay nothing, and stay Eligible.
  it('shaded: the Patriots place two Militia in the Colony they pick, then free Partisans there only', () => {
    const s0 = at(31, 'british', { resources: { patriots: 0 } }, south);
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s)).toEqual(['SouthCarolina', 'Georgia']);
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    s = play(s, sel('patriots', 'Georgia'), { faction: 'patriots', type: 'stay' });
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'specialActivity', activity: 'partisans' }, { type: 'done' }]);
    s = play(s, { faction: 'patriots', type: 'specialActivity', activity: 'partisans' });
    expect(new Set(listed(s).filter((a) => a.type === 'partisans').map((a) => a.space))).toEqual(new Set(['Georgia']));
    s = play(s, { faction: 'patriots', type: 'partisans', space: 'Georgia', option: 'tory' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ tory: 0, warPartyActive: 1, militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.SouthCarolina.pieces).toEqual(s0.spaces.SouthCarolina.pieces);
    expect(s.available.militia).toBe(s0.available.militia - 2);
    expect(s.resources).toEqual(s0.resources);
    // Order B P I F: the Patriots are the 2nd Eligible; the free Partisans do not count as their action.
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #31 Thomas Brown and the King’s Rangers (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in Georgia`,
      `${label('shaded')}: 1 Underground Militia placed in Georgia`,
      'George Washington stays Available',
      '#31 Thomas Brown and the King’s Rangers: the Patriots execute a free Partisans',
      'Patriots Special Activity: Partisans',
      'Partisans in Georgia: 1 Underground Militia Activated; 1 Tory removed',
    ]);
    // 3.1.2, 2.3.6: only the British executed; the Patriots pass and stay Eligible.
    const card = passersOfCard(s, true);
    expect(card.passers).toEqual(['patriots', 'indians', 'french']);
    expect(card.after.eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
  });

  // 5.1.3, 3.1.2: no Royalist piece in South Carolina: the Militia go in, the Partisans lapse with a line.
  it('shaded: no target in the Colony — the Militia go in, the Partisans lapse', () => {
    const s0 = at(31, 'patriots', {}, (d) => put(d, 'Georgia', { tory: 1 }));
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s0, ev('patriots', 'shaded'), sel('patriots', 'SouthCarolina'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.SouthCarolina.pieces.militiaUnderground).toBe(2);
    expect(s.spaces.Georgia.pieces).toEqual(s0.spaces.Georgia.pieces);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #31 Thomas Brown and the King’s Rangers (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in South Carolina`,
      `${label('shaded')}: 1 Underground Militia placed in South Carolina`,
      'George Washington stays Available',
      '#31 Thomas Brown and the King’s Rangers: the Patriots cannot execute Partisans now',
    ]);
  });

  // 5.1.3, 1.4.1, 5.3: one Militia Available: one placed, then the Patriots may take one from the map or stop; "may": they decline the Partisans.
  it('shaded: one Militia Available; the Patriots stop, then decline the Partisans', () => {
    const s0 = at(31, 'indians', {}, (d) => {
      south(d);
      put(d, 'Virginia', { militiaActive: d.available.militia - 1 });
    });
    let s = play(s0, ev('indians', 'shaded'), sel('patriots', 'Georgia'));
    expect(s.spaces.Georgia.pieces.militiaUnderground).toBe(1);
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Georgia', piece: 'militiaUnderground', from: 'Virginia' },
      { type: 'place', space: 'Georgia', piece: 'militiaUnderground', from: 'SouthCarolina' },
      { type: 'done' },
    ]);
    // 1.10: the Available Washington may enter with the Militia placed from Available; he stays Available.
    s = play(s, done('patriots'), { faction: 'patriots', type: 'stay' });
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    s = play(s, done('patriots'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ tory: 1, warPartyActive: 1, militiaUnderground: 1 });
    expectEventDone(s, 'indians', 'british');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#36 Naval Battle in West Indies', () => {
  const label = (side: string): string => `#36 Naval Battle in West Indies (${side})`;

  // 5.1, 5.1.3, 1.9: the British execute; the French, named, pick three Regulars from the map or the West
  // Indies box (a choice after which three cannot be reached is withheld); then FNI 2 → 1, the British
  // choosing the Blockade.
  it('unshaded: the French pick three of their Regulars (map or West Indies) to Available; FNI −1', () => {
    const s0 = at(36, 'british', {}, (d) => {
      blockade(d, 'Boston', 'NewYorkCity');
      put(d, 'Boston', { frenchRegular: 1 });
      put(d, 'Philadelphia', { frenchRegular: 1 });
      put(d, 'WestIndies', { frenchRegular: 2 });
    });
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'remove', pieces: ['frenchRegular'], owners: ['french'] });
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'frenchRegular' },
      { type: 'remove', space: 'Philadelphia', piece: 'frenchRegular' },
    ]);
    s = play(s, rm('french', 'Philadelphia', 'frenchRegular'));
    // The two in the West Indies follow without a choice; then the British lift a Blockade.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'fni', amount: -1 });
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'NewYorkCity' });
    expect(s.spaces.Boston.pieces.frenchRegular).toBe(1);
    expect(s.spaces.Philadelphia.pieces.frenchRegular).toBe(0);
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(0);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 3);
    expect(s.casualties.frenchRegular).toBe(s0.casualties.frenchRegular);
    expect(s.crc).toBe(s0.crc);
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(s.spaces.NewYorkCity.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    // Order B F I P: the French are the 2nd Eligible.
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #36 Naval Battle in West Indies (unshaded)',
      `${label('unshaded')}: 1 French Regular removed from Philadelphia`,
      `${label('unshaded')}: 1 French Regular removed from the West Indies`,
      `${label('unshaded')}: 1 French Regular removed from the West Indies`,
      `${label('unshaded')}: FNI lowered to 1; the British remove the Blockade from New York City to the West Indies`,
    ]);
  });

  // 5.1.3, 1.9: two French Regulars in all (Boston, the West Indies): both go, nothing to decide; the one
  // Blockade back to the West Indies. Before the Treaty (2.3.9: no French Regular on the map or in the West
  // Indies) nothing is removed and FNI stays.
  it('unshaded: fewer than three French Regulars — all go; before the Treaty nothing', () => {
    const s0 = at(36, 'french', {}, (d) => {
      blockade(d, 'Boston');
      put(d, 'Boston', { frenchRegular: 1 });
      put(d, 'WestIndies', { frenchRegular: 1 });
    });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.spaces.Boston.pieces.frenchRegular).toBe(0);
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(0);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 2);
    expect(s.fni).toBe(0);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #36 Naval Battle in West Indies (unshaded)',
      `${label('unshaded')}: 1 French Regular removed from Boston`,
      `${label('unshaded')}: 1 French Regular removed from the West Indies`,
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies`,
    ]);
    const b0 = at(36, 'indians');
    const b = play(b0, ev('indians', 'unshaded'));
    expect(b.spaces).toEqual(b0.spaces);
    expect(b.available).toEqual(b0.available);
    expectEventDone(b, 'indians', 'british');
    expect(logSince(b0, b)).toEqual(['Indians play #36 Naval Battle in West Indies (unshaded)', `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`]);
  });

  // 5.1, 5.1.3, 1.3.7: four of the five British Regulars in the West Indies box to Available; those on the map stay.
  it('shaded: four British Regulars from the West Indies to Available; the map untouched', () => {
    const s0 = at(36, 'french', {}, (d) => {
      put(d, 'WestIndies', { britishRegular: 5 });
      put(d, 'Boston', { britishRegular: 2 });
    });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(1);
    expect(s.spaces.Boston.pieces.britishRegular).toBe(2);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular + 4);
    expect(s.cbc).toBe(s0.cbc);
    // Order B F I P: the British are the 2nd Eligible.
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #36 Naval Battle in West Indies (shaded)',
      ...Array(4).fill(`${label('shaded')}: 1 British Regular removed from the West Indies`),
    ]);
  });

  // 5.1.3: two in the West Indies: both go; none: nothing happens.
  it('shaded: fewer than four in the West Indies — those there; none — nothing', () => {
    const s0 = at(36, 'indians', {}, (d) => put(d, 'WestIndies', { britishRegular: 2 }));
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(0);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular + 2);
    expectEventDone(s, 'indians', 'british');
    const e0 = at(36, 'patriots', {}, (d) => put(d, 'Boston', { britishRegular: 3 }));
    const e = play(e0, ev('patriots', 'shaded'));
    expect(e.spaces).toEqual(e0.spaces);
    expectEventDone(e, 'patriots', 'british');
    expect(logSince(e0, e)).toEqual(['Patriots play #36 Naval Battle in West Indies (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#37 The Armada of 1779', () => {
  const label = (side: string): string => `#37 The Armada of 1779 (${side})`;

  // 1.8, 1.9: Patriots −2, French −3; FNI 1 → 0, the one Blockade back to the West Indies (no choice).
  it('unshaded after the Treaty: Patriots −2, French −3, FNI −1', () => {
    const s0 = at(37, 'british', { resources: { patriots: 5, french: 5 } }, (d) => blockade(d, 'Boston'));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 3, french: 2 });
    expect(s.fni).toBe(0);
    expect(blockadesOnMap(s)).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    // Order B F P I: the French are the 2nd Eligible.
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #37 The Armada of 1779 (unshaded)',
      `${label('unshaded')}: Patriots Resources −2 (now 3)`,
      `${label('unshaded')}: French Resources −3 (now 2)`,
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies`,
    ]);
  });

  // 1.8, 1.9, 5.1.3: Resources never below 0; before the Treaty the FNI part does nothing.
  it('unshaded before the Treaty: Resources floored at 0, FNI unaffected', () => {
    const s0 = at(37, 'french', { resources: { patriots: 1, french: 0 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 0, french: 0 });
    expect(s.fni).toBe(0);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #37 The Armada of 1779 (unshaded)',
      `${label('unshaded')}: Patriots Resources −1 (now 0)`,
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
  });

  // 5.1, 1.3.7, 1.9: the Patriots (executing) pick four British Regulars on the map (not the West Indies box),
  // to Available; then the French, named by 1.9, put a Squadron from the West Indies on a City: FNI 0 → 1.
  it('shaded: the executing Faction picks four Regulars on the map; the French raise FNI', () => {
    const s0 = at(37, 'patriots', { treaty: true }, (d) => {
      put(d, 'Boston', { britishRegular: 3, tory: 1 });
      put(d, 'NewYorkCity', { britishRegular: 2 });
      put(d, 'WestIndies', { britishRegular: 2 });
      toWestIndies(d, 2);
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // 5.1.3: any four of the five include two of Boston's, taken without asking; then the third: Boston or New York City.
    expect(s.spaces.Boston.pieces.britishRegular).toBe(1);
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'britishRegular' },
      { type: 'remove', space: 'NewYorkCity', piece: 'britishRegular' },
    ]);
    s = play(s, rm('patriots', 'NewYorkCity', 'britishRegular'));
    // The last one: only New York City is left in canonical order.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'CharlesTown' });
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 1, tory: 1 });
    expect(s.spaces.NewYorkCity.pieces.britishRegular).toBe(0);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(2);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular + 4);
    expect(s.cbc).toBe(s0.cbc);
    expect(s.fni).toBe(1);
    expect(s.spaces.CharlesTown.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #37 The Armada of 1779 (shaded)',
      `${label('shaded')}: 1 British Regular removed from Boston`,
      `${label('shaded')}: 1 British Regular removed from Boston`,
      `${label('shaded')}: 1 British Regular removed from New York City`,
      `${label('shaded')}: 1 British Regular removed from New York City`,
      `${label('shaded')}: FNI raised to 1; a Squadron from the West Indies Blockades Charles Town`,
    ]);
  });

  // 5.1.3, 1.10, 1.9: two Regulars on the map (both go; Howe, left alone, is the British to move); no Squadron
  // in the West Indies: FNI stays.
  it('shaded: fewer Regulars on the map, the British Leader left alone; no Squadron to raise FNI', () => {
    const s0 = at(37, 'indians', { treaty: true }, (d) => {
      put(d, 'Boston', { britishRegular: 2 });
      put(d, 'Quebec', { tory: 1 });
      lead(d, 'british', 'Boston');
    });
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'british' });
    s = play(s, { faction: 'british', type: 'moveLeader', to: 'Quebec' });
    expect(s.leaders.british.at).toBe('Quebec');
    expect(s.spaces.Boston.pieces.britishRegular).toBe(0);
    expect(s.fni).toBe(0);
    expectEventDone(s, 'indians', 'british');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#39 “His Majesty, King Mob” Protests', () => {
  const label = '#39 “His Majesty, King Mob” Protests (unshaded)';

  // 1.6, 5.1.3: three Cities not Neutral (Boston Active Support, New York City Passive Opposition, Savannah
  // Passive Support): they are the three, one level each toward Neutral.
  it('unshaded: the three Cities not at Neutral move one level toward it', () => {
    const s0 = at(39, 'british', {}, (d) => {
      d.spaces.Boston.support = 2;
      d.spaces.NewYorkCity.support = -1;
      d.spaces.Savannah.support = 1;
      d.spaces.Virginia.support = 2;
    });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.Boston.support).toBe(1);
    expect(s.spaces.NewYorkCity.support).toBe(0);
    expect(s.spaces.Savannah.support).toBe(0);
    expect(s.spaces.Virginia.support).toBe(2);
    // Order B F P I: the French are the 2nd Eligible.
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #39 “His Majesty, King Mob” Protests (unshaded)',
      `${label}: Boston shifts Active Support → Passive Support`,
      `${label}: New York City shifts Passive Opposition → Neutral`,
      `${label}: Savannah shifts Passive Support → Neutral`,
    ]);
  });

  // 5.1, 5.1.3: one City not Neutral: it is among the three; the executing Faction (the Indians) picks the other two.
  it('unshaded: only one City can move — it is selected, the others move nothing', () => {
    const s0 = at(39, 'indians', {}, (d) => (d.spaces.Norfolk.support = -2));
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    // Map order: a selection of three that includes Norfolk.
    expect(selectable(s)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk']);
    // Then Norfolk, the one way to complete it, without asking.
    s = play(s, sel('indians', 'QuebecCity'), sel('indians', 'Boston'));
    expect(s.spaces.Norfolk.support).toBe(-1);
    for (const c of CITIES.filter((c) => c !== 'Norfolk')) expect(s.spaces[c].support).toBe(0);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #39 “His Majesty, King Mob” Protests (unshaded)', `${label}: Norfolk shifts Active Opposition → Passive Opposition`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#40 Battle of the Chesapeake', () => {
  const label = (side: string): string => `#40 Battle of the Chesapeake (${side})`;

  // 1.9, 5.1: FNI 3 → 0: the British, named by 1.9, pick each Blockade to lift (the last without a choice); British +2.
  it('unshaded: FNI to 0 — every Blockade lifted, the British choosing; British +2', () => {
    const s0 = at(40, 'french', { resources: { british: 10 } }, (d) => blockade(d, 'Boston', 'NewYorkCity', 'Savannah'));
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'fni', amount: -3, level: 0 });
    expect(choices(s)).toEqual([
      { type: 'removeBlockade', space: 'Boston' },
      { type: 'removeBlockade', space: 'NewYorkCity' },
      { type: 'removeBlockade', space: 'Savannah' },
    ]);
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'NewYorkCity' });
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'fni', amount: -2, level: 0 });
    // A half-done FNI saves and loads with its fixed number of levels.
    expect(loadGame(serialize(s))).toEqual(s);
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'Savannah' });
    expect(s.fni).toBe(0);
    expect(blockadesOnMap(s)).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 3);
    expect(s.resources).toEqual({ ...s0.resources, british: 12 });
    // Order B F P I: the British are the 2nd Eligible.
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #40 Battle of the Chesapeake (unshaded)',
      `${label('unshaded')}: FNI lowered to 2; the British remove the Blockade from New York City to the West Indies`,
      `${label('unshaded')}: FNI lowered to 1; the British remove the Blockade from Savannah to the West Indies`,
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies`,
      `${label('unshaded')}: British Resources +2 (now 12)`,
    ]);
  });

  // 1.9, 1.8, 5.1.3: before the Treaty, FNI is 0 and stays; British 49 → 50.
  it('unshaded before the Treaty: FNI unaffected; British Resources capped at 50', () => {
    const s0 = at(40, 'british', { resources: { british: 49 } });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.fni).toBe(0);
    expect(s.resources.british).toBe(50);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #40 Battle of the Chesapeake (unshaded)',
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
      `${label('unshaded')}: British Resources +1 (now 50)`,
    ]);
  });

  // 1.9, 5.1: FNI 1 → 3: the British execute, the French place the two Squadrons of the West Indies on Cities of their choice.
  it('shaded: FNI to 3 — the French place Squadrons from the West Indies, two levels', () => {
    const s0 = at(40, 'british', {}, (d) => {
      blockade(d, 'Boston');
      toWestIndies(d, 2);
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'fni', amount: 2, level: 3 });
    expect(listed(s).map((a) => a.space)).toEqual([...CITIES]);
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'Philadelphia' }, { faction: 'french', type: 'placeBlockade', space: 'Boston' });
    expect(s.fni).toBe(3);
    expect(s.spaces.Boston.blockades).toBe(2);
    expect(s.spaces.Philadelphia.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(0);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #40 Battle of the Chesapeake (shaded)',
      `${label('shaded')}: FNI raised to 2; a Squadron from the West Indies Blockades Philadelphia`,
      `${label('shaded')}: FNI raised to 3; a Squadron from the West Indies Blockades Boston`,
    ]);
  });

  // 1.9, 5.1.3: FNI 0 → 3 with one Squadron in the West Indies: one level only; before the Treaty, nothing.
  it('shaded: one Squadron in the West Indies — FNI rises one level only; before the Treaty nothing', () => {
    const s0 = at(40, 'patriots', { treaty: true }, (d) => toWestIndies(d, 1));
    let s = play(s0, ev('patriots', 'shaded'));
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'QuebecCity' });
    expect(s.fni).toBe(1);
    expect(s.spaces.QuebecCity.blockades).toBe(1);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #40 Battle of the Chesapeake (shaded)', `${label('shaded')}: FNI raised to 1; a Squadron from the West Indies Blockades Quebec City`]);
    const b0 = at(40, 'indians', {}, (d) => toWestIndies(d, 2));
    const b = play(b0, ev('indians', 'shaded'));
    expect(b.fni).toBe(0);
    expect(b.spaces).toEqual(b0.spaces);
    expectEventDone(b, 'indians', 'british');
    expect(logSince(b0, b)).toEqual(['Indians play #40 Battle of the Chesapeake (shaded)', `${label('shaded')}: FNI unaffected before the Treaty of Alliance (1.9)`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#45 Adam Smith ~ Wealth of Nations', () => {
  const label = (side: string): string => `#45 Adam Smith ~ Wealth of Nations (${side})`;

  // 1.8: British +6.
  it('unshaded: British +6', () => {
    const s0 = at(45, 'indians', { resources: { british: 10 } });
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, british: 16 });
    // Order B I F P: the British are the 2nd Eligible.
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #45 Adam Smith ~ Wealth of Nations (unshaded)', `${label('unshaded')}: British Resources +6 (now 16)`]);
  });

  // 1.8, 5.1.3: capped at 50.
  it('unshaded: capped at 50', () => {
    const s = play(at(45, 'british', { resources: { british: 47 } }), ev('british', 'unshaded'));
    expect(s.resources.british).toBe(50);
  });

  // 1.8: British −4; floored at 0 (nothing to take: no line).
  it('shaded: British −4, floored at 0', () => {
    const s0 = at(45, 'patriots', { resources: { british: 10 } });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, british: 6 });
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #45 Adam Smith ~ Wealth of Nations (shaded)', `${label('shaded')}: British Resources −4 (now 6)`]);
    const z0 = at(45, 'french', { resources: { british: 0 } });
    const z = play(z0, ev('french', 'shaded'));
    expect(z.resources).toEqual(z0.resources);
    expect(logSince(z0, z)).toEqual(['French play #45 Adam Smith ~ Wealth of Nations (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#57 French Fleet Sails for the Caribbean', () => {
  const label = (side: string): string => `#57 French Fleet Sails for the Caribbean (${side})`;

  // 1.9, 2.3.6: the French (1st) Pass, the British execute: two French Regulars Available → West Indies, FNI
  // 1 → 0 (the one Blockade back, no choice); the French, who only Passed, are Ineligible for the next card
  // and Eligible after it.
  it('unshaded: two French Regulars to the West Indies; FNI −1; the French Ineligible through the next card', () => {
    const passed = play(at(57, 'french', { released: { frenchRegular: 3 } }, (d) => blockade(d, 'Boston')), { faction: 'french', type: 'pass' });
    expect(pending(passed)).toMatchObject({ kind: 'eligibleOptions', faction: 'british' });
    const s0 = passed;
    // 1.10: the Available French Leader may go to the West Indies with the Regulars (the French decide); he stays Available.
    const s = play(s0, ev('british', 'unshaded'), { faction: 'french', type: 'stay' });
    expect(s.available.frenchRegular).toBe(1);
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(2);
    expect(s.fni).toBe(0);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(s.turn!.makeIneligible).toEqual(['french']);
    // Order F B I P: the Indians are next.
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: 'indians' });
    expect(s.turn!.executed).toEqual([{ faction: 'british', did: 'event', specialActivity: false }]);
    expect(logSince(s0, s)).toEqual([
      'British play #57 French Fleet Sails for the Caribbean (unshaded)',
      `${label('unshaded')}: 2 French Regulars moved from Available to the West Indies`,
      'Comte de Rochambeau stays Available',
      `${label('unshaded')}: the French will be Ineligible for the next card (2.3.6)`,
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies`,
    ]);
    const card = passersOfCard(s, true);
    expect(card.passers).toEqual(['indians', 'patriots']);
    expect(card.after.eligible).toEqual({ british: false, patriots: true, french: false, indians: true });
    // Next card (#1, order P B F I): neither the French nor the British are offered options.
    const next = passersOfCard(card.after, true);
    expect(next.passers).toEqual(['patriots', 'indians']);
    expect(next.after.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 5.1.3: after the Treaty, one French Regular Available: it goes. 2.3.9, 5.1.1, 1.9: before the Treaty no
  // French Regular may enter the West Indies, so none moves, and FNI is unaffected; the Ineligibility holds.
  it('unshaded: one Regular Available moves; before the Treaty none, FNI unaffected, the French still Ineligible next', () => {
    const a0 = at(57, 'indians', { treaty: true, released: { frenchRegular: 1 } });
    const a = play(a0, ev('indians', 'unshaded'), { faction: 'french', type: 'stay' });
    expect(a.available.frenchRegular).toBe(0);
    expect(a.spaces.WestIndies.pieces.frenchRegular).toBe(1);
    expect(logSince(a0, a)).toEqual([
      'Indians play #57 French Fleet Sails for the Caribbean (unshaded)',
      `${label('unshaded')}: 1 French Regular moved from Available to the West Indies`,
      'Comte de Rochambeau stays Available',
      `${label('unshaded')}: the French will be Ineligible for the next card (2.3.6)`,
    ]);
    const s0 = at(57, 'french', { released: { frenchRegular: 3 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.available.frenchRegular).toBe(3);
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(0);
    expect(s.fni).toBe(0);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #57 French Fleet Sails for the Caribbean (unshaded)',
      `${label('unshaded')}: no French Regular enters the West Indies before the Treaty of Alliance (2.3.9)`,
      `${label('unshaded')}: the French will be Ineligible for the next card (2.3.6)`,
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
    expect(passersOfCard(s, true).after.eligible).toEqual({ british: true, patriots: true, french: false, indians: true });
  });

  // 5.1, 1.3.7, 2.3.6 play note: the French execute and pick two British Regulars on the map (one of Boston's
  // is in every pair: taken without asking), to the West Indies box; the British, 2nd in the order, are
  // Ineligible at once — skipped — and through the next card.
  it('shaded: two British Regulars from the map to the West Indies; the British Ineligible at once and next card', () => {
    const s0 = at(57, 'french', {}, (d) => {
      put(d, 'Boston', { britishRegular: 2 });
      put(d, 'NewYorkCity', { britishRegular: 1 });
      put(d, 'WestIndies', { britishRegular: 1 });
    });
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(choices(s)).toEqual([
      { type: 'move', from: 'Boston', to: 'WestIndies', piece: 'britishRegular', count: 1 },
      { type: 'move', from: 'NewYorkCity', to: 'WestIndies', piece: 'britishRegular', count: 1 },
    ]);
    s = play(s, mv('french', 'NewYorkCity', 'WestIndies', 'britishRegular'));
    expect(s.spaces.Boston.pieces.britishRegular).toBe(1);
    expect(s.spaces.NewYorkCity.pieces.britishRegular).toBe(0);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(3);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular);
    expect(s.eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
    // Order F B I P: the British are skipped; the Indians are the 2nd Eligible.
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual([
      'French play #57 French Fleet Sails for the Caribbean (shaded)',
      `${label('shaded')}: 1 British Regular moved from Boston to the West Indies`,
      `${label('shaded')}: 1 British Regular moved from New York City to the West Indies`,
      `${label('shaded')}: the British are Ineligible through the next card (not offered options on this card) (2.3.6)`,
    ]);
    const card = passersOfCard(s, true);
    expect(card.passers).toEqual(['indians', 'patriots']);
    expect(card.after.eligible).toEqual({ british: false, patriots: true, french: false, indians: true });
    const next = passersOfCard(card.after, true);
    expect(next.passers).toEqual(['patriots', 'indians']);
    expect(next.after.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 5.1.3, 1.3.7, 2.3.6: one British Regular on the map (the West Indies' do not count), before the Treaty:
  // it goes all the same; the British execute it themselves — nothing more on this card.
  it('shaded: one Regular on the map, executed by the British before the Treaty', () => {
    const s0 = at(57, 'british', {}, (d) => {
      d.eligible.french = false;
      put(d, 'Quebec', { britishRegular: 1 });
      put(d, 'WestIndies', { britishRegular: 2 });
    });
    const s = play(s0, ev('british', 'shaded'));
    expect(s.spaces.Quebec.pieces.britishRegular).toBe(0);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(3);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #57 French Fleet Sails for the Caribbean (shaded)',
      `${label('shaded')}: 1 British Regular moved from Quebec to the West Indies`,
      `${label('shaded')}: the British are Ineligible through the next card (2.3.6)`,
    ]);
    expect(passersOfCard(s, true).after.eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
  });
});

// ---------------------------------------------------------------------------------------------
describe('#62 Charles Michel de Langlade', () => {
  const label = (side: string): string => `#62 Charles Michel de Langlade (${side})`;

  // 5.1, 5.1.3: the executing Faction (the Indians) picks the space, then the kind with its first piece; all three Tories.
  it('unshaded: the executing Faction picks the space and the kind; three Tories in Quebec', () => {
    const s0 = at(62, 'indians', {}, (d) => put(d, 'Quebec', { warPartyUnderground: 1 }));
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s)).toEqual(['NewYork', 'Quebec', 'Northwest']);
    s = play(s, sel('indians', 'Quebec'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Quebec', piece: 'warPartyUnderground' },
      { type: 'place', space: 'Quebec', piece: 'tory' },
    ]);
    // 1.10: the Available Gage may enter with the Tories (the British decide); he stays Available.
    s = play(s, plc('indians', 'Quebec', 'tory'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ tory: 3, warPartyUnderground: 1 });
    expect(s.available.tory).toBe(s0.available.tory - 3);
    expect(s.available.warParty).toBe(s0.available.warParty);
    expect(s.spaces.NewYork.pieces).toEqual(s0.spaces.NewYork.pieces);
    expect(s.spaces.Northwest.pieces).toEqual(s0.spaces.Northwest.pieces);
    // Order F B P I: the French are the 2nd Eligible.
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual(['Indians play #62 Charles Michel de Langlade (unshaded)', ...Array(3).fill(`${label('unshaded')}: 1 Tory placed in Quebec`), 'Thomas Gage stays Available']);
  });

  // 5.1.3, 1.4.1: two War Parties Available and no Tory: neither in full, the War Parties go in; the Indians may
  // then take a third from the map (Florida) or stop.
  it('unshaded: two War Parties Available, no Tory — two placed, the third from the map or not', () => {
    const s0 = at(62, 'indians', {}, (d) => {
      put(d, 'Florida', { warPartyActive: d.available.warParty - 2 });
      exhaust(d, 'tory');
    });
    let s = play(s0, ev('indians', 'unshaded'), sel('indians', 'Northwest'));
    expect(s.spaces.Northwest.pieces.warPartyUnderground).toBe(2);
    expect(choices(s)).toEqual([{ type: 'place', space: 'Northwest', piece: 'warPartyUnderground', from: 'Florida' }, { type: 'done' }]);
    // 1.10: the Available Indian Leader may enter with the two War Parties; he stays Available.
    s = play(s, done('indians'), { faction: 'indians', type: 'stay' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 2, tory: 0 });
    expect(s.spaces.Florida.pieces).toEqual(s0.spaces.Florida.pieces);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual(['Indians play #62 Charles Michel de Langlade (unshaded)', ...Array(2).fill(`${label('unshaded')}: 1 Underground War Party placed in Northwest`), 'Joseph Brant stays Available']);
  });

  // 5.1, 2.3.9: after the Treaty, both alternatives place three: the British (executing) choose Quebec — three
  // French Regulars there, nothing in the Northwest.
  it('shaded: the executing Faction chooses — three French Regulars in Quebec', () => {
    const s0 = at(62, 'british', { treaty: true, released: { frenchRegular: 4 } });
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(selectable(s)).toEqual(['Quebec', 'Northwest']);
    // 1.10: the Available French Leader may enter with the Regulars (the French decide); he stays Available.
    s = play(s, sel('british', 'Quebec'), { faction: 'french', type: 'stay' });
    expect(s.spaces.Quebec.pieces.frenchRegular).toBe(3);
    expect(s.available.frenchRegular).toBe(1);
    expect(s.spaces.Northwest.pieces).toEqual(s0.spaces.Northwest.pieces);
    expect(s.available.militia).toBe(s0.available.militia);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #62 Charles Michel de Langlade (shaded)', ...Array(3).fill(`${label('shaded')}: 1 French Regular placed in Quebec`), 'Comte de Rochambeau stays Available']);
  });

  // 5.1, 1.4.3: the other alternative: three Underground Militia in the Northwest, Quebec untouched.
  it('shaded: the other alternative — three Militia in the Northwest', () => {
    const s0 = at(62, 'french', { treaty: true, released: { frenchRegular: 3 } });
    // 1.10: the Available Washington may enter with the Militia (the Patriots decide); he stays Available.
    const s = play(s0, ev('french', 'shaded'), sel('french', 'Northwest'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Northwest.pieces.militiaUnderground).toBe(3);
    expect(s.spaces.Quebec.pieces).toEqual(s0.spaces.Quebec.pieces);
    expect(s.available.frenchRegular).toBe(3);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual(['French play #62 Charles Michel de Langlade (shaded)', ...Array(3).fill(`${label('shaded')}: 1 Underground Militia placed in Northwest`), 'George Washington stays Available']);
  });

  // 2.3.9, 5.1.3: before the Treaty no French Regular may go on the map: the Northwest is the only choice, with
  // two Militia Available two are placed (the French executing take none from the map).
  it('shaded before the Treaty: only the Northwest, two Militia Available — two placed', () => {
    const s0 = at(62, 'french', { released: { frenchRegular: 3 } }, (d) => put(d, 'Virginia', { militiaUnderground: d.available.militia - 2 }));
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s0, ev('french', 'shaded'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Northwest.pieces.militiaUnderground).toBe(2);
    expect(s.spaces.Quebec.pieces.frenchRegular).toBe(0);
    expect(s.available.militia).toBe(0);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual(['French play #62 Charles Michel de Langlade (shaded)', ...Array(2).fill(`${label('shaded')}: 1 Underground Militia placed in Northwest`), 'George Washington stays Available']);
  });

  // 5.1.3, 1.4.1: no French Regular Available: the Northwest; with no Militia Available either, the Patriots
  // executing may take theirs from the map (so the Northwest is offered), another Faction may not.
  it('shaded: the fuller choice — Quebec only with French Regulars Available; the Patriots may take Militia from the map', () => {
    const s0 = at(62, 'patriots', { treaty: true, released: { frenchRegular: 3 } }, (d) => put(d, 'Virginia', { militiaActive: d.available.militia }));
    let s = play(s0, ev('patriots', 'shaded'));
    // 1.4.1: the Patriots could put three Militia in the Northwest from the map: both alternatives place three.
    expect(selectable(s)).toEqual(['Quebec', 'Northwest']);
    s = play(s, sel('patriots', 'Northwest'));
    expect(choices(s)).toEqual([{ type: 'place', space: 'Northwest', piece: 'militiaUnderground', from: 'Virginia' }, { type: 'done' }]);
    s = play(s, plc('patriots', 'Northwest', 'militiaUnderground', { from: 'Virginia' }), done('patriots'));
    expect(s.spaces.Northwest.pieces.militiaUnderground).toBe(1);
    expectEventDone(s, 'patriots', 'french');
    // The British executing the same: no Militia to place, Quebec is taken.
    const b0 = at(62, 'british', { treaty: true, released: { frenchRegular: 3 } }, (d) => put(d, 'Virginia', { militiaActive: d.available.militia }));
    // 1.10: the Available French Leader may enter with the Regulars; he stays Available.
    const b = play(b0, ev('british', 'shaded'), { faction: 'french', type: 'stay' });
    expect(b.spaces.Quebec.pieces.frenchRegular).toBe(3);
    expect(b.spaces.Northwest.pieces).toEqual(b0.spaces.Northwest.pieces);
    expectEventDone(b, 'british', 'french');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#64 The Affair of Fielding and Bylandt', () => {
  const label = (side: string): string => `#64 The Affair of Fielding and Bylandt (${side})`;

  // 1.8, 1.9, 5.1: British +3; FNI 2 → 1, the British choosing the Blockade to lift.
  it('unshaded: British +3; FNI −1, the British choose', () => {
    const s0 = at(64, 'patriots', { resources: { british: 4 } }, (d) => blockade(d, 'Norfolk', 'Savannah'));
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'Norfolk' });
    expect(s.resources).toEqual({ ...s0.resources, british: 7 });
    expect(s.fni).toBe(1);
    expect(s.spaces.Norfolk.blockades).toBe(0);
    expect(s.spaces.Savannah.blockades).toBe(1);
    // Order F B P I: the French are the 2nd Eligible.
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #64 The Affair of Fielding and Bylandt (unshaded)',
      `${label('unshaded')}: British Resources +3 (now 7)`,
      `${label('unshaded')}: FNI lowered to 1; the British remove the Blockade from Norfolk to the West Indies`,
    ]);
  });

  // 1.8, 1.9, 5.1.3: before the Treaty only the Resources, within 50.
  it('unshaded before the Treaty: Resources within 50, FNI unaffected', () => {
    const s0 = at(64, 'french', { resources: { british: 49 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.resources.british).toBe(50);
    expect(s.fni).toBe(0);
    expect(logSince(s0, s)).toEqual([
      'French play #64 The Affair of Fielding and Bylandt (unshaded)',
      `${label('unshaded')}: British Resources +1 (now 50)`,
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
  });

  // 1.8: Patriots +5, within 50.
  it('shaded: Patriots +5, within 50', () => {
    const s0 = at(64, 'british', { resources: { patriots: 3 } });
    const s = play(s0, ev('british', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 8 });
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #64 The Affair of Fielding and Bylandt (shaded)', `${label('shaded')}: Patriots Resources +5 (now 8)`]);
    expect(play(at(64, 'patriots', { resources: { patriots: 48 } }), ev('patriots', 'shaded')).resources.patriots).toBe(50);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#65 Jacques Necker, Finance Minister', () => {
  const label = (side: string): string => `#65 Jacques Necker, Finance Minister (${side})`;

  // 1.8: French −4; floored at 0.
  it('unshaded: French −4, floored at 0', () => {
    const s0 = at(65, 'british', { resources: { french: 9 } });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, french: 5 });
    // Order F I B P: the French are the 2nd Eligible.
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #65 Jacques Necker, Finance Minister (unshaded)', `${label('unshaded')}: French Resources −4 (now 5)`]);
    expect(play(at(65, 'indians', { resources: { french: 3 } }), ev('indians', 'unshaded')).resources.french).toBe(0);
  });

  // 1.8: French +3; capped at 50.
  it('shaded: French +3, capped at 50', () => {
    const s0 = at(65, 'french', { resources: { french: 5 } });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, french: 8 });
    // Order F I B P: the Indians are the 2nd Eligible.
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual(['French play #65 Jacques Necker, Finance Minister (shaded)', `${label('shaded')}: French Resources +3 (now 8)`]);
    expect(play(at(65, 'patriots', { resources: { french: 49 } }), ev('patriots', 'shaded')).resources.french).toBe(50);
  });
});

// ---------------------------------------------------------------------------------------------
describe('random choices from the 1778 set-up (5.1, 5.1.3)', () => {
  // Every side of every card of this batch, executed by each Faction, with random decisions from the 1778
  // scenario's board, before and after the Treaty of Alliance: the Event always comes to its end (no dead
  // end), the invariants hold after every step (`play`), and a half-resolved Event saves and loads with the
  // same choices.
  it('every side completes for every executing Faction', () => {
    const decisions = exerciseCards([25, 31, 36, 37, 39, 40, 45, 57, 62, 64, 65], {
      label: '1779b',
      seeds: 4,
      singleSided: [39],
      start: (card, seed) => {
        const treaty = seed > 2;
        const board = produce(game('1778', { seed }), (d: Draft<GameState>) => {
          if (!treaty) return;
          // After the Treaty: French Regulars Available and in the West Indies, two Blockades, one Squadron left there.
          d.treatyOfAlliance = true;
          const released = Math.min(6, d.unavailable.frenchRegular);
          d.available.frenchRegular += released;
          d.unavailable.frenchRegular -= released;
          put(d, 'WestIndies', { frenchRegular: 2 });
          const squadrons = d.unavailable.squadron + d.spaces.WestIndies.squadrons;
          d.unavailable.squadron = 0;
          d.spaces.WestIndies.squadrons = squadrons;
        });
        return atCard(treaty ? produce(board, (d: Draft<GameState>) => blockade(d, 'Boston', 'Philadelphia')) : board, card);
      },
    });
    expect(decisions).toBeGreaterThan(200);
  });
});
