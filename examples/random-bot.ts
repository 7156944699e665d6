/**
 * A random bot: the smallest possible player. It looks only at `legalActions(state)` (never
 * empty before the end of the game) and picks one with a seeded generator from `lod-engine/dice`,
 * so the same seeds replay the same game. Every Faction (and nothing else) is played by the bot here;
 * route on `pending(state).faction` to mix bots and humans.
 *
 *   npx tsx examples/random-bot.ts [--scenario 1776] [--seed 7]
 *
 * (In your own project, import from 'lod-engine' and 'lod-engine/dice'.)
 */
import { apply, createGame, legalActions, pending, view, type Action, type GameState, type ScenarioId } from '../src/index';
import { nextInt, seedRng, type RngState } from '../src/dice';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const scenario = arg('scenario', '1776') as ScenarioId;
const seed = Number(arg('seed', '7'));

/** A bot is a function from a state to one of its legal actions; this one also carries its RNG. */
function randomBot(rngSeed: number): (state: GameState) => Action {
  let rng: RngState = seedRng(rngSeed);
  return (state) => {
    // A bot sees only what its Faction may see: the redacted view (no deck order, no dice state).
    const faction = pending(state)!.faction;
    if (faction !== 'chance') void view(state, faction);
    const actions = legalActions(state);
    const r = nextInt(rng, actions.length);
    rng = r.rng;
    return actions[r.value];
  };
}

const bot = randomBot(seed);
let state = createGame(scenario, { seed });
const decisions: Record<string, number> = {};
const t0 = performance.now();
while (!state.result) {
  const who = pending(state)!.faction;
  decisions[who] = (decisions[who] ?? 0) + 1;
  state = apply(state, bot(state));
}
const ms = performance.now() - t0;
console.log(`Scenario ${scenario}, seed ${seed}: ${state.steps} decisions in ${ms.toFixed(0)} ms`);
console.log(`Decisions by Faction: ${Object.entries(decisions).map(([f, n]) => `${f} ${n}`).join(', ')}`);
console.log(`Result: ${state.result.summary}`);
console.log(`Ranking: ${state.result.ranking.join(' > ')}`);
