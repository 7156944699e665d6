/**
 * The conformance runner: random legal playouts that check, after every step, what the engine
 * promises (docs/contract.md). Framework-free: it returns a report and never throws for a
 * failed check, so it runs under any test runner, in a script, or in CI.
 * @module
 */
import { actionKey, type Action } from '../core/action';
import { createGame, type CreateGameOptions } from '../game/createGame';
import { checkInvariants } from '../rules/invariants';
import { legalActions, pending, tryApply } from '../game/machine';
import { loadGame, serialize } from '../game/persistence';
import type { GameResult, GameState } from '../core/state';
import { SCENARIO_IDS, type ScenarioId } from '../data/ids';
import { nextInt, seedRng, type RngState } from '../dice/index';
import { startRecord, type GameRecord } from '../records/record';

/** Settings of {@link runConformance}; every field is optional. */
export interface ConformanceOptions {
  /** Scenarios to play (default: all four). */
  scenarios?: readonly ScenarioId[];
  /** Games per scenario (default 4). */
  games?: number;
  /** Base seed; each game's own seeds derive from it, the scenario and the game number (default 0). */
  seed?: string | number;
  /** Further `createGame` options for every game (their `seed` is replaced by the game's own). */
  options?: CreateGameOptions;
  /** Check the rules invariants after every step (default true). */
  checkInvariants?: boolean;
  /**
   * Once per game, at a step picked at random, save and load the state (`serialize` /
   * `loadGame`), require the loaded state to serialize identically, and play on from it (default true).
   */
  checkRoundTrip?: boolean;
  /**
   * Save and load every this many steps, and once more at the end, instead of once at a random
   * step (each checked as for `checkRoundTrip`; nothing is saved when `checkRoundTrip` is false).
   */
  roundTripEvery?: number;
  /** After each game, replay its actions from a new game and require an identical final state (default true). */
  checkDeterminism?: boolean;
  /** A game longer than this many steps is a failure (default 100 000). */
  maxSteps?: number;
  /** Stop at the first failure (default false: the failing game stops, the others still run). */
  stopOnFailure?: boolean;
  /**
   * How each game picks its actions: called once per game with the game's seed, it returns the
   * function that picks one of the legal actions (default: uniform, from a generator seeded per game).
   * Chance decisions (`dice: 'external'`) are picked by it too.
   */
  chooser?: (game: ConformanceGameStart) => ConformanceChooser;
  /** The rules invariant check run after every step (default `checkInvariants`); returns the problems found. */
  invariantChecker?: (state: GameState) => readonly string[];
  /** Called after every accepted step; throw to report a failure of your own check. */
  onStep?: (step: ConformanceStep) => void;
  /** Called after every game (for progress output). */
  onGame?: (game: ConformanceGame) => void;
}

/** The game a {@link ConformanceOptions.chooser} is asked to play. */
export interface ConformanceGameStart {
  /** The scenario played. */
  scenario: ScenarioId;
  /** The game's number within its scenario, from 0. */
  game: number;
  /** The game's own seed (its `createGame` seed). */
  seed: string;
}

/** Picks one of the legal actions (`legal` is never empty) of `state`. */
export type ConformanceChooser = (legal: readonly Action[], state: GameState) => Action;

/** One accepted step, as given to {@link ConformanceOptions.onStep}. */
export interface ConformanceStep {
  /** The scenario played. */
  scenario: ScenarioId;
  /** The game's number within its scenario, from 0. */
  game: number;
  /** How many actions have been applied, this one included (1 for the first). */
  step: number;
  /** The action just applied. */
  action: Action;
  /** The state before it. */
  before: GameState;
  /** The state after it. */
  state: GameState;
}

/** One finished game, as given to {@link ConformanceOptions.onGame}. */
export interface ConformanceGame {
  /** The scenario played. */
  scenario: ScenarioId;
  /** The game's number within its scenario, from 0. */
  game: number;
  /** Actions applied. */
  steps: number;
  /** Whether the game reached its end (false when a check failed first). */
  finished: boolean;
  /** The record of the game as played. */
  record: GameRecord;
  /** How the game ended (winner, margins, ranking), or null when a check failed first. */
  result: GameResult | null;
}

/** What a failed check was about. */
export type ConformanceFailureKind =
  /** `legalActions` was empty (or `pending` null) before the end of the game. */
  | 'no-legal-actions'
  /** `legalActions` listed the same action twice. */
  | 'duplicate-actions'
  /** `legalActions` listed an action of another Faction than the pending one. */
  | 'wrong-faction'
  /** `apply` refused an action that `legalActions` listed. */
  | 'rejected'
  /** A rules invariant broke after a step. */
  | 'invariant'
  /** After the end, `legalActions` was not empty or `pending` not null. */
  | 'not-over'
  /** `serialize` / `loadGame` did not give back the same state. */
  | 'round-trip'
  /** Replaying the same seed and actions gave another state. */
  | 'nondeterministic'
  /** The game went over `maxSteps`. */
  | 'too-long'
  /** The engine threw an unexpected error. */
  | 'exception'
  /** The `onStep` callback threw. */
  | 'on-step';

