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
import type { CardId, Faction, SpaceId } from '../../src/data/ids';
import { ADJACENT } from '../../src/data/map';
import { loadGame, serialize } from '../../src/game/persistence';
import { eventInstruction, legalActions, pending } from '../../src/index';
import { contextOf, type InstructionModule } from '../../src/rules/events/instruction';
import { moveAdjacent } from '../../src/rules/events/instructions/moveAdjacent';
import { remove as removeModule } from '../../src/rules/events/instructions/remove';
import { underground } from '../../src/rules/events/instructions/underground';
import type { EventFrame, Instruction } from '../../src/rules/events/program';
import { atCard, onTurn, withDice } from '../../src/testing/builders';
import { blockade, choices, lead, listed, logSince, play, position, put, type PositionOptions } from '../../src/testing/kit';

/** `faction` 1st Eligible on card `card`, on an empty 1775 map built by `options` and `recipe`. */
function at(card: CardId, faction: Faction, options: PositionOptions = {}, recipe: (d: Draft<GameState>) => void = () => {}): GameState {
  return onTurn(atCard(position(options, recipe), card), faction);
}

/** The Event played: the 2nd Eligible `next` has its options pending, and `faction` is recorded as having executed an Event (2.3.2, 2.3.6). */
function expectEventDone(s: GameState, faction: Faction, next: Faction): void {
  expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: next });
  // 3.1.2, 5.3: free Commands and Special Activities granted by the Event leave no record on the card.
  expect(s.turn!.executed).toEqual([{ faction, did: 'event', specialActivity: false }]);
  expect(s.stack.some((f) => f.kind === 'event' || f.kind === 'grant' || f.kind === 'commandHost')).toBe(false);
}

/**
 * Every Faction still to be offered options on the card passes, from `second` on, ending the card (2.3.3):
 * eligibility is adjusted (2.3.6) and the next card is played.
 */
function endCard(s: GameState, second: Faction): GameState {
  const card = s.deck.current;
  expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: second });
  let out = s;
  while (out.deck.current === card && pending(out)?.kind === 'eligibleOptions') out = play(out, { faction: pending(out)!.faction as Faction, type: 'pass' });
  return out;
}

const ev = (faction: Faction, side: 'unshaded' | 'shaded'): Action => ({ faction, type: 'event', side });
const sel = (faction: Faction, space: SpaceId): Action => ({ faction, type: 'selectSpace', space });
const done = (faction: Faction): Action => ({ faction, type: 'done' });
const choose = (faction: Faction, option: Faction): Action => ({ faction, type: 'choose', option });
const rm = (faction: Faction, space: SpaceId, piece: string): Action => ({ faction, type: 'remove', space, piece }) as Action;
const mv = (faction: Faction, from: SpaceId, to: SpaceId, piece: string, count = 1): Action => ({ faction, type: 'move', from, to, piece, count }) as Action;
const selectable = (s: GameState): SpaceId[] => listed(s, 'selectSpace').map((a) => a.space!);

// ---------------------------------------------------------------------------------------------
// The new instruction pieces on their own (a module's begin / options / handle on a draft).

/** Runs one instruction for the executing Faction: `begin`, then `pick` chooses among the options until none is left. */
function runInstruction<I extends Instruction>(
  state: GameState,
  module: InstructionModule<I>,
  instr: I,
  faction: Faction,
  pick: (options: Action[], step: number) => Action | undefined = (o) => o[0],
): { state: GameState; offered: Action[][] } {
  const offered: Action[][] = [];
  const out = produce(state, (d: Draft<GameState>) => {
    const f = { kind: 'event', card: 2, side: 'unshaded', faction, pc: 0, vars: {}, progress: null, granted: null } as EventFrame;
    const frame = f as Draft<EventFrame>;
    frame.progress = module.begin(d, frame, instr, contextOf(d as GameState, f));
    for (let step = 0; frame.progress !== null; step++) {
      const ctx = contextOf(d as GameState, frame as EventFrame);
      const options = module.options?.(ctx, instr, frame.progress as EventFrame['progress'] & object) ?? [];
      if (options.length === 0) break;
      offered.push(options);
      const action = pick(options, step);
      if (!action) break;
      module.handle!(d, frame, instr, ctx, action);
    }
  });
  return { state: out, offered };
}

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
    // Virginia: two War Parties (the first kinds in order), then only Militia are offered.
    expect(offered[0].map((a) => a.piece)).toEqual(['warPartyUnderground', 'warPartyActive', 'militiaActive']);
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

  it('the Patriots\' Militia in named spaces; a Faction without irregulars: nothing', () => {
    const s0 = position({}, (d) => put(d, 'Virginia', { militiaActive: 2, warPartyActive: 1 }));
    const { state } = runInstruction(s0, underground, { op: 'underground', where: ['Virginia'], faction: 'patriots' }, 'british');
    expect(state.spaces.Virginia.pieces).toMatchObject({ militiaActive: 0, militiaUnderground: 2, warPartyActive: 1 });
    const none = runInstruction(s0, underground, { op: 'underground', where: 'map', faction: 'british' }, 'british');
    expect(none.state.spaces).toEqual(s0.spaces);
  });
});

describe('moveAdjacent (new instruction)', () => {
  const instr: Instruction & { op: 'moveAdjacent' } = { op: 'moveAdjacent', from: ['Virginia', 'NorthCarolina'], pieces: ['tory', 'warPartyActive'], upTo: true };
  const s0 = position({}, (d) => {
    put(d, 'Virginia', { tory: 1, warPartyActive: 1 });
    put(d, 'NorthCarolina', { tory: 1 });
  });

  // 1.3.6, 1.4.2: each piece into a space adjacent to its origin, where it may stand (no War Party in Norfolk, a City).
  it('offers every adjacent destination where the piece may stand, canonical order, with done', () => {
    const { offered } = runInstruction(s0, moveAdjacent, instr, 'british', () => undefined);
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
    const { state, offered } = runInstruction(s0, moveAdjacent, instr, 'british', (o, step) => picks[step]);
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

  // Origins from a filter, read when it begins; without upTo every piece that can move must (no done).
  it('origins from a filter; without "any" no done', () => {
    const { offered } = runInstruction(s0, moveAdjacent, { op: 'moveAdjacent', from: (ctx, s) => ctx.state.spaces[s].pieces.warPartyActive > 0, pieces: ['warPartyActive'] }, 'indians', () => undefined);
    expect(offered[0].every((a) => a.type === 'move' && a.from === 'Virginia')).toBe(true);
    expect(offered[0].some((a) => a.type === 'done')).toBe(false);
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
