/**
 * `npm run bench`: random legal playouts of every scenario; prints the machine, a readable table and a
 * JSON summary. Measures micro-steps per second, legalActions and apply latency (median, p99, mean, µs),
 * steps and ms per full game, serialized state size. One untimed game per scenario warms the JIT up
 * first. `BENCH_GAMES=5 npm run bench` for a quick run. Never used by tests.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createGame, legalActions, apply, serialize, SCENARIO_IDS } from '../src/index';
import type { GameState, ScenarioId } from '../src/index';
import { nextInt, seedRng, type RngState } from '../src/dice/index';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);

const cpus = os.cpus();
/** Where the numbers come from: they mean little without it. */
const MACHINE = {
  cpu: cpus[0]?.model.trim() ?? 'unknown',
  cores: cpus.length,
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  loadAverage: os.loadavg().map((x) => +x.toFixed(2)),
};

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

interface Row {
  scenario: ScenarioId;
  games: number;
  stepsPerSecond: number;
  legalActionsMedianUs: number;
  legalActionsP99Us: number;
  legalActionsMeanUs: number;
  applyMedianUs: number;
  applyP99Us: number;
  applyMeanUs: number;
  stepsPerGame: number;
  msPerGameMedian: number;
  stateBytes: number;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** One untimed random game, so that the timed games run on warm (JIT-compiled) code. */
function warmUp(scenario: ScenarioId): void {
  let rng: RngState = seedRng('bench-warm-up');
  let state: GameState = createGame(scenario, { seed: 'warm-up' });
  while (!state.result) {
    const actions = legalActions(state);
    const pick = nextInt(rng, actions.length);
    rng = pick.rng;
    state = apply(state, actions[pick.value]);
  }
}

function run(scenario: ScenarioId): Row {
  warmUp(scenario);
  const laTimes: number[] = [];
  const apTimes: number[] = [];
  const gameMs: number[] = [];
  let steps = 0;
  let totalMs = 0;
  let bytes = 0;
  for (let g = 0; g < GAMES; g++) {
    let rng: RngState = seedRng(`bench-${g}`);
    let state: GameState = createGame(scenario, { seed: g });
    const t0 = performance.now();
    while (!state.result) {
      const a0 = performance.now();
      const actions = legalActions(state);
      const a1 = performance.now();
      const pick = nextInt(rng, actions.length);
      rng = pick.rng;
      state = apply(state, actions[pick.value]);
      const a2 = performance.now();
      laTimes.push((a1 - a0) * 1000);
      apTimes.push((a2 - a1) * 1000);
      steps++;
    }
    const ms = performance.now() - t0;
    gameMs.push(ms);
    totalMs += ms;
    bytes = Math.max(bytes, serialize(state).length);
  }
  return {
    scenario,
    games: GAMES,
    stepsPerSecond: Math.round(steps / (totalMs / 1000)),
    legalActionsMedianUs: +quantile(laTimes, 0.5).toFixed(1),
    legalActionsP99Us: +quantile(laTimes, 0.99).toFixed(1),
    legalActionsMeanUs: +mean(laTimes).toFixed(1),
    applyMedianUs: +quantile(apTimes, 0.5).toFixed(1),
    applyP99Us: +quantile(apTimes, 0.99).toFixed(1),
    applyMeanUs: +mean(apTimes).toFixed(1),
    stepsPerGame: Math.round(steps / GAMES),
    msPerGameMedian: +quantile(gameMs, 0.5).toFixed(1),
    stateBytes: bytes,
  };
}

console.log(
  `Machine: ${MACHINE.cpu}, ${MACHINE.cores} cores, Node ${MACHINE.node} (${MACHINE.platform}), load average ${MACHINE.loadAverage.join(' ')}; ${GAMES} games per scenario`,
);
const rows = SCENARIO_IDS.map(run);
console.table(rows);
console.log(JSON.stringify({ machine: MACHINE, games: GAMES, rows }, null, 2));
