/**
 * `npm run bench`: random legal playouts of every scenario; prints a readable table and a JSON summary.
 * Measures micro-steps per second, legalActions and apply latency (median, p99, µs), steps and ms per
 * full game, serialized state size. Never used by tests.
 */
import { performance } from 'node:perf_hooks';
import { createGame, legalActions, apply, serialize, SCENARIO_IDS } from '../src/index';
import type { GameState, ScenarioId } from '../src/index';
import { nextInt, seedRng, type RngState } from '../src/dice/index';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);

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
  applyMedianUs: number;
  applyP99Us: number;
  stepsPerGame: number;
  msPerGameMedian: number;
  stateBytes: number;
}

function run(scenario: ScenarioId): Row {
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
    applyMedianUs: +quantile(apTimes, 0.5).toFixed(1),
    applyP99Us: +quantile(apTimes, 0.99).toFixed(1),
    stepsPerGame: Math.round(steps / GAMES),
    msPerGameMedian: +quantile(gameMs, 0.5).toFixed(1),
    stateBytes: bytes,
  };
}

const rows = SCENARIO_IDS.map(run);
console.table(rows);
console.log(JSON.stringify({ machine: `${process.platform} ${process.arch}, node ${process.version}`, rows }, null, 2));
