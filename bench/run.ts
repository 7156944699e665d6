/**
 * `npm run bench`: random legal playouts of every scenario through the public API. Never used by tests.
 *
 * - Steady state: V8 keeps compiling the engine's functions with its optimizing tier for the first few
 *   hundred games of a process (the same games run two to three times faster after it), so everything
 *   measured below comes after a long warm-up: `BENCH_WARMUP` random games per scenario through the
 *   Simulator (default 120), half as many through the public API and through the Simulator without undo
 *   (rollouts), and a quarter as many Non-Player games,
 *   untimed but for the Simulator's throughput per tenth of the warm-up, printed to show the climb.
 * - Cold start in a child process, reported beside: the first games of a fresh process (what a short
 *   script, a test or a virtual table's occasional check sees).
 * - Throughput without per-call timers: whole games are played between two readings of the process's
 *   CPU time (and of the wall clock, shown beside it), in several rounds, the scenario order rotating
 *   from round to round; medians and the spread (min–max) over the rounds are printed. The public API
 *   and the two Simulator modes take turns within each round, in rotating order, so that none is always
 *   measured right after the same work (the warm-up's Non-Player games, say).
 * - Latency in a separate pass, each `legalActions` and `apply` call timed: percentiles in µs.
 * - Non-Player games: the written flowcharts play their Factions (all four today: bot-only games), the
 *   others at random; games per second and ms per game per scenario against the targets of the
 *   Non-Player issue (a 1775 game in 20 ms, 1776 in 10 ms, 1778 in 8 ms), and the share of the time
 *   spent in the policies (a separate pass timing each policy decision) versus the engine. Then the same
 *   games as `lod sim` plays them: `playGame` without the account (the Simulator's unchecked step on the
 *   silent account).
 * - Allocation per step in a child process with a new space large enough that no scavenge runs during
 *   the measurement (heap used after minus before, over whole games), after a quarter of the warm-up
 *   (optimized code allocates less: V8 removes some short-lived objects).
 *
 * The code measured is the built package (dist/, as published; `npm run bench` builds it first), or the
 * sources with `BENCH_SOURCE=1` (slower: see bench/engine.ts).
 *
 * `BENCH_ROUNDS=3 BENCH_GAMES=4 npm run bench` for a quick run. Prints the machine, tables, and a JSON
 * summary at the end.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { GameState, ScenarioId, Simulator as SimulatorType } from '../src/index';
import type { RngState } from '../src/dice/index';
import { bots, dice, engine, ENGINE_SOURCE } from './engine';

const { createGame, legalActions, apply, Simulator, SCENARIO_IDS, FACTIONS } = engine;
const { nextInt, seedRng } = dice;
const { flowchartFactions, flowchartPolicies, playGame: playWithPolicies, policySet, randomPolicy } = bots;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GAMES = Number(process.env.BENCH_GAMES ?? 6);
const LATENCY_GAMES = Number(process.env.BENCH_LATENCY_GAMES ?? 4);
const ALLOC_GAMES = 2;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 120);
const COLD_SIM_GAMES = 2;

const cpus = os.cpus();
/** Where the numbers come from: they mean little without it. */
const MACHINE = {
  cpu: cpus[0]?.model.trim() ?? 'unknown',
  cores: cpus.length,
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  engine: ENGINE_SOURCE,
  loadAverage: os.loadavg().map((x) => +x.toFixed(2)),
};

const median = (xs: readonly number[]): number => quantile(xs, 0.5);
function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const round1 = (x: number): number => +x.toFixed(1);

/** One random game (seeded chooser), untimed; returns its number of steps. */
function playGame(scenario: ScenarioId, seed: string): number {
  let rng: RngState = seedRng(`chooser-${seed}`);
  let state: GameState = createGame(scenario, { seed });
  while (!state.result) {
    const actions = legalActions(state);
    const pick = nextInt(rng, actions.length);
    rng = pick.rng;
    state = apply(state, actions[pick.value]);
  }
  return state.steps;
}

/** The same game through the Simulator (legal, do): returns its number of steps. */
function playGameSim(scenario: ScenarioId, seed: string): number {
  return playSimulator(Simulator.from(createGame(scenario, { seed })), seed);
}

/** The same game through a Simulator without undo (`{ undo: false }`: in place, for rollouts): returns its number of steps. */
function playGameRollout(scenario: ScenarioId, seed: string): number {
  return playSimulator(Simulator.from(createGame(scenario, { seed }), { undo: false }), seed);
}