/** A failed check, with the record that reproduces it. */
export interface ConformanceFailure {
  /** What went wrong. */
  kind: ConformanceFailureKind;
  /** The scenario played. */
  scenario: ScenarioId;
  /** The game's number within its scenario, from 0. */
  game: number;
  /** Actions applied before the failure was seen (the failing action, if any, is `record.actions[step]`). */
  step: number;
  /** What was wrong, in words. */
  message: string;
  /**
   * The game up to the failure: replaying it (`replayRecord`, `checkRecord`) reproduces it. When
   * an action caused the failure, it is the record's last action.
   */
  record: GameRecord;
}

/** Totals of one scenario. */
export interface ConformanceScenarioReport {
  /** Games played. */
  games: number;
  /** Games that reached their end. */
  finished: number;
  /** Actions applied. */
  steps: number;
}

/** The outcome of {@link runConformance}. */
export interface ConformanceReport {
  /** No failure. */
  ok: boolean;
  /** Games played (all scenarios). */
  games: number;
  /** Actions applied (all games). */
  steps: number;
  /** Save and load round trips checked (all games). */
  roundTrips: number;
  /** Every failure, in the order found (at most one per game). */
  failures: ConformanceFailure[];
  /** Totals per scenario played. */
  byScenario: Partial<Record<ScenarioId, ConformanceScenarioReport>>;
  /** Wall-clock time, milliseconds. */
  ms: number;
}

