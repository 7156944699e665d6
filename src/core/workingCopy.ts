/**
 * Copy-on-apply for the decision machine: `apply` runs the step handlers on a plain mutable deep copy
 * of the state (reads and writes at native speed, no proxies), then {@link commit} turns the copy into
 * the next state: every subtree equal to the previous state's is replaced by the previous (frozen) one,
 * so unchanged parts stay shared, exactly as with Immer's structural sharing, and the rest is frozen.
 * The result is a new deep-frozen object; the input is never touched.
 *
 * Plain JSON only (objects, arrays, primitives), which is what a GameState is.
 * @module
 */

/** A plain mutable deep copy of JSON-like data (aliased objects become separate copies). */
export function mutableCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  return (isRecord(value) && keysAre(value, ROOT_KEYS, ROOT_SHAPED) ? copyRoot(value) : copyNode(value, undefined)) as T;
}

// Copying a frozen object with spread or Object.assign is several times slower in V8 than building an
// object literal, and the state holds 23 spaces with their pieces: those two shapes get literal
// copiers. A literal copier is used only when the node has exactly its keys in its order (checked),
// so its copy is identical to a generic one; anything else is copied generically.

const piecesLiteral = (o: Record<string, unknown>): Record<string, unknown> => ({
  britishRegular: o.britishRegular,
  tory: o.tory,
  britishFort: o.britishFort,
  continental: o.continental,
  militiaUnderground: o.militiaUnderground,
  militiaActive: o.militiaActive,
  patriotFort: o.patriotFort,
  frenchRegular: o.frenchRegular,
  warPartyUnderground: o.warPartyUnderground,
  warPartyActive: o.warPartyActive,
  village: o.village,
});
const spaceLiteral = (o: Record<string, unknown>, pieces: unknown): Record<string, unknown> => ({
  pieces,
  support: o.support,
  control: o.control,
  propaganda: o.propaganda,
  raid: o.raid,
  blockades: o.blockades,
  squadrons: o.squadrons,
});
/** The keys each literal copier writes, in its order (taken from the copiers themselves). */
const PIECES_KEYS: readonly string[] = Object.keys(piecesLiteral({}));
const SPACE_KEYS: readonly string[] = Object.keys(spaceLiteral({}, null));

/**
 * Whether the object's enumerable keys (`for…in`) are exactly these, in this order, with primitive
 * values (the key at index `except` may hold anything).
 */
function hasShape(o: object, keys: readonly string[], except = -1): boolean {
  let i = 0;
  for (const k in o) {
    if (keys[i] !== k) return false;
    if (i !== except) {
      const v = (o as Record<string, unknown>)[k];
      if (typeof v === 'object' && v !== null) return false;
    }
    i++;
  }
  return i === keys.length;
}

// A frozen node cannot change its keys: once seen to have a literal's shape, it is remembered (weakly),
// so that the nodes shared from state to state are checked once, not at every copy and commit.
const SPACE_SHAPED = new WeakSet<object>();
const PIECES_SHAPED = new WeakSet<object>();

/** {@link hasShape} for a space, remembered for frozen nodes. */
function spaceShaped(o: object): boolean {
  if (SPACE_SHAPED.has(o)) return true;
  if (!hasShape(o, SPACE_KEYS, 0)) return false;
  if (Object.isFrozen(o)) SPACE_SHAPED.add(o);
  return true;
}

/** {@link hasShape} for a space's pieces, remembered for frozen nodes. */
function piecesShaped(o: object): boolean {
  if (PIECES_SHAPED.has(o)) return true;
  if (!hasShape(o, PIECES_KEYS)) return false;
  if (Object.isFrozen(o)) PIECES_SHAPED.add(o);
  return true;
}

function copyPieces(o: Record<string, unknown>): object {
  return piecesShaped(o) ? piecesLiteral(o) : copyNode(o, undefined);
}

function copySpace(o: Record<string, unknown>): object {
  const p = o.pieces;
  if (!spaceShaped(o) || typeof p !== 'object' || p === null || Array.isArray(p)) return copyNode(o, undefined);
  return spaceLiteral(o, copyPieces(p as Record<string, unknown>));
}

