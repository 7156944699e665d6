/**
 * Game records: a scenario, its `createGame` options (seed included) and the list of actions
 * played, as one small JSON document. A record is enough to rebuild every state of a game
 * (dice come from the seed), so it is what a saved game, a bug report or a test fixture holds.
 *
 * Building a record: {@link startRecord} / {@link addToRecord} (plain values), or
 * {@link recordGame} (a recorder that also keeps the current state and refuses illegal actions).
 * Reading one: {@link parseRecord} (JSON text → validated record, or a {@link RecordError}),
 * then {@link checkRecord} (replays it and reports the first illegal step, if any).
 * @module
 */
import { describeValue, formatPath } from '../core/describe';
import { parseJsonText, plainJsonProblem, stripBom, type JsonLimits } from '../core/json';
import { freeze } from 'immer';
import { z } from 'zod';
import { ActionSchema, type Action } from '../core/action';
import { createGame, normalizeOptions, type CreateGameOptions } from '../game/createGame';
import { ScenarioError, type IllegalActionError, type PendingSummary } from '../core/errors';
import { legalActions, tryApply } from '../game/machine';
import type { GameState } from '../core/state';
import { FACTIONS, SCENARIO_IDS, type ScenarioId } from '../data/ids';

/** The record format version this release writes and reads. */
export const RECORD_VERSION = 1;

/**
 * The bounds of a record read from text or given as a value: 50 MB of text (a game is a few thousand
 * actions, well under a megabyte), nesting 40 deep. A leading byte-order mark is ignored.
 */
export const RECORD_LIMITS: JsonLimits = Object.freeze({ maxChars: 50_000_000, maxDepth: 40, maxValues: 5_000_000 });

/** The zod schema of {@link CreateGameOptions} as stored in a record (every field optional, no others). */
export const CreateGameOptionsSchema = z.strictObject({
  /** Seed of the deck shuffle and the dice. */
  seed: z.union([z.string(), z.number()]).optional(),
  /** Period Events option. */
  periodEvents: z.boolean().optional(),
  /** Winter is Coming option. */
  winterIsComing: z.boolean().optional(),
  /** Factions run by the Non-Player flowcharts. */
  nonPlayers: z.array(z.enum(FACTIONS)).optional(),
  /** Human players and the Factions each runs. */
  players: z.array(z.array(z.enum(FACTIONS))).optional(),
  /** One-Player Difficulty option. */
  oneplayerDifficulty: z.boolean().optional(),
  /** `seeded` or `external` dice. */
  dice: z.enum(['seeded', 'external']).optional(),
  /** Explicit draw order, card numbers top first. */
  deck: z.array(z.int().min(1).max(109)).optional(),
  /** `seeded` (the prepared deck) or `external` cards (each reveal a decision of `chance`). */
  cards: z.enum(['seeded', 'external']).optional(),
  /** How many campaigns the deck holds. */
  campaigns: z.int().min(1).max(6).optional(),
});

/**
 * The zod schema of a {@link GameRecord}: `version` (must be {@link RECORD_VERSION}), `scenario`,
 * `options` and `actions` (each checked against `ActionSchema`). Unknown fields are errors.
 */
export const GameRecordSchema = z.strictObject({
  /** Format version. */
  version: z.literal(RECORD_VERSION),
  /** The scenario played. */
  scenario: z.enum(SCENARIO_IDS),
  /** The `createGame` options. */
  options: CreateGameOptionsSchema,
  /** The actions applied, first one first. */
  actions: z.array(ActionSchema),
});

/** A recorded game: replaying `actions` from `createGame(scenario, options)` rebuilds it. */
export interface GameRecord {
  /** Format version, always {@link RECORD_VERSION}. */
  readonly version: typeof RECORD_VERSION;
  /** The scenario played. */
  readonly scenario: ScenarioId;
  /** The options given to `createGame`; `seed` is always present. */
  readonly options: CreateGameOptions;
  /** Every action applied, first one first. */
  readonly actions: readonly Action[];
}

/** What went wrong when reading a record. */
export type RecordErrorCode = 'json' | 'schema' | 'version' | 'options';

/**
 * A record file that cannot be used: not JSON (`json`), not shaped like a record (`schema`), a
 * format version this release does not read (`version`), or options that `createGame` refuses
 * (`options`). The message names the first problem precisely (with its JSON path).
 */
