/**
 * Crafted actions never get in. An action is accepted exactly when it is one of `legalActions(state)`,
 * field by field (same fields present, each value identical); a value outside the action vocabulary is
 * `malformed`; and `tryApply` never throws, whatever it is given: it answers an IllegalActionError and
 * leaves the state as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_OPTIONS, ACTION_PIECES, ACTIVITY_IDS, ActionSchema, COMMAND_IDS, type Action } from '../../src/core/action';
import { createGame } from '../../src/game/createGame';
import { IllegalActionError } from '../../src/core/errors';
import { type ApplyResult } from '../../src/core/machine';
import { apply, legalActions, pending, tryApply } from '../../src/game/machine';
import { serialize } from '../../src/game/persistence';
import type { GameState } from '../../src/core/state';
import { FACTIONS, SCENARIO_IDS, SPACE_IDS } from '../../src/data/ids';
import { checkRecord, parseRecord, RecordError, serializeRecord, startRecord, type GameRecord } from '../../src/records/record';
import { seededIndex as random } from '../../src/testing/random';
import { declineBrilliantStrokes } from '../../src/testing/kit';

/** How many crafted actions the property test tries. */
const CRAFTED_CASES = 20_000;
/** Positions sampled per scenario for it. */
const POSITIONS_PER_SCENARIO = 30;

const FIELDS = ['faction', 'type', 'command', 'activity', 'side', 'space', 'from', 'to', 'piece', 'count', 'value', 'option', 'limited'] as const;


/** 1775, seed 11: the British Battle in New York, the Attacker deciding how many War Parties to Activate (3.6.3). */
function newYorkBattle(): GameState {
  let s = declineBrilliantStrokes(createGame('1775', { seed: 11 }));
  s = apply(s, { faction: 'british', type: 'command', command: 'battle' });
  return apply(s, { faction: 'british', type: 'selectSpace', space: 'NewYork' });
}

const CRAFTED = { faction: 'british', type: 'activate;space=NewYork;piece=warPartyUnderground;count=0' };

/** tryApply, failing the test (with the input) if it throws. */
function attempt(state: GameState, input: unknown): ApplyResult {
  try {
    return tryApply(state, input);
  } catch (e) {
    throw new Error(`tryApply threw ${String(e)}`);
  }
}

/** The refusal of `input`, checked: an IllegalActionError with the code, the state untouched. */
function refused(state: GameState, input: unknown, code: IllegalActionError['code']): IllegalActionError {
  const before = serialize(state);
  const r = attempt(state, input);
  if (r.ok) throw new Error('accepted');
  expect(r.error).toBeInstanceOf(IllegalActionError);
  expect(r.error.code).toBe(code);
  expect(serialize(state)).toBe(before);
  return r.error;
}

