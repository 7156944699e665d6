/**
 * `lod sim`: random legal games of one scenario, and their statistics (wins, margins, length, speed).
 * The games are played by {@link simulateGames} (any subset of a run's game numbers), whose integer
 * tallies {@link mergeTallies} adds exactly, so a run split among workers reports what one thread would.
 * @module
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Action } from '../core/action';
import { createGame, type CreateGameOptions } from '../game/createGame';
import { listed, pending } from '../game/machine';
import { applyChosen } from '../bots/drive';
import { chooseListed } from '../bots/policyActions';
import { silenced } from '../sim/simulator';
import type { GameResult } from '../core/state';
import { FACTIONS, type Faction, type ScenarioId } from '../data/ids';
import { nextInt, seedRng } from '../dice/index';
import { serializeRecord, startRecord, type GameRecord } from '../records/record';
import { flowchartPolicies } from '../bots/flowcharts';

/** Settings of {@link simulate}. */
export interface SimSettings {
  /** The scenario to play. */
  scenario: ScenarioId;
  /** How many games. */
  games: number;
  /** Base seed: game `i` uses the `createGame` seed `"<seed>:<i>"` and its own chooser stream. */
  seed: string | number;
  /**
   * Further `createGame` options (their seed is replaced). The Factions in `options.nonPlayers` are
   * played by their Non-Player flowchart policies (lod-engine/bots), with their derived rolls; the
   * others choose uniformly among the legal actions.
   */
  options?: CreateGameOptions;
  /** A game longer than this many steps is abandoned as an error. */
  maxSteps?: number;
  /** Called after every game with the number of games done. */
  onProgress?: (done: number) => void;
  /** Called with every game's record (to save it); a failed game's record stops before the failure. */
  onRecord?: (game: number, record: GameRecord) => void;
}

/** Mean victory margins of one Faction over the finished games. */
export interface MeanMargins {
  /** First victory condition. */
  first: number;
  /** Second victory condition. */
  second: number;
  /** Total margin (7.3). */
  total: number;
}

/** A game that failed with an engine error. */
export interface SimError {
  /** The game's number, from 0. */
  game: number;
  /** Its `createGame` seed. */
  seed: string;
  /** Actions applied before the error. */
  steps: number;
  /** The error's message. */
  message: string;
}

/** The statistics {@link simulate} returns (also what `lod sim --json` prints). */
export interface SimReport {
  /** The scenario played. */
  scenario: ScenarioId;
  /** Base seed. */
  seed: string | number;
  /** The Factions played by their Non-Player flowcharts (the others at random). */
  nonPlayers: Faction[];
  /** Games played. */
  games: number;
  /** Games that reached their end. */
  finished: number;
  /** Wins by Faction, and `none` for games without a winner. */
  wins: Record<Faction | 'none', number>;
  /** Mean margins by Faction. */
  meanMargins: Record<Faction, MeanMargins>;
  /** How the games ended, by `result.reason`. */
  reasons: Partial<Record<GameResult['reason'], number>>;
  /** Mean number of cards played per game (Winter Quarters cards included). */
  meanCards: number;
  /** Mean number of actions per game. */
  meanSteps: number;
  /** Fewest actions in a game. */
  minSteps: number;
  /** Most actions in a game. */
  maxSteps: number;
  /** Wall-clock seconds. */
  seconds: number;
  /** Games per second. */
  gamesPerSecond: number;
  /** Worker threads the games were spread over (1: played in the calling thread). */
  workers: number;
  /** Games that failed with an engine error. */
  errors: SimError[];
}

/**
 * The integer totals of some games of a run, which merge exactly (sums, counts, extremes): a
 * {@link SimReport} divides them once at the end, so the report does not depend on how the games were
 * split among workers.
 */