/** Thrown inside a game to stop it with a failure. */
class Failed extends Error {
  constructor(
    readonly kind: ConformanceFailureKind,
    message: string,
    readonly withAction: Action | null = null,
  ) {
    super(message);
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/**
 * Plays random legal games and checks the engine's promises after every step:
 * - `legalActions` is never empty before the end, lists no action twice, only the pending
 *   Faction's actions, and is empty (with `pending` null) once the game is over;
 * - every listed action is accepted by `apply`;
 * - the rules invariants hold (`checkInvariants`), unless turned off;
 * - a mid-game save and load changes nothing (`checkRoundTrip`, `roundTripEvery`);
 * - the same seed and actions give the same final state (`checkDeterminism`).
 *
 * Choices are uniform among the legal actions, from a chooser seeded per game (or made by
 * `chooser`), so the whole run is reproducible from `seed`. Every failure carries the record of its
 * game up to the failure.
 * @throws RangeError when `roundTripEvery` is not a positive integer.
 */
export function runConformance(settings: ConformanceOptions = {}): ConformanceReport {
  const t0 = Date.now();
  const scenarios = settings.scenarios ?? SCENARIO_IDS;
  const games = settings.games ?? 4;
  const baseSeed = settings.seed ?? 0;
  const every = settings.roundTripEvery;
  if (every !== undefined && !(Number.isInteger(every) && every > 0)) throw new RangeError(`roundTripEvery must be a positive integer, got ${every}`);
  const report: ConformanceReport = { ok: true, games: 0, steps: 0, roundTrips: 0, failures: [], byScenario: {}, ms: 0 };
  outer: for (const scenario of scenarios) {
    const totals: ConformanceScenarioReport = { games: 0, finished: 0, steps: 0 };
    report.byScenario[scenario] = totals;
    for (let g = 0; g < games; g++) {
      const played = playGame(scenario, g, baseSeed, settings);
      totals.games++;
      totals.steps += played.steps;
      if (played.failure === null) totals.finished++;
      report.games++;
      report.steps += played.steps;
      report.roundTrips += played.roundTrips;
      settings.onGame?.({ scenario, game: g, steps: played.steps, finished: played.failure === null, record: played.record, result: played.result });
      if (played.failure) {
        report.failures.push(played.failure);
        if (settings.stopOnFailure) break outer;
      }
    }
  }
  report.ok = report.failures.length === 0;
  report.ms = Date.now() - t0;
  return report;
}

interface Played {
  steps: number;
  roundTrips: number;
  failure: ConformanceFailure | null;
  record: GameRecord;
  result: GameResult | null;
}

function playGame(scenario: ScenarioId, g: number, baseSeed: string | number, settings: ConformanceOptions): Played {
  const gameSeed = `${baseSeed}:${scenario}:${g}`;
  const options: CreateGameOptions = { ...settings.options, seed: gameSeed };
  const maxSteps = settings.maxSteps ?? 100_000;
  const invariants = settings.checkInvariants ?? true;
  let rng: RngState = seedRng(`chooser:${gameSeed}`);
  const draw = (n: number): number => {
    const r = nextInt(rng, n);
    rng = r.rng;
    return r.value;
  };
  const checkRoundTrip = settings.checkRoundTrip ?? true;
  const every = checkRoundTrip ? settings.roundTripEvery : undefined;
  const roundTripAt = checkRoundTrip && every === undefined ? 1 + draw(300) : -1;
  const choose: ConformanceChooser = settings.chooser?.({ scenario, game: g, seed: gameSeed }) ?? ((legal) => legal[draw(legal.length)]);
  const check = settings.invariantChecker ?? checkInvariants;
  let tripped = 0;
  const trip = (s: GameState): GameState => {
    const loaded = roundTrip(s);
    tripped++;
    return loaded;
  };
  const actions: Action[] = [];
  const header = startRecord(scenario, options);
  const recordOf = (extra: Action | null): GameRecord => ({ ...header, actions: extra ? [...actions, extra] : [...actions] });
  let steps = 0;
  let attempted: Action | null = null;
  try {
    let state = createGame(scenario, options);
    let roundTripDone = false;
    while (!state.result) {
      if (steps >= maxSteps) throw new Failed('too-long', `the game did not end within ${maxSteps} steps`);
      const legal = legalActions(state);
      const p = pending(state);
      if (legal.length === 0 || p === null)
        throw new Failed('no-legal-actions', p ? `no legal action while ${p.faction} must decide: ${p.prompt} (${p.rule})` : 'no pending decision before the end of the game');
      const keys = new Set<string>();
      for (const a of legal) {
        const key = actionKey(a);
        if (keys.has(key)) throw new Failed('duplicate-actions', `${JSON.stringify(a)} is listed twice (${p.prompt})`);
        keys.add(key);
        if (a.faction !== p.faction) throw new Failed('wrong-faction', `${JSON.stringify(a)} is listed while ${p.faction} must decide (${p.prompt})`);
      }
      const action = choose(legal, state);
      attempted = action;
      const r = tryApply(state, action);
      attempted = null;
      if (!r.ok) throw new Failed('rejected', `apply refused a listed action: ${r.error.message}`, action);
      const before = state;
      state = r.state;
      actions.push(action);
      steps++;
      if (invariants) {
        const problems = check(state);
        if (problems.length > 0) {
          actions.pop();
          steps--;
          throw new Failed('invariant', `after ${JSON.stringify(action)}: ${problems.join('; ')}`, action);
        }
      }
      if (settings.onStep) {
        try {
          settings.onStep({ scenario, game: g, step: steps, action, before, state });
        } catch (e) {
          actions.pop();
          steps--;
          throw new Failed('on-step', `after ${JSON.stringify(action)}: ${errorText(e)}`, action);
        }
      }
      if (!roundTripDone && steps === roundTripAt) {
        state = trip(state);
        roundTripDone = true;
      }
      if (every !== undefined && steps % every === 0) state = trip(state);
    }
    if (!roundTripDone && roundTripAt > 0) state = trip(state);
    if (every !== undefined && steps % every !== 0) state = trip(state);
    if (legalActions(state).length > 0 || pending(state) !== null)
      throw new Failed('not-over', `the game is over (${state.result?.summary}) but actions are still listed or a decision is pending`);
    if (settings.checkDeterminism ?? true) {
      let again = createGame(scenario, options);
      for (const a of actions) {
        const r = tryApply(again, a);
        if (!r.ok) throw new Failed('nondeterministic', `replaying the same actions from the same seed fails: ${r.error.message}`);
        again = r.state;
      }
      if (!sameJson(again, state))
        throw new Failed('nondeterministic', 'replaying the same actions from the same seed gives another final state');
    }
    return { steps, roundTrips: tripped, failure: null, record: recordOf(null), result: state.result };
  } catch (e) {
    const failure: ConformanceFailure =
      e instanceof Failed
        ? { kind: e.kind, scenario, game: g, step: steps, message: e.message, record: recordOf(e.withAction) }
        : { kind: 'exception', scenario, game: g, step: steps, message: errorText(e), record: recordOf(attempted) };
    return { steps, roundTrips: tripped, failure, record: recordOf(null), result: null };
  }
}

/** Saves and loads `state`; the loaded state must serialize to the same text. */
function roundTrip(state: GameState): GameState {
  const text = serialize(state);
  let loaded: GameState;
  try {
    loaded = loadGame(text);
  } catch (e) {
    throw new Failed('round-trip', `loadGame refused a saved state after ${state.steps} steps: ${errorText(e)}`);
  }
  if (!sameJson(loaded, state)) throw new Failed('round-trip', `the state after ${state.steps} steps changed in a save and load`);
  return loaded;
}

/** Deep equality of plain JSON data (object key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], bb[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const ob = b as Record<string, unknown>;
  if (ka.length !== Object.keys(ob).length) return false;
  for (const k of ka) if (!Object.prototype.hasOwnProperty.call(ob, k) || !sameJson((a as Record<string, unknown>)[k], ob[k])) return false;
  return true;
}
