/**
 * The fast paths of `apply` (issue #6) against the reference implementations they replace:
 * the hand-written action check against the zod schema, and the working copy + commit against an
 * Immer `produce` (same JSON, deep-frozen, unchanged parts shared), and the legal-action cache.
 */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { ACTION_FIELD_NAMES, ACTION_FIELDS, ACTION_TYPES, ActionSchema, fastParseAction, type ActionField, type ActionType, type FieldPresence } from '../../src/core/action';
import { commit, mutableCopy } from '../../src/core/workingCopy';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, tryApply } from '../../src/game/machine';
import { serialize } from '../../src/game/persistence';
import type { GameState } from '../../src/core/state';
import { seededIndex as random } from '../../src/testing/random';

function deepFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (!Object.isFrozen(v)) return false;
  for (const k in v) if (!deepFrozen((v as Record<string, unknown>)[k])) return false;
  return true;
}


describe('fastParseAction accepts exactly what ActionSchema accepts, with the same result', () => {
  const values: unknown[] = [undefined, null, 0, -0, 1, 3, 99, 100, -99, -100, 1.5, NaN, Infinity, '', 'x', '3', true, false, {}, []];
  const names = ['british', 'patriots', 'french', 'indians', 'chance', 'Boston', 'WestIndies', 'available', 'militia', 'militiaActive', 'village', 'unshaded', 'shaded', 'muster', 'skirmish', 'leader', 'pay'];
  /** Values each field accepts (a few), so that random objects often have the shape of their type. */
  const good: Record<string, unknown[]> = {
    faction: ['british', 'indians', 'chance'],
    command: ['muster', 'battle'],
    activity: ['skirmish', 'trade'],
    side: ['unshaded', 'shaded'],
    space: ['Boston', 'WestIndies'],
    from: ['Boston', 'Quebec'],
    to: ['Boston', 'available'],
    piece: ['militia', 'militiaActive', 'village'],
    count: [0, 3, 99],
    value: [-99, 1, 99],
    option: ['leader', 'pay', 'tory+tory+continental'],
    limited: [true, false],
  };

  it('on random objects: mostly the fields of their type, sometimes one more or one fewer, keys in any order', () => {
    const r = random(6);
    const stats = { accepted: 0, refused: 0 };
    for (let i = 0; i < 50_000; i++) {
      const type: unknown = r(8) ? ACTION_TYPES[r(ACTION_TYPES.length)] : r(2) ? names[r(names.length)] : values[r(values.length)];
      const fields: { readonly [F in ActionField]?: FieldPresence } = ACTION_FIELDS[type as ActionType] ?? {};
      const entries: [string, unknown][] = [['type', type]];
      const pick = (f: string): unknown => (r(4) && good[f] ? good[f][r(good[f].length)] : r(2) ? names[r(names.length)] : values[r(values.length)]);
      if (r(20)) entries.push(['faction', pick('faction')]);
      for (const f of [...ACTION_FIELD_NAMES, 'extra']) {
        const presence = fields[f as ActionField];
        // Required fields almost always, optional ones half the time, others rarely.
        if (presence === 'required' ? r(20) > 0 : presence === 'optional' ? r(2) === 0 : r(25) === 0) entries.push([f, pick(f)]);
      }
      // Keys in a random order (the result is in canonical order either way).
      for (let j = entries.length - 1; j > 0; j--) {
        const k = r(j + 1);
        [entries[j], entries[k]] = [entries[k], entries[j]];
      }
      const o = Object.fromEntries(entries);
      const fast = fastParseAction(o);
      const ref = ActionSchema.safeParse(o);
      if (fast !== undefined) {
        stats.accepted++;
        expect(ref.success).toBe(true);
        expect(Object.entries(fast)).toEqual(Object.entries(ref.data!));
      } else if (ref.success) {
        throw new Error(`fast check refused what the schema accepts: ${JSON.stringify(o)}`);
      } else stats.refused++;
    }
    expect(stats.accepted).toBeGreaterThan(1000);
    expect(stats.refused).toBeGreaterThan(1000);
  });

  it('leaves anything but a plain object to the schema', () => {
    expect(fastParseAction(Object.assign(Object.create(null), { faction: 'british', type: 'pass' }))).toBeUndefined();
    expect(fastParseAction(['british'])).toBeUndefined();
    expect(fastParseAction('pass')).toBeUndefined();
  });

  it('an optional field holding undefined is kept as the schema keeps it; a field the type does not carry is refused by both, even undefined', () => {
    const command = { faction: 'british', type: 'command', command: 'muster', limited: undefined };
    expect(Object.entries(fastParseAction(command)!)).toEqual(Object.entries(ActionSchema.parse(command)));
    expect(Object.entries(fastParseAction(command)!)).toEqual([['faction', 'british'], ['type', 'command'], ['command', 'muster'], ['limited', undefined]]);
    const pass = { faction: 'british', type: 'pass', space: undefined };
    expect(fastParseAction(pass)).toBeUndefined();
    expect(ActionSchema.safeParse(pass).success).toBe(false);
  });
});

