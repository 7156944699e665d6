/**
 * Saving and loading games (docs/contract.md): JSON text out, and in again only after the
 * schema and every rules invariant agree that the file is a game that could exist.
 * @module
 */
import { describeValue, formatPath } from '../core/describe';
import { freeze } from 'immer';
import type { z } from 'zod';
import { InvalidStateError } from '../core/errors';
import { checkInvariants } from '../rules/invariants';
import { GameStateSchema } from '../core/schema';
import type { GameState } from '../core/state';

/** The state as JSON text. Pure; `loadGame(serialize(s))` deep-equals `s`. */
export function serialize(state: GameState): string {
  return JSON.stringify(state);
}

/**
 * Reads a saved game: JSON text, or an already-parsed value. Checks it against
 * {@link GameStateSchema}, then {@link checkInvariants}; returns a new deep-frozen state (the
 * argument is never changed).
 * @throws InvalidStateError listing every problem found (the schema's, or else the invariants'),
 *   first one first: bad JSON, a missing or mistyped field (named by its path, e.g.
 *   `spaces.Boston.pieces.britishRegular: expected a whole number ≥ 0, got -1`), or a broken rule.
 */
export function loadGame(json: string | unknown): GameState {
  let data: unknown = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (e) {
      throw new InvalidStateError([`The saved game is not valid JSON: ${e instanceof Error ? e.message : String(e)}`]);
    }
  }
  const parsed = GameStateSchema.safeParse(data);
  if (!parsed.success) throw new InvalidStateError(describeIssues(parsed.error.issues, data));
  const state = parsed.data as GameState;
  const problems = checkInvariants(state);
  if (problems.length > 0) throw new InvalidStateError(problems);
  return freeze(state, true);
}


const MISSING = Symbol('missing');

/** The value at `path` in `root`, or {@link MISSING} when a key along the way is absent. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const key of path) {
    if (typeof v !== 'object' || v === null || !Object.prototype.hasOwnProperty.call(v, key)) return MISSING;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}


/** zod's issues as sentences naming the field, what it should be and what it is. */
function describeIssues(issues: readonly z.core.$ZodIssue[], root: unknown): string[] {
  return issues.map((issue) => {
    const where = formatPath(issue.path, 'the state');
    switch (issue.code) {
      case 'unrecognized_keys': {
        const keys = issue.keys.map((k) => `'${k}'`).join(', ');
        return `${where}: unknown field${issue.keys.length === 1 ? '' : 's'} ${keys}`;
      }
      case 'invalid_union':
        if ('discriminator' in issue && issue.discriminator !== undefined && 'options' in issue) {
          const options = (issue.options as readonly unknown[]).map((o) => `'${String(o)}'`).join(' or ');
          return withValue(where, `expected ${options}`, valueAt(root, issue.path));
        }
        return withValue(where, issue.message, valueAt(root, issue.path));
      default:
        return withValue(where, issue.message, valueAt(root, issue.path));
    }
  });
}

function withValue(where: string, expected: string, value: unknown): string {
  if (value === MISSING) return `${where}: missing, ${expected}`;
  return `${where}: ${expected}, got ${describeValue(value)}`;
}