/** Random play on a Simulator to the end (the chooser seeded as in {@link playGame}): returns the game's number of steps. */
function playSimulator(sim: SimulatorType, seed: string): number {
  let rng: RngState = seedRng(`chooser-${seed}`);
  while (sim.result === null) {
    const actions = sim.legal();
    const pick = nextInt(rng, actions.length);
    rng = pick.rng;
    sim.do(actions[pick.value]);
  }
  return sim.toState().steps;
}

/** Factions played by their flowcharts in the Non-Player games, and their policies. */
const NON_PLAYERS = flowchartFactions();
const POLICIES = flowchartPolicies(NON_PLAYERS);

/** One game with the written flowcharts playing their Factions and the others random: returns its steps. */
function playGameNonPlayers(scenario: ScenarioId, seed: string): number {
  let rng: RngState = seedRng(`chooser-${seed}`);
  let state: GameState = createGame(scenario, { seed, nonPlayers: NON_PLAYERS });
  while (!state.result) {
    const actions = legalActions(state);
    const faction = actions[0].faction;
    const policy = faction === 'chance' ? undefined : POLICIES[faction];
    if (policy) state = apply(state, policy.choose(state).action);
    else {
      const pick = nextInt(rng, actions.length);
      rng = pick.rng;
      state = apply(state, actions[pick.value]);
    }
  }
  return state.steps;
}

/** A policy for every Faction: the flowcharts', and the uniform random policy for a Faction without one (none today). */
const ALL_POLICIES = policySet(FACTIONS, (f) => POLICIES[f] ?? randomPolicy(f));

/**
 * The same Non-Player games played as `lod sim` plays them: `playGame` without the account (the
 * Simulator's step: each listed action stepped unchecked, on the silent account). Returns its steps.
 */
function playGameNonPlayersSilent(scenario: ScenarioId, seed: string): number {
  return playWithPolicies(createGame(scenario, { seed, nonPlayers: NON_PLAYERS }), ALL_POLICIES, { account: false }).state.steps;
}

/** ms of CPU per bot-only game the Non-Player issue asks for (30× the fastest existing implementation). */
const BOT_ONLY_TARGET_MS: Readonly<Partial<Record<ScenarioId, number>>> = { '1775': 20, '1776': 10, '1778': 8 };

/**
 * The share of a Non-Player game's wall time spent in the policies' `choose` (one timer pair per policy
 * decision, a pass of its own so the throughput above carries no timers), per scenario, in %.
 */
function policyShare(games: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const scenario of SCENARIO_IDS) {
    let inPolicies = 0;
    const t0 = performance.now();
    for (let g = 0; g < games; g++) {
      let rng: RngState = seedRng(`share-chooser-${g}`);
      let state: GameState = createGame(scenario, { seed: `share-${g}`, nonPlayers: NON_PLAYERS });
      while (!state.result) {
        const actions = legalActions(state);
        const faction = actions[0].faction;
        const policy = faction === 'chance' ? undefined : POLICIES[faction];
        if (policy) {
          const c0 = performance.now();
          const action = policy.choose(state).action;
          inPolicies += performance.now() - c0;
          state = apply(state, action);
        } else {
          const pick = nextInt(rng, actions.length);
          rng = pick.rng;
          state = apply(state, actions[pick.value]);
        }
      }
    }
    out[scenario] = round1((100 * inPolicies) / (performance.now() - t0));
  }
  return out;
}

type Player = (scenario: ScenarioId, seed: string) => number;

/** CPU time of this process so far, in ms (user + system). */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Sample {
  steps: number;
  games: number;
  cpuMs: number;
  wallMs: number;
}

/** Plays `games` games of the scenario between two readings of the clocks. */
function measure(play: Player, scenario: ScenarioId, round: number, games: number): Sample {
  const c0 = cpuMs();
  const w0 = performance.now();
  let steps = 0;
  for (let g = 0; g < games; g++) steps += play(scenario, `bench-${round}-${g}`);
  return { steps, games, cpuMs: cpuMs() - c0, wallMs: performance.now() - w0 };
}

interface ThroughputRow {
  scenario: ScenarioId;
  'steps/s (CPU)': number;
  'min–max': string;
  'steps/s (wall)': number;
  'ms/game (CPU)': number;
  'steps/game': number;
}

type Throughput = { rows: ThroughputRow[]; all: { stepsPerSecond: number; spread: [number, number] } };

