/**
 * Transposition keys of whole-move matching: a 52-bit hash of a state without its log, sums of one hash
 * per member (its path and value, added in place: no partial sum is a boxed double), so that a state's
 * key is the key of the state it was reached from plus the change along the path the step copied
 * (states are copied on write: the members a step left shared are skipped). No rule: positions reached
 * twice by steps taken in different orders are explored once.
 * @module
 */
import type { GameState } from '../core/state';

const F64 = new Float64Array(1);
const U32 = new Uint32Array(F64.buffer);

function mix(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x9e3779b1);
  return h ^ (h >>> 15);
}

/** A path's lane extended by a key's hash (30 bits, so that paths stay small integers, passed unboxed). */
const lane = (p: number, kh: number): number => mix(p, kh) & 0x3fffffff;

function hashString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return mix(h, s.length);
}

/** An old object's keys and values in its order ({@link PositionKeys}), `n` of each. */
interface Listed {
  of: object | null;
  keys: string[];
  values: unknown[];
  n: number;
}

/** The state's members left out of its key (its account). */
const notInKey = (k: string): boolean => k === 'log' || k === 'priorLog' || k === 'steps';
const ROOT_PATH: readonly [number, number] = [0x011c9dc5, 0x01000193];
/** The low lane's share of a key: keys are the high lane's 32 bits and the low lane's 20. */
const LOW = 1048576;

/**
 * The transposition keys of one search. A member's hash mixes its path (two lanes, from the keys and
 * indices that lead to it) with its value (a primitive, or a tag saying object or array) into two 32-bit
 * lanes, each summed modulo 2^32 over the members; the hashes of the strings met (property names, ids)
 * are kept for the search, as the same few recur in every state.
 */
export class PositionKeys {
  readonly #names = new Map<string, number>();
  readonly #strings = new Map<string, number>();
  readonly #indices: number[] = [];
  /**
   * The keys and values of the last old object met at each path (by depth, then its first lane), in
   * its order: siblings share their parent state, so its objects are listed once for all of them, and
   * the new object's values are compared with them by place instead of being looked up by name.
   */
  readonly #listed: Map<number, Listed>[] = [];
  /** The running sums of the two lanes (an Int32Array wraps them modulo 2^32). */
  readonly #sum = new Int32Array(2);

  /** The key of a state, from scratch. */
  of(s: GameState): number {
    this.#sum[0] = this.#sum[1] = 0;
    this.#whole(ROOT_PATH[0], ROOT_PATH[1], s, 1, notInKey);
    return this.#key();
  }

  /** The key of `s`, a step after `from` whose key is `fromKey`. */
  after(s: GameState, from: GameState, fromKey: number): number {
    this.#sum[0] = Math.floor(fromKey / LOW);
    this.#sum[1] = fromKey % LOW;
    this.#change(ROOT_PATH[0], ROOT_PATH[1], s, from, 0, notInKey);
    return this.#key();
  }

  #key(): number {
    return (this.#sum[0] >>> 0) * LOW + (this.#sum[1] & (LOW - 1));
  }

