/**
 * A search bot against random play and against the Non-Player flowcharts: the British chosen by flat
 * Monte Carlo search (`monteCarloPolicy` in lod-engine/bots: every legal action tried in rollouts that
 * do not see the real future — the unseen deck dealt again and the dice seeded again by `forRollout`).
 *
 * - `--opponents random` (the default): the Patriots, French and Indians play at random. The same games
 *   are played again with random British, from the same seeds, and the two are compared.
 * - `--opponents flowcharts`: the Patriots, French and Indians are Non-Players (8.1) played by their
 *   flowcharts (8.5–8.7). The same games are played again with the British at random and with the
 *   British by their own flowchart (8.4, the British then a Non-Player too), and the three are compared.
 *
 *   npx tsx examples/search-bot.ts [--games 4] [--rollouts 6] [--horizon 40] [--scenario sprint] [--opponents random|flowcharts]
 *
 * (In your own project, import from 'lod-engine' and 'lod-engine/bots'.)
 */
import { apply, createGame, legalActions, type GameState, type ScenarioId } from '../src/index';
import { britishPolicy, flowchartPolicies, monteCarloPolicy, randomPolicy, type Policy } from '../src/bots';
import type { Faction } from '../src/data/ids';

const args = process.argv.slice(2);
const arg = (flag: string, fallback: string): string => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const games = Number(arg('--games', '4'));
const scenario = arg('--scenario', 'sprint') as ScenarioId;
const opponents = arg('--opponents', 'random');
if (opponents !== 'random' && opponents !== 'flowcharts') throw new RangeError(`--opponents must be random or flowcharts, got ${opponents}`);
const searcher = monteCarloPolicy('british', { rollouts: Number(arg('--rollouts', '6')), horizon: Number(arg('--horizon', '40')), seed: 'example' });

const OTHERS: Faction[] = ['patriots', 'french', 'indians'];
/** Who plays the British in a lineup, and whether the British are a Non-Player (8.1) in it. */
interface Lineup {
  name: string;
  british: () => Policy;
  nonPlayer: boolean;
}
const LINEUPS: Lineup[] = [
  { name: 'Monte Carlo search', british: () => searcher, nonPlayer: false },
  { name: 'random', british: () => randomPolicy('british'), nonPlayer: false },
  ...(opponents === 'flowcharts' ? [{ name: 'their flowchart', british: () => britishPolicy(), nonPlayer: true }] : []),
];

/** Plays one game with the British by the lineup's policy and the others by the opponents; returns the British margin and whether they won. */
function play(seed: string, lineup: Lineup): { margin: number; won: boolean } {
  const flow = opponents === 'flowcharts';
  const nonPlayers: Faction[] = flow ? (lineup.nonPlayer ? ['british', ...OTHERS] : OTHERS) : [];
  const others = flow ? flowchartPolicies(OTHERS) : {};
  const british = lineup.british();
  let state: GameState = createGame(scenario, { seed, nonPlayers });
  while (!state.result) {
    const faction = legalActions(state)[0].faction as Faction;
    const policy = faction === 'british' ? british : (others[faction] ?? randomPolicy(faction));
    state = apply(state, policy.choose(state).action);
  }
  return { margin: state.result.margins.british.total, won: state.result.winners.includes('british') };
}

const t0 = Date.now();
const results: { margin: number; won: boolean }[][] = LINEUPS.map(() => []);
for (let g = 0; g < games; g++) {
  const seed = `search-bot-${g}`;
  const row = LINEUPS.map((lineup, i) => {
    const r = play(seed, lineup);
    results[i].push(r);
    return `${r.margin}${r.won ? ' (won)' : ''} by ${lineup.name}`;
  });
  console.log(`game ${g + 1} (${seed}): British margin ${row.join(', ')}`);
}
const mean = (i: number): number => results[i].reduce((n, r) => n + r.margin, 0) / games;
const wins = (i: number): number => results[i].filter((r) => r.won).length;
const against = opponents === 'flowcharts' ? 'the Non-Player flowcharts' : 'random play';
console.log(`\n${scenario}, ${games} game${games === 1 ? '' : 's'} against ${against} (${((Date.now() - t0) / 1000).toFixed(1)} s):`);
const width = Math.max(...LINEUPS.map((l) => l.name.length));
LINEUPS.forEach((l, i) => console.log(`  British by ${`${l.name}:`.padEnd(width + 1)} mean margin ${mean(i).toFixed(1)}, ${wins(i)} win${wins(i) === 1 ? '' : 's'}`));
console.log(`  Search beats random by ${(mean(0) - mean(1)).toFixed(1)} victory margin points a game.`);
if (opponents === 'flowcharts') console.log(`  Search against the British flowchart: ${(mean(0) - mean(2)).toFixed(1)} victory margin points a game.`);
