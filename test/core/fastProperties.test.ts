/**
 * No node of a state is a dictionary-mode object (#12). V8 turns an object into a dictionary when a key
 * other than the last one added is deleted from it, and once the sealing walk (src/core/pathCopy.ts)
 * has met one such node its reads stay on V8's generic path for the rest of the process: a Special
 * Activity's taking during a March emptied an arrival record by `delete` and cost every later public step
 * some 3.5 % of its instructions. Rule code builds a new record instead; this test catches a new
 * `delete` of that kind. It asks V8 itself (`%HasFastProperties`, natives syntax turned on for this
 * worker) about every node a step creates, over random games of every scenario.
 */
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { SCENARIO_IDS } from '../../src/data/ids';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { seededIndex as random } from '../../src/testing/random';

setFlagsFromString('--allow-natives-syntax');
/** V8's own answer: whether an object keeps its properties in fast (not dictionary) mode. */
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
/** V8's own answer: whether a number is held as a small integer (not a heap number). */
const isSmallInteger = new Function('x', 'return %IsSmi(x)') as (x: number) => boolean;

/** The paths of the records below `node` that are dictionaries, nodes identical to `before`'s skipped (shared, already seen). */
function dictionaries(node: unknown, before: unknown, path: string, out: string[]): void {
  if (typeof node !== 'object' || node === null || node === before) return;
  if (!Array.isArray(node) && !hasFastProperties(node)) out.push(path);
  const was = typeof before === 'object' && before !== null ? (before as Record<string, unknown>) : undefined;
  for (const k of Object.keys(node)) dictionaries((node as Record<string, unknown>)[k], was?.[k], `${path}.${k}`, out);
}

/**
 * The paths of the integers below `node` held as heap numbers (a −0 added to a track, a die drawn by
 * float arithmetic): once a field has held one, V8 keeps the field as a double for good and every
 * function compiled for the small-integer field is thrown away. Nodes identical to `before`'s skipped;
 * the dice generator's state is fractional by design.
 */
function heapIntegers(node: unknown, before: unknown, path: string, out: string[]): void {
  if (typeof node === 'number') {
    if (Number.isInteger(node) && Math.abs(node) < 2 ** 30 && !isSmallInteger(node)) out.push(path);
    return;
  }
  if (typeof node !== 'object' || node === null || node === before || path === 'state.dice.rng') return;
  const was = typeof before === 'object' && before !== null ? (before as Record<string, unknown>) : undefined;
  for (const k of Object.keys(node)) heapIntegers((node as Record<string, unknown>)[k], was?.[k], `${path}.${k}`, out);
}

/** A search over a state's new nodes: `(node, before, path, out)`, pushing each path found to `out`. */
type NodeSearch = (node: unknown, before: unknown, path: string, out: string[]) => void;

/**
 * Random games of every scenario (6 each, seeded from `seed` and `tag`), each state searched from its
 * creation and after every step, the nodes it shares with the state before skipped; stops at the first
 * state with a finding. Returns the paths found and the steps played.
 */
function searchRandomGames(search: NodeSearch, seed: number, tag: string): { found: string[]; steps: number } {
  const found: string[] = [];
  let steps = 0;
  for (let g = 0; g < 6 * SCENARIO_IDS.length; g++) {
    const pick = random(seed + g);
    let state = createGame(SCENARIO_IDS[g % SCENARIO_IDS.length], { seed: `${tag}-${g}` });
    search(state, undefined, 'state', found);
    while (!state.result && found.length === 0) {
      const legal = legalActions(state);
      const next = apply(state, legal[pick(legal.length)]);
      search(next, state, 'state', found);
      state = next;
      steps++;
    }
  }
  return { found, steps };
}

describe('no node of a state is in dictionary mode', () => {
  it('over random games of every scenario, every node each step creates keeps fast properties', () => {
    const { found, steps } = searchRandomGames(dictionaries, 900, 'fast');
    expect(found).toEqual([]);
    expect(steps).toBeGreaterThan(3000);
  }, 120_000);
});

describe('the integers of a state are small integers', () => {
  // Winter Quarters cards 99/100 once added −0 to Cumulative Casualties when CRC equalled CBC: the
  // values stayed right, but the track became a heap number for good in every later state (#12).
  it('over random games of every scenario, no integer a step writes is a heap number', () => {
    const { found, steps } = searchRandomGames(heapIntegers, 1900, 'small');
    expect(found).toEqual([]);
    expect(steps).toBeGreaterThan(3000);
  }, 120_000);
});