describe('the crafted New York activation (3.6.3)', () => {
  it('is malformed: its type is no action type; the state is unchanged', () => {
    const s = newYorkBattle();
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'battle' });
    expect(legalActions(s)).toEqual([
      { faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 },
      { faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 1 },
    ]);
    const error = refused(s, CRAFTED, 'malformed');
    expect(error.message).toMatch(/^Malformed action: type: /);
    expect(s.spaces.NewYork.pieces.warPartyUnderground).toBe(1);
    expect(() => apply(s, CRAFTED as unknown as Action)).toThrow(IllegalActionError);
    // The listed action itself is accepted: the Attacker Activates none.
    expect(apply(s, legalActions(s)[0]).spaces.NewYork.pieces.warPartyUnderground).toBe(1);
  });

  it('the other fields cannot carry it either', () => {
    const s = newYorkBattle();
    const listed = { faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 };
    refused(s, { ...listed, space: 'NewYork;piece=warPartyUnderground;count=0', piece: undefined, count: undefined }, 'malformed');
    refused(s, { ...listed, count: '0' }, 'malformed');
    refused(s, { ...listed, count: NaN }, 'malformed');
    // An activation carries exactly a space, a piece and a count (ACTION_FIELDS): another field, or one missing, is malformed.
    refused(s, { ...listed, option: 'leader' }, 'malformed');
    refused(s, { faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground' }, 'malformed');
    refused(s, { ...listed, count: 2 }, 'not-legal-now');
    refused(s, { ...listed, piece: 'warPartyActive' }, 'not-legal-now');
    // An absent field and a field holding undefined are the same; -0 is 0 (JSON has no negative zero).
    expect(attempt(s, { ...listed, option: undefined }).ok).toBe(true);
    const negativeZero = attempt(s, { ...listed, count: -0 });
    expect(negativeZero.ok && serialize(negativeZero.state)).toBe(serialize(apply(s, listed as Action)));
  });

  it('a record holding it is refused: parseRecord by its shape, checkRecord at that step', () => {
    // The Factions asked to play a Brilliant Stroke on the first card decline first (2.3.8).
    const declines: Action[] = [];
    for (let d = createGame('1775', { seed: 11 }); pending(d)?.kind === 'brilliantStrokes'; ) {
      const a: Action = { faction: pending(d)!.faction as Action['faction'], type: 'done' };
      declines.push(a);
      d = apply(d, a);
    }
    expect(declines.length).toBeGreaterThan(0);
    const record: GameRecord = {
      ...startRecord('1775', { seed: 11 }),
      actions: [
        ...declines,
        { faction: 'british', type: 'command', command: 'battle' },
        { faction: 'british', type: 'selectSpace', space: 'NewYork' },
        CRAFTED as unknown as Action,
      ],
    };
    const check = checkRecord(record);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.step).toBe(declines.length + 2);
    expect(check.error).toBeInstanceOf(IllegalActionError);
    expect(check.error.code).toBe('malformed');
    expect(serialize(check.state)).toBe(serialize(newYorkBattle()));
    expect(() => parseRecord(serializeRecord(record))).toThrow(RecordError);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: crafted and mutated actions at random points of random games.

interface Position {
  state: GameState;
  legal: Action[];
  json: string;
}

function positions(): Position[] {
  const out: Position[] = [];
  const add = (state: GameState): void => {
    out.push({ state, legal: legalActions(state), json: serialize(state) });
  };
  add(newYorkBattle());
  SCENARIO_IDS.forEach((scenario, i) => {
    const r = random(77 + i);
    let s = declineBrilliantStrokes(createGame(scenario, { seed: 31 + i }));
    let taken = 0;
    for (let step = 0; taken < POSITIONS_PER_SCENARIO && !s.result; step++) {
      if (r(12) === 0) {
        add(s);
        taken++;
      }
      const legal = legalActions(s);
      s = declineBrilliantStrokes(apply(s, legal[r(legal.length)]));
    }
  });
  return out;
}

const HUGE = 'x'.repeat(200_000);
const ODD_VALUES: unknown[] = [
  NaN, Infinity, -Infinity, -0, 0.5, -1, 100, 1e21, 2 ** 53 + 2, Number.MIN_VALUE,
  '', ' ', '0', '1', 'NaN', 'true', 'false', 'null', 'undefined', HUGE,
  true, false, null, undefined, [], ['british'], {}, { faction: 'british' },
  'british', 'patriots', 'french', 'indians', 'chance', 'available', 'Boston', 'WestIndies',
  '__proto__', 'constructor', 'toString', 'pass', 'done', 'leader', 'militia', 'Battle', 'DONE',
];
/** Values derived from a field's own value: numbers and strings swapped, separators, wrappers. */
const DERIVE: ((v: unknown) => unknown)[] = [
  (v) => String(v),
  (v) => Number(v),
  (v) => `${String(v)};`,
  (v) => `${String(v)};space=NewYork`,
  (v) => `${String(v)}=0`,
  (v) => `${String(v)} `,
  (v) => String(v).toUpperCase(),
  (v) => [v],
  (v) => ({ value: v }),
  (v) => (typeof v === 'number' ? v + 0.5 : v),
  (v) => (typeof v === 'number' ? -v : v),
  (v) => (typeof v === 'number' ? v + 100 : v),
  // Numbers nudged within their range: mostly a well-formed action that is not listed.
  (v) => (typeof v === 'number' ? v + 1 : v),
  (v) => (typeof v === 'number' && v > 0 ? v - 1 : v),
];
/** Every value each field may hold (the numbers: a sample of their range); `type` is left out, as it decides the fields. */
const VOCABULARY: Partial<Record<(typeof FIELDS)[number], readonly unknown[]>> = {
  faction: [...FACTIONS, 'chance'],
  command: COMMAND_IDS,
  activity: ACTIVITY_IDS,
  side: ['unshaded', 'shaded'],
  space: SPACE_IDS,
  from: SPACE_IDS,
  to: [...SPACE_IDS, 'available'],
  piece: ACTION_PIECES,
  count: [0, 1, 2, 3, 4, 5, 6, 99],
  value: [-99, -1, 0, 1, 2, 3, 4, 5, 6, 99],
  option: ACTION_OPTIONS,
  limited: [true, false],
};
const ODD_KEYS = ['extra', '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'type;space', 'Type', 'counts', ''];

type Mutation =
  | { kind: 'set'; field: number; value: number }
  | { kind: 'derive'; field: number; how: number }
  | { kind: 'delete'; field: number }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'borrow'; field: number; source: number; sourceField: number }
  | { kind: 'exchange'; field: number; source: number }
  | { kind: 'oddKey'; key: number; value: number }
  | { kind: 'pack' };

const fieldArb = fc.nat({ max: FIELDS.length - 1 });
const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), field: fieldArb, value: fc.nat({ max: ODD_VALUES.length - 1 }) }),
  fc.record({ kind: fc.constant('derive' as const), field: fieldArb, how: fc.nat({ max: DERIVE.length - 1 }) }),
  fc.record({ kind: fc.constant('delete' as const), field: fieldArb }),
  fc.record({ kind: fc.constant('swap' as const), a: fieldArb, b: fieldArb }),
  fc.record({ kind: fc.constant('borrow' as const), field: fieldArb, source: fc.nat(), sourceField: fieldArb }),
  fc.record({ kind: fc.constant('exchange' as const), field: fieldArb, source: fc.nat() }),
  fc.record({ kind: fc.constant('oddKey' as const), key: fc.nat({ max: ODD_KEYS.length - 1 }), value: fc.nat({ max: ODD_VALUES.length - 1 }) }),
  fc.record({ kind: fc.constant('pack' as const) }),
);