/**
 * Throughput of each player over {@link ROUNDS} rounds. The players take turns within each round, their
 * order rotating from round to round, and so does the scenario order within a player's turn: no player
 * or scenario always runs first (or last), after the same work.
 */
function throughputs(players: readonly Player[]): Throughput[] {
  const samples = players.map(() => new Map<ScenarioId, Sample[]>(SCENARIO_IDS.map((s) => [s, []])));
  const totals: number[][] = players.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const order = SCENARIO_IDS.map((_, i) => SCENARIO_IDS[(i + r) % SCENARIO_IDS.length]);
    for (let k = 0; k < players.length; k++) {
      const p = (k + r) % players.length;
      let steps = 0;
      let ms = 0;
      for (const scenario of order) {
        const s = measure(players[p], scenario, r, GAMES);
        samples[p].get(scenario)!.push(s);
        steps += s.steps;
        ms += s.cpuMs;
      }
      totals[p].push(steps / (ms / 1000));
    }
  }
  return players.map((_, p): Throughput => {
    const rows = SCENARIO_IDS.map((scenario): ThroughputRow => {
      const xs = samples[p].get(scenario)!;
      const rates = xs.map((s) => s.steps / (s.cpuMs / 1000));
      return {
        scenario,
        'steps/s (CPU)': Math.round(median(rates)),
        'min–max': `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`,
        'steps/s (wall)': Math.round(median(xs.map((s) => s.steps / (s.wallMs / 1000)))),
        'ms/game (CPU)': round1(median(xs.map((s) => s.cpuMs / s.games))),
        'steps/game': Math.round(mean(xs.map((s) => s.steps / s.games))),
      };
    });
    const all = totals[p];
    return { rows, all: { stepsPerSecond: Math.round(median(all)), spread: [Math.round(Math.min(...all)), Math.round(Math.max(...all))] } };
  });
}

/** Throughput of one player, rounds as in {@link throughputs}. */
const throughput = (play: Player): Throughput => throughputs([play])[0];

interface LatencyRow {
  call: string;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
}

/** Each call timed, over a few games of every scenario. */
function latency(): LatencyRow[] {
  const la: number[] = [];
  const ap: number[] = [];
  const both: number[] = [];
  for (const scenario of SCENARIO_IDS) {
    for (let g = 0; g < LATENCY_GAMES; g++) {
      let rng: RngState = seedRng(`latency-${g}`);
      let state: GameState = createGame(scenario, { seed: `latency-${g}` });
      while (!state.result) {
        const t0 = performance.now();
        const actions = legalActions(state);
        const t1 = performance.now();
        const pick = nextInt(rng, actions.length);
        rng = pick.rng;
        const t2 = performance.now();
        state = apply(state, actions[pick.value]);
        const t3 = performance.now();
        la.push((t1 - t0) * 1000);
        ap.push((t3 - t2) * 1000);
        both.push((t1 - t0 + t3 - t2) * 1000);
      }
    }
  }
  const row = (call: string, xs: number[]): LatencyRow => ({
    call,
    p50: round1(quantile(xs, 0.5)),
    p90: round1(quantile(xs, 0.9)),
    p99: round1(quantile(xs, 0.99)),
    mean: round1(mean(xs)),
  });
  return [row('legalActions', la), row('apply', ap), row('both', both)];
}

/** Allocation per step (bytes), measured in this process: call it only in the child started by {@link allocation}. */
function allocationHere(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the allocation pass needs --expose-gc');
  for (let g = 0; g < Math.ceil(WARMUP / 4); g++) for (const scenario of SCENARIO_IDS) playGame(scenario, `alloc-warm-up-${g}`);
  let bytes = 0;
  let steps = 0;
  for (const scenario of SCENARIO_IDS) {
    for (let g = 0; g < ALLOC_GAMES; g++) {
      gc();
      const h0 = process.memoryUsage().heapUsed;
      steps += playGame(scenario, `alloc-${g}`);
      bytes += process.memoryUsage().heapUsed - h0;
    }
  }
  return Math.round(bytes / steps);
}

/** Runs {@link allocationHere} in a child process with a new space too large to fill during a game. */
function allocation(): number | null {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--expose-gc', '--min-semi-space-size=512', '--max-semi-space-size=512', fileURLToPath(import.meta.url)],
    { env: { ...process.env, BENCH_PART: 'allocation' }, encoding: 'utf8' },
  );
  const n = Number(child.stdout.trim().split('\n').pop());
  return child.status === 0 && Number.isFinite(n) ? n : null;
}

