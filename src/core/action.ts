/**
 * Actions: small JSON objects `{ faction, type, ...few fields }` (docs/actions.md).
 * Every step of the decision machine builds its actions from this one vocabulary.
 * @module
 */
import { z } from 'zod';
import { FACTIONS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES, type Faction, type PieceType, type SpaceId, type SpacePiece } from '../data/ids';

/** Every action type (the `type` field), one per kind of step (docs/actions.md). */
export const ACTION_TYPES = [
  'pass',
  'command',
  'event',
  'brilliantStroke',
  'specialActivity',
  'roll',
  'reveal',
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
  // Events (chapter 5): the pool a piece is placed from (5.1.1), a Faction chosen by the text.
  'available',
  'unavailable',
  'british',
  'patriots',
  'french',
  'indians',
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

/** The fields an action may carry besides `faction` and `type`, in canonical order. */
export const ACTION_FIELD_NAMES = ['command', 'activity', 'side', 'space', 'from', 'to', 'piece', 'count', 'value', 'option', 'limited', 'card'] as const;
/** A field of an action besides `faction` and `type`. */
export type ActionField = (typeof ACTION_FIELD_NAMES)[number];

/** The value each field holds (the lists are exported above). */
export interface ActionFieldValues {
  /** A Command id ({@link COMMAND_IDS}). */
  command: CommandId;
  /** A Special Activity id ({@link ACTIVITY_IDS}). */
  activity: ActivityId;
  /** Event side. */
  side: 'unshaded' | 'shaded';
  /** The space acted in. */
  space: SpaceId;
  /** Origin of a move. */
  from: SpaceId;
  /** Destination of a move, or `available`. */
  to: SpaceId | 'available';
  /** A piece kind or pool type ({@link ACTION_PIECES}). */
  piece: ActionPiece;
  /** How many (0..99). */
  count: number;
  /** A number: a die result, Resources paid… (-99..99). */
  value: number;
  /** A named option of the step ({@link ACTION_OPTIONS}). */
  option: ActionOption;
  /** Whether a Command is Limited (2.3.5). */
  limited: boolean;
  /** A card number (1..109): the card the table reveals. */
  card: number;
}

/** Whether an action type must carry a field (`required`) or may (`optional`). */
export type FieldPresence = 'required' | 'optional';

/**
 * The fields each action type carries besides `faction` and `type` (docs/actions.md): a field not
 * listed for a type is never carried by it, and an action holding one is malformed.
 */
export const ACTION_FIELDS = {
  // Sequence of Play (2.3).
  pass: {},
  command: { command: 'required', limited: 'optional' },
  event: { side: 'required' },
  // Brilliant Strokes (2.3.8, 2.3.9): play (or Trump with) the Faction's playable Brilliant Stroke card.
  brilliantStroke: {},
  specialActivity: { activity: 'required' },
  // External dice.
  roll: { value: 'required' },
  // The table's own cards: the card turned over (2.2, 2.3.7).
  reveal: { card: 'required' },
  // Command, Special Activity and Battle steps (chapters 3, 4).
  selectSpace: { space: 'required', piece: 'optional', option: 'optional' },
  place: { space: 'required', from: 'optional', piece: 'required', count: 'optional', option: 'optional' },
  move: { from: 'required', to: 'required', piece: 'required', count: 'required', option: 'optional' },
  activate: { space: 'required', piece: 'required', count: 'required' },
  flip: { space: 'required' },
  replace: { space: 'required', from: 'optional', piece: 'required', count: 'optional' },
  remove: { space: 'required', piece: 'required', count: 'optional' },
  shift: { space: 'required' },
  displace: { space: 'required', to: 'required' },
  buildFort: { space: 'required', from: 'optional', piece: 'required', count: 'required', option: 'optional' },
  rewardLoyalty: { space: 'required', option: 'optional' },
  commonCause: { space: 'required', count: 'required' },
  skirmish: { space: 'required', option: 'required' },
  partisans: { space: 'required', option: 'required' },
  warPath: { space: 'required', option: 'required' },
  trade: { space: 'required' },
  transfer: { value: 'required' },
  plunder: { space: 'required', piece: 'required' },
  pay: { value: 'required' },
  choose: { option: 'required' },
  moveLeader: { to: 'required' },
  moveBlockade: { from: 'required', to: 'required', count: 'required' },
  // Winter Quarters (chapter 6).
  supply: { space: 'required', to: 'optional', piece: 'optional', option: 'optional' },
  placeVillage: { space: 'required' },
  westIndies: { count: 'required' },
  committeesOfCorrespondence: { space: 'required' },
  redeployLeader: { to: 'required' },
  stay: {},
  removeBlockade: { space: 'required' },
  placeBlockade: { space: 'required' },
  desert: { space: 'required', piece: 'required' },
  // Ends a step that takes any number of decisions.
  done: {},
} as const satisfies { readonly [T in ActionType]: { readonly [F in ActionField]?: FieldPresence } };

/** Who acts: a Faction, or `chance` for an external die roll or card reveal. */
export type ActionFaction = Faction | 'chance';

type FieldsOf<T extends ActionType> = (typeof ACTION_FIELDS)[T];
/** The fields of type `T` with presence `P`. */
type FieldsWith<T extends ActionType, P extends FieldPresence> = {
  [F in keyof FieldsOf<T>]: FieldsOf<T>[F] extends P ? F : never;
}[keyof FieldsOf<T>] &
  ActionField;
type Simplify<O> = { [K in keyof O]: O[K] } & {};

/** The action of one type: its required fields, its optional fields, and every other field typed `?: never`. */
export type ActionOfType<T extends ActionType> = Simplify<
  { faction: ActionFaction; type: T } & {
    [F in FieldsWith<T, 'required'>]: ActionFieldValues[F];
  } & {
    [F in FieldsWith<T, 'optional'>]?: ActionFieldValues[F];
  } & {
    [F in Exclude<ActionField, keyof FieldsOf<T>>]?: never;
  }
>;

/** An action without its `faction` (what a Faction's step adds it to), one member per type like {@link Action}. */
export type ActionStep = { [T in ActionType]: Omit<ActionOfType<T>, 'faction'> }[ActionType];

/**
 * An action: a union discriminated by `type`. Every member names every field, those its type never
 * carries typed `?: never`, so `action.space` reads on any action and an action literal holding a field
 * its type does not carry does not compile.
 */
export type Action = { [T in ActionType]: ActionOfType<T> }[ActionType];

/** The schema of each field's value: every field but the numbers takes one of a fixed list of values. */
const FIELD_SCHEMAS = {
  command: z.enum(COMMAND_IDS),
  activity: z.enum(ACTIVITY_IDS),
  side: z.enum(['unshaded', 'shaded']),
  space: z.enum(SPACE_IDS),
  from: z.enum(SPACE_IDS),
  to: z.union([z.enum(SPACE_IDS), z.literal('available')]),
  piece: z.enum(ACTION_PIECES),
  count: z.number().int().min(0).max(99),
  value: z.number().int().min(-99).max(99),
  option: z.enum(ACTION_OPTIONS),
  limited: z.boolean(),
  card: z.number().int().min(1).max(109),
} satisfies { [F in ActionField]: z.ZodType<ActionFieldValues[F]> };

const FACTION_SCHEMA = z.enum([...FACTIONS, 'chance']);

/** The strict object schema of one action type, its fields in canonical order ({@link ACTION_FIELDS}). */
function typeSchema(type: ActionType) {
  const fields: { readonly [F in ActionField]?: FieldPresence } = ACTION_FIELDS[type];
  const shape: Record<string, z.ZodType> = { faction: FACTION_SCHEMA, type: z.literal(type) };
  for (const f of ACTION_FIELD_NAMES) {
    const presence = fields[f];
    if (presence !== undefined) shape[f] = presence === 'required' ? FIELD_SCHEMAS[f] : FIELD_SCHEMAS[f].optional();
  }
  return z.strictObject(shape);
}

/**
 * The zod schema of an action; `apply` refuses anything it rejects with code `malformed`. A union
 * discriminated by `type` of strict objects: each type carries exactly its fields ({@link ACTION_FIELDS}),
 * and every field but the numbers takes one of a fixed list of values, so a misspelt value, a missing
 * field or a field the type does not carry is malformed.
 */
export const ActionSchema: z.ZodType<Action> = z.discriminatedUnion(
  'type',
  ACTION_TYPES.map(typeSchema) as [ReturnType<typeof typeSchema>, ...ReturnType<typeof typeSchema>[]],
) as unknown as z.ZodType<Action>;

const KEY_FIELDS = ['faction', 'type', ...ACTION_FIELD_NAMES] as const;

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
const COMMAND_SET: ReadonlySet<unknown> = new Set<unknown>(COMMAND_IDS);
const ACTIVITY_SET: ReadonlySet<unknown> = new Set<unknown>(ACTIVITY_IDS);
const SPACE_SET: ReadonlySet<unknown> = new Set<unknown>(SPACE_IDS);
const PIECE_SET: ReadonlySet<unknown> = new Set<unknown>(ACTION_PIECES);
const OPTION_SET: ReadonlySet<unknown> = new Set<unknown>(ACTION_OPTIONS);

const isInt = (v: unknown, min: number, max: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Whether a (defined) value is one the field's schema accepts ({@link FIELD_SCHEMAS}). */
const VALID: { readonly [F in ActionField]: (v: unknown) => boolean } = {
  command: (v) => COMMAND_SET.has(v),
  activity: (v) => ACTIVITY_SET.has(v),
  side: (v) => v === 'unshaded' || v === 'shaded',
  space: (v) => SPACE_SET.has(v),
  from: (v) => SPACE_SET.has(v),
  to: (v) => v === 'available' || SPACE_SET.has(v),
  piece: (v) => PIECE_SET.has(v),
  count: (v) => isInt(v, 0, 99),
  value: (v) => isInt(v, -99, 99),
  option: (v) => OPTION_SET.has(v),
  limited: (v) => typeof v === 'boolean',
  card: (v) => isInt(v, 1, 109),
};

/** Per action type, from {@link ACTION_FIELDS}: its fields (canonical order) with their checks, and the set of keys it may hold. */
interface TypeCheck {
  readonly fields: readonly { readonly name: ActionField; readonly required: boolean; readonly valid: (v: unknown) => boolean }[];
  readonly keys: Readonly<Record<string, true>>;
}
const TYPE_CHECKS: ReadonlyMap<unknown, TypeCheck> = new Map<unknown, TypeCheck>(
  ACTION_TYPES.map((type) => {
    const presence: { readonly [F in ActionField]?: FieldPresence } = ACTION_FIELDS[type];
    const fields = ACTION_FIELD_NAMES.filter((f) => presence[f] !== undefined).map((name) => ({ name, required: presence[name] === 'required', valid: VALID[name] }));
    const keys = Object.assign(Object.create(null) as Record<string, true>, { faction: true, type: true }, ...fields.map((f) => ({ [f.name]: true })));
    return [type, { fields, keys }];
  }),
);

/**
 * The action as `ActionSchema.safeParse(input).data` would give it (a new object, fields in canonical
 * order, an optional field present exactly when `field in input`), or `undefined` when the input is not
 * a plain object that passes every check: then only the schema may decide (and explain). Never accepts
 * what the schema refuses: the type's fields only ({@link ACTION_FIELDS}), each required one present.
 * @internal
 */
export function fastParseAction(input: unknown): Action | undefined {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
  const o = input as Record<string, unknown>;
  const faction = o.faction;
  const type = o.type;
  const check = TYPE_CHECKS.get(type);
  if (check === undefined || !FACTION_OR_CHANCE.has(faction)) return undefined;
  // strictObject: zod refuses every enumerable key (own or inherited, `for…in`) that the type does not carry.
  const keys = check.keys;
  for (const k in o) if (keys[k] !== true) return undefined;
  const out: Record<string, unknown> = { faction, type };
  const fields = check.fields;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    const name = f.name;
    if (!(name in o)) {
      if (f.required) return undefined;
      continue;
    }
    const v = o[name];
    if (v === undefined ? f.required : !f.valid(v)) return undefined;
    out[name] = v;
  }
  return out as Action;
}

/**
 * Whether two actions are the same action: for every field, both absent (or `undefined`) or both
 * holding the identical value (`===`). This is how `apply` finds an action among the legal ones.
 * @internal
 */
export function identicalAction(a: Action, b: Action): boolean {
  // The fields of KEY_FIELDS read by name (faster than by a computed key), those that tell the actions of one list apart first.
  return (
    a.type === b.type &&
    a.space === b.space &&
    a.faction === b.faction &&
    a.command === b.command &&
    a.activity === b.activity &&
    a.side === b.side &&
    a.from === b.from &&
    a.to === b.to &&
    a.piece === b.piece &&
    a.count === b.count &&
    a.value === b.value &&
    a.option === b.option &&
    a.limited === b.limited &&
    a.card === b.card
  );
}

// identicalAction reads the fields by name: it must name every field of KEY_FIELDS.
if (KEY_FIELDS.join() !== 'faction,type,command,activity,side,space,from,to,piece,count,value,option,limited,card')
  throw new Error('identicalAction: the action fields changed; update it');

/**
 * A canonical string for an action, to deduplicate lists of actions: two well-formed actions have
 * equal keys exactly when they are the same action (each value is JSON-encoded, so no value can
 * imitate another field). `apply` never compares keys: it compares fields (`identicalAction`).
 */
export function actionKey(action: Action): string {
  let key = '';
  for (const f of KEY_FIELDS) {
    const v = (action as Record<string, unknown>)[f];
    if (v !== undefined) key += `${f}=${JSON.stringify(v)};`;
  }
  return key;
}

/**
 * Short one-line form of an action, e.g. `british selectSpace Boston britishRegular`, for the account,
 * the CLI, traces and error messages. The root entry's `describeAction` also takes `(state, action)`
 * and then gives the sentence a player would say at the pending decision (src/view/words.ts).
 */
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
  if (action.card !== undefined) parts.push(`card ${action.card}`);
  return parts.join(' ');
}
