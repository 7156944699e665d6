/**
 * Event programs #13, #15, #33, #51, #53, #75, #84 (chapter 5), each side on a hand-built 1775 position:
 * the full outcome, what happens when only part of the text can be carried out (5.1.3, 1.8, 1.9), who
 * decides (5.1), and for the free Commands they grant (5.3, 3.1.2) that the text's restriction holds,
 * that they cost nothing and that eligibility stays as the Event left it. Every sequence is played with
 * `play`, which checks the rules invariants (and every frame's validation) after each step.
 */
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { SpaceId } from '../../src/data/ids';
import { ADJACENT, COLONIES, INDIAN_RESERVES } from '../../src/data/map';
import { loadGame, serialize } from '../../src/game/persistence';
import { legalActions, pending } from '../../src/index';
import { withDice } from '../../src/testing/builders';
import { blockade, choices, lead, listed, logSince, play, put } from '../../src/testing/kit';
import { at, blockadesOnMap, desert, done, ev, expectEventDone, sel, selectable, toWestIndies } from '../helpers/events';

const militiaIn = (s: GameState, space: SpaceId): number => s.spaces[space].pieces.militiaUnderground + s.spaces[space].pieces.militiaActive;

// ---------------------------------------------------------------------------------------------
describe('#13 "…the origin of all our misfortunes"', () => {
  /** 10 Militia (3 Underground + 2 Active in Massachusetts, 5 Underground in Virginia) and 6 Continentals. */
  const deserters = (d: Draft<GameState>): void => {
    put(d, 'Massachusetts', { militiaUnderground: 3, militiaActive: 2, continental: 1 });
    put(d, 'Virginia', { militiaUnderground: 5, continental: 5 });
  };

  // 6.6.1 via 5.1: one in five Militia (2 of 10) and one in five Continentals (1 of 6) desert; the Indians
  // choose the first of each, the Patriots the rest — whoever executes the card (here the French).
  it('unshaded: a Patriot Desertion mid-card — the Indians pick first, then the Patriots', () => {
    const s0 = at(13, 'french', {}, deserters);
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotDesertion', faction: 'indians' });
    expect(pending(s)!.context.event).toEqual({ card: 13, side: 'unshaded', faction: 'french', instruction: 0 });
    expect(listed(s).every((a) => a.faction === 'indians' && a.type === 'desert')).toBe(true);
    s = play(s, desert('indians', 'Massachusetts', 'militiaActive'));
    expect(pending(s)).toMatchObject({ kind: 'patriotDesertion', faction: 'indians' });
    s = play(s, desert('indians', 'Virginia', 'continental'));
    // 6.6.1: the Patriots remove the remaining Militia.
    expect(pending(s)).toMatchObject({ kind: 'patriotDesertion', faction: 'patriots' });
    s = play(s, desert('patriots', 'Virginia', 'militiaUnderground'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 3, militiaActive: 1, continental: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 4, continental: 4 });
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.available.continental).toBe(s0.available.continental + 1);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #13 "...the origin of all our misfortunes" (unshaded)',
      'Patriot Desertion: 2 Militia and 1 Continental desert',
      'Patriot Desertion: 1 Active Militia deserts from Massachusetts (chosen by the Indians)',
      'Patriot Desertion: 1 Continental deserts from Virginia (chosen by the Indians)',
      'Patriot Desertion: 1 Underground Militia deserts from Virginia (chosen by the Patriots)',
    ]);
    // The account cites the card as the rule of the Desertion (5.1).
    expect(s.log.slice(s0.log.length + 1).map((l) => l.rule)).toEqual(Array(4).fill('#13 "...the origin of all our misfortunes" (unshaded), 5.1'));
  });

  // 6.6.1, 5.1.3: fewer than five of each kind: nothing deserts, the Event completes without a decision.
  it('unshaded: with four Militia and four Continentals nobody deserts', () => {
    const s0 = at(13, 'patriots', {}, (d) => put(d, 'Virginia', { militiaUnderground: 4, continental: 4 }));
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 4, continental: 4 });
    expect(s.available).toEqual(s0.available);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual(['Patriots play #13 "...the origin of all our misfortunes" (unshaded)', 'Patriot Desertion: 0 Militia and 0 Continentals desert']);
  });

  // 5.1, 6.6.1: the Desertion frame sits on the Event frame (no Winter Quarters Round under it); the state
  // saves and loads in the middle and the Event resumes after it.
  it('unshaded: saved and loaded in the middle of the Desertion', () => {
    const mid = play(at(13, 'british', {}, deserters), ev('british', 'unshaded'), desert('indians', 'Virginia', 'militiaUnderground'));
    expect(mid.stack.map((f) => f.kind).slice(-2)).toEqual(['event', 'patriotDesertion']);
    const loaded = loadGame(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(legalActions(loaded)).toEqual(legalActions(mid));
    const rest = [desert('indians', 'Massachusetts', 'continental'), desert('patriots', 'Massachusetts', 'militiaUnderground')];
    const b = play(loaded, ...rest);
    expect(b).toEqual(play(mid, ...rest));
    expectEventDone(b, 'british', 'patriots');
  });

  // 5.1: "Patriots may add" — the Patriots, named, select up to four spaces with Militia; an Active Militia in each.
  it('shaded: the Patriots add an Active Militia in four of the five spaces with Militia', () => {
    const s0 = at(13, 'british', {}, (d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'Massachusetts', { militiaActive: 1 });
      put(d, 'Quebec', { militiaUnderground: 1 });
      put(d, 'Virginia', { militiaUnderground: 2 });
      put(d, 'Georgia', { militiaActive: 1 });
      put(d, 'NewYork', { continental: 2 });
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // Only spaces with Militia (not New York, Continentals only); "may": done at once.
    expect(choices(s)).toEqual([
      ...(['Boston', 'Massachusetts', 'Virginia', 'Georgia', 'Quebec'] as SpaceId[]).map((space) => ({ type: 'selectSpace', space })),
      { type: 'done' },
    ]);
    // Map order (5.1): after Boston, Virginia and Georgia, Quebec (Massachusetts, before Virginia, is passed over).
    s = play(s, sel('patriots', 'Boston'), sel('patriots', 'Virginia'), sel('patriots', 'Georgia'), sel('patriots', 'Quebec'));
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s)).toEqual([
      ...(['Boston', 'Virginia', 'Georgia', 'Quebec'] as SpaceId[]).map((to) => ({ type: 'moveLeader', to })),
      { type: 'stay' },
    ]);
    s = play(s, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Quebec.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 1 });
    expect(s.spaces.Georgia.pieces).toMatchObject({ militiaActive: 2 });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ militiaActive: 1 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ continental: 2, militiaActive: 0 });
    expect(s.available.militia).toBe(s0.available.militia - 4);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'patriots');
    const label = '#13 "...the origin of all our misfortunes" (shaded)';
    expect(logSince(s0, s)).toEqual([
      'British play #13 "...the origin of all our misfortunes" (shaded)',
      `${label}: 1 Active Militia placed in Boston`,
      `${label}: 1 Active Militia placed in Virginia`,
      `${label}: 1 Active Militia placed in Georgia`,
      `${label}: 1 Active Militia placed in Quebec`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: two Militia Available: only two spaces are selected; "may": the Patriots may stop at one.
  it('shaded: with two Militia Available, two spaces at most; the Patriots may stop early', () => {
    /** Militia in Boston, Massachusetts and Virginia, all but `left` of them on the map (Militia have no Unavailable box). */
    const board = (left: number): GameState =>
      at(13, 'patriots', {}, (d) => {
        put(d, 'Boston', { militiaUnderground: d.available.militia - 2 - left });
        put(d, 'Massachusetts', { militiaActive: 1 });
        put(d, 'Virginia', { militiaUnderground: 1 });
      });
    const s0 = board(2);
    const inBoston = s0.spaces.Boston.pieces.militiaUnderground;
    // 1.10: once the Militia are placed the Available Washington may enter with them; he stays Available.
    const s = play(s0, ev('patriots', 'shaded'), sel('patriots', 'Boston'), sel('patriots', 'Virginia'), { faction: 'patriots', type: 'stay' });
    expect(s.available.militia).toBe(0);
    expect([militiaIn(s, 'Boston'), militiaIn(s, 'Massachusetts'), militiaIn(s, 'Virginia')]).toEqual([inBoston + 1, 1, 2]);
    expectEventDone(s, 'patriots', 'french');
    const one = play(s0, ev('patriots', 'shaded'), sel('patriots', 'Massachusetts'), done('patriots'), { faction: 'patriots', type: 'stay' });
    expect([militiaIn(one, 'Boston'), militiaIn(one, 'Massachusetts'), militiaIn(one, 'Virginia')]).toEqual([inBoston, 2, 1]);
    expect(one.available.militia).toBe(1);
    expectEventDone(one, 'patriots', 'french');
    // None Available: nothing to decide.
    const n0 = board(0);
    const none = play(n0, ev('patriots', 'shaded'));
    expect(none.spaces).toEqual(n0.spaces);
    expect(none.available.militia).toBe(0);
    expectEventDone(none, 'patriots', 'french');
  });
});

