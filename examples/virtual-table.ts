/**
 * A virtual table (Vassal, Tabletop Simulator) checking its players' moves with the engine — the
 * runnable companion of docs/virtual-tables.md. The table shuffles its own cards and rolls its own
 * dice, so the game is created with `cards: 'external'` and `dice: 'external'` and the table feeds
 * both in. Three table moves, described in words, are validated from the same moment of the game
 * (the British player 1st Eligible on the first card):
 *
 *   1. a legal Muster, matched from what changed on the board (`matchMove`);
 *   2. an illegal Muster (Tories into a space at Active Opposition), with the rules' reason;
 *   3. a Battle, checked step by step, the table feeding the dice it rolled.
 *
 * Then the table's game is saved as a record and replayed.
 *
 *   npx tsx examples/virtual-table.ts
 *
 * (In your own project, import from 'lod-engine' and 'lod-engine/rules' instead of '../src/…'.)
 */
import {
  addToRecord,
  apply,
  checkRecord,
  chanceOutcomes,
  createGame,
  describeAction,
  explain,
  groupActions,
  loadGame,
  matchMove,
  pending,
  serialize,
  serializeRecord,
  parseRecord,
  startRecord,
  tryApply,
  type Action,
  type BoardChange,
  type CreateGameOptions,
} from '../src/index';
import { revealRefusal } from '../src/rules';

// ---------------------------------------------------------------------------------------------
// Setting up the game for a table: its own cards, its own dice, a one-campaign deck.

const options: CreateGameOptions = { seed: 42, dice: 'external', cards: 'external', campaigns: 1 };
let game = createGame('1776', options);
let record = startRecord('1776', options);

/** Applies a decision the table made (a card turned over, a die rolled, a player's step) and records it. */
function play(action: Action): void {
  game = apply(game, action);
  record = addToRecord(record, action);
}

console.log('The table turns over its first two cards.');
// A card that cannot be there is refused with the reason (deck preparation, page 36).
console.log(`  #97 first? ${revealRefusal(game, 97)}`);
for (const card of [35, 54]) {
  console.log(`  ${pending(game)!.prompt}: #${card}`);
  play({ faction: 'chance', type: 'reveal', card });
}
// Nobody plays a Brilliant Stroke on the first card.
for (let p = pending(game); p !== null && p.kind === 'brilliantStrokes'; p = pending(game)) play({ faction: p.faction, type: 'done' });
console.log(`Now: ${pending(game)!.prompt}`);
const start = game;

// ---------------------------------------------------------------------------------------------
// Move 1, legal: a whole Muster matched from what the table saw change.

console.log('\n1. The British player Musters 3 Regulars and 2 Tories in New York City and 2 Tories in New York, and pays 2 Resources.');
const muster: BoardChange[] = [
  { space: 'NewYorkCity', piece: 'britishRegular', delta: 3 },
  { space: 'NewYorkCity', piece: 'tory', delta: 2 },
  { space: 'NewYork', piece: 'tory', delta: 2 },
  { pool: 'available', piece: 'britishRegular', delta: -3 },
  { pool: 'available', piece: 'tory', delta: -4 },
  { resources: 'british', delta: -2 },
];
const matched = matchMove(start, muster, { announced: { command: 'muster', activity: null } });
if (matched.ok) {
  const { actions, dice, state } = matched.sequences[0];
  console.log(`  legal: ${actions.length} steps, ${dice.length} dice`);
  let s = start;
  for (const a of actions) {
    console.log(`    ${describeAction(s, a)}`);
    s = apply(s, a);
  }
  console.log(`  next: ${pending(state)!.prompt}`);
} else {
  console.log(`  illegal: ${matched.departure.reason}`);
}

// ---------------------------------------------------------------------------------------------
// Move 2, illegal: Tories mustered into Massachusetts, at Active Opposition.

