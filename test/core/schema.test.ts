import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors';
import { loadGame, serialize } from '../../src/game/persistence';
import { GameOptionsSchema, GameStateSchema } from '../../src/core/schema';
import type { GameState } from '../../src/core/state';
import { createScriptedDice } from '../../src/dice/index';
import { baseOptions, baseState, deepFreeze, place } from './fixtures';

/** Loads `input` and returns the InvalidStateError it must raise. */
function rejection(input: unknown): InvalidStateError {
  try {
    loadGame(input);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidStateError);
    return e as InvalidStateError;
  }
  throw new Error('loadGame accepted an invalid file');
}

/** The base state as a JSON object, corrupted by `edit`. */
function corrupted(edit: (json: Record<string, any>) => void): string {
  const json = JSON.parse(serialize(baseState())) as Record<string, any>;
  edit(json);
  return JSON.stringify(json);
}

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe('GameStateSchema', () => {
  it('accepts a legal state and the normalised options', () => {
    expect(GameStateSchema.safeParse(baseState()).success).toBe(true);
    expect(GameOptionsSchema.safeParse(baseOptions()).success).toBe(true);
    expect(GameOptionsSchema.safeParse({ ...baseOptions(), deck: [3, 1, 2], seed: 'abc', dice: 'external' }).success).toBe(true);
  });

  it('is strict: unknown fields and missing keys are errors', () => {
    const s = baseState() as GameState & { extra?: number };
    s.extra = 1;
    expect(GameStateSchema.safeParse(s).success).toBe(false);
    const t = baseState();
    delete (t.spaces.Boston.pieces as Partial<GameState['spaces']['Boston']['pieces']>).tory;
    expect(GameStateSchema.safeParse(t).success).toBe(false);
    const u = baseState();
    delete (u.spaces as Partial<GameState['spaces']>).WestIndies;
    expect(GameStateSchema.safeParse(u).success).toBe(false);
  });

  it('accepts frames with any JSON fields, and rejects non-JSON ones', () => {
    const s = baseState();
    s.stack = [{ kind: 'muster', spaces: ['Boston'], n: 2, deep: { x: [true, null, 'y'] } }];
    expect(GameStateSchema.safeParse(s).success).toBe(true);
    s.stack = [{ kind: 'muster', f: () => 1 }];
    expect(GameStateSchema.safeParse(s).success).toBe(false);
    s.stack = [{ noKind: true } as unknown as GameState['stack'][number]];
    expect(GameStateSchema.safeParse(s).success).toBe(false);
  });

  it('accepts scripted dice and a finished game', () => {
    const s = baseState();
    s.dice = createScriptedDice([1, 6, 3], 2);
    const margins = { first: 1, second: 2, total: 3, met: true };
    s.result = {
      winner: 'patriots',
      winners: ['patriots'],
      reason: 'victoryCheck',
      margins: { british: margins, patriots: margins, french: margins, indians: margins },
      ranking: ['patriots', 'french', 'british', 'indians'],
      summary: 'The Patriots win at a Victory Check.',
    };
    s.stack = [];
    expect(GameStateSchema.safeParse(s).success).toBe(true);
  });
});