// ---------------------------------------------------------------------------------------------
describe("#15 Morgan's Rifles", () => {
  const label = (side: string): string => `#15 Morgan’s Rifles (${side})`;

  // 1.6, 5.1: Virginia two levels toward Active Support; two Tories from Available there (1.7 Control).
  it('unshaded: Virginia Neutral → Active Support, two Tories placed there', () => {
    const s0 = at(15, 'patriots', {}, (d) => put(d, 'Virginia', { militiaActive: 1 }));
    // 1.10: the Available Gage may enter with the Tories (the British decide); he stays Available.
    const s = play(s0, ev('patriots', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Virginia.support).toBe(2);
    expect(s.spaces.Virginia.pieces).toMatchObject({ tory: 2, militiaActive: 1 });
    expect(s.spaces.Virginia.control).toBe('british');
    expect(s.available.tory).toBe(s0.available.tory - 2);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #15 Morgan’s Rifles (unshaded)',
      `${label('unshaded')}: Virginia shifts Neutral → Active Support`,
      `${label('unshaded')}: 1 Tory placed in Virginia`,
      `${label('unshaded')}: 1 Tory placed in Virginia`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3, 5.1.1: from Passive Support one level only (never past Active Support); one Tory Available, one placed.
  it('unshaded: one level from Passive Support, one Tory when only one is Available', () => {
    const s0 = at(15, 'indians', {}, (d) => {
      d.spaces.Virginia.support = 1;
      d.unavailable.tory += d.available.tory - 1;
      d.available.tory = 1;
    });
    const s = play(s0, ev('indians', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Virginia.support).toBe(2);
    expect(s.spaces.Virginia.pieces.tory).toBe(1);
    expect(s.available.tory).toBe(0);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #15 Morgan’s Rifles (unshaded)',
      `${label('unshaded')}: Virginia shifts Passive Support → Active Support`,
      `${label('unshaded')}: 1 Tory placed in Virginia`,
      'Thomas Gage stays Available',
    ]);
  });

  /** Patriots in Virginia; the British in North Carolina; Militia and a Regular in Massachusetts (a Battle and Partisans possible there too). */
  const morgan = (d: Draft<GameState>): void => {
    put(d, 'Virginia', { militiaUnderground: 2, continental: 3 });
    put(d, 'NorthCarolina', { britishRegular: 3, tory: 2 });
    put(d, 'Massachusetts', { militiaUnderground: 2, britishRegular: 1 });
  };

  // 5.3, 3.1.2: a free March to one Colony, then a free Battle and free Partisans there only; nothing paid,
  // only the executing Faction's Event recorded on the card.
  it('shaded: free March into one Colony, then free Battle and free Partisans there', () => {
    const s0 = withDice(at(15, 'patriots', { resources: { patriots: 3 } }, morgan), [1, 1]);
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsMarch', faction: 'patriots' });
    // Destinations: Colonies only — Norfolk and Boston, Cities next to Virginia and Massachusetts, are not
    // offered; no done before one is chosen.
    expect(ADJACENT.Virginia).toContain('Norfolk');
    expect(ADJACENT.Massachusetts).toContain('Boston');
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NewHampshire' },
      { type: 'selectSpace', space: 'ConnecticutRhodeIsland' },
      { type: 'selectSpace', space: 'NewYork' },
      { type: 'selectSpace', space: 'MarylandDelaware' },
      { type: 'selectSpace', space: 'NorthCarolina' },
    ]);
    s = play(
      s,
      sel('patriots', 'NorthCarolina'),
      { faction: 'patriots', type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 3 },
      { faction: 'patriots', type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 2 },
    );
    // One destination only: no other may be selected.
    expect(choices(s)).toEqual([{ type: 'done' }]);
    s = play(s, done('patriots'));
    // 3.6: the Battle only in North Carolina (not Massachusetts, where the Patriots could also Battle).
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'NorthCarolina' }]);
    s = play(s, sel('patriots', 'NorthCarolina'), { faction: 'patriots', type: 'activate', space: 'NorthCarolina', piece: 'militiaUnderground', count: 0 });
    // 4.3.2: Partisans only there too (not Massachusetts, with Underground Militia and a Regular).
    expect(pending(s)).toMatchObject({ kind: 'patriotsPartisans', faction: 'patriots' });
    expect(new Set(listed(s).map((a) => a.space))).toEqual(new Set(['NorthCarolina']));
    s = play(s, { faction: 'patriots', type: 'partisans', space: 'NorthCarolina', option: 'tory' });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ britishRegular: 2, tory: 1, continental: 2, militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 0, militiaUnderground: 0 });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 2, britishRegular: 1 });
    expect(s.resources).toEqual(s0.resources);
    // 1.6.4: the Regular lost in Battle and the Tory removed by Partisans are British Casualties; the Continental a Rebellion one.
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 2, s0.crc + 1]);
    expect(s.casualties).toMatchObject({ britishRegular: 1, tory: 1, continental: 1 });
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #15 Morgan’s Rifles (shaded)',
      '#15 Morgan’s Rifles: the Patriots execute a free March',
      'March into North Carolina (free)',
      'March: 3 Continentals from Virginia to North Carolina',
      'March: 2 Underground Militia from Virginia to North Carolina',
      'March complete (North Carolina)',
      '#15 Morgan’s Rifles: the Patriots execute a free Battle',
      'Patriots select North Carolina for Battle',
      'Patriots Battle in North Carolina, one space at a time in that order',
      "Battle in North Carolina: the Patriots attack; the British make the Defender's choices",
      'Patriots Activate no Underground Militia in North Carolina',
      'Rebellion Attacker (Patriots): Force Level 3 (3 cubes) — 1D3',
      'Royalist Defender: Force Level 5 (5 cubes) — 1D3',
      'Battle in North Carolina: Patriots (Attacker) rolls 1D3 for the Defender Loss Level: rolled 1',
      'Battle in North Carolina: British (Defender) rolls 1D3 for the Attacker Loss Level: rolled 1',
      'Defender Loss Level 2 (roll 1; At least one Attacking side piece Underground +1)',
      'Attacker Loss Level 2 (roll 1; At least half Defending Cubes are Regulars +1)',
      'Rebellion Attacker removes 1 Continental (2 losses for Loss Level 2); CRC +1',
      'Royalist Defender removes 1 British Regular (2 losses for Loss Level 2); CBC +1',
      'Battle in North Carolina: the Royalist side wins (both sides lost 1 piece and the Defender wins ties); no Win the Day: the loser did not remove a cube or Fort and 2 or more pieces',
      '#15 Morgan’s Rifles: the Patriots execute a free Partisans',
      'Patriots Special Activity: Partisans',
      'Partisans in North Carolina: 1 Underground Militia Activated; 1 Tory removed',
    ]);
  });

  // 5.1: the Patriots, named, decide the March, the Battle and the Partisans even when the British execute.
  it('shaded: executed by the British, the Patriots decide', () => {
    const s = play(at(15, 'british', {}, morgan), ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsMarch', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 15, side: 'shaded', faction: 'british', instruction: 0 });
    expect(listed(s).every((a) => a.faction === 'patriots')).toBe(true);
  });

  // 5.1.3: a March into a Colony without enemies: the Battle and the Partisans lapse; nothing paid.
  it('shaded: into an empty Colony the Battle and the Partisans cannot be executed', () => {
    const s0 = at(15, 'patriots', { resources: { patriots: 0 } }, morgan);
    const s = play(
      s0,
      ev('patriots', 'shaded'),
      sel('patriots', 'MarylandDelaware'),
      { faction: 'patriots', type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'continental', count: 1 },
      done('patriots'), // the group from Virginia
      done('patriots'), // the March
    );
    expect(s.spaces.MarylandDelaware.pieces.continental).toBe(1);
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ britishRegular: 3, tory: 2 });
    expect(s.resources.patriots).toBe(0);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s).slice(-3)).toEqual([
      'March complete (Maryland-Delaware)',
      '#15 Morgan’s Rifles: the Patriots cannot execute Battle now',
      '#15 Morgan’s Rifles: the Patriots cannot execute Partisans now',
    ]);
  });

  // 5.1.3: no Patriot unit can reach a Colony: no March, so no "there" — no Battle, no Partisans.
  it('shaded: no March possible, nothing else happens', () => {
    const s0 = at(15, 'patriots', {}, (d) => put(d, 'Virginia', { tory: 1 }));
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual(['Patriots play #15 Morgan’s Rifles (shaded)', '#15 Morgan’s Rifles: the Patriots cannot execute March now']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#33 The Burning of Falmouth', () => {
  const label = (side: string): string => `#33 The Burning of Falmouth (${side})`;

  // 1.8, 5.1: Patriot Resources −3; the Patriots, named, choose the two Militia (anywhere on the map).
  it('unshaded: Patriots −3 Resources and the Patriots remove two Militia of their choice', () => {
    const s0 = at(33, 'british', { resources: { patriots: 5 } }, (d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'Virginia', { militiaUnderground: 1, militiaActive: 1 });
    });
    let s = play(s0, ev('british', 'unshaded'));
    expect(s.resources.patriots).toBe(2);
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: Virginia's Active Militia first would leave nothing after it to take.
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'militiaUnderground' },
      { type: 'remove', space: 'Virginia', piece: 'militiaUnderground' },
    ]);
    // Canonical order (space, then kind): after Virginia's Underground Militia only its Active one is left, taken without asking.
    s = play(s, { faction: 'patriots', type: 'remove', space: 'Virginia', piece: 'militiaUnderground' });
    expect(s.spaces.Boston.pieces.militiaUnderground).toBe(1);
    expect(militiaIn(s, 'Virginia')).toBe(0);
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.resources).toEqual({ ...s0.resources, patriots: 2 });
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #33 The Burning of Falmouth (unshaded)',
      `${label('unshaded')}: Patriots Resources −3 (now 2)`,
      `${label('unshaded')}: 1 Underground Militia removed from Virginia`,
      `${label('unshaded')}: 1 Active Militia removed from Virginia`,
    ]);
  });

  // 5.1.3, 1.8: Resources 1 → 0; the one Militia on the map goes without a decision.
  it('unshaded: Resources clipped at 0, one Militia on the map removed', () => {
    const s0 = at(33, 'patriots', { resources: { patriots: 1 } }, (d) => put(d, 'Georgia', { militiaActive: 1, continental: 1 }));
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.resources.patriots).toBe(0);
    expect(s.spaces.Georgia.pieces).toMatchObject({ militiaActive: 0, continental: 1 });
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #33 The Burning of Falmouth (unshaded)',
      `${label('unshaded')}: Patriots Resources −1 (now 0)`,
      `${label('unshaded')}: 1 Active Militia removed from Georgia`,
    ]);
  });

  // 5.3, 3.1.2, 3.3.1: a free Patriot Rally in two spaces adjacent to Massachusetts (not New Hampshire at
  // Active Support); it must take two; the Patriots decide although the Indians execute; then +3 Resources.
  it('shaded: free Rally in two spaces next to Massachusetts, then Patriots +3 Resources', () => {
    const s0 = at(33, 'indians', { resources: { patriots: 0 } }, (d) => {
      put(d, 'Massachusetts', { militiaUnderground: 2 });
      put(d, 'NewYork', { militiaUnderground: 1 });
      put(d, 'Virginia', { militiaUnderground: 1 });
      d.spaces.NewHampshire.support = 2;
    });
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsRally', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 33, side: 'shaded', faction: 'indians', instruction: 0 });
    expect(ADJACENT.Massachusetts).toEqual(['Boston', 'NewHampshire', 'ConnecticutRhodeIsland', 'NewYork']);
    expect(selectable(s)).toEqual(['Boston', 'ConnecticutRhodeIsland', 'NewYork']);
    s = play(
      s,
      sel('patriots', 'Boston'),
      { faction: 'patriots', type: 'place', space: 'Boston', piece: 'militia', count: 1 },
      { faction: 'patriots', type: 'moveLeader', to: 'available' },
    );
    // Two spaces: no done after the first.
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'ConnecticutRhodeIsland' },
      { type: 'selectSpace', space: 'NewYork' },
    ]);
    s = play(
      s,
      sel('patriots', 'NewYork'),
      { faction: 'patriots', type: 'place', space: 'NewYork', piece: 'militia', count: 1 },
      { faction: 'patriots', type: 'moveLeader', to: 'available' },
    );
    expect(choices(s)).toEqual([{ type: 'done' }]);
    s = play(s, done('patriots'));
    expect(s.spaces.Boston.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.NewYork.pieces.militiaUnderground).toBe(2);
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(2);
    expect(s.available.militia).toBe(s0.available.militia - 2);
    // Free: nothing paid at 0 Resources (3.1.2); then +3.
    expect(s.resources).toEqual({ ...s0.resources, patriots: 3 });
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #33 The Burning of Falmouth (shaded)',
      '#33 The Burning of Falmouth: the Patriots execute a free Rally',
      'Rally in Boston (free)',
      'Rally in Boston: place 1 Militia Underground',
      'George Washington stays Available',
      'Rally in New York (free)',
      'Rally in New York: place 1 Militia Underground',
      'George Washington stays Available',
      'Rally complete (Boston, New York)',
      `${label('shaded')}: Patriots Resources +3 (now 3)`,
    ]);
  });

  // 5.1.3, 3.3.1: only New York can Rally (the others at Active Support): one space, then done; Resources 49 → 50.
  it('shaded: one space only where the others cannot Rally; Resources capped at 50', () => {
    const s0 = at(33, 'patriots', { resources: { patriots: 49 } }, (d) => {
      for (const s of ['Boston', 'NewHampshire', 'ConnecticutRhodeIsland'] as SpaceId[]) d.spaces[s].support = 2;
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(selectable(s)).toEqual(['NewYork']);
    s = play(
      s,
      sel('patriots', 'NewYork'),
      { faction: 'patriots', type: 'place', space: 'NewYork', piece: 'militia', count: 1 },
      { faction: 'patriots', type: 'moveLeader', to: 'available' },
    );
    expect(choices(s)).toEqual([{ type: 'done' }]);
    s = play(s, done('patriots'));
    expect(s.spaces.NewYork.pieces.militiaUnderground).toBe(1);
    expect(s.resources.patriots).toBe(50);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s).at(-1)).toBe(`${label('shaded')}: Patriots Resources +1 (now 50)`);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#51 Bermuda Gunpowder Plot', () => {
  /** Four Regulars in Boston next to Massachusetts (2 Active Militia, 2 Continentals); a Regular and a Militia in New Hampshire. */
  const british = (d: Draft<GameState>): void => {
    put(d, 'Boston', { britishRegular: 4 });
    put(d, 'Massachusetts', { militiaActive: 2, continental: 2 });
    put(d, 'NewHampshire', { britishRegular: 1, militiaActive: 1 });
  };

  // 5.3, 3.1.2, 3.2.3, 3.6.6: a free British March to one space, then a free Battle there only, with the
  // Attacker Loss Level −2 (3 rolled → 1: one Regular lost instead of two); nothing paid at 0 Resources.
  it('unshaded: free March to one space, then free Battle there with −2 to the Attacker Loss Level', () => {
    const s0 = withDice(at(51, 'british', { resources: { british: 0 } }, british), [3, 3]);
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'britishMarch', faction: 'british' });
    // Any one destination; it must be selected (no done yet).
    expect(listed(s).every((a) => a.type === 'selectSpace')).toBe(true);
    s = play(s, sel('british', 'Massachusetts'), { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 4 });
    // One destination only: New Hampshire's Regular may join, no other destination is offered.
    expect(choices(s)).toEqual([{ type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'britishRegular', count: 1 }, { type: 'done' }]);
    // Nothing else can join: the March ends by itself.
    s = play(s, { faction: 'british', type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'britishRegular', count: 1 });
    // The Battle only in Massachusetts (the British could also Battle in New Hampshire).
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'Massachusetts' }]);
    s = play(s, sel('british', 'Massachusetts'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ britishRegular: 4, continental: 0, militiaActive: 1 });
    expect(s.spaces.Massachusetts.support).toBe(1);
    expect(s.spaces.NewHampshire.pieces).toMatchObject({ britishRegular: 0, militiaActive: 1 });
    expect(s.spaces.Boston.pieces.britishRegular).toBe(0);
    expect(s.resources).toEqual(s0.resources);
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 1, s0.crc + 2]);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #51 Bermuda Gunpowder Plot (unshaded)',
      '#51 Bermuda Gunpowder Plot: the British execute a free March',
      'March: Massachusetts selected as a destination (0 Resources)',
      'March: 4 British Regulars from Boston to Massachusetts',
      'March: 1 British Regular from New Hampshire to Massachusetts',
      'March complete to Massachusetts',
      '#51 Bermuda Gunpowder Plot: the British execute a free Battle',
      'British select Massachusetts for Battle',
      'British Battle in Massachusetts, one space at a time in that order',
      "Battle in Massachusetts: the British attack; the Patriots make the Defender's choices",
      'Royalist Attacker (British): Force Level 5 (5 cubes) — 1D3',
      'Rebellion Defender: Force Level 3 (2 cubes + 1 for half the Active units) — 1D3',
      'Battle in Massachusetts: British (Attacker) rolls 1D3 for the Defender Loss Level: rolled 3',
      'Battle in Massachusetts: Patriots (Defender) rolls 1D3 for the Attacker Loss Level: rolled 3',
      'Defender Loss Level 4 (roll 3; At least half Attacking Cubes are Regulars +1)',
      'Attacker Loss Level 1 (roll 3; Event -2)',
      'Royalist Attacker removes 1 British Regular (2 losses for Loss Level 1); CBC +1',
      'Rebellion Defender removes 2 Continentals, 1 Active Militia (5 losses for Loss Level 4); CRC +2',
      'Battle in Massachusetts: the Royalist side wins (the Attacker lost fewer pieces (1 to 3)) and Wins the Day: 1 shift toward Active Support',
      'Win the Day: Massachusetts shifts 1 level to Passive Support',
    ]);
  });

  // 5.1, 5.3: the French execute, the Patriots decide the March and the Battle; 3.6.5: Defender Loss Level
  // +2 (2 rolled → 4: two Regulars and a Tory instead of one Regular); the Patriots, 2nd Eligible, keep
  // their full options (3.1.2: the free Commands do not touch eligibility).
  it('shaded: the Patriots March to Boston then Battle there with +2 to the Defender Loss Level', () => {
    const s0 = withDice(
      at(51, 'french', { resources: { patriots: 2 } }, (d) => {
        put(d, 'Massachusetts', { continental: 3 });
        put(d, 'Boston', { britishRegular: 4, tory: 2 });
      }),
      [2, 1, 1],
    );
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsMarch', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 51, side: 'shaded', faction: 'french', instruction: 0 });
    expect(selectable(s)).toEqual(['Boston', ...ADJACENT.Massachusetts.slice(1)]);
    s = play(s, sel('patriots', 'Boston'), { faction: 'patriots', type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'continental', count: 3 });
    expect(choices(s)).toEqual([{ type: 'done' }]);
    s = play(s, done('patriots'));
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'Boston' }]);
    s = play(s, sel('patriots', 'Boston'));
    // 3.6.8 Win the Day: the Patriots may Rally (free, Limited); they decline.
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    s = play(s, done('patriots'));
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 2, tory: 1, continental: 1 });
    expect(s.spaces.Boston.support).toBe(-1);
    expect(s.resources).toEqual(s0.resources);
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 3, s0.crc + 2]);
    expectEventDone(s, 'french', 'patriots');
    expect(choices(s)).toContainEqual({ type: 'command', command: 'battle' });
    expect(logSince(s0, s).slice(9, 17)).toEqual([
      'Rebellion Attacker (Patriots): Force Level 3 (3 cubes) — 1D3',
      'Royalist Defender: Force Level 6 (6 cubes) — 2D3',
      'Battle in Boston: Patriots (Attacker) rolls 1D3 for the Defender Loss Level: rolled 2',
      'Battle in Boston: British (Defender) rolls 2D3 for the Attacker Loss Level: rolled 1 + 1 = 2',
      'Defender Loss Level 4 (roll 2; Event +2)',
      'Attacker Loss Level 3 (roll 2; At least half Defending Cubes are Regulars +1)',
      'Rebellion Attacker removes 2 Continentals (4 losses for Loss Level 3); CRC +2',
      'Royalist Defender removes 2 British Regulars, 1 Tory (5 losses for Loss Level 4); CBC +3',
    ]);
  });

  // 5.1.3: a March into a space without enemies: the Battle lapses. No March possible: no Battle at all.
  it('unshaded: March into an empty space, the Battle lapses; with no Regular to March, nothing happens', () => {
    const s0 = at(51, 'british', {}, british);
    let s = play(s0, ev('british', 'unshaded'), sel('british', 'NewYork'));
    // The British may March nothing in (3.2.3: moving is optional) and stop.
    expect(choices(s).at(-1)).toEqual({ type: 'done' });
    s = play(s, done('british'));
    expect(s.spaces.NewYork.pieces.britishRegular).toBe(0);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s).slice(-2)).toEqual(['March complete to New York', '#51 Bermuda Gunpowder Plot: the British cannot execute Battle now']);
    const none0 = at(51, 'british', {}, (d) => put(d, 'Massachusetts', { militiaActive: 2, tory: 1 }));
    const none = play(none0, ev('british', 'unshaded'));
    expect(none.spaces).toEqual(none0.spaces);
    expectEventDone(none, 'british', 'french');
    expect(logSince(none0, none)).toEqual(['British play #51 Bermuda Gunpowder Plot (unshaded)', '#51 Bermuda Gunpowder Plot: the British cannot execute March now']);
  });
});