console.log('\n2. The British player Musters 3 Regulars in New York City and 2 Tories in Massachusetts, and pays 2 Resources.');
const intoOpposition: BoardChange[] = [
  { space: 'NewYorkCity', piece: 'britishRegular', delta: 3 },
  { space: 'Massachusetts', piece: 'tory', delta: 2 },
  { pool: 'available', piece: 'britishRegular', delta: -3 },
  { pool: 'available', piece: 'tory', delta: -2 },
  { resources: 'british', delta: -2 },
];
// A small budget is enough to find where the move leaves the rules.
const refused = matchMove(start, intoOpposition, { announced: { command: 'muster', activity: null }, maxNodes: 200 });
if (!refused.ok) {
  const { step, error } = refused.departure;
  console.log(`  illegal at step ${step + 1}: ${error?.message}`);
  console.log(`  what differs from the nearest legal Muster: ${refused.closest.differences.map((d) => d.text).join('; ')}`);
}
// Step by step, the module catches it at the selection; `explain` gives the reason without applying.
const mustering = apply(start, { faction: 'british', type: 'command', command: 'muster' });
const selection: Action = { faction: 'british', type: 'selectSpace', space: 'Massachusetts' };
const step = tryApply(mustering, selection);
if (!step.ok) console.log(`  step by step: ${step.error.code}, ${step.error.details.reason?.text} (rule ${step.error.details.reason?.rule})`);
console.log(`  explain: ${JSON.stringify(explain(mustering, selection))}`);
// What the module can offer instead: the spaces the decision highlights for Tories, named as printed.
const forTories = groupActions(mustering).spaces.filter((g) => g.actions.some((c) => c.action.type === 'selectSpace' && c.action.piece === undefined));
console.log(`  spaces offered for Tories: ${forTories.map((g) => g.label).join(', ')}`);

// ---------------------------------------------------------------------------------------------
// Move 3, with dice: a Battle checked step by step, the table feeding the dice it rolled.

console.log('\n3. The British player Battles in New York and activates no War Party; the table rolls 2 and 1 for the British, 3 for');
console.log('   the Patriots; the Patriot player moves Washington, left alone, to Philadelphia; the British player ends the Battle.');
const battle: Action[] = [
  { faction: 'british', type: 'command', command: 'battle' },
  { faction: 'british', type: 'selectSpace', space: 'NewYork' },
  { faction: 'british', type: 'done' },
  { faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 },
  { faction: 'patriots', type: 'moveLeader', to: 'Philadelphia' },
  { faction: 'british', type: 'done' },
];
const rolled = [2, 1, 3];
for (const action of battle) {
  // Before each player's step, the dice the engine asks for.
  for (let p = pending(game); p !== null && p.faction === 'chance'; p = pending(game)) {
    const value = rolled.shift()!;
    // The faces the die may show, each with its probability (what a search bot would weigh).
    const faces = chanceOutcomes(game)!.map((o) => o.action.value);
    console.log(`  ${p.prompt}: the table rolled ${value} (faces ${faces.join(', ')})`);
    play({ faction: 'chance', type: 'roll', value });
  }
  const r = tryApply(game, action);
  if (!r.ok) {
    console.log(`  refused: ${r.error.message}`);
    break;
  }
  console.log(`  ok: ${describeAction(game, action)}`);
  play(action);
}
const ny = game.spaces.NewYork.pieces;
console.log(`  New York after the Battle: British Regulars ${ny.britishRegular}, Tories ${ny.tory}, Continentals ${ny.continental}; CBC ${game.cbc}, CRC ${game.crc}`);
console.log(`  next: ${pending(game)!.prompt}`);
// The same Battle matched from the board after it: the search finds dice that give this board (here
// the same totals as the table's rolls, in the engine's first order).
const fromBoard = matchMove(start, game, { announced: { command: 'battle', activity: null } });
if (fromBoard.ok) {
  const { actions, dice } = fromBoard.sequences[0];
  console.log(`  from the board: ${actions.length} steps; dice ${dice.map((d) => `${d.values.join(' + ')} at step ${d.step + 1}`).join(', ')}`);
}

// ---------------------------------------------------------------------------------------------
// Saving the table's game: the record holds every decision, cards and dice included.

const saved = serializeRecord(record);
const check = checkRecord(parseRecord(saved));
console.log(`\nRecord: ${record.actions.length} actions; replayed: ${check.ok ? 'all legal' : `step ${check.step} illegal`}, same board: ${check.ok && JSON.stringify(check.state.spaces) === JSON.stringify(game.spaces)}`);
// A save of the state itself: loaded back (and checked), it plays on from the same decision.
const loaded = loadGame(serialize(game));
console.log(`Save: loaded back at "${pending(loaded)!.prompt}"`);