// The other fixed shapes of a game state get literal copiers too (a generic copy costs some hundred
// nanoseconds per object, a literal a small fraction of that). Each is used only when the node has
// exactly the literal's keys in the same order; values go through `child`, so a value that is not the
// expected kind is still copied exactly.

/** Copies a value: primitives as they are, objects generically. */
const child = (v: unknown, key?: string): unknown => (typeof v === 'object' && v !== null ? copyNode(v, key) : v);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the object's enumerable keys are exactly `keys` in order (any values); remembered in `cache` for frozen nodes. */
function keysAre(o: object, keys: readonly string[], cache?: WeakSet<object>): boolean {
  if (cache?.has(o)) return true;
  let i = 0;
  for (const k in o) {
    if (keys[i] !== k) return false;
    i++;
  }
  if (i !== keys.length) return false;
  if (cache && Object.isFrozen(o)) cache.add(o);
  return true;
}

const ROOT_KEYS: readonly string[] = [
  'version', 'scenario', 'options', 'spaces', 'available', 'unavailable', 'casualties', 'resources', 'cbc', 'crc', 'fni',
  'treatyOfAlliance', 'leaders', 'eligible', 'deck', 'brilliantStrokes', 'winterQuarters', 'turn', 'stack', 'dice', 'log',
  'priorLog', 'steps', 'result',
];
const ROOT_SHAPED = new WeakSet<object>();

/** The game state's root (its keys checked by the caller). */
const copyRoot = (o: Record<string, unknown>): Record<string, unknown> => ({
  version: child(o.version),
  scenario: child(o.scenario),
  options: copyOptions(o.options),
  spaces: copySpaces(o.spaces),
  available: copyPool(o.available, 'available'),
  unavailable: copyPool(o.unavailable, 'unavailable'),
  casualties: copyPool(o.casualties, 'casualties'),
  resources: copyByFaction(o.resources, 'resources'),
  cbc: child(o.cbc),
  crc: child(o.crc),
  fni: child(o.fni),
  treatyOfAlliance: child(o.treatyOfAlliance),
  leaders: copyLeaders(o.leaders),
  eligible: copyByFaction(o.eligible, 'eligible'),
  deck: copyDeck(o.deck),
  brilliantStrokes: copyByFaction(o.brilliantStrokes, 'brilliantStrokes'),
  winterQuarters: child(o.winterQuarters),
  turn: copyTurn(o.turn),
  stack: child(o.stack, 'stack'),
  dice: copyDice(o.dice),
  log: copyLog(o.log),
  priorLog: copyLog(o.priorLog),
  steps: child(o.steps),
  result: child(o.result, 'result'),
});

const OPTIONS_KEYS: readonly string[] = ['seed', 'periodEvents', 'winterIsComing', 'nonPlayers', 'players', 'oneplayerDifficulty', 'dice', 'deck'];
const OPTIONS_SHAPED = new WeakSet<object>();
function copyOptions(o: unknown): unknown {
  if (!isRecord(o) || !keysAre(o, OPTIONS_KEYS, OPTIONS_SHAPED)) return child(o, 'options');
  return {
    seed: child(o.seed),
    periodEvents: child(o.periodEvents),
    winterIsComing: child(o.winterIsComing),
    nonPlayers: child(o.nonPlayers),
    players: child(o.players),
    oneplayerDifficulty: child(o.oneplayerDifficulty),
    dice: child(o.dice),
    deck: child(o.deck),
  };
}

/** A value of the spaces map, copied as {@link copyNode} copies it under the key `spaces`. */
const spaceValue = (v: unknown): unknown =>
  typeof v !== 'object' || v === null ? v : Array.isArray(v) ? copyNode(v, undefined) : copySpace(v as Record<string, unknown>);

