/**
 * A search bot against random play: the British chosen by flat Monte Carlo search (`monteCarloPolicy`
 * in lod-engine/bots: every legal action tried in rollouts that do not see the real future — the
 * unseen deck dealt again and the dice seeded again by `forRollout`), the other Factions at random.
 * The same games are played again with random British, from the same seeds, and the two are compared.
 *
 *   npx tsx examples/search-bot.ts [--games 4] [--rollouts 6] [--horizon 40] [--scenario sprint]
 *
 * (In your own project, import from 'lod-engine' and 'lod-engine/bots'.)
 */
import { apply, createGame, legalActions, type GameState, type ScenarioId } from '../src/index';
import { monteCarloPolicy, randomPolicy, type Policy } from '../src/bots';
import type { Faction } from '../src/data/ids';

const args = process.argv.slice(2);
const arg = (flag: string, fallback: string): string => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const games = Number(arg('--games', '4'));
const scenario = arg('--scenario', 'sprint') as ScenarioId;
const searcher = monteCarloPolicy('british', { rollouts: Number(arg('--rollouts', '6')), horizon: Number(arg('--horizon', '40')), seed: 'example' });

/** Plays one game with the British by `british`, the others at random; returns the British margin and whether they won. */
function play(seed: string, british: Policy): { margin: number; won: boolean } {
  let state: GameState = createGame(scenario, { seed });
  while (!state.result) {
    const faction = legalActions(state)[0].faction as Faction;
    const policy = faction === 'british' ? british : randomPolicy(faction);
    state = apply(state, policy.choose(state).action);
  }
  return { margin: state.result.margins.british.total, won: state.result.winners.includes('british') };
}

const t0 = Date.now();
const rows: { seed: string; search: ReturnType<typeof play>; random: ReturnType<typeof play> }[] = [];
for (let g = 0; g < games; g++) {
  const seed = `search-bot-${g}`;
  rows.push({ seed, search: play(seed, searcher), random: play(seed, randomPolicy('british')) });
  const r = rows[rows.length - 1];
  console.log(`game ${g + 1} (${seed}): British margin ${r.search.margin}${r.search.won ? ' (won)' : ''} by search, ${r.random.margin}${r.random.won ? ' (won)' : ''} at random`);
}
const mean = (k: 'search' | 'random'): number => rows.reduce((n, r) => n + r[k].margin, 0) / rows.length;
const wins = (k: 'search' | 'random'): number => rows.filter((r) => r[k].won).length;
console.log(`\n${scenario}, ${games} games (${((Date.now() - t0) / 1000).toFixed(1)} s):`);
console.log(`  British by Monte Carlo search: mean margin ${mean('search').toFixed(1)}, ${wins('search')} wins`);
console.log(`  British at random:             mean margin ${mean('random').toFixed(1)}, ${wins('random')} wins`);
console.log(`  Search beats random by ${(mean('search') - mean('random')).toFixed(1)} victory margin points a game.`);
