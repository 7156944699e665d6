/**
 * Validating a move made by humans on a virtual table (Vassal, Tabletop Simulator): the table
 * sends the move as a sequence of actions, and `tryApply` checks each step without throwing.
 * The first illegal step comes back with a code, a reason in game terms, the pending decision
 * and the legal alternatives — everything a module needs to tell the player what went wrong.
 *
 *   npx tsx examples/validate-move.ts
 *
 * (In your own project, import from 'lod-engine' instead of '../src/index'.)
 */
import { createGame, describeAction, pending, tryApply, type Action, type GameState } from '../src/index';

/** Checks a move step by step; returns the state after it, or null at the first illegal step. */
function validate(state: GameState, move: readonly unknown[]): GameState | null {
  let s = state;
  for (const [i, step] of move.entries()) {
    const r = tryApply(s, step);
    if (r.ok) {
      console.log(`  step ${i}: ok      ${describeAction(step as Action)}`);
      s = r.state;
      continue;
    }
    const e = r.error;
    console.log(`  step ${i}: ILLEGAL ${JSON.stringify(step)}`);
    console.log(`    code:    ${e.code}`);
    console.log(`    reason:  ${e.message}`);
    console.log(`    pending: ${e.pending ? `${e.pending.faction} — ${e.pending.prompt}` : 'none (game over)'}`);
    console.log(`    legal:   ${e.legal.map(describeAction).slice(0, 8).join(' | ')}${e.legal.length > 8 ? ` | … (${e.legal.length} in all)` : ''}`);
    return null;
  }
  return s;
}

let start = createGame('1775', { seed: 42 });

// Before the 1st Eligible acts, each Faction that could play a Brilliant Stroke now is asked (2.3.8);
// at the table they all say no, which the module sends as `done` for each of them.
console.log('0. Nobody plays a Brilliant Stroke on the first card:');
for (let p = pending(start); p !== null && p.kind === 'brilliantStrokes'; p = pending(start)) start = validate(start, [{ faction: p.faction, type: 'done' }]) ?? start;


console.log('\n1. The British player Musters 3 Regulars and then 7 Tories in Boston (Muster allows at most 2 Tories):');
validate(start, [
  { faction: 'british', type: 'command', command: 'muster' },
  { faction: 'british', type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
  { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular', count: 3 },
  { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', count: 7 },
]);

console.log('\n2. The Patriot player tries to act while the British are to decide:');
validate(start, [{ faction: 'patriots', type: 'command', command: 'rally' }]);

console.log('\n3. A typo in the action (a malformed action):');
validate(start, [{ faction: 'british', type: 'command', command: 'muster', spaec: 'Boston' }]);

console.log('\n4. The corrected move, 3 Regulars and 2 Tories, then done:');
const after = validate(start, [
  { faction: 'british', type: 'command', command: 'muster' },
  { faction: 'british', type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
  { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular', count: 3 },
  { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', count: 2 },
  { faction: 'british', type: 'done' },
]);
if (after) console.log(`  accepted: Boston now holds ${after.spaces.Boston.pieces.britishRegular} British Regulars and ${after.spaces.Boston.pieces.tory} Tories`);
