/**
 * Saving and loading games (docs/contract.md): JSON text out, and in again only after the
 * schema and every rules invariant agree that the file is a game that could exist.
 * @module
 */
import { describeValue, formatPath } from '../core/describe';
import { freeze } from 'immer';
import type { z } from 'zod';
import { InvalidStateError, ScenarioError } from '../core/errors';
import { parseJsonText, plainJsonProblem, type JsonLimits } from '../core/json';
import { checkInvariants } from '../rules/invariants';
import { GameStateSchema } from '../core/schema';
import type { GameState } from '../core/state';
import { rngStateProblem } from '../dice/index';
import { checkDeckOptions, normalizeOptions } from './createGame';
import { SCENARIOS } from '../data/scenarios';
import { tableDeckProblems } from '../rules/sequence/reveal';
import { GAME } from './definition';
import { COMMAND_FRAME_KINDS, FRAME_PARENT, frameSchema, MAX_STACK_DEPTH, ROLL_RECEIVERS } from './frameSchemas';
import { legalActions } from './machine';

/**
 * The bounds of a saved game: a real one is a few hundred kilobytes at most and nested about ten
 * deep; anything beyond these is refused before it is parsed or walked.
 */
export const SAVE_LIMITS: JsonLimits = Object.freeze({ maxChars: 20_000_000, maxDepth: 40, maxValues: 2_000_000 });

/** The state as JSON text. Pure; `loadGame(serialize(s))` deep-equals `s`. */
export function serialize(state: GameState): string {
  return JSON.stringify(state);
}

/**
 * Reads a saved game: JSON text (a leading byte-order mark is ignored), or an already-parsed value.
 * A save may come from anyone, so everything the engine will later rely on is checked first, and a
 * file that passes can be played to its end: its size and nesting ({@link SAVE_LIMITS}; no cycles, no
 * accessors, plain data only), the schema ({@link GameStateSchema}), the options exactly as
 * `createGame` checks them, the dice (seeded only, in a state the generator can reach), every frame of
 * the stack against its step's own schema (src/game/frameSchemas.ts), the stack as a whole (the game
 * frame at the bottom, a decision with legal actions on top, or empty once the game is over),
 * {@link checkInvariants}, then each frame against the board by its step's own `validate` (a March's
 * moving group must still be in its origin, a Leader must follow its Faction's pieces…). Returns a new deep-frozen state (the argument is never changed).
 * @throws InvalidStateError listing the problems found, first one first, each saying where and why:
 *   bad JSON, a missing or mistyped field (named by its path, e.g.
 *   `spaces.Boston.pieces.britishRegular: expected a whole number ≥ 0, got -1`), a frame that names no
 *   step, or a broken rule. Nothing else is ever thrown.
 */
export function loadGame(json: string | unknown): GameState {
  let data: unknown = json;
  if (typeof json === 'string') {
    const read = parseJsonText(json, SAVE_LIMITS);
    if (!read.ok) throw new InvalidStateError([`The saved game is ${read.problem}`]);
    data = read.value;
  } else {
    const problem = plainJsonProblem(json, SAVE_LIMITS, 'the state');
    if (problem !== null) throw new InvalidStateError([`The saved game cannot be read: ${problem}`]);
  }
  const parsed = GameStateSchema.safeParse(data);
  if (!parsed.success) throw new InvalidStateError(describeIssues(parsed.error.issues, data));
  const state = parsed.data as GameState;
  const problems = [...enginePrerequisites(state)];
  if (problems.length > 0) throw new InvalidStateError(problems);
  problems.push(...checkInvariants(state));
  if (problems.length > 0) throw new InvalidStateError(problems);
  problems.push(...frameAgreementProblems(state));
  if (problems.length > 0) throw new InvalidStateError(problems);
  const frozen = freeze(state, true);
  const top = topDecisionProblem(frozen);
  if (top !== null) throw new InvalidStateError([top]);
  return frozen;
}

