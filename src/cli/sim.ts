/**
 * `lod sim`: random legal games of one scenario, and their statistics (wins, margins, length, speed).
 * @module
 */
import type { Action } from '../core/action';
import { createGame, type CreateGameOptions } from '../game/createGame';
import { apply, legalActions, pending } from '../game/machine';
import type { GameResult } from '../core/state';
import { FACTIONS, type Faction, type ScenarioId } from '../data/ids';
import { nextInt, seedRng } from '../dice/index';
import { startRecord, type GameRecord } from '../records/record';
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
  /** Games that failed with an engine error. */
  errors: SimError[];
}

/**
 * Plays `settings.games` legal games: the Non-Players (`options.nonPlayers`) by their flowcharts, the
 * other Factions' choices uniform among the legal actions (seeded).
 * @throws RangeError when a Non-Player's flowchart is not written yet.
 */
export function simulate(settings: SimSettings): SimReport {
  const t0 = performance.now();
  const policies = flowchartPolicies(settings.options?.nonPlayers ?? []);
  const wins: Record<Faction | 'none', number> = { british: 0, patriots: 0, french: 0, indians: 0, none: 0 };
  const sums = Object.fromEntries(FACTIONS.map((f) => [f, { first: 0, second: 0, total: 0 }])) as Record<Faction, MeanMargins>;
  const reasons: SimReport['reasons'] = {};
  const errors: SimError[] = [];
  let finished = 0;
  let cards = 0;
  let steps = 0;
  let minSteps = Infinity;
  let maxSteps = 0;
  const limit = settings.maxSteps ?? 100_000;
  for (let g = 0; g < settings.games; g++) {
    const seed = `${settings.seed}:${g}`;
    const options: CreateGameOptions = { ...settings.options, seed };
    let rng = seedRng(`lod-sim:${seed}`);
    const actions: Action[] = [];
    let n = 0;
    try {
      let state = createGame(settings.scenario, options);
      while (!state.result) {
        if (n >= limit) throw new Error(`the game did not end within ${limit} steps`);
        const legal = legalActions(state);
        if (legal.length === 0) {
          const p = pending(state);
          throw new Error(`no legal action before the end of the game${p ? ` (${p.faction} must decide: ${p.prompt}, ${p.rule})` : ''}`);
        }
        const policy = policies[pending(state)!.faction as Faction];
        let action: Action;
        if (policy) action = policy.choose(state).action;
        else {
          const pick = nextInt(rng, legal.length);
          rng = pick.rng;
          action = legal[pick.value];
        }
        state = apply(state, action);
        if (settings.onRecord) actions.push(action);
        n++;
      }
      const r = state.result;
      finished++;
      wins[r.winner ?? 'none']++;
      for (const f of FACTIONS) {
        sums[f].first += r.margins[f].first;
        sums[f].second += r.margins[f].second;
        sums[f].total += r.margins[f].total;
      }
      reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
      cards += state.deck.played.length + (state.deck.current === null ? 0 : 1);
      steps += n;
      minSteps = Math.min(minSteps, n);
      maxSteps = Math.max(maxSteps, n);
      settings.onRecord?.(g, { ...startRecord(settings.scenario, options), actions });
    } catch (e) {
      errors.push({ game: g, seed, steps: n, message: e instanceof Error ? e.message : String(e) });
      settings.onRecord?.(g, { ...startRecord(settings.scenario, options), actions });
    }
    settings.onProgress?.(g + 1);
  }
  const seconds = (performance.now() - t0) / 1000;
  const mean = (x: number): number => (finished === 0 ? 0 : round(x / finished));
  return {
    scenario: settings.scenario,
    seed: settings.seed,
    nonPlayers: [...(settings.options?.nonPlayers ?? [])],
    games: settings.games,
    finished,
    wins,
    meanMargins: Object.fromEntries(FACTIONS.map((f) => [f, { first: mean(sums[f].first), second: mean(sums[f].second), total: mean(sums[f].total) }])) as Record<Faction, MeanMargins>,
    reasons,
    meanCards: mean(cards),
    meanSteps: mean(steps),
    minSteps: finished === 0 ? 0 : minSteps,
    maxSteps,
    seconds: round(seconds, 3),
    gamesPerSecond: seconds > 0 ? round(settings.games / seconds) : 0,
    errors,
  };
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
