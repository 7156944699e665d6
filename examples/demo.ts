/**
 * `npm run demo`: creates each scenario, prints a readable summary of the board and the legal
 * actions of the first decision. Options: --scenario 1775|1776|1778|sprint, --seed N.
 */
import { createGame, legalActions, pending, describeAction, totalSupport, totalOpposition, frenchPreparations, SPACE_IDS, SCENARIO_IDS } from '../src/index';
import type { GameState, ScenarioId } from '../src/index';
import { SPACES, cardById, SCENARIOS } from '../src/data';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const PIECE_LABELS: Record<string, string> = {
  britishRegular: 'Regular',
  tory: 'Tory',
  britishFort: 'British Fort',
  continental: 'Continental',
  militiaUnderground: 'Militia (U)',
  militiaActive: 'Militia (A)',
  patriotFort: 'Patriot Fort',
  frenchRegular: 'French Regular',
  warPartyUnderground: 'War Party (U)',
  warPartyActive: 'War Party (A)',
  village: 'Village',
};
const SUPPORT = ['Active Opposition', 'Passive Opposition', 'Neutral', 'Passive Support', 'Active Support'];

export function summary(state: GameState): string {
  const lines: string[] = [];
  const sc = SCENARIOS[state.scenario];
  lines.push(`=== ${sc.name} (${sc.years}) — seed ${state.options.seed} ===`);
  for (const id of SPACE_IDS) {
    const s = state.spaces[id];
    const pieces = Object.entries(s.pieces)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${PIECE_LABELS[k]}`);
    const leaders = Object.values(state.leaders)
      .filter((l) => l.at === id)
      .map((l) => l.leader);
    if (s.squadrons) pieces.push(`${s.squadrons} Squadron`);
    if (pieces.length === 0 && s.support === 0 && leaders.length === 0) continue;
    const control = s.control === 'british' ? 'British Control' : s.control === 'rebellion' ? 'Rebellion Control' : 'no Control';
    const support = SPACES[id].population > 0 ? `, ${SUPPORT[s.support + 2]}` : '';
    lines.push(`  ${SPACES[id].name.padEnd(25)} ${control}${support}: ${[...pieces, ...leaders].join(', ') || '—'}`);
  }
  const pool = (p: Record<string, number>) =>
    Object.entries(p)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ') || 'none';
  lines.push(`  Available:   ${pool(state.available)}`);
  lines.push(`  Unavailable: ${pool(state.unavailable)}`);
  lines.push(`  Resources: British ${state.resources.british}, Patriots ${state.resources.patriots}, French ${state.resources.french}, Indians ${state.resources.indians}`);
  lines.push(`  Support ${totalSupport(state)}, Opposition ${totalOpposition(state)}, CBC ${state.cbc}, CRC ${state.crc}, FNI ${state.fni}, French Preparations ${frenchPreparations(state)}, Treaty of Alliance ${state.treatyOfAlliance ? 'played' : 'not played'}`);
  const card = (id: number | null) => (id === null ? 'none' : `#${id} ${cardById(id).title}${cardById(id).order.length ? ` [${cardById(id).order.join(', ')}]` : ''}`);
  lines.push(`  Current card: ${card(state.deck.current)}`);
  lines.push(`  Next card:    ${card(state.deck.next)}   (${state.deck.draw.length} more in the draw deck)`);
  return lines.join('\n');
}

const scenarios = (arg('scenario') ? [arg('scenario')] : SCENARIO_IDS) as ScenarioId[];
const seed = arg('seed') ?? 42;
for (const id of scenarios) {
  const state = createGame(id, { seed: Number.isNaN(Number(seed)) ? seed : Number(seed) });
  console.log(summary(state));
  const p = pending(state)!;
  console.log(`  Pending: ${p.prompt} (${p.rule})`);
  for (const a of legalActions(state)) console.log(`    - ${describeAction(a)}   ${JSON.stringify(a)}`);
  console.log('');
}