/** What the engine relies on beyond the schema: the options, the dice, every frame and the stack. */
function* enginePrerequisites(state: GameState): Generator<string> {
  try {
    const normal = normalizeOptions(state.options);
    if (JSON.stringify(normal) !== JSON.stringify(state.options)) yield 'options: not in the form createGame gives them';
    // The deck against the scenario (page 36): a short deck's campaigns, an explicit deck's structure.
    checkDeckOptions(SCENARIOS[state.scenario], normal);
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    yield `options: ${e.message}`;
  }
  // The table's own cards: no hidden draw deck, and the cards revealed fit the deck's campaigns (page 36).
  yield* tableDeckProblems(state);
  if (state.dice.kind !== 'seeded') yield `dice.kind: a saved game has seeded dice, got '${state.dice.kind}' (scripted dice are for tests only)`;
  const rng = rngStateProblem(state.dice.rng);
  if (rng !== null) yield `dice.rng: ${rng}`;
  const stack = state.stack;
  if (stack.length > MAX_STACK_DEPTH) {
    yield `stack: ${stack.length} frames; a game never needs more than ${MAX_STACK_DEPTH}`;
    return;
  }
  let framesOk = true;
  for (let i = 0; i < stack.length; i++) {
    const frame = stack[i];
    const schema = frameSchema(frame.kind);
    if (schema === undefined) {
      framesOk = false;
      yield `stack[${i}].kind: '${frame.kind.length > 40 ? `${frame.kind.slice(0, 40)}…` : frame.kind}' names no step of the game`;
      continue;
    }
    const r = schema.safeParse(frame);
    if (!r.success) {
      framesOk = false;
      yield* describeIssues(r.error.issues, frame, ['stack', i]);
    }
  }
  if (state.result === null && stack.length === 0) yield 'stack: empty while the game has no result (nothing could happen next)';
  if (state.result !== null && stack.length > 0) yield `stack: ${stack.length} frames left although the game is over`;
  if (framesOk && stack.length > 0) {
    if (stack[0].kind !== 'game') yield `stack[0].kind: expected 'game' at the bottom of the stack, got '${stack[0].kind}'`;
    const games = stack.filter((f) => f.kind === 'game').length;
    if (games > 1) yield `stack: ${games} 'game' frames; there is one`;
    // What may sit on what: a frame on the one that pushes it (FRAME_PARENT); a roll on the frame
    // that asked for dice; the command host on the card (2.3.4) or on a grant (3.1.2); a Command's
    // frame right on its host, of its Faction (4.1), or on the card.
    for (let i = 1; i < stack.length; i++) {
      const { kind } = stack[i];
      const under = stack[i - 1];
      const parent = FRAME_PARENT[kind as keyof typeof FRAME_PARENT];
      if (parent !== undefined && under.kind !== parent) yield `stack[${i}]: a '${kind}' frame sits on a '${under.kind}' frame; it sits on a '${parent}' frame`;
      if (kind === 'roll' && !(ROLL_RECEIVERS as readonly string[]).includes(under.kind))
        yield `stack[${i}]: a roll sits on a '${under.kind}' frame, which never asks for dice`;
      if (kind === 'commandHost' && under.kind !== 'eventCard' && under.kind !== 'grant')
        yield `stack[${i}]: a command host sits on a '${under.kind}' frame; it sits on the card or on a grant`;
      // (The testing kit's `startCommand` puts a Command right on the card, with no host: allowed.)
      if (COMMAND_FRAME_KINDS.includes(kind) && !(under.kind === 'commandHost' ? under.faction === stack[i].faction : under.kind === 'eventCard'))
        yield `stack[${i}]: the '${kind}' Command sits on a '${under.kind}' frame; a Command sits on the command host of its Faction`;
    }
  }
}

/**
 * Each frame of the stack against the board and the frames under it, by its step's own `validate`
 * (the frames' schemas must have passed): the problems found, each naming its frame and field.
 * Empty for every state reached in play. Internal (loadGame and the tests).
 */
export function frameAgreementProblems(state: GameState): string[] {
  const out: string[] = [];
  for (let i = 0; i < state.stack.length; i++) {
    const frame = state.stack[i];
    const validate = GAME.step(frame).validate;
    if (validate === undefined) continue;
    for (const problem of validate(state, frame, i)) out.push(`stack[${i}].${problem}`);
  }
  return out;
}

/** Why the top frame of a game in progress offers no decision, or null when it does. */
function topDecisionProblem(state: GameState): string | null {
  const at = state.stack.length - 1;
  if (at < 0) return null;
  const frame = state.stack[at];
  try {
    const step = GAME.step(frame);
    const decides = step.options !== undefined && (step.isDecision === undefined || step.isDecision(state, frame));
    if (!decides) return `stack[${at}]: the '${frame.kind}' frame on top is not a decision (a saved game waits for one)`;
    if (legalActions(state).length === 0) return `stack[${at}]: the '${frame.kind}' decision on top offers no legal action`;
    return null;
  } catch (e) {
    return `stack[${at}]: the '${frame.kind}' decision on top cannot be listed: ${e instanceof Error ? e.message : String(e)}`;
  }
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
function describeIssues(issues: readonly z.core.$ZodIssue[], root: unknown, prefix: readonly PropertyKey[] = []): string[] {
  return issues.map((issue) => {
    const where = formatPath([...prefix, ...issue.path], 'the state');
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
