/**
 * Mutated saves for the untrusted-save property test and the soak (scripts/soak.ts): real states of
 * every scenario, and mutations of their JSON — numbers, types, deleted and added keys, frames, the
 * dice state, the options and sizes — each chosen by a few numbers, so that a case is reproducible.
 */
import type { GameState } from '../../src/core/state';
import { FACTIONS, SCENARIO_IDS, SPACE_IDS } from '../../src/data/ids';
import { nextInt, seedRng } from '../../src/dice/index';
import { createGame } from '../../src/game/createGame';
import { FRAME_KINDS } from '../../src/game/definition';
import { apply, legalActions } from '../../src/game/machine';
import { serialize } from '../../src/game/persistence';

type Json = Record<string, any>;

/** The number of mutation classes {@link mutate} knows. */
export const MUTATION_CLASSES = 9;

const TOP = 2 ** 32;


/** Real states of every scenario, seeded and external dice: every new kind of top frame, and every 40th step, and the end. */
export function sources(seed: string | number = 11): GameState[] {
  const out: GameState[] = [];
  for (const scenario of SCENARIO_IDS) {
    for (const dice of ['seeded', 'external'] as const) {
      let rng = seedRng(`${scenario}-${dice}-${seed}`);
      let s = createGame(scenario, { seed, dice, periodEvents: dice === 'external' });
      const seen = new Set<string>();
      while (!s.result) {
        const top = s.stack[s.stack.length - 1].kind;
        if (!seen.has(top) || s.steps % 40 === 0) out.push(s);
        seen.add(top);
        const legal = legalActions(s);
        const pick = nextInt(rng, legal.length);
        rng = pick.rng;
        s = apply(s, legal[pick.value]);
      }
      out.push(s);
    }
  }
  return out;
}

type Path = (string | number)[];

/** Every path in a JSON value (the root excluded), with its value. */
function paths(root: unknown): [Path, unknown][] {
  const out: [Path, unknown][] = [];
  const walk = (v: unknown, p: Path): void => {
    if (p.length > 0) out.push([p, v]);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...p, i]));
    else if (typeof v === 'object' && v !== null) for (const k of Object.keys(v)) walk((v as Json)[k], [...p, k]);
  };
  walk(root, []);
  return out;
}

function setAt(root: Json, path: Path, value: unknown): void {
  let v: any = root;
  for (const k of path.slice(0, -1)) v = v[k];
  v[path[path.length - 1]] = value;
}

function deleteAt(root: Json, path: Path): void {
  let v: any = root;
  for (const k of path.slice(0, -1)) v = v[k];
  const last = path[path.length - 1];
  if (Array.isArray(v) && typeof last === 'number') v.splice(last, 1);
  else delete v[last];
}

const NUMBERS = [0, 1, -1, 2, 3, 6, 7, 0.5, 2.5, -2, 12, 50, 51, 109, 110, 1e9, -1e9, 2 ** 32, 1e300, 2 ** -32];
const VALUES: unknown[] = ['x', '', 'Boston', 'british', 'spain', true, false, null, [], {}, [1], { kind: 'game' }, 0, 1, -1, 1.5];
const KEYS = ['extra', '__proto__', 'constructor', 'rolls', 'guard', 'kind', 'phase', 'faction', 'count', 'selected', 'toString'];
const STRANGE_KINDS = ['__proto__', 'constructor', 'hasOwnProperty', 'valueOf', '', 'nope'];

