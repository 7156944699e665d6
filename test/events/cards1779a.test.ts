/**
 * Event programs of 1779–1780 (chapter 5): #1, #18, #19, #21, #22, #23, #48, #52, #66, each side on a
 * hand-built position — the full outcome, what happens when only part of the text can be carried out
 * (5.1.3), who decides (5.1), and for the free Commands they grant (5.3, 3.1.2) that the text's
 * restriction holds, that they cost nothing and that eligibility stays as the Event left it. The one
 * shared change they need — `relocate` into a space the program chose (#23) — is first tested on its own.
 * Every sequence is played with `play`, which checks the rules invariants (and every frame's validation)
 * after each step.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { Faction } from '../../src/data/ids';
import { pending } from '../../src/index';
import { eventInstruction } from '../../src/rules';
import { relocate } from '../../src/rules/events/instructions/relocate';
import type { EventVars, Instruction } from '../../src/rules/events/program';
import { atCard, game, withDice } from '../../src/testing/builders';
import { choices, lead, listed, logSince, play, position, put } from '../../src/testing/kit';
import { atWithNext, choose, done, ev, exerciseCards, expectEventDone, mv, passersOfCard, rm, runInstruction, sel, selectable } from '../helpers/events';

/** `faction` 1st Eligible on card `card`, on an empty 1775 map; the next cards are #3 then #4 (no Winter Quarters in between). */
const at = atWithNext([3, 4]);
const cmd = (faction: Faction, command: string): Action => ({ faction, type: 'command', command }) as Action;

// ---------------------------------------------------------------------------------------------
describe('relocate into a chosen space (new: `to` may be a variable)', () => {
  const s0 = position({}, (d) => {
    put(d, 'NorthCarolina', { continental: 1, militiaActive: 2, patriotFort: 1 });
  });
  const instr: Instruction & { op: 'relocate' } = {
    op: 'relocate',
    from: ['NorthCarolina'],
    to: { var: 'dest' },
    pieces: ['continental', 'militiaUnderground', 'militiaActive'],
    count: 3,
  };

  // 5.1: every piece goes to the space the variable holds (its first); a compulsory count leaves a single way on at each step.
  it('moves the pieces into the space bound to the variable', () => {
    const { state, offered } = runInstruction(s0, relocate, instr, 'british', { vars: { dest: ['Virginia'] }, card: 23 });
    expect(offered.map((o) => o.length)).toEqual([1, 1, 1]);
    expect(offered[0][0]).toEqual({ faction: 'british', type: 'move', from: 'NorthCarolina', to: 'Virginia', piece: 'continental', count: 1 });
    expect(state.spaces.NorthCarolina.pieces).toMatchObject({ continental: 0, militiaActive: 0, patriotFort: 1 });
    expect(state.spaces.Virginia.pieces).toMatchObject({ continental: 1, militiaActive: 2 });
    expect(logSince(s0, state)).toEqual([
      '#23 Lieutenant Colonel Francis Marion (unshaded): 1 Continental moved from North Carolina to Virginia',
      '#23 Lieutenant Colonel Francis Marion (unshaded): 1 Active Militia moved from North Carolina to Virginia',
      '#23 Lieutenant Colonel Francis Marion (unshaded): 1 Active Militia moved from North Carolina to Virginia',
    ]);
  });

  // 5.1.3: a variable holding no space (nothing chosen) moves nothing: the instruction ends at once.
  it('with no space bound, nothing moves', () => {
    for (const vars of [{}, { dest: [] }] as EventVars[]) {
      const r = runInstruction(s0, relocate, instr, 'british', { vars, card: 23 });
      expect(r.begun).toBe(false);
      expect(r.state.spaces).toEqual(s0.spaces);
    }
  });

  // Backward compatible: a named space as before.
  it('a named space, as before', () => {
    const { state } = runInstruction(s0, relocate, { ...instr, to: 'SouthCarolina' }, 'british', { card: 23 });
    expect(state.spaces.SouthCarolina.pieces).toMatchObject({ continental: 1, militiaActive: 2 });
  });
});