/** The spaces map, keyed by the space ids in the order of the Spaces List (checked by the caller). */
const spacesLiteral = (o: Record<string, unknown>): Record<string, unknown> => ({
  QuebecCity: spaceValue(o.QuebecCity),
  Boston: spaceValue(o.Boston),
  NewYorkCity: spaceValue(o.NewYorkCity),
  Philadelphia: spaceValue(o.Philadelphia),
  Norfolk: spaceValue(o.Norfolk),
  CharlesTown: spaceValue(o.CharlesTown),
  Savannah: spaceValue(o.Savannah),
  NewHampshire: spaceValue(o.NewHampshire),
  Massachusetts: spaceValue(o.Massachusetts),
  ConnecticutRhodeIsland: spaceValue(o.ConnecticutRhodeIsland),
  NewYork: spaceValue(o.NewYork),
  NewJersey: spaceValue(o.NewJersey),
  Pennsylvania: spaceValue(o.Pennsylvania),
  MarylandDelaware: spaceValue(o.MarylandDelaware),
  Virginia: spaceValue(o.Virginia),
  NorthCarolina: spaceValue(o.NorthCarolina),
  SouthCarolina: spaceValue(o.SouthCarolina),
  Georgia: spaceValue(o.Georgia),
  Quebec: spaceValue(o.Quebec),
  Northwest: spaceValue(o.Northwest),
  Southwest: spaceValue(o.Southwest),
  Florida: spaceValue(o.Florida),
  WestIndies: spaceValue(o.WestIndies),
});
/** The keys {@link spacesLiteral} writes, in its order (taken from the copier itself). */
const SPACES_KEYS: readonly string[] = Object.keys(spacesLiteral({}));
const SPACES_SHAPED = new WeakSet<object>();

function copySpaces(o: unknown): unknown {
  if (!isRecord(o)) return child(o, 'spaces');
  if (keysAre(o, SPACES_KEYS, SPACES_SHAPED)) return spacesLiteral(o);
  return copyNode(o, 'spaces');
}

const POOL_KEYS: readonly string[] = ['britishRegular', 'tory', 'britishFort', 'continental', 'militia', 'patriotFort', 'frenchRegular', 'warParty', 'village', 'squadron'];
const POOL_SHAPED = new WeakSet<object>();
function copyPool(o: unknown, key: string): unknown {
  if (!isRecord(o) || !keysAre(o, POOL_KEYS, POOL_SHAPED)) return child(o, key);
  return {
    britishRegular: child(o.britishRegular),
    tory: child(o.tory),
    britishFort: child(o.britishFort),
    continental: child(o.continental),
    militia: child(o.militia),
    patriotFort: child(o.patriotFort),
    frenchRegular: child(o.frenchRegular),
    warParty: child(o.warParty),
    village: child(o.village),
    squadron: child(o.squadron),
  };
}

const FACTION_KEYS: readonly string[] = ['british', 'patriots', 'french', 'indians'];
function copyByFaction(o: unknown, key: string): unknown {
  if (!isRecord(o) || !keysAre(o, FACTION_KEYS)) return child(o, key);
  return { british: child(o.british), patriots: child(o.patriots), french: child(o.french), indians: child(o.indians) };
}

const LEADER_KEYS: readonly string[] = ['leader', 'at'];
function copyLeader(o: unknown): unknown {
  if (!isRecord(o) || !keysAre(o, LEADER_KEYS)) return child(o);
  return { leader: child(o.leader), at: child(o.at) };
}
function copyLeaders(o: unknown): unknown {
  if (!isRecord(o) || !keysAre(o, FACTION_KEYS)) return child(o, 'leaders');
  return { british: copyLeader(o.british), patriots: copyLeader(o.patriots), french: copyLeader(o.french), indians: copyLeader(o.indians) };
}

const DECK_KEYS: readonly string[] = ['current', 'next', 'draw', 'played'];
function copyDeck(o: unknown): unknown {
  if (!isRecord(o) || !keysAre(o, DECK_KEYS)) return child(o, 'deck');
  return { current: child(o.current), next: child(o.next), draw: child(o.draw, 'draw'), played: child(o.played, 'played') };
}

