/**
 * Event programs #3, #8, #11, #26, #27, #38, #47, #50, #76, #89 (chapter 5, 1777–1778), each side on a
 * hand-built 1775 position: the full outcome, what happens when only part of the text can be carried
 * out (5.1.3), who decides (5.1), the free Commands and Special Activities they grant (5.3, 3.1.2), and
 * the instruction extensions they need (`replace` with a count, anywhere on the map, by a named
 * decider; `place` of one kind among alternatives, and from the West Indies). Every sequence is played
 * with `play`, which checks the rules invariants (and every frame's validation) after each step.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { CardId, Faction, SpaceId } from '../../src/data/ids';
import { loadGame, serialize } from '../../src/game/persistence';
import { legalActions, pending } from '../../src/index';
import { completable, contextOf } from '../../src/rules/events/instruction';
import { place } from '../../src/rules/events/instructions/place';
import { replace } from '../../src/rules/events/instructions/replace';
import type { EventFrame, Place, Replace } from '../../src/rules/events/program';
import { eventInstruction } from '../../src/rules/events/reading';
import { withDice } from '../../src/testing/builders';
import { choices, lead, listed, logSince, play, position, put } from '../../src/testing/kit';
import { at, done, ev, expectEventDone, passersOfCard, plc, rm, sel, selectable } from '../helpers/events';

/** Every Faction still to be offered options on the card Passes: the card ends and eligibility is adjusted (2.3.3, 2.3.6). */
const finishCard = (s: GameState): GameState => passersOfCard(s, true).after;
const rep = (faction: Faction, space: SpaceId, piece: string): Action => ({ faction, type: 'replace', space, piece }) as Action;
const act = (faction: Faction, space: SpaceId): Action => ({ faction, type: 'activate', space, piece: 'militiaUnderground', count: 1 });