  #name(k: string): number {
    let h = this.#names.get(k);
    if (h === undefined) this.#names.set(k, (h = hashString(0x299f31d0, k)));
    return h;
  }

  #index(i: number): number {
    let h = this.#indices[i];
    if (h === undefined) this.#indices[i] = h = hashString(0x299f31d0, String(i));
    return h;
  }

  /** Adds (`sign` 1) or takes away (−1) the hash of a member: its path's lanes and its value's hash. */
  #member(p1: number, p2: number, value: number, sign: number): void {
    const sum = this.#sum;
    sum[0] += sign * mix(mix(p1, value), 0x3c6ef372);
    sum[1] += sign * mix(mix(p2, value ^ 0x5a5a5a5a), 0xa54ff53a);
  }

  /** Adds or takes away the hashes of a value at a path and of everything under it. */
  #whole(p1: number, p2: number, v: unknown, sign: number, skip?: (k: string) => boolean): void {
    if (typeof v !== 'object' || v === null) return this.#member(p1, p2, this.#primitive(v), sign);
    const o = v as Record<string, unknown>;
    if (Array.isArray(o)) {
      this.#member(p1, p2, 0x243f6a88, sign);
      for (let i = 0; i < o.length; i++) {
        const kh = this.#index(i);
        this.#whole(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), o[i], sign);
      }
      return;
    }
    this.#member(p1, p2, this.#order(o, skip), sign);
    for (const k in o) {
      if (skip !== undefined && skip(k)) continue;
      const kh = this.#name(k);
      this.#whole(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), o[k], sign);
    }
  }

  /** An object's own hash: its keys in their order (two objects with the same members in another order differ). */
  #order(o: Record<string, unknown>, skip?: (k: string) => boolean): number {
    let h = 0x13198a2e;
    for (const k in o) if (skip === undefined || !skip(k)) h = mix(h, this.#name(k));
    return h;
  }

  /** Changes the sums from the old value `b` to the new `a` at a path (`has`: whether each is there). */
  #replace(p1: number, p2: number, a: unknown, b: unknown, hasA: boolean, hasB: boolean, depth: number): void {
    if (hasA && hasB && typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && Array.isArray(a) === Array.isArray(b)) return this.#change(p1, p2, a, b, depth);
    if (hasA) this.#whole(p1, p2, a, 1);
    if (hasB) this.#whole(p1, p2, b, -1);
  }

  /** Changes the sums from object `r` to object `o` of the same kind (array or not) at a path: only the members not shared are visited. */
  #change(p1: number, p2: number, o: object, r: object, depth: number, skip?: (k: string) => boolean): void {
    if (o === r) return;
    if (Array.isArray(o)) {
      const old = r as unknown[];
      const n = Math.max(o.length, old.length);
      for (let i = 0; i < n; i++) {
        const a: unknown = o[i];
        const b = old[i];
        if (a === b && i < o.length && i < old.length) continue;
        const kh = this.#index(i);
        this.#replace(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), a, b, i < o.length, i < old.length, depth + 1);
      }
      return;
    }
    const now = o as Record<string, unknown>;
    const old = r as Record<string, unknown>;
    // The old object's keys, to tell whether the new one has the same in the same order (nearly always),
    // and its values, listed once per object (a search's states are frozen: they do not change).
    const atDepth = (this.#listed[depth] ??= new Map());
    let listed = atDepth.get(p1);
    if (listed === undefined) atDepth.set(p1, (listed = { of: null, keys: [], values: [], n: 0 }));
    const oldKeys = listed.keys;
    const oldValues = listed.values;
    if (listed.of !== old) {
      let m = 0;
      for (const k in old) {
        if (skip !== undefined && skip(k)) continue;
        oldKeys[m] = k;
        oldValues[m++] = old[k];
      }
      listed.of = old;
      listed.n = m;
    }
    const n = listed.n;
    let i = 0;
    let sameKeys = true;
    for (const k in now) {
      if (skip !== undefined && skip(k)) continue;
      // While the keys agree in order, the old value is the one listed at the same place.
      if (sameKeys && (i >= n || oldKeys[i] !== k)) sameKeys = false;
      const a = now[k];
      const b = sameKeys ? oldValues[i] : old[k];
      i++;
      const hasB = sameKeys || b !== undefined || k in old;
      if (a === b && hasB) continue;
      const kh = this.#name(k);
      this.#replace(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), a, b, true, hasB, depth + 1);
    }
    if (sameKeys && i === n) return;
    this.#member(p1, p2, this.#order(now, skip), 1);
    this.#member(p1, p2, this.#order(old, skip), -1);
    for (let j = 0; j < n; j++) {
      const k = oldKeys[j];
      if (k in now) continue;
      const kh = this.#name(k);
      this.#whole(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), old[k], -1);
    }
  }

  #primitive(v: unknown): number {
    if (v === null) return 0x51ed27;
    switch (typeof v) {
      case 'number':
        if ((v | 0) === v) return mix(0x2545f491, v | 0);
        F64[0] = v;
        return mix(mix(0x3c6ef372, U32[0]), U32[1]);
      case 'string': {
        let h = this.#strings.get(v);
        if (h === undefined) this.#strings.set(v, (h = hashString(0x6a09e667, v)));
        return h;
      }
      case 'boolean':
        return v ? 0x1f83d9ab : 0x5be0cd19;
      case 'undefined':
        return 0x7137449;
      default:
        return 0;
    }
  }
}
