/**
 * The dice of the Non-Player policies (8.1, 8.2, 8.4–8.7): the rolls a flowchart asks for — 8.2's
 * 1D3 + 1D6 on the Random Spaces table, the D6 of an "Event or Command?" box, 8.1's random choice
 * among equal groups — made by a {@link PolicyDice}, never by the game's own dice (`state.dice`).
 *
 * Two sources:
 * - **derived** (the default): each roll is a pure function of the game's seed, the position and the
 *   roll's purpose and number, so a bot-only game is reproducible from its seed, and a record of its
 *   actions replays with plain `apply`, without the bot. The position is the card being played (its
 *   id and its number in the game) and the deciding Faction; it is the same at every micro-decision
 *   of one Non-Player turn, so a policy that plans its turn afresh at each micro-step (or after a save
 *   and load in the middle of it) reads the same rolls and follows the same plan. A policy that must
 *   vary from one decision to the next adds a salt (the uniform random policy salts with
 *   `state.steps`).
 * - **supplied**: the rolls come from the caller, in order — a virtual table rolling physical dice
 *   when the flowchart says so, or a test forcing them. When a roll is needed and none is left, the
 *   dice throw {@link RollNeeded} (which die, what for, for which Faction) instead of inventing one.
 *
 * @module
 */
import type { GameState } from '../core/state';
import type { CardId, Faction, ScenarioId, SpaceId } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import { seededDie } from '../dice/index';
import { randomSpace } from './randomSpaces';

/** One roll a policy made: the die (number of sides), what it was for, and the result (1..sides). */
export interface PolicyRoll {
  /** Faces of the die: 3 for a D3, 6 for a D6 (any whole number from 1 for an equal-chance choice). */
  sides: number;
  /** What the roll decides, in game terms, e.g. `Random Spaces column (8.2)`. */
  purpose: string;
  /** The result, from 1 to `sides`. */
  value: number;
}

/**
 * What a derived roll depends on besides its purpose and number: plain JSON. Build it with
 * {@link rollKey}.
 */
export interface RollKey {
  /** The game's seed (`state.options.seed`), as a string (seed `1` and `'1'` are the same game). */
  seed: string;
  /** The scenario (`state.scenario`). */
  scenario: ScenarioId;
  /** The card being played (`state.deck.current`), null once the game is over. */
  card: CardId | null;
  /** The card's number in the game: 1 for the first card played, counting the played pile. */
  cardNumber: number;
  /** The Faction rolling. */
  faction: Faction;
  /** Anything else the stream must depend on (the random policy's step count), or null. */
  salt: string | null;
}

/**
 * The key of the derived rolls of `faction` in `state`: the game's seed and scenario, the current card
 * and its number in the game, the Faction, and an optional salt. Every micro-decision of one Non-Player turn
 * has the same key (only `state.steps`, the stack and the board change between them), so without a
 * salt they all read the same stream. Pure.
 */
export function rollKey(state: GameState, faction: Faction, salt?: string | number): RollKey {
  const { current, played } = state.deck;
  return {
    seed: String(state.options.seed),
    scenario: state.scenario,
    card: current,
    cardNumber: played.length + (current === null ? 0 : 1),
    faction,
    salt: salt === undefined ? null : String(salt),
  };
}

/**
 * A small non-cryptographic hash of a string (two 32-bit multiply–xorshift lanes, 64 bits), as 16 hex
 * digits. It turns a roll's key into the seed of its own generator; equal inputs give equal outputs
 * on every platform. Pure.
 */
export function hashText(text: string): string {
  return hashOfParts(text, '', '', '', '', '');
}

/**
 * {@link hashText} of the six texts written one after the other, read in place (the same digits as
 * hashing `a + b + c + d + e + f`, without building it). Pure.
 */
function hashOfParts(a: string, b: string, c: string, d: string, e: string, f: string): string {
  let h1 = HASH_START_1;
  let h2 = HASH_START_2;
  for (let k = 0; k < 6; k++) {
    mixLanes(h1, h2, k === 0 ? a : k === 1 ? b : k === 2 ? c : k === 3 ? d : k === 4 ? e : f);
    h1 = lane1;
    h2 = lane2;
  }
  return finishHash(h1, h2, a.length + b.length + c.length + d.length + e.length + f.length);
}