const TURN_KEYS: readonly string[] = ['offered', 'executed', 'stayEligible', 'makeIneligible'];
function copyTurn(o: unknown): unknown {
  if (!isRecord(o) || !keysAre(o, TURN_KEYS)) return child(o, 'turn');
  return {
    offered: child(o.offered, 'offered'),
    executed: child(o.executed, 'executed'),
    stayEligible: child(o.stayEligible, 'stayEligible'),
    makeIneligible: child(o.makeIneligible, 'makeIneligible'),
  };
}

const DICE_KEYS: readonly string[] = ['kind', 'rng'];
const RNG_KEYS: readonly string[] = ['c', 's0', 's1', 's2'];
function copyDice(o: unknown): unknown {
  if (!isRecord(o) || !keysAre(o, DICE_KEYS)) return child(o, 'dice');
  const r = o.rng;
  const rng = isRecord(r) && keysAre(r, RNG_KEYS) ? { c: child(r.c), s0: child(r.s0), s1: child(r.s1), s2: child(r.s2) } : child(r, 'rng');
  return { kind: child(o.kind), rng };
}

const ENTRY_KEYS: readonly string[] = ['text', 'rule', 'faction'];
const SHORT_ENTRY_KEYS: readonly string[] = ['text', 'rule'];
function copyEntry(e: unknown): unknown {
  if (isRecord(e)) {
    if (keysAre(e, ENTRY_KEYS)) return { text: child(e.text), rule: child(e.rule), faction: child(e.faction) };
    if (keysAre(e, SHORT_ENTRY_KEYS)) return { text: child(e.text), rule: child(e.rule) };
  }
  return child(e);
}
function copyLog(o: unknown): unknown {
  if (!Array.isArray(o)) return child(o, 'log');
  const out: unknown[] = [...(o as unknown[])];
  for (let i = 0; i < out.length; i++) out[i] = copyEntry(out[i]);
  return out;
}

function copyNode(node: object, key: string | undefined): object {
  if (Array.isArray(node)) {
    // Not slice(): V8 copies frozen arrays with slice() some fifty times slower than with spread.
    const out: unknown[] = [...(node as unknown[])];
    for (let i = 0; i < out.length; i++) {
      const v: unknown = out[i];
      if (typeof v === 'object' && v !== null) out[i] = copyNode(v, undefined);
    }
    return out;
  }
  // Spread keeps the key order of the original.
  const out: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  for (const k in out) {
    const v = out[k];
    if (typeof v === 'object' && v !== null) {
      if (key === 'spaces' && !Array.isArray(v)) out[k] = copySpace(v as Record<string, unknown>);
      else out[k] = copyNode(v, k);
    }
  }
  return out;
}

/** Deep-freezes JSON-like data, stopping at frozen nodes. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    else for (const k in value) deepFreeze((value as Record<string, unknown>)[k]);
  }
  return value;
}

/** Same value as Immer decides it (Object.is: −0 is not 0, NaN is NaN). */
const sameValue = Object.is;

/** Keys of the objects being compared, by recursion depth (reused, so that no arrays are allocated). */
const KEYS: string[] = [];

/** Whether the previous state is deep-frozen (then its nodes need no check); decided once per commit. */
let previousFrozen = true;

/**
 * The next state from the previous one and the mutated working copy of it: deep-equal subtrees
 * (same keys in the same order, same values) are taken from `previous`; the others are the working
 * copy's nodes, frozen. Nodes of `work` are reused, so it must not be used afterwards.
 */
export function commit<T>(previous: T, work: T): T {
  previousFrozen = typeof previous !== 'object' || previous === null || Object.isFrozen(previous);
  if (
    previous !== work &&
    isRecord(previous) &&
    isRecord(work) &&
    keysAre(work, ROOT_KEYS) &&
    keysAre(previous, ROOT_KEYS, ROOT_SHAPED)
  )
    return commitRoot(previous, work) as T;
  return commitNode(previous, work, 0, undefined) as T;
}

/** The previous node, frozen (a previous state that is not frozen gets frozen where it is shared, as Immer does). */
const kept = (old: object): object => (previousFrozen || Object.isFrozen(old) ? old : deepFreeze(old));