export class RecordError extends Error {
  /** Always `RecordError`. */
  override readonly name = 'RecordError';
  /** Machine-readable kind of problem. */
  readonly code: RecordErrorCode;
  /** Every problem found, first one first (each names its path, e.g. `actions[3].faction`). */
  readonly problems: readonly string[];
  constructor(code: RecordErrorCode, problems: readonly string[]) {
    super(`Invalid game record: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
    this.code = code;
    this.problems = problems;
  }
}

/** A deep copy of plain JSON data (drops `undefined` fields, so records stay compact). */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The options with the seed made explicit; throws ScenarioError when createGame would refuse them. */
function recordedOptions(options: CreateGameOptions): CreateGameOptions {
  const normal = normalizeOptions(options);
  return plain({ ...options, seed: normal.seed });
}

/**
 * A new, empty record (no actions yet) of `scenario` with `options`. The seed is written
 * explicitly (0 when not given), so the record does not depend on defaults.
 * @throws ScenarioError for an unknown scenario or options that `createGame` refuses.
 */
export function startRecord(scenario: ScenarioId, options: CreateGameOptions = {}): GameRecord {
  if (!(SCENARIO_IDS as readonly string[]).includes(scenario))
    throw new ScenarioError(`unknown scenario ${JSON.stringify(scenario)}: choose one of ${SCENARIO_IDS.join(', ')}`);
  return freeze({ version: RECORD_VERSION, scenario, options: recordedOptions(options), actions: [] }, true);
}

/**
 * A new record: `record` with `actions` appended (the input is unchanged). Only the shape of
 * each action is checked here; legality is what {@link checkRecord} (or {@link recordGame}) checks.
 * @throws RecordError (code `schema`) when an action is not a well-formed action.
 */
export function addToRecord(record: GameRecord, ...actions: Action[]): GameRecord {
  const added = actions.map((action, i) => {
    const parsed = ActionSchema.safeParse(action);
    if (!parsed.success) throw new RecordError('schema', describeIssues(parsed.error.issues, `actions[${record.actions.length + i}]`));
    return parsed.data;
  });
  return freeze({ ...record, actions: [...record.actions, ...added] }, true);
}

/**
 * An immutable recorder: the record so far and the state it leads to. `apply` returns a new
 * recorder and leaves this one usable (branching is allowed); appending is amortised O(1).
 */
export interface Recorder {
  /** The record so far (frozen; built on first access). */
  readonly record: GameRecord;
  /** The state after every recorded action. */
  readonly state: GameState;
  /** How many actions have been recorded. */
  readonly steps: number;
  /**
   * A recorder one action further.
   * @throws IllegalActionError (the recorder is unchanged) when the action is not legal now.
   */
  apply(action: Action): Recorder;
}

/**
 * Starts recording a new game: `createGame(scenario, options)` plus an empty record.
 * ```ts
 * let rec = recordGame('1775', { seed: 42 });
 * rec = rec.apply(legalActions(rec.state)[0]);
 * writeFileSync('game.json', serializeRecord(rec.record));
 * ```
 * @throws ScenarioError for an unknown scenario or bad options.
 */
export function recordGame(scenario: ScenarioId, options: CreateGameOptions = {}): Recorder {
  const empty = startRecord(scenario, options);
  return makeRecorder(empty, createGame(scenario, empty.options), [], 0);
}

/**
 * `actions` is shared between recorders along one line of play: a recorder may push onto it only
 * when it owns its end (`actions.length === steps`); a branch copies first.
 */
function makeRecorder(base: GameRecord, state: GameState, actions: Action[], steps: number): Recorder {
  let record: GameRecord | null = null;
  return Object.freeze({
    get record(): GameRecord {
      record ??= freeze({ ...base, actions: plain(actions.slice(0, steps)) }, true);
      return record;
    },
    state,
    steps,
    apply(action: Action): Recorder {
      const r = tryApply(state, action);
      if (!r.ok) throw r.error;
      const line = actions.length === steps ? actions : actions.slice(0, steps);
      line.push(action);
      return makeRecorder(base, r.state, line, steps + 1);
    },
  });
}

/**
 * A record as JSON text: the header on its own lines and one action per line, so that records
 * read well and diff well. `parseRecord(serializeRecord(r))` deep-equals `r`.
 */
export function serializeRecord(record: GameRecord): string {
  const actions = record.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return [
    '{',
    `  "version": ${JSON.stringify(record.version)},`,
    `  "scenario": ${JSON.stringify(record.scenario)},`,
    `  "options": ${JSON.stringify(record.options)},`,
    record.actions.length === 0 ? '  "actions": []' : `  "actions": [\n${actions}\n  ]`,
    '}',
    '',
  ].join('\n');
}

/**
 * Reads a record: JSON text (a leading byte-order mark is ignored, size and nesting bounded by
 * {@link RECORD_LIMITS}) or an already-parsed value (plain data only, no cycles), checked against
 * {@link GameRecordSchema}; the options must also be accepted by `createGame` (an explicit deck
 * is checked against the deck-preparation rules). Legality of the actions is not checked here
 * (see {@link checkRecord}). Returns a new deep-frozen record.
 * @throws RecordError with code `json` (with the parser's message), `version`, `schema` (every
 *   problem named by its path, e.g. `actions[2].faction: …`) or `options`.
 */
export function parseRecord(json: string | unknown): GameRecord {
  let data: unknown = json;
  if (typeof json === 'string') {
    const text = stripBom(json);
    const bounded = parseJsonText(text, RECORD_LIMITS);
    if (bounded.ok) data = bounded.value;
    else if (!bounded.problem.startsWith('not valid JSON')) throw new RecordError('json', [`the file is ${bounded.problem}`]);
    else {
      try {
        JSON.parse(text);
      } catch (e) {
        throw new RecordError('json', [`not valid JSON: ${jsonErrorText(text, e)}`]);
      }
    }
  } else {
    const problem = plainJsonProblem(json, RECORD_LIMITS, 'the record');
    if (problem !== null) throw new RecordError('json', [problem]);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new RecordError('schema', [`expected an object with version, scenario, options and actions, got ${describeValue(data)}`]);
  const version = (data as Record<string, unknown>).version;
  if (version === undefined) throw new RecordError('schema', ['version: missing (expected 1)']);
  if (version !== RECORD_VERSION)
    throw new RecordError('version', [`unsupported record version ${describeValue(version)}: this lod-engine reads version ${RECORD_VERSION}`]);
  const parsed = GameRecordSchema.safeParse(data);
  if (!parsed.success) throw new RecordError('schema', describeIssues(parsed.error.issues, '', data));
  const record = parsed.data as GameRecord;
  try {
    createGame(record.scenario, record.options);
  } catch (e) {
    if (e instanceof ScenarioError) throw new RecordError('options', [`options: ${e.message}`]);
    throw e;
  }
  return freeze(record, true);
}

/** The outcome of {@link checkRecord}. */
export type RecordCheck =
  | {
      /** Every action was legal. */
      ok: true;
      /** The state after the last action. */
      state: GameState;
      /** How many actions were applied (all of them). */
      steps: number;
    }
  | {
      /** An action was illegal; nothing after it was applied. */
      ok: false;
      /** Index in `record.actions` of the first illegal action (= the number of legal actions before it). */
      step: number;
      /** The illegal action, as recorded. */
      action: Action;
      /** Why it was refused (code, message, rule). */
      error: IllegalActionError;
      /** What was legal at that point instead. */
      legal: readonly Action[];
      /** The decision that was pending at that point, or null when the game was already over. */
      pending: PendingSummary | null;
      /** The state before the illegal action (after `step` legal actions). */
      state: GameState;
    };

/**
 * Replays a record from its first action and stops at the first illegal one. Never applies part
 * of a step: on failure, `state` is the state after the last legal action.
 * @throws ScenarioError when the record's scenario or options are refused by `createGame`
 *   (records from {@link parseRecord} have been checked for that already).
 */
export function checkRecord(record: GameRecord): RecordCheck {
  return replayUpTo(record, record.actions.length);
}

/**
 * The state after the first `steps` actions of a record (all of them by default).
 * @throws IllegalActionError at the first illegal action among them.
 * @throws RangeError when `steps` is not a whole number from 0 to the number of actions.
 */
export function replayRecord(record: GameRecord, steps: number = record.actions.length): GameState {
  if (!Number.isInteger(steps) || steps < 0 || steps > record.actions.length)
    throw new RangeError(`steps must be a whole number from 0 to ${record.actions.length}, got ${steps}`);
  const r = replayUpTo(record, steps);
  if (!r.ok) throw r.error;
  return r.state;
}

function replayUpTo(record: GameRecord, steps: number): RecordCheck {
  let state = createGame(record.scenario, record.options);
  for (let i = 0; i < steps; i++) {
    const action = record.actions[i];
    const r = tryApply(state, action);
    if (!r.ok) {
      return { ok: false, step: i, action, error: r.error, legal: legalActions(state), pending: r.error.pending, state };
    }
    state = r.state;
  }
  return { ok: true, state, steps };
}


function valueAt(root: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let v: unknown = root;
  for (const key of path) {
    if (typeof v !== 'object' || v === null || !Object.prototype.hasOwnProperty.call(v, key)) return { found: false, value: undefined };
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value: v };
}


/** The parser's message, with the line and column when it names a position. */
function jsonErrorText(text: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(message);
  if (!m) return message;
  const before = text.slice(0, Number(m[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message} (line ${line}, column ${column})`;
}

/** zod's wording without its generic prefix and type suffix: `expected one of …`. */
function expectation(message: string): string {
  return message.replace(/^(Invalid input|Invalid option|Too small|Too big): /, '').replace(/, received \w+$/, '');
}

/** zod issues as sentences: the path, what was expected, and what was found. */
function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: string, root?: unknown): string[] {
  return issues.map((issue) => {
    const where = formatPath(issue.path, 'the record', prefix);
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => `'${k}'`).join(', ');
      return `${where}: unknown field${issue.keys.length === 1 ? '' : 's'} ${keys}`;
    }
    const expected = expectation(issue.message);
    const at = valueAt(root, issue.path);
    if (root === undefined || !at.found) return root === undefined ? `${where}: ${expected}` : `${where}: missing, ${expected}`;
    return `${where}: ${expected}, got ${describeValue(at.value)}`;
  });
}

