/**
 * Bench of whole-move matching (issue #20), called by bench/run.ts: random turns of random games of every
 * scenario (a Command with or without a Special Activity, an Event, a pass), each matched from the board
 * after it with what was announced; the time per match in ms (percentiles), the positions expanded (90th
 * percentile) and how many matched (the budget is the default 2,000 positions).
 */
import { performance } from 'node:perf_hooks';
import type { ScenarioId } from '../src/index';
import { randomTurns } from '../test/table/randomTurns';
import { engine } from './engine';

const { matchMove, SCENARIO_IDS } = engine;

export interface MatchBenchRow {
  scenario: ScenarioId;
  moves: number;
  matched: number;
  'p50 ms': number;
  'p90 ms': number;
  'max ms': number;
  /** Positions expanded at the 90th percentile (independent of the machine's speed). */
  'p90 positions': number;
}

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(2);
};

/** `turns` random turns per scenario, each matched (announced as played, the default budget). */
export function matchBench(turns: number): MatchBenchRow[] {
  return SCENARIO_IDS.map((scenario) => {
    const times: number[] = [];
    const positions: number[] = [];
    let matched = 0;
    for (const { start, end, announced } of randomTurns(scenario, turns)) {
      const t0 = performance.now();
      const r = matchMove(start, end, { announced });
      times.push(performance.now() - t0);
      positions.push(r.nodes);
      if (r.ok) matched++;
    }
    return { scenario, moves: times.length, matched, 'p50 ms': quantile(times, 0.5), 'p90 ms': quantile(times, 0.9), 'max ms': quantile(times, 1), 'p90 positions': quantile(positions, 0.9) };
  });
}
