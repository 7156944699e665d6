/**
 * Actions: small JSON objects `{ faction, type, ...few fields }` (docs/actions.md).
 * Every step of the decision machine builds its actions from this one vocabulary.
 * @module
 */
import { z } from 'zod';
import { FACTIONS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES, type PieceType, type SpacePiece } from '../data/ids';

/** Every action type (the `type` field), one per kind of step (docs/actions.md). */
export const ACTION_TYPES = [
  'pass',
  'command',
  'event',
  'specialActivity',
  'roll',
  'selectSpace',
  'place',
  'move',
  'activate',
  'flip',
  'replace',
  'remove',
  'shift',
  'displace',
  'buildFort',
  'rewardLoyalty',
  'commonCause',
  'skirmish',
  'partisans',
  'warPath',
  'trade',
  'transfer',
  'plunder',
  'pay',
  'choose',
  'option',
  'moveLeader',
  'moveBlockade',
  'supply',
  'placeVillage',
  'westIndies',
  'committeesOfCorrespondence',
  'redeployLeader',
  'stay',
  'removeBlockade',
  'placeBlockade',
  'desert',
  'done',
] as const;
/** An action type. */
export type ActionType = (typeof ACTION_TYPES)[number];

/** Every Command id (chapter 3), as in `{ type: 'command', command }`. */
export const COMMAND_IDS = [
  'muster',
  'garrison',
  'march',
  'battle',
  'rally',
  'rabbleRousing',
  'gather',
  'scout',
  'raid',
  'agentMobilization',
  'hortalez',
] as const;
/** A Command id. */
export type CommandId = (typeof COMMAND_IDS)[number];

/** Every Special Activity id (chapter 4), as in `{ type: 'specialActivity', activity }`. */
export const ACTIVITY_IDS = [
  'commonCause',
  'skirmish',
  'navalPressure',
  'persuasion',
  'partisans',
  'trade',
  'warPath',
  'plunder',
  'preparerLaGuerre',
] as const;
/** A Special Activity id. */
export type ActivityId = (typeof ACTIVITY_IDS)[number];

/** Every piece name an action may carry: the on-map piece kinds, then the pool types not among them. */
export const ACTION_PIECES = [
  ...SPACE_PIECES,
  ...PIECE_TYPES.filter((t): t is Exclude<PieceType, SpacePiece> => !(SPACE_PIECES as readonly string[]).includes(t)),
] as [SpacePiece | PieceType, ...(SpacePiece | PieceType)[]];
/** A piece name in an action: a piece kind (`militiaActive`) or a pool type (`militia`). */
export type ActionPiece = SpacePiece | PieceType;

/** The named options that are single words. */
const WORD_OPTIONS = [
  // Winter Quarters Supply (6.2.1).
  'pay',
  'shift',
  // Reward Loyalty in a Muster naming the marker removed (3.2.1).
  'propaganda',
  'raid',
  // A move or placement taking the Leader along (1.10); War Parties moved by Common Cause (4.2.1).
  'leader',
  'commonCause',
  // A Rebellion Battle joined by the partner (3.5.5, 3.6).
  'withFrench',
  'withPatriots',
  // The Patriots' Win the Day Rally (3.6.8).
  // Préparer la Guerre (4.5.3).
  'squadron',
  'regulars',
  'resources',
] as const;

/**
 * Skirmish (4.2.2, 4.3.3, 4.5.2; the Scout's 3.4.3): the pieces removed, joined by `+`. British
 * Regulars strike Continentals, Active Militia and French Regulars (or a Patriot Fort); Continentals
 * and French Regulars strike British Regulars and Tories (or a British Fort).
 */
const SKIRMISH_OPTIONS = [
  'continental',
  'militiaActive',
  'frenchRegular',
  'continental+continental+britishRegular',
  'continental+militiaActive+britishRegular',
  'continental+frenchRegular+britishRegular',
  'militiaActive+militiaActive+britishRegular',
  'militiaActive+frenchRegular+britishRegular',
  'frenchRegular+frenchRegular+britishRegular',
  'patriotFort+britishRegular',
  'britishRegular',
  'tory',
  'britishRegular+britishRegular+continental',
  'britishRegular+tory+continental',
  'tory+tory+continental',
  'britishFort+continental',
  'britishRegular+britishRegular+frenchRegular',
  'britishRegular+tory+frenchRegular',
  'tory+tory+frenchRegular',
  'britishFort+frenchRegular',
] as const;