/** One mutation, chosen by the numbers `a`, `b`, `c` (fast-check draws them). */
export function mutate(source: GameState, kind: number, a: number, b: number, c: number): string {
  const j = JSON.parse(serialize(source)) as Json;
  const all = paths(j);
  const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length];
  switch (kind) {
    case 0: {
      // numbers: any number anywhere
      const nums = all.filter(([, v]) => typeof v === 'number');
      const [p, v] = pick(nums, a);
      const choices = [...NUMBERS, (v as number) + 1, (v as number) - 1, -(v as number), (v as number) + 0.5];
      setAt(j, p, pick(choices, b));
      break;
    }
    case 1: {
      // types: any value replaced by one of another kind
      const [p] = pick(all, a);
      setAt(j, p, structuredClone(pick(VALUES, b)));
      break;
    }
    case 2: {
      // deleted keys and list entries
      deleteAt(j, pick(all, a)[0]);
      break;
    }
    case 3: {
      // added keys
      const objects = [[[] as Path, j] as [Path, unknown], ...all].filter(([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v));
      const [, o] = pick(objects, a);
      Object.defineProperty(o, pick(KEYS, b), { value: structuredClone(pick(VALUES, c)), enumerable: true, writable: true, configurable: true });
      break;
    }
    case 4: {
      // frames: kinds, order, copies, removals, fields
      const stack = j.stack as Json[];
      if (stack.length === 0) {
        stack.push({ kind: pick(FRAME_KINDS, b) });
        break;
      }
      const i = a % stack.length;
      switch (b % 6) {
        case 0:
          stack[i].kind = c % 2 === 0 ? pick(FRAME_KINDS, c >> 1) : pick(STRANGE_KINDS, c >> 1);
          break;
        case 1:
          stack.splice(i, 1);
          break;
        case 2:
          stack.splice(i, 0, structuredClone(stack[c % stack.length]));
          break;
        case 3: {
          const k = c % stack.length;
          [stack[i], stack[k]] = [stack[k], stack[i]];
          break;
        }
        case 4:
          stack.push({ kind: pick(FRAME_KINDS, c) });
          break;
        default: {
          const fields = Object.keys(stack[i]).filter((k) => k !== 'kind');
          if (fields.length > 0) stack[i][pick(fields, c)] = structuredClone(pick(VALUES, c >> 2));
        }
      }
      break;
    }
    case 5: {
      // dice state
      const max = (TOP - 1) / TOP;
      const rngs: Json[] = [
        { c: 0, s0: 0, s1: 0, s2: 0 },
        { c: 2091638, s0: max, s1: max, s2: max },
        { c: 3, s0: 0.1, s1: 0.2, s2: 0.3 },
        { c: 2091639, s0: 0.5, s1: 0.5, s2: 0.5 },
        { c: 0, s0: 0, s1: 0, s2: 2 ** -32 },
        seedRng(a),
        { ...j.dice.rng, c: (j.dice.rng.c + b) % 2091639 },
      ];
      if (b % 9 === 8) j.dice = { kind: 'scripted', rolls: [1, 2, 3], rng: j.dice.rng };
      else j.dice.rng = pick(rngs, b);
      break;
    }
    case 6: {
      // options
      const variants: ((o: Json) => void)[] = [
        (o) => (o.players = []),
        (o) => (o.players = [['british', 'indians'], ['patriots', 'french']]),
        (o) => (o.players = [['british'], ['british'], ['french'], ['indians']]),
        (o) => (o.nonPlayers = ['french']),
        (o) => ((o.nonPlayers = ['french']), (o.players = [['british'], ['patriots'], ['indians']])),
        (o) => (o.dice = o.dice === 'seeded' ? 'external' : 'seeded'),
        (o) => (o.seed = a),
        (o) => (o.seed = Number.MAX_VALUE),
        (o) => (o.periodEvents = !o.periodEvents),
        (o) => (o.winterIsComing = !o.winterIsComing),
        (o) => (o.oneplayerDifficulty = !o.oneplayerDifficulty),
        (o) => (o.deck = [1, 2, 3]),
        (o) => (o.deck = 'shuffled'),
        (o) => (o.players = [[]]),
      ];
      pick(variants, b)(j.options);
      break;
    }
    case 7: {
      // frames, well-typed: one field of one frame takes another value of its own type (a space for
      // a space, a count one higher or lower, a flag flipped, a list of spaces one entry longer,
      // shorter or changed), so that the frame disagrees with the board it sits on
      const stack = j.stack as Json[];
      const fields = paths(stack).filter(([p, v]) => p.length >= 2 && p[1] !== 'kind' && (typeof v !== 'object' || Array.isArray(v)));
      if (fields.length === 0) break;
      const [p, v] = pick(fields, a);
      const at = ['stack', ...p];
      if (typeof v === 'string' && (SPACE_IDS as readonly string[]).includes(v)) setAt(j, at, pick(SPACE_IDS, b));
      else if (typeof v === 'number') setAt(j, at, Math.max(-1, v + (b % 2 === 0 ? 1 : -1) * (1 + (c % 2))));
      else if (typeof v === 'boolean') setAt(j, at, !v);
      else if (Array.isArray(v)) {
        const list = v as unknown[];
        if (b % 3 === 0 || list.length === 0) list.push(pick(SPACE_IDS, c));
        else if (b % 3 === 1) list.splice(c % list.length, 1);
        else if (typeof list[c % list.length] === 'string') list[c % list.length] = pick(SPACE_IDS, c >> 3);
      } else if (typeof v === 'string' && b % 2 === 0) setAt(j, at, pick(FACTIONS, c));
      break;
    }
    default: {
      // sizes: long lists and texts, deep nesting, deep stacks
      const variants: (() => void)[] = [
        () => (j.log = Array.from({ length: 20_000 }, (_, i) => ({ text: `line ${i}` }))),
        () => (j.deck.draw = Array.from({ length: 5000 }, (_, i) => (i % 109) + 1)),
        () => setAt(j, pick(all, a)[0], 'x'.repeat(100_000)),
        () => {
          let v: unknown = 0;
          for (let i = 0; i < 60 + (c % 1500); i++) v = [v];
          setAt(j, pick(all, a)[0], v);
        },
        () => (j.stack = [...j.stack, ...Array.from({ length: 70 + (c % 200) }, () => ({ kind: 'eventCard' }))]),
        () => (j.resources.british = 10 ** (c % 400)),
      ];
      pick(variants, b)();
    }
  }
  return JSON.stringify(j);
}