/** Throughput of a fresh process, no warm-up: the first Simulator games and the first Non-Player game of each scenario. */
interface Cold {
  /** Simulator micro-steps/s (CPU) over the first {@link COLD_SIM_GAMES} random games of each scenario. */
  simulatorStepsPerSecond: number;
  /** ms (CPU) of the first Non-Player game of each scenario, played after those. */
  nonPlayerMsPerGame: Record<string, number>;
}

/** The cold-start pass: call it only in the fresh child started by {@link cold}. */
function coldHere(): Cold {
  let steps = 0;
  const c0 = cpuMs();
  for (let g = 0; g < COLD_SIM_GAMES; g++) for (const scenario of SCENARIO_IDS) steps += playGameSim(scenario, `cold-${g}`);
  const simulatorStepsPerSecond = Math.round(steps / ((cpuMs() - c0) / 1000));
  const nonPlayerMsPerGame: Record<string, number> = {};
  for (const scenario of SCENARIO_IDS) {
    const n0 = cpuMs();
    playGameNonPlayers(scenario, 'cold-0');
    nonPlayerMsPerGame[scenario] = round1(cpuMs() - n0);
  }
  return { simulatorStepsPerSecond, nonPlayerMsPerGame };
}

/** Runs {@link coldHere} in a fresh child process (no JIT warm-up): its answer, or null when it failed. */
function cold(): Cold | null {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_PART: 'cold' },
    encoding: 'utf8',
  });
  try {
    return child.status === 0 ? (JSON.parse(child.stdout.trim().split('\n').pop()!) as Cold) : null;
  } catch {
    return null;
  }
}

/**
 * The warm-up before any measurement ({@link WARMUP} Simulator games per scenario, half as many through
 * the public API and through the Simulator without undo, a quarter as many Non-Player games). Returns the Simulator's throughput (CPU) in each
 * tenth of its games: the JIT's climb to the steady state.
 */
function warmUp(): number[] {
  const climb: number[] = [];
  const tenth = Math.max(1, Math.ceil(WARMUP / 10));
  for (let from = 0; from < WARMUP; from += tenth) {
    let steps = 0;
    const c0 = cpuMs();
    for (let g = from; g < Math.min(WARMUP, from + tenth); g++) for (const scenario of SCENARIO_IDS) steps += playGameSim(scenario, `warm-up-${g}`);
    climb.push(Math.round(steps / ((cpuMs() - c0) / 1000)));
  }
  for (let g = 0; g < Math.ceil(WARMUP / 2); g++) for (const scenario of SCENARIO_IDS) playGame(scenario, `warm-up-${g}`);
  for (let g = 0; g < Math.ceil(WARMUP / 2); g++) for (const scenario of SCENARIO_IDS) playGameRollout(scenario, `warm-up-${g}`);
  for (let g = 0; g < Math.ceil(WARMUP / 4); g++) for (const scenario of SCENARIO_IDS) playGameNonPlayers(scenario, `warm-up-${g}`);
  return climb;
}

