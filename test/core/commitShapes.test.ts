/**
 * The literal copier and commit of the root and of the spaces map (src/core/workingCopy.ts) against
 * Immer: same JSON, deep-frozen, at least the same parts shared, whatever a rule does to those two
 * records (changed, reordered, grown, shrunk, replaced, deep-frozen parts put in).
 */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { commit, deepFreeze, mutableCopy } from '../../src/core/workingCopy';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import type { GameState } from '../../src/core/state';

function deepFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (!Object.isFrozen(v)) return false;
  for (const k in v) if (!deepFrozen((v as Record<string, unknown>)[k])) return false;
  return true;
}

describe('commit of the root and the spaces map', () => {
  const states: GameState[] = [];
  let s = createGame('1775', { seed: 5 });
  for (let i = 0; i < 120 && !s.result; i++) {
    const a = legalActions(s);
    s = apply(s, a[(i * 7) % a.length]);
    if (i % 20 === 0) states.push(s);
  }
  type W = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A plain copy (no Immer draft inside a frozen object). */
  const plain = (v: unknown): W => JSON.parse(JSON.stringify(v)) as W;
  const mutations: ((d: W) => void)[] = [
    () => undefined,
    (d) => (d.spaces.WestIndies.squadrons += 1),
    (d) => (d.spaces.QuebecCity.pieces.britishRegular += 1),
    (d) => (d.spaces.Boston = deepFreeze({ ...plain(d.spaces.Boston), raid: 1 })),
    (d) => (d.spaces.Boston = 7),
    (d) => (d.spaces.Boston = [1, { x: 2 }]),
    (d) => (d.spaces.extra = { x: 1 }),
    (d) => delete d.spaces.Florida,
    (d) => {
      const v = d.spaces.QuebecCity;
      delete d.spaces.QuebecCity;
      d.spaces.QuebecCity = v; // same keys and values, other order
    },
    (d) => (d.spaces = { ...d.spaces }),
    (d) => (d.spaces = deepFreeze(plain(d.spaces))),
    (d) => (d.spaces = null),
    (d) => (d.extra = 1),
    (d) => delete d.result,
    (d) => (d.result = undefined),
    (d) => {
      const v = d.version;
      delete d.version;
      d.version = v; // same keys and values, other order
    },
    (d) => (d.fni = -0),
    (d) => (d.cbc = NaN),
    (d) => (d.options = deepFreeze(plain(d.options))),
  ];

  it('gives what Immer gives: same JSON, deep-frozen, at least the same parts shared', () => {
    for (const state of states)
      for (const mutate of mutations) {
        const ref = produce(state, (d) => void mutate(d as W));
        const work = mutableCopy(state) as W;
        mutate(work);
        const next = commit(state, work as GameState) as W;
        expect(JSON.stringify(next)).toBe(JSON.stringify(ref));
        expect(Object.keys(next)).toEqual(Object.keys(ref));
        expect(deepFrozen(next)).toBe(true);
        if (ref === state) expect(next).toBe(state);
        for (const k of Object.keys(ref))
          if (typeof (ref as W)[k] === 'object' && (ref as W)[k] === (state as W)[k]) expect(next[k]).toBe((state as W)[k]);
        const spaces = (ref as W).spaces;
        if (spaces && typeof spaces === 'object') {
          expect(Object.keys(next.spaces)).toEqual(Object.keys(spaces));
          for (const id of Object.keys(spaces))
            if (spaces[id] === (state.spaces as W)[id]) expect(next.spaces[id]).toBe((state.spaces as W)[id]);
        }
      }
  });
});