/** Partisans (4.3.2): the Royalist pieces removed, then the own Militia lost, joined by `+`. */
const PARTISANS_OPTIONS = [
  'britishRegular',
  'tory',
  'warPartyUnderground',
  'warPartyActive',
  'britishRegular+britishRegular+militiaUnderground',
  'britishRegular+tory+militiaUnderground',
  'britishRegular+warPartyUnderground+militiaUnderground',
  'britishRegular+warPartyActive+militiaUnderground',
  'tory+tory+militiaUnderground',
  'tory+warPartyUnderground+militiaUnderground',
  'tory+warPartyActive+militiaUnderground',
  'warPartyUnderground+warPartyUnderground+militiaUnderground',
  'warPartyUnderground+warPartyActive+militiaUnderground',
  'warPartyActive+warPartyActive+militiaUnderground',
  'village+militiaUnderground',
] as const;

/**
 * War Path (4.4.2; Brant's extra Militia, 1.10): the Rebellion units removed, then `patriotFort`, then
 * `warPartyUnderground` when a War Party is lost, joined by `+`.
 */
const WAR_PATH_OPTIONS = [
  'continental',
  'militiaUnderground',
  'militiaActive',
  'frenchRegular',
  'continental+militiaUnderground',
  'continental+militiaActive',
  'militiaUnderground+militiaUnderground',
  'militiaUnderground+militiaActive',
  'militiaUnderground+frenchRegular',
  'militiaActive+militiaActive',
  'militiaActive+frenchRegular',
  'continental+continental+warPartyUnderground',
  'continental+militiaUnderground+warPartyUnderground',
  'continental+militiaActive+warPartyUnderground',
  'continental+frenchRegular+warPartyUnderground',
  'militiaUnderground+militiaUnderground+warPartyUnderground',
  'militiaUnderground+militiaActive+warPartyUnderground',
  'militiaUnderground+frenchRegular+warPartyUnderground',
  'militiaActive+militiaActive+warPartyUnderground',
  'militiaActive+frenchRegular+warPartyUnderground',
  'frenchRegular+frenchRegular+warPartyUnderground',
  'patriotFort+warPartyUnderground',
  'continental+continental+militiaUnderground+warPartyUnderground',
  'continental+continental+militiaActive+warPartyUnderground',
  'continental+militiaUnderground+militiaUnderground+warPartyUnderground',
  'continental+militiaUnderground+militiaActive+warPartyUnderground',
  'continental+militiaUnderground+frenchRegular+warPartyUnderground',
  'continental+militiaActive+militiaActive+warPartyUnderground',
  'continental+militiaActive+frenchRegular+warPartyUnderground',
  'militiaUnderground+militiaUnderground+militiaUnderground+warPartyUnderground',
  'militiaUnderground+militiaUnderground+militiaActive+warPartyUnderground',
  'militiaUnderground+militiaUnderground+frenchRegular+warPartyUnderground',
  'militiaUnderground+militiaActive+militiaActive+warPartyUnderground',
  'militiaUnderground+militiaActive+frenchRegular+warPartyUnderground',
  'militiaUnderground+frenchRegular+frenchRegular+warPartyUnderground',
  'militiaActive+militiaActive+militiaActive+warPartyUnderground',
  'militiaActive+militiaActive+frenchRegular+warPartyUnderground',
  'militiaActive+frenchRegular+frenchRegular+warPartyUnderground',
] as const;

/** A Village placed by Gather (3.4.1): the War Parties it replaces (one where Cornplanter is), `+leader` to take the Leader along (1.10). */
const VILLAGE_OPTIONS = [
  'warPartyUnderground+warPartyUnderground',
  'warPartyUnderground+warPartyActive',
  'warPartyActive+warPartyActive',
  'warPartyUnderground',
  'warPartyActive',
  'warPartyUnderground+warPartyUnderground+leader',
  'warPartyUnderground+warPartyActive+leader',
  'warPartyActive+warPartyActive+leader',
  'warPartyUnderground+leader',
  'warPartyActive+leader',
] as const;

/** A named option of a step (the `option` field). */
export type ActionOption =
  | (typeof WORD_OPTIONS)[number]
  | (typeof SKIRMISH_OPTIONS)[number]
  | (typeof PARTISANS_OPTIONS)[number]
  | (typeof WAR_PATH_OPTIONS)[number]
  | (typeof VILLAGE_OPTIONS)[number];

/** Every named option (the `option` field) any step offers, each once. */
export const ACTION_OPTIONS = [
  ...new Set<ActionOption>([...WORD_OPTIONS, ...SKIRMISH_OPTIONS, ...PARTISANS_OPTIONS, ...WAR_PATH_OPTIONS, ...VILLAGE_OPTIONS]),
] as [ActionOption, ...ActionOption[]];