function commitNode(old: unknown, node: unknown, base: number, key: string | undefined): unknown {
  if (typeof node !== 'object' || node === null) return node;
  // The previous node itself (put back by a rule, or never copied): equal to itself.
  if (node === old && Object.isFrozen(node)) return kept(node);
  if (typeof old !== 'object' || old === null) return deepFreeze(node);
  if (Array.isArray(node)) {
    if (!Array.isArray(old)) return deepFreeze(node);
    const n = node.length;
    let same = n === old.length;
    // Whether the node is frozen, asked once when needed (-1: not yet).
    let frozen = -1;
    for (let i = 0; i < n; i++) {
      const v: unknown = node[i];
      const o: unknown = i < old.length ? old[i] : undefined;
      if (typeof v === 'object' && v !== null) {
        const r = commitNode(o, v, base, undefined);
        // A frozen node is not from the working copy (static data put in by a rule): left as it is.
        if (r !== v) {
          if (frozen < 0) frozen = Object.isFrozen(node) ? 1 : 0;
          if (frozen === 0) node[i] = r;
        }
        if (r !== o) same = false;
      } else if (same && !sameValue(v, o)) same = false;
    }
    if (same) return kept(old);
    return Object.freeze(node);
  }
  if (Array.isArray(old)) return deepFreeze(node);
  if (key === 'spaces' && keysAre(node, SPACES_KEYS) && keysAre(old, SPACES_KEYS, SPACES_SHAPED))
    return commitSpaces(old as Record<string, unknown>, node as Record<string, unknown>, base + 1);
  const obj = node as Record<string, unknown>;
  const prev = old as Record<string, unknown>;
  let same = true;
  let n = 0;
  let frozen = -1;
  for (const k in obj) {
    KEYS[base + n] = k;
    n++;
    const v = obj[k];
    const o = prev[k];
    if (typeof v === 'object' && v !== null) {
      const r = key === 'spaces' ? commitSpace(o, v, base + n) : commitNode(o, v, base + n, k);
      if (r !== v) {
        if (frozen < 0) frozen = Object.isFrozen(obj) ? 1 : 0;
        if (frozen === 0) obj[k] = r;
      }
      if (r !== o) same = false;
    } else if (same && (!sameValue(v, o) || (v === undefined && !(k in prev)))) same = false;
  }
  if (same) {
    // Same values under the same keys: equal only if the previous node has no other keys, in the same order.
    let i = 0;
    for (const k in prev) {
      if (i >= n || KEYS[base + i] !== k) {
        same = false;
        break;
      }
      i++;
    }
    if (same && i === n) return kept(prev);
  }
  return Object.freeze(obj);
}

/** A value of an object, committed as the generic object case of {@link commitNode} commits it. */
const slot = (o: unknown, v: unknown, key: string): unknown => (typeof v === 'object' && v !== null ? commitNode(o, v, 0, key) : v);

/**
 * The game state's root when both nodes have exactly {@link ROOT_KEYS}, in order (checked by the
 * caller): what the generic object case of {@link commitNode} does for it, with named reads and writes.
 */