/** Sets an own enumerable field (defineProperty: `__proto__` becomes a field, not the prototype). */
function put(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

function mutate(base: Action, pool: readonly Action[], mutations: readonly Mutation[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(base)) put(o, k, v);
  for (const m of mutations) {
    switch (m.kind) {
      case 'set':
        put(o, FIELDS[m.field], ODD_VALUES[m.value]);
        break;
      case 'derive':
        put(o, FIELDS[m.field], DERIVE[m.how](o[FIELDS[m.field]]));
        break;
      case 'delete':
        delete o[FIELDS[m.field]];
        break;
      case 'swap': {
        const [a, b] = [o[FIELDS[m.a]], o[FIELDS[m.b]]];
        put(o, FIELDS[m.a], b);
        put(o, FIELDS[m.b], a);
        break;
      }
      case 'borrow':
        put(o, FIELDS[m.field], (pool[m.source % pool.length] as Record<string, unknown>)[FIELDS[m.sourceField]]);
        break;
      case 'exchange': {
        // A field the input carries takes another value of its vocabulary: the fields its type carries are kept.
        const f = FIELDS[m.field];
        const values = VOCABULARY[f];
        if (o[f] !== undefined && values !== undefined) put(o, f, values[m.source % values.length]);
        break;
      }
      case 'oddKey':
        put(o, ODD_KEYS[m.key], ODD_VALUES[m.value]);
        break;
      case 'pack': {
        // The other fields packed into the type, as a string key would join them.
        const rest = FIELDS.slice(2).filter((f) => o[f] !== undefined);
        put(o, 'type', [o.type, ...rest.map((f) => `${f}=${String(o[f])}`)].join(';'));
        for (const f of rest) delete o[f];
        break;
      }
    }
  }
  return o;
}

/** The fields holding a value (a field holding undefined is absent). */
const present = (o: Record<string, unknown>): string[] => Object.keys(o).filter((k) => o[k] !== undefined);

/** Whether every key is an action field (an unknown key makes an input malformed, whatever it holds). */
const onlyFields = (o: Record<string, unknown>): boolean => Object.keys(o).every((k) => (FIELDS as readonly string[]).includes(k));

/** The listed action the input is, field by field (same fields present, each value ===), if any. */
function listedAs(o: Record<string, unknown>, legal: readonly Action[]): Action | undefined {
  if (!onlyFields(o)) return undefined;
  const keys = present(o);
  return legal.find((l) => {
    const lk = Object.keys(l);
    return lk.length === keys.length && lk.every((k) => Object.prototype.hasOwnProperty.call(o, k) && o[k] === (l as Record<string, unknown>)[k]);
  });
}

/** Whether the input has the shape of an action: only action fields, values the schema accepts. */
function wellFormed(o: Record<string, unknown>): boolean {
  if (!onlyFields(o)) return false;
  const copy: Record<string, unknown> = {};
  for (const k of present(o)) copy[k] = o[k];
  return ActionSchema.safeParse(copy).success;
}

describe('crafted and mutated actions at random points of random games (property)', () => {
  const all = positions();

  it(`${CRAFTED_CASES} cases: never a throw; accepted exactly when listed; refusals leave the state unchanged`, () => {
    const stats = { accepted: 0, malformed: 0, 'wrong-faction': 0, 'not-legal-now': 0 };
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), fc.array(mutationArb, { minLength: 1, maxLength: 3 }), fc.nat({ max: 9 }), (p, a, q, changes, untouched) => {
        // One input in ten is a listed action unchanged (or listed at another position).
        const mutations = untouched === 0 ? [] : changes;
        const pos = all[p % all.length];
        // Mostly an action listed here; sometimes one listed at another position.
        const pool = q % 5 === 0 ? all[q % all.length].legal : pos.legal;
        const input = mutate(pool[a % pool.length], all[(p + q) % all.length].legal, mutations);
        const r = attempt(pos.state, input);
        const listed = listedAs(input, pos.legal);
        if (r.ok) {
          if (listed === undefined) throw new Error(`accepted an unlisted action: ${JSON.stringify(input)}`);
          // The same next state as the listed action (checked on a sample: each check applies twice).
          if (stats.accepted++ % 10 === 0) expect(serialize(r.state)).toBe(serialize(apply(pos.state, listed)));
        } else {
          stats[r.error.code as keyof typeof stats]++;
          if (!(r.error instanceof IllegalActionError)) throw new Error('not an IllegalActionError');
          if (listed !== undefined) throw new Error(`refused a listed action: ${JSON.stringify(input)}: ${r.error.message}`);
          if ((r.error.code === 'malformed') === wellFormed(input))
            throw new Error(`code ${r.error.code} for ${JSON.stringify(input).slice(0, 300)}`);
        }
        expect(pos.state.stack.length > 0 && Object.isFrozen(pos.state)).toBe(true);
      }),
      { seed: 1775, numRuns: CRAFTED_CASES },
    );
    // Every refused input left its state unchanged.
    for (const pos of all) expect(serialize(pos.state)).toBe(pos.json);
    expect(stats.accepted).toBeGreaterThan(CRAFTED_CASES / 50);
    expect(stats.malformed).toBeGreaterThan(CRAFTED_CASES / 10);
    expect(stats['not-legal-now']).toBeGreaterThan(CRAFTED_CASES / 50);
    expect(stats['wrong-faction']).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile inputs.

describe('hostile inputs are refused as malformed, never thrown', () => {
  const s = newYorkBattle();
  const listed = { faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 };

  it('not objects: null, undefined, primitives, arrays, functions', () => {
    for (const input of [null, undefined, 0, NaN, 'activate', HUGE, true, Symbol('a'), 10n, [], [listed], () => listed, Object.assign(() => 0, listed)])
      refused(s, input, 'malformed');
  });

  it('objects that are not plain: class instances, boxed values, Dates, Maps', () => {
    class Act {
      faction = 'british';
      type = 'activate';
    }
    for (const input of [new Act(), Object.assign(Object.create({ faction: 'british' }), { type: 'pass' }), new Date(0), new Map(Object.entries(listed)), Object(listed.type)])
      refused(s, input, 'malformed');
  });

  it('getters that throw, and getters read only once', () => {
    const throwing = { ...listed };
    Object.defineProperty(throwing, 'count', { enumerable: true, get: () => { throw new Error('boom'); } });
    refused(s, throwing, 'malformed');
    const throwingSymbol = { ...listed };
    Object.defineProperty(throwingSymbol, 'space', { enumerable: true, get: () => { throw Symbol('boom'); } });
    refused(s, throwingSymbol, 'malformed');
    // A getter answering differently at each read is read once: the value checked is the value used.
    let reads = 0;
    const shifty = { ...listed };
    Object.defineProperty(shifty, 'count', { enumerable: true, get: () => (reads++ === 0 ? 0 : 99) });
    const r = attempt(s, shifty);
    expect(r.ok).toBe(true);
    expect(reads).toBe(1);
  });

  it('Proxies whose traps throw, and a revoked Proxy', () => {
    const boom = (): never => {
      throw new Error('trap');
    };
    for (const trap of ['get', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf'] as const) refused(s, new Proxy({ ...listed }, { [trap]: boom }), 'malformed');
    // Traps the reading never uses do not matter: this one reads as the listed action.
    expect(attempt(s, new Proxy({ ...listed }, { has: boom, set: boom, defineProperty: boom })).ok).toBe(true);
    const revocable = Proxy.revocable({ ...listed }, {});
    revocable.revoke();
    refused(s, revocable.proxy, 'malformed');
    // A Proxy claiming fields it does not have (ownKeys breaking its invariants).
    refused(s, new Proxy(Object.freeze({ ...listed }), { ownKeys: () => ['faction'] }), 'malformed');
  });

  it('cyclic objects, nested objects and odd keys', () => {
    const cyclic: Record<string, unknown> = { ...listed };
    cyclic.self = cyclic;
    refused(s, cyclic, 'malformed');
    const cyclicValue: Record<string, unknown> = { ...listed };
    cyclicValue.space = cyclicValue;
    refused(s, cyclicValue, 'malformed');
    refused(s, JSON.parse('{"faction":"british","type":"activate","space":"NewYork","piece":"warPartyUnderground","count":0,"__proto__":{"x":1}}'), 'malformed');
    refused(s, { ...listed, constructor: 'Object' }, 'malformed');
    refused(s, { ...listed, toString: () => 'pass' }, 'malformed');
    refused(s, { ...listed, [HUGE]: 1 }, 'malformed');
    refused(s, { ...listed, type: HUGE }, 'malformed');
    refused(s, { ...listed, count: { valueOf: () => 0 } }, 'malformed');
    // A plain object without a prototype is still a plain object.
    expect(attempt(s, Object.assign(Object.create(null), listed)).ok).toBe(true);
  });
});

describe('the copies legalActions handed out, changed by the caller, are checked as any input', () => {
  const s = newYorkBattle();
  /** The copy of the listed action with `count`, from a list just handed out (`apply` finds those by their index). */
  const handed = (count = 0): Record<string, unknown> => legalActions(s).find((a) => a.count === count) as unknown as Record<string, unknown>;

  it('unchanged, or changed into another listed action: that action', () => {
    expect(attempt(s, handed()).ok).toBe(true);
    const other = legalActions(s).find((a) => a.count !== 0)!;
    const changed = handed();
    changed.count = other.count;
    const r = attempt(s, changed);
    if (!r.ok) throw new Error('refused');
    expect(serialize(r.state)).toBe(serialize(apply(s, { ...other })));
  });

  it('a field changed, added, removed or inherited; a getter that throws', () => {
    const changed = handed();
    changed.space = 'Boston';
    refused(s, changed, 'not-legal-now');
    const added = handed();
    added.option = undefined;
    added.foo = undefined;
    refused(s, added, 'malformed');
    const removed = handed();
    delete removed.count;
    refused(s, removed, 'malformed');
    const inherited = handed();
    Object.setPrototypeOf(inherited, { limited: true });
    refused(s, inherited, 'malformed');
    const throwing = handed();
    Object.defineProperty(throwing, 'count', { enumerable: true, get: () => { throw new Error('boom'); } });
    refused(s, throwing, 'malformed');
  });
});