/**
 * The zod schema of an action; `apply` refuses anything it rejects with code `malformed`. Every
 * field but the numbers takes one of a fixed list of values, so a misspelt value is malformed.
 */
export const ActionSchema = z
  .object({
    /** Who acts: a Faction, or `chance` for an external die roll. */
    faction: z.enum([...FACTIONS, 'chance']),
    /** What kind of step this is ({@link ACTION_TYPES}, docs/actions.md). */
    type: z.enum(ACTION_TYPES),
    /** A Command id ({@link COMMAND_IDS}). */
    command: z.enum(COMMAND_IDS).optional(),
    /** A Special Activity id ({@link ACTIVITY_IDS}). */
    activity: z.enum(ACTIVITY_IDS).optional(),
    /** Event side. */
    side: z.enum(['unshaded', 'shaded']).optional(),
    /** The space acted in. */
    space: z.enum(SPACE_IDS).optional(),
    /** Origin of a move. */
    from: z.enum(SPACE_IDS).optional(),
    /** Destination of a move, or `available`. */
    to: z.union([z.enum(SPACE_IDS), z.literal('available')]).optional(),
    /** A piece kind or pool type ({@link ACTION_PIECES}). */
    piece: z.enum(ACTION_PIECES).optional(),
    /** How many. */
    count: z.number().int().min(0).max(99).optional(),
    /** A number: a die result, Resources paid… */
    value: z.number().int().min(-99).max(99).optional(),
    /** A named option of the step ({@link ACTION_OPTIONS}). */
    option: z.enum(ACTION_OPTIONS).optional(),
    /** Whether a Command is Limited (2.3.5). */
    limited: z.boolean().optional(),
  })
  .strict();

/** An action. */
export type Action = z.infer<typeof ActionSchema>;

const KEY_FIELDS = ['faction', 'type', 'command', 'activity', 'side', 'space', 'from', 'to', 'piece', 'count', 'value', 'option', 'limited'] as const;

// ---------------------------------------------------------------------------------------------
// Reading an untrusted input.

const IS_FIELD: Readonly<Record<string, true>> = Object.assign(Object.create(null) as Record<string, true>, ...KEY_FIELDS.map((f) => ({ [f]: true })));

/** A short, bounded description of a field name found in an input. */
const nameOf = (key: string): string => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);

/**
 * A fresh plain object holding the input's fields, read once each, or why it cannot be an action.
 * Never throws, whatever the input (getters, Proxies whose traps throw, cyclic or huge values): an
 * action is a plain object (prototype `Object.prototype` or none) whose own enumerable keys are all
 * action fields and whose values are strings, numbers or booleans. A field holding `undefined` counts
 * as absent; `-0` is read as `0` (JSON has no negative zero). The values are not checked here: that is
 * the schema's job.
 * @internal
 */
export function copyActionInput(input: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; problem: string } {
  if (typeof input !== 'object' || input === null) return { ok: false, problem: `an action is an object, got ${input === null ? 'null' : typeof input}` };
  try {
    if (Array.isArray(input)) return { ok: false, problem: 'an action is an object, got an array' };
    const proto: unknown = Object.getPrototypeOf(input);
    if (proto !== Object.prototype && proto !== null) return { ok: false, problem: 'an action is a plain object' };
    const keys = Object.keys(input);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (IS_FIELD[key] !== true) return { ok: false, problem: `unknown field ${nameOf(key)}` };
      let v: unknown = (input as Record<string, unknown>)[key];
      if (v === undefined) continue;
      const t = typeof v;
      if (t !== 'string' && t !== 'number' && t !== 'boolean') return { ok: false, problem: `${key}: expected a string, a number or a boolean, got ${v === null ? 'null' : t}` };
      if (v === 0) v = 0;
      out[key] = v;
    }
    return { ok: true, value: out };
  } catch {
    return { ok: false, problem: 'the action cannot be read (reading it threw an error)' };
  }
}

// ---------------------------------------------------------------------------------------------
// Fast validation (hot path of `apply`): accepts exactly what ActionSchema accepts, for plain objects.

