/**
 * Embedding the engine in a user interface: render the state and the pending prompt, turn the
 * legal actions into numbered buttons labelled in words (`legalActionWords`), group them the way a map
 * highlights them (`groupActions`: by space, by move, the rest as buttons), and "click" one by its
 * index. A real UI draws a map instead of text and waits for the user; here the clicks are scripted
 * so the script runs unattended.
 *
 *   npx tsx examples/embed-ui.ts [--clicks 1,1,1,2,1,0,0,1] [--seed S]
 *
 * The first card opens with a Brilliant Stroke window (2.3.8): each Faction that could play one now
 * is asked, and the first three scripted clicks ([1], `done`) decline it.
 *
 * The game gets a strong random seed (`randomSeed()`, Web Crypto) unless one is given: the seed
 * decides the whole deck and every roll, so a UI keeps it on the host, stores it for replays and
 * never shows it to the players — hidden cards are only as secret as the seed.
 *
 * (In your own project, import from 'lod-engine' and 'lod-engine/data'.)
 */
import {
  apply,
  controlOf,
  createGame,
  describeAction,
  groupActions,
  legalActions,
  legalActionWords,
  pending,
  randomSeed,
  totalOpposition,
  totalSupport,
  SPACE_IDS,
  type GameState,
} from '../src/index';
import { SPACES, cardById } from '../src/data';

/** The part of the screen that shows the board: here one line per occupied space. */
function renderBoard(state: GameState): string[] {
  const lines: string[] = [];
  for (const id of SPACE_IDS) {
    const pieces = Object.entries(state.spaces[id].pieces).filter(([, n]) => n > 0);
    if (pieces.length === 0) continue;
    const control = controlOf(state, id) ?? 'none';
    lines.push(`  ${SPACES[id].name.padEnd(26)} control: ${control.padEnd(9)} ${pieces.map(([k, n]) => `${k}×${n}`).join(' ')}`);
  }
  const card = state.deck.current === null ? 'none' : `#${state.deck.current} ${cardById(state.deck.current).title}`;
  lines.push(`  Card: ${card} | Support ${totalSupport(state)} / Opposition ${totalOpposition(state)} | Resources ${JSON.stringify(state.resources)}`);
  return lines;
}

/** The part of the screen that asks the player: the prompt and one button per legal action, in words. */
function renderPrompt(state: GameState): string[] {
  const p = pending(state);
  if (!p) return [`  Game over: ${state.result?.summary}`];
  const legal = legalActions(state);
  const words = legalActionWords(state, legal);
  return [
    `  ${p.faction.toUpperCase()} to decide — ${p.prompt} (rule ${p.rule})`,
    ...words.map((w, i) => `    [${i}] ${w.text}`),
    ...renderGroups(state),
    // What each button sends, in the compact form the account and the traces use.
    `    (sent as: ${legal.map((a, i) => `[${i}] ${describeAction(a)}`).join(' | ')})`,
  ];
}

/** The same choices as a map shows them: spaces to highlight, moves to draw, and the other buttons. */
function renderGroups(state: GameState): string[] {
  const g = groupActions(state);
  const at = (actions: { index: number }[]) => actions.map((a) => a.index).join(',');
  const lines: string[] = [];
  if (g.spaces.length > 0) lines.push(`    map: ${g.spaces.map((s) => `${s.label} [${at(s.actions)}]`).join(', ')}`);
  if (g.moves.length > 0) lines.push(`    moves: ${g.moves.map((m) => `${m.label} [${at(m.actions)}]`).join(', ')}`);
  if (g.other.length > 0) lines.push(`    buttons: ${g.other.map((o) => `${o.label} [${at(o.actions)}]`).join(', ')}`);
  return lines;
}

const args = process.argv.slice(2);
const i = args.indexOf('--clicks');
const clicks = (i >= 0 ? args[i + 1] : '1,1,1,2,1,0,0,1').split(',').map(Number);
const s = args.indexOf('--seed');
// Kept by the host, never rendered: a player who knew it could foresee the deck and the dice.
const seed = s >= 0 ? args[s + 1] : randomSeed();

let state = createGame('1775', { seed });
console.log('Board:');
console.log(renderBoard(state).join('\n'));
for (const click of clicks) {
  console.log(renderPrompt(state).join('\n'));
  const actions = legalActions(state);
  if (actions.length === 0) break;
  // A button only ever offers a legal action, so apply cannot refuse it.
  const chosen = actions[Math.min(click, actions.length - 1)];
  console.log(`  > click [${actions.indexOf(chosen)}] ${describeAction(chosen)}: ${describeAction(state, chosen)}\n`);
  state = apply(state, chosen);
}
console.log(renderPrompt(state).join('\n'));
console.log('\nBoard after the clicks:');
console.log(renderBoard(state).join('\n'));