if (process.env.BENCH_PART === 'allocation') {
  console.log(allocationHere());
} else if (process.env.BENCH_PART === 'cold') {
  console.log(JSON.stringify(coldHere()));
} else {
  console.log(
    `Machine: ${MACHINE.cpu}, ${MACHINE.cores} cores, Node ${MACHINE.node} (${MACHINE.platform}), load average ${MACHINE.loadAverage.join(' ')}; measuring ${ENGINE_SOURCE === 'dist' ? 'the built package (dist/)' : 'the sources (src/, through tsx)'}`,
  );
  const coldStart = cold();
  console.log(
    coldStart === null
      ? 'Cold start: not measured (the child process failed)'
      : `Cold start (a fresh process, no warm-up): Simulator ${coldStart.simulatorStepsPerSecond} micro-steps/s (CPU) over the first ${COLD_SIM_GAMES} random games of each scenario; then the first Non-Player game of each, ms (CPU): ${SCENARIO_IDS.map((s) => `${s} ${coldStart.nonPlayerMsPerGame[s]}`).join(', ')}`,
  );
  const climb = warmUp();
  console.log(`Warm-up: ${WARMUP} Simulator games per scenario (then ${Math.ceil(WARMUP / 2)} public API, ${Math.ceil(WARMUP / 2)} Simulator without undo and ${Math.ceil(WARMUP / 4)} Non-Player games), Simulator micro-steps/s (CPU) per tenth: ${climb.join(' ')}`);
  // The three random-playout modes take turns within each round (see throughputs).
  const [t, sim, rollout] = throughputs([playGame, playGameSim, playGameRollout]);
  console.log(`Public API (createGame, legalActions, apply), random legal playouts; ${ROUNDS} rounds × ${GAMES} games per scenario, taking turns with the two Simulator modes below`);
  console.table(t.rows);
  console.log(`All scenarios: ${t.all.stepsPerSecond} micro-steps/s (CPU), rounds ${t.all.spread[0]}–${t.all.spread[1]}`);
  console.log(`Simulator (legal, do), the same games; ${ROUNDS} rounds × ${GAMES} games per scenario`);
  console.table(sim.rows);
  console.log(`All scenarios: ${sim.all.stepsPerSecond} micro-steps/s (CPU), rounds ${sim.all.spread[0]}–${sim.all.spread[1]}`);
  console.log(`Simulator without undo (rollouts: Simulator.from(state, { undo: false }), in place), the same games; ${ROUNDS} rounds × ${GAMES} games per scenario`);
  console.table(rollout.rows);
  console.log(`All scenarios: ${rollout.all.stepsPerSecond} micro-steps/s (CPU), rounds ${rollout.all.spread[0]}–${rollout.all.spread[1]}`);
  console.log(`Non-Player games (${NON_PLAYERS.join(', ')} by their flowcharts, the others random), public API; ${ROUNDS} rounds × ${GAMES} games per scenario`);
  const np = throughput(playGameNonPlayers);
  const share = policyShare(1);
  const npRows = np.rows.map((r) => ({
    ...r,
    'target ms/game': BOT_ONLY_TARGET_MS[r.scenario] ?? '—',
    'policies %': share[r.scenario],
  }));
  console.table(npRows);
  const npGamesPerSecond = round1(1000 / median(np.rows.map((r) => r['ms/game (CPU)'])));
  console.log(`All scenarios: ${np.all.stepsPerSecond} micro-steps/s (CPU); ${npGamesPerSecond} games/s (median ms/game over the scenarios); policies % = share of the wall time in the policies' decisions (the rest: the engine)`);
  // Warmed on a few games of its own after the line above is measured, so that line stays as it was.
  for (let g = 0; g < Math.ceil(WARMUP / 8); g++) for (const scenario of SCENARIO_IDS) playGameNonPlayersSilent(scenario, `warm-up-${g}`);
  console.log(`Non-Player games as \`lod sim\` plays them (playGame without the account: the Simulator's unchecked step, silent account), the same games; ${ROUNDS} rounds × ${GAMES} games per scenario`);
  const npSilent = throughput(playGameNonPlayersSilent);
  const npSilentRows = npSilent.rows.map((r) => ({ ...r, 'target ms/game': BOT_ONLY_TARGET_MS[r.scenario] ?? '—' }));
  console.table(npSilentRows);
  const npSilentGamesPerSecond = round1(1000 / median(npSilent.rows.map((r) => r['ms/game (CPU)'])));
  console.log(`All scenarios: ${npSilent.all.stepsPerSecond} micro-steps/s (CPU); ${npSilentGamesPerSecond} games/s (median ms/game over the scenarios)`);
  const lat = latency();
  console.log(`Latency (µs), every call timed, ${LATENCY_GAMES} games per scenario:`);
  console.table(lat);
  const { matchBench } = await import('./matchMove'); // issue #20: whole-move matching, time per random turn
  const matchTurns = Number(process.env.BENCH_MATCH_TURNS ?? 40);
  console.log(`Whole-move matching (matchMove), ${matchTurns} random turns per scenario, ms per match:`);
  console.table(matchBench(matchTurns));
  const bytes = allocation();
  console.log(`Allocation: ${bytes === null ? 'not measured (the child process failed)' : `${(bytes / 1024).toFixed(1)} KB per step`}`);
  console.log(JSON.stringify({ machine: MACHINE, rounds: ROUNDS, games: GAMES, warmUp: { games: WARMUP, simulatorClimb: climb }, coldStart, throughput: t, simulator: sim, simulatorWithoutUndo: rollout, nonPlayers: { factions: NON_PLAYERS, ...np, rows: npRows, gamesPerSecond: npGamesPerSecond, policyShare: share, targetMsPerGame: BOT_ONLY_TARGET_MS }, nonPlayersSilent: { ...npSilent, rows: npSilentRows, gamesPerSecond: npSilentGamesPerSecond }, latency: lat, allocationBytesPerStep: bytes }, null, 2));
}
