/**
 * `npm run demo [-- --scenario 1775 --seed 42 --nonplayers british --verbose]`: plays one complete game
 * with random legal choices (a seeded chooser, so the same seed tells the same story) and prints the
 * account card by card — who did what and where, the dice, the Winter Quarters Rounds — then the result
 * with every Faction's victory margins. `--nonplayers british,french,indians` makes those Factions
 * Non-Players that follow their flowcharts (8.4–8.7), the others choosing at random (one-player play, 8.8,
 * with the Patriots' decisions at random): the Non-Players' turns show the flowchart nodes they went
 * through. `--verbose` prints
 * every line of the log instead of one line per Faction's turn.
 */
import {
  apply,
  createGame,
  describeAction,
  legalActions,
  newLogEntries,
  pending,
  FACTIONS,
  SCENARIO_IDS,
  type Action,
  type Faction,
  type GameState,
  type LogEntry,
  type ScenarioId,
} from '../src/index';
import { SCENARIOS, SPACES, cardById } from '../src/data';
import { nextInt, seedRng } from '../src/dice';
import { flowchartPolicies, isTraceRoll, type Trace } from '../src/bots';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const scenario = (arg('scenario') ?? '1775') as ScenarioId;
if (!SCENARIO_IDS.includes(scenario)) {
  console.error(`--scenario must be one of ${SCENARIO_IDS.join(', ')}`);
  process.exit(2);
}
const rawSeed = arg('seed') ?? '42';
const seed = /^-?\d+$/.test(rawSeed) ? Number(rawSeed) : rawSeed;
const verbose = args.includes('--verbose');
const nonPlayers = (arg('nonplayers') ?? '').split(',').filter((f) => f !== '') as Faction[];
if (nonPlayers.some((f) => !FACTIONS.includes(f))) {
  console.error(`--nonplayers takes Factions: ${FACTIONS.join(', ')}`);
  process.exit(2);
}
const policies = flowchartPolicies(nonPlayers);

/** The flowchart nodes a trace went through, in order, without repeats in a row. */
function path(trace: Trace): string {
  const nodes: string[] = [];
  for (const s of trace) if (!isTraceRoll(s) && nodes[nodes.length - 1] !== s.node) nodes.push(s.node);
  return nodes.join(' → ');
}

const NAME: Record<Faction, string> = { british: 'British', patriots: 'Patriots', french: 'French', indians: 'Indians' };

/** One Faction's turn on an Event card: what it chose (and any Special Activity), the spaces it picked, notable lines (dice, Battle results). */
interface Turn {
  faction: Faction;
  headline: string;
  spaces: string[];
  notes: string[];
}

/** One card: its header line, the turns played on it, and other lines (Winter Quarters, victory). */
interface CardGroup {
  header: string;
  turns: Turn[];
  lines: string[];
  all: string[];
}

const isCardHeader = (e: LogEntry): boolean => e.rule === '2.3' || e.rule === '6.0';
const isDice = (e: LogEntry): boolean => e.text.includes(': rolled ');
const isNotable = (e: LogEntry): boolean => isDice(e) || e.rule === '3.6.8' || (e.rule ?? '').startsWith('7.');
const rulePart = (e: LogEntry): string => (e.rule && !e.text.includes(`(${e.rule})`) ? ` (${e.rule})` : '');

const cards: CardGroup[] = [];
let turn: Turn | null = null;

function newCard(entries: readonly LogEntry[]): void {
  const first = entries[0];
  cards.push({ header: first && isCardHeader(first) ? first.text : `Card ${cardLabel(current.deck.current)}`, turns: [], lines: [], all: [] });
  turn = null;
  addEntries(first && isCardHeader(first) ? entries.slice(1) : entries);
}

function addEntries(entries: readonly LogEntry[]): void {
  const card = cards[cards.length - 1];
  for (const e of entries) {
    card.all.push(`${e.faction ? `${NAME[e.faction as Faction] ?? e.faction}: ` : ''}${e.text}${rulePart(e)}`);
    if (turn) {
      if (isNotable(e)) turn.notes.push(e.text);
    } else if (isNotable(e) || (e.rule ?? '').startsWith('6.')) card.lines.push(`${e.text}${rulePart(e)}`);
  }
}