// ---------------------------------------------------------------------------------------------
describe("#53 French Ports Accept Patriot's Ships", () => {
  const label = (side: string): string => `#53 French Ports Accept Patriot’s Ships (${side})`;

  // 1.9, 5.1.3: before the Treaty of Alliance FNI is 0 and nothing happens; British +3.
  it('unshaded before the Treaty: British +3 Resources, FNI unaffected', () => {
    const s0 = at(53, 'indians', { resources: { british: 5 } });
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, british: 8 });
    expect(s.fni).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #53 French Ports Accept Patriot’s Ships (unshaded)',
      `${label('unshaded')}: British Resources +3 (now 8)`,
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
  });

  // 1.9, 5.1: after the Treaty, FNI 2 → 0: the British choose which Blockade goes first (to the West Indies).
  it('unshaded after the Treaty: FNI two levels down, both Blockades back to the West Indies', () => {
    const s0 = at(53, 'patriots', { treaty: true, resources: { british: 5 } }, (d) => blockade(d, 'Boston', 'NewYorkCity'));
    expect(s0.fni).toBe(2);
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'removeBlockade', space: 'Boston' },
      { type: 'removeBlockade', space: 'NewYorkCity' },
    ]);
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'NewYorkCity' });
    expect(s.fni).toBe(0);
    expect(blockadesOnMap(s)).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 2);
    expect(s.resources.british).toBe(8);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #53 French Ports Accept Patriot’s Ships (unshaded)',
      `${label('unshaded')}: British Resources +3 (now 8)`,
      `${label('unshaded')}: FNI lowered to 1; the British remove the Blockade from New York City to the West Indies`,
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies`,
    ]);
  });

  // 5.1.3, 1.8, 1.9: British 48 → 50; FNI 1 → 0, the second level has nothing to lower.
  it('unshaded: Resources capped at 50, FNI lowered one level only from 1', () => {
    const s0 = at(53, 'british', { treaty: true, resources: { british: 48 } }, (d) => blockade(d, 'CharlesTown'));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources.british).toBe(50);
    expect(s.fni).toBe(0);
    expect(s.spaces.CharlesTown.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s).slice(1)).toEqual([
      `${label('unshaded')}: British Resources +2 (now 50)`,
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Charles Town to the West Indies`,
    ]);
  });

  // 1.9, 5.1: before the Treaty: only the Resources; British −2, Patriots +2.
  it('shaded before the Treaty: British −2, Patriots +2, FNI unaffected', () => {
    const s0 = at(53, 'french', { resources: { british: 5, patriots: 5 } }, (d) => toWestIndies(d, 2));
    const s = play(s0, ev('french', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, british: 3, patriots: 7 });
    expect(s.fni).toBe(0);
    expect(blockadesOnMap(s)).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(2);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #53 French Ports Accept Patriot’s Ships (shaded)',
      `${label('shaded')}: British Resources −2 (now 3)`,
      `${label('shaded')}: Patriots Resources +2 (now 7)`,
      `${label('shaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
  });

  // 1.9, 5.1: after the Treaty the French (not the executing British) choose the City of the new Blockade.
  it('shaded after the Treaty: FNI +1, the French put a Squadron from the West Indies on a City', () => {
    const s0 = at(53, 'british', { treaty: true, resources: { british: 5, patriots: 5 } }, (d) => toWestIndies(d, 2));
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(listed(s).map((a) => a.space)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'Philadelphia' });
    expect(s.fni).toBe(1);
    expect(s.spaces.Philadelphia.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(s.resources).toEqual({ ...s0.resources, british: 3, patriots: 7 });
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s).slice(-1)).toEqual([`${label('shaded')}: FNI raised to 1; a Squadron from the West Indies Blockades Philadelphia`]);
  });

  // 5.1.3, 1.8, 1.9: British 1 → 0, Patriots 49 → 50; FNI already at 3: nothing more.
  it('shaded: Resources clipped to 0–50, FNI at 3 stays', () => {
    const s0 = at(53, 'patriots', { treaty: true, resources: { british: 1, patriots: 49 } }, (d) => {
      blockade(d, 'Boston', 'Norfolk', 'Savannah');
      toWestIndies(d, d.unavailable.squadron);
    });
    expect(s0.fni).toBe(3);
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, british: 0, patriots: 50 });
    expect(s.fni).toBe(3);
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #53 French Ports Accept Patriot’s Ships (shaded)',
      `${label('shaded')}: British Resources −1 (now 0)`,
      `${label('shaded')}: Patriots Resources +1 (now 50)`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe("#75 Congress' Speech to the Six Nations", () => {
  const label = (side: string): string => `#75 Congress’ Speech to the Six Nations (${side})`;
  /** War Parties and Villages in the Reserves and New York; Militia to strike in Northwest, Florida and New York. */
  const sixNations = (d: Draft<GameState>): void => {
    put(d, 'Northwest', { warPartyUnderground: 2, village: 1, militiaActive: 2 });
    put(d, 'Quebec', { warPartyUnderground: 1 });
    put(d, 'Southwest', { village: 1 });
    put(d, 'Florida', { warPartyUnderground: 1, militiaActive: 1 });
    put(d, 'NewYork', { warPartyUnderground: 1, village: 1, militiaActive: 1 });
  };

  // 5.3, 3.1.2, 3.4.1, 4.4.2: a free Gather in three Reserves (not New York), then a free War Path in one
  // of them only (not Florida, not Gathered); the Indians decide though the Patriots execute; nothing paid.
  it('unshaded: free Gather in three Reserves, then free War Path in one of them', () => {
    const s0 = at(75, 'patriots', { resources: { indians: 0 } }, sixNations);
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'indiansGather', faction: 'indians' });
    expect(pending(s)!.context.event).toEqual({ card: 75, side: 'unshaded', faction: 'patriots', instruction: 0 });
    expect(selectable(s)).toEqual([...INDIAN_RESERVES]);
    s = play(
      s,
      sel('indians', 'Quebec'),
      { faction: 'indians', type: 'place', space: 'Quebec', piece: 'warParty' },
      sel('indians', 'Northwest'),
      { faction: 'indians', type: 'place', space: 'Northwest', piece: 'warParty' },
    );
    // Three Reserves: after two, no done — only the next Reserve (or another War Party at the Village).
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Northwest', piece: 'warParty' },
      { type: 'selectSpace', space: 'Southwest' },
      { type: 'selectSpace', space: 'Florida' },
    ]);
    s = play(s, sel('indians', 'Southwest'), { faction: 'indians', type: 'place', space: 'Southwest', piece: 'warParty' }, done('indians'));
    // War Path: only in a Gather space (Northwest), not Florida or New York.
    expect(pending(s)).toMatchObject({ kind: 'indiansWarPath', faction: 'indians' });
    expect(new Set(listed(s).map((a) => a.space))).toEqual(new Set(['Northwest']));
    s = play(s, { faction: 'indians', type: 'warPath', space: 'Northwest', option: 'militiaActive' });
    expect(s.spaces.Quebec.pieces.warPartyUnderground).toBe(2);
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 2, warPartyActive: 1, village: 1, militiaActive: 1 });
    expect(s.spaces.Southwest.pieces).toMatchObject({ warPartyUnderground: 1, village: 1 });
    expect(s.spaces.Florida.pieces).toMatchObject({ warPartyUnderground: 1, militiaActive: 1 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 1, village: 1, militiaActive: 1 });
    expect(s.available.warParty).toBe(s0.available.warParty - 3);
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #75 Congress’ Speech to the Six Nations (unshaded)',
      '#75 Congress’ Speech to the Six Nations: the Indians execute a free Gather',
      'Gather in Quebec: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in Quebec',
      'Gather in Northwest: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in Northwest',
      'Gather in Southwest: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in Southwest',
      'Gather ends (3 Provinces)',
      '#75 Congress’ Speech to the Six Nations: the Indians execute a free War Path',
      'Indians Special Activity: War Path',
      'War Path in Northwest: 1 Active Militia removed; 1 Underground War Party Activated',
    ]);
  });

  // 5.1: the spaces the Gather selected are bound in the Event frame (plain JSON): saved and loaded at the
  // War Path, the restriction to them holds the same.
  it('unshaded: saved and loaded between the Gather and the War Path', () => {
    const mid = play(
      at(75, 'patriots', {}, sixNations),
      ev('patriots', 'unshaded'),
      sel('indians', 'Quebec'),
      { faction: 'indians', type: 'place', space: 'Quebec', piece: 'warParty' },
      sel('indians', 'Northwest'),
      { faction: 'indians', type: 'place', space: 'Northwest', piece: 'warParty' },
      sel('indians', 'Florida'),
      { faction: 'indians', type: 'place', space: 'Florida', piece: 'warParty' },
      done('indians'),
    );
    expect(pending(mid)).toMatchObject({ kind: 'indiansWarPath', faction: 'indians' });
    const event = mid.stack.find((f) => f.kind === 'event') as unknown as { vars: Record<string, unknown> };
    expect(event.vars).toEqual({ reserves: ['Quebec', 'Northwest', 'Florida'] });
    const loaded = loadGame(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(legalActions(loaded)).toEqual(legalActions(mid));
    // Florida was Gathered this time: War Path there or in Northwest, not New York.
    expect(new Set(listed(loaded).map((a) => a.space))).toEqual(new Set(['Northwest', 'Florida']));
    const step: Action = { faction: 'indians', type: 'warPath', space: 'Florida', option: 'militiaActive' };
    const b = play(loaded, step);
    expect(b).toEqual(play(mid, step));
    expect(b.spaces.Florida.pieces.militiaActive).toBe(0);
    expectEventDone(b, 'patriots', 'indians');
  });

  // 5.1.3: the Gather done, War Path has nothing to strike in the Gather spaces (Florida's Militia are outside them): it lapses.
  it('unshaded: War Path lapses where no Gather space has Rebels to strike', () => {
    const s0 = at(75, 'indians', {}, (d) => {
      put(d, 'Florida', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Quebec', { warPartyUnderground: 1 });
    });
    const s = play(
      s0,
      ev('indians', 'unshaded'),
      sel('indians', 'Quebec'),
      { faction: 'indians', type: 'place', space: 'Quebec', piece: 'warParty' },
      sel('indians', 'Northwest'),
      { faction: 'indians', type: 'place', space: 'Northwest', piece: 'warParty' },
      sel('indians', 'Southwest'),
      { faction: 'indians', type: 'place', space: 'Southwest', piece: 'warParty' },
      done('indians'),
    );
    expect(s.spaces.Florida.pieces).toMatchObject({ warPartyUnderground: 1, militiaActive: 1 });
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s).slice(-2)).toEqual(['Gather ends (3 Provinces)', '#75 Congress’ Speech to the Six Nations: the Indians cannot execute War Path now']);
  });

  // 5.1, 5.1.3 "Villages last": War Parties go first, then a Village; the executing British choose.
  it('shaded: three Indian pieces from Northwest, Villages last', () => {
    const s0 = at(75, 'british', {}, (d) => put(d, 'Northwest', { warPartyUnderground: 1, warPartyActive: 1, village: 2 }));
    // 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered: the Active War Party first would strand the Underground one, and the Villages after it; so both War
    // Parties go, then one of the two Villages — nothing is left to choose.
    const s = play(s0, ev('british', 'shaded'));
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 0, village: 1 });
    expect(s.available.warParty).toBe(s0.available.warParty + 2);
    expect(s.available.village).toBe(s0.available.village + 1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #75 Congress’ Speech to the Six Nations (shaded)',
      `${label('shaded')}: 1 Underground War Party removed from Northwest`,
      `${label('shaded')}: 1 Active War Party removed from Northwest`,
      `${label('shaded')}: 1 Village removed from Northwest`,
    ]);
  });

  // 5.1.3: only two Indian pieces in Northwest: both go; pieces elsewhere stay.
  it('shaded: fewer than three there, all are removed', () => {
    const s0 = at(75, 'patriots', {}, (d) => {
      put(d, 'Northwest', { warPartyActive: 1, village: 1 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
    });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyActive: 0, village: 0 });
    expect(s.spaces.Quebec.pieces.warPartyUnderground).toBe(2);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s).slice(1)).toEqual([`${label('shaded')}: 1 Active War Party removed from Northwest`, `${label('shaded')}: 1 Village removed from Northwest`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#84 "Merciless Indian Savages"', () => {
  const label = (side: string): string => `#84 “Merciless Indian Savages” (${side})`;

  // 5.3, 3.1.2, 3.4.1: a free Gather in two Colonies (the Reserves and Cities not offered); the Indians decide
  // although the British execute; two are required.
  it('unshaded: free Gather in two Colonies', () => {
    const s0 = at(84, 'british', { resources: { indians: 0 } }, (d) => {
      put(d, 'NewYork', { warPartyUnderground: 1, village: 1 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
      d.spaces.Virginia.support = 2;
    });
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'indiansGather', faction: 'indians' });
    expect(selectable(s)).toEqual(COLONIES.filter((c) => c !== 'Virginia'));
    s = play(s, sel('indians', 'NewYork'), { faction: 'indians', type: 'place', space: 'NewYork', piece: 'warParty' });
    expect(listed(s, 'done')).toEqual([]);
    s = play(s, sel('indians', 'Pennsylvania'), { faction: 'indians', type: 'place', space: 'Pennsylvania', piece: 'warParty' });
    expect(choices(s)).toEqual([{ type: 'done' }]);
    s = play(s, done('indians'));
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 2, village: 1 });
    expect(s.spaces.Pennsylvania.pieces.warPartyUnderground).toBe(1);
    expect(s.spaces.Quebec.pieces.warPartyUnderground).toBe(2);
    expect(s.available.warParty).toBe(s0.available.warParty - 2);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #84 “Merciless Indian Savages” (unshaded)',
      '#84 “Merciless Indian Savages”: the Indians execute a free Gather',
      'Gather in New York: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in New York',
      'Gather in Pennsylvania: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in Pennsylvania',
      'Gather ends (2 Provinces)',
    ]);
  });

  // 5.1.3: only Georgia can Gather (every other Colony at Active Support or Opposition): one Colony, then done.
  it('unshaded: one Colony only where the others cannot Gather', () => {
    const s0 = at(84, 'indians', {}, (d) => {
      COLONIES.forEach((c, i) => {
        if (c !== 'Georgia') d.spaces[c].support = i % 2 === 0 ? 2 : -2;
      });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(selectable(s)).toEqual(['Georgia']);
    s = play(s, sel('indians', 'Georgia'), { faction: 'indians', type: 'place', space: 'Georgia', piece: 'warParty' });
    expect(choices(s).at(-1)).toEqual({ type: 'done' });
    s = play(s, done('indians'));
    expect(s.spaces.Georgia.pieces.warPartyUnderground).toBe(1);
    expectEventDone(s, 'indians', 'british');
  });

  // 5.1: "Patriots remove": the Patriots, named, choose the Village although the Indians execute.
  it('shaded: the Patriots remove one Village of their choice', () => {
    const s0 = at(84, 'indians', {}, (d) => {
      put(d, 'Northwest', { village: 2, warPartyUnderground: 1 });
      put(d, 'Georgia', { village: 1 });
    });
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Georgia', piece: 'village' },
      { type: 'remove', space: 'Northwest', piece: 'village' },
    ]);
    s = play(s, { faction: 'patriots', type: 'remove', space: 'Northwest', piece: 'village' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ village: 1, warPartyUnderground: 1 });
    expect(s.spaces.Georgia.pieces.village).toBe(1);
    expect(s.available.village).toBe(s0.available.village + 1);
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual(['Indians play #84 “Merciless Indian Savages” (shaded)', `${label('shaded')}: 1 Village removed from Northwest`]);
  });

  // 5.1.3: no Village on the map: nothing happens.
  it('shaded: no Village, nothing to remove', () => {
    const s0 = at(84, 'patriots', {}, (d) => put(d, 'Northwest', { warPartyUnderground: 2 }));
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.available).toEqual(s0.available);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual(['Patriots play #84 “Merciless Indian Savages” (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('a Leader left alone by an Event (1.10)', () => {
  // 1.10, 5.1: the removals of #75 shaded leave Joseph Brant without Indian pieces: he is set aside at once
  // and the Indians decide where he goes; then the Event ends.
  it('#75 shaded: the last Indian piece in Northwest removed, the Indians place their Leader', () => {
    const s0 = at(75, 'patriots', {}, (d) => {
      put(d, 'Northwest', { warPartyActive: 1, village: 1 });
      put(d, 'Quebec', { warPartyUnderground: 1 });
      lead(d, 'indians', 'Northwest');
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'indians' });
    expect(s.leaders.indians.at).toBe('available');
    expect(s.stack.map((f) => f.kind).slice(-2)).toEqual(['event', 'leaderAlone']);
    // Saved and loaded with the Leader's decision on the Event (the Event frame agrees).
    expect(loadGame(serialize(s))).toEqual(s);
    const to = listed(s).find((a) => a.to === 'Quebec')!;
    s = play(s, to);
    expect(s.leaders.indians.at).toBe('Quebec');
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyActive: 0, village: 0 });
    expectEventDone(s, 'patriots', 'indians');
  });

  // 1.10: #84 shaded, one removal in the middle of the map: the Leader's owner is asked before the Event ends.
  it('#84 shaded: the Village removed was the Indians\u2019 last piece there', () => {
    const s0 = at(84, 'british', {}, (d) => {
      put(d, 'Georgia', { village: 1 });
      put(d, 'Florida', { warPartyUnderground: 1 });
      lead(d, 'indians', 'Georgia');
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'indians' });
    expect(listed(s).map((a) => a.to)).toEqual(['Florida', 'available']);
    s = play(s, listed(s)[0]);
    expect(s.leaders.indians.at).toBe('Florida');
    expect(s.spaces.Georgia.pieces.village).toBe(0);
    expectEventDone(s, 'british', 'indians');
    // Without any Indian piece left the Leader simply stays Available: nothing to decide.
    const alone0 = at(84, 'british', {}, (d) => {
      put(d, 'Georgia', { village: 1 });
      lead(d, 'indians', 'Georgia');
    });
    const alone = play(alone0, ev('british', 'shaded'));
    expect(alone.leaders.indians.at).toBe('available');
    expectEventDone(alone, 'british', 'indians');
    expect(logSince(alone0, alone).slice(1)).toEqual([
      '#84 “Merciless Indian Savages” (shaded): 1 Village removed from Georgia',
      'Joseph Brant has no Indian pieces left in Georgia and is set aside',
    ]);
  });

  // 1.10, 6.6.1: the last Continental to desert under #13 was George Washington's only company: the
  // Desertion ends and the Patriots place him, their decision sitting on the Event (saved and loaded there).
  it('#13 unshaded: Desertion leaves Washington alone at its last pick', () => {
    const s0 = at(13, 'french', {}, (d) => {
      put(d, 'Massachusetts', { continental: 1 });
      put(d, 'Virginia', { militiaUnderground: 5, continental: 4 });
      lead(d, 'patriots', 'Massachusetts');
    });
    let s = play(s0, ev('french', 'unshaded'), desert('indians', 'Virginia', 'militiaUnderground'), desert('indians', 'Massachusetts', 'continental'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    expect(s.stack.map((f) => f.kind).slice(-2)).toEqual(['event', 'leaderAlone']);
    const loaded = loadGame(serialize(s));
    expect(loaded).toEqual(s);
    s = play(loaded, listed(loaded).find((a) => a.to === 'Virginia')!);
    expect(s.leaders.patriots.at).toBe('Virginia');
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 4, continental: 4 });
    expectEventDone(s, 'french', 'patriots');
  });

  // 1.10, 5.1.1: #28 unshaded (the `replace` instruction) takes the Leader's last company: the interpreter
  // sets him aside and his owner decides, the decision sitting on the Event.
  it('#28 unshaded: Militia replaced by Tories leave Washington alone — he is set aside and the Patriots decide', () => {
    const s0 = at(28, 'british', {}, (d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'Virginia', { continental: 1 });
      lead(d, 'patriots', 'Boston');
    });
    let s = play(s0, ev('british', 'unshaded'));
    // Boston is the only space with Militia: selected without asking.
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 0, tory: 2 });
    expect(s.leaders.patriots.at).toBe('available');
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    expect(s.stack.at(-1)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots', from: 'Boston' });
    expect(loadGame(serialize(s))).toEqual(s);
    s = play(s, listed(s).find((a) => a.to === 'Virginia')!);
    expect(s.leaders.patriots.at).toBe('Virginia');
    // 1.10: then the Available Gage may enter with the Tories that replaced the Militia; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Boston' }, { type: 'stay' }]);
    s = play(s, { faction: 'british', type: 'stay' });
    expectEventDone(s, 'british', 'patriots');
  });
});
