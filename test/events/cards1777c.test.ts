/**
 * Event programs #5, #9, #14, #55, #74, #77, #78, #80, #88, #93 (chapter 5), each side on a hand-built
 * position: the full outcome, what happens when only part of the text can be carried out (5.1.3), who
 * decides (5.1), and for the free Commands and Special Activities they grant (5.3, 3.1.2) that the text's
 * restriction holds, that they cost nothing and that eligibility stays as the Event left it. The new
 * instruction pieces they need — `remove` with `limits`, `underground`, `moveAdjacent` — are first tested
 * on their own. Every card sequence is played with `play`, which checks the rules invariants (and every
 * frame's validation) after each step.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { Faction, SpaceId } from '../../src/data/ids';
import { ADJACENT } from '../../src/data/map';
import { loadGame, serialize } from '../../src/game/persistence';
import { legalActions, pending } from '../../src/index';
import { eventInstruction } from '../../src/rules';
import { moveAdjacent } from '../../src/rules/events/instructions/moveAdjacent';
import { remove as removeModule } from '../../src/rules/events/instructions/remove';
import { underground } from '../../src/rules/events/instructions/underground';
import type { Instruction } from '../../src/rules/events/program';
import { withDice } from '../../src/testing/builders';
import { blockade, choices, lead, listed, logSince, play, position, put } from '../../src/testing/kit';
import { at, choose, done, endCard, ev, exerciseCards, expectEventDone, mv, rm, runInstruction, sel, selectable } from '../helpers/events';

// ---------------------------------------------------------------------------------------------
// The new instruction pieces on their own (a module's begin / options / handle on a draft).

describe('remove with limits (new field)', () => {
  const instr: Instruction & { op: 'remove' } = {
    op: 'remove',
    where: ['Virginia', 'Georgia'],
    pieces: ['warPartyUnderground', 'warPartyActive', 'militiaUnderground', 'militiaActive'],
    count: 3,
    perSpace: true,
    limits: [
      { pieces: ['warPartyUnderground', 'warPartyActive'], count: 2 },
      { pieces: ['militiaUnderground', 'militiaActive'], count: 2 },
    ],
  };
  const board = position({}, (d) => {
    put(d, 'Virginia', { warPartyUnderground: 3, warPartyActive: 1, militiaActive: 2 });
    put(d, 'Georgia', { warPartyUnderground: 3 });
  });

  // 5.1.3: at most two of each group per space, three in all; the cap resets in the next space.
  it('caps each group in each space and resets the cap for the next space', () => {
    const { state, offered } = runInstruction(board, removeModule, instr, 'british');
    // Virginia: two War Parties (the first kinds in order), then only Militia are offered. 5.1.3: a Militia
    // first would leave the War Parties out of reach (canonical order) and the three removals with them.
    expect(offered[0].map((a) => a.piece)).toEqual(['warPartyUnderground', 'warPartyActive']);
    expect(offered[2].map((a) => a.piece)).toEqual(['militiaActive']);
    expect(state.spaces.Virginia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1, militiaActive: 1 });
    // Georgia: War Parties only: two of the three (5.1.3), the cap is fresh there.
    expect(state.spaces.Georgia.pieces.warPartyUnderground).toBe(1);
    expect(offered.length).toBe(5);
  });

  // Without limits nothing changes: three War Parties from Georgia.
  it('without limits, as before', () => {
    const { limits: _l, ...plain } = instr;
    const { state } = runInstruction(board, removeModule, plain, 'british');
    expect(state.spaces.Georgia.pieces.warPartyUnderground).toBe(0);
  });
});

describe('underground (new instruction)', () => {
  // 1.4.3: every Active War Party on the map flips Underground; Militia untouched.
  it('flips every Active War Party on the map to Underground, one line per space', () => {
    const s0 = position({}, (d) => {
      put(d, 'Quebec', { warPartyActive: 2, warPartyUnderground: 1 });
      put(d, 'Georgia', { warPartyActive: 1, militiaActive: 1 });
    });
    const { state } = runInstruction(s0, underground, { op: 'underground', where: 'map', faction: 'indians' }, 'british');
    expect(state.spaces.Quebec.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 3 });
    expect(state.spaces.Georgia.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 1, militiaActive: 1 });
    expect(logSince(s0, state)).toEqual([
      '#2 Common Sense (unshaded): 1 Active War Party in Georgia to Underground',
      '#2 Common Sense (unshaded): 2 Active War Parties in Quebec to Underground',
    ]);
  });

  // 8.3: what a bot reads of the instruction: it flips the Indians' Active War Parties.
  it('is read as flipping Active War Parties (#77 unshaded, its third instruction)', () => {
    const s = produce(at(77, 'british'), (d: Draft<GameState>) => {
      d.stack.push({ kind: 'event', card: 77, side: 'unshaded', faction: 'british', pc: 2, vars: { space: [] }, progress: null, granted: null });
    });
    expect(eventInstruction(s)).toEqual({
      card: 77,
      side: 'unshaded',
      faction: 'british',
      instruction: { op: 'underground', index: 2, pieces: ['warPartyActive'], owners: ['indians'] },
    });
  });

  it('the Patriots\' Militia in named spaces; a Faction without irregulars: nothing', () => {
    const s0 = position({}, (d) => put(d, 'Virginia', { militiaActive: 2, warPartyActive: 1 }));
    const { state } = runInstruction(s0, underground, { op: 'underground', where: ['Virginia'], faction: 'patriots' }, 'british');
    expect(state.spaces.Virginia.pieces).toMatchObject({ militiaActive: 0, militiaUnderground: 2, warPartyActive: 1 });
    const none = runInstruction(s0, underground, { op: 'underground', where: 'map', faction: 'british' }, 'british');
    expect(none.state.spaces).toEqual(s0.spaces);
  });
});

describe('moveAdjacent (new instruction)', () => {
  const instr: Instruction & { op: 'moveAdjacent' } = { op: 'moveAdjacent', from: ['Virginia', 'NorthCarolina'], pieces: ['tory', 'warPartyActive'] };
  const s0 = position({}, (d) => {
    put(d, 'Virginia', { tory: 1, warPartyActive: 1 });
    put(d, 'NorthCarolina', { tory: 1 });
  });

  // 1.3.6, 1.4.2: each piece into a space adjacent to its origin, where it may stand (no War Party in Norfolk, a City).
  it('offers every adjacent destination where the piece may stand, canonical order, with done', () => {
    const { offered } = runInstruction(s0, moveAdjacent, instr, 'british', { pick: () => undefined });
    const first = offered[0];
    expect(first.filter((a) => a.type === 'move' && a.from === 'Virginia' && a.piece === 'tory').map((a) => a.to)).toEqual(ADJACENT.Virginia.filter((s) => s !== 'WestIndies'));
    expect(ADJACENT.Virginia).toContain('Norfolk');
    expect(first.filter((a) => a.piece === 'warPartyActive').map((a) => a.to)).toEqual(ADJACENT.Virginia.filter((s) => s !== 'Norfolk'));
    expect(first.at(-1)).toEqual({ faction: 'british', type: 'done' });
  });

  // Each piece moves once: of the two Tories in North Carolina after Virginia's arrives, one (the one counted
  // when the instruction began) may leave; canonical order (origin, kind, destination) then leaves nothing: the
  // instruction ends by itself (Virginia's War Party, a kind before North Carolina in the order, stays).
  it('moves each piece at most once, counted when it begins', () => {
    const picks = [mv('british', 'Virginia', 'NorthCarolina', 'tory'), mv('british', 'NorthCarolina', 'SouthCarolina', 'tory')];
    const { state, offered } = runInstruction(s0, moveAdjacent, instr, 'british', { pick: (o, step) => picks[step] });
    expect(offered[1].filter((a) => a.type === 'move' && a.from === 'NorthCarolina').length).toBe(ADJACENT.NorthCarolina.length);
    expect(offered.length).toBe(2);
    expect(state.spaces.Virginia.pieces).toMatchObject({ tory: 0, warPartyActive: 1 });
    expect(state.spaces.NorthCarolina.pieces.tory).toBe(1);
    expect(state.spaces.SouthCarolina.pieces.tory).toBe(1);
    expect(logSince(s0, state)).toEqual([
      '#2 Common Sense (unshaded): 1 Tory moved from Virginia to North Carolina',
      '#2 Common Sense (unshaded): 1 Tory moved from North Carolina to South Carolina',
    ]);
  });

  // Origins from a filter, read when it begins: only Virginia, with an Active War Party; "any": done at once moves nothing.
  it('origins from a filter; done at any time', () => {
    const i: Instruction & { op: 'moveAdjacent' } = { op: 'moveAdjacent', from: (ctx, s) => ctx.state.spaces[s].pieces.warPartyActive > 0, pieces: ['warPartyActive'] };
    const { state, offered } = runInstruction(s0, moveAdjacent, i, 'indians', { pick: (o) => o.at(-1) });
    expect(offered[0].slice(0, -1).every((a) => a.type === 'move' && a.from === 'Virginia')).toBe(true);
    expect(offered[0].at(-1)).toEqual({ faction: 'indians', type: 'done' });
    expect(state.spaces).toEqual(s0.spaces);
    // With no piece to move, the instruction ends at once.
    expect(runInstruction(s0, moveAdjacent, { ...i, pieces: ['continental'] }, 'patriots').offered).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#5 William Alexander, Lord Stirling', () => {
  const label = (side: string): string => `#5 William Alexander, Lord Stirling (${side})`;

  // 2.3.6 (Play Note): Ineligible through the next card. The Patriots, Ineligible on this card, would be
  // Eligible after it (they executed nothing); the Event keeps them Ineligible for the next card, after
  // which they are Eligible again.
  it('unshaded: the Patriots are Ineligible for the next card, then Eligible again', () => {
    const s0 = at(5, 'british', {}, (d) => {
      d.eligible.patriots = false;
    });
    let s = play(s0, ev('british', 'unshaded'));
    expectEventDone(s, 'british', 'indians');
    expect(s.turn!.makeIneligible).toEqual(['patriots']);
    expect(logSince(s0, s)).toEqual(['British play #5 William Alexander, Lord Stirling (unshaded)', `${label('unshaded')}: the Patriots will be Ineligible for the next card (2.3.6)`]);
    s = endCard(s, 'indians');
    expect(s.eligible).toEqual({ british: false, patriots: false, french: true, indians: true });
    // The next card: the Patriots, first in many orders, are not offered anything.
    const next = s.deck.current!;
    expect(next).not.toBe(5);
    expect(pending(s)!.faction).not.toBe('patriots');
    expect(next).toBe(75);
    // #75's order is Indians, Patriots, British, French: the Indians are offered first, the Patriots will be skipped.
    expect(s.turn!.offered).toEqual(['indians']);
    s = endCard(s, pending(s)!.faction as Faction);
    expect(s.log.filter((l) => l.text.startsWith('Patriots Pass')).length).toBe(0);
    // After the next card (2.3.6): the Patriots executed nothing, so they are Eligible again.
    expect(s.eligible.patriots).toBe(true);
  });

  // 2.3.6: executed by the Patriots themselves, they are Ineligible for the next card as any executing Faction.
  it('unshaded: executed by the Patriots, no other effect', () => {
    const s0 = at(5, 'patriots');
    let s = play(s0, ev('patriots', 'unshaded'));
    expectEventDone(s, 'patriots', 'british');
    s = endCard(s, 'british');
    expect(s.eligible).toEqual({ british: true, patriots: false, french: true, indians: true });
    expect(s.spaces).toEqual(s0.spaces);
    // 2.3.3: the others passed (British, French +2, Indians +1); the Event touched no Resources.
    expect(s.resources).toEqual({ british: s0.resources.british + 2, patriots: s0.resources.patriots, french: s0.resources.french + 2, indians: s0.resources.indians + 1 });
  });
});

describe('#5 William Alexander, Lord Stirling (shaded)', () => {
  /** Patriots in Virginia; the British in North Carolina and in Maryland-Delaware (a Battle possible there too). */
  const stirling = (d: Draft<GameState>): void => {
    put(d, 'Virginia', { continental: 3, militiaUnderground: 1 });
    put(d, 'NorthCarolina', { britishRegular: 2, tory: 1 });
    put(d, 'MarylandDelaware', { britishRegular: 1, militiaActive: 1 });
  };

  // 5.3, 3.1.2: "may": the Patriots, named, accept a free March to one space, then a free Battle there only;
  // nothing paid at 0 Resources; only the executing Faction's Event on the card. The Patriots are Ineligible on
  // this card (the British are 1st Eligible), which does not stop a free Command (3.1.2).
  it('shaded: executed by the British, the Patriots March into North Carolina and Battle there', () => {
    const s0 = withDice(
      at(5, 'british', { resources: { patriots: 0 } }, (d) => {
        stirling(d);
        d.eligible.patriots = false;
      }),
      [3, 1],
    );
    let s = play(s0, ev('british', 'shaded'));
    // 5.1: the Patriots decide whether to take the March.
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 5, side: 'shaded', faction: 'british', instruction: 0 });
    expect(choices(s)).toEqual([{ type: 'command', command: 'march' }, { type: 'done' }]);
    s = play(s, { faction: 'patriots', type: 'command', command: 'march' });
    s = play(
      s,
      sel('patriots', 'NorthCarolina'),
      mv('patriots', 'Virginia', 'NorthCarolina', 'continental', 3),
      done('patriots'), // the group from Virginia: the Militia stays
    );
    // One destination only.
    expect(choices(s)).toEqual([{ type: 'done' }]);
    s = play(s, done('patriots'));
    // "may" again: the Battle may be declined; taken here, only in North Carolina (not Maryland-Delaware).
    expect(choices(s)).toEqual([{ type: 'command', command: 'battle' }, { type: 'done' }]);
    s = play(s, { faction: 'patriots', type: 'command', command: 'battle' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'NorthCarolina' }]);
    s = play(s, sel('patriots', 'NorthCarolina'));
    // 3.6.8: Winning the Day, the Patriots may Rally free (declined here); the Event then ends.
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'patriots' });
    s = play(s, done('patriots'));
    // 3.6: Defender Loss Level 3 (a Regular and a Tory), Attacker Loss Level 2 (a Continental); the Patriots Win the Day.
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ continental: 2, britishRegular: 1, tory: 0 });
    expect(s.spaces.NorthCarolina.support).toBe(-1);
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 0, militiaUnderground: 1 });
    expect(s.spaces.MarylandDelaware.pieces).toMatchObject({ britishRegular: 1, militiaActive: 1 });
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 2, s0.crc + 1]);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #5 William Alexander, Lord Stirling (shaded)',
      '#5 William Alexander, Lord Stirling: the Patriots execute a free March',
      'March into North Carolina (free)',
      'March: 3 Continentals from Virginia to North Carolina',
      'March complete (North Carolina)',
      '#5 William Alexander, Lord Stirling: the Patriots execute a free Battle',
      'Patriots select North Carolina for Battle',
      'Patriots Battle in North Carolina, one space at a time in that order',
      "Battle in North Carolina: the Patriots attack; the British make the Defender's choices",
      'Rebellion Attacker (Patriots): Force Level 3 (3 cubes) — 1D3',
      'Royalist Defender: Force Level 3 (3 cubes) — 1D3',
      'Battle in North Carolina: Patriots (Attacker) rolls 1D3 for the Defender Loss Level: rolled 3',
      'Battle in North Carolina: British (Defender) rolls 1D3 for the Attacker Loss Level: rolled 1',
      'Defender Loss Level 3 (roll 3; no modifiers)',
      'Attacker Loss Level 2 (roll 1; At least half Defending Cubes are Regulars +1)',
      'Rebellion Attacker removes 1 Continental (2 losses for Loss Level 2); CRC +1',
      'Royalist Defender removes 1 British Regular, 1 Tory (3 losses for Loss Level 3); CBC +2',
      'Battle in North Carolina: the Rebellion side wins (the Attacker lost fewer pieces (1 to 2)) and Wins the Day: 1 shift toward Active Opposition',
      'Win the Day: North Carolina shifts 1 level to Passive Opposition',
      'Win the Day: the Patriots decline Rally',
    ]);
  });

  // 5.1.3, 5.3: "may": the Patriots decline the March; with no March there is no "one space": no Battle is offered.
  it('shaded: the March declined, nothing follows', () => {
    const s0 = at(5, 'patriots', {}, stirling);
    const s = play(s0, ev('patriots', 'shaded'), done('patriots'));
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s)).toEqual(['Patriots play #5 William Alexander, Lord Stirling (shaded)', '#5 William Alexander, Lord Stirling: the Patriots decline March']);
  });

  // 5.1.3: a March into a space without enemies: the Battle cannot be executed there and lapses (not offered in Maryland-Delaware).
  it('shaded: March into an empty space, the Battle lapses', () => {
    const s0 = at(5, 'patriots', {}, stirling);
    const s = play(
      s0,
      ev('patriots', 'shaded'),
      { faction: 'patriots', type: 'command', command: 'march' },
      sel('patriots', 'Northwest'),
      mv('patriots', 'Virginia', 'Northwest', 'continental', 1),
      done('patriots'),
      done('patriots'),
    );
    expect(s.spaces.Northwest.pieces.continental).toBe(1);
    expect(s.spaces.MarylandDelaware.pieces).toMatchObject({ britishRegular: 1, militiaActive: 1 });
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s).slice(-2)).toEqual(['March complete (Northwest)', '#5 William Alexander, Lord Stirling: the Patriots cannot execute Battle now']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#9 Friedrich Wilhelm von Steuben', () => {
  const skirmish = (faction: Faction, space: SpaceId, option: string): Action => ({ faction, type: 'skirmish', space, option }) as Action;
  /** British Regulars facing Patriot targets in four spaces. */
  const fronts = (d: Draft<GameState>): void => {
    put(d, 'Boston', { britishRegular: 2, continental: 1 });
    put(d, 'Massachusetts', { britishRegular: 1, militiaActive: 1, militiaUnderground: 1 });
    put(d, 'NewYork', { britishRegular: 2, continental: 2 });
    put(d, 'Virginia', { britishRegular: 1, patriotFort: 1 });
  };

  // 5.3, 3.1.2, 4.2.2: the British, named, Skirmish free in up to three different spaces, one strike each;
  // after the third strike the Skirmish ends by itself (Virginia, a fourth space, is not struck).
  it('unshaded: executed by the Patriots, the British Skirmish in three spaces', () => {
    const s0 = at(9, 'patriots', { resources: { british: 0 } }, fronts);
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'british' });
    expect(pending(s)!.context.event).toEqual({ card: 9, side: 'unshaded', faction: 'patriots', instruction: 0 });
    // "may": the British may decline.
    expect(choices(s)).toEqual([{ type: 'specialActivity', activity: 'skirmish' }, { type: 'done' }]);
    s = play(s, { faction: 'british', type: 'specialActivity', activity: 'skirmish' });
    expect(new Set(listed(s).map((a) => a.space))).toEqual(new Set(['Boston', 'Massachusetts', 'NewYork', 'Virginia']));
    // No done before the first strike.
    expect(listed(s).some((a) => a.type === 'done')).toBe(false);
    s = play(s, skirmish('british', 'Boston', 'continental'));
    // After a strike: Boston no more (one strike per space), done offered.
    expect(new Set(listed(s).map((a) => a.space))).toEqual(new Set(['Massachusetts', 'NewYork', 'Virginia', undefined]));
    s = play(s, skirmish('british', 'Massachusetts', 'militiaActive'), skirmish('british', 'NewYork', 'continental'));
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 2, continental: 0 });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ britishRegular: 1, militiaActive: 0, militiaUnderground: 1 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ britishRegular: 2, continental: 1 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, patriotFort: 1 });
    expect(s.resources).toEqual(s0.resources);
    expect([s.cbc, s.crc]).toEqual([s0.cbc, s0.crc + 2]);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #9 Friedrich Wilhelm von Steuben (unshaded)',
      '#9 Friedrich Wilhelm von Steuben: the British execute a free Skirmish',
      'British Special Activity: Skirmish',
      'Skirmish in Boston: 1 Continental removed',
      'Skirmish in Massachusetts: 1 Active Militia removed',
      'Skirmish in New York: 1 Continental removed',
    ]);
  });

  // 5.1.3: only two spaces can be struck: the Skirmish ends by itself after the second; "up to": the
  // British could have stopped after the first.
  it('unshaded: two spaces only, the Skirmish ends after the second', () => {
    const s0 = at(9, 'british', {}, (d) => {
      put(d, 'Boston', { britishRegular: 2, continental: 1 });
      put(d, 'Virginia', { britishRegular: 1, patriotFort: 1 });
    });
    let s = play(s0, ev('british', 'unshaded'), { faction: 'british', type: 'specialActivity', activity: 'skirmish' }, skirmish('british', 'Virginia', 'patriotFort+britishRegular'));
    expect(choices(s)).toEqual([{ type: 'skirmish', space: 'Boston', option: 'continental' }, { type: 'done' }]);
    s = play(s, skirmish('british', 'Boston', 'continental'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 0, patriotFort: 0 });
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 2, continental: 0 });
    expectEventDone(s, 'british', 'patriots');
  });

  // 5.1.3: "may": the Patriots decline; nothing happens.
  it('shaded: the Patriots may decline', () => {
    const s0 = at(9, 'french', {}, (d) => put(d, 'NewYork', { britishRegular: 1, continental: 2 }));
    const s = play(s0, ev('french', 'shaded'), done('patriots'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual(['French play #9 Friedrich Wilhelm von Steuben (shaded)', '#9 Friedrich Wilhelm von Steuben: the Patriots decline Skirmish']);
  });

  // 4.3.3, 3.1.2: the Patriots Skirmish with Continentals in two spaces and stop (done); the West Indies is
  // never offered to them; free; eligibility untouched (the Patriots, 2nd Eligible, keep their options).
  it('shaded: the Patriots Skirmish in two spaces, then stop', () => {
    const s0 = at(9, 'french', { resources: { patriots: 0 }, treaty: true }, (d) => {
      put(d, 'NewYork', { britishRegular: 1, continental: 2 });
      put(d, 'Boston', { tory: 2, continental: 1 });
      put(d, 'Georgia', { tory: 1, continental: 1 });
      put(d, 'WestIndies', { britishRegular: 1 });
    });
    let s = play(s0, ev('french', 'shaded'), { faction: 'patriots', type: 'specialActivity', activity: 'skirmish' });
    expect(new Set(listed(s).map((a) => a.space))).toEqual(new Set(['Boston', 'NewYork', 'Georgia']));
    s = play(s, skirmish('patriots', 'NewYork', 'britishRegular'), skirmish('patriots', 'Boston', 'tory+tory+continental'), done('patriots'));
    expect(s.spaces.NewYork.pieces).toMatchObject({ britishRegular: 0, continental: 2 });
    expect(s.spaces.Boston.pieces).toMatchObject({ tory: 0, continental: 0 });
    expect(s.spaces.Georgia.pieces).toMatchObject({ tory: 1, continental: 1 });
    expect(s.resources).toEqual(s0.resources);
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 3, s0.crc + 1]);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #9 Friedrich Wilhelm von Steuben (shaded)',
      '#9 Friedrich Wilhelm von Steuben: the Patriots execute a free Skirmish',
      'Patriots Special Activity: Skirmish',
      'Patriots Skirmish in New York: 1 British Regular removed',
      'Patriots Skirmish in Boston: 2 Tories removed at the cost of 1 Continental',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#14 Overmountain Men Fight for North Carolina', () => {
  /** An Indian-British group in South Carolina; Patriots and an Underground War Party in North Carolina; War Parties in Georgia. */
  const overmountain = (d: Draft<GameState>): void => {
    put(d, 'SouthCarolina', { warPartyUnderground: 2, britishRegular: 2, tory: 1 });
    put(d, 'NorthCarolina', { warPartyUnderground: 1, militiaUnderground: 1, continental: 1 });
    put(d, 'Georgia', { warPartyUnderground: 2 });
    put(d, 'Southwest', { militiaActive: 1 });
  };

  // 5.1, 5.3, 3.4.3: the Indians Scout free (0 Resources for both) from South Carolina; only North Carolina
  // and Southwest are offered as destinations. Then the executing Faction (the Indians) chooses between War
  // Path and a British Battle — both possible in North Carolina — and picks the British Battle, there only.
  it('unshaded: Scout into North Carolina, then a free British Battle there', () => {
    const s0 = withDice(at(14, 'indians', { resources: { indians: 0, british: 0 } }, overmountain), [2]);
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'command', command: 'march' },
      { type: 'command', command: 'scout' },
    ]);
    s = play(s, { faction: 'indians', type: 'command', command: 'scout' }, sel('indians', 'SouthCarolina'));
    // 3.1.2 restriction: the destination is North Carolina or Southwest (not Georgia or Charles Town, also adjacent).
    expect(new Set(listed(s).map((a) => a.to))).toEqual(new Set(['NorthCarolina', 'Southwest']));
    s = play(
      s,
      mv('indians', 'SouthCarolina', 'NorthCarolina', 'warPartyUnderground', 2),
      mv('indians', 'SouthCarolina', 'NorthCarolina', 'britishRegular', 2),
      done('indians'), // the group (the Tory stays)
      done('indians'), // no Skirmish
    );
    // 5.1: the executing Faction chooses who acts "in that space"; both can there.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'indians' },
      { type: 'choose', option: 'british' },
    ]);
    s = play(s, choose('indians', 'british'));
    // The British, named, Battle in North Carolina only (the only space offered).
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'NorthCarolina' }]);
    s = play(s, sel('british', 'NorthCarolina'), { faction: 'british', type: 'activate', space: 'NorthCarolina', piece: 'warPartyUnderground', count: 0 });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 2, britishRegular: 2, tory: 0, continental: 0, militiaUnderground: 0, militiaActive: 0 });
    expect(s.spaces.NorthCarolina.support).toBe(1);
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ warPartyUnderground: 0, britishRegular: 0, tory: 1 });
    expect(s.spaces.Southwest.pieces.militiaActive).toBe(1);
    // 3.1.2: free — nothing paid by either Faction at 0 Resources.
    expect(s.resources).toEqual(s0.resources);
    expect([s.cbc, s.crc]).toEqual([s0.cbc, s0.crc + 1]);
    expectEventDone(s, 'indians', 'patriots');
    const label = '#14 Overmountain Men Fight for North Carolina';
    expect(logSince(s0, s)).toEqual([
      `Indians play ${label} (unshaded)`,
      `${label}: the Indians execute a free Scout`,
      'Scout from South Carolina: the Indians pay 0 Resources, the British 0 Resources (free Command)',
      'Scout: 2 Underground War Parties move from South Carolina to North Carolina and are Activated',
      'Scout: 2 British Regulars move from South Carolina to North Carolina',
      'Scout: 1 Underground Militia in North Carolina Activated',
      'Scout ends without a Skirmish',
      `${label}: the British execute a free Battle`,
      'British select North Carolina for Battle',
      'British Battle in North Carolina, one space at a time in that order',
      "Battle in North Carolina: the British with the Indians attack; the Patriots make the Defender's choices",
      'British Activate no Underground War Parties in North Carolina',
      'Royalist Attacker (British and Indians): Force Level 3 (2 cubes + 1 for half the Active units) — 1D3',
      'Rebellion Defender: Force Level 1 (1 cube) — 0D3',
      'Battle in North Carolina: British (Attacker) rolls 1D3 for the Defender Loss Level: rolled 2',
      "Battle in North Carolina: the Defender's Force Level is 2 or less — no dice, the roll counts as 0",
      'Defender Loss Level 4 (roll 2; At least half Attacking Cubes are Regulars +1, At least one Attacking side piece Underground +1)',
      'Attacker Loss Level 0 (roll 0; no modifiers)',
      'Royalist Attacker removes nothing (0 losses for Loss Level 0)',
      'Rebellion Defender removes 1 Continental, 1 Active Militia (3 losses for Loss Level 4); CRC +1',
      'Battle in North Carolina: the Royalist side wins (the Defender is eliminated) and Wins the Day: 1 shift toward Active Support',
      'Win the Day: North Carolina shifts 1 level to Passive Support',
    ]);
  });

  // 4.4.2, 5.1.3: the Indians March War Parties from Georgia into Southwest, where there is no British piece:
  // a British Battle cannot be executed there, so only War Path is offered — taken without asking — and it
  // strikes in Southwest only. Executed by the Patriots: the Indians decide the March and the War Path.
  it('unshaded: March into Southwest, then War Path there (the only one possible)', () => {
    const s0 = at(14, 'patriots', {}, overmountain);
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'indians' });
    expect(pending(s)!.context.event).toEqual({ card: 14, side: 'unshaded', faction: 'patriots', instruction: 0 });
    s = play(s, { faction: 'indians', type: 'command', command: 'march' });
    // 3.1.2 restriction: one destination, North Carolina or Southwest.
    expect(choices(s)).toEqual([sel('indians', 'NorthCarolina'), sel('indians', 'Southwest')].map(({ faction: _f, ...a }) => a));
    s = play(s, sel('indians', 'Southwest'), mv('indians', 'Georgia', 'Southwest', 'warPartyUnderground', 2), done('indians'));
    // No choice of Faction asked (only War Path can be executed in Southwest); War Path there only — not in
    // North Carolina, where an Underground War Party and Militia also stand.
    expect(pending(s)).toMatchObject({ kind: 'indiansWarPath', faction: 'indians' });
    expect(choices(s)).toEqual([{ type: 'warPath', space: 'Southwest', option: 'militiaActive' }]);
    s = play(s, { faction: 'indians', type: 'warPath', space: 'Southwest', option: 'militiaActive' } as Action);
    const label = '#14 Overmountain Men Fight for North Carolina';
    expect(logSince(s0, s)).toEqual([
      `Patriots play ${label} (unshaded)`,
      `${label}: the Indians execute a free March`,
      'March: destination Southwest',
      'March: 2 Underground War Parties move from Georgia to Southwest',
      'March into Southwest: the Indians pay 0 Resources (free Command)',
      'March ends (1 destination)',
      `${label}: the Indians execute a free War Path`,
      'Indians Special Activity: War Path',
      'War Path in Southwest: 1 Active Militia removed; 1 Underground War Party Activated',
    ]);
    expect(s.spaces.Southwest.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1, militiaActive: 0 });
    expect(s.spaces.Georgia.pieces.warPartyUnderground).toBe(0);
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ warPartyUnderground: 1, militiaUnderground: 1, continental: 1 });
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'patriots', 'french');
  });

  // 5.1.3: neither War Path nor a British Battle can be executed in North Carolina (no Underground War Party
  // after the Scout, no Rebellion piece): both are offered; the one chosen lapses with a line.
  it('unshaded: neither follow-up possible there: both offered, the chosen one lapses', () => {
    const s0 = at(14, 'indians', {}, (d) => put(d, 'SouthCarolina', { warPartyUnderground: 1, britishRegular: 1 }));
    let s = play(
      s0,
      ev('indians', 'unshaded'),
      { faction: 'indians', type: 'command', command: 'scout' },
      sel('indians', 'SouthCarolina'),
      mv('indians', 'SouthCarolina', 'NorthCarolina', 'warPartyUnderground', 1),
      mv('indians', 'SouthCarolina', 'NorthCarolina', 'britishRegular', 1),
      done('indians'),
    );
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'indians' },
      { type: 'choose', option: 'british' },
    ]);
    s = play(s, choose('indians', 'indians'));
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ warPartyActive: 1, britishRegular: 1 });
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s).slice(-1)).toEqual(['#14 Overmountain Men Fight for North Carolina: the Indians cannot execute War Path now']);
  });

  // 5.1.3: no Scout or March can reach either space: no "that space", nothing follows.
  it('unshaded: no Scout or March possible, nothing else happens', () => {
    const s0 = at(14, 'british', {}, (d) => put(d, 'Quebec', { warPartyUnderground: 2, britishRegular: 1 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual(['British play #14 Overmountain Men Fight for North Carolina (unshaded)', '#14 Overmountain Men Fight for North Carolina: the Indians cannot execute Scout or March now']);
  });

  // 5.3, 3.1.2: the Patriots March free into North Carolina or Southwest (one destination), then Battle there.
  it('shaded: the Patriots March into Southwest and Battle there', () => {
    // 3.6.3: Force Levels of 2 or less roll no dice.
    const s0 = at(14, 'french', { resources: { patriots: 0 } }, (d) => {
      put(d, 'Virginia', { continental: 2, militiaUnderground: 2 });
      put(d, 'Southwest', { warPartyActive: 2 });
      put(d, 'NorthCarolina', { tory: 1, militiaActive: 1 });
    });
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsMarch', faction: 'patriots' });
    // Virginia is adjacent to Maryland-Delaware and Northwest too: only the two named destinations.
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'selectSpace', space: 'Southwest' },
    ]);
    s = play(s, sel('patriots', 'Southwest'), mv('patriots', 'Virginia', 'Southwest', 'continental', 2), mv('patriots', 'Virginia', 'Southwest', 'militiaUnderground', 2));
    // One destination: only North Carolina's Militia may still join it.
    expect(choices(s)).toEqual([{ type: 'move', from: 'NorthCarolina', to: 'Southwest', piece: 'militiaActive', count: 1 }, { type: 'done' }]);
    s = play(s, done('patriots'));
    // The Battle in Southwest only (not North Carolina, where the Patriots could also Battle).
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'Southwest' }]);
    s = play(s, sel('patriots', 'Southwest'), { faction: 'patriots', type: 'activate', space: 'Southwest', piece: 'militiaUnderground', count: 0 });
    expect(s.spaces.Southwest.pieces).toMatchObject({ continental: 2, militiaUnderground: 2, warPartyActive: 2 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 0, militiaUnderground: 0 });
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ tory: 1, militiaActive: 1 });
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'french', 'patriots');
    const label = '#14 Overmountain Men Fight for North Carolina';
    expect(logSince(s0, s)).toEqual([
      `French play ${label} (shaded)`,
      `${label}: the Patriots execute a free March`,
      'March into Southwest (free)',
      'March: 2 Continentals from Virginia to Southwest',
      'March: 2 Underground Militia from Virginia to Southwest',
      'March complete (Southwest)',
      `${label}: the Patriots execute a free Battle`,
      'Patriots select Southwest for Battle',
      'Patriots Battle in Southwest, one space at a time in that order',
      "Battle in Southwest: the Patriots attack; the Indians make the Defender's choices",
      'Patriots Activate no Underground Militia in Southwest',
      'Rebellion Attacker (Patriots): Force Level 2 (2 cubes) — 0D3',
      'Royalist Defender: Force Level 1 (0 cubes + 1 for half the Active units) — 0D3',
      "Battle in Southwest: the Attacker's Force Level is 2 or less — no dice, the roll counts as 0",
      "Battle in Southwest: the Defender's Force Level is 2 or less — no dice, the roll counts as 0",
      'Defender Loss Level 0 (roll 0; At least one Attacking side piece Underground +1, Indians Defending in Indian Reserve -1)',
      'Attacker Loss Level 0 (roll 0; no modifiers)',
      'Rebellion Attacker removes nothing (0 losses for Loss Level 0)',
      'Royalist Defender removes nothing (0 losses for Loss Level 0)',
      'Battle in Southwest: the Royalist side wins (both sides lost 0 pieces and the Defender wins ties); no Win the Day: the loser did not remove a cube or Fort and 2 or more pieces',
    ]);
  });

  // 5.1.3: no Patriot unit can reach either space: no March, so no Battle (no "there").
  it('shaded: no March possible, nothing else happens', () => {
    const s0 = at(14, 'patriots', {}, (d) => put(d, 'Massachusetts', { continental: 2, britishRegular: 1 }));
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual(['Patriots play #14 Overmountain Men Fight for North Carolina (shaded)', '#14 Overmountain Men Fight for North Carolina: the Patriots cannot execute March now']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#55 French Navy Dominates Caribbean', () => {
  const label = (side: string): string => `#55 French Navy Dominates Caribbean (${side})`;
  /** After the Treaty: French Regulars in Boston and New York City, British Regulars in the West Indies, a Blockade on Charles Town (FNI 1). */
  const caribbean = (d: Draft<GameState>): void => {
    put(d, 'Boston', { frenchRegular: 2, continental: 1 });
    put(d, 'NewYorkCity', { frenchRegular: 2, britishRegular: 3 });
    put(d, 'WestIndies', { britishRegular: 2 });
    blockade(d, 'CharlesTown');
  };

  // 1.3.7, 5.1: three French Regulars from map spaces to the West Indies (the French, executing, pick);
  // 5.3, 3.1.2: the French accept the free Battle there, only there; 1.9: FNI −1, the British take the
  // Blockade back to the West Indies.
  it('unshaded: three French Regulars to the West Indies, a free French Battle there, FNI −1', () => {
    const s0 = withDice(at(55, 'french', { treaty: true, resources: { french: 0 } }, caribbean), [3]);
    let s = play(s0, ev('french', 'unshaded'));
    // Canonical order (origin in map order): New York City first would leave only its two within reach, not
    // three (5.1.3), so the first comes from Boston without asking; then Boston again or New York City.
    expect(s.spaces.Boston.pieces.frenchRegular).toBe(1);
    expect(choices(s)).toEqual([
      { type: 'move', from: 'Boston', to: 'WestIndies', piece: 'frenchRegular', count: 1 },
      { type: 'move', from: 'NewYorkCity', to: 'WestIndies', piece: 'frenchRegular', count: 1 },
    ]);
    s = play(s, mv('french', 'NewYorkCity', 'WestIndies', 'frenchRegular'));
    // After New York City, only its second Regular (Boston is before it): taken without asking.
    // "may": the French may decline the Battle.
    expect(pending(s)).toMatchObject({ kind: 'grant', faction: 'french' });
    expect(choices(s)).toEqual([{ type: 'command', command: 'battle' }, { type: 'done' }]);
    s = play(s, { faction: 'french', type: 'command', command: 'battle' });
    // 3.5.5: the Battle in the West Indies only (not New York City, with French and British Regulars too).
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'WestIndies' }]);
    s = play(s, sel('french', 'WestIndies'));
    expect(s.spaces.WestIndies.pieces).toMatchObject({ frenchRegular: 2, britishRegular: 0 });
    expect(s.spaces.Boston.pieces).toMatchObject({ frenchRegular: 1, continental: 1 });
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ frenchRegular: 0, britishRegular: 3 });
    expect([s.fni, s.spaces.CharlesTown.blockades, s.spaces.WestIndies.squadrons]).toEqual([0, 0, s0.spaces.WestIndies.squadrons + 1]);
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 2, s0.crc + 1]);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'French play #55 French Navy Dominates Caribbean (unshaded)',
      `${label('unshaded')}: 1 French Regular moved from Boston to the West Indies`,
      `${label('unshaded')}: 1 French Regular moved from New York City to the West Indies`,
      `${label('unshaded')}: 1 French Regular moved from New York City to the West Indies`,
      '#55 French Navy Dominates Caribbean: the French execute a free Battle',
      'French select the West Indies for Battle',
      'French Battle in the West Indies, one space at a time in that order',
      "Battle in the West Indies: the French attack; the British make the Defender's choices",
      'Rebellion Attacker (French): Force Level 3 (3 cubes) — 1D3',
      'Royalist Defender: Force Level 2 (2 cubes) — 0D3',
      'Battle in the West Indies: French (Attacker) rolls 1D3 for the Defender Loss Level: rolled 3',
      "Battle in the West Indies: the Defender's Force Level is 2 or less — no dice, the roll counts as 0",
      'Defender Loss Level 4 (roll 3; At least half Attacking Cubes are Regulars +1)',
      'Attacker Loss Level 1 (roll 0; At least half Defending Cubes are Regulars +1)',
      'Rebellion Attacker removes 1 French Regular (2 losses for Loss Level 1); CRC +1',
      'Royalist Defender removes 2 British Regulars (4 losses for Loss Level 4); CBC +2',
      'Battle in the West Indies: the Rebellion side wins (the Defender is eliminated); no Win the Day in the West Indies',
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Charles Town to the West Indies`,
    ]);
  });

  // 2.3.9, 3.5.5, 1.9, 5.1.3: before the Treaty no French Regular is on the map, the French cannot Battle and
  // FNI stays: nothing happens but the account.
  it('unshaded: before the Treaty nothing can be done', () => {
    const s0 = at(55, 'british', {}, (d) => put(d, 'Boston', { britishRegular: 2 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.fni).toBe(0);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #55 French Navy Dominates Caribbean (unshaded)',
      '#55 French Navy Dominates Caribbean: the French cannot execute Battle now',
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
  });

  // 5.1: "any four": the executing Faction picks the Regulars (here the Patriots, from Boston and New York
  // City); 1.10: Gage, left alone in Boston, is placed by the British; then the British must Battle (5.3),
  // in the West Indies only, free.
  it('shaded: four British Regulars to the West Indies, then a British Battle there', () => {
    const s0 = withDice(
      at(55, 'patriots', { treaty: true, resources: { british: 0 } }, (d) => {
        put(d, 'Boston', { britishRegular: 1 });
        put(d, 'NewYorkCity', { britishRegular: 4, frenchRegular: 1 });
        put(d, 'WestIndies', { frenchRegular: 2 });
        lead(d, 'british', 'Boston');
      }),
      [3],
    );
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    s = play(s, mv('patriots', 'Boston', 'WestIndies', 'britishRegular'));
    // 1.10: Gage is left alone in Boston; the British place him (not the Patriots).
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'british' });
    s = play(s, { faction: 'british', type: 'moveLeader', to: 'NewYorkCity' });
    // The three others come from New York City without a choice; 1.10: Gage, now there, may follow them (he stays).
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'WestIndies' }, { type: 'stay' }]);
    s = play(s, { faction: 'british', type: 'stay' });
    // The British Battle is not optional.
    expect(pending(s)).toMatchObject({ kind: 'battleCommand', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'WestIndies' }]);
    s = play(s, sel('british', 'WestIndies'));
    expect(s.spaces.WestIndies.pieces).toMatchObject({ britishRegular: 3, frenchRegular: 0 });
    expect(s.spaces.Boston.pieces.britishRegular).toBe(0);
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ britishRegular: 1, frenchRegular: 1 });
    expect(s.leaders.british.at).toBe('NewYorkCity');
    expect([s.cbc, s.crc]).toEqual([s0.cbc + 1, s0.crc + 2]);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #55 French Navy Dominates Caribbean (shaded)',
      `${label('shaded')}: 1 British Regular moved from Boston to the West Indies`,
      'Thomas Gage has no British pieces left in Boston and is set aside',
      'Thomas Gage moves to New York City',
      `${label('shaded')}: 1 British Regular moved from New York City to the West Indies`,
      `${label('shaded')}: 1 British Regular moved from New York City to the West Indies`,
      `${label('shaded')}: 1 British Regular moved from New York City to the West Indies`,
      'Thomas Gage stays in New York City',
      '#55 French Navy Dominates Caribbean: the British execute a free Battle',
      'British select the West Indies for Battle',
      'British Battle in the West Indies, one space at a time in that order',
      "Battle in the West Indies: the British attack; the French make the Defender's choices",
      'Royalist Attacker (British): Force Level 4 (4 cubes) — 1D3',
      'Rebellion Defender: Force Level 2 (2 cubes) — 0D3',
      'Battle in the West Indies: British (Attacker) rolls 1D3 for the Defender Loss Level: rolled 3',
      "Battle in the West Indies: the Defender's Force Level is 2 or less — no dice, the roll counts as 0",
      'Defender Loss Level 4 (roll 3; At least half Attacking Cubes are Regulars +1)',
      'Attacker Loss Level 1 (roll 0; At least half Defending Cubes are Regulars +1)',
      'Royalist Attacker removes 1 British Regular (2 losses for Loss Level 1); CBC +1',
      'Rebellion Defender removes 2 French Regulars (4 losses for Loss Level 4); CRC +2',
      'Battle in the West Indies: the Royalist side wins (the Defender is eliminated); no Win the Day in the West Indies',
    ]);
  });

  // 5.1.1 over 1.3.7, 5.1.3: before the Treaty the two British Regulars on the map (fewer than four) go to the
  // West Indies all the same — not the one already there; the British Battle lapses without a French piece.
  it('shaded: before the Treaty, fewer than four Regulars: those on the map go, no Battle', () => {
    const s0 = at(55, 'british', {}, (d) => {
      put(d, 'Georgia', { britishRegular: 2, tory: 1 });
      put(d, 'WestIndies', { britishRegular: 1 });
    });
    const s = play(s0, ev('british', 'shaded'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishRegular: 0, tory: 1 });
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(3);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #55 French Navy Dominates Caribbean (shaded)',
      `${label('shaded')}: 1 British Regular moved from Georgia to the West Indies`,
      `${label('shaded')}: 1 British Regular moved from Georgia to the West Indies`,
      '#55 French Navy Dominates Caribbean: the British cannot execute Battle now',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#74 Chickasaw Ally with the British', () => {
  const label = (side: string): string => `#74 Chickasaw Ally with the British (${side})`;
  /** Five Villages on the map. */
  const villages = (d: Draft<GameState>): void => {
    put(d, 'Quebec', { village: 2 });
    put(d, 'Northwest', { village: 2 });
    put(d, 'Southwest', { village: 1 });
  };

  // 5.1: the executing Faction (the Patriots) names the Indians or the British; ⌊5 / 2⌋ = 2 Resources.
  it('unshaded: the executing Faction chooses the British, who gain 2 for five Villages', () => {
    const s0 = at(74, 'patriots', { resources: 10 }, villages);
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'indians' },
      { type: 'choose', option: 'british' },
    ]);
    s = play(s, choose('patriots', 'british'));
    expect(s.resources).toEqual({ ...s0.resources, british: 12 });
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual(['Patriots play #74 Chickasaw Ally with the British (unshaded)', `${label('unshaded')}: British Resources +2 (now 12)`]);
  });

  // 1.8, 5.1.3 (the fuller choice): the British at 49 would gain 1, the Indians 2: only the Indians, without asking.
  it('unshaded: only the Faction gaining the most is offered; fewer than two Villages: nothing', () => {
    const s0 = at(74, 'british', { resources: { british: 49, indians: 3 } }, villages);
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, indians: 5 });
    expectEventDone(s, 'british', 'indians');
    const one = at(74, 'indians', {}, (d) => put(d, 'Quebec', { village: 1 }));
    const t = play(one, ev('indians', 'unshaded'));
    expect(t.resources).toEqual(one.resources);
    expectEventDone(t, 'indians', 'patriots');
    expect(logSince(one, t)).toEqual(['Indians play #74 Chickasaw Ally with the British (unshaded)']);
  });

  // 5.1.3 (the fuller choice): New York and Quebec allow three removals each, Virginia and Georgia two: the
  // two fullest are selected without asking; in each, at most two War Parties and two Militia.
  it('shaded: one War Party and two Militia or two and one, in the two fullest spaces', () => {
    const s0 = at(74, 'french', {}, (d) => {
      put(d, 'NewYork', { warPartyUnderground: 2, militiaActive: 2, militiaUnderground: 1 });
      put(d, 'Quebec', { warPartyUnderground: 3, militiaUnderground: 1 });
      put(d, 'Virginia', { militiaUnderground: 3 });
      put(d, 'Georgia', { warPartyActive: 1, militiaActive: 1 });
    });
    let s = play(s0, ev('french', 'shaded'));
    // New York: a Militia first would leave its War Parties out of reach (canonical order, 5.1.3), so a War
    // Party goes first without asking; then the second War Party or a Militia of either side.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(s.spaces.NewYork.pieces.warPartyUnderground).toBe(1);
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'NewYork', piece: 'warPartyUnderground' },
      { type: 'remove', space: 'NewYork', piece: 'militiaUnderground' },
      { type: 'remove', space: 'NewYork', piece: 'militiaActive' },
    ]);
    // After an Active Militia the third is the other Active Militia (the Underground one comes before it in
    // canonical order), taken without asking; Quebec then allows no choice: two War Parties (no more) and its Militia.
    s = play(s, rm('french', 'NewYork', 'militiaActive'));
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 1, militiaActive: 0, militiaUnderground: 1 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ warPartyUnderground: 1, militiaUnderground: 0 });
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(3);
    expect(s.spaces.Georgia.pieces).toMatchObject({ warPartyActive: 1, militiaActive: 1 });
    expect(s.available.warParty).toBe(s0.available.warParty + 3);
    expect(s.available.militia).toBe(s0.available.militia + 3);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual([
      'French play #74 Chickasaw Ally with the British (shaded)',
      `${label('shaded')}: 1 Underground War Party removed from New York`,
      `${label('shaded')}: 1 Active Militia removed from New York`,
      `${label('shaded')}: 1 Active Militia removed from New York`,
      `${label('shaded')}: 1 Underground War Party removed from Quebec`,
      `${label('shaded')}: 1 Underground War Party removed from Quebec`,
      `${label('shaded')}: 1 Underground Militia removed from Quebec`,
    ]);
  });

  // 5.1.3: one space only, with War Parties and no Militia: two War Parties (the most the mixes allow).
  it('shaded: three War Parties and no Militia: two go', () => {
    const s0 = at(74, 'patriots', {}, (d) => put(d, 'Florida', { warPartyActive: 3 }));
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces.Florida.pieces.warPartyActive).toBe(1);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #74 Chickasaw Ally with the British (shaded)',
      `${label('shaded')}: 1 Active War Party removed from Florida`,
      `${label('shaded')}: 1 Active War Party removed from Florida`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#77 General Burgoyne Cracks Down', () => {
  const label = (side: string): string => `#77 General Burgoyne Cracks Down (${side})`;
  /** British and Indian pieces together in Quebec, Northwest (no room for a Village) and Georgia; Active War Parties around. */
  const burgoyne = (d: Draft<GameState>): void => {
    put(d, 'Quebec', { britishRegular: 1, warPartyActive: 2 });
    put(d, 'Northwest', { tory: 1, village: 2, warPartyActive: 1 });
    put(d, 'Georgia', { britishFort: 1, warPartyUnderground: 1 });
    put(d, 'Florida', { warPartyActive: 1, warPartyUnderground: 1 });
    put(d, 'Virginia', { tory: 1, militiaActive: 1 });
  };

  // 5.1: the Indians, named, pick the space (executed by the British); 5.1.3: Northwest, full, is not offered;
  // 1.4.3: then every War Party on the map goes Underground.
  it('unshaded: executed by the British, the Indians put a Village in Georgia; all War Parties Underground', () => {
    const s0 = at(77, 'british', {}, burgoyne);
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(pending(s)!.context.event).toEqual({ card: 77, side: 'unshaded', faction: 'british', instruction: 0 });
    expect(selectable(s)).toEqual(['Georgia', 'Quebec']);
    s = play(s, sel('indians', 'Georgia'));
    // 1.10: the Available Indian Leader may enter with the Village; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'indians' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Georgia' }, { type: 'stay' }]);
    s = play(s, { faction: 'indians', type: 'stay' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishFort: 1, village: 1, warPartyUnderground: 1 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 2 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 1, village: 2 });
    expect(s.spaces.Florida.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 2 });
    // Militia are not touched.
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(1);
    expect(s.available.village).toBe(s0.available.village - 1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #77 General Burgoyne Cracks Down (unshaded)',
      `${label('unshaded')}: 1 Village placed in Georgia`,
      'Joseph Brant stays Available',
      `${label('unshaded')}: 2 Active War Parties in Quebec to Underground`,
      `${label('unshaded')}: 1 Active War Party in Northwest to Underground`,
      `${label('unshaded')}: 1 Active War Party in Florida to Underground`,
    ]);
  });

  // 5.1.3: no space holds both British and Indian pieces: no Village; the War Parties still go Underground.
  it('unshaded: no shared space, only the War Parties go Underground', () => {
    const s0 = at(77, 'indians', {}, (d) => {
      put(d, 'Florida', { warPartyActive: 2 });
      put(d, 'Boston', { britishRegular: 2 });
    });
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.spaces.Florida.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 2, village: 0 });
    expect(s.available.village).toBe(s0.available.village);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual(['Indians play #77 General Burgoyne Cracks Down (unshaded)', `${label('unshaded')}: 2 Active War Parties in Florida to Underground`]);
  });

  // 5.1: the executing Faction picks three of the four shared Provinces and the piece in each (Forts last:
  // Quebec's Regular before its Fort); 3.4.4: a Raid marker in each.
  it('shaded: one British piece from each of three shared Provinces (Forts last), a Raid marker in each', () => {
    const s0 = at(77, 'patriots', {}, (d) => {
      put(d, 'Quebec', { britishRegular: 1, britishFort: 1, warPartyActive: 1 });
      put(d, 'Northwest', { tory: 2, village: 1 });
      put(d, 'Georgia', { britishFort: 1, warPartyUnderground: 1 });
      put(d, 'SouthCarolina', { tory: 1, warPartyUnderground: 1 });
      put(d, 'CharlesTown', { britishRegular: 1 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(selectable(s)).toEqual(['SouthCarolina', 'Georgia']);
    // Selected in map order, each leaving enough after it: after Georgia, Quebec and Northwest follow without asking.
    s = play(s, sel('patriots', 'Georgia'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishFort: 0, warPartyUnderground: 1 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ britishRegular: 0, britishFort: 1, warPartyActive: 1 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ tory: 1, village: 1 });
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ tory: 1, warPartyUnderground: 1 });
    expect([s.spaces.Georgia.raid, s.spaces.Quebec.raid, s.spaces.Northwest.raid, s.spaces.SouthCarolina.raid]).toEqual([1, 1, 1, 0]);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #77 General Burgoyne Cracks Down (shaded)',
      `${label('shaded')}: 1 British Fort removed from Georgia`,
      `${label('shaded')}: 1 British Regular removed from Quebec`,
      `${label('shaded')}: 1 Tory removed from Northwest`,
      `${label('shaded')}: 1 Raid marker placed in Georgia`,
      `${label('shaded')}: 1 Raid marker placed in Quebec`,
      `${label('shaded')}: 1 Raid marker placed in Northwest`,
    ]);
  });

  // 5.1.3: one shared Province only (Charles Town, a City, never counts): one piece, one Raid marker.
  it('shaded: a single shared Province', () => {
    const s0 = at(77, 'british', {}, (d) => {
      put(d, 'Florida', { tory: 1, britishRegular: 1, village: 1 });
      put(d, 'CharlesTown', { britishRegular: 1 });
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Florida', piece: 'britishRegular' },
      { type: 'remove', space: 'Florida', piece: 'tory' },
    ]);
    s = play(s, rm('british', 'Florida', 'tory'));
    expect(s.spaces.Florida.pieces).toMatchObject({ tory: 0, britishRegular: 1, village: 1 });
    expect(s.spaces.Florida.raid).toBe(1);
    expectEventDone(s, 'british', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#78 Cherry Valley Destroyed by Tories', () => {
  const label = (side: string): string => `#78 Cherry Valley Destroyed by Tories (${side})`;

  // 5.1: the Patriots, named, remove ⌊9 / 4⌋ = 2 of their units (Forts and French Regulars do not count), any mix.
  it('unshaded: executed by the Indians, the Patriots remove a quarter of their units', () => {
    const s0 = at(78, 'indians', { treaty: true }, (d) => {
      put(d, 'Boston', { continental: 3, patriotFort: 1, frenchRegular: 2 });
      put(d, 'Virginia', { militiaUnderground: 2 });
      put(d, 'Georgia', { militiaActive: 4 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'continental' },
      { type: 'remove', space: 'Virginia', piece: 'militiaUnderground' },
      { type: 'remove', space: 'Georgia', piece: 'militiaActive' },
    ]);
    s = play(s, rm('patriots', 'Virginia', 'militiaUnderground'), rm('patriots', 'Georgia', 'militiaActive'));
    expect(s.spaces.Boston.pieces).toMatchObject({ continental: 3, patriotFort: 1, frenchRegular: 2 });
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Georgia.pieces.militiaActive).toBe(3);
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #78 Cherry Valley Destroyed by Tories (unshaded)',
      `${label('unshaded')}: 1 Underground Militia removed from Virginia`,
      `${label('unshaded')}: 1 Active Militia removed from Georgia`,
    ]);
  });

  // 5.1.3: three units: a quarter rounds down to none.
  it('unshaded: fewer than four units, nothing removed', () => {
    const s0 = at(78, 'patriots', {}, (d) => put(d, 'Virginia', { continental: 2, militiaActive: 1 }));
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'patriots', 'indians');
  });

  // 5.1: the executing Faction picks four of the five spaces with a Tory, War Party or Village; an Underground Militia in each.
  it('shaded: a Militia in each of four spaces with a Tory or an Indian piece', () => {
    const s0 = at(78, 'french', {}, (d) => {
      put(d, 'Boston', { tory: 1 });
      put(d, 'NewYork', { tory: 2, militiaActive: 1 });
      put(d, 'Virginia', { warPartyActive: 1 });
      put(d, 'Georgia', { village: 1 });
      put(d, 'Quebec', { warPartyUnderground: 1 });
      put(d, 'Massachusetts', { britishRegular: 1 });
    });
    let s = play(s0, ev('french', 'shaded'));
    // Map order, each leaving enough after it for four (Massachusetts, with a Regular only, never).
    expect(selectable(s)).toEqual(['Boston', 'NewYork']);
    s = play(s, sel('french', 'Boston'), sel('french', 'NewYork'));
    expect(selectable(s)).toEqual(['Virginia', 'Georgia']);
    // After Georgia, Quebec follows without asking. 1.10: the Available Washington may enter with the
    // Militia (the Patriots decide, though the French execute); he stays Available.
    s = play(s, sel('french', 'Georgia'));
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'moveLeader', to: 'Boston' },
      { type: 'moveLeader', to: 'NewYork' },
      { type: 'moveLeader', to: 'Georgia' },
      { type: 'moveLeader', to: 'Quebec' },
      { type: 'stay' },
    ]);
    s = play(s, { faction: 'patriots', type: 'stay' });
    for (const sp of ['Boston', 'Georgia', 'Quebec'] as SpaceId[]) expect(s.spaces[sp].pieces.militiaUnderground).toBe(1);
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(0);
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(0);
    expect(s.available.militia).toBe(s0.available.militia - 4);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual([
      'French play #78 Cherry Valley Destroyed by Tories (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in Boston`,
      `${label('shaded')}: 1 Underground Militia placed in New York`,
      `${label('shaded')}: 1 Underground Militia placed in Georgia`,
      `${label('shaded')}: 1 Underground Militia placed in Quebec`,
      'George Washington stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: two Militia Available: the British select two spaces only.
  it('shaded: two Militia Available, two spaces', () => {
    const s0 = at(78, 'british', {}, (d) => {
      put(d, 'Boston', { tory: 1 });
      put(d, 'Virginia', { warPartyActive: 1 });
      put(d, 'Georgia', { village: 1 });
      put(d, 'Massachusetts', { militiaUnderground: d.available.militia - 2 });
    });
    // After Virginia, Georgia (the only one left after it) follows without asking.
    // 1.10: then the Available Washington may enter with the Militia; he stays Available.
    const s = play(s0, ev('british', 'shaded'), sel('british', 'Virginia'), { faction: 'patriots', type: 'stay' });
    expect([s.spaces.Boston.pieces.militiaUnderground, s.spaces.Virginia.pieces.militiaUnderground, s.spaces.Georgia.pieces.militiaUnderground]).toEqual([0, 1, 1]);
    expect(s.available.militia).toBe(0);
    expectEventDone(s, 'british', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#93 Wyoming Massacre', () => {
  const label = (side: string): string => `#93 Wyoming Massacre (${side})`;

  // 1.3.6, 1.6, 3.4.4: up to three Colonies next to an Indian Reserve; each one level toward Neutral (a Neutral
  // one stays) and a Raid marker in each.
  it('unshaded: three frontier Colonies toward Neutral, a Raid marker in each', () => {
    const s0 = at(93, 'indians', {}, (d) => {
      d.spaces.Virginia.support = 2;
      d.spaces.Georgia.support = -1;
      d.spaces.Massachusetts.support = 2;
    });
    let s = play(s0, ev('indians', 'unshaded'));
    // Colonies adjacent to Quebec, Northwest, Southwest or Florida; "up to": done.
    expect(choices(s)).toEqual([
      ...(['NewYork', 'Pennsylvania', 'MarylandDelaware', 'Virginia', 'NorthCarolina', 'SouthCarolina', 'Georgia'] as SpaceId[]).map((space) => ({ type: 'selectSpace', space })),
      { type: 'done' },
    ]);
    s = play(s, sel('indians', 'NewYork'), sel('indians', 'Virginia'), sel('indians', 'Georgia'));
    expect([s.spaces.NewYork.support, s.spaces.Virginia.support, s.spaces.Georgia.support, s.spaces.Massachusetts.support]).toEqual([0, 1, 0, 2]);
    expect([s.spaces.NewYork.raid, s.spaces.Virginia.raid, s.spaces.Georgia.raid]).toEqual([1, 1, 1]);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #93 Wyoming Massacre (unshaded)',
      `${label('unshaded')}: Virginia shifts Active Support → Passive Support`,
      `${label('unshaded')}: Georgia shifts Passive Opposition → Neutral`,
      `${label('unshaded')}: 1 Raid marker placed in New York`,
      `${label('unshaded')}: 1 Raid marker placed in Virginia`,
      `${label('unshaded')}: 1 Raid marker placed in Georgia`,
    ]);
  });

  // "up to", 3.4.4: one Colony chosen; with one Raid marker left of the 12, it goes there.
  it('unshaded: the executing Faction may stop after one; Raid markers within the 12', () => {
    const s0 = at(93, 'british', {}, (d) => {
      d.spaces.Quebec.raid = 11;
      d.spaces.Pennsylvania.support = -2;
    });
    const s = play(s0, ev('british', 'unshaded'), sel('british', 'Pennsylvania'), done('british'));
    expect(s.spaces.Pennsylvania.support).toBe(-1);
    expect(s.spaces.Pennsylvania.raid).toBe(1);
    expectEventDone(s, 'british', 'indians');
  });

  // 5.1: the executing Faction picks four War Parties among Pennsylvania and its neighbours (not Virginia).
  it('shaded: four War Parties from Pennsylvania and its neighbours', () => {
    const s0 = at(93, 'patriots', {}, (d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 2 });
      put(d, 'NewYork', { warPartyActive: 2 });
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
      put(d, 'Virginia', { warPartyUnderground: 3 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    // Canonical order (map order: New York, Pennsylvania, Northwest); 5.1.3: a first removal elsewhere than New
    // York would leave fewer than four within reach, so New York's first goes without asking (Virginia never);
    // then New York's second or Pennsylvania.
    expect(s.spaces.NewYork.pieces.warPartyActive).toBe(1);
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'NewYork', piece: 'warPartyActive' },
      { type: 'remove', space: 'Pennsylvania', piece: 'warPartyUnderground' },
    ]);
    // After New York's second, a Pennsylvania War Party follows without asking; the fourth from Pennsylvania or Northwest.
    s = play(s, rm('patriots', 'NewYork', 'warPartyActive'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Pennsylvania', piece: 'warPartyUnderground' },
      { type: 'remove', space: 'Northwest', piece: 'warPartyUnderground' },
    ]);
    s = play(s, rm('patriots', 'Northwest', 'warPartyUnderground'));
    expect(s.spaces.Pennsylvania.pieces.warPartyUnderground).toBe(1);
    expect(s.spaces.NewYork.pieces.warPartyActive).toBe(0);
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 0, village: 1 });
    expect(s.spaces.Virginia.pieces.warPartyUnderground).toBe(3);
    expect(s.available.warParty).toBe(s0.available.warParty + 4);
    expectEventDone(s, 'patriots', 'indians');
  });

  // 5.1.3: two War Parties there: both go, without a decision.
  it('shaded: fewer than four, all of them', () => {
    const s0 = at(93, 'indians', {}, (d) => put(d, 'MarylandDelaware', { warPartyActive: 2 }));
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.spaces.MarylandDelaware.pieces.warPartyActive).toBe(0);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #93 Wyoming Massacre (shaded)',
      `${label('shaded')}: 1 Active War Party removed from Maryland-Delaware`,
      `${label('shaded')}: 1 Active War Party removed from Maryland-Delaware`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#80 Confusion Allows Slaves to Escape', () => {
  const label = '#80 Confusion Allows Slaves to Escape (unshaded)';
  /** British pieces in four spaces (two each in three), Patriots two in two, one War Party; no French piece. */
  const confusion = (d: Draft<GameState>): void => {
    put(d, 'Boston', { britishRegular: 3 });
    put(d, 'NewYorkCity', { britishRegular: 1, tory: 1 });
    put(d, 'Georgia', { britishFort: 1, tory: 1 });
    put(d, 'SouthCarolina', { tory: 1 });
    put(d, 'Virginia', { continental: 2, militiaActive: 1 });
    put(d, 'Massachusetts', { militiaUnderground: 2 });
    put(d, 'Quebec', { warPartyUnderground: 1 });
  };

  // 5.1: the executing Faction names the Faction (only those allowing all four removals, 5.1.3); the named
  // Faction (here the British) picks the two spaces (only those with two pieces) and the pieces — its Fort too.
  it('unshaded: the Indians name the British, who remove two pieces in each of two spaces', () => {
    const s0 = at(80, 'indians', {}, confusion);
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'british' },
      { type: 'choose', option: 'patriots' },
    ]);
    s = play(s, choose('indians', 'british'));
    // 5.1: "that Faction" decides the details: the British select the spaces.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(pending(s)!.context.event).toEqual({ card: 80, side: 'unshaded', faction: 'indians', instruction: 1 });
    expect(selectable(s)).toEqual(['Boston', 'NewYorkCity']);
    s = play(s, sel('british', 'Boston'), sel('british', 'Georgia'));
    expect(s.spaces.Boston.pieces.britishRegular).toBe(1);
    expect(s.spaces.Georgia.pieces).toMatchObject({ britishFort: 0, tory: 0 });
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ britishRegular: 1, tory: 1 });
    expect(s.spaces.SouthCarolina.pieces.tory).toBe(1);
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 2, militiaActive: 1 });
    // To Available (not Casualties): no CBC.
    expect(s.available).toMatchObject({
      britishRegular: s0.available.britishRegular + 2,
      tory: s0.available.tory + 1,
      britishFort: s0.available.britishFort + 1,
    });
    expect(s.cbc).toBe(s0.cbc);
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'Indians play #80 Confusion Allows Slaves to Escape (unshaded)',
      `${label}: 1 British Regular removed from Boston`,
      `${label}: 1 British Regular removed from Boston`,
      `${label}: 1 Tory removed from Georgia`,
      `${label}: 1 British Fort removed from Georgia`,
    ]);
  });

  // 5.1.3: only the Patriots have pieces (one Militia): they are named without asking and lose that one.
  it('unshaded: only one piece of one Faction on the map, that one goes', () => {
    const s0 = at(80, 'british', {}, (d) => put(d, 'Virginia', { militiaActive: 1 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(0);
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual(['British play #80 Confusion Allows Slaves to Escape (unshaded)', `${label}: 1 Active Militia removed from Virginia`]);
  });

  // 5.1: the Patriots, named by the French, choose the pieces too: in Virginia, the two Continentals or a
  // Continental and the Militia.
  it('unshaded: the named Patriots choose which pieces', () => {
    const s0 = at(80, 'french', {}, (d) => {
      put(d, 'Virginia', { continental: 2, militiaActive: 1 });
      put(d, 'Massachusetts', { militiaUnderground: 2 });
    });
    // Only the Patriots allow removals (named without asking); their only two spaces are selected without
    // asking; Massachusetts's two Militia go; in Virginia a Continental first (the Militia first would leave
    // the second removal out of reach in canonical order), then the Patriots choose.
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 80, side: 'unshaded', faction: 'french', instruction: 2 });
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(0);
    expect(s.spaces.Virginia.pieces.continental).toBe(1);
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'continental' },
      { type: 'remove', space: 'Virginia', piece: 'militiaActive' },
    ]);
    s = play(s, rm('patriots', 'Virginia', 'militiaActive'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 1, militiaActive: 0 });
    expectEventDone(s, 'french', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#88 "If it hadn\'t been so foggy…"', () => {
  const label = '#88 “If it hadn’t been so foggy…” (unshaded)';
  /** British units with the Patriots in Boston and Massachusetts, with the Indians in New York; a Fort alone in Georgia. */
  const fog = (d: Draft<GameState>): void => {
    put(d, 'Boston', { britishRegular: 2, tory: 1, continental: 1 });
    put(d, 'Massachusetts', { britishRegular: 1, militiaActive: 1 });
    put(d, 'NewYork', { tory: 1, warPartyUnderground: 1 });
    put(d, 'Georgia', { britishFort: 1, militiaActive: 1 });
  };

  // 5.1: the British, executing, name the Patriots (the French, with nothing on the map, are not offered) and
  // move any of their units out of the spaces they share with them, each to an adjacent space, each once.
  it('unshaded: the British name the Patriots and move units out of Boston and Massachusetts', () => {
    const s0 = at(88, 'british', {}, fog);
    let s = play(s0, ev('british', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'patriots' },
      { type: 'choose', option: 'indians' },
    ]);
    s = play(s, choose('british', 'patriots'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    // The reading a bot gets (8.3): the instruction moves British Regulars and Tories.
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'moveAdjacent', pieces: ['britishRegular', 'tory'], owners: ['british'] });
    // Units of Boston and Massachusetts may go to any space next to theirs; not New York's Tory (shared with the
    // Indians, not named), nor Georgia's Fort (not a unit); done at any time ("any").
    expect(ADJACENT.Boston).toEqual(['Massachusetts', 'ConnecticutRhodeIsland']);
    const first = listed(s);
    expect(first.filter((a) => a.type === 'move' && a.from === 'Boston').map((a) => `${a.piece}>${a.to}`)).toEqual([
      'britishRegular>Massachusetts',
      'britishRegular>ConnecticutRhodeIsland',
      'tory>Massachusetts',
      'tory>ConnecticutRhodeIsland',
    ]);
    expect(first.filter((a) => a.type === 'move' && a.from === 'Massachusetts').map((a) => a.to)).toEqual(ADJACENT.Massachusetts.flatMap((t) => [t]).filter((t) => t !== 'WestIndies'));
    expect(first.some((a) => a.type === 'move' && (a.from === 'NewYork' || a.from === 'Georgia'))).toBe(false);
    expect(first.at(-1)).toEqual({ faction: 'british', type: 'done' });
    s = play(s, mv('british', 'Boston', 'Massachusetts', 'britishRegular'), mv('british', 'Massachusetts', 'NewHampshire', 'britishRegular'));
    // Massachusetts's one Regular has moved; the one arriving from Boston does not move again.
    expect(listed(s).filter((a) => a.type === 'move')).toEqual([]);
    // Saved and loaded in the middle of the moves (the progress's quota is part of the frame).
    const mid = play(at(88, 'british', {}, fog), ev('british', 'unshaded'), choose('british', 'patriots'), mv('british', 'Boston', 'Massachusetts', 'britishRegular'));
    const loaded = loadGame(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(legalActions(loaded)).toEqual(legalActions(mid));
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 1, tory: 1, continental: 1 });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ britishRegular: 1, militiaActive: 1 });
    expect(s.spaces.NewHampshire.pieces.britishRegular).toBe(1);
    expect(s.spaces.NewYork.pieces).toMatchObject({ tory: 1, warPartyUnderground: 1 });
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #88 “If it hadn’t been so foggy…” (unshaded)',
      `${label}: 1 British Regular moved from Boston to Massachusetts`,
      `${label}: 1 British Regular moved from Massachusetts to New Hampshire`,
    ]);
  });

  // 1.4.2: War Parties never into a City; the Indians executing name the British (the only Faction they share a space with).
  it('unshaded: the Indians move a War Party, never into a City; done ends it', () => {
    const s0 = at(88, 'indians', {}, (d) => {
      put(d, 'NorthCarolina', { warPartyActive: 1, warPartyUnderground: 1, britishRegular: 1 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    // Only the British share a space with the Indians' units: named without asking.
    expect(ADJACENT.NorthCarolina).toContain('Norfolk');
    const tos = new Set(listed(s).filter((a) => a.type === 'move').map((a) => a.to));
    expect(tos.has('Norfolk')).toBe(false);
    expect(tos.has('CharlesTown')).toBe(false);
    // After the Active War Party the Underground one (before it in canonical order) may not follow: the moves end.
    s = play(s, mv('indians', 'NorthCarolina', 'Southwest', 'warPartyActive'));
    expect(s.spaces.NorthCarolina.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 1, britishRegular: 1 });
    expect(s.spaces.Southwest.pieces.warPartyActive).toBe(1);
    expectEventDone(s, 'indians', 'british');
  });

  // 5.1.3: the French share no space with anyone (no unit on the map): all three others are offered, nothing moves.
  it('unshaded: no shared space, nothing moves', () => {
    const s0 = at(88, 'french', { treaty: true }, (d) => put(d, 'Boston', { britishRegular: 1 }));
    let s = play(s0, ev('french', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'british' },
      { type: 'choose', option: 'patriots' },
      { type: 'choose', option: 'indians' },
    ]);
    s = play(s, choose('french', 'british'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual(['French play #88 “If it hadn’t been so foggy…” (unshaded)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('random choices from the 1778 set-up (5.1, 5.1.3)', () => {
  // Every side of every card of this batch, executed by each Faction, with random decisions from the 1778
  // scenario's board: the Event always comes to its end (no dead end), the invariants hold after every step
  // (`play`), and a half-resolved Event saves and loads with the same choices.
  it('every side completes for every executing Faction', () => {
    const decisions = exerciseCards([5, 9, 14, 55, 74, 77, 78, 80, 88, 93], { label: '1777c', singleSided: [80, 88] });
    expect(decisions).toBeGreaterThan(200);
  });
});
