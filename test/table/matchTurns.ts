/**
 * The 800 random turns of docs/virtual-tables.md (Known limits; the measurements in docs/performance.md, "Whole-move matching"), each matched with the default budget:
 * the bench's 100 turns per scenario (randomTurns) and the first 100 per scenario of the random test
 * games (testGameTurns). Writes one JSON line per turn (ok, nodes, CPU ms, the sequences found) to the file
 * given, and prints the totals; `compare` checks two such files turn by turn.
 *
 *   node --import tsx test/table/matchTurns.ts run out.jsonl [filter] [--turns N]
 *   node --import tsx test/table/matchTurns.ts compare before.jsonl after.jsonl
 *   node --import tsx test/table/matchTurns.ts prefixes [--turns N]
 *   node --import tsx test/table/matchTurns.ts from ids [--turns N] [--budget N]
 *
 * `prefixes` checks the search's exact drops ({@link dropsPosition}) against the turns as played: no
 * position before the end of a played move may be dropped toward that move's own end board.
 * `from` matches each of the turns named (as `filter`) from every step of the move as played — the
 * position after its first k steps, for k = 0 to its length — toward its end board, with what was announced
 * less the choices those steps already took ({@link announcedAfter}), and prints the positions each needed
 * (X: not matched within the budget, default 2,000): where a missed move's search goes astray.
 * `filter`: a comma-separated list of turn ids (`bench:1776:12`, `test:1778:3:5`) to match only those.
 * `--turns N`: N bench turns per scenario instead of 100 (the first 100 are the default's; `--turns 400`
 * gives 2,000 turns in all with the 400 test turns).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dropsPosition, matchMove, moveIsOver } from '../../src/table/matchMove';
import { apply, pending } from '../../src/game/machine';
import type { Action, Announced } from '../../src/index';
import { SCENARIO_IDS } from '../../src/data/ids';
import { randomTurns, testGameTurns, type RandomTurn } from './randomTurns';

interface Row {
  id: string;
  steps: number;
  ok: boolean;
  nodes: number;
  ms: number;
  /** The sequences found (JSON of their actions), or the closest's actions when none. */
  sequences: string;
}

function* allTurns(benchTurns: number): Generator<{ id: string; turn: RandomTurn }> {
  for (const scenario of SCENARIO_IDS) for (const turn of randomTurns(scenario, benchTurns)) yield { id: `bench:${scenario}:${turn.index}`, turn };
  for (const scenario of SCENARIO_IDS) {
    let n = 0;
    for (const turn of testGameTurns(scenario, 60)) {
      if (n++ >= 100) break;
      yield { id: `test:${scenario}:${turn.game}:${turn.turn}`, turn };
    }
  }
}

const q = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
};

