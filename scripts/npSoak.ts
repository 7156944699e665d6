/**
 * The Non-Player soak: many games of every scenario with the written flowchart policies playing their
 * Factions and the others at random, every policy decision checked (legal, deterministic, save/load-
 * proof, driven by its rolls; src/testing/nonPlayers.ts) and the engine's promises after every step.
 *
 *   npm run soak:nonplayers -- --games 250 [--seed S] [--nonplayers british] [--period-events] [--every K] [--check-plans]
 *
 * `--games` is per scenario; `--nonplayers all` for the four flowcharts. `--check-plans` plans again at
 * every reuse of a plan kept from an earlier decision and fails on a difference (src/bots/planCache.ts).
 * `--outcomes FILE` writes the games' outcomes per scenario (wins per Faction, mean victory margins,
 * mean length) as JSON and prints them as a table. Prints the totals, or every failure (with the step) and exits 1.
 */
import { writeFileSync } from 'node:fs';
import { FACTIONS, SCENARIO_IDS, type Faction } from '../src/data/ids';
import { flowchartFactions, flowchartPolicies } from '../src/bots/flowcharts';
import { checkPlanCache } from '../src/bots/planCache';
import { policyConformance } from '../src/testing/nonPlayers';
import { runConformance, type ConformanceGame } from '../src/testing/conformance';

const args = process.argv.slice(2);
const value = (flag: string, fallback: string): string => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const games = Number(value('--games', '25'));
const every = Number(value('--every', '5'));
const named = value('--nonplayers', 'british');
const nonPlayers = (named === 'all' ? flowchartFactions() : named.split(',')) as Faction[];
if (args.includes('--check-plans')) checkPlanCache(true);
const periodEvents = args.includes('--period-events');
const seed = value('--seed', 'np-soak');
const outcomesFile = args.includes('--outcomes') ? value('--outcomes', 'outcomes.json') : null;
let decisions = 0;
/** Per scenario: games ended, wins per Faction (none: no winner), sums of total margins and of steps. */
const outcomes: Record<string, { games: number; wins: Record<string, number>; margin: Record<string, number>; steps: number }> = {};
const tally = (g: ConformanceGame): void => {
  if (!g.result) return;
  const o = (outcomes[g.scenario] ??= { games: 0, wins: {}, margin: {}, steps: 0 });
  o.games++;
  o.steps += g.steps;
  const w = g.result.winner ?? 'none';
  o.wins[w] = (o.wins[w] ?? 0) + 1;
  for (const f of FACTIONS) o.margin[f] = (o.margin[f] ?? 0) + g.result.margins[f].total;
};
const t0 = performance.now();
const report = runConformance({
  ...policyConformance({ policies: flowchartPolicies(nonPlayers), checkEvery: every, onDecision: () => decisions++ }),
  scenarios: SCENARIO_IDS,
  games,
  seed,
  options: { nonPlayers, periodEvents },
  roundTripEvery: 101,
  onGame: (g) => {
    tally(g);
    process.stderr.write(`\r${g.scenario} game ${g.game + 1}/${games}   `);
  },
});
process.stderr.write('\n');
const s = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`${report.games} games (${nonPlayers.join(', ')} Non-Player${periodEvents ? ', Period Events' : ''}, seed ${seed}): ${report.steps} steps, ${decisions} policy decisions, ${report.roundTrips} round trips, ${report.failures.length} failures, ${s} s`);
if (outcomesFile) {
  const rows = Object.entries(outcomes).map(([scenario, o]) => ({
    scenario,
    games: o.games,
    wins: Object.fromEntries([...FACTIONS, 'none'].map((f) => [f, o.wins[f] ?? 0])),
    meanMargin: Object.fromEntries(FACTIONS.map((f) => [f, Math.round((10 * o.margin[f]) / o.games) / 10])),
    meanSteps: Math.round(o.steps / o.games),
  }));
  writeFileSync(outcomesFile, JSON.stringify({ nonPlayers, periodEvents, seed, rows }, null, 2) + '\n');
  console.log(`scenario | games | ${FACTIONS.map((f) => `${f} wins`).join(' | ')} | no winner | ${FACTIONS.map((f) => `${f} margin`).join(' | ')} | steps`);
  for (const r of rows) console.log(`${r.scenario} | ${r.games} | ${FACTIONS.map((f) => r.wins[f]).join(' | ')} | ${r.wins.none} | ${FACTIONS.map((f) => r.meanMargin[f]).join(' | ')} | ${r.meanSteps}`);
}
for (const f of report.failures) console.log(`${f.scenario} game ${f.game} step ${f.step}: ${f.kind}: ${f.message}`);
process.exit(report.failures.length > 0 ? 1 : 0);