// ---------------------------------------------------------------------------------------------
describe('#1 Waxhaws Massacre', () => {
  const label = (side: string): string => `#1 Waxhaws Massacre (${side})`;
  /** Virginia (a Regular, 2 Continentals) and Pennsylvania (a Tory, 3 Continentals) both allow all of it; New York (a Fort, Active Support) none; North Carolina has no British. */
  const board = (d: Draft<GameState>): void => {
    put(d, 'Virginia', { britishRegular: 1, continental: 2 });
    put(d, 'Pennsylvania', { tory: 1, continental: 3 });
    put(d, 'NewYork', { britishFort: 1 });
    d.spaces.NewYork.support = 2;
    put(d, 'NorthCarolina', { continental: 4 });
  };

  // 5.1, 5.1.3, 1.6.4, 1.6, 3.3.3: the executing British pick among the spaces with British where the most can be done;
  // two Continentals to Casualties (CRC +2), one level toward Active Support, two Propaganda.
  it('unshaded: in a space with British, two Continentals to Casualties, a shift toward Support, two Propaganda', () => {
    const s0 = at(1, 'british', {}, board);
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(selectable(s)).toEqual(['Pennsylvania', 'Virginia']);
    s = play(s, sel('british', 'Pennsylvania'));
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ tory: 1, continental: 1 });
    expect(s.spaces.Pennsylvania.support).toBe(1);
    expect(s.spaces.Pennsylvania.propaganda).toBe(2);
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, continental: 2 });
    expect(s.casualties.continental).toBe(s0.casualties.continental + 2);
    expect(s.crc).toBe(s0.crc + 2);
    expect(s.resources).toEqual(s0.resources);
    // Order P B F I: the Patriots are the 2nd Eligible.
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #1 Waxhaws Massacre (unshaded)',
      `${label('unshaded')}: 1 Continental removed from Pennsylvania to Casualties`,
      `${label('unshaded')}: 1 Continental removed from Pennsylvania to Casualties`,
      `${label('unshaded')}: Pennsylvania shifts Neutral → Passive Support`,
      `${label('unshaded')}: 2 Propaganda markers placed in Pennsylvania`,
    ]);
  });

  // 5.1.3: the only space with British holds one Continental and is at Active Support already; 11 Propaganda
  // are on the map: one Continental goes, no shift, one Propaganda (the 12th, 3.3.3).
  it('unshaded: one Continental, no room to shift, one Propaganda left', () => {
    const s0 = at(1, 'french', {}, (d) => {
      put(d, 'Boston', { britishRegular: 2, continental: 1 });
      d.spaces.Boston.support = 2;
      d.spaces.Virginia.propaganda = 11;
    });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 2, continental: 0 });
    expect(s.spaces.Boston.support).toBe(2);
    expect(s.spaces.Boston.propaganda).toBe(1);
    expect(s.crc).toBe(s0.crc + 1);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #1 Waxhaws Massacre (unshaded)',
      `${label('unshaded')}: 1 Continental removed from Boston to Casualties`,
      `${label('unshaded')}: 1 Propaganda marker placed in Boston`,
    ]);
  });

  /** Patriots in Virginia; the British in North Carolina and in Maryland-Delaware (a Battle possible there too). */
  const rage = (d: Draft<GameState>): void => {
    put(d, 'Virginia', { continental: 3, militiaUnderground: 1 });
    put(d, 'NorthCarolina', { britishRegular: 2, tory: 1 });
    put(d, 'MarylandDelaware', { britishRegular: 1, militiaActive: 1 });
  };

  // 5.1, 5.3, 3.1.2: the French execute; the Patriots, named, March (free, at 0 Resources) to one space and Battle
  // there only; then two Propaganda there and one level toward Neutral (after Win the Day's shift). The Patriots,
  // 2nd Eligible, still have their options (the free Commands leave eligibility alone).
  it('shaded: the Patriots March to one space and Battle there; Propaganda and a shift toward Neutral there', () => {
    const s0 = withDice(at(1, 'french', { resources: { patriots: 0 } }, rage), [3, 1]);
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsMarch', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 1, side: 'shaded', faction: 'french', instruction: 0 });
    s = play(s, sel('patriots', 'NorthCarolina'), mv('patriots', 'Virginia', 'NorthCarolina', 'continental', 3), done('patriots'));
    // One destination only.
    expect(choices(s)).toEqual([{ type: 'done' }]);
    s = play(s, done('patriots'));
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'NorthCarolina' }]);
    s = play(s, sel('patriots', 'NorthCarolina'));
    // 3.6.8: Win the Day, the Patriots may Rally (declined).
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    s = play(s, done('patriots'));
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ continental: 2, britishRegular: 1, tory: 0 });
    // Win the Day to Passive Opposition, then the Event's shift back toward Neutral.
    expect(s.spaces.NorthCarolina.support).toBe(0);
    expect(s.spaces.NorthCarolina.propaganda).toBe(2);
    expect(s.spaces.MarylandDelaware.pieces).toMatchObject({ britishRegular: 1, militiaActive: 1 });
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 2, s0.crc + 1]);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s).slice(-3)).toEqual([
      'Win the Day: the Patriots decline Rally',
      `${label('shaded')}: 2 Propaganda markers placed in North Carolina`,
      `${label('shaded')}: North Carolina shifts Passive Opposition → Neutral`,
    ]);
  });

  // 5.1.3: a March into a space without enemies: the Battle lapses, the Propaganda and the shift happen there.
  // No Patriot piece able to March: no "one space", nothing at all.
  it('shaded: the Battle lapses in an empty space; without a March nothing follows', () => {
    const s0 = at(1, 'patriots', {}, (d) => {
      put(d, 'Virginia', { militiaUnderground: 2 });
      d.spaces.MarylandDelaware.support = 1;
    });
    let s = play(s0, ev('patriots', 'shaded'), sel('patriots', 'MarylandDelaware'), mv('patriots', 'Virginia', 'MarylandDelaware', 'militiaUnderground', 1));
    // The second Militia may follow or stay (3.3.2); it stays.
    expect(choices(s).at(-1)).toEqual({ type: 'done' });
    s = play(s, done('patriots'));
    expect(s.spaces.MarylandDelaware.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.MarylandDelaware.support).toBe(0);
    expect(s.spaces.MarylandDelaware.propaganda).toBe(2);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s).slice(-3)).toEqual([
      '#1 Waxhaws Massacre: the Patriots cannot execute Battle now',
      `${label('shaded')}: 2 Propaganda markers placed in Maryland-Delaware`,
      `${label('shaded')}: Maryland-Delaware shifts Passive Support → Neutral`,
    ]);
    const none0 = at(1, 'patriots', {}, (d) => put(d, 'Boston', { britishRegular: 2 }));
    const none = play(none0, ev('patriots', 'shaded'));
    expect(none.spaces).toEqual(none0.spaces);
    expectEventDone(none, 'patriots', 'british');
    expect(logSince(none0, none)).toEqual(['Patriots play #1 Waxhaws Massacre (shaded)', '#1 Waxhaws Massacre: the Patriots cannot execute March now']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#18 "If it hadn\'t been so stormy…"', () => {
  const label = '#18 “If it hadn’t been so stormy…” (unshaded)';

  // 5.1, 2.3.6 play note, 2.3.2: the executing Patriots name the Indians, next in the order (P I B F): skipped at
  // once, the British become 2nd Eligible; the Indians sit out the next card too, and are Eligible after it.
  it('the executing Faction names the Faction next in the order: skipped now and through the next card', () => {
    const s0 = at(18, 'patriots');
    let s = play(s0, ev('patriots', 'unshaded'));
    // 5.1: the executing Faction decides.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'british' },
      { type: 'choose', option: 'patriots' },
      { type: 'choose', option: 'french' },
      { type: 'choose', option: 'indians' },
    ]);
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'chooseFaction', index: 0 });
    s = play(s, choose('patriots', 'indians'));
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: false });
    expect(s.turn!.makeIneligible).toEqual(['indians']);
    expectEventDone(s, 'patriots', 'british');
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.resources).toEqual(s0.resources);
    expect(logSince(s0, s)).toEqual([
      'Patriots play #18 “If it hadn’t been so stormy…” (unshaded)',
      `${label}: the Indians are Ineligible through the next card (not offered options on this card) (2.3.6)`,
    ]);
    const card = passersOfCard(s);
    expect(card.passers).toEqual(['british', 'french']);
    s = card.after;
    expect(s.deck.current).toBe(3);
    // 2.3.6: the Patriots executed the Event, the Indians were rendered Ineligible.
    expect(s.eligible).toEqual({ british: true, patriots: false, french: true, indians: false });
    // Card #3 (order P B F I): the Indians are not offered options; Eligible again afterwards.
    const next = passersOfCard(s);
    expect(next.passers).toEqual(['british', 'french']);
    expect(next.after.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 2.3.6: the executing Faction may name itself: nothing beyond 2.3.6; the Indians are still the 2nd Eligible.
  it('the executing Faction names itself: nothing more', () => {
    const s0 = at(18, 'patriots');
    const s = play(s0, ev('patriots', 'unshaded'), choose('patriots', 'patriots'));
    expectEventDone(s, 'patriots', 'indians');
    expect(s.eligible).toEqual({ british: true, patriots: false, french: true, indians: true });
    const after = passersOfCard(s).after;
    expect(after.eligible).toEqual({ british: true, patriots: false, french: true, indians: true });
  });
});

