/**
 * Game records: write a game as a record (scenario, options with the seed, the actions), read it
 * back with `parseRecord` (which says precisely what is wrong with a bad file), and replay it
 * with `checkRecord` (which stops at the first illegal step). With a path, the script replays that
 * record file instead of making one.
 *
 *   npx tsx examples/replay-record.ts [record.json]
 *
 * (In your own project, import from 'lod-engine'.)
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRecord, legalActions, parseRecord, recordGame, RecordError, serializeRecord, describeAction } from '../src/index';

let path = process.argv[2];
if (path === undefined) {
  // Record the first 60 steps of a game, always taking the last legal action.
  let rec = recordGame('1778', { seed: 11 });
  while (!rec.state.result && rec.steps < 60) {
    const actions = legalActions(rec.state);
    rec = rec.apply(actions[actions.length - 1]);
  }
  path = join(mkdtempSync(join(tmpdir(), 'lod-record-')), 'game.json');
  writeFileSync(path, serializeRecord(rec.record));
  console.log(`Wrote a record of ${rec.steps} actions to ${path}`);
}

let record;
try {
  record = parseRecord(readFileSync(path, 'utf8'));
} catch (e) {
  if (!(e instanceof RecordError)) throw e;
  console.log(`Not a usable record (${e.code}): ${e.problems.join('; ')}`);
  process.exit(2);
}
console.log(`Record: scenario ${record.scenario}, options ${JSON.stringify(record.options)}, ${record.actions.length} actions`);

const check = checkRecord(record);
if (check.ok) {
  const s = check.state;
  console.log(`Replayed ${check.steps} actions: all legal. Current card #${s.deck.current}; Resources ${JSON.stringify(s.resources)}`);
} else {
  console.log(`Illegal step ${check.step}: ${describeAction(check.action)} — ${check.error.message}`);
  console.log(`Legal instead: ${check.legal.map(describeAction).join(' | ')}`);
}

// A damaged copy: step 5 attributed to another Faction, which cannot be legal at that point.
const damaged = { ...record, actions: record.actions.map((a, i) => (i === 5 ? { ...a, faction: a.faction === 'british' ? 'patriots' : 'british' } : a)) };
const bad = checkRecord(parseRecord(JSON.stringify(damaged)));
if (!bad.ok) console.log(`Damaged copy: step ${bad.step} is illegal (${bad.error.code}): ${bad.error.message}`);

// A corrupt file is reported with its position.
try {
  parseRecord('{"version": 1, "scenario": "1778", "options": {"seed": 11}, "actions": [ {"faction": "british", }');
} catch (e) {
  if (e instanceof RecordError) console.log(`Corrupt file: ${e.message}`);
}