export interface SimTally {
  /** Games played. */
  games: number;
  /** Games that reached their end. */
  finished: number;
  /** Wins by Faction, and `none` for games without a winner. */
  wins: Record<Faction | 'none', number>;
  /** Sums of the victory margins by Faction over the finished games. */
  marginSums: Record<Faction, MeanMargins>;
  /** How the games ended, by `result.reason`. */
  reasons: Partial<Record<GameResult['reason'], number>>;
  /** Sum of the cards played in the finished games. */
  cards: number;
  /** Sum of the actions of the finished games. */
  steps: number;
  /** Fewest actions in a finished game (Infinity when none finished). */
  minSteps: number;
  /** Most actions in a finished game. */
  maxSteps: number;
  /** Games that failed with an engine error, by game number. */
  errors: SimError[];
}

/** The tally of no games. */
export function emptyTally(): SimTally {
  return {
    games: 0,
    finished: 0,
    wins: { british: 0, patriots: 0, french: 0, indians: 0, none: 0 },
    marginSums: Object.fromEntries(FACTIONS.map((f) => [f, { first: 0, second: 0, total: 0 }])) as Record<Faction, MeanMargins>,
    reasons: {},
    cards: 0,
    steps: 0,
    minSteps: Infinity,
    maxSteps: 0,
    errors: [],
  };
}

/** The tally of the games of `a` and of `b` together (pure; errors in game order). */
export function mergeTallies(a: SimTally, b: SimTally): SimTally {
  const reasons: SimTally['reasons'] = { ...a.reasons };
  for (const [k, n] of Object.entries(b.reasons) as [GameResult['reason'], number][]) reasons[k] = (reasons[k] ?? 0) + n;
  return {
    games: a.games + b.games,
    finished: a.finished + b.finished,
    wins: Object.fromEntries(Object.keys(a.wins).map((k) => [k, a.wins[k as Faction | 'none'] + b.wins[k as Faction | 'none']])) as SimTally['wins'],
    marginSums: Object.fromEntries(
      FACTIONS.map((f) => [
        f,
        { first: a.marginSums[f].first + b.marginSums[f].first, second: a.marginSums[f].second + b.marginSums[f].second, total: a.marginSums[f].total + b.marginSums[f].total },
      ]),
    ) as Record<Faction, MeanMargins>,
    reasons,
    cards: a.cards + b.cards,
    steps: a.steps + b.steps,
    minSteps: Math.min(a.minSteps, b.minSteps),
    maxSteps: Math.max(a.maxSteps, b.maxSteps),
    errors: [...a.errors, ...b.errors].sort((x, y) => x.game - y.game),
  };
}

/**
 * Plays the games numbered `games` of a run (game `g` from the seed `"<seed>:<g>"`, whichever
 * other games are played, here or elsewhere) and returns their tally.
 */
export function simulateGames(settings: Omit<SimSettings, 'games' | 'onProgress'>, games: Iterable<number>, onGame?: () => void): SimTally {
  const policies = flowchartPolicies(settings.options?.nonPlayers ?? []);
  const t = emptyTally();
  const limit = settings.maxSteps ?? 100_000;
  for (const g of games) {
    const seed = `${settings.seed}:${g}`;
    const options: CreateGameOptions = { ...settings.options, seed };
    let rng = seedRng(`lod-sim:${seed}`);
    const actions: Action[] = [];
    let n = 0;
    t.games++;
    try {
      // On the silent account: the statistics and records read no account. A listed action is stepped
      // unchecked; anything else is refused as `apply` refuses it.
      let state = silenced(createGame(settings.scenario, options));
      while (!state.result) {
        if (n >= limit) throw new Error(`the game did not end within ${limit} steps`);
        const legal = listed(state);
        if (legal.length === 0) {
          const p = pending(state);
          throw new Error(`no legal action before the end of the game${p ? ` (${p.faction} must decide: ${p.prompt}, ${p.rule})` : ''}`);
        }
        const policy = policies[legal[0].faction as Faction];
        let action: Action;
        let listedAs: Action | undefined;
        if (policy) {
          const chosen = chooseListed(policy, state);
          action = chosen.decision.action;
          listedAs = chosen.listed;
        } else {
          const pick = nextInt(rng, legal.length);
          rng = pick.rng;
          action = legal[pick.value];
        }
        const next = applyChosen(state, action, listedAs);
        if (!next.ok) throw next.error;
        state = next.state;
        if (settings.onRecord) actions.push({ ...action });
        n++;
      }
      const r = state.result;
      t.finished++;
      t.wins[r.winner ?? 'none']++;
      for (const f of FACTIONS) {
        t.marginSums[f].first += r.margins[f].first;
        t.marginSums[f].second += r.margins[f].second;
        t.marginSums[f].total += r.margins[f].total;
      }
      t.reasons[r.reason] = (t.reasons[r.reason] ?? 0) + 1;
      t.cards += state.deck.played.length + (state.deck.current === null ? 0 : 1);
      t.steps += n;
      t.minSteps = Math.min(t.minSteps, n);
      t.maxSteps = Math.max(t.maxSteps, n);
      settings.onRecord?.(g, { ...startRecord(settings.scenario, options), actions });
    } catch (e) {
      t.errors.push({ game: g, seed, steps: n, message: e instanceof Error ? e.message : String(e) });
      settings.onRecord?.(g, { ...startRecord(settings.scenario, options), actions });
    }
    onGame?.();
  }
  t.errors.sort((x, y) => x.game - y.game);
  return t;
}

