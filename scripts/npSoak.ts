/**
 * The Non-Player soak: many games of every scenario with the written flowchart policies playing their
 * Factions and the others at random, every policy decision checked (legal, deterministic, save/load-
 * proof, driven by its rolls; src/testing/nonPlayers.ts) and the engine's promises after every step.
 *
 *   npm run soak:nonplayers -- --games 250 [--seed S] [--nonplayers british] [--period-events] [--every K] [--check-plans]
 *
 * `--games` is per scenario; `--nonplayers all` for the four flowcharts. `--check-plans` plans again at
 * every reuse of a plan kept from an earlier decision and fails on a difference (src/bots/planCache.ts). Prints the totals, or every failure (with the step) and exits 1.
 */
import { SCENARIO_IDS, type Faction } from '../src/data/ids';
import { flowchartFactions, flowchartPolicies } from '../src/bots/flowcharts';
import { checkPlanCache } from '../src/bots/planCache';
import { policyConformance } from '../src/testing/nonPlayers';
import { runConformance } from '../src/testing/conformance';

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
let decisions = 0;
const t0 = performance.now();
const report = runConformance({
  ...policyConformance({ policies: flowchartPolicies(nonPlayers), checkEvery: every, onDecision: () => decisions++ }),
  scenarios: SCENARIO_IDS,
  games,
  seed,
  options: { nonPlayers, periodEvents },
  roundTripEvery: 101,
  onGame: (g) => process.stderr.write(`\r${g.scenario} game ${g.game + 1}/${games}   `),
});
process.stderr.write('\n');
const s = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`${report.games} games (${nonPlayers.join(', ')} Non-Player${periodEvents ? ', Period Events' : ''}, seed ${seed}): ${report.steps} steps, ${decisions} policy decisions, ${report.roundTrips} round trips, ${report.failures.length} failures, ${s} s`);
for (const f of report.failures) console.log(`${f.scenario} game ${f.game} step ${f.step}: ${f.kind}: ${f.message}`);
process.exit(report.failures.length > 0 ? 1 : 0);
