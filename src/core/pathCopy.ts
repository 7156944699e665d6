/**
 * Copy on write for the decision machine: `apply` works on a fork of the state that shares every node
 * with it, and a node is copied only when something writes to it, along the path from the root (the
 * root, `spaces`, the space, its pieces — and nothing else). Frozen means shared: every node of a
 * committed state is frozen, every node copied or created during the step is not, so the writers need
 * no bookkeeping of their own and {@link seal} freezes exactly the new nodes. A write that bypasses
 * {@link own} hits a frozen node and throws at once, in strict mode, instead of changing a state
 * another holder sees.
 *
 * Plain JSON only (objects, arrays, primitives), which is what a GameState is. The shapes copied most
 * (the root, the spaces map, a space, its pieces, a pool, a record by Faction) get literal copiers,
 * used only for a node with exactly their keys in their order: the copy is the same either way.
 * @module
 */
import type { GameState } from './state';

type Node = Record<string, unknown> | unknown[];

/**
 * Whether a node under a state's root is shared (frozen). The engine never makes a node non-extensible
 * without freezing it, so the extensibility bit tells: `Object.isFrozen` checks every property of a
 * frozen object (most of the cost of {@link seal}'s test of the 23 spaces or the root's 24 fields).
 * The root itself is still tested with `Object.isFrozen`: it may come from outside.
 */
export function isShared(node: object): boolean {
  return !Object.isExtensible(node);
}

/**
 * A working state for one step: a shallow copy of the root when the state is deep-frozen (the rest is
 * shared and copied on write), else a copy of every part of it that is not frozen (a state being
 * written, or built by hand and never frozen, which must not be changed either), sharing the frozen
 * ones ({@link copyUnsealed}) — but for the working state of {@link sealingOnFork}, sealed first.
 */
export function fork<T extends object>(state: T): T {
  if (!Object.isFrozen(state)) {
    if (state !== sealedOnFork) return copyNodeUnsealed(state as unknown as Node) as T;
    seal(state);
  }
  return shallowCopy(state as unknown as Node) as T;
}

/** The working state {@link fork} seals instead of copying whole (see {@link sealingOnFork}), or null. */
let sealedOnFork: object | null = null;

/**
 * `read(state)`, during which a {@link fork} of the working `state` seals it (it becomes a state,
 * shared by the fork) instead of copying it whole: for the in-place Simulator, whose working state
 * nothing writes while its legal actions are listed, and which forks its root again before writing
 * when it finds it frozen.
 */
export function sealingOnFork<S extends object, R>(state: S, read: (state: S) => R): R {
  const before = sealedOnFork;
  sealedOnFork = state;
  try {
    return read(state);
  } finally {
    sealedOnFork = before;
  }
}

/**
 * The child `key` of a writable node, made writable: copied (shallowly) and put in its place when it
 * is still shared, as it is. `parent` must itself be writable (the root of a fork, or a node `own` returned).
 */
export function own<T extends object>(parent: object, key: string | number): T {
  const v = (parent as Record<string | number, unknown>)[key] as T;
  if (!isShared(v)) return v;
  const copy = shallowCopy(v as unknown as Node) as T;
  (parent as Record<string | number, unknown>)[key] = copy;
  return copy;
}

/**
 * The child `key` of a writable node, made writable with everything under it (a deep copy when it is
 * still shared). For the small nested records a step keeps in its frame.
 */
export function ownDeep<T extends object>(parent: object, key: string | number): T {
  const v = (parent as Record<string | number, unknown>)[key] as T;
  if (!isShared(v)) return v;
  const copy = deepCopy(v);
  (parent as Record<string | number, unknown>)[key] = copy;
  return copy;
}

/**
 * The working state made a state: every node that is not frozen (copied or created during the step)
 * is frozen, and the shared, already-frozen parts are not visited. Returns its argument.
 */
export function seal<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) sealNode(value as unknown as Node);
  return value;
}

/** Freezes a node that is not frozen, then its children that are not (the frozen ones are shared: skipped without a call). */
function sealNode(node: Node): void {
  Object.freeze(node);
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const c = node[i];
      if (typeof c === 'object' && c !== null && !isShared(c)) sealNode(c as Node);
    }
  } else {
    for (const k in node) {
      const c = node[k];
      if (typeof c === 'object' && c !== null && !isShared(c)) sealNode(c as Node);
    }
  }
}