function commitRoot(p: Record<string, unknown>, w: Record<string, unknown>): unknown {
  const writable = !Object.isFrozen(w);
  let same = true;
  let v: unknown;
  let r: unknown;
  v = w.version;
  r = slot(p.version, v, 'version');
  if (r !== v && writable) w.version = r;
  if (!sameValue(r, p.version)) same = false;
  v = w.scenario;
  r = slot(p.scenario, v, 'scenario');
  if (r !== v && writable) w.scenario = r;
  if (!sameValue(r, p.scenario)) same = false;
  v = w.options;
  r = slot(p.options, v, 'options');
  if (r !== v && writable) w.options = r;
  if (!sameValue(r, p.options)) same = false;
  v = w.spaces;
  r = slot(p.spaces, v, 'spaces');
  if (r !== v && writable) w.spaces = r;
  if (!sameValue(r, p.spaces)) same = false;
  v = w.available;
  r = slot(p.available, v, 'available');
  if (r !== v && writable) w.available = r;
  if (!sameValue(r, p.available)) same = false;
  v = w.unavailable;
  r = slot(p.unavailable, v, 'unavailable');
  if (r !== v && writable) w.unavailable = r;
  if (!sameValue(r, p.unavailable)) same = false;
  v = w.casualties;
  r = slot(p.casualties, v, 'casualties');
  if (r !== v && writable) w.casualties = r;
  if (!sameValue(r, p.casualties)) same = false;
  v = w.resources;
  r = slot(p.resources, v, 'resources');
  if (r !== v && writable) w.resources = r;
  if (!sameValue(r, p.resources)) same = false;
  v = w.cbc;
  r = slot(p.cbc, v, 'cbc');
  if (r !== v && writable) w.cbc = r;
  if (!sameValue(r, p.cbc)) same = false;
  v = w.crc;
  r = slot(p.crc, v, 'crc');
  if (r !== v && writable) w.crc = r;
  if (!sameValue(r, p.crc)) same = false;
  v = w.fni;
  r = slot(p.fni, v, 'fni');
  if (r !== v && writable) w.fni = r;
  if (!sameValue(r, p.fni)) same = false;
  v = w.treatyOfAlliance;
  r = slot(p.treatyOfAlliance, v, 'treatyOfAlliance');
  if (r !== v && writable) w.treatyOfAlliance = r;
  if (!sameValue(r, p.treatyOfAlliance)) same = false;
  v = w.leaders;
  r = slot(p.leaders, v, 'leaders');
  if (r !== v && writable) w.leaders = r;
  if (!sameValue(r, p.leaders)) same = false;
  v = w.eligible;
  r = slot(p.eligible, v, 'eligible');
  if (r !== v && writable) w.eligible = r;
  if (!sameValue(r, p.eligible)) same = false;
  v = w.deck;
  r = slot(p.deck, v, 'deck');
  if (r !== v && writable) w.deck = r;
  if (!sameValue(r, p.deck)) same = false;
  v = w.brilliantStrokes;
  r = slot(p.brilliantStrokes, v, 'brilliantStrokes');
  if (r !== v && writable) w.brilliantStrokes = r;
  if (!sameValue(r, p.brilliantStrokes)) same = false;
  v = w.winterQuarters;
  r = slot(p.winterQuarters, v, 'winterQuarters');
  if (r !== v && writable) w.winterQuarters = r;
  if (!sameValue(r, p.winterQuarters)) same = false;
  v = w.turn;
  r = slot(p.turn, v, 'turn');
  if (r !== v && writable) w.turn = r;
  if (!sameValue(r, p.turn)) same = false;
  v = w.stack;
  r = slot(p.stack, v, 'stack');
  if (r !== v && writable) w.stack = r;
  if (!sameValue(r, p.stack)) same = false;
  v = w.dice;
  r = slot(p.dice, v, 'dice');
  if (r !== v && writable) w.dice = r;
  if (!sameValue(r, p.dice)) same = false;
  v = w.log;
  r = slot(p.log, v, 'log');
  if (r !== v && writable) w.log = r;
  if (!sameValue(r, p.log)) same = false;
  v = w.priorLog;
  r = slot(p.priorLog, v, 'priorLog');
  if (r !== v && writable) w.priorLog = r;
  if (!sameValue(r, p.priorLog)) same = false;
  v = w.steps;
  r = slot(p.steps, v, 'steps');
  if (r !== v && writable) w.steps = r;
  if (!sameValue(r, p.steps)) same = false;
  v = w.result;
  r = slot(p.result, v, 'result');
  if (r !== v && writable) w.result = r;
  if (!sameValue(r, p.result)) same = false;
  if (same) return kept(p);
  return Object.freeze(w);
}

/** A value of the spaces map, committed as {@link commitNode} commits it under the key `spaces`. */
const spaceSlot = (o: unknown, v: unknown, base: number): unknown =>
  typeof v === 'object' && v !== null ? commitSpace(o, v, base) : v;

/**
 * The spaces map when both nodes have exactly {@link SPACES_KEYS}, in order (checked by the caller):
 * what the generic object case of {@link commitNode} does for it, with named reads and writes. A value
 * is the same as before when `sameValue` says so (identity for objects, as in the generic case).
 */