// ---------------------------------------------------------------------------------------------
describe('#19 Legend of Nathan Hale', () => {
  const label = (side: string): string => `#19 Legend of Nathan Hale (${side})`;

  // 1.8: Patriots −4.
  it('unshaded: Patriots −4 Resources; never below 0', () => {
    const s0 = at(19, 'indians', { resources: { patriots: 9 } });
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 5 });
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual(['Indians play #19 Legend of Nathan Hale (unshaded)', `${label('unshaded')}: Patriots Resources −4 (now 5)`]);
    // 1.8, 5.1.1, 5.1.3: from 3, down to 0.
    const low0 = at(19, 'british', { resources: { patriots: 3 } });
    const low = play(low0, ev('british', 'unshaded'));
    expect(low.resources.patriots).toBe(0);
    expect(logSince(low0, low).slice(1)).toEqual([`${label('unshaded')}: Patriots Resources −3 (now 0)`]);
  });

  // 5.1, 1.4.3: the executing British place three Underground Militia anywhere (two in one space, one in a City);
  // then Patriots +3.
  it('shaded: three Militia anywhere, picked by the executing Faction; Patriots +3', () => {
    const s0 = at(19, 'british', { resources: { patriots: 4 } });
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    // Every map space (Cities and Reserves included), never the West Indies box.
    expect(selectable(s)).toHaveLength(22);
    expect(selectable(s)).not.toContain('WestIndies');
    s = play(s, sel('british', 'Boston'), sel('british', 'Georgia'), sel('british', 'Georgia'));
    // 1.10: the Available Washington may enter with the Militia (the Patriots decide); he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Boston' }, { type: 'moveLeader', to: 'Georgia' }, { type: 'stay' }]);
    s = play(s, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Boston.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Georgia.pieces.militiaUnderground).toBe(2);
    expect(s.available.militia).toBe(s0.available.militia - 3);
    expect(s.resources).toEqual({ ...s0.resources, patriots: 7 });
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #19 Legend of Nathan Hale (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in Boston`,
      `${label('shaded')}: 1 Underground Militia placed in Georgia`,
      `${label('shaded')}: 1 Underground Militia placed in Georgia`,
      'George Washington stays Available',
      `${label('shaded')}: Patriots Resources +3 (now 7)`,
    ]);
  });

  // 5.1.1, 5.1.3: two Militia Available and the Indians executing: two selections, two Militia; the Resources follow.
  it('shaded: only two Militia Available — two placed', () => {
    const s0 = at(19, 'indians', { resources: { patriots: 48 } }, (d) => put(d, 'Quebec', { militiaActive: d.available.militia - 2 }));
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s0, ev('indians', 'shaded'), sel('indians', 'Virginia'), sel('indians', 'Virginia'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(2);
    expect(s.available.militia).toBe(0);
    expect(s.resources.patriots).toBe(50);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s).slice(-1)).toEqual([`${label('shaded')}: Patriots Resources +2 (now 50)`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#21 The Gamecock Thomas Sumter', () => {
  const label = (side: string): string => `#21 The Gamecock Thomas Sumter (${side})`;

  // 5.1, 1.6: both Colonies Neutral (each shifts two levels): the executing Faction picks Georgia, to Active Support.
  it('unshaded: the executing Faction picks South Carolina or Georgia; two levels toward Active Support', () => {
    const s0 = at(21, 'indians');
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s)).toEqual(['SouthCarolina', 'Georgia']);
    s = play(s, sel('indians', 'Georgia'));
    expect(s.spaces.Georgia.support).toBe(2);
    expect(s.spaces.SouthCarolina.support).toBe(0);
    // Order P I F B: the Patriots are the 2nd Eligible.
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual(['Indians play #21 The Gamecock Thomas Sumter (unshaded)', `${label('unshaded')}: Georgia shifts Neutral → Active Support`]);
  });

  // 5.1.3 (the fuller choice), 1.6: South Carolina at Active Support cannot shift, Georgia at Passive Opposition shifts two
  // levels: only Georgia is offered (taken without asking). Georgia at Passive Support: one level, never past Active Support.
  it('unshaded: only the Colony that shifts the most; never past Active Support', () => {
    const s0 = at(21, 'british', {}, (d) => {
      d.spaces.SouthCarolina.support = 2;
      d.spaces.Georgia.support = -1;
    });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.Georgia.support).toBe(1);
    expect(s.spaces.SouthCarolina.support).toBe(2);
    expectEventDone(s, 'british', 'patriots');
    const p0 = at(21, 'british', {}, (d) => {
      d.spaces.SouthCarolina.support = 2;
      d.spaces.Georgia.support = 1;
    });
    const p = play(p0, ev('british', 'unshaded'));
    expect(p.spaces.Georgia.support).toBe(2);
    expect(logSince(p0, p).slice(1)).toEqual([`${label('unshaded')}: Georgia shifts Passive Support → Active Support`]);
  });

  /** Patriots in North Carolina; the British in South Carolina and in Georgia (a Battle possible there too). */
  const plague = (d: Draft<GameState>): void => {
    put(d, 'NorthCarolina', { continental: 3, militiaUnderground: 1 });
    put(d, 'Southwest', { militiaUnderground: 1 });
    put(d, 'SouthCarolina', { britishRegular: 2, tory: 1 });
    put(d, 'Georgia', { tory: 1, militiaActive: 1 });
  };

  // 5.1, 5.3, 3.1.2: the Indians execute; the Patriots, named, March (free at 0 Resources) into South Carolina or
  // Georgia only, then Battle there only (not in Georgia, where they could too).
  it('shaded: the Patriots March into South Carolina or Georgia, then Battle there', () => {
    const s0 = withDice(at(21, 'indians', { resources: { patriots: 0 } }, plague), [3, 1]);
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsMarch', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 21, side: 'shaded', faction: 'indians', instruction: 0 });
    // Both Colonies can be reached (Georgia from Southwest), nothing else.
    expect(selectable(s)).toEqual(['SouthCarolina', 'Georgia']);
    s = play(s, sel('patriots', 'SouthCarolina'), mv('patriots', 'NorthCarolina', 'SouthCarolina', 'continental', 3), done('patriots'));
    // One destination only: the Georgia and Southwest Militia may still join it; they stay.
    expect(choices(s)).toEqual([
      { type: 'move', from: 'Georgia', to: 'SouthCarolina', piece: 'militiaActive', count: 1 },
      { type: 'move', from: 'Southwest', to: 'SouthCarolina', piece: 'militiaUnderground', count: 1 },
      { type: 'done' },
    ]);
    s = play(s, done('patriots'));
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'SouthCarolina' }]);
    s = play(s, sel('patriots', 'SouthCarolina'));
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    s = play(s, done('patriots'));
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ continental: 2, britishRegular: 1, tory: 0 });
    expect(s.spaces.SouthCarolina.support).toBe(-1);
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ continental: 0, militiaUnderground: 1 });
    expect(s.spaces.Southwest.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Georgia.pieces).toMatchObject({ tory: 1, militiaActive: 1 });
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 2, s0.crc + 1]);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s).slice(0, 6)).toEqual([
      'Indians play #21 The Gamecock Thomas Sumter (shaded)',
      '#21 The Gamecock Thomas Sumter: the Patriots execute a free March',
      'March into South Carolina (free)',
      'March: 3 Continentals from North Carolina to South Carolina',
      'March complete (South Carolina)',
      '#21 The Gamecock Thomas Sumter: the Patriots execute a free Battle',
    ]);
  });

  // 5.1.3: no Patriot unit in or next to either Colony (only in Massachusetts): no March, so no Colony and no Battle.
  it('shaded: no March possible — no Battle either', () => {
    const none0 = at(21, 'patriots', {}, (d) => {
      put(d, 'Savannah', { tory: 1 });
      put(d, 'Massachusetts', { continental: 2 });
    });
    const none = play(none0, ev('patriots', 'shaded'));
    expect(none.spaces).toEqual(none0.spaces);
    expectEventDone(none, 'patriots', 'indians');
    expect(logSince(none0, none)).toEqual(['Patriots play #21 The Gamecock Thomas Sumter (shaded)', '#21 The Gamecock Thomas Sumter: the Patriots cannot execute March now']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#22 The Newburgh Conspiracy', () => {
  const label = (side: string): string => `#22 The Newburgh Conspiracy (${side})`;

  // 5.1, 5.1.3: Virginia (5 units) and Pennsylvania (4) both allow the four; Boston (a City) is not a Colony; New York
  // (2) allows less. The executing British pick Virginia and the four, to Available (no Casualties).
  it('unshaded: four Militia and/or Continentals from one Colony, to Available', () => {
    const s0 = at(22, 'british', {}, (d) => {
      put(d, 'Virginia', { continental: 2, militiaUnderground: 2, militiaActive: 1, patriotFort: 1 });
      put(d, 'Pennsylvania', { continental: 4 });
      put(d, 'NewYork', { militiaUnderground: 2 });
      put(d, 'Boston', { continental: 6 });
    });
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(selectable(s)).toEqual(['Pennsylvania', 'Virginia']);
    s = play(s, sel('british', 'Virginia'));
    // 5.1.3 in canonical order (kind: Continental, Underground, Active Militia): every four of the five hold a
    // Continental, so the first goes without asking; then a second Continental, or the Underground Militia (after
    // which the rest is forced: the second Underground Militia and the Active one). The Fort is no unit.
    expect(listed(s, 'remove').map((a) => a.piece)).toEqual(['continental', 'militiaUnderground']);
    s = play(s, rm('british', 'Virginia', 'militiaUnderground'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 1, militiaUnderground: 0, militiaActive: 0, patriotFort: 1 });
    expect(s.spaces.Pennsylvania.pieces.continental).toBe(4);
    expect(s.available.continental).toBe(s0.available.continental + 1);
    expect(s.available.militia).toBe(s0.available.militia + 3);
    expect(s.crc).toBe(s0.crc);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #22 The Newburgh Conspiracy (unshaded)',
      `${label('unshaded')}: 1 Continental removed from Virginia`,
      `${label('unshaded')}: 1 Underground Militia removed from Virginia`,
      `${label('unshaded')}: 1 Underground Militia removed from Virginia`,
      `${label('unshaded')}: 1 Active Militia removed from Virginia`,
    ]);
  });

  // 5.1.3: no Colony has four: the fullest (Georgia, three) is the only one offered, and all three go.
  it('unshaded: fewer than four anywhere — the fullest Colony, all of them', () => {
    const s0 = at(22, 'indians', {}, (d) => {
      put(d, 'Georgia', { continental: 1, militiaActive: 2 });
      put(d, 'NewJersey', { militiaUnderground: 2 });
    });
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ continental: 0, militiaActive: 0 });
    expect(s.spaces.NewJersey.pieces.militiaUnderground).toBe(2);
    expectEventDone(s, 'indians', 'patriots');
  });

  // 6.6.2 via 5.1: 11 Tories on the map, 2 desert; the French choose the first, the British the second — whoever executes.
  it('shaded: a Tory Desertion mid-card — the French pick first, then the British', () => {
    const s0 = at(22, 'patriots', {}, (d) => {
      put(d, 'Virginia', { tory: 6 });
      put(d, 'NewYork', { tory: 5, britishRegular: 1 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'toryDesertion', faction: 'french' });
    expect(pending(s)!.context.event).toEqual({ card: 22, side: 'shaded', faction: 'patriots', instruction: 0 });
    s = play(s, { faction: 'french', type: 'desert', space: 'Virginia', piece: 'tory' } as Action);
    expect(pending(s)).toMatchObject({ kind: 'toryDesertion', faction: 'british' });
    s = play(s, { faction: 'british', type: 'desert', space: 'NewYork', piece: 'tory' } as Action);
    expect(s.spaces.Virginia.pieces.tory).toBe(5);
    expect(s.spaces.NewYork.pieces).toMatchObject({ tory: 4, britishRegular: 1 });
    expect(s.available.tory).toBe(s0.available.tory + 2);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #22 The Newburgh Conspiracy (shaded)',
      'Tory Desertion: 2 Tories desert',
      'Tory Desertion: a Tory deserts from Virginia (chosen by the French)',
      'Tory Desertion: a Tory deserts from New York (chosen by the British)',
    ]);
  });

  // 6.6.2, 5.1.3: four Tories on the map: none deserts, nothing to decide.
  it('shaded: fewer than five Tories — none deserts', () => {
    const s0 = at(22, 'french', {}, (d) => put(d, 'Virginia', { tory: 4 }));
    const s = play(s0, ev('french', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual(['French play #22 The Newburgh Conspiracy (shaded)', 'Tory Desertion: 0 Tories desert']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#23 Lieutenant Colonel Francis Marion', () => {
  const label = (side: string): string => `#23 Lieutenant Colonel Francis Marion (${side})`;
  /** North Carolina: 2 Continentals, 2 Militia (one of each face), a Patriot Fort and a French Regular; South Carolina: a Militia. */
  const carolinas = (d: Draft<GameState>): void => {
    put(d, 'NorthCarolina', { continental: 2, militiaUnderground: 1, militiaActive: 1, patriotFort: 1, frenchRegular: 1 });
    put(d, 'SouthCarolina', { militiaActive: 1 });
  };

  // 5.1: the executing Patriots choose the Indians to move; the Indians pick North Carolina and one adjacent Province
  // (no City), and every Patriot unit goes there, keeping its face; the Fort and the French Regular stay.
  it('unshaded: the chosen Faction moves every Patriot unit of a Carolina into one adjacent Province', () => {
    const s0 = at(23, 'patriots', { treaty: true }, carolinas);
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'british' },
      { type: 'choose', option: 'indians' },
    ]);
    s = play(s, choose('patriots', 'indians'));
    // 5.1: the Faction chosen to move decides the details.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s)).toEqual(['NorthCarolina', 'SouthCarolina']);
    s = play(s, sel('indians', 'NorthCarolina'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    // Provinces adjacent to North Carolina: not Norfolk or Charles Town (Cities).
    expect(selectable(s)).toEqual(['Virginia', 'SouthCarolina', 'Southwest']);
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'selectSpaces', index: 2 });
    s = play(s, sel('indians', 'Southwest'));
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ continental: 0, militiaUnderground: 0, militiaActive: 0, patriotFort: 1, frenchRegular: 1 });
    expect(s.spaces.Southwest.pieces).toMatchObject({ continental: 2, militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.SouthCarolina.pieces.militiaActive).toBe(1);
    expect(s.resources).toEqual(s0.resources);
    // Order P I F B: the Indians are the 2nd Eligible.
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #23 Lieutenant Colonel Francis Marion (unshaded)',
      `${label('unshaded')}: 1 Continental moved from North Carolina to Southwest`,
      `${label('unshaded')}: 1 Continental moved from North Carolina to Southwest`,
      `${label('unshaded')}: 1 Underground Militia moved from North Carolina to Southwest`,
      `${label('unshaded')}: 1 Active Militia moved from North Carolina to Southwest`,
    ]);
  });

  // 5.1.3: only South Carolina has Patriot units: it is taken without asking; the British, chosen, pick Georgia.
  // No Patriot unit in either Carolina: nothing to move, nothing asked.
  it('unshaded: one Carolina with units, or none', () => {
    const s0 = at(23, 'french', {}, (d) => put(d, 'SouthCarolina', { militiaUnderground: 3, patriotFort: 1 }));
    let s = play(s0, ev('french', 'unshaded'), choose('french', 'british'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(selectable(s)).toEqual(['NorthCarolina', 'Georgia', 'Southwest']);
    s = play(s, sel('british', 'Georgia'));
    expect(s.spaces.Georgia.pieces.militiaUnderground).toBe(3);
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ militiaUnderground: 0, patriotFort: 1 });
    expectEventDone(s, 'french', 'patriots');
    const none0 = at(23, 'british', {}, (d) => put(d, 'NorthCarolina', { patriotFort: 1 }));
    const none = play(none0, ev('british', 'unshaded'));
    expect(none.spaces).toEqual(none0.spaces);
    expectEventDone(none, 'british', 'patriots');
    expect(logSince(none0, none)).toEqual(['British play #23 Lieutenant Colonel Francis Marion (unshaded)']);
  });

  // 1.10: Washington left without Patriot pieces in North Carolina is set aside; the Patriots place him.
  it('unshaded: a Patriot Leader left alone is moved by the Patriots', () => {
    const s0 = at(23, 'british', {}, (d) => {
      put(d, 'NorthCarolina', { continental: 1 });
      put(d, 'Virginia', { militiaUnderground: 1 });
      lead(d, 'patriots', 'NorthCarolina');
    });
    let s = play(s0, ev('british', 'unshaded'), choose('british', 'british'), sel('british', 'SouthCarolina'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    expect(listed(s).map((a) => a.to)).toEqual(['Virginia', 'SouthCarolina', 'available']);
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'SouthCarolina' } as Action);
    expect(s.leaders.patriots.at).toBe('SouthCarolina');
    expect(s.spaces.SouthCarolina.pieces.continental).toBe(1);
    expectEventDone(s, 'british', 'patriots');
  });

  // 5.1, 5.1.3: both Carolinas have Militia; North Carolina has five British units, South Carolina two: only North
  // Carolina (the fuller) is offered, taken without asking; the executing Patriots pick four of the five; the Fort stays.
  it('shaded: four British units removed from a Carolina with Militia', () => {
    const s0 = at(23, 'patriots', {}, (d) => {
      put(d, 'NorthCarolina', { militiaActive: 1, britishRegular: 3, tory: 2, britishFort: 1 });
      put(d, 'SouthCarolina', { militiaUnderground: 1, britishRegular: 2 });
      put(d, 'Georgia', { britishRegular: 6 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(listed(s, 'remove').map((a) => [a.space, a.piece])).toEqual([
      ['NorthCarolina', 'britishRegular'],
      ['NorthCarolina', 'tory'],
    ]);
    expect(s.spaces.NorthCarolina.pieces.britishRegular).toBe(1);
    // 5.1.3 in canonical order (Regular, then Tory): every four of the five hold two Regulars, which go without
    // asking; then a Regular or a Tory — the Tory taken, the last Regular stays and the second Tory goes.
    s = play(s, rm('patriots', 'NorthCarolina', 'tory'));
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ militiaActive: 1, britishRegular: 1, tory: 0, britishFort: 1 });
    expect(s.spaces.SouthCarolina.pieces.britishRegular).toBe(2);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular + 2);
    expect(s.available.tory).toBe(s0.available.tory + 2);
    expect(s.cbc).toBe(s0.cbc);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #23 Lieutenant Colonel Francis Marion (shaded)',
      `${label('shaded')}: 1 British Regular removed from North Carolina`,
      `${label('shaded')}: 1 British Regular removed from North Carolina`,
      `${label('shaded')}: 1 Tory removed from North Carolina`,
      `${label('shaded')}: 1 Tory removed from North Carolina`,
    ]);
  });

  // 5.1.3: South Carolina alone has Militia and two British units: both go. No Militia in either: nothing.
  it('shaded: fewer than four there; no Militia, nothing', () => {
    const s0 = at(23, 'indians', {}, (d) => {
      put(d, 'NorthCarolina', { britishRegular: 5 });
      put(d, 'SouthCarolina', { militiaUnderground: 1, tory: 2 });
    });
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ militiaUnderground: 1, tory: 0 });
    expect(s.spaces.NorthCarolina.pieces.britishRegular).toBe(5);
    expectEventDone(s, 'indians', 'patriots');
    const none0 = at(23, 'indians', {}, (d) => put(d, 'NorthCarolina', { britishRegular: 5, continental: 2 }));
    const none = play(none0, ev('indians', 'shaded'));
    expect(none.spaces).toEqual(none0.spaces);
    expect(logSince(none0, none)).toEqual(['Indians play #23 Lieutenant Colonel Francis Marion (shaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#48 God Save the King', () => {
  const label = (side: string): string => `#48 God Save the King (${side})`;
  /** Four Regulars in Boston next to Massachusetts (2 Active Militia, 2 Continentals); a Regular and a Militia in New Hampshire. */
  const british = (d: Draft<GameState>): void => {
    put(d, 'Boston', { britishRegular: 4 });
    put(d, 'Massachusetts', { militiaActive: 2, continental: 2 });
    put(d, 'NewHampshire', { britishRegular: 1, militiaActive: 1 });
  };

  // 5.1, 5.3, 3.1.2: the French execute; the British, named, March (free, at 0 Resources) to one space, then may
  // Battle there only (not in New Hampshire). The British, 2nd Eligible, keep their options.
  it('unshaded: the British March to one space and may Battle there', () => {
    const s0 = withDice(at(48, 'french', { resources: { british: 0 } }, british), [3, 3]);
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'britishMarch', faction: 'british' });
    expect(pending(s)!.context.event).toEqual({ card: 48, side: 'unshaded', faction: 'french', instruction: 0 });
    expect(listed(s).every((a) => a.type === 'selectSpace')).toBe(true);
    s = play(s, sel('british', 'Massachusetts'), mv('british', 'Boston', 'Massachusetts', 'britishRegular', 4));
    // One destination only: New Hampshire's Regular may join, or not.
    expect(choices(s)).toEqual([{ type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'britishRegular', count: 1 }, { type: 'done' }]);
    s = play(s, done('british'));
    // "may": the Battle is offered, or declined.
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'command', command: 'battle' }, { type: 'done' }]);
    s = play(s, cmd('british', 'battle'));
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'Massachusetts' }]);
    s = play(s, sel('british', 'Massachusetts'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ britishRegular: 2, continental: 0, militiaActive: 1 });
    expect(s.spaces.NewHampshire.pieces).toMatchObject({ britishRegular: 1, militiaActive: 1 });
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'french', 'british');
    expect(choices(s)).toContainEqual({ type: 'command', command: 'battle' });
    expect(logSince(s0, s).slice(0, 8)).toEqual([
      'French play #48 God Save the King (unshaded)',
      '#48 God Save the King: the British execute a free March',
      'March: Massachusetts selected as a destination (0 Resources)',
      'March: 4 British Regulars from Boston to Massachusetts',
      'March complete to Massachusetts',
      '#48 God Save the King: the British execute a free Battle',
      'British select Massachusetts for Battle',
      'British Battle in Massachusetts, one space at a time in that order',
    ]);
  });

  // 5.1.3: "may": the Battle declined after the March; with no British unit able to March, nothing at all.
  it('unshaded: the Battle declined; no March, nothing', () => {
    const s0 = at(48, 'british', {}, british);
    const s = play(s0, ev('british', 'unshaded'), sel('british', 'Massachusetts'), mv('british', 'Boston', 'Massachusetts', 'britishRegular', 1), done('british'), done('british'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ britishRegular: 1, militiaActive: 2, continental: 2 });
    expect(s.spaces.Boston.pieces.britishRegular).toBe(3);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s).slice(-1)).toEqual(['#48 God Save the King: the British decline Battle']);
    const none0 = at(48, 'british', {}, (d) => put(d, 'Massachusetts', { militiaActive: 2 }));
    const none = play(none0, ev('british', 'unshaded'));
    expect(none.spaces).toEqual(none0.spaces);
    expect(logSince(none0, none)).toEqual(['British play #48 God Save the King (unshaded)', '#48 God Save the King: the British cannot execute March now']);
  });

  /** British Regulars in Boston, New York City, Virginia and Georgia; Patriot units beside them in three, a War Party in Georgia. */
  const engaged = (d: Draft<GameState>): void => {
    put(d, 'Boston', { britishRegular: 2, continental: 2, militiaActive: 1 });
    put(d, 'NewYorkCity', { britishRegular: 1, militiaUnderground: 1 });
    put(d, 'Virginia', { britishRegular: 1, continental: 1, patriotFort: 1 });
    put(d, 'Georgia', { britishRegular: 1, warPartyActive: 2 });
    put(d, 'Philadelphia', { britishRegular: 1, militiaActive: 1 });
    put(d, 'Pennsylvania', { tory: 2, continental: 3 });
  };

  // 5.1: the executing British name the Patriots (the French, with no units on the map, are not offered); the
  // Patriots select three spaces with British Regulars and their units, then move units out to adjacent spaces.
  it('shaded: a named non-British Faction moves units out of three spaces with British Regulars', () => {
    const s0 = at(48, 'british', {}, engaged);
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'patriots' },
      { type: 'choose', option: 'indians' },
    ]);
    s = play(s, choose('british', 'patriots'));
    // 5.1: the named Faction decides its move, the spaces included; Pennsylvania has no Regular.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    // Three of the four (map order, each leaving enough after it).
    expect(selectable(s)).toEqual(['Boston', 'NewYorkCity']);
    s = play(s, sel('patriots', 'Boston'), sel('patriots', 'NewYorkCity'));
    expect(selectable(s)).toEqual(['Philadelphia', 'Virginia']);
    s = play(s, sel('patriots', 'Virginia'));
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'moveAdjacent', owners: ['patriots'] });
    s = play(
      s,
      mv('patriots', 'Boston', 'Massachusetts', 'continental'),
      mv('patriots', 'Boston', 'Massachusetts', 'continental'),
      mv('patriots', 'NewYorkCity', 'NewJersey', 'militiaUnderground'),
      mv('patriots', 'Virginia', 'NorthCarolina', 'continental'),
    );
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 2, continental: 0, militiaActive: 1 });
    expect(s.spaces.Massachusetts.pieces.continental).toBe(2);
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ britishRegular: 1, militiaUnderground: 0 });
    expect(s.spaces.NewJersey.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, continental: 0, patriotFort: 1 });
    expect(s.spaces.NorthCarolina.pieces.continental).toBe(1);
    expect(s.spaces.Pennsylvania.pieces.continental).toBe(3);
    expect(s.spaces.Philadelphia.pieces.militiaActive).toBe(1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #48 God Save the King (shaded)',
      `${label('shaded')}: 1 Continental moved from Boston to Massachusetts`,
      `${label('shaded')}: 1 Continental moved from Boston to Massachusetts`,
      `${label('shaded')}: 1 Underground Militia moved from New York City to New Jersey`,
      `${label('shaded')}: 1 Continental moved from Virginia to North Carolina`,
    ]);
  });

  // 5.1.3: the Indians named: one space qualifies (Georgia), selected without asking; the War Parties may go to any
  // adjacent space but Savannah (a City, 1.4.2); they may stop at any time ("units": no number fixed).
  it('shaded: fewer than three spaces; the named Faction moves what it likes', () => {
    const s0 = at(48, 'indians', {}, engaged);
    let s = play(s0, ev('indians', 'shaded'), choose('indians', 'indians'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(listed(s, 'move').map((a) => a.to)).toEqual(['SouthCarolina', 'Southwest', 'Florida']);
    expect(choices(s).at(-1)).toEqual({ type: 'done' });
    s = play(s, mv('indians', 'Georgia', 'Florida', 'warPartyActive'), done('indians'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishRegular: 1, warPartyActive: 1 });
    expect(s.spaces.Florida.pieces.warPartyActive).toBe(1);
    expectEventDone(s, 'indians', 'british');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#52 French Fleet Arrives in the Wrong Spot', () => {
  const label = '#52 French Fleet Arrives in the Wrong Spot (unshaded)';
  /** French Regulars in New York (with the British), Virginia, Pennsylvania (with a Tory) and the West Indies box. */
  const fleet = (d: Draft<GameState>): void => {
    put(d, 'NewYork', { frenchRegular: 4, britishRegular: 1, tory: 1 });
    put(d, 'Virginia', { frenchRegular: 2 });
    put(d, 'Pennsylvania', { frenchRegular: 1, tory: 1 });
    put(d, 'WestIndies', { frenchRegular: 1 });
  };

  // 5.1, 5.1.3: "up to four": the French take two from Virginia and stop; then a free Battle (0 Resources) in one
  // space of their choice, the Attacker's Force Level +2 (3.6.3); one space only (Pennsylvania not offered after).
  it('up to four French Regulars off the map; a free Battle in one space with +2 Force Level', () => {
    const s0 = withDice(at(52, 'french', { treaty: true, resources: { french: 0 } }, fleet), [1, 1]);
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    // Map spaces only (not the West Indies box); "up to": done at any time.
    expect(listed(s, 'remove').map((a) => a.space)).toEqual(['NewYork', 'Pennsylvania', 'Virginia']);
    expect(choices(s).at(-1)).toEqual({ type: 'done' });
    // Virginia last in map order: after its two, nothing is left to take (canonical order), the removal ends.
    s = play(s, rm('french', 'Virginia', 'frenchRegular'), rm('french', 'Virginia', 'frenchRegular'));
    expect(s.spaces.Virginia.pieces.frenchRegular).toBe(0);
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'french' });
    // Any space where the French can fight; compulsory (no done before a space is selected).
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NewYork' },
      { type: 'selectSpace', space: 'Pennsylvania' },
    ]);
    s = play(s, sel('french', 'NewYork'));
    // 3.6.8: the Rebellion Wins the Day; the Patriots may Rally (declined).
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    s = play(s, done('patriots'));
    // One Battle only: Pennsylvania (a Regular and a Tory) is not fought.
    expect(s.spaces.NewYork.pieces).toMatchObject({ frenchRegular: 3, britishRegular: 0, tory: 0 });
    expect(s.spaces.NewYork.support).toBe(-1);
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ frenchRegular: 1, tory: 1 });
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(1);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 2);
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 2, s0.crc + 1]);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'french', 'patriots');
    const log = logSince(s0, s);
    expect(log.slice(0, 6)).toEqual([
      'French play #52 French Fleet Arrives in the Wrong Spot (unshaded)',
      `${label}: 1 French Regular removed from Virginia`,
      `${label}: 1 French Regular removed from Virginia`,
      '#52 French Fleet Arrives in the Wrong Spot: the French execute a free Battle',
      'French select New York for Battle',
      'French Battle in New York, one space at a time in that order',
    ]);
    while (pending(s)?.kind !== 'eligibleOptions') s = play(s, done(pending(s)!.faction as Faction));
    expectEventDone(s, 'french', 'patriots');
  });

  // 3.6.1, 5.1.3: executed by the Indians, who cannot Battle: they remove the Regulars (all four, or stop), the Battle lapses.
  it('executed by the Indians: the removal, then no Battle', () => {
    const s0 = at(52, 'indians', { treaty: true }, fleet);
    const s = play(
      s0,
      ev('indians', 'unshaded'),
      rm('indians', 'NewYork', 'frenchRegular'),
      rm('indians', 'NewYork', 'frenchRegular'),
      rm('indians', 'NewYork', 'frenchRegular'),
      rm('indians', 'NewYork', 'frenchRegular'),
    );
    // Four removed: the count is reached, the removal ends.
    expect(s.spaces.NewYork.pieces.frenchRegular).toBe(0);
    expect(s.spaces.Pennsylvania.pieces.frenchRegular).toBe(1);
    expect(s.spaces.Virginia.pieces.frenchRegular).toBe(2);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s).slice(-1)).toEqual(['#52 French Fleet Arrives in the Wrong Spot: the Indians cannot execute Battle now']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#66 Don Bernardo Takes Pensacola', () => {
  const label = (side: string): string => `#66 Don Bernardo Takes Pensacola (${side})`;

  // 5.1: the executing Patriots pick Florida or Southwest and the cubes (four Regulars, then Tories).
  it('unshaded: six British cubes in Florida or Southwest', () => {
    const s0 = at(66, 'patriots');
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s)).toEqual(['Southwest', 'Florida']);
    s = play(s, sel('patriots', 'Southwest'));
    expect(listed(s, 'place').map((a) => a.piece)).toEqual(['britishRegular', 'tory']);
    const place = (piece: string): Action => ({ faction: 'patriots', type: 'place', space: 'Southwest', piece }) as Action;
    s = play(s, place('britishRegular'), place('britishRegular'), place('britishRegular'), place('britishRegular'), place('tory'));
    // 1.10: the Available Gage may enter with the cubes (the British decide); he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Southwest' }, { type: 'stay' }]);
    s = play(s, { faction: 'british', type: 'stay' });
    expect(s.spaces.Southwest.pieces).toMatchObject({ britishRegular: 4, tory: 2 });
    expect(s.available.britishRegular).toBe(s0.available.britishRegular - 4);
    expect(s.available.tory).toBe(s0.available.tory - 2);
    // Order F I B P: the French are the 2nd Eligible.
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #66 Don Bernardo Takes Pensacola (unshaded)',
      ...Array(4).fill(`${label('unshaded')}: 1 British Regular placed in Southwest`),
      ...Array(2).fill(`${label('unshaded')}: 1 Tory placed in Southwest`),
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: three Regulars and a Tory Available: those four are placed, nothing to decide once the Province is chosen.
  it('unshaded: fewer cubes Available — those there', () => {
    const s0 = at(66, 'indians', {}, (d) => put(d, 'Quebec', { britishRegular: d.available.britishRegular - 3, tory: d.available.tory - 1 }));
    // 1.10: the Available Gage may enter with the cubes; he stays Available.
    const s = play(s0, ev('indians', 'unshaded'), sel('indians', 'Florida'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Florida.pieces).toMatchObject({ britishRegular: 3, tory: 1 });
    expect(s.available).toMatchObject({ britishRegular: 0, tory: 0 });
    expectEventDone(s, 'indians', 'french');
  });

  /** French and Patriots in Georgia, next to Florida (two Regulars and two Tories). */
  const pensacola = (d: Draft<GameState>): void => {
    put(d, 'Georgia', { frenchRegular: 2, continental: 2 });
    put(d, 'Florida', { britishRegular: 2, tory: 2 });
  };

  // 5.1, 5.3, 3.1.2, 3.6.3: the Indians execute and choose the French; the French March (free) into Florida only,
  // then Battle there only, Attacker Force Level +2; nothing paid; the French, 2nd Eligible, keep their options.
  it('shaded: the chosen French March into Florida and Battle there with +2 Force Level', () => {
    const s0 = withDice(at(66, 'indians', { treaty: true, resources: { french: 0, patriots: 0 } }, pensacola), [3, 3, 1]);
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'french' },
      { type: 'choose', option: 'patriots' },
    ]);
    s = play(s, choose('indians', 'french'));
    expect(pending(s)).toMatchObject({ kind: 'frenchMarch', faction: 'french' });
    expect(selectable(s)).toEqual(['Florida']);
    s = play(s, sel('french', 'Florida'));
    s = play(s, mv('french', 'Georgia', 'Florida', 'frenchRegular', 2));
    // 3.5.4: Continentals may accompany the French Regulars; both go along.
    s = play(s, mv('french', 'Georgia', 'Florida', 'continental', 2));
    s = play(s, done('french'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ frenchRegular: 0, continental: 0 });
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'french' });
    // 3.5.5: the French may take the Patriots along (the Continentals that Marched with them).
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'Florida' },
      { type: 'selectSpace', space: 'Florida', option: 'withPatriots' },
    ]);
    s = play(s, { faction: 'french', type: 'selectSpace', space: 'Florida', option: 'withPatriots' } as Action);
    // 3.6.8: the Rebellion Wins the Day; no shift in Florida (population 0): the Patriots may shift an adjacent space (declined).
    expect(pending(s)).toMatchObject({ kind: 'winTheDay', faction: 'patriots' });
    s = play(s, done('patriots'));
    const kinds: string[] = [];
    while (pending(s)?.kind !== 'eligibleOptions') {
      kinds.push(pending(s)!.kind);
      s = play(s, done(pending(s)!.faction as Faction));
    }
    // 3.6.8: then the Patriots may Rally (declined).
    expect(kinds).toEqual(['grant']);
    expect(s.spaces.Florida.pieces).toMatchObject({ frenchRegular: 1, continental: 2, britishRegular: 0, tory: 0 });
    expect(s.spaces.Georgia.pieces).toMatchObject({ frenchRegular: 0, continental: 0 });
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 4, s0.crc + 1]);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'indians', 'french');
    const log = logSince(s0, s);
    // 3.6.3: 4 cubes and the Event's +2: Force Level 6, two dice.
    expect(log).toContain('Rebellion Attacker (French and Patriots): Force Level 6 (4 cubes; +2 Force Level (Event)) — 2D3');
    expect(log.slice(0, 8)).toEqual([
      'Indians play #66 Don Bernardo Takes Pensacola (shaded)',
      '#66 Don Bernardo Takes Pensacola: the French execute a free March',
      'French March: destination Florida (free)',
      '2 French Regulars march from Georgia to Florida',
      '2 Continentals accompany them (free)',
      'French March complete (1 destination)',
      '#66 Don Bernardo Takes Pensacola: the French execute a free Battle',
      'French select Florida for Battle; the Patriots take part',
    ]);
  });

  // 5.1.3, 2.3.9: before the Treaty the French cannot act: the Patriots are the only choice (taken without asking).
  // They have no unit next to Florida: the March lapses, and the Battle in Florida, named by the text, is fought anyway.
  it('shaded: no March possible — the Battle in Florida all the same', () => {
    const s0 = withDice(
      at(66, 'french', {}, (d) => {
        put(d, 'Florida', { continental: 3, britishRegular: 1, tory: 1 });
        put(d, 'Virginia', { militiaUnderground: 2 });
      }),
      [3, 1],
    );
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'patriots' });
    expect(selectable(s)).toEqual(['Florida']);
    s = play(s, sel('patriots', 'Florida'));
    while (pending(s)?.kind !== 'eligibleOptions') s = play(s, done(pending(s)!.faction as Faction));
    const log = logSince(s0, s);
    expect(log.slice(0, 3)).toEqual([
      'French play #66 Don Bernardo Takes Pensacola (shaded)',
      '#66 Don Bernardo Takes Pensacola: the Patriots cannot execute March now',
      '#66 Don Bernardo Takes Pensacola: the Patriots execute a free Battle',
    ]);
    expect(log).toContain('Rebellion Attacker (Patriots): Force Level 5 (3 cubes; +2 Force Level (Event)) — 1D3');
    expect(s.spaces.Florida.pieces).toMatchObject({ continental: 2, britishRegular: 0, tory: 0 });
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 2, s0.crc + 1]);
    expect(s.resources).toEqual(s0.resources);
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(2);
    expectEventDone(s, 'french', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('random choices from the 1778 set-up (5.1, 5.1.3)', () => {
  // Every side of every card of this batch, executed by each Faction, with random decisions from the 1778
  // scenario's board (with and without the Treaty of Alliance): the Event always comes to its end (no dead end),
  // the invariants hold after every step (`play`), and a half-resolved Event saves and loads with the same choices.
  it('every side completes for every executing Faction', () => {
    const decisions = exerciseCards([1, 18, 19, 21, 22, 23, 48, 52, 66], {
      label: '1779a',
      singleSided: [18, 52],
      start: (card, seed) => {
        const base = atCard(game('1778', { seed }), card);
        return seed === 3 ? produce(base, (d: Draft<GameState>) => void (d.treatyOfAlliance = true)) : base;
      },
    });
    expect(decisions).toBeGreaterThan(200);
  });
});