describe('serialize / loadGame', () => {
  it('round-trips through JSON to an equal, deep-frozen state', () => {
    const s = baseState();
    place(s, 'Boston', 'britishRegular', 3);
    s.leaders.british.at = 'Boston';
    const loaded = loadGame(serialize(s));
    expect(loaded).toEqual(s);
    expect(isDeepFrozen(loaded)).toBe(true);
    expect(serialize(loaded)).toBe(serialize(s));
    expect(loadGame(serialize(loaded))).toEqual(s);
  });

  it('also takes a parsed object, which it neither changes nor freezes', () => {
    const s = baseState();
    const before = structuredClone(s);
    const loaded = loadGame(s);
    expect(loaded).toEqual(s);
    expect(loaded).not.toBe(s);
    expect(s).toEqual(before);
    expect(Object.isFrozen(s)).toBe(false);
    expect(Object.isFrozen(s.spaces.Boston)).toBe(false);
    expect(Object.isFrozen(s.deck.draw)).toBe(false);
    expect(Object.isFrozen(s.stack[0])).toBe(false);
  });

  it('accepts a deep-frozen state', () => {
    const s = deepFreeze(baseState());
    expect(loadGame(s)).toEqual(s);
  });

  it('bad JSON', () => {
    const err = rejection('{"version": 1, ');
    expect(err.problems).toHaveLength(1);
    expect(err.message).toMatch(/^Invalid game state: The saved game is not valid JSON: /);
  });

  it('a missing field', () => {
    const err = rejection(corrupted((j) => delete j.spaces.Boston.support));
    expect(err.message).toBe('Invalid game state: spaces.Boston.support: missing, expected a whole number');
    const err2 = rejection(corrupted((j) => delete j.deck));
    expect(err2.problems).toEqual(['deck: missing, expected an object']);
  });

  it('a wrong type', () => {
    const err = rejection(corrupted((j) => (j.spaces.Boston.pieces.britishRegular = 'two')));
    expect(err.problems).toEqual(['spaces.Boston.pieces.britishRegular: expected a whole number ≥ 0, got "two"']);
    expect(rejection(corrupted((j) => (j.resources.french = 1.5))).problems).toEqual([
      'resources.french: expected a whole number, got 1.5',
    ]);
    expect(rejection(corrupted((j) => (j.treatyOfAlliance = 'no'))).problems).toEqual([
      'treatyOfAlliance: expected true or false, got "no"',
    ]);
    expect(rejection(42).problems).toEqual(['the state: expected a game state object, got 42']);
  });

  it('a count below zero', () => {
    const err = rejection(corrupted((j) => (j.spaces.Boston.pieces.britishRegular = -1)));
    expect(err.problems).toEqual(['spaces.Boston.pieces.britishRegular: expected a whole number ≥ 0, got -1']);
  });

  it('unknown fields, bad ids and enums', () => {
    expect(rejection(corrupted((j) => (j.spaces.Boston.colour = 'red'))).problems).toEqual([
      "spaces.Boston: unknown field 'colour'",
    ]);
    expect(rejection(corrupted((j) => (j.spaces.Atlantis = j.spaces.Boston))).problems).toEqual([
      "spaces: unknown field 'Atlantis'",
    ]);
    expect(rejection(corrupted((j) => (j.scenario = '1777'))).problems).toEqual([
      "scenario: expected one of '1775', '1776', '1778' or 'sprint', got \"1777\"",
    ]);
    expect(rejection(corrupted((j) => (j.leaders.french.at = 'Paris'))).problems).toEqual([
      "leaders.french.at: expected a space id or 'available', got \"Paris\"",
    ]);
    expect(rejection(corrupted((j) => (j.dice = { kind: 'loaded', rng: j.dice.rng }))).problems).toEqual([
      "dice.kind: expected 'seeded' or 'scripted', got \"loaded\"",
    ]);
    expect(rejection(corrupted((j) => (j.version = 2))).problems).toEqual(['version: expected state format version 1, got 2']);
  });

  it('reports the schema before the invariants, every problem listed', () => {
    const err = rejection(
      corrupted((j) => {
        j.spaces.Boston.support = 5;
        j.cbc = 'x';
        j.log[0].rule = 7;
      }),
    );
    expect(err.problems).toEqual(['cbc: expected a whole number, got "x"', 'log[0].rule: expected a text, got 7']);
  });

  it('then checks the rules invariants', () => {
    const err = rejection(corrupted((j) => (j.spaces.Boston.pieces.britishRegular = 1)));
    expect(err.problems).toEqual([
      'British Regulars: 26 pieces in play and pools, the Available Forces table has 25 (1.4.1)',
      'Boston is marked with no Control, but its pieces give British Control (1.7)',
    ]);
  });
});
