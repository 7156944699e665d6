/**
 * Untrusted saves: `loadGame` refuses, with an InvalidStateError saying where and why, everything the
 * engine would later trip on (dice the generator cannot reach, frames no step knows or with fields
 * missing, options createGame refuses, cycles, deep nesting, huge files), and a property test loads
 * thousands of mutated saves of real mid-game states: each is refused, or plays on to its end (or to
 * a step cap) with no exception and clean invariants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors';
import type { GameState } from '../../src/core/state';
import { SCENARIO_IDS } from '../../src/data/ids';
import { isRngState, nextInt, rollD6, rngStateProblem, seedRng, type RngState } from '../../src/dice/index';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { loadGame, serialize } from '../../src/game/persistence';
import { checkInvariants } from '../../src/rules/invariants';
import { baseState } from './fixtures';
import { MUTATION_CLASSES, mutate, sources } from '../helpers/mutations';
import { declineBrilliantStrokes } from '../../src/testing/kit';

/** How many mutated saves the property test loads (each refused, or played on). */
const MUTATED_SAVES = 2000;
/** The most steps a mutated save that loads is played on. */
const PLAY_ON_STEPS = 150;

type Json = Record<string, any>;

/** Loads `input` and returns the InvalidStateError it must raise. */
function refusal(input: unknown): InvalidStateError {
  try {
    loadGame(input);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidStateError);
    return e as InvalidStateError;
  }
  throw new Error('loadGame accepted an invalid save');
}

/** The JSON of `state`, changed by `edit`, as text. */
function edited(state: GameState, edit: (j: Json) => void): string {
  const j = JSON.parse(serialize(state)) as Json;
  edit(j);
  return JSON.stringify(j);
}

/** Plays random legal actions (seeded chooser) from `state`; returns the state reached. */
function playOn(state: GameState, seed: number, cap: number): GameState {
  let rng = seedRng(seed);
  let s = state;
  for (let i = 0; i < cap && !s.result; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`no legal action at step ${s.steps} although the game is not over`);
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    s = declineBrilliantStrokes(apply(s, legal[pick.value]));
    const problems = checkInvariants(s);
    if (problems.length > 0) throw new Error(`invariants broken after step ${s.steps}: ${problems.join('; ')}`);
  }
  return s;
}

/**
 * A 1775 game with external dice, played until a roll is pending (a Naval Pressure D3, 4.2.3). Events are
 * never chosen, so the game (and the state found) does not depend on which Event cards are written.
 */
function pendingRoll(): GameState {
  let rng = seedRng(1);
  let s = declineBrilliantStrokes(createGame('1775', { seed: 3, dice: 'external' }));
  while (s.stack[s.stack.length - 1]?.kind !== 'roll') {
    const legal = legalActions(s).filter((a) => a.type !== 'event');
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    s = declineBrilliantStrokes(apply(s, legal[pick.value]));
  }
  return s;
}

const TOP = 2 ** 32;

describe('loadGame: the dice state must be one the generator can reach', () => {
  it('every state the generator produces passes', () => {
    for (const seed of [0, 1, 'x', 'liberty', 709451800, -3.5]) {
      let rng: RngState = seedRng(seed);
      for (let i = 0; i < 2000; i++) {
        expect(rngStateProblem(rng)).toBeNull();
        rng = rollD6(rng).rng;
      }
    }
    const s = declineBrilliantStrokes(createGame('1776', { seed: 'round' }));
    expect(loadGame(serialize(s))).toEqual(s);
  });

  it('refuses the fixed points, fractional values and an impossible carry, each with its reason', () => {
    const s = baseState();
    const withRng = (rng: Json) => edited(s, (j) => (j.dice.rng = rng));
    expect(refusal(withRng({ c: 0, s0: 0, s1: 0, s2: 0 })).problems).toEqual([
      'dice.rng: the all-zero state is a fixed point of the generator (every roll would be a 1)',
    ]);
    const max = (TOP - 1) / TOP;
    expect(refusal(withRng({ c: 2091638, s0: max, s1: max, s2: max })).problems).toEqual([
      'dice.rng: the all-maximum state is a fixed point of the generator (a die roll would never end)',
    ]);
    expect(refusal(withRng({ c: 5, s0: 0.3, s1: 0.5, s2: 0.25 })).problems).toEqual([
      'dice.rng: s0 must be a multiple of 2^-32 from 0 to just under 1, got 0.3',
    ]);
    expect(refusal(withRng({ c: 2091639, s0: 0.5, s1: 0.5, s2: 0.25 })).problems).toEqual([
      'dice.rng: the carry c must be a whole number from 0 to 2091638, got 2091639',
    ]);
    expect(refusal(withRng({ c: 1.5, s0: 0.5, s1: 0.5, s2: 0.25 })).problems).toEqual(['dice.rng.c: expected a whole number ≥ 0, got 1.5']);
  });

  it('the generator itself refuses a fixed point instead of rolling forever', () => {
    const max = (TOP - 1) / TOP;
    expect(isRngState({ c: 2091638, s0: max, s1: max, s2: max })).toBe(false);
    expect(() => rollD6({ c: 2091638, s0: max, s1: max, s2: max })).toThrow(TypeError);
    expect(() => rollD6({ c: 0, s0: 0, s1: 0, s2: 0 })).toThrow(TypeError);
  });

  it('refuses scripted dice in a save', () => {
    const text = edited(baseState(), (j) => (j.dice = { kind: 'scripted', rolls: [1, 2], rng: j.dice.rng }));
    expect(refusal(text).problems).toEqual(["dice.kind: a saved game has seeded dice, got 'scripted' (scripted dice are for tests only)"]);
  });
});

