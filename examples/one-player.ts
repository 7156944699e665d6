/**
 * One-player play (8.8): a human plays the Patriots against the British, French and Indian Non-Players.
 * The Non-Players' decisions are applied by `runNonPlayers` (lod-engine/bots), which stops whenever the
 * human must decide; the human's decision comes back to the caller — here a stand-in that takes a
 * seeded random legal action where a UI would ask the player. The account tells both sides: the game
 * log for everything that happened, and the flowchart path behind each Non-Player turn.
 *
 *   npx tsx examples/one-player.ts [--scenario 1778] [--seed 4] [--human patriots]
 *
 * (In your own project, import from 'lod-engine', 'lod-engine/bots' and 'lod-engine/dice'.)
 */
import { apply, createGame, describeAction, legalActions, pending, type Action, type Faction, type GameState, type ScenarioId } from '../src/index';
import { flowchartPolicies, isTraceRoll, runNonPlayers, type Trace, type TraceNode } from '../src/bots';
import { nextInt, seedRng, type RngState } from '../src/dice';
import { FACTIONS } from '../src/data/ids';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const scenario = arg('scenario', '1778') as ScenarioId;
const seed = Number(arg('seed', '4'));
const human = arg('human', 'patriots') as Faction;
if (!FACTIONS.includes(human)) throw new Error(`--human takes a Faction: ${FACTIONS.join(', ')}`);
const nonPlayers = FACTIONS.filter((f) => f !== human);

/** Where a UI would show `legalActions(state)` and wait for a click: a seeded random choice. */
let rng: RngState = seedRng(`human:${seed}`);
function askHuman(state: GameState): Action {
  const legal = legalActions(state);
  const r = nextInt(rng, legal.length);
  rng = r.rng;
  return legal[r.value];
}

/** The flowchart nodes of a Non-Player decision, in order, without repeats in a row. */
const path = (trace: Trace): string => {
  const nodes: string[] = [];
  for (const s of trace) if (!isTraceRoll(s) && nodes[nodes.length - 1] !== s.node) nodes.push(s.node);
  return nodes.join(' → ');
};

// Name the Non-Players in the options: 8.1's legality applies to them, and only to them.
let state = createGame(scenario, { seed, nonPlayers });
const bots = flowchartPolicies(nonPlayers);
let logShown = 0;
let humanDecisions = 0;
let botDecisions = 0;
const show = (): void => {
  for (const e of state.log.slice(logShown)) if (e.faction === human || (e.faction !== undefined && e.faction !== 'chance')) console.log(`  ${e.text}`);
  logShown = state.log.length;
};

console.log(`Liberty or Death, scenario ${scenario}, seed ${seed}: you play the ${human}; ${nonPlayers.join(', ')} follow their Non-Player flowcharts (8.4–8.7).`);
while (state.result === null) {
  // 1. The Non-Players decide until the human must (or the game ends).
  const run = runNonPlayers(state, bots);
  for (const d of run.decisions) {
    botDecisions++;
    const first = d.trace.find((s): s is TraceNode => !isTraceRoll(s));
    // A Non-Player's turn on a card starts at its flowchart's first node (B1, P1, F1, I1).
    if (first && /^[BPFI]1\b/.test(first.node)) console.log(`${d.action.faction} (Non-Player): ${path(d.trace)} → ${describeAction(d.action)}`);
  }
  state = run.state;
  show();
  if (state.result !== null || run.stop === 'end') break;
  // 2. The human's decision: in a UI, the prompt and the legal actions.
  const p = pending(state)!;
  const action = askHuman(state);
  if (p.kind === 'eligibleOptions') console.log(`You (${human}): ${describeAction(action)} — ${p.prompt}`);
  state = apply(state, action);
  humanDecisions++;
  show();
}
console.log(`\nGame over: ${state.result!.summary}`);
console.log(`Decisions: yours ${humanDecisions}, the Non-Players' ${botDecisions}. Ranking: ${state.result!.ranking.join(' > ')}`);