/** A Faction's choice in words, when it logged nothing. */
function choice(action: Action): string {
  if (action.type === 'pass') return 'Pass';
  return describeAction(action).replace(`${action.faction} `, '');
}

function cardLabel(id: number | null): string {
  return id === null ? '—' : `${id}: ${cardById(id).title}`;
}

// --- play -------------------------------------------------------------------------------------
let current: GameState = createGame(scenario, { seed, nonPlayers });
let rng = seedRng(`demo:${seed}`);
newCard(current.log);
while (!current.result) {
  const p = pending(current)!;
  const legal = legalActions(current);
  const policy = p.faction === 'chance' ? undefined : policies[p.faction];
  let action: Action;
  let trace: Trace | null = null;
  if (policy) {
    const decision = policy.choose(current);
    action = decision.action;
    trace = decision.trace;
  } else {
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    action = legal[pick.value];
  }
  const next = apply(current, action);
  // When the action ended the card, `next.priorLog` holds the rest of that card's account (the lines
  // after those `current` already had) and `next.log` the new card's.
  const cardChanged = next.priorLog.length > 0;
  const entries = cardChanged ? next.priorLog.slice(current.log.length) : newLogEntries(current, next);
  if (p.kind === 'eligibleOptions') {
    turn = { faction: action.faction as Faction, headline: entries[0]?.text ?? choice(action), spaces: [], notes: trace ? [`flowchart: ${path(trace)}`] : [] };
    cards[cards.length - 1].turns.push(turn);
  } else if (turn && action.activity && action.faction === turn.faction) {
    // A Special Activity with its Command: named by its own first log line.
    const named = entries[0]?.text || action.activity;
    turn.headline += ` + ${named.replace(/^\w+ Special Activity: /, '')}`;
  } else if (turn && action.type === 'selectSpace' && action.space && !turn.spaces.includes(SPACES[action.space].name)) {
    turn.spaces.push(SPACES[action.space].name);
  }
  addEntries(entries);
  current = next;
  if (cardChanged) newCard(next.log);
}

// --- print ------------------------------------------------------------------------------------
const sc = SCENARIOS[scenario];
const who = nonPlayers.length === 0 ? 'every choice random among the legal actions' : `${nonPlayers.map((f) => NAME[f]).join(', ')} by their Non-Player flowchart, the other choices random`;
console.log(`Liberty or Death — ${sc.name} (${sc.years}), seed ${JSON.stringify(seed)}: one game, ${who}`);
for (const card of cards) {
  console.log('');
  console.log(card.header);
  if (verbose) {
    for (const line of card.all) console.log(`  ${line}`);
    continue;
  }
  for (const t of card.turns) {
    const where = t.spaces.length > 0 ? ` — ${t.spaces.join(', ')}` : '';
    console.log(`  ${NAME[t.faction].padEnd(9)}${t.headline.replace(new RegExp(`^${NAME[t.faction]}:? `), '')}${where}`);
    for (const note of t.notes) console.log(`             ${note}`);
  }
  for (const line of card.lines) console.log(`  ${line}`);
}

const result = current.result!;
console.log('');
console.log(`Game over after ${current.steps} steps and ${current.deck.played.length + (current.deck.current === null ? 0 : 1)} cards: ${result.summary}`);
console.log(`Winner: ${result.winner ? NAME[result.winner] : 'none'}; ranking: ${result.ranking.map((f) => NAME[f]).join(' > ')}`);
console.log('Victory margins:      1st cond.  2nd cond.  total');
for (const f of FACTIONS) {
  const m = result.margins[f];
  console.log(`  ${NAME[f].padEnd(18)}${String(m.first).padStart(9)}${String(m.second).padStart(11)}${String(m.total).padStart(7)}${m.met ? '   (both met)' : ''}`);
}