/**
 * {@link seal} for the working root of a step forked from the deep-frozen state `before` (a shallow
 * copy of its root, written since): it freezes the same nodes, but a node still identical to the one at
 * its place in `before` — a field of the root, a child of a field the step replaced, and of a frame or a
 * space it replaced (the parts the step did not write, the log's old lines, the frames under the top,
 * the spaces it did not write, a copied frame's shared fields) — is known shared without asking V8
 * whether it is frozen: `Object.isExtensible` is a call into V8's runtime (some 250 instructions with
 * the call), much of the cost of sealing a step. Every node of `before` is frozen, so the shortcut only
 * spares the question; any other child is asked as {@link seal} asks it. Returns `working`.
 */
export function sealFrom<T extends object>(working: T, before: T): T {
  const w = working as unknown as RootFields;
  const b = before as unknown as RootFields;
  Object.freeze(w);
  sealFieldFrom(w.options, b.options);
  sealFieldFrom(w.spaces, b.spaces);
  sealFieldFrom(w.available, b.available);
  sealFieldFrom(w.unavailable, b.unavailable);
  sealFieldFrom(w.casualties, b.casualties);
  sealFieldFrom(w.resources, b.resources);
  sealFieldFrom(w.leaders, b.leaders);
  sealFieldFrom(w.eligible, b.eligible);
  sealFieldFrom(w.deck, b.deck);
  sealFieldFrom(w.brilliantStrokes, b.brilliantStrokes);
  sealFieldFrom(w.turn, b.turn);
  sealFieldFrom(w.stack, b.stack);
  sealFieldFrom(w.dice, b.dice);
  sealAccountFrom(w.log, b.log);
  sealAccountFrom(w.priorLog, b.priorLog);
  sealFieldFrom(w.result, b.result);
  return working;
}

/** The root's fields that may hold a node (the others are numbers, strings and booleans). */
interface RootFields {
  options: unknown;
  spaces: unknown;
  available: unknown;
  unavailable: unknown;
  casualties: unknown;
  resources: unknown;
  leaders: unknown;
  eligible: unknown;
  deck: unknown;
  brilliantStrokes: unknown;
  turn: unknown;
  stack: unknown;
  dice: unknown;
  log: unknown;
  priorLog: unknown;
  result: unknown;
}

/** The fields of a type that may hold an object (an array, a record), null aside. */
type NodeFields<T> = { [K in keyof T]-?: NonNullable<T[K]> extends object ? K : never }[keyof T];
/** The compiler's check that {@link RootFields} names every field of a GameState that may hold a node. */
const ROOT_FIELDS_WHOLE: Exclude<NodeFields<GameState>, keyof RootFields> extends never ? true : never = true;
void ROOT_FIELDS_WHOLE;

/**
 * Seals a field of the working root unless it is the node `before` held there or frozen: beside the
 * node it replaces when that is of its kind (an array, a record), one level down ({@link sealChildrenFrom}).
 */
function sealFieldFrom(node: unknown, before: unknown): void {
  if (typeof node !== 'object' || node === null || node === before || isShared(node)) return;
  if (typeof before === 'object' && before !== null && Array.isArray(node) === Array.isArray(before)) sealChildrenFrom(node as Node, before as Node, true);
  else sealNode(node as Node);
}

/**
 * Seals an account field of the working root (`log`, `priorLog`: arrays of lines): a new array is frozen
 * without asking after its lines, which are all frozen already — a line is frozen when it is made
 * (flow/frames.ts, `log`), and the lines a step moves or keeps come from the state it forked, whose nodes
 * are all frozen. The account's arrays are the only new nodes most steps make whose children are all
 * known frozen (some 4 of a public step's 24 questions to V8, a call into its runtime each).
 */
function sealAccountFrom(node: unknown, before: unknown): void {
  if (node !== before) Object.freeze(node);
}

/**
 * Freezes a node that is not frozen and its children that are not, a child identical to `before`'s at
 * its key or index skipped unasked; `deeper`: a child beside `before`'s child of its kind one level
 * further (the frames of the stack, the spaces of the board), else as {@link sealNode} does.
 */
