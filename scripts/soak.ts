/**
 * The long soak: many random games of every scenario, both dice modes and varied options, checked
 * after every step (see scripts/soak-lib.ts).
 *
 *   npm run soak -- --games 2000 [--seed S] [--scenario 1775|1776|1778|sprint] [--bias activities]
 *                   [--start N] [--every K] [--max-steps N] [--out DIR] [--no-determinism]
 *
 * On the first failure it writes the record that reproduces it to `DIR/<name>.json` (default
 * ./soak-failures), prints one line naming the file and exits 1; otherwise it prints the totals
 * (games, steps, steps/s, round trips) and exits 0. Replay a failure with `lod replay <file>`.
 */
import { SCENARIO_IDS, type ScenarioId } from '../src/data/ids';
import { failureLine, runSoak, writeSoakFailure, type SoakOptions } from './soak-lib';

const USAGE =
  'usage: npm run soak -- --games N [--seed S] [--scenario 1775|1776|1778|sprint] [--bias activities] [--start N] [--every K] [--max-steps N] [--out DIR] [--no-determinism]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function positive(flag: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) fail(`${flag} needs a positive integer, got ${JSON.stringify(text)}`);
  return n;
}

const args = process.argv.slice(2);
const settings: SoakOptions = { games: 100 };
let out = 'soak-failures';
for (let i = 0; i < args.length; i++) {
  const flag = args[i];
  const value = (): string => {
    const v = args[++i];
    if (v === undefined) fail(`${flag} needs a value`);
    return v;
  };
  switch (flag) {
    case '--games':
      settings.games = positive(flag, value());
      break;
    case '--start': {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) fail(`--start needs a whole number, got ${JSON.stringify(args[i])}`);
      settings.start = n;
      break;
    }
    case '--seed':
      settings.seed = value();
      break;
    case '--scenario': {
      const s = value();
      if (!(SCENARIO_IDS as readonly string[]).includes(s)) fail(`unknown scenario ${JSON.stringify(s)}`);
      settings.scenario = s as ScenarioId;
      break;
    }
    case '--bias': {
      const b = value();
      if (b !== 'activities') fail(`unknown bias ${JSON.stringify(b)} (only: activities)`);
      settings.bias = b;
      break;
    }
    case '--every':
      settings.roundTripEvery = positive(flag, value());
      break;
    case '--max-steps':
      settings.maxSteps = positive(flag, value());
      break;
    case '--out':
      out = value();
      break;
    case '--no-determinism':
      settings.checkDeterminism = false;
      break;
    case '--help':
    case '-h':
      console.log(USAGE);
      process.exit(0);
    default:
      fail(`unknown argument ${JSON.stringify(flag)}`);
  }
}

const progressEvery = Math.max(1, Math.min(100, Math.floor(settings.games / 20)));
let steps = 0;
const t0 = performance.now();
settings.onGame = (g) => {
  steps += g.steps;
  const done = g.index + 1 - (settings.start ?? 0);
  if (done % progressEvery === 0 && done < settings.games) {
    const s = (performance.now() - t0) / 1000;
    process.stderr.write(`  ${done}/${settings.games} games, ${steps} steps, ${Math.round(steps / s)} steps/s\n`);
  }
};

const report = runSoak(settings);
if (report.failure) {
  const path = writeSoakFailure(report.failure, out);
  console.log(failureLine(report.failure, path));
  process.exit(1);
}
const seconds = report.ms / 1000;
const scenarios = Object.entries(report.byScenario)
  .map(([s, n]) => `${s} ${n}`)
  .join(', ');
console.log(
  `soak ok: ${report.games} games (${scenarios}; seeded ${report.byDice.seeded}, external ${report.byDice.external}; biased ${report.biased}), ` +
    `${report.steps} steps in ${seconds.toFixed(1)} s (${Math.round(report.steps / Math.max(seconds, 0.001))} steps/s), ${report.roundTrips} round trips`,
);
