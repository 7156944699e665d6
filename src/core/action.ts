/**
 * Actions: small JSON objects `{ faction, type, ...few fields }` (DESIGN.md "Actions").
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
