/**
 * Actions: small JSON objects `{ faction, type, ...few fields }` (docs/actions.md).
 * Every step of the decision machine builds its actions from this one vocabulary.
 * @module
 */
import { z } from 'zod';
import { FACTIONS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES } from '../data/ids';

const PIECE_NAMES = [...new Set([...SPACE_PIECES, ...PIECE_TYPES])] as [string, ...string[]];

/** The zod schema of an action; `apply` refuses anything it rejects with code `malformed`. */
export const ActionSchema = z
  .object({
    /** Who acts: a Faction, or `chance` for an external die roll. */
    faction: z.enum([...FACTIONS, 'chance']),
    /** What kind of step this is (see docs/actions.md). */
    type: z.string().min(1),
    /** A Command id (`muster`, `garrison`, …). */
    command: z.string().optional(),
    /** A Special Activity id. */
    activity: z.string().optional(),
    /** Event side. */
    side: z.enum(['unshaded', 'shaded']).optional(),
    /** The space acted in. */
    space: z.enum(SPACE_IDS).optional(),
    /** Origin of a move. */
    from: z.enum(SPACE_IDS).optional(),
    /** Destination of a move, or `available`. */
    to: z.union([z.enum(SPACE_IDS), z.literal('available')]).optional(),
    /** A piece kind. */
    piece: z.enum(PIECE_NAMES).optional(),
    /** How many. */
    count: z.number().int().min(0).max(99).optional(),
    /** A number: a die result, Resources paid… */
    value: z.number().int().min(-99).max(99).optional(),
    /** A named option of the step. */
    option: z.string().optional(),
    /** Whether a Command is Limited (2.3.5). */
    limited: z.boolean().optional(),
  })
  .strict();

/** An action. */
export type Action = z.infer<typeof ActionSchema>;

const KEY_FIELDS = ['faction', 'type', 'command', 'activity', 'side', 'space', 'from', 'to', 'piece', 'count', 'value', 'option', 'limited'] as const;

// ---------------------------------------------------------------------------------------------
// Fast validation (hot path of `apply`): accepts exactly what ActionSchema accepts, for plain objects.

const FACTION_OR_CHANCE: ReadonlySet<unknown> = new Set<unknown>([...FACTIONS, 'chance']);
const SPACE_SET: ReadonlySet<unknown> = new Set<unknown>(SPACE_IDS);
const PIECE_SET: ReadonlySet<unknown> = new Set<unknown>(PIECE_NAMES);
const IS_FIELD: Readonly<Record<string, true>> = Object.assign(Object.create(null) as Record<string, true>, ...KEY_FIELDS.map((f) => ({ [f]: true })));
/** The fast check mirrors the schema field by field; if the schema's fields ever change, it is switched off. */
const FAST_PARSE = Object.keys(ActionSchema.shape).join() === KEY_FIELDS.join();

const isOptString = (v: unknown): boolean => v === undefined || typeof v === 'string';
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
  if (!FACTION_OR_CHANCE.has(faction) || typeof type !== 'string' || type.length < 1) return undefined;
  const out: Record<string, unknown> = { faction, type };
  for (let i = 2; i < KEY_FIELDS.length; i++) {
    const f = KEY_FIELDS[i];
    if (!(f in o)) continue;
    const v = o[f];
    let ok: boolean;
    switch (f) {
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
      case 'limited':
        ok = v === undefined || typeof v === 'boolean';
        break;
      default: // command, activity, option
        ok = isOptString(v);
    }
    if (!ok) return undefined;
    out[f] = v;
  }
  return out as Action;
}

/**
 * Whether every key field of the two actions is identical (`===`). Implies equal {@link actionKey}s
 * without building strings; the converse may fail (`3` and `'3'`), so a caller that finds no identical
 * action must still compare keys.
 * @internal
 */
export function identicalAction(a: Action, b: Action): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (let i = 0; i < KEY_FIELDS.length; i++) if (x[KEY_FIELDS[i]] !== y[KEY_FIELDS[i]]) return false;
  return true;
}

/** A canonical string for an action: two actions are the same exactly when their keys are equal. */
export function actionKey(action: Action): string {
  let key = '';
  for (const f of KEY_FIELDS) {
    const v = (action as Record<string, unknown>)[f];
    if (v !== undefined) key += `${f}=${String(v)};`;
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
