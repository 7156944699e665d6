/**
 * The long soak (`npm run soak`, scripts/soak.ts): thousands of random games played through the
 * conformance runner (src/testing/conformance.ts), one game at a time, rotating the scenarios and
 * varying the `createGame` options and the dice mode, so that every game checks after every step the
 * rules invariants and that a decision is pending until the end, saves and loads every few steps,
 * replays itself for determinism and must end within a step cap. The first failure stops the soak
 * and comes back with the record that reproduces it ({@link writeSoakFailure} writes it).
 *
 * Everything is reproducible from the soak's seed: the options of game `n`, its game seed and its
 * chooser all derive from `seed` and `n` (choices drawn with `seededRandom` / `seededIndex`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Action } from '../src/core/action';
import type { GameState } from '../src/core/state';
import { FACTIONS, SCENARIO_IDS, type Faction, type ScenarioId } from '../src/data/ids';
import { SCENARIOS } from '../src/data/scenarios';
import { seedRng } from '../src/dice/index';
import type { CreateGameOptions } from '../src/game/createGame';
import { serializeRecord } from '../src/records/record';
import { prepareDeck } from '../src/rules/setup';
import { runConformance, type ConformanceChooser, type ConformanceFailure } from '../src/testing/conformance';
import { seededIndex, seededRandom } from '../src/testing/random';

/** Settings of {@link runSoak}. */
export interface SoakOptions {
  /** Games to play (numbered from `start`). */
  games: number;
  /** The number of the first game (default 0): resumes a soak after game `start − 1`. */
  start?: number;
  /** The soak's seed (default 0): game `n` of seed `s` is always the same game. */
  seed?: string | number;
  /** Play only this scenario (default: rotate through all four, game `n` plays scenario `n mod 4`). */
  scenario?: ScenarioId;
  /**
   * `activities`: every game prefers Special Activities and Commands (see {@link biasedChooser}).
   * Without it, one game in three does.
   */
  bias?: 'activities';
  /** Save and load every this many steps, and at the end (default 50). */
  roundTripEvery?: number;
  /** A game not over after this many steps is a failure (default 20 000). */
  maxSteps?: number;
  /** Replay each game from its seed and require the same final state (default true). */
  checkDeterminism?: boolean;
  /** The invariant check run after every step (default `checkInvariants`); a test injects its own. */
  invariantChecker?: (state: GameState) => readonly string[];
  /** Called after every game (progress output). */
  onGame?: (game: SoakGame) => void;
}

/** One game of the soak, as planned by {@link soakGame}. */
export interface SoakGame {
  /** The game's number in the soak, from 0. */
  index: number;
  /** The scenario played. */
  scenario: ScenarioId;
  /** Its `createGame` options (without the seed, which the conformance runner derives). */
  options: CreateGameOptions;
  /** Whether its chooser prefers Special Activities and Commands. */
  biased: boolean;
  /** Actions applied (set once played). */
  steps: number;
}

/** The first failure of a soak: the conformance failure and the game it happened in. */
export interface SoakFailure extends ConformanceFailure {
  /** The failing game. */
  soakGame: SoakGame;
  /** A file name for its record, without extension: seed, game number, scenario and kind. */
  name: string;
}

/** The outcome of {@link runSoak}. */
export interface SoakReport {
  /** No failure. */
  ok: boolean;
  /** Games played (the failing one included). */
  games: number;
  /** Actions applied, all games. */
  steps: number;
  /** Save and load round trips checked. */
  roundTrips: number;
  /** Games per scenario. */
  byScenario: Partial<Record<ScenarioId, number>>;
  /** Games per dice mode. */
  byDice: { seeded: number; external: number };
  /** Games whose chooser preferred Special Activities and Commands. */
  biased: number;
  /** The first failure, or null. */
  failure: SoakFailure | null;
  /** Wall-clock time, milliseconds. */
  ms: number;
}

/** FNV-1a of a text: a 32-bit seed for `seededRandom` from any seed text. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Ways to seat the players (1.5): each side may be one player running both its Factions. */
const SEATINGS: readonly (readonly (readonly Faction[])[])[] = [
  [['british'], ['patriots'], ['french'], ['indians']],
  [['british', 'indians'], ['patriots', 'french']],
  [['british', 'indians'], ['patriots'], ['french']],
  [['british'], ['indians'], ['patriots', 'french']],
];

/**
 * The plan of game `index` of a soak: scenario (rotating, or the one asked), dice mode (alternating
 * every full rotation of the scenarios, so each scenario gets both), and options drawn from the soak's
 * seed — Period Events and Winter is Coming half the time each, the players seated in one of four
 * ways, now and then Non-players (with or without the One-Player Difficulty option) and an explicit
 * deck (a prepared deck of the scenario passed as `deck`).
 */