function commitSpaces(p: Record<string, unknown>, w: Record<string, unknown>, base: number): unknown {
  // A frozen node is not from the working copy (put in by a rule): left as it is.
  const writable = !Object.isFrozen(w);
  let same = true;
  let v: unknown;
  let r: unknown;
  v = w.QuebecCity;
  r = spaceSlot(p.QuebecCity, v, base);
  if (r !== v && writable) w.QuebecCity = r;
  if (!sameValue(r, p.QuebecCity)) same = false;
  v = w.Boston;
  r = spaceSlot(p.Boston, v, base);
  if (r !== v && writable) w.Boston = r;
  if (!sameValue(r, p.Boston)) same = false;
  v = w.NewYorkCity;
  r = spaceSlot(p.NewYorkCity, v, base);
  if (r !== v && writable) w.NewYorkCity = r;
  if (!sameValue(r, p.NewYorkCity)) same = false;
  v = w.Philadelphia;
  r = spaceSlot(p.Philadelphia, v, base);
  if (r !== v && writable) w.Philadelphia = r;
  if (!sameValue(r, p.Philadelphia)) same = false;
  v = w.Norfolk;
  r = spaceSlot(p.Norfolk, v, base);
  if (r !== v && writable) w.Norfolk = r;
  if (!sameValue(r, p.Norfolk)) same = false;
  v = w.CharlesTown;
  r = spaceSlot(p.CharlesTown, v, base);
  if (r !== v && writable) w.CharlesTown = r;
  if (!sameValue(r, p.CharlesTown)) same = false;
  v = w.Savannah;
  r = spaceSlot(p.Savannah, v, base);
  if (r !== v && writable) w.Savannah = r;
  if (!sameValue(r, p.Savannah)) same = false;
  v = w.NewHampshire;
  r = spaceSlot(p.NewHampshire, v, base);
  if (r !== v && writable) w.NewHampshire = r;
  if (!sameValue(r, p.NewHampshire)) same = false;
  v = w.Massachusetts;
  r = spaceSlot(p.Massachusetts, v, base);
  if (r !== v && writable) w.Massachusetts = r;
  if (!sameValue(r, p.Massachusetts)) same = false;
  v = w.ConnecticutRhodeIsland;
  r = spaceSlot(p.ConnecticutRhodeIsland, v, base);
  if (r !== v && writable) w.ConnecticutRhodeIsland = r;
  if (!sameValue(r, p.ConnecticutRhodeIsland)) same = false;
  v = w.NewYork;
  r = spaceSlot(p.NewYork, v, base);
  if (r !== v && writable) w.NewYork = r;
  if (!sameValue(r, p.NewYork)) same = false;
  v = w.NewJersey;
  r = spaceSlot(p.NewJersey, v, base);
  if (r !== v && writable) w.NewJersey = r;
  if (!sameValue(r, p.NewJersey)) same = false;
  v = w.Pennsylvania;
  r = spaceSlot(p.Pennsylvania, v, base);
  if (r !== v && writable) w.Pennsylvania = r;
  if (!sameValue(r, p.Pennsylvania)) same = false;
  v = w.MarylandDelaware;
  r = spaceSlot(p.MarylandDelaware, v, base);
  if (r !== v && writable) w.MarylandDelaware = r;
  if (!sameValue(r, p.MarylandDelaware)) same = false;
  v = w.Virginia;
  r = spaceSlot(p.Virginia, v, base);
  if (r !== v && writable) w.Virginia = r;
  if (!sameValue(r, p.Virginia)) same = false;
  v = w.NorthCarolina;
  r = spaceSlot(p.NorthCarolina, v, base);
  if (r !== v && writable) w.NorthCarolina = r;
  if (!sameValue(r, p.NorthCarolina)) same = false;
  v = w.SouthCarolina;
  r = spaceSlot(p.SouthCarolina, v, base);
  if (r !== v && writable) w.SouthCarolina = r;
  if (!sameValue(r, p.SouthCarolina)) same = false;
  v = w.Georgia;
  r = spaceSlot(p.Georgia, v, base);
  if (r !== v && writable) w.Georgia = r;
  if (!sameValue(r, p.Georgia)) same = false;
  v = w.Quebec;
  r = spaceSlot(p.Quebec, v, base);
  if (r !== v && writable) w.Quebec = r;
  if (!sameValue(r, p.Quebec)) same = false;
  v = w.Northwest;
  r = spaceSlot(p.Northwest, v, base);
  if (r !== v && writable) w.Northwest = r;
  if (!sameValue(r, p.Northwest)) same = false;
  v = w.Southwest;
  r = spaceSlot(p.Southwest, v, base);
  if (r !== v && writable) w.Southwest = r;
  if (!sameValue(r, p.Southwest)) same = false;
  v = w.Florida;
  r = spaceSlot(p.Florida, v, base);
  if (r !== v && writable) w.Florida = r;
  if (!sameValue(r, p.Florida)) same = false;
  v = w.WestIndies;
  r = spaceSlot(p.WestIndies, v, base);
  if (r !== v && writable) w.WestIndies = r;
  if (!sameValue(r, p.WestIndies)) same = false;
  if (same) return kept(p);
  return Object.freeze(w);
}