/** The hash's two lanes before any character. */
const HASH_START_1 = 0x9e3779b9;
const HASH_START_2 = 0x85ebca6b;

/** The lanes as {@link mixLanes} left them (read right after it: two numbers handed back without a pair made). */
let lane1 = 0;
let lane2 = 0;

/** Runs the hash's lanes, from `h1` and `h2`, through the characters of `text`; leaves them in `lane1` and `lane2`. */
function mixLanes(h1: number, h2: number, text: string): void {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 0x85ebca77);
    h2 = Math.imul(h2 ^ ch, 0xc2b2ae3d);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = (h2 << 17) | (h2 >>> 15);
  }
  lane1 = h1;
  lane2 = h2;
}

/** The hash of a text of `length` characters whose lanes stand at `h1` and `h2`: 16 hex digits. */
function finishHash(h1: number, h2: number, length: number): string {
  h1 ^= length;
  h2 ^= length;
  // Final avalanche, each lane mixed with the other (murmur3's fmix32).
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b) ^ h2;
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35) ^ h1;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x7feb352d);
  h2 = Math.imul(h2 ^ (h2 >>> 15), 0x846ca68b);
  h1 ^= h1 >>> 16;
  h2 ^= h2 >>> 16;
  return hex16(h1, h2);
}

/** The character codes of the lower-case hexadecimal digits. */
const HEX_CODES: readonly number[] = Array.from('0123456789abcdef', (d) => d.charCodeAt(0));

/** Two 32-bit values as 16 lower-case hexadecimal digits, each as `(x >>> 0).toString(16).padStart(8, '0')` writes it (one string, made from its codes). */
const hex16 = (x: number, y: number): string =>
  String.fromCharCode(
    HEX_CODES[(x >>> 28) & 15], HEX_CODES[(x >>> 24) & 15], HEX_CODES[(x >>> 20) & 15], HEX_CODES[(x >>> 16) & 15],
    HEX_CODES[(x >>> 12) & 15], HEX_CODES[(x >>> 8) & 15], HEX_CODES[(x >>> 4) & 15], HEX_CODES[x & 15],
    HEX_CODES[(y >>> 28) & 15], HEX_CODES[(y >>> 24) & 15], HEX_CODES[(y >>> 20) & 15], HEX_CODES[(y >>> 16) & 15],
    HEX_CODES[(y >>> 12) & 15], HEX_CODES[(y >>> 8) & 15], HEX_CODES[(y >>> 4) & 15], HEX_CODES[y & 15],
  );

/**
 * The derived roll number `index` (0 for the first) for `purpose` under `key`: a die of `sides` faces
 * rolled by a generator (seedrandom's alea) seeded with the hash of all of them. Pure: the same
 * arguments always give the same value, and nothing else (in particular not `state.dice`) is read.
 * @throws RangeError if `sides` is not a whole number from 1 to 2^32.
 */
export function derivedRoll(key: RollKey, purpose: string, index: number, sides: number): number {
  const prefix = keyPrefix(key);
  // A roll number that is not a whole number from 0 (never one of PolicyDice's) is not remembered.
  if (!Number.isInteger(index) || index < 0) return seededDie(hashText(`${prefix},${JSON.stringify(purpose)},${JSON.stringify(index)}]`), sides);
  return rememberedRoll(rollsOfKey(prefix), prefix, purpose, index, sides);
}

/** The text of a roll's key without its closing bracket: `JSON.stringify([seed, …, salt` (the purpose and number follow). */
function keyPrefix(key: RollKey): string {
  const texts = keyTexts(key);
  return key.salt === null ? texts.unsalted : texts.head + JSON.stringify(key.salt);
}

/** {@link keyPrefix} up to the salt: `JSON.stringify([seed, …, faction,` (the part a turn's keys share). */
function keyHead(key: RollKey): string {
  // Each field written alone: the same text as the array's JSON without its closing bracket, built without the array.
  return `[${JSON.stringify(key.seed)},${JSON.stringify(key.scenario)},${JSON.stringify(key.card)},${JSON.stringify(key.cardNumber)},${JSON.stringify(key.faction)},`;
}