export function soakGame(index: number, settings: Pick<SoakOptions, 'seed' | 'scenario' | 'bias'>): SoakGame {
  const r = seededRandom(fnv1a(`soak-options:${settings.seed ?? 0}:${index}`));
  const scenario = settings.scenario ?? SCENARIO_IDS[index % SCENARIO_IDS.length];
  const rotation = settings.scenario ? index : Math.floor(index / SCENARIO_IDS.length);
  const options: CreateGameOptions = { dice: rotation % 2 === 0 ? 'seeded' : 'external' };
  if (r() < 0.5) options.periodEvents = true;
  if (r() < 0.5) options.winterIsComing = true;
  if (r() < 0.15) {
    const nonPlayers = FACTIONS.filter(() => r() < 0.4);
    if (nonPlayers.length > 0 && nonPlayers.length < FACTIONS.length) {
      options.nonPlayers = nonPlayers;
      if (r() < 0.5) options.oneplayerDifficulty = true;
    }
  }
  if (!options.nonPlayers) {
    const seating = SEATINGS[Math.floor(r() * SEATINGS.length)];
    if (seating.length < FACTIONS.length) options.players = seating.map((p) => [...p]);
  }
  if (r() < 0.2) options.deck = prepareDeck(SCENARIOS[scenario], options.periodEvents ?? false, seedRng(`soak-deck:${settings.seed ?? 0}:${index}`)).draw;
  const biased = settings.bias === 'activities' || r() < 1 / 3;
  return { index, scenario, options, biased, steps: 0 };
}

/** Actions that begin or use a Special Activity (Common Cause: a March or Battle choice using War Parties). */
export const isActivityAction = (a: Action): boolean =>
  a.type === 'specialActivity' || a.type === 'commonCause' || (a.option === 'commonCause' && (a.count ?? 0) > 0);

/** Uniform among the legal actions (chance decisions included: the soak rolls external dice itself). */
export function uniformChooser(seed: number): ConformanceChooser {
  const index = seededIndex(seed);
  return (legal) => legal[index(legal.length)];
}

/**
 * A chooser that steers toward Commands with Special Activities begun during them: a Special Activity
 * action when one is offered (4 times in 5), else a full (not Limited) Command (7 in 10), else any
 * action but `done` (3 in 4), else any. Always one of the legal actions.
 */
export function biasedChooser(seed: number): ConformanceChooser {
  const next = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[(next() * xs.length) | 0];
  return (legal) => {
    const activities = legal.filter(isActivityAction);
    if (activities.length > 0 && next() < 0.8) return pick(activities);
    const commands = legal.filter((a) => a.type === 'command' && !a.limited);
    if (commands.length > 0 && next() < 0.7) return pick(commands);
    const notDone = legal.filter((a) => a.type !== 'done');
    return pick(notDone.length > 0 && next() < 0.75 ? notDone : legal);
  };
}

/**
 * Plays the soak: `games` games, one conformance run each (invariants after every step, a decision
 * pending until the end, save and load every `roundTripEvery` steps, determinism, the step cap),
 * stopping at the first failure. Never throws for a failed check: the report carries the failure.
 */
export function runSoak(settings: SoakOptions): SoakReport {
  const t0 = Date.now();
  const seed = settings.seed ?? 0;
  const report: SoakReport = {
    ok: true,
    games: 0,
    steps: 0,
    roundTrips: 0,
    byScenario: {},
    byDice: { seeded: 0, external: 0 },
    biased: 0,
    failure: null,
    ms: 0,
  };
  const start = settings.start ?? 0;
  for (let n = start; n < start + settings.games; n++) {
    const game = soakGame(n, settings);
    const run = runConformance({
      scenarios: [game.scenario],
      games: 1,
      seed: `${seed}:${n}`,
      options: game.options,
      roundTripEvery: settings.roundTripEvery ?? 50,
      checkDeterminism: settings.checkDeterminism ?? true,
      maxSteps: settings.maxSteps ?? 20_000,
      invariantChecker: settings.invariantChecker,
      chooser: ({ seed: gameSeed }) => (game.biased ? biasedChooser : uniformChooser)(fnv1a(`soak-chooser:${gameSeed}`)),
    });
    game.steps = run.steps;
    report.games++;
    report.steps += run.steps;
    report.roundTrips += run.roundTrips;
    report.byScenario[game.scenario] = (report.byScenario[game.scenario] ?? 0) + 1;
    report.byDice[game.options.dice ?? 'seeded']++;
    if (game.biased) report.biased++;
    settings.onGame?.(game);
    const failure = run.failures[0];
    if (failure) {
      const name = `${seed}-game${n}-${game.scenario}-${failure.kind}`.replace(/[^A-Za-z0-9_.-]/g, '_');
      report.failure = { ...failure, game: n, soakGame: game, name };
      report.ok = false;
      break;
    }
  }
  report.ms = Date.now() - t0;
  return report;
}

/** Writes the failure's record (`serializeRecord`) to `<dir>/<name>.json`; returns the file's path. */
export function writeSoakFailure(failure: SoakFailure, dir = 'soak-failures'): string {
  mkdirSync(dir, { recursive: true });
  const path = resolve(join(dir, `${failure.name}.json`));
  writeFileSync(path, serializeRecord(failure.record));
  return path;
}

/** The one-line summary of a failure: kind, game, step and message, and where its record is. */
export function failureLine(failure: SoakFailure, path: string): string {
  const message = failure.message.length > 300 ? `${failure.message.slice(0, 300)}…` : failure.message;
  return `soak FAILED (${failure.kind}) in game ${failure.game} (${failure.scenario}, ${failure.soakGame.options.dice} dice${failure.soakGame.biased ? ', biased' : ''}) at step ${failure.step}: ${message} — record: ${path}`;
}