describe('working copy and commit', () => {
  const states: GameState[] = [];
  let s = createGame('1778', { seed: 3 });
  for (let i = 0; i < 150 && !s.result; i++) {
    const a = legalActions(s);
    s = apply(s, a[(i * 13) % a.length]);
    if (i % 15 === 0) states.push(s);
  }
  type W = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const mutations: ((d: W) => void)[] = [
    (d) => (d.steps += 1),
    (d) => (d.spaces.Boston.pieces.tory += 1),
    (d) => {
      d.spaces.Boston.pieces.tory += 1;
      d.spaces.Boston.pieces.tory -= 1;
    },
    (d) => d.log.push({ text: 'x', rule: '1.1' }),
    (d) => (d.log = []),
    (d) => {
      const f = d.stack[d.stack.length - 1];
      if (!f) return;
      const k = Object.keys(f)[0];
      const v = f[k];
      delete f[k];
      f[k] = v; // same keys and values, other order
    },
    (d) => (d.stack.length ? (d.stack[d.stack.length - 1].extra = undefined) : undefined),
    (d) => d.deck.draw.shift(),
    (d) => (d.spaces.Boston.support = -0),
    (d) => (d.spaces.NewYork = { ...d.spaces.NewYork }),
    (d) => (d.spaces.NewYork.extra = 1),
    (d) => (d.spaces.Quebec.pieces = { ...d.spaces.Boston.pieces }),
    (d) => (d.leaders.british = Object.freeze({ leader: 'Gage', at: 'Boston' })),
    (d) => {
      d.alias = d.spaces.Boston;
      d.spaces.Boston.pieces.tory += 2;
    },
    // The records copied by literals (working copy): changed, reordered, grown, shrunk, replaced.
    (d) => (d.options.dice = 'external'),
    (d) => (d.available.tory -= 1),
    (d) => delete d.casualties.village,
    (d) => (d.resources.extra = { x: 1 }),
    (d) => {
      const v = d.eligible.british;
      delete d.eligible.british;
      d.eligible.british = v; // same keys and values, other order
    },
    (d) => (d.leaders.french.at = 'Boston'),
    (d) => (d.leaders.indians.extra = 1),
    (d) => (d.deck = { ...d.deck }),
    (d) => d.brilliantStrokes.british.push('x'),
    (d) => (d.dice.rng.c += 1),
    (d) => (d.dice.rng = { ...d.dice.rng, extra: [1] }),
    (d) => (d.log.length ? (d.log[0].text += '!') : undefined),
    (d) => (d.log.length ? delete d.log[0].rule : undefined),
    (d) => (d.turn = d.turn ? null : { offered: [], executed: [], stayEligible: [], makeIneligible: [] }),
    (d) => (d.spaces.Boston.pieces.extra = 0),
    (d) => delete d.spaces.Boston.pieces.village,
  ];

  it('gives what Immer gives: same JSON, deep-frozen, at least the same parts shared', () => {
    for (const state of states)
      for (const mutate of mutations) {
        const ref = produce(state, (d) => void mutate(d as W));
        const work = mutableCopy(state) as W;
        mutate(work);
        const next = commit(state, work as GameState);
        expect(JSON.stringify(next)).toBe(JSON.stringify(ref));
        expect(deepFrozen(next)).toBe(true);
        for (const k of Object.keys(ref)) if ((ref as W)[k] === (state as W)[k]) expect((next as W)[k]).toBe((state as W)[k]);
        for (const id of Object.keys(ref.spaces))
          if ((ref.spaces as W)[id] === (state.spaces as W)[id]) expect((next.spaces as W)[id]).toBe((state.spaces as W)[id]);
      }
  });

  it('apply: a new deep-frozen state, the input unchanged, unchanged spaces shared', () => {
    const state = states[3];
    const before = serialize(state);
    const next = apply(state, legalActions(state)[0]);
    expect(serialize(state)).toBe(before);
    expect(deepFrozen(next)).toBe(true);
    const same = Object.keys(state.spaces).filter((id) => JSON.stringify((state.spaces as W)[id]) === JSON.stringify((next.spaces as W)[id]));
    for (const id of same) expect((next.spaces as W)[id]).toBe((state.spaces as W)[id]);
  });

  it('apply on a state that is not frozen (hand-made from JSON) works and freezes its result', () => {
    const state = states[2];
    const loose = JSON.parse(serialize(state)) as GameState;
    const action = legalActions(loose)[0];
    expect(serialize(apply(loose, action))).toBe(serialize(apply(state, action)));
    expect(deepFrozen(apply(loose, action))).toBe(true);
  });
});

describe('legal actions are computed once per state, and callers cannot spoil them', () => {
  it('mutating a returned action or list changes neither later lists nor what apply accepts', () => {
    const s = createGame('1775', { seed: 9 });
    const first = legalActions(s);
    const keep = JSON.stringify(first);
    (first[0] as { type: string }).type = 'nonsense';
    first.length = 0;
    expect(JSON.stringify(legalActions(s))).toBe(keep);
    expect(tryApply(s, { ...JSON.parse(keep)[0], type: 'nonsense' }).ok).toBe(false);
    expect(tryApply(s, JSON.parse(keep)[0]).ok).toBe(true);
  });
});