describe('loadGame: every frame must be one its step can take', () => {
  it('a kind that names no step, including names inherited by every object', () => {
    for (const kind of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'eligibleChoice']) {
      const text = edited(baseState(), (j) => (j.stack[2].kind = kind));
      expect(refusal(text).problems).toEqual([`stack[2].kind: '${kind}' names no step of the game`]);
    }
  });

  it('a field missing, mistyped, unknown or out of range', () => {
    const s = baseState();
    expect(refusal(edited(s, (j) => delete j.stack[2].faction)).problems).toEqual([
      'stack[2].faction: missing, expected a Faction (british, patriots, french, indians)',
    ]);
    expect(refusal(edited(s, (j) => (j.stack[0].phase = 3))).problems).toEqual(["stack[0].phase: expected one of 'play', 'advance', got 3"]);
    expect(refusal(edited(s, (j) => (j.stack[1].extra = 1))).problems).toEqual(["stack[1]: unknown field 'extra'"]);
  });

  it('a roll asking for 10⁹ dice, a die of 7 sides, a result too high', () => {
    const s = pendingRoll();
    const at = s.stack.length - 1;
    expect(loadGame(serialize(s))).toEqual(s);
    expect(refusal(edited(s, (j) => (j.stack[at].count = 1e9))).problems).toEqual([`stack[${at}].count: expected a whole number from 1 to 3, got 1000000000`]);
    expect(refusal(edited(s, (j) => (j.stack[at].sides = 7))).problems).toEqual([`stack[${at}].sides: expected a die of 3 or 6 sides, got 7`]);
    expect(refusal(edited(s, (j) => ((j.stack[at].count = 2), (j.stack[at].values = [4])))).problems).toEqual([
      `stack[${at}].values[0]: expected a result from 1 to 3 of a D3, got 4`,
    ]);
    expect(refusal(edited(s, (j) => j.stack.splice(at - 1, 1))).problems).toEqual([
      `stack[${at - 1}]: a roll sits on a 'britishMuster' frame, which never asks for dice`,
    ]);
    expect(refusal(edited(s, (j) => (j.stack[at].values = [1]))).problems).toEqual([
      `stack[${at}].values: expected fewer than 1 results (the roll is still pending), got a list`,
    ]);
  });

  it('an empty stack with no result, a stack too deep, frames out of place', () => {
    const s = baseState();
    expect(refusal(edited(s, (j) => (j.stack = []))).problems).toEqual(['stack: empty while the game has no result (nothing could happen next)']);
    expect(refusal(edited(s, (j) => (j.stack = Array.from({ length: 100 }, () => ({ kind: 'eventCard' }))))).problems).toEqual([
      'stack: 100 frames; a game never needs more than 64',
    ]);
    expect(refusal(edited(s, (j) => j.stack.shift())).problems).toEqual(["stack[0].kind: expected 'game' at the bottom of the stack, got 'eventCard'"]);
    expect(refusal(edited(s, (j) => j.stack.splice(1, 0, { kind: 'eventCard' }))).problems).toEqual([
      "stack[2]: a 'eventCard' frame sits on a 'eventCard' frame; it sits on a 'game' frame",
    ]);
    const roll = pendingRoll();
    expect(refusal(edited(roll, (j) => j.stack.splice(2, 0, structuredClone(j.stack[2])))).problems).toEqual([
      "stack[3]: a command host sits on a 'commandHost' frame; it sits on the card or on a grant",
    ]);
    expect(refusal(edited(roll, (j) => (j.stack[3].faction = 'french'))).problems).toEqual([
      "stack[3]: the 'britishMuster' Command sits on a 'commandHost' frame; a Command sits on the command host of its Faction",
    ]);
    expect(refusal(edited(s, (j) => j.stack.pop())).problems).toEqual([
      "stack[1]: the 'eventCard' frame on top is not a decision (a saved game waits for one)",
    ]);
  });
});

describe('loadGame: options exactly as createGame takes them', () => {
  it('refuses an empty player list and options createGame would refuse', () => {
    const s = baseState();
    expect(refusal(edited(s, (j) => (j.options.players = []))).problems).toEqual([
      'options: players must assign each Faction that is not a Non-player exactly once (british, patriots, french, indians)',
    ]);
    expect(refusal(edited(s, (j) => (j.options.nonPlayers = ['french', 'french']))).problems).toEqual([
      'options: nonPlayers must list distinct Factions (british, patriots, french, indians)',
    ]);
    expect(refusal(edited(s, (j) => (j.options.players = [['british', 'patriots'], ['french'], ['indians']]))).problems).toEqual([
      'options: a player running two Factions runs one side: British and Indians, or Patriots and French (1.5), got british and patriots',
    ]);
  });
});

