/**
 * Behaviour digests for changes that must not change the game (speed work, refactors): one hash over
 * many seeded games of every scenario, to compare before and after a change. Never used by tests.
 *
 *   npm run digest -- legal [--games N] [--nonplayers]   every legal-action list and state of random games
 *   npm run digest -- bots  [--games N]                   bot-only games (all four flowcharts) with every trace
 *
 * `legal`: N random games per scenario (seeded and external dice alternating), hashing at every step the
 * state and the list of legal actions; `--nonplayers` adds N games per scenario where the flowcharts
 * play two Factions and a random chooser the rest (their decisions hashed with their traces).
 * `bots`: N bot-only games per scenario (Period Events on every other one), hashing every decision's
 * action and trace and the final state. Prints the digest, the number of steps and the CPU seconds.
 */
import { createHash } from 'node:crypto';
import { apply, createGame, legalActions, SCENARIO_IDS, type GameState } from '../src/index';
import { nextInt, seedRng, type RngState } from '../src/dice/index';
import { flowchartPolicies } from '../src/bots/flowcharts';
import type { Faction } from '../src/data/ids';
import { canonicalJson } from './golden-lib';

const USAGE = 'usage: npm run digest -- legal|bots [--games N] [--nonplayers]';
const args = process.argv.slice(2);
const mode = args[0];
if (mode !== 'legal' && mode !== 'bots') {
  console.error(USAGE);
  process.exit(2);
}
const gamesAt = args.indexOf('--games');
const GAMES = gamesAt >= 0 ? Number(args[gamesAt + 1]) : mode === 'legal' ? 6 : 2;
if (!Number.isInteger(GAMES) || GAMES <= 0) {
  console.error(`--games needs a positive integer\n${USAGE}`);
  process.exit(2);
}
const withNonPlayers = args.includes('--nonplayers');

const hash = createHash('sha256');
let steps = 0;
const started = process.cpuUsage();

/** A game: random choices except for the Factions `policies` play; every step hashed. */
function play(scenario: (typeof SCENARIO_IDS)[number], seed: string, options: Parameters<typeof createGame>[1], bots: readonly Faction[], hashLists: boolean): void {
  const policies = flowchartPolicies(bots);
  let rng: RngState = seedRng(`digest-chooser-${seed}`);
  let state: GameState = createGame(scenario, { ...options, seed, nonPlayers: [...bots] });
  hash.update(`game ${scenario} ${seed}\n`);
  while (!state.result) {
    const actions = legalActions(state);
    if (hashLists) hash.update(canonicalJson(actions));
    const faction = actions[0].faction;
    const policy = faction === 'chance' ? undefined : policies[faction as Faction];
    let action;
    if (policy) {
      const decision = policy.choose(state);
      hash.update(canonicalJson(decision));
      action = decision.action;
    } else {
      const pick = nextInt(rng, actions.length);
      rng = pick.rng;
      action = actions[pick.value];
    }
    state = apply(state, action);
    if (hashLists) hash.update(canonicalJson(state));
    steps++;
  }
  hash.update(canonicalJson(state));
}

for (let g = 0; g < GAMES; g++) {
  for (const scenario of SCENARIO_IDS) {
    if (mode === 'legal') {
      play(scenario, `legal-${g}`, { dice: g % 2 === 0 ? 'seeded' : 'external' }, [], true);
      if (withNonPlayers) play(scenario, `np-${g}`, {}, g % 2 === 0 ? ['british', 'french'] : ['patriots', 'indians'], true);
    } else {
      play(scenario, `bots-${g}`, { periodEvents: g % 2 === 1 }, ['british', 'patriots', 'french', 'indians'], false);
    }
  }
}
const cpu = process.cpuUsage(started);
console.log(`${mode}${withNonPlayers ? ' --nonplayers' : ''} --games ${GAMES}: ${hash.digest('hex').slice(0, 16)} (${steps} steps, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`);
