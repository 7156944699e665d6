/**
 * The policies' own dice (8.1, 8.2): derived from the seed and the position, the same at every
 * micro-step of a Non-Player turn and after a save and load, never the game's dice; or supplied in
 * order, with RollNeeded when one is missing.
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadGame, serialize } from '../../src/index';
import { apply, pending } from '../../src/game/machine';
import type { GameState } from '../../src/core/state';
import type { Faction } from '../../src/data/ids';
import { FACTIONS } from '../../src/data/ids';
import { MAP_SPACES } from '../../src/data/map';
import { createScriptedDice, rollDie, seedRng } from '../../src/dice/index';
import {
  PolicyDice,
  RollNeeded,
  derivedRoll,
  hashText,
  playGame,
  policyPick,
  policyRandomSpace,
  policySet,
  randomPolicy,
  randomSpace,
  rollKey,
  rollRandomSpace,
} from '../../src/bots';

/** The first rolls a flowchart might make at a decision: the 8.4 D6, two Random Spaces selections (8.2), an 8.1 tie. */
function flowchartRolls(state: GameState, faction: Faction): number[] {
  const dice = PolicyDice.derived(state, faction);
  const out = [dice.roll(6, 'Event or Command? (8.4)')];
  for (let i = 0; i < 2; i++) {
    const r = policyRandomSpace(dice, MAP_SPACES, 'Muster (8.4.2)');
    out.push(r.column!, r.row!);
  }
  out.push(dice.roll(4, 'Leader joins one of equal groups (8.1)'));
  for (let i = 0; i < 8; i++) out.push(dice.roll(6, 'more'));
  return out;
}

/** Every state of a seeded random game of 1775 (the random policies' choices). */
function gameStates(seed: number): GameState[] {
  const start = createGame('1775', { seed });
  const { actions } = playGame(start, policySet(FACTIONS, randomPolicy));
  const states = [start];
  let s = start;
  for (const a of actions) {
    s = apply(s, a);
    states.push(s);
  }
  return states;
}

const STATES = gameStates(11);

/** Two successive states where the same Faction decides on the same card, inside a Command (a micro-step). */
function microSteps(): [GameState, GameState, Faction] {
  for (let i = 0; i + 1 < STATES.length; i++) {
    const a = STATES[i];
    const b = STATES[i + 1];
    const pa = pending(a);
    const pb = pending(b);
    if (!pa || !pb || pa.faction === 'chance' || pa.faction !== pb.faction) continue;
    if (a.deck.current !== b.deck.current || a.deck.played.length !== b.deck.played.length) continue;
    if (!a.stack.some((f) => f.kind === 'commandHost') || !b.stack.some((f) => f.kind === 'commandHost')) continue;
    return [a, b, pa.faction];
  }
  throw new Error('no micro-steps inside a Command in the game');
}