const FACTION_OR_CHANCE: ReadonlySet<unknown> = new Set<unknown>([...FACTIONS, 'chance']);
const TYPE_SET: ReadonlySet<unknown> = new Set<unknown>(ACTION_TYPES);
const COMMAND_SET: ReadonlySet<unknown> = new Set<unknown>(COMMAND_IDS);
const ACTIVITY_SET: ReadonlySet<unknown> = new Set<unknown>(ACTIVITY_IDS);
const SPACE_SET: ReadonlySet<unknown> = new Set<unknown>(SPACE_IDS);
const PIECE_SET: ReadonlySet<unknown> = new Set<unknown>(ACTION_PIECES);
const OPTION_SET: ReadonlySet<unknown> = new Set<unknown>(ACTION_OPTIONS);
/** The fast check mirrors the schema field by field; if the schema's fields ever change, it is switched off. */
const FAST_PARSE = Object.keys(ActionSchema.shape).join() === KEY_FIELDS.join();

const isOptInt = (v: unknown, min: number, max: number): boolean =>
  v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max);

/**
 * The action as `ActionSchema.safeParse(input).data` would give it (a new object, fields in schema
 * order, a field present exactly when `field in input`), or `undefined` when the input is not a plain
 * object that passes every check: then only the schema may decide (and explain). Never accepts what the
 * schema refuses.
 * @internal
 */
export function fastParseAction(input: unknown): Action | undefined {
  if (!FAST_PARSE || typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
  const o = input as Record<string, unknown>;
  // strict(): zod refuses every enumerable key (own or inherited, `for…in`) that is not in the shape.
  for (const k in o) if (IS_FIELD[k] !== true) return undefined;
  const faction = o.faction;
  const type = o.type;
  if (!FACTION_OR_CHANCE.has(faction) || !TYPE_SET.has(type)) return undefined;
  const out: Record<string, unknown> = { faction, type };
  for (let i = 2; i < KEY_FIELDS.length; i++) {
    const f = KEY_FIELDS[i];
    if (!(f in o)) continue;
    const v = o[f];
    let ok: boolean;
    switch (f) {
      case 'command':
        ok = v === undefined || COMMAND_SET.has(v);
        break;
      case 'activity':
        ok = v === undefined || ACTIVITY_SET.has(v);
        break;
      case 'side':
        ok = v === undefined || v === 'unshaded' || v === 'shaded';
        break;
      case 'space':
      case 'from':
        ok = v === undefined || SPACE_SET.has(v);
        break;
      case 'to':
        ok = v === undefined || v === 'available' || SPACE_SET.has(v);
        break;
      case 'piece':
        ok = v === undefined || PIECE_SET.has(v);
        break;
      case 'count':
        ok = isOptInt(v, 0, 99);
        break;
      case 'value':
        ok = isOptInt(v, -99, 99);
        break;
      case 'option':
        ok = v === undefined || OPTION_SET.has(v);
        break;
      default: // limited
        ok = v === undefined || typeof v === 'boolean';
    }
    if (!ok) return undefined;
    out[f] = v;
  }
  return out as Action;
}

/**
 * Whether two actions are the same action: for every field, both absent (or `undefined`) or both
 * holding the identical value (`===`). This is how `apply` finds an action among the legal ones.
 * @internal
 */
export function identicalAction(a: Action, b: Action): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (let i = 0; i < KEY_FIELDS.length; i++) if (x[KEY_FIELDS[i]] !== y[KEY_FIELDS[i]]) return false;
  return true;
}

/**
 * A canonical string for an action, to deduplicate lists of actions: two well-formed actions have
 * equal keys exactly when they are the same action (each value is JSON-encoded, so no value can
 * imitate another field). `apply` never compares keys: it compares fields ({@link identicalAction}).
 */
export function actionKey(action: Action): string {
  let key = '';
  for (const f of KEY_FIELDS) {
    const v = (action as Record<string, unknown>)[f];
    if (v !== undefined) key += `${f}=${JSON.stringify(v)};`;
  }
  return key;
}

/** Short human-readable form of an action, e.g. `british muster Boston britishRegular×3`. */
export function describeAction(action: Action): string {
  const parts: string[] = [action.faction, action.type];
  if (action.command) parts.push(action.command);
  if (action.activity) parts.push(action.activity);
  if (action.side) parts.push(action.side);
  if (action.limited) parts.push('(limited)');
  if (action.from) parts.push(`from ${action.from}`);
  if (action.space) parts.push(action.space);
  if (action.to) parts.push(`to ${action.to}`);
  if (action.piece) parts.push(action.piece + (action.count !== undefined ? `×${action.count}` : ''));
  else if (action.count !== undefined) parts.push(`×${action.count}`);
  if (action.value !== undefined) parts.push(String(action.value));
  if (action.option) parts.push(action.option);
  return parts.join(' ');
}