/** The texts of a key up to the salt ({@link keyHead}) and without a salt, with the key they were made for. */
interface KeyTexts {
  readonly key: Readonly<RollKey>;
  readonly head: string;
  readonly unsalted: string;
}

// The key texts of the last keys used, in a short ring compared field by field: every decision of a
// turn (and of the Event previews inside it, whose options are copies) has the same key, and a turn's
// few Factions alternate, so the texts are made once per turn and Faction and shared by identity (which
// {@link rollsOfKey} then compares). A key that left the ring has its texts made again (the same texts).
const RECENT_TEXTS = 8;
const recentTexts: (KeyTexts | undefined)[] = new Array<KeyTexts | undefined>(RECENT_TEXTS).fill(undefined);
let recentTextsNext = 0;

/** Whether two keys agree up to the salt (the fields {@link keyHead} writes). */
const sameHead = (a: Readonly<RollKey>, b: Readonly<RollKey>): boolean =>
  a.cardNumber === b.cardNumber && a.faction === b.faction && a.card === b.card && a.seed === b.seed && a.scenario === b.scenario;

/** The texts of `key` up to its salt ({@link KeyTexts}), made once while the key is among the last used. */
function keyTexts(key: RollKey): KeyTexts {
  for (let i = 0; i < RECENT_TEXTS; i++) {
    const t = recentTexts[i];
    if (t !== undefined && sameHead(t.key, key)) return t;
  }
  const head = keyHead(key);
  const made: KeyTexts = { key: { ...key }, head, unsalted: head + JSON.stringify(null) };
  recentTexts[recentTextsNext] = made;
  recentTextsNext = recentTextsNext + 1 === RECENT_TEXTS ? 0 : recentTextsNext + 1;
  return made;
}

/** The rolls remembered under one key: by purpose, the die and the values by roll number; and the hash's lanes after the key's text (its length), where each roll's text goes on. */
interface KeyRolls {
  readonly byPurpose: Map<string, { readonly sides: number; readonly values: number[] }>;
  readonly lane1: number;
  readonly lane2: number;
  readonly length: number;
}

// The rolls of the last keys used, in a short ring held strongly: a Non-Player turn reads its key's
// rolls at each of its micro-decisions, close together (over 16 seeded bot-only games every reuse came
// within 4 new keys), while a memory of every key kept them all past young collections. A key that left
// the ring rolls again (the same values).
const RECENT_KEYS = 16;
const recentPrefixes: (string | undefined)[] = new Array<string | undefined>(RECENT_KEYS).fill(undefined);
const recentRolls: (KeyRolls | undefined)[] = new Array<KeyRolls | undefined>(RECENT_KEYS).fill(undefined);
let recentNext = 0;

/** The rolls remembered under the key whose text is `prefix` ({@link keyPrefix}): a new memory when the key is not among the last used. */
function rollsOfKey(prefix: string): KeyRolls {
  for (let i = 0; i < RECENT_KEYS; i++) if (recentPrefixes[i] === prefix) return recentRolls[i]!;
  mixLanes(HASH_START_1, HASH_START_2, prefix);
  const rolls: KeyRolls = { byPurpose: new Map(), lane1, lane2, length: prefix.length };
  recentPrefixes[recentNext] = prefix;
  recentRolls[recentNext] = rolls;
  recentNext = recentNext + 1 === RECENT_KEYS ? 0 : recentNext + 1;
  return rolls;
}

/**
 * {@link derivedRoll} number `index` (a whole number from 0) for `purpose` under the key whose text is
 * `prefix`, remembered in `rolls` (that key's): a Non-Player turn reads the same rolls at each of its
 * micro-decisions. Pure (the memory is invisible but for time).
 */
function rememberedRoll(rolls: KeyRolls, prefix: string, purpose: string, index: number, sides: number): number {
  const entry = rolls.byPurpose.get(purpose);
  if (entry !== undefined && entry.sides === sides && entry.values[index] !== undefined) return entry.values[index];
  // The text `${prefix},${JSON.stringify(purpose)},${index}]`, hashed in its parts: on from the key's
  // lanes, the purpose's JSON text not written when it is the purpose in quotes (as it nearly always is).
  const value = seededDie(plainJson(purpose) ? rollHash(rolls, purpose, String(index)) : hashOfParts(prefix, ',', JSON.stringify(purpose), ',', String(index), ']'), sides);
  if (entry !== undefined && entry.sides === sides) {
    entry.values[index] = value;
  } else {
    // A purpose's first roll starts its list at its size (an empty list grows to 17 places at its first value).
    const values: number[] = index === 0 ? [value] : [];
    values[index] = value;
    rolls.byPurpose.set(purpose, { sides, values });
  }
  return value;
}