describe('loadGame: hostile shapes are refused with words, never a crash', () => {
  it('a cyclic object', () => {
    const s = baseState() as GameState & { stack: Json[] };
    (s.stack[2] as Json).self = s.stack[2];
    expect(refusal(s).problems).toEqual(['The saved game cannot be read: stack[2].self: the value contains itself (a cycle)']);
  });

  it('nesting 1,500 deep, as text and as an object', () => {
    const deep = `{"version":1,"x":${'['.repeat(1500)}${']'.repeat(1500)}}`;
    expect(refusal(deep).problems).toEqual(['The saved game is nested too deep: lists and objects more than 40 levels deep']);
    let v: unknown = 1;
    for (let i = 0; i < 1500; i++) v = [v];
    const s = baseState() as Json;
    s.log = v;
    expect(refusal(s).problems[0]).toMatch(/^The saved game cannot be read: log(\[0\])+: lists and objects are nested more than 40 deep$/);
  });

  it('a huge file, and huge lists', () => {
    expect(refusal(' '.repeat(20_000_001)).problems).toEqual(['The saved game is too large: 20000001 characters, at most 20000000 are read']);
    const text = edited(baseState(), (j) => (j.stack[2].faction = ['british', ...Array.from({ length: 100_000 }, () => 'french')]));
    expect(refusal(text).problems[0]).toMatch(/^stack\[2\]\.faction: expected a Faction/);
  });

  it('accessors, proxies and class instances', () => {
    const getter = baseState() as Json;
    Object.defineProperty(getter, 'cbc', { get: () => { throw new Error('boom'); }, enumerable: true });
    expect(refusal(getter).problems).toEqual(["The saved game cannot be read: the state: field 'cbc' is an accessor, not data"]);
    const trap = new Proxy(baseState(), { ownKeys: () => { throw new Error('trap'); } });
    expect(refusal(trap).problems).toEqual(['The saved game cannot be read: the state cannot be read as plain data: trap']);
    const dated = baseState() as Json;
    dated.log = new Date(0);
    expect(refusal(dated).problems).toEqual(['The saved game cannot be read: log: expected a plain object or list']);
  });

  it('a leading byte-order mark is ignored', () => {
    const s = declineBrilliantStrokes(createGame('sprint', { seed: 4 }));
    expect(loadGame(`\uFEFF${serialize(s)}`)).toEqual(s);
  });
});

describe('invariant: no French Regulars on the map before the Treaty of Alliance (2.3.9)', () => {
  it('refuses them in the West Indies', () => {
    const s = declineBrilliantStrokes(createGame('1775', { seed: 1 }));
    const text = edited(s, (j) => {
      j.spaces.WestIndies.pieces.frenchRegular = 2;
      j.spaces.WestIndies.control = 'rebellion';
      j.unavailable.frenchRegular -= 2;
    });
    expect(refusal(text).problems).toEqual([
      'The West Indies holds 2 French Regulars before the Treaty of Alliance; French pieces enter the map and the West Indies only once it is played (2.3.9)',
    ]);
  });

  it('the scenarios that start after the Treaty keep theirs', () => {
    for (const scenario of ['1778', 'sprint'] as const) expect(checkInvariants(createGame(scenario, { seed: 2 }))).toEqual([]);
  });
});

describe('property: mutated saves are refused with words, or play on cleanly', () => {
  const states = sources();

  it('takes its sources from every scenario, with deep stacks, pending rolls and finished games', () => {
    expect(new Set(states.map((s) => s.scenario))).toEqual(new Set(SCENARIO_IDS));
    expect(states.some((s) => s.stack[s.stack.length - 1]?.kind === 'roll')).toBe(true);
    expect(states.some((s) => s.result !== null)).toBe(true);
    expect(Math.max(...states.map((s) => s.stack.length))).toBeGreaterThanOrEqual(5);
    for (const s of states) expect(loadGame(serialize(s))).toEqual(s);
  });

  it(`${MUTATED_SAVES} mutated saves`, () => {
    let refused = 0;
    let played = 0;
    fc.assert(
      fc.property(
        fc.nat(states.length - 1),
        fc.nat(MUTATION_CLASSES - 1),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (source, kind, a, b, c) => {
          const text = mutate(states[source], kind, a, b, c);
          let loaded: GameState;
          try {
            loaded = loadGame(text);
          } catch (e) {
            if (!(e instanceof InvalidStateError)) throw e;
            expect(e.problems.length).toBeGreaterThan(0);
            refused++;
            return;
          }
          played++;
          expect(checkInvariants(loaded)).toEqual([]);
          playOn(loaded, a, PLAY_ON_STEPS);
        },
      ),
      { seed: 20_260_311, numRuns: MUTATED_SAVES },
    );
    expect(refused + played).toBe(MUTATED_SAVES);
    expect(refused).toBeGreaterThan(MUTATED_SAVES / 4);
    expect(played).toBeGreaterThan(MUTATED_SAVES / 20);
  }, 600_000);
});