/** The game numbers `0 … games-1` dealt round-robin to `workers` workers (no empty share: at most `games` shares). */
export function splitGames(games: number, workers: number): number[][] {
  const shares: number[][] = Array.from({ length: Math.max(1, Math.min(workers, games)) }, () => []);
  for (let g = 0; g < games; g++) shares[g % shares.length].push(g);
  return shares;
}

/** The statistics of a run from its merged tally: means divided once, reasons in a fixed order. */
export function simReport(settings: Pick<SimSettings, 'scenario' | 'seed' | 'games' | 'options'>, t: SimTally, seconds: number, workers = 1): SimReport {
  const mean = (x: number): number => (t.finished === 0 ? 0 : round(x / t.finished));
  const reasons: SimReport['reasons'] = {};
  for (const k of Object.keys(t.reasons).sort() as GameResult['reason'][]) reasons[k] = t.reasons[k];
  return {
    scenario: settings.scenario,
    seed: settings.seed,
    nonPlayers: [...(settings.options?.nonPlayers ?? [])],
    games: settings.games,
    finished: t.finished,
    wins: { ...t.wins },
    meanMargins: Object.fromEntries(FACTIONS.map((f) => [f, { first: mean(t.marginSums[f].first), second: mean(t.marginSums[f].second), total: mean(t.marginSums[f].total) }])) as Record<Faction, MeanMargins>,
    reasons,
    meanCards: mean(t.cards),
    meanSteps: mean(t.steps),
    minSteps: t.finished === 0 ? 0 : t.minSteps,
    maxSteps: t.maxSteps,
    seconds: round(seconds, 3),
    gamesPerSecond: seconds > 0 ? round(settings.games / seconds) : 0,
    workers,
    errors: [...t.errors],
  };
}

/**
 * Plays `settings.games` legal games in this thread: the Non-Players (`options.nonPlayers`) by their
 * flowcharts, the other Factions' choices uniform among the legal actions (seeded).
 */
export function simulate(settings: SimSettings): SimReport {
  const t0 = performance.now();
  let done = 0;
  const games = Array.from({ length: settings.games }, (_, g) => g);
  const tally = simulateGames(settings, games, settings.onProgress && (() => settings.onProgress!(++done)));
  return simReport(settings, tally, (performance.now() - t0) / 1000);
}

/** Writes game `g`'s record as `<dir>/game-<g>.json` (an `onRecord` for {@link SimSettings}). */
export function recordWriter(dir: string): (game: number, record: GameRecord) => void {
  return (g, record) => writeFileSync(join(dir, `game-${g}.json`), serializeRecord(record));
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