/**
 * A space: when both nodes have the literal's keys, the fields are compared directly (equal fields,
 * objects included, are then identical, so the previous node may be kept); otherwise generically.
 */
function commitSpace(old: unknown, node: unknown, base: number): unknown {
  if (typeof old !== 'object' || old === null || !hasShape(node as object, SPACE_KEYS, 0) || !spaceShaped(old))
    return commitNode(old, node, base, undefined);
  const o = old as Record<string, unknown>;
  const w = node as Record<string, unknown>;
  const p = commitPieces(o.pieces, w.pieces, base);
  // A frozen node is not from the working copy (put in by a rule): left as it is.
  if (p !== w.pieces && !Object.isFrozen(w)) w.pieces = p;
  if (
    p === o.pieces &&
    sameValue(w.support, o.support) &&
    sameValue(w.control, o.control) &&
    sameValue(w.propaganda, o.propaganda) &&
    sameValue(w.raid, o.raid) &&
    sameValue(w.blockades, o.blockades) &&
    sameValue(w.squadrons, o.squadrons)
  )
    return kept(o);
  Object.freeze(w);
  SPACE_SHAPED.add(w);
  return w;
}

function commitPieces(old: unknown, node: unknown, base: number): unknown {
  if (
    typeof old !== 'object' ||
    old === null ||
    typeof node !== 'object' ||
    node === null ||
    !hasShape(node, PIECES_KEYS) ||
    !piecesShaped(old)
  )
    return commitNode(old, node, base, undefined);
  const o = old as Record<string, unknown>;
  const w = node as Record<string, unknown>;
  if (
    sameValue(w.britishRegular, o.britishRegular) &&
    sameValue(w.tory, o.tory) &&
    sameValue(w.britishFort, o.britishFort) &&
    sameValue(w.continental, o.continental) &&
    sameValue(w.militiaUnderground, o.militiaUnderground) &&
    sameValue(w.militiaActive, o.militiaActive) &&
    sameValue(w.patriotFort, o.patriotFort) &&
    sameValue(w.frenchRegular, o.frenchRegular) &&
    sameValue(w.warPartyUnderground, o.warPartyUnderground) &&
    sameValue(w.warPartyActive, o.warPartyActive) &&
    sameValue(w.village, o.village)
  )
    return kept(o);
  Object.freeze(w);
  PIECES_SHAPED.add(w);
  return w;
}

/**
 * Look-ahead for rule code: runs `recipe` on a private mutable deep copy of the state and returns that
 * copy, neither frozen nor shared with anything. For simulations that only read the result (or
 * simulate further from it), it costs one copy, where an Immer `produce` pays proxies on every read
 * and write plus finalization and freezing.
 */
export function simulate<T>(state: T, recipe: (draft: T) => void): T {
  const draft = mutableCopy(state);
  recipe(draft);
  return draft;
}