/** The hash of the text `${prefix},"${purpose}",${index}]` from the lanes `rolls` keeps after the prefix (the same digits as {@link hashOfParts}). */
function rollHash(rolls: KeyRolls, purpose: string, index: string): string {
  mixLanes(rolls.lane1, rolls.lane2, ',"');
  mixLanes(lane1, lane2, purpose);
  mixLanes(lane1, lane2, '",');
  mixLanes(lane1, lane2, index);
  mixLanes(lane1, lane2, ']');
  return finishHash(lane1, lane2, rolls.length + purpose.length + index.length + 5);
}

/** Whether `JSON.stringify(text)` is `text` in double quotes: nothing in it to escape (no quote, backslash, control character or surrogate). */
function plainJson(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

/**
 * Thrown by supplied {@link PolicyDice} when the policy needs a roll and none is left: the caller (a
 * virtual table) rolls that die, appends the result to the rolls it supplied and asks the policy
 * again. Everything a table needs to ask for the roll is here, in game terms.
 */
export class RollNeeded extends Error {
  override readonly name = 'RollNeeded';
  /** The Faction whose policy needs the roll. */
  readonly faction: Faction;
  /** Faces of the die to roll (3 for a D3, 6 for a D6). */
  readonly sides: number;
  /** What the roll decides, e.g. `Random Spaces column (8.2)`. */
  readonly purpose: string;
  /**
   * Supplied as a list: how many supplied rolls were used before this one (the new roll goes at this
   * position). Supplied as a {@link RollBook}: how many rolls of this purpose were used before it (the
   * new roll goes at this position of `book[purpose]`).
   */
  readonly index: number;
  constructor(faction: Faction, sides: number, purpose: string, index: number) {
    super(`The Non-Player ${FACTION_NAME[faction]} need a ${dieName(sides)} roll (${purpose}): roll #${index + 1} of this decision, and none was supplied`);
    this.faction = faction;
    this.sides = sides;
    this.purpose = purpose;
    this.index = index;
  }
}

const dieName = (sides: number): string => `D${sides}`;

/** Whether supplied rolls are a plain list (else a {@link RollBook}). */
export function isRollList(rolls: SuppliedRolls): rolls is readonly number[] {
  return Array.isArray(rolls);
}

function copyBook(book: RollBook): RollBook {
  const out: Record<string, readonly number[]> = {};
  for (const k of Object.keys(book)) out[k] = [...book[k]];
  return out;
}

/**
 * Rolls supplied by purpose: for each purpose (exactly as a `RollNeeded` or a trace names it), its
 * results in order — the first roll of that purpose takes the first value, and so on. A virtual table
 * keeps one book for a Non-Player's turn and passes it whole at every decision, adding each roll it is
 * asked for: a flowchart that re-plans its Command at every micro-decision reads the same rolls again,
 * whatever order it reads them in.
 */
export type RollBook = Readonly<Record<string, readonly number[]>>;

/**
 * Rolls a caller supplies to a policy decision: a list, taken in order whatever their purpose (the
 * rolls of one decision), or a {@link RollBook} by purpose (the rolls of a whole turn).
 */
export type SuppliedRolls = readonly number[] | RollBook;

/** Where a {@link PolicyDice} takes its rolls. */
export type RollSource =
  | { mode: 'derived'; key: RollKey }
  | { mode: 'supplied'; faction: Faction; values: readonly number[] }
  | { mode: 'book'; faction: Faction; book: RollBook };

/**
 * The dice of one policy decision. Create one per decision ({@link PolicyDice.forDecision}); it keeps
 * every roll made (`rolls`) and tells a listener, so the rolls go into the decision's trace as they
 * happen.
 *
 * Derived: roll number i of a purpose is {@link derivedRoll}(key, purpose, i, sides), counted per
 * purpose from the start of the decision. Supplied: each roll, whatever its purpose, takes the next
 * supplied value; a value outside 1..sides is refused (RangeError), and a missing one throws
 * {@link RollNeeded}. Supplied rolls are those of the whole decision from its start: a table that
 * answered a `RollNeeded` passes all of them again, the new one last.
 */
export class PolicyDice {
  /** The Faction the rolls are for. */
  readonly faction: Faction;
  /** `derived` or `supplied`. */
  readonly mode: RollSource['mode'];
  private readonly source: RollSource;
  private readonly onRoll: ((roll: PolicyRoll) => void) | undefined;
  /** The rolls made so far by purpose (derived and book dice), made at the first roll: most decisions roll nothing. */
  private perPurpose: Map<string, number> | undefined;
  /** Every roll made so far, made at the first roll. */
  private made: PolicyRoll[] | undefined;
  /** Derived: the key's text ({@link keyPrefix}), made when first needed (the key is this dice's own copy). */
  private prefix: string | undefined;
  /** Derived: the rolls remembered under the key (shared by every decision with the same key). */
  private keyRolls: KeyRolls | undefined;

  /** Dice reading from `source`; `onRoll` hears of every roll as it is made (a trace). */
  constructor(source: RollSource, onRoll?: (roll: PolicyRoll) => void) {
    this.source =
      source.mode === 'derived'
        ? { mode: 'derived', key: { ...source.key } }
        : source.mode === 'supplied'
        ? { mode: 'supplied', faction: source.faction, values: source.values.slice() }
        : { mode: 'book', faction: source.faction, book: copyBook(source.book) };
    this.faction = source.mode === 'derived' ? source.key.faction : source.faction;
    this.mode = source.mode;
    this.onRoll = onRoll;
  }

  /** Derived dice of `faction` in `state` ({@link rollKey}, with an optional salt). */
  static derived(state: GameState, faction: Faction, salt?: string | number, onRoll?: (roll: PolicyRoll) => void): PolicyDice {
    return new PolicyDice({ mode: 'derived', key: rollKey(state, faction, salt) }, onRoll);
  }

  /** Supplied dice: `values` in order (the array is copied), or a {@link RollBook} by purpose. */
  static supplied(faction: Faction, values: SuppliedRolls, onRoll?: (roll: PolicyRoll) => void): PolicyDice {
    return isRollList(values) ? new PolicyDice({ mode: 'supplied', faction, values }, onRoll) : new PolicyDice({ mode: 'book', faction, book: values }, onRoll);
  }

  /**
   * The dice of one decision, as `Policy.choose(state, rolls)` receives its arguments: supplied when
   * `rolls` is given, derived from `state` (and `salt`) otherwise.
   */
  static forDecision(state: GameState, faction: Faction, rolls?: SuppliedRolls, salt?: string | number, onRoll?: (roll: PolicyRoll) => void): PolicyDice {
    return rolls === undefined ? PolicyDice.derived(state, faction, salt, onRoll) : PolicyDice.supplied(faction, rolls, onRoll);
  }

  /**
   * Rolls a die of `sides` faces for `purpose` (say what it decides and the rule, e.g.
   * `Event or Command? (8.4)`) and returns the result, 1..sides.
   * @throws RollNeeded (supplied dice) when no supplied roll is left.
   * @throws RangeError if `sides` is not a whole number from 1 to 2^32, or a supplied roll is not a
   *   whole number from 1 to `sides`.
   */
  roll(sides: number, purpose: string): number {
    if (!Number.isInteger(sides) || sides < 1 || sides > 0x1_0000_0000) throw new RangeError(`a die must have a whole number of sides from 1 to 2^32, got ${String(sides)} (${purpose})`);
    let value: number;
    if (this.source.mode === 'derived') {
      const index = this.counted(purpose);
      const prefix = this.keyText(this.source.key);
      this.keyRolls ??= rollsOfKey(prefix);
      value = rememberedRoll(this.keyRolls, prefix, purpose, index, sides);
    } else if (this.source.mode === 'book') {
      const index = this.perPurpose?.get(purpose) ?? 0;
      const values = Object.prototype.hasOwnProperty.call(this.source.book, purpose) ? this.source.book[purpose] : undefined;
      if (values === undefined || index >= values.length) throw new RollNeeded(this.source.faction, sides, purpose, index);
      this.counted(purpose);
      value = values[index];
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new RangeError(`supplied roll #${index + 1} for ${purpose} is ${String(value)}, not a ${dieName(sides)} result (1–${sides})`);
      }
    } else {
      const index = this.made === undefined ? 0 : this.made.length;
      if (index >= this.source.values.length) throw new RollNeeded(this.source.faction, sides, purpose, index);
      value = this.source.values[index];
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new RangeError(`supplied roll #${index + 1} is ${String(value)}, not a ${dieName(sides)} result (1–${sides}) for ${purpose}`);
      }
    }
    const made: PolicyRoll = { sides, purpose, value };
    if (this.made === undefined) this.made = [made];
    else this.made.push(made);
    this.onRoll?.({ ...made });
    return value;
  }

  /**
   * The number the next derived roll for `purpose` will have (0 for the first), or null when the dice
   * are supplied (their rolls do not depend on the purpose's count alone).
   */
  nextIndex(purpose: string): number | null {
    return this.source.mode === 'derived' ? (this.perPurpose?.get(purpose) ?? 0) : null;
  }

  /** The number of the roll for `purpose` now made (0 for the first), counted. */
  private counted(purpose: string): number {
    if (this.perPurpose === undefined) {
      this.perPurpose = new Map<string, number>().set(purpose, 1);
      return 0;
    }
    const index = this.perPurpose.get(purpose) ?? 0;
    this.perPurpose.set(purpose, index + 1);
    return index;
  }

  /** The key derived rolls are drawn under, or null when the dice are supplied. */
  get derivedKey(): Readonly<RollKey> | null {
    return this.source.mode === 'derived' ? this.source.key : null;
  }

  /** The text of {@link derivedKey} (equal texts: equal keys), or null when the dice are supplied. */
  get derivedKeyText(): string | null {
    return this.source.mode === 'derived' ? this.keyText(this.source.key) : null;
  }

  /** The text of the derived key (this dice's `key`), made once. */
  private keyText(key: RollKey): string {
    return (this.prefix ??= keyPrefix(key));
  }

  /** Every roll made so far, in order (copies). */
  get rolls(): PolicyRoll[] {
    return this.made === undefined ? [] : this.made.map((r) => ({ ...r }));
  }
}