function run(out: string, filter: string | undefined, benchTurns: number): void {
  const only = filter ? new Set(filter.split(',')) : undefined;
  const rows: Row[] = [];
  for (const { id, turn } of allTurns(benchTurns)) {
    if (only && !only.has(id)) continue;
    const c0 = process.cpuUsage();
    const r = matchMove(turn.start, turn.end, { announced: turn.announced });
    const c = process.cpuUsage(c0);
    const ms = (c.user + c.system) / 1000;
    const sequences = JSON.stringify(r.ok ? r.sequences.map((s) => s.actions) : r.closest.actions);
    rows.push({ id, steps: turn.actions.length, ok: r.ok, nodes: r.nodes, ms, sequences });
  }
  writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const ms = rows.map((r) => r.ms);
  const matched = rows.filter((r) => r.ok);
  console.log(
    `${rows.length} turns: matched ${matched.length}, missed ${rows.length - matched.length}; CPU ms p50 ${q(ms, 0.5).toFixed(1)} p90 ${q(ms, 0.9).toFixed(1)} max ${q(ms, 1).toFixed(0)}; ` +
      `slowest matched ${Math.max(0, ...matched.map((r) => r.ms)).toFixed(0)}; positions total ${rows.reduce((a, r) => a + r.nodes, 0)} p50 ${q(rows.map((r) => r.nodes), 0.5)} p90 ${q(rows.map((r) => r.nodes), 0.9)}; total CPU ${(ms.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
  );
  const slow = [...rows].sort((a, b) => b.ms - a.ms).slice(0, 16);
  console.log('slowest:', slow.map((r) => `${r.id} ${r.ok ? 'ok' : 'MISS'} ${r.nodes}n ${r.ms.toFixed(0)}ms`).join('; '));
}

function compare(a: string, b: string): void {
  const read = (f: string): Map<string, Row> => new Map(readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Row).map((r) => [r.id, r]));
  const before = read(a);
  const after = read(b);
  let same = 0;
  const lost: string[] = [];
  const gained: string[] = [];
  const changed: string[] = [];
  for (const [id, x] of before) {
    const y = after.get(id);
    if (!y) {
      changed.push(`${id}: missing after`);
      continue;
    }
    if (x.ok === y.ok && x.nodes === y.nodes && x.sequences === y.sequences) same++;
    else if (x.ok && !y.ok) lost.push(`${id} (${x.nodes} -> ${y.nodes} positions)`);
    else if (!x.ok && y.ok) gained.push(`${id} (${y.steps} steps, ${y.nodes} positions)`);
    else changed.push(`${id}: ok ${x.ok}->${y.ok}, positions ${x.nodes}->${y.nodes}, sequence ${x.sequences === y.sequences ? 'same' : 'changed'}`);
  }
  console.log(`${before.size} turns compared: ${same} identical (ok, positions, sequences)`);
  console.log(`lost (${lost.length}): ${lost.join('; ')}`);
  console.log(`gained (${gained.length}): ${gained.join('; ')}`);
  console.log(`other changes (${changed.length}):\n  ${changed.join('\n  ')}`);
}

function prefixes(benchTurns: number): void {
  let turns = 0;
  let positions = 0;
  const dropped: string[] = [];
  for (const { id, turn } of allTurns(benchTurns)) {
    turns++;
    const drops = dropsPosition(turn.start, turn.end, { announced: turn.announced });
    const over = moveIsOver(turn.start);
    let s = turn.start;
    for (let i = 0; i < turn.actions.length; i++) {
      s = apply(s, turn.actions[i]);
      if (over(s)) break;
      positions++;
      if (drops(s)) {
        dropped.push(`${id} after step ${i + 1}`);
        break;
      }
    }
  }
  console.log(`${turns} turns, ${positions} positions before their ends: ${dropped.length} dropped${dropped.length > 0 ? `: ${dropped.join('; ')}` : ''}`);
}

/**
 * What was announced for a move, less the choices its first steps (`done`) already took: a match from
 * there must not take them again (the Command, Special Activity, Event side, Pass or Brilliant Stroke).
 */
function announcedAfter(announced: Announced, done: readonly Action[], mover: string): Announced {
  const out: Announced = { ...announced };
  for (const a of done) {
    if (a.faction !== mover) continue;
    if (a.type === 'command') delete out.command;
    if (a.type === 'specialActivity') delete out.activity;
    if (a.type === 'event') delete out.side;
    if (a.type === 'pass') delete out.pass;
    if (a.type === 'brilliantStroke') delete out.brilliantStroke;
  }
  return out;
}

function from(ids: string, benchTurns: number, budget: number): void {
  const only = new Set(ids.split(','));
  for (const { id, turn } of allTurns(benchTurns)) {
    if (!only.has(id)) continue;
    const mover = pending(turn.start)!.faction;
    const out: string[] = [];
    let s = turn.start;
    for (let k = 0; k < turn.actions.length; k++) {
      const r = matchMove(s, turn.end, { announced: announcedAfter(turn.announced, turn.actions.slice(0, k), mover), maxNodes: budget });
      out.push(`${k}:${r.ok ? r.nodes : 'X'}`);
      s = apply(s, turn.actions[k]);
    }
    console.log(`${id} (${turn.actions.length} steps): ${out.join(' ')}`);
  }
}

const args = process.argv.slice(2);
const option = (name: string, otherwise: number): number => {
  const at = args.indexOf(name);
  return at < 0 ? otherwise : Number(args.splice(at, 2)[1]);
};
const benchTurns = option('--turns', 100);
const budget = option('--budget', 2000);
const [cmd, x, y] = args;
if (cmd === 'run') run(x, y, benchTurns);
else if (cmd === 'compare') compare(x, y);
else if (cmd === 'prefixes') prefixes(benchTurns);
else if (cmd === 'from') from(x, benchTurns, budget);
else console.log('usage: run out.jsonl [ids] [--turns N] | compare before.jsonl after.jsonl | prefixes [--turns N] | from ids [--turns N] [--budget N]');