describe('derived policy rolls (8.1, 8.2)', () => {
  it('8.2 the same rolls at two micro-steps of the same Non-Player turn (the same card, the same Faction)', () => {
    const [a, b, faction] = microSteps();
    expect(b.steps).toBe(a.steps + 1);
    expect(serialize(a)).not.toBe(serialize(b));
    expect(flowchartRolls(b, faction)).toEqual(flowchartRolls(a, faction));
  });

  it('8.2 the same rolls after a save and load (loadGame(serialize(s))) in the middle of a Command', () => {
    const [a, , faction] = microSteps();
    const loaded = loadGame(serialize(a));
    expect(flowchartRolls(loaded, faction)).toEqual(flowchartRolls(a, faction));
    expect(rollKey(loaded, faction)).toEqual(rollKey(a, faction));
  });

  it('8.2 different rolls on another card, for another Faction, with another seed', () => {
    const [a, , faction] = microSteps();
    const later = STATES.find((s) => s.deck.played.length > a.deck.played.length + 1 && s.deck.current !== a.deck.current)!;
    expect(later).toBeDefined();
    expect(flowchartRolls(later, faction)).not.toEqual(flowchartRolls(a, faction));
    const other = FACTIONS.find((f) => f !== faction)!;
    expect(flowchartRolls(a, other)).not.toEqual(flowchartRolls(a, faction));
    const reseeded = { ...a, options: { ...a.options, seed: 12 } };
    expect(flowchartRolls(reseeded, faction)).not.toEqual(flowchartRolls(a, faction));
  });

  it('keys the stream by seed, scenario, card, card number, Faction and salt; seed 1 and "1" are one game', () => {
    const s = createGame('1776', { seed: 3 });
    expect(rollKey(s, 'french')).toEqual({ seed: '3', scenario: '1776', card: s.deck.current, cardNumber: 1, faction: 'french', salt: null });
    expect(rollKey(s, 'french', 7).salt).toBe('7');
    const k = rollKey(s, 'french');
    expect(derivedRoll({ ...k, seed: '3' }, 'x', 0, 1000)).toBe(derivedRoll(rollKey(createGame('1776', { seed: '3' }), 'french'), 'x', 0, 1000));
    // Successive rolls of one purpose are numbered; another purpose is another stream.
    const dice = PolicyDice.derived(s, 'french');
    const first = [dice.roll(1000, 'a'), dice.roll(1000, 'a'), dice.roll(1000, 'b')];
    expect(first).toEqual([derivedRoll(k, 'a', 0, 1000), derivedRoll(k, 'a', 1, 1000), derivedRoll(k, 'b', 0, 1000)]);
    expect(new Set(first).size).toBe(3);
    // A salt changes the stream.
    expect(PolicyDice.derived(s, 'french', 7).roll(1000, 'a')).not.toBe(first[0]);
  });

  it('never reads or changes state.dice: the rolls are the same whatever the game dice, and the state is untouched', () => {
    const s = STATES[40];
    const before = serialize(s);
    const rolls = flowchartRolls(s, 'british');
    expect(serialize(s)).toBe(before);
    const otherDice = { ...s, dice: createScriptedDice([1, 1, 1], 99) };
    expect(flowchartRolls(otherDice, 'british')).toEqual(rolls);
    // A policy decision leaves it alone too.
    const p = pending(s)!;
    if (p.faction !== 'chance') randomPolicy(p.faction).choose(s);
    expect(serialize(s)).toBe(before);
  });

  it('a derived roll is the die of the hash of its whole key as JSON, whether remembered or not (the memory is invisible)', () => {
    // The definition: JSON of [seed, scenario, card, card number, Faction, salt, purpose, number], hashed, seeding alea.
    const fromScratch = (k: ReturnType<typeof rollKey>, purpose: string, index: number, sides: number): number =>
      rollDie(seedRng(hashText(JSON.stringify([k.seed, k.scenario, k.card, k.cardNumber, k.faction, k.salt, purpose, index]))), sides).value;
    const s = createGame('1778', { seed: 'memo' });
    const keys = [rollKey(s, 'british'), rollKey(s, 'indians', 'x"y'), { ...rollKey(s, 'french'), card: null, cardNumber: 0 }];
    const purposes = ['Random Spaces (8.2): column (1D3)', 'quote " and backslash \\ and é', ''];
    for (let pass = 0; pass < 2; pass++)
      for (const k of keys)
        for (const purpose of purposes)
          for (let i = 0; i < 4; i++)
            for (const sides of [3, 6, 1000]) {
              expect(derivedRoll(k, purpose, i, sides)).toBe(fromScratch(k, purpose, i, sides));
            }
    // The dice of a decision read the same stream, however many times a purpose is rolled again.
    for (let pass = 0; pass < 2; pass++) {
      const dice = PolicyDice.derived(s, 'indians', 'x"y');
      for (let i = 0; i < 5; i++) expect(dice.roll(6, purposes[1])).toBe(fromScratch(keys[1], purposes[1], i, 6));
    }
  });

  it('rolls are fair dice: every face of a D6 comes up, about equally', () => {
    const key = rollKey(createGame('1775', { seed: 0 }), 'indians');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[derivedRoll(key, 'fairness', i, 6) - 1]++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
    for (const c of counts) expect(c).toBeLessThan(1150);
  });

  it('hashText: 16 hex digits, stable, sensitive to every character', () => {
    expect(hashText('abc')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
    expect(hashText('')).not.toBe(hashText('\u0000'));
  });
});

describe('supplied policy rolls (a virtual table, a test)', () => {
  it('consumes the supplied rolls in order, whatever their purpose, and records them', () => {
    const heard: number[] = [];
    const dice = PolicyDice.supplied('french', [5, 2, 6], (r) => heard.push(r.value));
    expect(dice.mode).toBe('supplied');
    expect(dice.roll(6, 'Event or Command? (8.6)')).toBe(5);
    expect(dice.roll(3, 'Random Spaces (8.2): column (1D3)')).toBe(2);
    expect(dice.roll(6, 'Random Spaces (8.2): row (1D6)')).toBe(6);
    expect(heard).toEqual([5, 2, 6]);
    expect(dice.rolls).toEqual([
      { sides: 6, purpose: 'Event or Command? (8.6)', value: 5 },
      { sides: 3, purpose: 'Random Spaces (8.2): column (1D3)', value: 2 },
      { sides: 6, purpose: 'Random Spaces (8.2): row (1D6)', value: 6 },
    ]);
  });

  it('RollNeeded says which die, what for, for which Faction, and where it goes, when the rolls run out', () => {
    const dice = PolicyDice.supplied('indians', [4]);
    expect(dice.roll(6, 'Gather (8.7.2)')).toBe(4);
    let caught: unknown;
    try {
      dice.roll(3, 'Random Spaces (8.2): column (1D3)');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RollNeeded);
    const needed = caught as RollNeeded;
    expect({ name: needed.name, faction: needed.faction, sides: needed.sides, purpose: needed.purpose, index: needed.index }).toEqual({
      name: 'RollNeeded',
      faction: 'indians',
      sides: 3,
      purpose: 'Random Spaces (8.2): column (1D3)',
      index: 1,
    });
    expect(needed.message).toBe('The Non-Player Indians need a D3 roll (Random Spaces (8.2): column (1D3)): roll #2 of this decision, and none was supplied');
    expect(() => PolicyDice.supplied('british', []).roll(6, 'Event or Command? (8.4)')).toThrow(RollNeeded);
  });

  it('refuses a supplied roll the die cannot show', () => {
    expect(() => PolicyDice.supplied('british', [4]).roll(3, 'Random Spaces (8.2): column (1D3)')).toThrow(
      'supplied roll #1 is 4, not a D3 result (1–3) for Random Spaces (8.2): column (1D3)',
    );
    expect(() => PolicyDice.supplied('british', [0]).roll(6, 'x')).toThrow(RangeError);
    expect(() => PolicyDice.supplied('british', [1.5]).roll(6, 'x')).toThrow(RangeError);
    expect(() => PolicyDice.supplied('british', [1]).roll(0, 'x')).toThrow(RangeError);
  });

  it('copies the supplied rolls: changing the array afterwards changes nothing', () => {
    const values = [2, 3];
    const dice = PolicyDice.supplied('patriots', values);
    values[0] = 6;
    expect(dice.roll(6, 'x')).toBe(2);
  });

  it('forDecision: supplied when rolls are given, derived otherwise', () => {
    const s = createGame('1775', { seed: 4 });
    expect(PolicyDice.forDecision(s, 'british', [3]).roll(6, 'x')).toBe(3);
    expect(PolicyDice.forDecision(s, 'british').roll(6, 'x')).toBe(derivedRoll(rollKey(s, 'british'), 'x', 0, 6));
  });
});

describe('8.2 Random Spaces with the policy dice', () => {
  const candidateSets: readonly (readonly (typeof MAP_SPACES)[number][])[] = [
    MAP_SPACES,
    ['Massachusetts', 'Georgia'],
    ['Boston'],
    ['QuebecCity', 'SouthCarolina', 'Florida', 'NewYorkCity'],
  ];

  it('8.2 forced rolls give the space the table gives, for every box (1D3 column, 1D6 row)', () => {
    for (const candidates of candidateSets) {
      const set = new Set<string>(candidates);
      for (let column = 1; column <= 3; column++) {
        for (let row = 1; row <= 6; row++) {
          const dice = PolicyDice.supplied('british', [column, row]);
          const got = policyRandomSpace(dice, candidates);
          expect(got).toEqual({ space: randomSpace(column, row, (s) => set.has(s)), column, row });
          expect(got.space).toBe(rollRandomSpace(createScriptedDice([column, row]), candidates).space);
          expect(dice.rolls.map((r) => [r.sides, r.purpose])).toEqual([
            [3, 'Random Spaces (8.2): column (1D3)'],
            [6, 'Random Spaces (8.2): row (1D6)'],
          ]);
        }
      }
    }
  });

  it('8.2 D3 3 / D6 5 gives Boston, or Massachusetts when Boston is not a candidate', () => {
    expect(policyRandomSpace(PolicyDice.supplied('patriots', [3, 5]), MAP_SPACES).space).toBe('Boston');
    expect(policyRandomSpace(PolicyDice.supplied('patriots', [3, 5]), MAP_SPACES.filter((s) => s !== 'Boston')).space).toBe('Massachusetts');
  });

  it('8.2 no candidate: nothing rolled, no space (and no RollNeeded)', () => {
    const dice = PolicyDice.supplied('french', []);
    expect(policyRandomSpace(dice, [])).toEqual({ space: null, column: null, row: null });
    expect(dice.rolls).toEqual([]);
  });

  it('8.2 a missing roll names the Random Spaces die needed', () => {
    expect(() => policyRandomSpace(PolicyDice.supplied('french', [2]), MAP_SPACES, 'March (8.6.4)')).toThrow(
      expect.objectContaining({ name: 'RollNeeded', sides: 6, purpose: 'March (8.6.4): row (1D6)', faction: 'french', index: 1 }),
    );
  });

  it('8.2 derived rolls: a candidate space, the same one for the same position', () => {
    const s = createGame('1778', { seed: 8 });
    const a = policyRandomSpace(PolicyDice.derived(s, 'british'), ['Boston', 'Virginia', 'Georgia']);
    const b = policyRandomSpace(PolicyDice.derived(loadGame(serialize(s)), 'british'), ['Boston', 'Virginia', 'Georgia']);
    expect(['Boston', 'Virginia', 'Georgia']).toContain(a.space);
    expect(b).toEqual(a);
    expect(a.space).toBe(randomSpace(a.column!, a.row!, (x) => ['Boston', 'Virginia', 'Georgia'].includes(x)));
  });

  it('8.1 an equal-chance pick among tied items: one roll with as many faces, none for a single item', () => {
    const dice = PolicyDice.supplied('indians', [2]);
    expect(policyPick(dice, ['a', 'b', 'c'], 'Leader joins one of equal groups (8.1)')).toBe('b');
    expect(dice.rolls).toEqual([{ sides: 3, purpose: 'Leader joins one of equal groups (8.1)', value: 2 }]);
    expect(policyPick(PolicyDice.supplied('indians', []), ['only'], 'x')).toBe('only');
    expect(() => policyPick(PolicyDice.supplied('indians', []), [], 'x')).toThrow(RangeError);
  });
});

describe('rolls supplied by purpose (RollBook)', () => {
  it('gives each purpose its own values in order, whatever order the purposes are read in', () => {
    // 8.2: a table keeps the rolls of a Non-Player's turn by what they decided.
    const book = { 'Event or Command? (8.4)': [5], 'Muster: Tory space #1: column (1D3)': [2, 3] };
    const a = PolicyDice.supplied('british', book);
    expect(a.roll(3, 'Muster: Tory space #1: column (1D3)')).toBe(2);
    expect(a.roll(6, 'Event or Command? (8.4)')).toBe(5);
    expect(a.roll(3, 'Muster: Tory space #1: column (1D3)')).toBe(3);
    expect(a.mode).toBe('book');
    const b = PolicyDice.supplied('british', book);
    expect(b.roll(6, 'Event or Command? (8.4)')).toBe(5);
    expect(b.roll(3, 'Muster: Tory space #1: column (1D3)')).toBe(2);
  });

  it('asks for a missing roll by purpose and position, and refuses a value the die cannot show', () => {
    const dice = PolicyDice.supplied('british', { 'B6: 1D6 (8.4.2)': [7] });
    let needed: unknown = null;
    try {
      dice.roll(3, 'Muster: Regulars space: column (1D3)');
    } catch (e) {
      needed = e;
    }
    expect(needed).toBeInstanceOf(RollNeeded);
    expect((needed as RollNeeded).purpose).toBe('Muster: Regulars space: column (1D3)');
    expect((needed as RollNeeded).index).toBe(0);
    expect((needed as RollNeeded).sides).toBe(3);
    expect(() => dice.roll(6, 'B6: 1D6 (8.4.2)')).toThrow(RangeError);
  });
});
