/**
 * The fast paths of `apply` (issue #6) against the reference implementations they replace:
 * the hand-written action check against the zod schema, and the working copy + commit against an
 * Immer `produce` (same JSON, deep-frozen, unchanged parts shared), and the legal-action cache.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_FIELD_NAMES, ACTION_FIELDS, ACTION_TYPES, ActionSchema, fastParseAction, type ActionField, type ActionType, type FieldPresence } from '../../src/core/action';
import { fork, own, seal } from '../../src/core/pathCopy';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, tryApply } from '../../src/game/machine';
import { serialize } from '../../src/game/persistence';
import type { GameState } from '../../src/core/state';
import { seededIndex as random } from '../../src/testing/random';
import { declineBrilliantStrokes } from '../../src/testing/kit';
import { Simulator } from '../../src/sim/simulator';
import { SCENARIO_IDS } from '../../src/data/ids';

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

describe('copy on write (src/core/pathCopy.ts)', () => {
  type W = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  // Sections a step either changes or leaves alone. (A pool or a Resource track written both ways in
  // one step, a piece placed then removed, is a new node with the same counts: copy on write does not
  // compare values.)
  const SECTIONS = ['options', 'leaders', 'eligible', 'deck', 'brilliantStrokes', 'turn'];

  it('fork shares everything; own copies a shared node once and puts it in place; seal freezes only the new nodes', () => {
    const state = declineBrilliantStrokes(createGame('1778', { seed: 3 }));
    const draft = fork(state) as W;
    expect(draft).not.toBe(state);
    for (const k of Object.keys(state)) expect(draft[k]).toBe((state as W)[k]);
    const spaces = own<W>(draft, 'spaces');
    const boston = own<W>(spaces, 'Boston');
    expect(own<W>(spaces, 'Boston')).toBe(boston);
    expect(own<W>(draft, 'spaces')).toBe(spaces);
    own<W>(boston, 'pieces').tory += 1;
    expect(state.spaces.Boston.pieces.tory).toBe(draft.spaces.Boston.pieces.tory - 1);
    const next = seal(draft) as unknown as GameState;
    expect(deepFrozen(next)).toBe(true);
    expect(next.spaces.NewYork).toBe(state.spaces.NewYork);
    expect(next.spaces.Boston.pieces).not.toBe(state.spaces.Boston.pieces);
    expect(next.available).toBe(state.available);
  });

  it('fork of a state being written: its unfrozen parts copied, its frozen ones shared; writing the fork leaves the state unchanged', () => {
    const state = declineBrilliantStrokes(createGame('1778', { seed: 3 }));
    const working = fork(state) as W;
    own<W>(own<W>(own<W>(working, 'spaces'), 'Boston'), 'pieces').tory += 1;
    const before = JSON.stringify(working);
    const trial = fork(working as unknown as GameState) as W;
    expect(JSON.stringify(trial)).toBe(before);
    expect(trial.spaces).not.toBe(working.spaces);
    expect(trial.spaces.Boston).not.toBe(working.spaces.Boston);
    expect(trial.spaces.Boston.pieces).not.toBe(working.spaces.Boston.pieces);
    expect(trial.spaces.NewYork).toBe(state.spaces.NewYork);
    expect(trial.available).toBe(state.available);
    trial.spaces.Boston.pieces.tory += 1;
    own<W>(own<W>(trial.spaces, 'NewYork'), 'pieces').tory += 1;
    const sealed = seal(trial) as unknown as GameState;
    expect(deepFrozen(sealed)).toBe(true);
    expect(JSON.stringify(working)).toBe(before);
    expect(Object.isFrozen(working.spaces.Boston.pieces)).toBe(false);
  });

  it('a write that does not go through own hits a shared, frozen node and throws', () => {
    const draft = fork(declineBrilliantStrokes(createGame('1775', { seed: 1 }))) as W;
    expect(() => (draft.spaces.Boston.pieces.tory += 1)).toThrow(TypeError);
    expect(() => draft.log.push({ text: 'x' })).toThrow(TypeError);
  });

  it('apply: a new deep-frozen state, the input unchanged, every unchanged space, pieces and section shared', () => {
    let state = declineBrilliantStrokes(createGame('1778', { seed: 3 }));
    for (let i = 0; i < 400 && !state.result; i++) {
      const before = serialize(state);
      const legal = legalActions(state);
      const next = declineBrilliantStrokes(apply(state, legal[(i * 13) % legal.length]));
      expect(serialize(state)).toBe(before);
      expect(Object.isFrozen(next)).toBe(true);
      for (const id of Object.keys(state.spaces)) {
        const [a, b] = [(state.spaces as W)[id], (next.spaces as W)[id]];
        if (JSON.stringify(a) === JSON.stringify(b)) expect(b).toBe(a);
        else if (JSON.stringify(a.pieces) === JSON.stringify(b.pieces)) expect(b.pieces).toBe(a.pieces);
      }
      for (const k of SECTIONS) if (JSON.stringify((state as W)[k]) === JSON.stringify((next as W)[k])) expect((next as W)[k]).toBe((state as W)[k]);
      state = next;
    }
    expect(deepFrozen(state)).toBe(true);
  });

  it('every state deep-frozen after every step: apply, the Simulator (toState, each undo) and the Simulator without undo, over random games', () => {
    let steps = 0;
    for (let g = 0; g < 2 * SCENARIO_IDS.length; g++) {
      const pick = random(700 + g);
      let state = createGame(SCENARIO_IDS[g % SCENARIO_IDS.length], { seed: `frozen-${g}`, dice: g < SCENARIO_IDS.length ? 'seeded' : 'external' });
      const sim = Simulator.from(state);
      const inPlace = Simulator.from(state, { undo: false });
      while (!state.result) {
        const legal = legalActions(state);
        const i = pick(legal.length);
        state = apply(state, legal[i]);
        sim.doIndex(i);
        inPlace.doIndex(i);
        // The Simulator without undo seals its working state only when it hands it out: looked at now and then.
        const shown = [state, sim.toState(), ...(steps % 7 === 0 ? [inPlace.toState()] : [])];
        for (const s of shown) expect(deepFrozen(s)).toBe(true);
        steps++;
      }
      while (sim.depth > 0) {
        sim.undo();
        expect(deepFrozen(sim.toState())).toBe(true);
      }
    }
    expect(steps).toBeGreaterThan(1000);
  }, 120_000);

  it('apply on a state that is not frozen (hand-made from JSON) works, leaves it unchanged and freezes its result', () => {
    let state = declineBrilliantStrokes(createGame('1776', { seed: 2 }));
    for (let i = 0; i < 30; i++) state = declineBrilliantStrokes(apply(state, legalActions(state)[i % legalActions(state).length]));
    const text = serialize(state);
    const loose = JSON.parse(text) as GameState;
    const action = legalActions(loose)[0];
    expect(serialize(apply(loose, action))).toBe(serialize(apply(state, action)));
    expect(serialize(loose)).toBe(text);
    expect(Object.isFrozen(loose)).toBe(false);
    expect(deepFrozen(apply(loose, action))).toBe(true);
  });
});

describe('legal actions are computed once per state, and callers cannot spoil them', () => {
  it('mutating a returned action or list changes neither later lists nor what apply accepts', () => {
    const s = declineBrilliantStrokes(createGame('1775', { seed: 9 }));
    const first = legalActions(s);
    const keep = JSON.stringify(first);
    (first[0] as { type: string }).type = 'nonsense';
    first.length = 0;
    expect(JSON.stringify(legalActions(s))).toBe(keep);
    expect(tryApply(s, { ...JSON.parse(keep)[0], type: 'nonsense' }).ok).toBe(false);
    expect(tryApply(s, JSON.parse(keep)[0]).ok).toBe(true);
  });
});