// ---------------------------------------------------------------------------------------------
describe("#3 George Rogers Clark's Illinois Campaign", () => {
  const label = (side: string): string => `#3 George Rogers Clark's Illinois Campaign (${side})`;

  // 5.1, 1.4.1: every Patriot piece in the Northwest and the Southwest to Available, nothing decided; the
  // Indian and British pieces there and the Patriots elsewhere stay.
  it('unshaded: every Patriot piece in the Northwest and the Southwest removed', () => {
    const s0 = at(3, 'british', {}, (d) => {
      put(d, 'Northwest', { continental: 1, militiaUnderground: 2, militiaActive: 1, patriotFort: 1, warPartyUnderground: 2 });
      put(d, 'Southwest', { militiaActive: 1, patriotFort: 1, tory: 1 });
      put(d, 'Virginia', { militiaUnderground: 1, patriotFort: 1 });
    });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.Northwest.pieces).toMatchObject({ continental: 0, militiaUnderground: 0, militiaActive: 0, patriotFort: 0, warPartyUnderground: 2 });
    expect(s.spaces.Southwest.pieces).toMatchObject({ militiaActive: 0, patriotFort: 0, tory: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 1, patriotFort: 1 });
    expect(s.available.continental).toBe(s0.available.continental + 1);
    expect(s.available.militia).toBe(s0.available.militia + 4);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 2);
    expect([s.cbc, s.crc]).toEqual([s0.cbc, s0.crc]);
    expect(s.spaces.Southwest.control).toBe('british');
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      "British play #3 George Rogers Clark's Illinois Campaign (unshaded)",
      `${label('unshaded')}: 1 Continental removed from Northwest`,
      `${label('unshaded')}: 2 Underground Militia removed from Northwest`,
      `${label('unshaded')}: 1 Active Militia removed from Northwest`,
      `${label('unshaded')}: 1 Patriot Fort removed from Northwest`,
      `${label('unshaded')}: 1 Active Militia removed from Southwest`,
      `${label('unshaded')}: 1 Patriot Fort removed from Southwest`,
    ]);
  });

  // 5.1.3, 1.10: only the Northwest holds Patriot pieces; Washington, left alone there, is the Patriots' to
  // move (to a space with their pieces or Available) before the card goes on.
  it('unshaded: Patriot pieces in the Northwest only; Washington left alone is moved by the Patriots', () => {
    const s0 = at(3, 'indians', {}, (d) => {
      put(d, 'Northwest', { continental: 2 });
      put(d, 'Virginia', { militiaUnderground: 1 });
      lead(d, 'patriots', 'Northwest');
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'Virginia' });
    expect(s.leaders.patriots.at).toBe('Virginia');
    expect(s.spaces.Northwest.pieces.continental).toBe(0);
    expect(s.spaces.Southwest.pieces).toEqual(s0.spaces.Southwest.pieces);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)[1]).toBe(`${label('unshaded')}: 2 Continentals removed from Northwest`);
  });

  /** Tories in the Northwest, a War Party in the Southwest, and a Tory next to Underground Militia in Virginia (a Partisans target outside the two). */
  const clark = (d: Draft<GameState>): void => {
    put(d, 'Northwest', { tory: 2 });
    put(d, 'Southwest', { warPartyActive: 1 });
    put(d, 'Virginia', { militiaUnderground: 1, tory: 1 });
  };

  // 5.1, 5.3, 3.1.2, 4.3.2: the French execute; the Patriots, named, place two Militia in each Reserve, then
  // take free Partisans in both (two spaces, the text overriding 4.3.2's one), never in Virginia; nothing paid.
  it('shaded: the Patriots place two Militia in each and take free Partisans in both', () => {
    const s0 = at(3, 'french', { resources: { patriots: 0 } }, clark);
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'place', pieces: ['militiaUnderground'], owners: ['patriots'] });
    // "may": the Patriots may stop at any point.
    expect(choices(s)).toEqual([{ type: 'place', space: 'Northwest', piece: 'militiaUnderground' }, { type: 'done' }]);
    s = play(s, plc('patriots', 'Northwest', 'militiaUnderground'), plc('patriots', 'Northwest', 'militiaUnderground'));
    s = play(s, plc('patriots', 'Southwest', 'militiaUnderground'), plc('patriots', 'Southwest', 'militiaUnderground'));
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Northwest' }, { type: 'moveLeader', to: 'Southwest' }, { type: 'stay' }]);
    s = play(s, { faction: 'patriots', type: 'stay' });
    // The grant: Partisans, or decline ("may").
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'specialActivity', activity: 'partisans' }, { type: 'done' }]);
    s = play(s, { faction: 'patriots', type: 'specialActivity', activity: 'partisans' });
    // Only the two Reserves, not Virginia.
    expect(new Set(listed(s).filter((a) => a.type === 'partisans').map((a) => a.space))).toEqual(new Set(['Northwest', 'Southwest']));
    s = play(s, { faction: 'patriots', type: 'partisans', space: 'Northwest', option: 'tory' });
    // A second space ("both").
    expect(new Set(listed(s).filter((a) => a.type === 'partisans').map((a) => a.space))).toEqual(new Set(['Southwest']));
    s = play(s, { faction: 'patriots', type: 'partisans', space: 'Southwest', option: 'warPartyActive' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ tory: 1, militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Southwest.pieces).toMatchObject({ warPartyActive: 0, militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 1, tory: 1 });
    expect(s.available.militia).toBe(s0.available.militia - 4);
    expect(s.resources).toEqual(s0.resources);
    expect(s.cbc).toBe(s0.cbc + 1);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      "French play #3 George Rogers Clark's Illinois Campaign (shaded)",
      `${label('shaded')}: 1 Underground Militia placed in Northwest`,
      `${label('shaded')}: 1 Underground Militia placed in Northwest`,
      `${label('shaded')}: 1 Underground Militia placed in Southwest`,
      `${label('shaded')}: 1 Underground Militia placed in Southwest`,
      'George Washington stays Available',
      "#3 George Rogers Clark's Illinois Campaign: the Patriots execute a free Partisans",
      'Patriots Special Activity: Partisans',
      'Partisans in Northwest: 1 Underground Militia Activated; 1 Tory removed',
      'Partisans in Southwest: 1 Underground Militia Activated; 1 Active War Party removed',
    ]);
    // 3.1.2, 2.3.6: the free Partisans leave the Patriots Eligible; only the French executed.
    expect(finishCard(s).eligible).toEqual({ british: true, patriots: true, french: false, indians: true });
  });

  // 5.1.3, 5.1.1: one Militia Available: one placed (the Patriots pick the Northwest's); no target in
  // the Southwest and none left with Underground Militia in the Northwest beyond the one: the Partisans strike once.
  it('shaded: one Militia Available, one placed; the Partisans strike where they can', () => {
    const s0 = at(3, 'patriots', {}, (d) => {
      put(d, 'Northwest', { tory: 1 });
      put(d, 'Virginia', { militiaActive: d.available.militia - 1 });
    });
    let s = play(s0, ev('patriots', 'shaded'), plc('patriots', 'Northwest', 'militiaUnderground'));
    expect(s.available.militia).toBe(0);
    // 1.4.1: the Patriots may take their Militia from Virginia instead, or stop — here they stop, in each Reserve.
    expect(choices(s)).toEqual([{ type: 'place', space: 'Northwest', piece: 'militiaUnderground', from: 'Virginia' }, { type: 'done' }]);
    s = play(s, done('patriots'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Southwest', piece: 'militiaUnderground', from: 'Virginia' },
      { type: 'place', space: 'Southwest', piece: 'militiaUnderground', from: 'Northwest' },
      { type: 'done' },
    ]);
    // 1.10: the Available Washington may enter with the Militia placed from Available; he stays Available.
    s = play(s, done('patriots'), { faction: 'patriots', type: 'stay' });
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'specialActivity', activity: 'partisans' }, { faction: 'patriots', type: 'partisans', space: 'Northwest', option: 'tory' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ tory: 0, militiaUnderground: 0, militiaActive: 1 });
    expect(s.spaces.Southwest.pieces.militiaUnderground).toBe(0);
    expectEventDone(s, 'patriots', 'british');
  });

  // 5.1.3, 3.1.2: no Royalist piece in either Reserve: the Militia go in, the Partisans lapse with a line; the Patriots may also decline to place.
  it('shaded: no Partisans target — the grant lapses; the Patriots may place nothing', () => {
    const s0 = at(3, 'british', {});
    const s = play(s0, ev('british', 'shaded'), done('patriots'), done('patriots'));
    expect(s.spaces.Northwest.pieces).toEqual(s0.spaces.Northwest.pieces);
    expect(s.spaces.Southwest.pieces).toEqual(s0.spaces.Southwest.pieces);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      "British play #3 George Rogers Clark's Illinois Campaign (shaded)",
      "#3 George Rogers Clark's Illinois Campaign: the Patriots cannot execute Partisans now",
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#8 Culper Spy Ring', () => {
  const label = (side: string): string => `#8 Culper Spy Ring (${side})`;

  // 5.1: the executing Faction (the Indians; the text names none) picks three Underground Militia anywhere, in map order.
  it('unshaded: the executing Faction Activates three Militia of its choice', () => {
    const s0 = at(8, 'indians', {}, (d) => {
      put(d, 'Boston', { militiaUnderground: 2 });
      put(d, 'NewYork', { militiaActive: 1 });
      put(d, 'Virginia', { militiaUnderground: 2 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: any three of the four include one in Boston,
    // activated without asking; then Boston's second or Virginia's.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'activate', space: 'Boston', piece: 'militiaUnderground', count: 1 },
      { type: 'activate', space: 'Virginia', piece: 'militiaUnderground', count: 1 },
    ]);
    s = play(s, act('indians', 'Virginia'));
    // Map order: Boston is not offered again after Virginia; the third is Virginia's, taken without asking.
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 2 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaActive: 1 });
    expect(s.available).toEqual(s0.available);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #8 Culper Spy Ring (unshaded)',
      `${label('unshaded')}: 1 Underground Militia in Boston Activated`,
      `${label('unshaded')}: 1 Underground Militia in Virginia Activated`,
      `${label('unshaded')}: 1 Underground Militia in Virginia Activated`,
    ]);
  });

  // 5.1.3: two Underground Militia on the map: both Activated, nothing to decide.
  it('unshaded: with two Underground Militia, both', () => {
    const s0 = at(8, 'patriots', {}, (d) => put(d, 'Georgia', { militiaUnderground: 2, militiaActive: 1 }));
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 3 });
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s).length).toBe(3);
  });

  // 5.1, 1.6.4: three British cubes chosen by the executing Faction to the Casualties box, CBC +3; the
  // Regulars in the West Indies are not on the map (1.3.7).
  it('shaded: three British cubes to Casualties', () => {
    const s0 = at(8, 'patriots', {}, (d) => {
      put(d, 'Boston', { britishRegular: 2, tory: 1 });
      put(d, 'NewYork', { tory: 1 });
      put(d, 'WestIndies', { britishRegular: 2 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: any three of the four
    // cubes include a Boston Regular, removed without asking; then the other Regular or the Tory there.
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'britishRegular' },
      { type: 'remove', space: 'Boston', piece: 'tory' },
    ]);
    // Canonical order (space, then kind): the New York Tory, the only one left after Boston's, goes without asking.
    s = play(s, rm('patriots', 'Boston', 'tory'));
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 1, tory: 0 });
    expect(s.spaces.NewYork.pieces.tory).toBe(0);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(2);
    expect(s.casualties).toMatchObject({ britishRegular: s0.casualties.britishRegular + 1, tory: s0.casualties.tory + 2 });
    expect(s.cbc).toBe(s0.cbc + 3);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #8 Culper Spy Ring (shaded)',
      `${label('shaded')}: 1 British Regular removed from Boston to Casualties`,
      `${label('shaded')}: 1 Tory removed from Boston to Casualties`,
      `${label('shaded')}: 1 Tory removed from New York to Casualties`,
    ]);
  });

  // 5.1.3: two cubes on the map: both go, without a decision.
  it('shaded: with two British cubes on the map, both', () => {
    const s0 = at(8, 'british', {}, (d) => put(d, 'Florida', { tory: 2 }));
    const s = play(s0, ev('british', 'shaded'));
    expect(s.spaces.Florida.pieces.tory).toBe(0);
    expect(s.cbc).toBe(s0.cbc + 2);
    expectEventDone(s, 'british', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#11 Thaddeus Kosciuszko, Expert Engineer', () => {
  const label = (side: string): string => `#11 Thaddeus Kosciuszko, Expert Engineer (${side})`;

  // 5.1: the Patriots, named, pick two of their Forts anywhere, whoever executes; to Available.
  it('unshaded: the Patriots remove two Patriot Forts of their choice', () => {
    const s0 = at(11, 'british', {}, (d) => {
      put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 1 });
      put(d, 'NorthCarolina', { patriotFort: 2 });
      put(d, 'Quebec', { patriotFort: 1 });
    });
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered (Quebec first: one Fort after it).
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'patriotFort' },
      { type: 'remove', space: 'NorthCarolina', piece: 'patriotFort' },
    ]);
    s = play(s, rm('patriots', 'NorthCarolina', 'patriotFort'), rm('patriots', 'Quebec', 'patriotFort'));
    expect(s.spaces.Virginia.pieces.patriotFort).toBe(1);
    expect(s.spaces.NorthCarolina.pieces.patriotFort).toBe(1);
    expect(s.spaces.Quebec.pieces.patriotFort).toBe(0);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 2);
    expect(s.crc).toBe(s0.crc);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #11 Thaddeus Kosciuszko, Expert Engineer (unshaded)',
      `${label('unshaded')}: 1 Patriot Fort removed from North Carolina`,
      `${label('unshaded')}: 1 Patriot Fort removed from Quebec`,
    ]);
  });

  // 5.1.3: one Patriot Fort on the map: it goes, nothing to decide.
  it('unshaded: one Patriot Fort on the map', () => {
    const s0 = at(11, 'patriots', {}, (d) => put(d, 'Georgia', { patriotFort: 1 }));
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.spaces.Georgia.pieces.patriotFort).toBe(0);
    expectEventDone(s, 'patriots', 'french');
  });

  /** Rebellion Control in Boston, Virginia and North Carolina (full of Forts/Villages but with a Patriot Fort); British Control in Massachusetts; none in Georgia (no Patriot piece). */
  const engineer = (d: Draft<GameState>): void => {
    put(d, 'Boston', { continental: 2 });
    put(d, 'Massachusetts', { militiaUnderground: 1, britishRegular: 2 });
    put(d, 'Virginia', { militiaUnderground: 2, continental: 1 });
    put(d, 'NorthCarolina', { patriotFort: 1, village: 1, militiaActive: 3 });
    put(d, 'SouthCarolina', { village: 2, militiaUnderground: 3 });
  };

  // 5.1, 1.7: the Patriots, named, select up to two Rebellion Controlled spaces with a Patriot piece and
  // room for the Fort (not Massachusetts, British; not South Carolina, two Villages); in each a piece of
  // their choice to Available, then a Patriot Fort.
  it('shaded: the Patriots trade a piece for a Fort in two Patriot Controlled spaces', () => {
    const s0 = at(11, 'indians', {}, engineer);
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(s0.spaces.SouthCarolina.control).toBe('rebellion');
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'done' },
    ]);
    s = play(s, sel('patriots', 'Boston'), sel('patriots', 'Virginia'));
    // Boston: Continentals only, removed without asking; Virginia: the Patriots choose.
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'continental' },
      { type: 'remove', space: 'Virginia', piece: 'militiaUnderground' },
    ]);
    // 1.10: the Forts placed, the Available Washington may enter with them; he stays Available.
    s = play(s, rm('patriots', 'Virginia', 'militiaUnderground'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Boston.pieces).toMatchObject({ continental: 1, patriotFort: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 1, militiaUnderground: 1, patriotFort: 1 });
    expect(s.spaces.NorthCarolina.pieces).toEqual(s0.spaces.NorthCarolina.pieces);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort - 2);
    expect(s.available.continental).toBe(s0.available.continental + 1);
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #11 Thaddeus Kosciuszko, Expert Engineer (shaded)',
      `${label('shaded')}: 1 Continental removed from Boston`,
      `${label('shaded')}: 1 Underground Militia removed from Virginia`,
      `${label('shaded')}: 1 Patriot Fort placed in Boston`,
      `${label('shaded')}: 1 Patriot Fort placed in Virginia`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.3, 1.4.1: no Patriot Fort Available: after the piece goes, the Patriots may take a Fort from
  // elsewhere on the map or stop; they may also stop after one space ("may").
  it('shaded: no Patriot Fort Available — one from the map, or none', () => {
    const s0 = at(11, 'patriots', {}, (d) => {
      engineer(d);
      // Every other Patriot Fort on the map, two a space (1.4.2).
      for (const space of ['Georgia', 'Pennsylvania', 'NewJersey'] as SpaceId[]) put(d, space, { patriotFort: Math.min(2, d.available.patriotFort) });
    });
    expect(s0.available.patriotFort).toBe(0);
    // The Fort removed from North Carolina is the one Available now: placed back without asking (from
    // Available: 1.10, the Available Washington may enter with it; he stays Available).
    let s = play(s0, ev('patriots', 'shaded'), sel('patriots', 'NorthCarolina'), done('patriots'), rm('patriots', 'NorthCarolina', 'patriotFort'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ patriotFort: 1, village: 1, militiaActive: 3 });
    expect(s.available.patriotFort).toBe(0);
    expectEventDone(s, 'patriots', 'french');
    s = play(s0, ev('patriots', 'shaded'), sel('patriots', 'Boston'), done('patriots'));
    // 1.4.1: a Fort from another space of the map (map order), or stop.
    expect(choices(s)).toEqual([
      ...(['NewJersey', 'Pennsylvania', 'NorthCarolina', 'Georgia'] as SpaceId[]).map((from) => ({ type: 'place', space: 'Boston', piece: 'patriotFort', from })),
      { type: 'done' },
    ]);
    const taken = play(s, plc('patriots', 'Boston', 'patriotFort', { from: 'Georgia' }));
    expect(taken.spaces.Boston.pieces).toMatchObject({ continental: 1, patriotFort: 1 });
    expect(taken.spaces.Georgia.pieces.patriotFort).toBe(s0.spaces.Georgia.pieces.patriotFort - 1);
    expectEventDone(taken, 'patriots', 'french');
    expect(logSince(s0, taken).at(-1)).toBe(`${label('shaded')}: 1 Patriot Fort placed in Boston from Georgia (1.4.1)`);
    const none = play(s, done('patriots'));
    expect(none.spaces.Boston.pieces).toMatchObject({ continental: 1, patriotFort: 0 });
    expectEventDone(none, 'patriots', 'french');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#26 Josiah Martin, NC Royal Governor, Plots', () => {
  const label = (side: string): string => `#26 Josiah Martin, NC Royal Governor, Plots (${side})`;
  /** Only `n` Tories Available, the rest Unavailable. */
  const toriesLeft = (n: number) => (d: Draft<GameState>) => {
    d.unavailable.tory += d.available.tory - n;
    d.available.tory = n;
  };

  // 5.1: the executing Faction chooses the alternative: two Tories (the second placed without asking) or one British Fort.
  it('unshaded: two Tories or one British Fort in North Carolina, as the executing Faction chooses', () => {
    const s0 = at(26, 'british', {}, (d) => put(d, 'NorthCarolina', { militiaActive: 1 }));
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'place', space: 'NorthCarolina', piece: 'britishFort' },
      { type: 'place', space: 'NorthCarolina', piece: 'tory' },
    ]);
    // 1.10: the Available Gage may enter with the Tories (or the Fort); he stays Available.
    const tories = play(s, plc('british', 'NorthCarolina', 'tory'), { faction: 'british', type: 'stay' });
    expect(tories.spaces.NorthCarolina.pieces).toMatchObject({ tory: 2, britishFort: 0, militiaActive: 1 });
    expect(tories.available.tory).toBe(s0.available.tory - 2);
    expect(tories.spaces.NorthCarolina.control).toBe('british');
    expectEventDone(tories, 'british', 'patriots');
    expect(logSince(s0, tories)).toEqual([
      'British play #26 Josiah Martin, NC Royal Governor, Plots (unshaded)',
      `${label('unshaded')}: 1 Tory placed in North Carolina`,
      `${label('unshaded')}: 1 Tory placed in North Carolina`,
      'Thomas Gage stays Available',
    ]);
    const fort = play(s, plc('british', 'NorthCarolina', 'britishFort'), { faction: 'british', type: 'stay' });
    expect(fort.spaces.NorthCarolina.pieces).toMatchObject({ tory: 0, britishFort: 1, militiaActive: 1 });
    expect(fort.available.britishFort).toBe(s0.available.britishFort - 1);
    expectEventDone(fort, 'british', 'patriots');
    expect(logSince(s0, fort).slice(1)).toEqual([`${label('unshaded')}: 1 British Fort placed in North Carolina`, 'Thomas Gage stays Available']);
  });

  // 5.1.3 (the fuller choice): one Tory Available: the Fort, which can be placed in full, without asking.
  it('unshaded: one Tory Available — the British Fort', () => {
    const s0 = at(26, 'indians', {}, toriesLeft(1));
    // 1.10: the Available Gage may enter with the Fort (the British decide); he stays Available.
    const s = play(s0, ev('indians', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ britishFort: 1, tory: 0 });
    expect(s.available.tory).toBe(1);
    expectEventDone(s, 'indians', 'british');
  });

  // 5.1.3, 1.4.2: no room for a Fort (two Villages) and one Tory Available: that Tory alone.
  it('unshaded: no room for a Fort, one Tory Available — one Tory', () => {
    const s0 = at(26, 'patriots', {}, (d) => {
      toriesLeft(1)(d);
      put(d, 'NorthCarolina', { village: 2 });
    });
    // 1.10: the Available Gage may enter with the Tory; he stays Available.
    const s = play(s0, ev('patriots', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ britishFort: 0, tory: 1, village: 2 });
    expect(s.available.tory).toBe(0);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #26 Josiah Martin, NC Royal Governor, Plots (unshaded)', `${label('unshaded')}: 1 Tory placed in North Carolina`, 'Thomas Gage stays Available']);
  });

  /** Patriots in Virginia (and South Carolina, where they could Battle too); Tories in North Carolina. */
  const martin = (d: Draft<GameState>): void => {
    put(d, 'Virginia', { continental: 3, militiaUnderground: 1 });
    put(d, 'NorthCarolina', { tory: 2 });
    put(d, 'SouthCarolina', { britishRegular: 1, continental: 1 });
  };

  // 5.1, 5.3, 3.1.2: the British execute; the Patriots, named, may March (free) into North Carolina only,
  // then Battle (free) there only — not in South Carolina; nothing paid at 0 Resources.
  it('shaded: the Patriots March into North Carolina, then Battle there, free', () => {
    const s0 = withDice(at(26, 'british', { resources: { patriots: 0 } }, martin), [3]);
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 26, side: 'shaded', faction: 'british', instruction: 0 });
    expect(choices(s)).toEqual([{ type: 'command', command: 'march' }, { type: 'done' }]);
    s = play(s, { faction: 'patriots', type: 'command', command: 'march' });
    // North Carolina is the only destination.
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'NorthCarolina' }]);
    s = play(
      s,
      sel('patriots', 'NorthCarolina'),
      { faction: 'patriots', type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 3 },
      { faction: 'patriots', type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 1 },
      done('patriots'),
    );
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'command', command: 'battle' }, { type: 'done' }]);
    s = play(s, { faction: 'patriots', type: 'command', command: 'battle' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'NorthCarolina' }]);
    s = play(s, sel('patriots', 'NorthCarolina'), { faction: 'patriots', type: 'activate', space: 'NorthCarolina', piece: 'militiaUnderground', count: 0 });
    // 3.6.8: the Patriots Win the Day and may Rally; they decline.
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'command', command: 'rally' }, { type: 'done' }]);
    s = play(s, done('patriots'));
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ continental: 3, militiaUnderground: 1, tory: 0 });
    expect(s.spaces.NorthCarolina.support).toBe(-1);
    expect(s.cbc).toBe(s0.cbc + 2);
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 0, militiaUnderground: 0 });
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ britishRegular: 1, continental: 1 });
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #26 Josiah Martin, NC Royal Governor, Plots (shaded)',
      '#26 Josiah Martin, NC Royal Governor, Plots: the Patriots execute a free March',
      'March into North Carolina (free)',
      'March: 3 Continentals from Virginia to North Carolina',
      'March: 1 Underground Militia from Virginia to North Carolina',
      'March complete (North Carolina)',
      '#26 Josiah Martin, NC Royal Governor, Plots: the Patriots execute a free Battle',
      'Patriots select North Carolina for Battle',
      'Patriots Battle in North Carolina, one space at a time in that order',
      "Battle in North Carolina: the Patriots attack; the British make the Defender's choices",
      'Patriots Activate no Underground Militia in North Carolina',
      'Rebellion Attacker (Patriots): Force Level 3 (3 cubes) — 1D3',
      'Royalist Defender: Force Level 2 (2 cubes) — 0D3',
      'Battle in North Carolina: Patriots (Attacker) rolls 1D3 for the Defender Loss Level: rolled 3',
      "Battle in North Carolina: the Defender's Force Level is 2 or less — no dice, the roll counts as 0",
      'Defender Loss Level 4 (roll 3; At least one Attacking side piece Underground +1)',
      'Attacker Loss Level 0 (roll 0; no modifiers)',
      'Rebellion Attacker removes nothing (0 losses for Loss Level 0)',
      'Royalist Defender removes 2 Tories (2 losses for Loss Level 4); CBC +2',
      'Battle in North Carolina: the Rebellion side wins (the Defender is eliminated) and Wins the Day: 1 shift toward Active Opposition',
      'Win the Day: North Carolina shifts 1 level to Passive Opposition',
      'Win the Day: the Patriots decline Rally',
    ]);
    // 3.1.2, 2.3.6: the free March and Battle leave the Patriots Eligible; only the British executed.
    expect(finishCard(s).eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
  });

  // 5.1 ("may"): the Patriots decline the March; the Battle, in North Carolina named by the text, is
  // still offered (the Continental already there), and they decline it too: nothing happens.
  it('shaded: the Patriots may decline the March and the Battle', () => {
    const s0 = at(26, 'patriots', {}, (d) => {
      martin(d);
      put(d, 'NorthCarolina', { continental: 1 });
    });
    let s = play(s0, ev('patriots', 'shaded'), done('patriots'));
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'command', command: 'battle' }, { type: 'done' }]);
    s = play(s, done('patriots'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #26 Josiah Martin, NC Royal Governor, Plots (shaded)',
      '#26 Josiah Martin, NC Royal Governor, Plots: the Patriots decline March',
      '#26 Josiah Martin, NC Royal Governor, Plots: the Patriots decline Battle',
    ]);
  });

  // 5.1.3: no Patriot unit can reach North Carolina and none is there: both lapse.
  it('shaded: nothing can March or Battle — both lapse', () => {
    const s0 = at(26, 'french', {}, (d) => put(d, 'Quebec', { continental: 2 }));
    const s = play(s0, ev('french', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #26 Josiah Martin, NC Royal Governor, Plots (shaded)',
      '#26 Josiah Martin, NC Royal Governor, Plots: the Patriots cannot execute March now',
      '#26 Josiah Martin, NC Royal Governor, Plots: the Patriots cannot execute Battle now',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#27 The Queen’s Rangers Show for Battle', () => {
  const label = (side: string): string => `#27 The Queen’s Rangers Show for Battle (${side})`;

  // 5.1, 5.1.1: two Colonies under British Control (not Georgia, Rebellion; not Boston, a City), two
  // Tories each, each from the pool the executing Faction names.
  it('unshaded: two Tories from either pool in each of two British Controlled Colonies', () => {
    const s0 = at(27, 'british', {}, (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Massachusetts', { britishRegular: 2, militiaUnderground: 1 });
      put(d, 'Virginia', { britishRegular: 1 });
      put(d, 'NorthCarolina', { tory: 1 });
      put(d, 'Georgia', { militiaUnderground: 1 });
    });
    let s = play(s0, ev('british', 'unshaded'));
    // Two to select: North Carolina, the last, only as the second.
    expect(selectable(s)).toEqual(['Massachusetts', 'Virginia']);
    // North Carolina, the only one left, is selected without asking.
    s = play(s, sel('british', 'Virginia'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Virginia', piece: 'tory', option: 'unavailable' },
      { type: 'place', space: 'Virginia', piece: 'tory', option: 'available' },
    ]);
    s = play(
      s,
      plc('british', 'Virginia', 'tory', { option: 'unavailable' }),
      plc('british', 'Virginia', 'tory', { option: 'available' }),
      plc('british', 'NorthCarolina', 'tory', { option: 'unavailable' }),
      plc('british', 'NorthCarolina', 'tory', { option: 'unavailable' }),
      // 1.10: the Available Gage may enter with the Tory placed from Available (Virginia); he stays Available.
      { faction: 'british', type: 'stay' },
    );
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, tory: 2 });
    expect(s.spaces.NorthCarolina.pieces.tory).toBe(3);
    expect(s.spaces.Massachusetts.pieces.tory).toBe(0);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory - 3);
    expect(s.available.tory).toBe(s0.available.tory - 1);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #27 The Queen’s Rangers Show for Battle (unshaded)',
      `${label('unshaded')}: 1 Tory placed in Virginia from Unavailable`,
      `${label('unshaded')}: 1 Tory placed in Virginia`,
      `${label('unshaded')}: 1 Tory placed in North Carolina from Unavailable`,
      `${label('unshaded')}: 1 Tory placed in North Carolina from Unavailable`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3: one Colony under British Control, selected without asking; one Tory left in the pools: one placed.
  it('unshaded: one British Controlled Colony and one Tory left', () => {
    const s0 = at(27, 'patriots', {}, (d) => {
      put(d, 'Georgia', { britishRegular: 1 });
      // All Tories but one in the Casualties box (1.6.4): none in the pools the text names but that one.
      d.casualties.tory += d.available.tory + d.unavailable.tory - 1;
      d.available.tory = 1;
      d.unavailable.tory = 0;
    });
    // 1.10: the Available Gage may enter with the Tory (the British decide); he stays Available.
    const s = play(s0, ev('patriots', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishRegular: 1, tory: 1 });
    expect([s.available.tory, s.unavailable.tory]).toEqual([0, 0]);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #27 The Queen’s Rangers Show for Battle (unshaded)', `${label('unshaded')}: 1 Tory placed in Georgia`, 'Thomas Gage stays Available']);
  });

  // 5.1, 1.6: two Cities one level toward Active Opposition, a Militia in each; Boston, already at Active
  // Opposition, is not offered (5.1.3, the fuller choice).
  it('shaded: two Cities shift toward Active Opposition and get a Militia each', () => {
    const s0 = at(27, 'indians', {}, (d) => {
      d.spaces.Boston.support = -2;
      d.spaces.Philadelphia.support = 1;
      put(d, 'NewYorkCity', { britishRegular: 1 });
    });
    let s = play(s0, ev('indians', 'shaded'));
    expect(selectable(s)).toEqual(['QuebecCity', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown']);
    // 1.10: the Available Washington may enter with the Militia (the Patriots decide); he stays Available.
    s = play(s, sel('indians', 'NewYorkCity'), sel('indians', 'Philadelphia'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NewYorkCity.support).toBe(-1);
    expect(s.spaces.Philadelphia.support).toBe(0);
    expect(s.spaces.Boston.support).toBe(-2);
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ britishRegular: 1, militiaUnderground: 1 });
    expect(s.spaces.Philadelphia.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Philadelphia.control).toBe('rebellion');
    expect(s.available.militia).toBe(s0.available.militia - 2);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #27 The Queen’s Rangers Show for Battle (shaded)',
      `${label('shaded')}: New York City shifts Neutral → Passive Opposition`,
      `${label('shaded')}: Philadelphia shifts Passive Support → Neutral`,
      `${label('shaded')}: 1 Underground Militia placed in New York City`,
      `${label('shaded')}: 1 Underground Militia placed in Philadelphia`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.3: every City but Savannah at Active Opposition: Savannah and one other; one Militia Available
  // (the Indians execute: no Militia from the map) goes to the first City.
  it('shaded: one City can shift, one Militia Available', () => {
    const s0 = at(27, 'indians', {}, (d) => {
      for (const c of ['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown'] as SpaceId[]) d.spaces[c].support = -2;
      put(d, 'Virginia', { militiaUnderground: d.available.militia - 1 });
    });
    let s = play(s0, ev('indians', 'shaded'));
    expect(selectable(s)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown']);
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    s = play(s, sel('indians', 'CharlesTown'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Savannah.support).toBe(-1);
    expect(s.spaces.CharlesTown.support).toBe(-2);
    expect(s.spaces.CharlesTown.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Savannah.pieces.militiaUnderground).toBe(0);
    expect(s.available.militia).toBe(0);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #27 The Queen’s Rangers Show for Battle (shaded)',
      `${label('shaded')}: Savannah shifts Neutral → Passive Opposition`,
      `${label('shaded')}: 1 Underground Militia placed in Charles Town`,
      'George Washington stays Available',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#38 Johnson’s Royal Greens', () => {
  const label = (side: string): string => `#38 Johnson’s Royal Greens (${side})`;

  // 5.1: the French execute; the British, named, pick Quebec or New York (the Province), the cubes and
  // their pools, and stop when they like ("may"); 2.3.6: the British will be Eligible.
  it('unshaded: the British place cubes of their choice in Quebec, from either pool', () => {
    const s0 = at(38, 'french', {}, (d) => put(d, 'Quebec', { militiaUnderground: 1 }));
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NewYork' },
      { type: 'selectSpace', space: 'Quebec' },
    ]);
    s = play(s, sel('british', 'Quebec'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Quebec', piece: 'britishRegular', option: 'unavailable' },
      { type: 'place', space: 'Quebec', piece: 'britishRegular', option: 'available' },
      { type: 'place', space: 'Quebec', piece: 'tory', option: 'unavailable' },
      { type: 'place', space: 'Quebec', piece: 'tory', option: 'available' },
      { type: 'done' },
    ]);
    s = play(
      s,
      plc('british', 'Quebec', 'britishRegular', { option: 'unavailable' }),
      plc('british', 'Quebec', 'britishRegular', { option: 'unavailable' }),
      plc('british', 'Quebec', 'tory', { option: 'available' }),
      done('british'),
      // 1.10: the Available Gage may enter with the Tory placed from Available; he stays Available.
      { faction: 'british', type: 'stay' },
    );
    expect(s.spaces.Quebec.pieces).toMatchObject({ britishRegular: 2, tory: 1, militiaUnderground: 1 });
    expect(s.spaces.NewYork.pieces).toEqual(s0.spaces.NewYork.pieces);
    expect(s.unavailable.britishRegular).toBe(s0.unavailable.britishRegular - 2);
    expect(s.available.tory).toBe(s0.available.tory - 1);
    expect(s.turn!.stayEligible).toEqual(['british']);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #38 Johnson’s Royal Greens (unshaded)',
      `${label('unshaded')}: 1 British Regular placed in Quebec from Unavailable`,
      `${label('unshaded')}: 1 British Regular placed in Quebec from Unavailable`,
      `${label('unshaded')}: 1 Tory placed in Quebec`,
      'Thomas Gage stays Available',
      `${label('unshaded')}: the British will be Eligible for the next card (2.3.6)`,
    ]);
  });

  // 2.3.6: the British execute the Event and stay Eligible for the next card, though they placed nothing
  // ("may"); the French, who did nothing, are Eligible too.
  it('unshaded: the British execute it, place nothing, and remain Eligible', () => {
    const s0 = at(38, 'british', {});
    let s = play(s0, ev('british', 'unshaded'), sel('british', 'NewYork'), done('british'));
    expect(s.spaces.NewYork.pieces).toEqual(s0.spaces.NewYork.pieces);
    expectEventDone(s, 'british', 'french');
    s = finishCard(s);
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 5.1, 1.4.3: the executing Faction chooses Militia or War Parties; all three of the kind chosen, Underground.
  it('shaded: three War Parties (or three Militia) in New York', () => {
    const s0 = at(38, 'patriots', {}, (d) => put(d, 'NewYork', { tory: 1 }));
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'place', space: 'NewYork', piece: 'militiaUnderground' },
      { type: 'place', space: 'NewYork', piece: 'warPartyUnderground' },
    ]);
    // 1.10: the Available Indian Leader (War Parties) or Washington (Militia) may enter with them; they stay Available.
    const wp = play(s, plc('patriots', 'NewYork', 'warPartyUnderground'), { faction: 'indians', type: 'stay' });
    expect(wp.spaces.NewYork.pieces).toMatchObject({ tory: 1, warPartyUnderground: 3, militiaUnderground: 0 });
    expect(wp.available.warParty).toBe(s0.available.warParty - 3);
    expectEventDone(wp, 'patriots', 'british');
    expect(logSince(s0, wp)).toEqual([
      'Patriots play #38 Johnson’s Royal Greens (shaded)',
      ...Array(3).fill(`${label('shaded')}: 1 Underground War Party placed in New York`),
      'Joseph Brant stays Available',
    ]);
    const militia = play(s, plc('patriots', 'NewYork', 'militiaUnderground'), { faction: 'patriots', type: 'stay' });
    expect(militia.spaces.NewYork.pieces).toMatchObject({ tory: 1, warPartyUnderground: 0, militiaUnderground: 3 });
    expect(militia.spaces.NewYork.control).toBe('rebellion');
    expectEventDone(militia, 'patriots', 'british');
  });

  // 5.1.3 (the fuller choice): two Militia Available: the three War Parties, without asking.
  it('shaded: two Militia Available — three War Parties', () => {
    const s0 = at(38, 'british', {}, (d) => put(d, 'Virginia', { militiaUnderground: d.available.militia - 2 }));
    // 1.10: the Available Indian Leader may enter with them; he stays Available.
    const s = play(s0, ev('british', 'shaded'), { faction: 'indians', type: 'stay' });
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 3, militiaUnderground: 0 });
    expect(s.available.militia).toBe(2);
    expectEventDone(s, 'british', 'french');
  });

  // 5.1.3: neither kind Available in full (two Militia, one War Party): either; the British, placing
  // others' pieces, take none from the map (1.4.1).
  it('shaded: neither kind Available in full — what there is of the kind chosen', () => {
    const s0 = at(38, 'british', {}, (d) => {
      put(d, 'Virginia', { militiaUnderground: d.available.militia - 2 });
      put(d, 'Northwest', { warPartyUnderground: d.available.warParty - 1 });
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'NewYork', piece: 'militiaUnderground' },
      { type: 'place', space: 'NewYork', piece: 'warPartyUnderground' },
    ]);
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    s = play(s, plc('british', 'NewYork', 'militiaUnderground'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 2, warPartyUnderground: 0 });
    expect(s.available.militia).toBe(0);
    expectEventDone(s, 'british', 'french');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#47 Tories Tested', () => {
  const label = (side: string): string => `#47 Tories Tested (${side})`;

  // 5.1, 1.7: three Tories in one Colony under British Control, the executing Faction's choice.
  it('unshaded: three Tories in a British Controlled Colony', () => {
    const s0 = at(47, 'indians', {}, (d) => {
      put(d, 'Virginia', { britishRegular: 1 });
      put(d, 'Georgia', { tory: 1 });
      put(d, 'NorthCarolina', { militiaActive: 1 });
      put(d, 'Boston', { britishRegular: 3 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(selectable(s)).toEqual(['Virginia', 'Georgia']);
    // 1.10: the Available Gage may enter with the Tories (the British decide); he stays Available.
    s = play(s, sel('indians', 'Georgia'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Georgia.pieces.tory).toBe(4);
    expect(s.spaces.Virginia.pieces.tory).toBe(0);
    expect(s.available.tory).toBe(s0.available.tory - 3);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #47 Tories Tested (unshaded)', ...Array(3).fill(`${label('unshaded')}: 1 Tory placed in Georgia`), 'Thomas Gage stays Available']);
  });

  // 5.1.3, 5.1.1: two Tories Available: two placed; no Colony under British Control: nothing at all.
  it('unshaded: two Tories Available; no British Controlled Colony', () => {
    const s0 = at(47, 'patriots', {}, (d) => {
      put(d, 'Virginia', { britishRegular: 1 });
      d.casualties.tory += d.available.tory - 2;
      d.available.tory = 2;
    });
    // 1.10: the Available Gage may enter with the Tories; he stays Available.
    const s = play(s0, ev('patriots', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, tory: 2 });
    expect(s.available.tory).toBe(0);
    expectEventDone(s, 'patriots', 'british');
    const n0 = at(47, 'patriots', {}, (d) => put(d, 'Virginia', { militiaActive: 1 }));
    const none = play(n0, ev('patriots', 'unshaded'));
    expect(none.spaces).toEqual(n0.spaces);
    expectEventDone(none, 'patriots', 'british');
  });

  // 5.1, 5.1.1: the Tories of one Colony with Tories (not Boston, a City) each replaced by an Underground
  // Militia, then two Propaganda there.
  it('shaded: every Tory in one Colony becomes a Militia; two Propaganda', () => {
    const s0 = at(47, 'french', {}, (d) => {
      put(d, 'Virginia', { tory: 3, britishRegular: 1, militiaActive: 1 });
      put(d, 'NorthCarolina', { tory: 1 });
      put(d, 'Boston', { tory: 2 });
    });
    let s = play(s0, ev('french', 'shaded'));
    expect(selectable(s)).toEqual(['Virginia', 'NorthCarolina']);
    // 1.10: the Available Washington may enter with the Militia that replaced the Tories; he stays Available.
    s = play(s, sel('french', 'Virginia'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Virginia.pieces).toMatchObject({ tory: 0, britishRegular: 1, militiaActive: 1, militiaUnderground: 3 });
    expect(s.spaces.Virginia.propaganda).toBe(2);
    expect(s.spaces.Virginia.control).toBe('rebellion');
    expect(s.spaces.NorthCarolina.pieces.tory).toBe(1);
    expect(s.available.tory).toBe(s0.available.tory + 3);
    expect(s.available.militia).toBe(s0.available.militia - 3);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #47 Tories Tested (shaded)',
      `${label('shaded')}: 3 Tories in Virginia replaced by 3 Underground Militia`,
      'George Washington stays Available',
      `${label('shaded')}: 2 Propaganda markers placed in Virginia`,
    ]);
  });

  // 5.1.1 ("remove rather than replace"), 5.1.3: one Militia Available: one Tory replaced, the others
  // removed; with no Tory in any Colony, any Colony is offered and gets the Propaganda alone.
  it('shaded: one Militia Available; no Tories in any Colony', () => {
    const s0 = at(47, 'british', {}, (d) => {
      put(d, 'Georgia', { tory: 3 });
      put(d, 'Virginia', { militiaUnderground: d.available.militia - 1 });
    });
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s0, ev('british', 'shaded'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ tory: 0, militiaUnderground: 1 });
    expect(s.spaces.Georgia.propaganda).toBe(2);
    expect(s.available.tory).toBe(s0.available.tory + 3);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #47 Tories Tested (shaded)',
      `${label('shaded')}: 3 Tories in Georgia replaced by 1 Underground Militia`,
      'George Washington stays Available',
      `${label('shaded')}: 2 Propaganda markers placed in Georgia`,
    ]);
    const n0 = at(47, 'british', {});
    let n = play(n0, ev('british', 'shaded'));
    expect(selectable(n).length).toBe(11);
    n = play(n, sel('british', 'Pennsylvania'));
    expect(n.spaces.Pennsylvania.propaganda).toBe(2);
    expect(n.spaces.Pennsylvania.pieces).toEqual(n0.spaces.Pennsylvania.pieces);
    expect(logSince(n0, n)).toEqual(['British play #47 Tories Tested (shaded)', `${label('shaded')}: 2 Propaganda markers placed in Pennsylvania`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#50 Admiral d’Estaing, French Fleet Arrives', () => {
  const label = (side: string): string => `#50 Admiral d’Estaing, French Fleet Arrives (${side})`;

  // 2.3.6, 5.1: the French execute: Ineligible for the next card; they pick two Regulars among the map
  // and the West Indies, to Available.
  it('unshaded: the French Ineligible for the next card; two French Regulars to Available', () => {
    const s0 = at(50, 'french', { treaty: true }, (d) => {
      put(d, 'WestIndies', { frenchRegular: 2 });
      put(d, 'Virginia', { frenchRegular: 1, continental: 1 });
    });
    let s = play(s0, ev('french', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'frenchRegular' },
      { type: 'remove', space: 'WestIndies', piece: 'frenchRegular' },
    ]);
    s = play(s, rm('french', 'Virginia', 'frenchRegular'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ frenchRegular: 0, continental: 1 });
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(1);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 2);
    expect(s.turn!.makeIneligible).toEqual(['french']);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #50 Admiral d’Estaing, French Fleet Arrives (unshaded)',
      `${label('unshaded')}: the French will be Ineligible for the next card (2.3.6)`,
      `${label('unshaded')}: 1 French Regular removed from Virginia`,
      `${label('unshaded')}: 1 French Regular removed from the West Indies`,
    ]);
    s = finishCard(s);
    expect(s.eligible).toEqual({ british: true, patriots: true, french: false, indians: true });
  });

  // 2.3.6, 5.1.3: the French Passed and the Patriots execute: the French, who did nothing, are Ineligible
  // all the same; before the Treaty no French Regular is anywhere but the pools: nothing removed.
  it('unshaded: executed by the Patriots after the French Passed — the French still Ineligible', () => {
    const s0 = at(50, 'french', {});
    let s = play(s0, { faction: 'french', type: 'pass' });
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: 'patriots' });
    s = play(s, ev('patriots', 'unshaded'));
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular);
    expect(logSince(s0, s).slice(-2)).toEqual([
      'Patriots play #50 Admiral d’Estaing, French Fleet Arrives (unshaded)',
      `${label('unshaded')}: the French will be Ineligible for the next card (2.3.6)`,
    ]);
    s = finishCard(s);
    expect(s.eligible).toEqual({ british: true, patriots: false, french: false, indians: true });
  });

  // 5.1, 5.1.1: one Colony; two Continentals from Available, two French Regulars each from Available or
  // the West Indies as the executing Faction says.
  it('shaded: two Continentals and two French Regulars (Available or West Indies) in one Colony', () => {
    const s0 = at(50, 'patriots', { treaty: true, released: { frenchRegular: 5 } }, (d) => put(d, 'WestIndies', { frenchRegular: 2 }));
    let s = play(s0, ev('patriots', 'shaded'));
    expect(selectable(s)).toEqual(['NewHampshire', 'Massachusetts', 'ConnecticutRhodeIsland', 'NewYork', 'NewJersey', 'Pennsylvania', 'MarylandDelaware', 'Virginia', 'NorthCarolina', 'SouthCarolina', 'Georgia']);
    s = play(s, sel('patriots', 'NewJersey'));
    // 1.10: the Continentals placed, the Available Washington may enter with them; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'stay' });
    expect(choices(s)).toEqual([
      { type: 'place', space: 'NewJersey', piece: 'frenchRegular', option: 'available' },
      { type: 'place', space: 'NewJersey', piece: 'frenchRegular', from: 'WestIndies' },
    ]);
    // 1.10: the Available French Leader may enter with the Regular from Available (not for the one from the West Indies); he stays Available.
    s = play(s, plc('patriots', 'NewJersey', 'frenchRegular', { option: 'available' }), plc('patriots', 'NewJersey', 'frenchRegular', { from: 'WestIndies' }));
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'french' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'NewJersey' }, { type: 'stay' }]);
    s = play(s, { faction: 'french', type: 'stay' });
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 2, frenchRegular: 2 });
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(1);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular - 1);
    expect(s.available.continental).toBe(s0.available.continental - 2);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #50 Admiral d’Estaing, French Fleet Arrives (shaded)',
      `${label('shaded')}: 1 Continental placed in New Jersey`,
      `${label('shaded')}: 1 Continental placed in New Jersey`,
      'George Washington stays Available',
      `${label('shaded')}: 1 French Regular placed in New Jersey`,
      `${label('shaded')}: 1 French Regular placed in New Jersey from the West Indies`,
      'Comte de Rochambeau stays Available',
    ]);
  });

  // 2.3.9, 5.1.1: before the Treaty of Alliance no French Regular goes on the map: the Continentals only.
  it('shaded: before the Treaty, only the Continentals', () => {
    const s0 = at(50, 'british', {}, (d) => d.spaces.Georgia.support = 1);
    // 1.10: the Available Washington may enter with the Continentals; he stays Available.
    const s = play(s0, ev('british', 'shaded'), sel('british', 'Georgia'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ continental: 2, frenchRegular: 0 });
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s).length).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#76 Edward Hand Raids into Indian Country', () => {
  const label = (side: string): string => `#76 Edward Hand Raids into Indian Country (${side})`;

  // 5.1, 5.1.3: the Indians execute; the British, named, pick the Province among those where three Militia
  // can go (Virginia, Quebec; not North Carolina with one, not Boston, a City) and the Militia; a Tory takes each one's place.
  it('unshaded: the British replace three Militia by three Tories in one Province', () => {
    const s0 = at(76, 'indians', {}, (d) => {
      put(d, 'Boston', { militiaUnderground: 5 });
      put(d, 'Virginia', { militiaUnderground: 2, militiaActive: 2 });
      put(d, 'NorthCarolina', { militiaActive: 1 });
      put(d, 'Quebec', { militiaUnderground: 3 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(selectable(s)).toEqual(['Virginia', 'Quebec']);
    s = play(s, sel('british', 'Virginia'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'replace', pieces: ['militiaUnderground', 'militiaActive'], owners: ['patriots'], replacement: 'tory' });
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: any three of
    // the four include an Underground Militia, replaced without asking; then the British pick.
    expect(choices(s)).toEqual([
      { type: 'replace', space: 'Virginia', piece: 'militiaUnderground' },
      { type: 'replace', space: 'Virginia', piece: 'militiaActive' },
    ]);
    // Canonical order (kind): after an Active Militia only Active ones are left to pick — the third without asking.
    // 1.10: then the Available Gage may enter with the Tories; he stays Available.
    s = play(s, rep('british', 'Virginia', 'militiaActive'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 0, tory: 3 });
    expect(s.spaces.Virginia.control).toBe('british');
    expect(s.spaces.Quebec.pieces.militiaUnderground).toBe(3);
    expect(s.available.militia).toBe(s0.available.militia + 3);
    expect(s.available.tory).toBe(s0.available.tory - 3);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #76 Edward Hand Raids into Indian Country (unshaded)',
      `${label('unshaded')}: 1 Underground Militia in Virginia replaced by 1 Tory`,
      `${label('unshaded')}: 1 Active Militia in Virginia replaced by 1 Tory`,
      `${label('unshaded')}: 1 Active Militia in Virginia replaced by 1 Tory`,
      'Thomas Gage stays Available',
    ]);
    expect(s.log.slice(s0.log.length + 1).every((l) => l.faction === 'british')).toBe(true);
  });

  // 5.1.3, 5.1.1 ("remove rather than replace"): two Militia in the one Province with Militia and one
  // Tory Available: one replaced, the other removed; nothing to decide.
  it('unshaded: two Militia, one Tory Available — one replaced, one removed', () => {
    const s0 = at(76, 'british', {}, (d) => {
      put(d, 'Florida', { militiaActive: 2 });
      d.casualties.tory += d.available.tory - 1;
      d.available.tory = 1;
    });
    // 1.10: the Available Gage may enter with the Tory; he stays Available.
    const s = play(s0, ev('british', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Florida.pieces).toMatchObject({ militiaActive: 0, tory: 1 });
    expect(s.available.tory).toBe(0);
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #76 Edward Hand Raids into Indian Country (unshaded)',
      `${label('unshaded')}: 1 Active Militia in Florida replaced by 1 Tory`,
      `${label('unshaded')}: 1 Active Militia removed from Florida: no Tory can take its place (5.1.1)`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1: the British, named, choose the two Villages anywhere, whoever executes; to Available.
  it('shaded: the British remove two Villages of their choice', () => {
    const s0 = at(76, 'patriots', {}, (d) => {
      put(d, 'Quebec', { village: 1, warPartyUnderground: 1 });
      put(d, 'Northwest', { village: 2 });
      put(d, 'Georgia', { village: 1 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Georgia', piece: 'village' },
      { type: 'remove', space: 'Quebec', piece: 'village' },
      { type: 'remove', space: 'Northwest', piece: 'village' },
    ]);
    // After Quebec (map order) only the Northwest's Villages are left: one goes without asking.
    s = play(s, rm('british', 'Quebec', 'village'));
    expect(s.spaces.Quebec.pieces).toMatchObject({ village: 0, warPartyUnderground: 1 });
    expect(s.spaces.Northwest.pieces.village).toBe(1);
    expect(s.spaces.Georgia.pieces.village).toBe(1);
    expect(s.available.village).toBe(s0.available.village + 2);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #76 Edward Hand Raids into Indian Country (shaded)',
      `${label('shaded')}: 1 Village removed from Quebec`,
      `${label('shaded')}: 1 Village removed from Northwest`,
    ]);
  });

  // 5.1.3: one Village on the map: it goes without a decision.
  it('shaded: one Village on the map', () => {
    const s0 = at(76, 'indians', {}, (d) => put(d, 'Southwest', { village: 1 }));
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.spaces.Southwest.pieces.village).toBe(0);
    expectEventDone(s, 'indians', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#89 War Damages Colonies’ Economy', () => {
  const label = (side: string): string => `#89 War Damages Colonies’ Economy (${side})`;
  /** Patriots in Boston, Massachusetts and Virginia (and a Continental in the West Indies: never, so none). */
  const damages = (d: Draft<GameState>): void => {
    put(d, 'Boston', { continental: 2, militiaActive: 1 });
    put(d, 'Massachusetts', { militiaUnderground: 2 });
    put(d, 'Virginia', { continental: 1, militiaUnderground: 1, britishRegular: 1 });
  };

  // 5.1: the executing Faction picks any four Militia or Continentals on the map, one at a time in map
  // order; each gives way to a Tory.
  it('unshaded: four Militia or Continentals of the executing Faction’s choice become Tories', () => {
    const s0 = at(89, 'indians', {}, damages);
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: Virginia's
    // pieces first would leave fewer than four.
    expect(choices(s)).toEqual([
      { type: 'replace', space: 'Boston', piece: 'militiaActive' },
      { type: 'replace', space: 'Boston', piece: 'continental' },
      { type: 'replace', space: 'Massachusetts', piece: 'militiaUnderground' },
    ]);
    s = play(s, rep('indians', 'Boston', 'continental'), rep('indians', 'Massachusetts', 'militiaUnderground'));
    // Two more: Massachusetts' second Militia or Virginia's, not Virginia's Continental first.
    expect(choices(s)).toEqual([
      { type: 'replace', space: 'Massachusetts', piece: 'militiaUnderground' },
      { type: 'replace', space: 'Virginia', piece: 'militiaUnderground' },
    ]);
    // After Virginia's Militia its Continental is the only one left: taken without asking.
    // 1.10: then the Available Gage may enter with the Tories (the British decide); he stays Available.
    s = play(s, rep('indians', 'Virginia', 'militiaUnderground'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Boston.pieces).toMatchObject({ continental: 1, militiaActive: 1, tory: 1 });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 1, tory: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 0, militiaUnderground: 0, britishRegular: 1, tory: 2 });
    expect(s.available.tory).toBe(s0.available.tory - 4);
    expect(s.available.continental).toBe(s0.available.continental + 2);
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #89 War Damages Colonies’ Economy (unshaded)',
      `${label('unshaded')}: 1 Continental in Boston replaced by 1 Tory`,
      `${label('unshaded')}: 1 Underground Militia in Massachusetts replaced by 1 Tory`,
      `${label('unshaded')}: 1 Underground Militia in Virginia replaced by 1 Tory`,
      `${label('unshaded')}: 1 Continental in Virginia replaced by 1 Tory`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3, 5.1.1: two such pieces on the map and no Tory Available: both removed, nothing decided.
  it('unshaded: two pieces on the map and no Tory Available — both removed', () => {
    const s0 = at(89, 'patriots', {}, (d) => {
      put(d, 'Georgia', { militiaActive: 1, continental: 1 });
      d.unavailable.tory += d.available.tory;
      d.available.tory = 0;
    });
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ militiaActive: 0, continental: 0, tory: 0 });
    expect(s.unavailable.tory).toBe(s0.unavailable.tory);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #89 War Damages Colonies’ Economy (unshaded)',
      `${label('unshaded')}: 1 Active Militia removed from Georgia: no Tory can take its place (5.1.1)`,
      `${label('unshaded')}: 1 Continental removed from Georgia: no Tory can take its place (5.1.1)`,
    ]);
  });

  // 5.1, 1.4.3: three Tories of the executing Faction's choice anywhere become Underground Militia.
  it('shaded: three Tories become Underground Militia', () => {
    const s0 = at(89, 'british', {}, (d) => {
      put(d, 'NewYorkCity', { tory: 2, britishRegular: 1 });
      put(d, 'Georgia', { tory: 2 });
    });
    let s = play(s0, ev('british', 'shaded'));
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: any three of
    // the four include a Tory of New York City, replaced without asking; then the British executing pick.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'replace', space: 'NewYorkCity', piece: 'tory' },
      { type: 'replace', space: 'Georgia', piece: 'tory' },
    ]);
    expect(s.spaces.NewYorkCity.pieces.tory).toBe(1);
    // Saved and loaded in the middle of the choices (the progress is plain JSON).
    const loaded = loadGame(serialize(s));
    expect(loaded).toEqual(s);
    expect(legalActions(loaded)).toEqual(legalActions(s));
    // After Georgia (map order) only Georgia's last Tory is left: taken without asking; 1.10: the Available
    // Washington may enter with the Militia (the Patriots decide); he stays Available.
    s = play(loaded, rep('british', 'Georgia', 'tory'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ tory: 1, britishRegular: 1, militiaUnderground: 1 });
    expect(s.spaces.Georgia.pieces).toMatchObject({ tory: 0, militiaUnderground: 2 });
    expect(s.spaces.Georgia.control).toBe('rebellion');
    expect(s.available.militia).toBe(s0.available.militia - 3);
    expect(s.available.tory).toBe(s0.available.tory + 3);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #89 War Damages Colonies’ Economy (shaded)',
      `${label('shaded')}: 1 Tory in New York City replaced by 1 Underground Militia`,
      `${label('shaded')}: 1 Tory in Georgia replaced by 1 Underground Militia`,
      `${label('shaded')}: 1 Tory in Georgia replaced by 1 Underground Militia`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.3, 5.1.1: one Militia Available, two Tories on the map: the first replaced, the second removed.
  it('shaded: one Militia Available — one Tory replaced, the other removed', () => {
    const s0 = at(89, 'french', {}, (d) => {
      put(d, 'Pennsylvania', { tory: 2 });
      put(d, 'Virginia', { militiaActive: d.available.militia - 1 });
    });
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s0, ev('french', 'shaded'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ tory: 0, militiaUnderground: 1 });
    expect(s.available.militia).toBe(0);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s).slice(1)).toEqual([
      `${label('shaded')}: 1 Tory in Pennsylvania replaced by 1 Underground Militia`,
      `${label('shaded')}: 1 Tory removed from Pennsylvania: no Underground Militia can take its place (5.1.1)`,
      'George Washington stays Available',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// The instruction extensions these cards need, tested on their own (as test/events/instructions.test.ts).

const frameFor = (card: CardId, faction: Faction): EventFrame => ({ kind: 'event', card, side: 'unshaded', faction, pc: 0, vars: {}, progress: null, granted: null });

describe('completable: a compulsory count in canonical order (5.1.3)', () => {
  // 5.1.3: only the choices after which enough pieces remain (at or after their key) are offered.
  it('keeps the choices that still let the count be reached', () => {
    const open = [
      { key: 1, n: 2 },
      { key: 4, n: 1 },
      { key: 7, n: 2 },
    ];
    expect(completable(open, 4).map((o) => o.key)).toEqual([1]);
    expect(completable(open, 3).map((o) => o.key)).toEqual([1, 4]);
    expect(completable(open, 2).map((o) => o.key)).toEqual([1, 4, 7]);
    // More asked than there is: what can be reached is all of it, from the first.
    expect(completable(open, 9).map((o) => o.key)).toEqual([1]);
    expect(completable([], 3)).toEqual([]);
  });
});

describe('replace with a count, anywhere on the map, by a named decider (5.1, 5.1.1)', () => {
  /** Runs `replace` on a draft: begin, then the actions given, returning the state and the options after each. */
  function run(s: GameState, instr: Replace, actions: Action[]): { state: GameState; options: Action[][]; begun: boolean } {
    const options: Action[][] = [];
    let begun = false;
    const state = produce(s, (d: Draft<GameState>) => {
      const f = frameFor(89, 'indians') as Draft<EventFrame>;
      f.progress = replace.begin(d, f, instr, contextOf(d as GameState, f));
      begun = f.progress !== null;
      if (!f.progress) return;
      options.push(replace.options!(contextOf(d as GameState, f), instr, f.progress));
      for (const a of actions) {
        replace.handle!(d, f, instr, contextOf(d as GameState, f), a);
        options.push(replace.options!(contextOf(d as GameState, f), instr, f.progress));
      }
    });
    return { state, options, begun };
  }
  const s0 = position({}, (d) => {
    put(d, 'Boston', { militiaUnderground: 1 });
    put(d, 'Virginia', { continental: 2 });
  });

  // 5.1: the decider named (`who`) picks; a computed count is read once, when the instruction begins (as
  // `remove`): here the Continentals on the map (2), still 2 after one is gone; each piece by `ratio` Tories.
  it('picks pieces one at a time, the count fixed at the start, two Tories each', () => {
    const instr: Replace = {
      op: 'replace',
      where: 'map',
      pieces: ['militiaUnderground', 'continental'],
      to: 'tory',
      ratio: 2,
      count: (ctx) => ctx.state.spaces.Virginia.pieces.continental + ctx.state.spaces.Boston.pieces.continental,
      who: 'british',
    };
    const { state, options, begun } = run(s0, instr, [{ faction: 'british', type: 'replace', space: 'Virginia', piece: 'continental' }, { faction: 'british', type: 'replace', space: 'Virginia', piece: 'continental' }]);
    expect(begun).toBe(true);
    expect(options[0]).toEqual([
      { faction: 'british', type: 'replace', space: 'Boston', piece: 'militiaUnderground' },
      { faction: 'british', type: 'replace', space: 'Virginia', piece: 'continental' },
    ]);
    // Canonical order: after Virginia, Boston is not offered again.
    expect(options[1]).toEqual([{ faction: 'british', type: 'replace', space: 'Virginia', piece: 'continental' }]);
    expect(options[2]).toEqual([]);
    expect(state.spaces.Virginia.pieces).toMatchObject({ continental: 0, tory: 4 });
    expect(state.spaces.Boston.pieces.militiaUnderground).toBe(1);
    expect(state.log.slice(-2).map((l) => [l.text, l.faction])).toEqual([
      ['#89 War Damages Colonies’ Economy (unshaded): 1 Continental in Virginia replaced by 2 Tories', 'british'],
      ['#89 War Damages Colonies’ Economy (unshaded): 1 Continental in Virginia replaced by 2 Tories', 'british'],
    ]);
  });

  // 1.3.7: "anywhere" is the map: pieces in the West Indies box are not offered.
  it('leaves the West Indies box out', () => {
    const s = position({ treaty: true, released: { frenchRegular: 2 } }, (d) => put(d, 'WestIndies', { frenchRegular: 2 }));
    const { options } = run(s, { op: 'replace', where: 'map', pieces: ['frenchRegular'], to: 'tory', ratio: 1, count: 1 }, []);
    expect(options[0]).toEqual([]);
  });

  // Backward compatible: without a count every piece in the spaces is replaced at once, nothing decided. The
  // replacements came from Available, so `begin` returns a progress only to carry them to the instruction's
  // end (1.10: an Available Leader may enter with them), with nothing to decide.
  it('without a count, replaces every piece at once', () => {
    const { state, begun, options } = run(s0, { op: 'replace', where: 'map', pieces: ['continental'], to: 'tory', ratio: 1 }, []);
    expect(begun).toBe(true);
    expect(options).toEqual([[]]);
    expect(state.spaces.Virginia.pieces).toMatchObject({ continental: 0, tory: 2 });
    expect(state.log.at(-1)!.text).toBe('#89 War Damages Colonies’ Economy (unshaded): 2 Continentals in Virginia replaced by 2 Tories');
  });
});

describe('place: one kind among alternatives, and from the West Indies (5.1.1, 5.1.3)', () => {
  /** Runs `place` on a draft: begin, then the actions, returning the state and the options after each. */
  function run(s: GameState, faction: Faction, instr: Place, actions: Action[]): { state: GameState; options: Action[][] } {
    const options: Action[][] = [];
    const state = produce(s, (d: Draft<GameState>) => {
      const f = frameFor(26, faction) as Draft<EventFrame>;
      f.progress = place.begin(d, f, instr, contextOf(d as GameState, f));
      options.push(place.options!(contextOf(d as GameState, f), instr, f.progress!));
      for (const a of actions) {
        place.handle!(d, f, instr, contextOf(d as GameState, f), a);
        options.push(place.options!(contextOf(d as GameState, f), instr, f.progress!));
      }
    });
    return { state, options };
  }
  const fortOrTories: Place = { op: 'place', where: ['Virginia', 'Georgia'], pieces: ['britishFort', 'tory'], count: 2, counts: { britishFort: 1 }, oneKind: true };

  // "X or Y": the first piece fixes the kind and its count in that space; the next space chooses afresh.
  it('the first piece placed in a space fixes the kind there, with its own count', () => {
    const { state, options } = run(position(), 'british', fortOrTories, [
      { faction: 'british', type: 'place', space: 'Virginia', piece: 'britishFort' },
      { faction: 'british', type: 'place', space: 'Georgia', piece: 'tory' },
      { faction: 'british', type: 'place', space: 'Georgia', piece: 'tory' },
    ]);
    expect(options[0]).toEqual([
      { faction: 'british', type: 'place', space: 'Virginia', piece: 'britishFort' },
      { faction: 'british', type: 'place', space: 'Virginia', piece: 'tory' },
    ]);
    // One Fort is the whole of its alternative: on to Georgia, both kinds offered again.
    expect(options[1]).toEqual([
      { faction: 'british', type: 'place', space: 'Georgia', piece: 'britishFort' },
      { faction: 'british', type: 'place', space: 'Georgia', piece: 'tory' },
    ]);
    expect(options[2]).toEqual([{ faction: 'british', type: 'place', space: 'Georgia', piece: 'tory' }]);
    expect(options[3]).toEqual([]);
    expect(state.spaces.Virginia.pieces).toMatchObject({ britishFort: 1, tory: 0 });
    expect(state.spaces.Georgia.pieces).toMatchObject({ britishFort: 0, tory: 2 });
  });

  // 5.1.3: a kind the sources can give in full is chosen over one they cannot; neither in full: both.
  it('offers the kinds that can be placed in full first', () => {
    const noFort = position({}, (d) => put(d, 'Virginia', { village: 2 }));
    expect(run(noFort, 'british', fortOrTories, []).options[0]).toEqual([{ faction: 'british', type: 'place', space: 'Virginia', piece: 'tory' }]);
    const short = position({}, (d) => {
      d.unavailable.britishFort += d.available.britishFort;
      d.available.britishFort = 0;
      d.casualties.tory += d.available.tory - 1;
      d.available.tory = 1;
    });
    expect(run(short, 'patriots', fortOrTories, []).options[0]).toEqual([{ faction: 'patriots', type: 'place', space: 'Virginia', piece: 'tory' }]);
  });

  // 5.1.3: without "up to" every piece the sources give is placed; in canonical order a later kind (or
  // source) first is offered only where the count can still be reached (one War Party Available: the War
  // Party first would strand the Militia before it and end at one unit of three).
  it('offers a later kind first only where the count can still be reached', () => {
    const s = position({}, (d) => put(d, 'Quebec', { warPartyUnderground: d.available.warParty - 1 }));
    const units: Place = { op: 'place', where: ['Massachusetts'], pieces: ['militiaUnderground', 'warPartyUnderground'], count: 3 };
    const militia: Action = { faction: 'british', type: 'place', space: 'Massachusetts', piece: 'militiaUnderground' };
    const warParty: Action = { faction: 'british', type: 'place', space: 'Massachusetts', piece: 'warPartyUnderground' };
    const { state, options } = run(s, 'british', units, [militia, militia, warParty]);
    expect(options[0]).toEqual([militia]);
    expect(options[1]).toEqual([militia]);
    expect(options[2]).toEqual([militia, warParty]);
    expect(options[3]).toEqual([]);
    expect(state.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 2, warPartyUnderground: 1 });
    // Likewise between sources: one French Regular in the West Indies, two asked: Available first.
    const t = position({ treaty: true, released: { frenchRegular: 3 } }, (d) => put(d, 'WestIndies', { frenchRegular: 1 }));
    const two: Place = { op: 'place', where: ['Virginia'], pieces: ['frenchRegular'], count: 2, from: ['available', 'westIndies'] };
    expect(run(t, 'french', two, []).options[0]).toEqual([{ faction: 'french', type: 'place', space: 'Virginia', piece: 'frenchRegular', option: 'available' }]);
  });

  // 5.1.1: "from Available or West Indies": the West Indies box is named as `from`; taking from it is no
  // 1.4.1 choice, so no `done` is offered.
  it('takes a piece from the West Indies box where the text names it', () => {
    const s = position({ treaty: true, released: { frenchRegular: 3 } }, (d) => put(d, 'WestIndies', { frenchRegular: 2 }));
    const instr: Place = { op: 'place', where: ['Virginia'], pieces: ['frenchRegular'], count: 2, from: ['available', 'westIndies'] };
    const { state, options } = run(s, 'patriots', instr, [
      { faction: 'patriots', type: 'place', space: 'Virginia', piece: 'frenchRegular', from: 'WestIndies' },
      { faction: 'patriots', type: 'place', space: 'Virginia', piece: 'frenchRegular', from: 'WestIndies' },
    ]);
    expect(options[0]).toEqual([
      { faction: 'patriots', type: 'place', space: 'Virginia', piece: 'frenchRegular', option: 'available' },
      { faction: 'patriots', type: 'place', space: 'Virginia', piece: 'frenchRegular', from: 'WestIndies' },
    ]);
    // Canonical order: after the West Indies, Available is not offered again.
    expect(options[1]).toEqual([{ faction: 'patriots', type: 'place', space: 'Virginia', piece: 'frenchRegular', from: 'WestIndies' }]);
    expect(state.spaces.Virginia.pieces.frenchRegular).toBe(2);
    expect(state.spaces.WestIndies.pieces.frenchRegular).toBe(0);
    expect(state.available.frenchRegular).toBe(s.available.frenchRegular);
    expect(state.log.at(-1)!.text).toBe('#26 Josiah Martin, NC Royal Governor, Plots (unshaded): 1 French Regular placed in Virginia from the West Indies');
  });
});
