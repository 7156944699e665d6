/**
 * The first eight Event programs (chapter 5): #2, #4, #10, #41, #46, #49, #54, #56, each side on a
 * hand-built 1775 position — the full outcome, what happens when only part of the text can be carried
 * out (5.1.3, 1.8), and who decides (5.1). Every sequence is played with `play`, which checks the rules
 * invariants after each step.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { CITIES, COLONIES } from '../../src/data/map';
import { pending } from '../../src/index';
import { choices, logSince, play, put } from '../../src/testing/kit';
import { at, eventDoneCheck, ev, propagandaOnMap, sel } from '../helpers/events';

/** The Event played (2.3.2, 2.3.6): this batch checks the 2nd Eligible and the record on the card, not the stack. */
const expectEventDone = eventDoneCheck([]);

// ---------------------------------------------------------------------------------------------
describe('#2 Common Sense', () => {
  // 5.1: "British may place …" — the British, named, decide the City and whether to place.
  it('unshaded: the British (not the executing Patriots) pick the City and what to place', () => {
    const s0 = at(2, 'patriots', { resources: { british: 5 } });
    const s1 = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(pending(s1)!.context.event).toEqual({ card: 2, side: 'unshaded', faction: 'patriots', instruction: 0 });
    // One City, any of the seven (5.1), no 'done': the City is not optional.
    expect(choices(s1)).toEqual(CITIES.map((space) => ({ type: 'selectSpace', space })));
    const s2 = play(s1, sel('british', 'Boston'));
    // "may place": each placement can be declined (done).
    expect(pending(s2)!.faction).toBe('british');
    expect(choices(s2)).toEqual([{ type: 'place', space: 'Boston', piece: 'britishRegular' }, { type: 'done' }]);
  });

  // 5.1, 1.8: full text — two Regulars, two Tories, two Propaganda, British Resources +4.
  it('unshaded: two Regulars and two Tories placed, two Propaganda, British Resources +4', () => {
    const s0 = at(2, 'patriots', { resources: { british: 5 } }, (d) => put(d, 'Boston', { tory: 1 }));
    const s = play(
      s0,
      ev('patriots', 'unshaded'),
      sel('british', 'Boston'),
      { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular' },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular' },
      // 1.10: the Available Gage may enter with the Regulars, then with the Tories; he stays Available.
      { faction: 'british', type: 'stay' },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory' },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory' },
      { faction: 'british', type: 'stay' },
    );
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 2, tory: 3 });
    expect(s.spaces.Boston.propaganda).toBe(2);
    expect(s.spaces.Boston.control).toBe('british');
    expect(s.available.britishRegular).toBe(s0.available.britishRegular - 2);
    expect(s.available.tory).toBe(s0.available.tory - 2);
    expect(s.unavailable).toEqual(s0.unavailable);
    expect(s.resources).toEqual({ ...s0.resources, british: 9 });
    expect(propagandaOnMap(s)).toBe(2);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #2 Common Sense (unshaded)',
      '#2 Common Sense (unshaded): 1 British Regular placed in Boston',
      '#2 Common Sense (unshaded): 1 British Regular placed in Boston',
      'Thomas Gage stays Available',
      '#2 Common Sense (unshaded): 1 Tory placed in Boston',
      '#2 Common Sense (unshaded): 1 Tory placed in Boston',
      'Thomas Gage stays Available',
      '#2 Common Sense (unshaded): 2 Propaganda markers placed in Boston',
      '#2 Common Sense (unshaded): British Resources +4 (now 9)',
    ]);
  });

  // 5.1.3 "may": the British may decline to place; the markers and Resources still follow.
  it('unshaded: the British may place nothing; Propaganda and Resources still apply', () => {
    const s0 = at(2, 'patriots', { resources: { british: 5 } });
    const s = play(s0, ev('patriots', 'unshaded'), sel('british', 'Savannah'), { faction: 'british', type: 'done' }, { faction: 'british', type: 'done' });
    expect(s.spaces.Savannah.pieces.britishRegular).toBe(0);
    expect(s.spaces.Savannah.pieces.tory).toBe(0);
    expect(s.spaces.Savannah.propaganda).toBe(2);
    expect(s.available).toEqual(s0.available);
    expect(s.resources.british).toBe(9);
    expectEventDone(s, 'patriots', 'british');
  });

  // 5.1.1, 5.1.3, 1.8, 3.3.3: one Regular Available, no Tory, one Propaganda marker left, Resources 48 → 50.
  it('unshaded: only what is Available is placed, Propaganda limited to the 12 markers, Resources capped at 50', () => {
    const s0 = at(2, 'patriots', { resources: { british: 48 } }, (d) => {
      d.unavailable.britishRegular += d.available.britishRegular - 1;
      d.available.britishRegular = 1;
      d.unavailable.tory += d.available.tory;
      d.available.tory = 0;
      d.spaces.Norfolk.propaganda = 11;
    });
    let s = play(s0, ev('patriots', 'unshaded'), sel('british', 'NewYorkCity'));
    expect(choices(s)).toEqual([{ type: 'place', space: 'NewYorkCity', piece: 'britishRegular' }, { type: 'done' }]);
    s = play(s, { faction: 'british', type: 'place', space: 'NewYorkCity', piece: 'britishRegular' });
    // 1.10: the Available Gage may enter with the Regular; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    s = play(s, { faction: 'british', type: 'stay' });
    // No further Regular and no Tory: nothing more to decide.
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ britishRegular: 1, tory: 0 });
    expect(s.available.britishRegular).toBe(0);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory);
    expect(s.spaces.NewYorkCity.propaganda).toBe(1);
    expect(propagandaOnMap(s)).toBe(12);
    expect(s.resources.british).toBe(50);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s).slice(-2)).toEqual([
      '#2 Common Sense (unshaded): 1 Propaganda marker placed in New York City',
      '#2 Common Sense (unshaded): British Resources +2 (now 50)',
    ]);
  });

  // 5.1: two Cities one level toward Active Opposition, two Propaganda in each.
  it('shaded: two Cities shift one level toward Active Opposition and get two Propaganda each', () => {
    const s0 = at(2, 'patriots', {}, (d) => {
      put(d, 'Boston', { tory: 1 });
      d.spaces.Boston.support = 1;
      d.spaces.Philadelphia.support = -1;
    });
    const s = play(s0, ev('patriots', 'shaded'), sel('patriots', 'Boston'), sel('patriots', 'Philadelphia'));
    expect(s.spaces.Boston.support).toBe(0);
    expect(s.spaces.Philadelphia.support).toBe(-2);
    expect(s.spaces.Boston.propaganda).toBe(2);
    expect(s.spaces.Philadelphia.propaganda).toBe(2);
    expect(s.spaces.Boston.pieces.tory).toBe(1);
    expect(propagandaOnMap(s)).toBe(4);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #2 Common Sense (shaded)',
      '#2 Common Sense (shaded): Boston shifts Passive Support → Neutral',
      '#2 Common Sense (shaded): Philadelphia shifts Passive Opposition → Active Opposition',
      '#2 Common Sense (shaded): 2 Propaganda markers placed in Boston',
      '#2 Common Sense (shaded): 2 Propaganda markers placed in Philadelphia',
    ]);
  });

  // 5.1.3, 3.3.3: every City already at Active Opposition and three Propaganda left — the second City gets one.
  it('shaded: no City can shift, and the Propaganda markers run out', () => {
    const s0 = at(2, 'patriots', {}, (d) => {
      for (const c of CITIES) d.spaces[c].support = -2;
      d.spaces.Massachusetts.propaganda = 9;
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    // Nothing to tell the Cities apart: any pair, in map order.
    expect(choices(s1)).toEqual(CITIES.slice(0, -1).map((space) => ({ type: 'selectSpace', space })));
    const s = play(s1, sel('patriots', 'QuebecCity'), sel('patriots', 'Savannah'));
    for (const c of CITIES) expect(s.spaces[c].support).toBe(-2);
    expect(s.spaces.QuebecCity.propaganda).toBe(2);
    expect(s.spaces.Savannah.propaganda).toBe(1);
    expect(propagandaOnMap(s)).toBe(12);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #2 Common Sense (shaded)',
      '#2 Common Sense (shaded): 2 Propaganda markers placed in Quebec City',
      '#2 Common Sense (shaded): 1 Propaganda marker placed in Savannah',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#4 The Penobscot Expedition', () => {
  // 5.1: the executing Faction removes three Militia of its choice anywhere; Patriots Resources −2.
  it('unshaded: three Militia removed where the executing Faction chooses, Patriots Resources −2', () => {
    const s0 = at(4, 'british', { resources: { patriots: 6 } }, (d) => {
      put(d, 'Boston', { militiaActive: 1 });
      put(d, 'Virginia', { militiaUnderground: 2, militiaActive: 1, continental: 1 });
      put(d, 'Georgia', { militiaUnderground: 1 });
    });
    const s1 = play(s0, ev('british', 'unshaded'));
    expect(pending(s1)!.faction).toBe('british');
    // Canonical order: space in map order, then kind; no 'done' (not "up to"). 5.1.3: a choice after which the count could no longer be reached (canonical order) is not offered:
    // Virginia's Active Militia or Georgia's first would leave fewer than three to take.
    expect(choices(s1)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'militiaActive' },
      { type: 'remove', space: 'Virginia', piece: 'militiaUnderground' },
    ]);
    const s = play(
      s1,
      { faction: 'british', type: 'remove', space: 'Virginia', piece: 'militiaUnderground' },
      { faction: 'british', type: 'remove', space: 'Virginia', piece: 'militiaActive' },
    );
    // The third: canonical order leaves only Georgia after Virginia's Active Militia — taken without asking (5.1).
    expect(s.spaces.Boston.pieces.militiaActive).toBe(1);
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 0, continental: 1 });
    expect(s.spaces.Georgia.pieces.militiaUnderground).toBe(0);
    expect(s.available.militia).toBe(s0.available.militia + 3);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.resources).toEqual({ ...s0.resources, patriots: 4 });
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #4 The Penobscot Expedition (unshaded)',
      '#4 The Penobscot Expedition (unshaded): 1 Underground Militia removed from Virginia',
      '#4 The Penobscot Expedition (unshaded): 1 Active Militia removed from Virginia',
      '#4 The Penobscot Expedition (unshaded): 1 Underground Militia removed from Georgia',
      '#4 The Penobscot Expedition (unshaded): Patriots Resources −2 (now 4)',
    ]);
  });

  // 5.1.3, 1.8: only two Militia on the map (both removed without a decision), Resources 1 → 0.
  it('unshaded: fewer than three Militia and Patriots Resources clipped at 0', () => {
    const s0 = at(4, 'british', { resources: { patriots: 1 } }, (d) => put(d, 'NewYork', { militiaUnderground: 2, patriotFort: 1 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 0, patriotFort: 1 });
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.resources.patriots).toBe(0);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s).at(-1)).toBe('#4 The Penobscot Expedition (unshaded): Patriots Resources −1 (now 0)');
  });

  // 5.1.3, 1.8: no Militia at all and Patriots at 0 Resources: the Event does nothing but is executed.
  it('unshaded: nothing can be implemented — executed for no effect', () => {
    const s0 = at(4, 'british', { resources: { patriots: 0 } });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual(['British play #4 The Penobscot Expedition (unshaded)']);
  });

  // 5.1, 1.4.3: one Fort or Village, then three Militia or War Parties (Underground) in Massachusetts.
  it('shaded: a Fort or Village and three Militia/War Parties placed in Massachusetts', () => {
    const s0 = at(4, 'patriots');
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(choices(s1)).toEqual([
      { type: 'place', space: 'Massachusetts', piece: 'britishFort' },
      { type: 'place', space: 'Massachusetts', piece: 'patriotFort' },
      { type: 'place', space: 'Massachusetts', piece: 'village' },
    ]);
    const s2a = play(s1, { faction: 'patriots', type: 'place', space: 'Massachusetts', piece: 'patriotFort' });
    // 1.10: the Available Washington may enter with the Patriot Fort; he stays Available.
    expect(pending(s2a)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s2a)).toEqual([{ type: 'moveLeader', to: 'Massachusetts' }, { type: 'stay' }]);
    const s2 = play(s2a, { faction: 'patriots', type: 'stay' });
    // Not "up to": no 'done'.
    expect(choices(s2)).toEqual([
      { type: 'place', space: 'Massachusetts', piece: 'militiaUnderground' },
      { type: 'place', space: 'Massachusetts', piece: 'warPartyUnderground' },
    ]);
    const s3 = play(s2, { faction: 'patriots', type: 'place', space: 'Massachusetts', piece: 'militiaUnderground' }, { faction: 'patriots', type: 'place', space: 'Massachusetts', piece: 'warPartyUnderground' });
    // Canonical order: once a War Party is placed, no Militia is offered again (one way to each mix),
    // so the third piece, a War Party, is placed without asking. 1.10: the Available Washington (Militia)
    // then Brant (War Parties) may enter with them; both stay Available.
    expect(pending(s3)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    const s4 = play(s3, { faction: 'patriots', type: 'stay' });
    expect(pending(s4)).toMatchObject({ kind: 'eventLeader', faction: 'indians' });
    expect(choices(s4)).toEqual([{ type: 'moveLeader', to: 'Massachusetts' }, { type: 'stay' }]);
    const s = play(s4, { faction: 'indians', type: 'stay' });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ patriotFort: 1, militiaUnderground: 1, warPartyUnderground: 2, militiaActive: 0, warPartyActive: 0 });
    expect(s.available.patriotFort).toBe(s0.available.patriotFort - 1);
    expect(s.available.militia).toBe(s0.available.militia - 1);
    expect(s.available.warParty).toBe(s0.available.warParty - 2);
    expectEventDone(s, 'patriots', 'british');
  });

  // 1.4.2, 5.1.1, 5.1.3: two Forts already there (no third), one Militia and no War Party Available.
  it('shaded: no room for a Fort and too few pieces — one Militia placed, automatically; none taken from the map (1.4.1 "may")', () => {
    const s0 = at(4, 'patriots', {}, (d) => {
      put(d, 'Massachusetts', { britishFort: 1, village: 1 });
      put(d, 'Quebec', { warPartyUnderground: d.available.warParty });
      put(d, 'NewYork', { militiaUnderground: d.available.militia - 1 });
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    // 1.4.1: no Militia left Available, the Patriots may take their own from New York — or stop.
    expect(choices(s1)).toEqual([{ type: 'place', space: 'Massachusetts', from: 'NewYork', piece: 'militiaUnderground' }, { type: 'done' }]);
    // 1.10: the Available Washington may enter with the Militia placed from Available; he stays Available.
    const s = play(s1, { faction: 'patriots', type: 'done' }, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ britishFort: 1, patriotFort: 0, village: 1, militiaUnderground: 1, warPartyUnderground: 0 });
    expect(s.available.militia).toBe(0);
    expect(s.available.britishFort).toBe(s0.available.britishFort);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #4 The Penobscot Expedition (shaded)',
      '#4 The Penobscot Expedition (shaded): 1 Underground Militia placed in Massachusetts',
      'George Washington stays Available',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#10 Benjamin Franklin Travels to France', () => {
  // 5.1: any two Cities, one level each toward Active Support.
  it('unshaded: two Cities each shift one level toward Active Support', () => {
    const s0 = at(10, 'patriots', {}, (d) => {
      d.spaces.NewYorkCity.support = -2;
      d.spaces.Savannah.support = 1;
    });
    const s = play(s0, ev('patriots', 'unshaded'), sel('patriots', 'NewYorkCity'), sel('patriots', 'Savannah'));
    expect(s.spaces.NewYorkCity.support).toBe(-1);
    expect(s.spaces.Savannah.support).toBe(2);
    for (const c of CITIES.filter((c) => c !== 'NewYorkCity' && c !== 'Savannah')) expect(s.spaces[c].support).toBe(0);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #10 Benjamin Franklin Travels to France (unshaded)',
      '#10 Benjamin Franklin Travels to France (unshaded): New York City shifts Active Opposition → Passive Opposition',
      '#10 Benjamin Franklin Travels to France (unshaded): Savannah shifts Passive Support → Active Support',
    ]);
  });

  // 5.1.3: all Cities but one at Active Support — that one is selected first (automatically), the other shifts nothing.
  it('unshaded: only one City can move', () => {
    const s0 = at(10, 'patriots', {}, (d) => {
      for (const c of CITIES) d.spaces[c].support = 2;
      d.spaces.Philadelphia.support = 0;
    });
    const s1 = play(s0, ev('patriots', 'unshaded'));
    // 5.1.3: every pair holding Philadelphia is equally full: a City before it (then Philadelphia), or
    // Philadelphia first and any City after it.
    expect(pending(s1)!.kind).toBe('event');
    expect(choices(s1)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia'].map((space) => ({ type: 'selectSpace', space })));
    const s2 = play(s1, sel('patriots', 'Philadelphia'));
    expect(choices(s2)).toEqual(['Norfolk', 'CharlesTown', 'Savannah'].map((space) => ({ type: 'selectSpace', space })));
    const s = play(s2, sel('patriots', 'Norfolk'));
    expect(s.spaces.Philadelphia.support).toBe(1);
    expect(s.spaces.Norfolk.support).toBe(2);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #10 Benjamin Franklin Travels to France (unshaded)',
      '#10 Benjamin Franklin Travels to France (unshaded): Philadelphia shifts Neutral → Passive Support',
    ]);
  });

  // 5.1, 1.8: French +3, Patriots +2.
  it('shaded: French Resources +3, Patriots Resources +2', () => {
    const s0 = at(10, 'patriots', { resources: { french: 5, patriots: 3 } });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, french: 8, patriots: 5 });
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #10 Benjamin Franklin Travels to France (shaded)',
      '#10 Benjamin Franklin Travels to France (shaded): French Resources +3 (now 8)',
      '#10 Benjamin Franklin Travels to France (shaded): Patriots Resources +2 (now 5)',
    ]);
  });

  // 1.8, 5.1.1: never beyond 50 — French 49 → 50, Patriots already at 50.
  it('shaded: Resources capped at 50', () => {
    const s0 = at(10, 'patriots', { resources: { french: 49, patriots: 50 } });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, french: 50, patriots: 50 });
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #10 Benjamin Franklin Travels to France (shaded)',
      '#10 Benjamin Franklin Travels to France (shaded): French Resources +1 (now 50)',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#41 William Pitt', () => {
  // 5.1, 1.6: two Colonies, up to two levels each toward Passive Support, never past it.
  it('unshaded: two Colonies shift toward Passive Support, never past it', () => {
    const s0 = at(41, 'british', {}, (d) => {
      for (const c of COLONIES) d.spaces[c].support = 1;
      d.spaces.NewYork.support = -2;
      d.spaces.Georgia.support = -1;
    });
    // Only New York and Georgia can move (two levels each): the fullest pair, selected without asking (5.1.3).
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.NewYork.support).toBe(0);
    expect(s.spaces.Georgia.support).toBe(1);
    for (const c of COLONIES.filter((c) => c !== 'NewYork' && c !== 'Georgia')) expect(s.spaces[c].support).toBe(1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #41 William Pitt: America Can’t Be Conquered (unshaded)',
      '#41 William Pitt: America Can’t Be Conquered (unshaded): New York shifts Active Opposition → Neutral',
      '#41 William Pitt: America Can’t Be Conquered (unshaded): Georgia shifts Passive Opposition → Passive Support',
    ]);
  });

  // 1.6, 5.1.3: Active Support moves down to Passive Support (toward, from above); one Colony already there.
  it('unshaded: from Active Support down to Passive Support, and a Colony already at the target', () => {
    const s0 = at(41, 'british', {}, (d) => {
      for (const c of COLONIES) d.spaces[c].support = 1;
      d.spaces.Georgia.support = 2;
    });
    const s = play(s0, ev('british', 'unshaded'), sel('british', 'NewHampshire'));
    // Georgia (one level possible) is taken as the fullest choice; the other is at the target.
    expect(s.spaces.Georgia.support).toBe(1);
    expect(s.spaces.NewHampshire.support).toBe(1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #41 William Pitt: America Can’t Be Conquered (unshaded)',
      '#41 William Pitt: America Can’t Be Conquered (unshaded): Georgia shifts Active Support → Passive Support',
    ]);
  });

  // 5.1, 1.6: two Colonies toward Passive Opposition.
  it('shaded: two Colonies shift toward Passive Opposition, never past it', () => {
    const s0 = at(41, 'british', {}, (d) => {
      for (const c of COLONIES) d.spaces[c].support = -1;
      d.spaces.Massachusetts.support = 2;
      d.spaces.Georgia.support = 1;
    });
    // 5.1.3: the two Colonies that can move two levels are the fullest choice, selected without asking.
    const s = play(s0, ev('british', 'shaded'));
    expect(s.spaces.Massachusetts.support).toBe(0);
    expect(s.spaces.Georgia.support).toBe(-1);
    for (const c of COLONIES.filter((c) => c !== 'Massachusetts' && c !== 'Georgia')) expect(s.spaces[c].support).toBe(-1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #41 William Pitt: America Can’t Be Conquered (shaded)',
      '#41 William Pitt: America Can’t Be Conquered (shaded): Massachusetts shifts Active Support → Neutral',
      '#41 William Pitt: America Can’t Be Conquered (shaded): Georgia shifts Passive Support → Passive Opposition',
    ]);
  });

  // 1.6, 5.1.3: Active Opposition moves up to Passive Opposition; nothing else can move.
  it('shaded: only one Colony can move (one level, from Active Opposition)', () => {
    const s0 = at(41, 'british', {}, (d) => {
      for (const c of COLONIES) d.spaces[c].support = -1;
      d.spaces.NewJersey.support = -2;
    });
    const s1 = play(s0, ev('british', 'shaded'));
    // 5.1.3: every pair holding New Jersey is equally full: a Colony before it or New Jersey itself first.
    expect(choices(s1)).toEqual(COLONIES.slice(0, COLONIES.indexOf('NewJersey') + 1).map((space) => ({ type: 'selectSpace', space })));
    const s2 = play(s1, sel('british', 'NewJersey'));
    expect(choices(s2)).toEqual(COLONIES.slice(COLONIES.indexOf('NewJersey') + 1).map((space) => ({ type: 'selectSpace', space })));
    const s = play(s2, sel('british', 'Georgia'));
    expect(s.spaces.NewJersey.support).toBe(-1);
    expect(s.spaces.Georgia.support).toBe(-1);
    expectEventDone(s, 'british', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#46 Edmund Burke on Conciliation', () => {
  // 5.1, 5.1.1: one Tory in each of three spaces, each from Unavailable or Available as the executing Faction chooses.
  it('unshaded: a Tory in each of three spaces, from the pool chosen for each', () => {
    const s0 = at(46, 'british');
    let s = play(s0, ev('british', 'unshaded'), sel('british', 'Boston'), sel('british', 'Virginia'), sel('british', 'Quebec'));
    expect(pending(s)!.faction).toBe('british');
    // Unavailable is listed first in the text ("from Unavailable or Available"); not "up to": no 'done'.
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Boston', piece: 'tory', option: 'unavailable' },
      { type: 'place', space: 'Boston', piece: 'tory', option: 'available' },
    ]);
    s = play(
      s,
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', option: 'unavailable' },
      { faction: 'british', type: 'place', space: 'Virginia', piece: 'tory', option: 'available' },
      { faction: 'british', type: 'place', space: 'Quebec', piece: 'tory', option: 'unavailable' },
      // 1.10: the Available Gage may enter with the Tory from Available (Virginia only); he stays Available.
      { faction: 'british', type: 'stay' },
    );
    expect(s.spaces.Boston.pieces.tory).toBe(1);
    expect(s.spaces.Virginia.pieces.tory).toBe(1);
    expect(s.spaces.Quebec.pieces.tory).toBe(1);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory - 2);
    expect(s.available.tory).toBe(s0.available.tory - 1);
    expect(s.spaces.Boston.control).toBe('british');
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #46 Edmund Burke on Conciliation (unshaded)',
      '#46 Edmund Burke on Conciliation (unshaded): 1 Tory placed in Boston from Unavailable',
      '#46 Edmund Burke on Conciliation (unshaded): 1 Tory placed in Virginia',
      '#46 Edmund Burke on Conciliation (unshaded): 1 Tory placed in Quebec from Unavailable',
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3: a single Tory left (Available): the first space gets it; the others get none.
  it('unshaded: one Tory left in the two pools — placed in the first space only', () => {
    const s0 = at(46, 'british', {}, (d) => {
      put(d, 'NewYork', { tory: d.available.tory + d.unavailable.tory - 1 });
    });
    expect(s0.available.tory + s0.unavailable.tory).toBe(1);
    const s3 = play(s0, ev('british', 'unshaded'), sel('british', 'NewJersey'), sel('british', 'Pennsylvania'), sel('british', 'Georgia'));
    // 1.4.1: with no Tory in the pools the British may take their own from the map (New York, then the one
    // just placed in New Jersey) — here they decline for each remaining space.
    expect(choices(s3)).toEqual([
      { type: 'place', space: 'Pennsylvania', from: 'NewYork', piece: 'tory' },
      { type: 'place', space: 'Pennsylvania', from: 'NewJersey', piece: 'tory' },
      { type: 'done' },
    ]);
    const s = play(s3, { faction: 'british', type: 'done' }, { faction: 'british', type: 'done' });
    expect(s.spaces.NewJersey.pieces.tory).toBe(1);
    expect(s.spaces.Pennsylvania.pieces.tory).toBe(0);
    expect(s.spaces.Georgia.pieces.tory).toBe(0);
    expect(s.available.tory + s.unavailable.tory).toBe(0);
    expectEventDone(s, 'british', 'indians');
  });

  // 5.1.3 (card ruling): no Tory in either pool — the spaces are still selected, nothing is placed.
  it('unshaded: no Tory in either pool — nothing placed', () => {
    const s0 = at(46, 'british', {}, (d) => put(d, 'NewYork', { tory: d.available.tory + d.unavailable.tory }));
    const done = { faction: 'british', type: 'done' } as const;
    const s = play(s0, ev('british', 'unshaded'), sel('british', 'Boston'), sel('british', 'NewYorkCity'), sel('british', 'Philadelphia'), done, done, done);
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual(['British play #46 Edmund Burke on Conciliation (unshaded)']);
  });

  // 5.1, 1.6: two Cities one level toward Passive Opposition (never past it).
  it('shaded: two Cities shift one level toward Passive Opposition', () => {
    const s0 = at(46, 'british', {}, (d) => {
      for (const c of CITIES) d.spaces[c].support = -1;
      d.spaces.Boston.support = 2;
      d.spaces.Savannah.support = -2;
    });
    // Boston and Savannah are the only Cities the shift changes: selected without asking (5.1.3).
    const s2 = play(s0, ev('british', 'shaded'));
    expect(s2.spaces.Boston.support).toBe(1);
    expect(s2.spaces.Savannah.support).toBe(-1);
    for (const c of CITIES.filter((c) => c !== 'Boston' && c !== 'Savannah')) expect(s2.spaces[c].support).toBe(-1);
    expectEventDone(s2, 'british', 'indians');
    expect(logSince(s0, s2)).toEqual([
      'British play #46 Edmund Burke on Conciliation (shaded)',
      '#46 Edmund Burke on Conciliation (shaded): Boston shifts Active Support → Passive Support',
      '#46 Edmund Burke on Conciliation (shaded): Savannah shifts Active Opposition → Passive Opposition',
    ]);
  });

  // 5.1.3: every City already at Passive Opposition — executed, nothing shifts.
  it('shaded: every City already at Passive Opposition', () => {
    const s0 = at(46, 'british', {}, (d) => {
      for (const c of CITIES) d.spaces[c].support = -1;
    });
    const s = play(s0, ev('british', 'shaded'), sel('british', 'QuebecCity'), sel('british', 'Boston'));
    for (const c of CITIES) expect(s.spaces[c].support).toBe(-1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual(['British play #46 Edmund Burke on Conciliation (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#49 Comte de Saint-Germain', () => {
  // 5.1: five French Regulars Available → Unavailable.
  it('unshaded: five French Regulars from Available to Unavailable', () => {
    const s0 = at(49, 'french', { released: { frenchRegular: 7 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.available.frenchRegular).toBe(2);
    expect(s.unavailable.frenchRegular).toBe(s0.unavailable.frenchRegular + 5);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #49 Claude Louis, Comte de Saint-Germain (unshaded)',
      '#49 Claude Louis, Comte de Saint-Germain (unshaded): 5 French Regulars moved from Available to Unavailable',
    ]);
  });

  // 5.1.3: only three Available — three move; none Available — nothing.
  it('unshaded: fewer than five Available', () => {
    const s0 = at(49, 'french', { released: { frenchRegular: 3 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.available.frenchRegular).toBe(0);
    expect(s.unavailable.frenchRegular).toBe(s0.unavailable.frenchRegular + 3);
    expectEventDone(s, 'french', 'patriots');
    const n0 = at(49, 'french');
    expect(n0.available.frenchRegular).toBe(0);
    const n = play(n0, ev('french', 'unshaded'));
    expect(n.available).toEqual(n0.available);
    expect(n.unavailable).toEqual(n0.unavailable);
    expect(logSince(n0, n)).toEqual(['French play #49 Claude Louis, Comte de Saint-Germain (unshaded)']);
  });

  // 5.1: five French Regulars Unavailable → Available.
  it('shaded: five French Regulars from Unavailable to Available', () => {
    const s0 = at(49, 'french');
    const s = play(s0, ev('french', 'shaded'));
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 5);
    expect(s.unavailable.frenchRegular).toBe(s0.unavailable.frenchRegular - 5);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #49 Claude Louis, Comte de Saint-Germain (shaded)',
      '#49 Claude Louis, Comte de Saint-Germain (shaded): 5 French Regulars moved from Unavailable to Available',
    ]);
  });

  // 5.1.3: only two Unavailable — two move.
  it('shaded: fewer than five Unavailable', () => {
    const s0 = at(49, 'french', { released: { frenchRegular: 13 } });
    expect(s0.unavailable.frenchRegular).toBe(2);
    const s = play(s0, ev('french', 'shaded'));
    expect(s.unavailable.frenchRegular).toBe(0);
    expect(s.available.frenchRegular).toBe(15);
    expectEventDone(s, 'french', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#54 Antoine de Sartine', () => {
  const squadronsIn = (s: GameState) => ({ westIndies: s.spaces.WestIndies.squadrons, unavailable: s.unavailable.squadron, available: s.available.squadron });

  // 5.1, 1.9: one Squadron from the West Indies box to Unavailable.
  it('unshaded: one Squadron from the West Indies to Unavailable', () => {
    const s0 = at(54, 'french', {}, (d) => {
      d.unavailable.squadron -= 2;
      d.spaces.WestIndies.squadrons += 2;
    });
    const s = play(s0, ev('french', 'unshaded'));
    expect(squadronsIn(s)).toEqual({ westIndies: 1, unavailable: 2, available: 0 });
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #54 Antoine de Sartine, Secretary of the Navy (unshaded)',
      '#54 Antoine de Sartine, Secretary of the Navy (unshaded): 1 Squadron moved from the West Indies to Unavailable',
    ]);
  });

  // 5.1.3, 1.9 (card ruling): no Squadron in the West Indies — a Blockade on a City is not taken.
  it('unshaded: no Squadron in the West Indies — a Blockade stays', () => {
    const s0 = at(54, 'french', {}, (d) => {
      d.treatyOfAlliance = true;
      d.unavailable.squadron -= 1;
      d.spaces.Boston.blockades = 1;
      d.fni = 1;
    });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(s.fni).toBe(1);
    expect(squadronsIn(s)).toEqual(squadronsIn(s0));
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual(['French play #54 Antoine de Sartine, Secretary of the Navy (unshaded)']);
  });

  // 5.1: two Squadrons from Unavailable to the West Indies box.
  it('shaded: two Squadrons from Unavailable to the West Indies', () => {
    const s0 = at(54, 'french');
    const s = play(s0, ev('french', 'shaded'));
    expect(squadronsIn(s)).toEqual({ westIndies: 2, unavailable: 1, available: 0 });
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #54 Antoine de Sartine, Secretary of the Navy (shaded)',
      '#54 Antoine de Sartine, Secretary of the Navy (shaded): 2 Squadrons moved from Unavailable to the West Indies',
    ]);
  });

  // 5.1.3: a single Squadron Unavailable — one moves.
  it('shaded: only one Squadron Unavailable', () => {
    const s0 = at(54, 'french', {}, (d) => {
      d.unavailable.squadron -= 2;
      d.spaces.WestIndies.squadrons += 2;
    });
    const s = play(s0, ev('french', 'shaded'));
    expect(squadronsIn(s)).toEqual({ westIndies: 3, unavailable: 0, available: 0 });
    expectEventDone(s, 'french', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#56 Jacques Turgot', () => {
  // 1.8: Patriots Resources −3.
  it('unshaded: Patriots Resources −3', () => {
    const s0 = at(56, 'french', { resources: { patriots: 10 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 7 });
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual(['French play #56 Jacques Turgot’s Economic Liberalism (unshaded)', '#56 Jacques Turgot’s Economic Liberalism (unshaded): Patriots Resources −3 (now 7)']);
  });

  // 1.8, 5.1.1: never below 0.
  it('unshaded: clipped at 0', () => {
    const s0 = at(56, 'french', { resources: { patriots: 2 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.resources.patriots).toBe(0);
    expectEventDone(s, 'french', 'patriots');
    const z0 = at(56, 'french', { resources: { patriots: 0 } });
    const z = play(z0, ev('french', 'unshaded'));
    expect(z.resources).toEqual(z0.resources);
    expect(logSince(z0, z)).toEqual(['French play #56 Jacques Turgot’s Economic Liberalism (unshaded)']);
  });

  // 1.8: Patriots Resources +3.
  it('shaded: Patriots Resources +3', () => {
    const s0 = at(56, 'french', { resources: { patriots: 10 } });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 13 });
    expectEventDone(s, 'french', 'patriots');
  });

  // 1.8, 5.1.1: never beyond 50.
  it('shaded: capped at 50', () => {
    const s0 = at(56, 'french', { resources: { patriots: 48 } });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.resources.patriots).toBe(50);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s).at(-1)).toBe('#56 Jacques Turgot’s Economic Liberalism (shaded): Patriots Resources +2 (now 50)');
  });
});