function sealChildrenFrom(node: Node, before: Node, deeper: boolean): void {
  Object.freeze(node);
  if (Array.isArray(node)) {
    const was = before as readonly unknown[];
    for (let i = 0; i < node.length; i++) {
      const c = node[i];
      if (typeof c === 'object' && c !== null && c !== was[i] && !isShared(c)) sealChildFrom(c as Node, was[i], deeper);
    }
  } else {
    const was = before as Record<string, unknown>;
    for (const k in node) {
      const c = node[k];
      if (typeof c === 'object' && c !== null && c !== was[k] && !isShared(c)) sealChildFrom(c as Node, was[k], deeper);
    }
  }
}

/** Seals a child that is not frozen: beside `before` when `deeper` and it is of its kind, else as {@link sealNode} does. */
function sealChildFrom(node: Node, before: unknown, deeper: boolean): void {
  if (deeper && typeof before === 'object' && before !== null && Array.isArray(node) === Array.isArray(before)) sealChildrenFrom(node, before as Node, false);
  else sealNode(node);
}

/**
 * A copy of a state's part that shares what is frozen in it: the node and, down to the frozen ones, its
 * children still being written copied (as {@link deepCopy} copies them); a frozen node is itself.
 */
export function copyUnsealed<T>(value: T): T {
  if (typeof value !== 'object' || value === null || isShared(value)) return value;
  return copyNodeUnsealed(value as unknown as Node) as T;
}

/** A copy of the node (whatever its own state) and of its children that are not frozen, down to the frozen ones (shared). */
function copyNodeUnsealed(node: Node): Node {
  if (Array.isArray(node)) {
    const out = [...node];
    for (let i = 0; i < out.length; i++) {
      const v = out[i];
      if (typeof v === 'object' && v !== null && !isShared(v)) out[i] = copyNodeUnsealed(v as Node);
    }
    return out;
  }
  const copy = shallowCopy(node) as Record<string, unknown>;
  for (const k in copy) {
    const v = copy[k];
    if (typeof v === 'object' && v !== null && !isShared(v)) copy[k] = copyNodeUnsealed(v as Node);
  }
  return copy;
}

/** A plain mutable deep copy of JSON-like data (aliased objects become separate copies). */
export function deepCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = [...value];
    for (let i = 0; i < out.length; i++) {
      const v = out[i];
      if (typeof v === 'object' && v !== null) out[i] = deepCopy(v);
    }
    return out as T;
  }
  const node = value as Record<string, unknown>;
  if (hasLiteralShape(node)) {
    const copy = shallowCopy(node) as Record<string, unknown>;
    for (const k in copy) {
      const v = copy[k];
      if (typeof v === 'object' && v !== null) copy[k] = deepCopy(v);
    }
    return copy as T;
  }
  // Any other object (a frame, the card's record): one pass.
  const out: Record<string, unknown> = {};
  for (const k in node) {
    const v = node[k];
    out[k] = typeof v === 'object' && v !== null ? deepCopy(v) : v;
  }
  return out as T;
}

/** A shallow copy of an array or a plain object (same keys, same order, same values). */
export function shallowCopy(node: Node): Node {
  // Spread, not `slice`: V8's `slice` leaves its fast path on a frozen array (some 20 times slower), and
  // the arrays copied here are frozen (shared) ones.
  if (Array.isArray(node)) return [...node];
  // V8 copies a frozen object far faster into a literal of a known shape than by spread or
  // Object.assign; the state's most copied shapes get one, used only when the node has exactly its keys.
  let first: string | undefined;
  for (const k in node) {
    first = k;
    break;
  }
  switch (first) {
    case 'britishRegular':
      if (keysAre(node, PIECES_KEYS)) return piecesLiteral(node);
      if (keysAre(node, POOL_KEYS)) return poolLiteral(node);
      break;
    case 'pieces':
      if (keysAre(node, SPACE_KEYS)) return spaceLiteral(node);
      break;
    case 'QuebecCity':
      if (keysAre(node, SPACES_KEYS)) return spacesLiteral(node);
      break;
    case 'british':
      if (keysAre(node, FACTION_KEYS)) return factionLiteral(node);
      break;
    case 'version':
      if (keysAre(node, ROOT_KEYS)) return rootLiteral(node);
      break;
  }
  const out: Record<string, unknown> = {};
  for (const k in node) out[k] = node[k];
  return out;
}