/** The result of {@link policyRandomSpace}. */
export interface PolicyRandomSpace {
  /** The space the table selects, or null when there is no candidate (then nothing is rolled). */
  space: SpaceId | null;
  /** The 1D3 column rolled, or null. */
  column: number | null;
  /** The 1D6 row rolled, or null. */
  row: number | null;
}

/**
 * The Random Spaces procedure (8.2) with the policy's dice: 1D3 for the column, then 1D6 for the row,
 * then the table's order from that box to the first candidate ({@link randomSpace}). Rolls nothing
 * when there is no candidate. The rolls' purposes are `<purpose>: column (1D3)` and `<purpose>: row
 * (1D6)`; give each selection of a flowchart its own `purpose` (e.g. `Muster: Regulars' space (8.4.2)`)
 * or leave the default. "Roll again to select another space only if needed" (8.2): call it again;
 * derived dice give the next roll of the same purposes.
 */
export function policyRandomSpace(dice: PolicyDice, candidates: readonly SpaceId[], purpose: string = 'Random Spaces (8.2)'): PolicyRandomSpace {
  if (candidates.length === 0) return { space: null, column: null, row: null };
  const column = dice.roll(3, `${purpose}: column (1D3)`);
  const row = dice.roll(6, `${purpose}: row (1D6)`);
  const set = new Set(candidates);
  return { space: randomSpace(column, row, (s) => set.has(s)), column, row };
}

/**
 * One of `items` chosen with equal chance by a die of as many faces (8.1: a Non-Player Leader joins
 * one of equal groups "randomly"; 8.2's Play Note: "choose among a few spaces by equal chance die
 * roll"). A single item is returned without rolling.
 * @throws RangeError if `items` is empty.
 */
export function policyPick<T>(dice: PolicyDice, items: readonly T[], purpose: string): T {
  if (items.length === 0) throw new RangeError(`nothing to choose from (${purpose})`);
  if (items.length === 1) return items[0];
  return items[dice.roll(items.length, purpose) - 1];
}