/**
 * A copy of a state node with some of its own fields replaced: the copy {@link shallowCopy} makes, then
 * the patch written into it. For the hypothetical states and nodes the rules build beside `apply` (a
 * relaxed board, trial options): V8 gives an object spread of a frozen node another hidden class than
 * the copies `apply` makes, and a hot function that meets both shapes runs slower on every state after.
 * `patch` holds only keys the node already has, so the copy keeps the node's shape; without it, a plain
 * copy of the node.
 */
export function copyWith<T extends object>(node: T, patch?: Partial<T>): T {
  const copy = shallowCopy(node as unknown as Node) as T;
  for (const k in patch) copy[k] = patch[k] as T[typeof k];
  return copy;
}

/** Whether the object's first key is that of a shape with a literal copier (the state's own nodes, not frames). */
function hasLiteralShape(node: Record<string, unknown>): boolean {
  for (const k in node) return k === 'britishRegular' || k === 'pieces' || k === 'QuebecCity' || k === 'british' || k === 'version';
  return false;
}

/** Whether the object's own enumerable keys are exactly `keys`, in that order. */
function keysAre(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in o) {
    if (keys[i] !== k) return false;
    i++;
  }
  return i === keys.length;
}

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

const spaceLiteral = (o: Record<string, unknown>): Record<string, unknown> => ({
  pieces: o.pieces,
  support: o.support,
  control: o.control,
  propaganda: o.propaganda,
  raid: o.raid,
  blockades: o.blockades,
  squadrons: o.squadrons,
});

const rootLiteral = (o: Record<string, unknown>): Record<string, unknown> => ({
  version: o.version,
  scenario: o.scenario,
  options: o.options,
  spaces: o.spaces,
  available: o.available,
  unavailable: o.unavailable,
  casualties: o.casualties,
  resources: o.resources,
  cbc: o.cbc,
  crc: o.crc,
  fni: o.fni,
  treatyOfAlliance: o.treatyOfAlliance,
  leaders: o.leaders,
  eligible: o.eligible,
  deck: o.deck,
  brilliantStrokes: o.brilliantStrokes,
  winterQuarters: o.winterQuarters,
  turn: o.turn,
  stack: o.stack,
  dice: o.dice,
  log: o.log,
  priorLog: o.priorLog,
  steps: o.steps,
  result: o.result,
});

const spacesLiteral = (o: Record<string, unknown>): Record<string, unknown> => ({
  QuebecCity: o.QuebecCity,
  Boston: o.Boston,
  NewYorkCity: o.NewYorkCity,
  Philadelphia: o.Philadelphia,
  Norfolk: o.Norfolk,
  CharlesTown: o.CharlesTown,
  Savannah: o.Savannah,
  NewHampshire: o.NewHampshire,
  Massachusetts: o.Massachusetts,
  ConnecticutRhodeIsland: o.ConnecticutRhodeIsland,
  NewYork: o.NewYork,
  NewJersey: o.NewJersey,
  Pennsylvania: o.Pennsylvania,
  MarylandDelaware: o.MarylandDelaware,
  Virginia: o.Virginia,
  NorthCarolina: o.NorthCarolina,
  SouthCarolina: o.SouthCarolina,
  Georgia: o.Georgia,
  Quebec: o.Quebec,
  Northwest: o.Northwest,
  Southwest: o.Southwest,
  Florida: o.Florida,
  WestIndies: o.WestIndies,
});

const poolLiteral = (o: Record<string, unknown>): Record<string, unknown> => ({
  britishRegular: o.britishRegular,
  tory: o.tory,
  britishFort: o.britishFort,
  continental: o.continental,
  militia: o.militia,
  patriotFort: o.patriotFort,
  frenchRegular: o.frenchRegular,
  warParty: o.warParty,
  village: o.village,
  squadron: o.squadron,
});

const factionLiteral = (o: Record<string, unknown>): Record<string, unknown> => ({
  british: o.british,
  patriots: o.patriots,
  french: o.french,
  indians: o.indians,
});

/** The keys each literal copier writes, in its order (taken from the copiers themselves). */
const PIECES_KEYS: readonly string[] = Object.keys(piecesLiteral({}));
const SPACE_KEYS: readonly string[] = Object.keys(spaceLiteral({}));
const ROOT_KEYS: readonly string[] = Object.keys(rootLiteral({}));
const SPACES_KEYS: readonly string[] = Object.keys(spacesLiteral({}));
const POOL_KEYS: readonly string[] = Object.keys(poolLiteral({}));
const FACTION_KEYS: readonly string[] = Object.keys(factionLiteral({}));
