/**
 * The `lod` command line: `sim`, `replay`, `show`, and their help. {@link main} takes the
 * arguments and an output sink and returns the exit code, so it runs the same from the bin
 * script and from tests.
 * @module
 */
import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describeAction } from '../core/action';
import type { GameState } from '../core/state';
import { version as VERSION } from '../../package.json';
import { FACTIONS, SCENARIO_IDS, type Faction, type ScenarioId } from '../data/ids';
import { SCENARIOS } from '../data/scenarios';
import { checkRecord, parseRecord, RecordError, RECORD_LIMITS, type GameRecord, type RecordCheck } from '../records/record';
import { randomSeed } from '../seed';
import { intOption, parseArgs, seedOption, UsageError, type ParsedArgs } from './args';
import { actionList, board, FACTION_NAME, summary, table } from './format';
import type { SimReport } from './sim';
import { SimWorkerError, simulateInWorkers } from './simPool';

/** Where `lod` writes: standard output, standard error, and whether standard error is a terminal. */
export interface CliIO {
  /** Writes to standard output (text without a final newline is written as is). */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Whether standard error is a terminal (a progress bar is drawn only then). */
  errIsTTY: boolean;
}

/** Exit codes of `lod`. */
export const EXIT = {
  /** Success. */
  ok: 0,
  /** A record holds an illegal step, or simulated games failed with an engine error. */
  illegal: 1,
  /** A corrupt or malformed record file, or a bad command line. */
  bad: 2,
} as const;


const HELP = `lod — the Liberty or Death rules engine on the command line

Usage:
  lod sim --scenario <id> [--games N] [--seed S] [--json]   play random (or Non-Player) games, print statistics
  lod replay <record.json> [--json] [--all]                 replay a game record; report the first illegal step
  lod show <record.json> [--step N] [--all]                 print the board after N actions of a record
  lod <command> --help                                      help on one command
  lod --version

Scenarios: ${SCENARIO_IDS.map((id) => `${id} (${SCENARIOS[id].name})`).join(', ')}.
Exit codes: 0 success, 1 an illegal step in a record (or games that failed), 2 a corrupt file or a bad command line.
`;

const COMMAND_HELP: Record<string, string> = {
  sim: `lod sim — play random legal games and print statistics

Usage: lod sim --scenario <id> [options]

Every choice is drawn uniformly from the legal actions by a seeded chooser (or made by a
Non-Player flowchart, --nonplayers), so a run is reproducible: game i is created with the seed
"<seed>:<i>", whichever worker plays it.

Options:
  --scenario <id>      ${SCENARIO_IDS.join(', ')} (default 1775)
  --games <N>          number of games (default 100)
  --seed <S>           base seed, a number or a text (default: a fresh random seed, printed)
  --period-events      use the Period Events option
  --winter-is-coming   use the Winter is Coming option
  --nonplayers <list>  Factions played by their Non-Player flowcharts (8.4–8.7), e.g. british,french,
                       or all (every Faction: bot-only games); the others choose at random
  --workers <N>        spread the games over N worker threads (default: the machine's cores,
                       ${availableParallelism()} here; 1 plays them in this thread); the results
                       and records do not depend on N, only the speed does
  --max-steps <N>      abandon a game longer than this (default 100000)
  --records <dir>      save every game's record as <dir>/game-<i>.json
  --json               print the statistics as JSON instead of a table

Prints: wins per Faction (and games without a winner), mean victory margins, mean game length in
cards and in steps, games per second and the worker threads used. A progress bar is drawn on standard error when it is a terminal.
`,
  replay: `lod replay — replay a game record

Usage: lod replay <record.json> [--json] [--all]

Replays the record's actions from its scenario and options. Prints the final state (scenario,
steps, current card, the result or the pending decision, Resources, Support and Opposition), or the
first illegal step: its index, the action, why it was refused, the decision pending then and the
legal alternatives.

Options:
  --json   print a JSON report instead of text
  --all    list every legal alternative (default: the first 30)

Exit codes: 0 every step legal, 1 an illegal step, 2 a missing, corrupt or malformed file.
`,
  show: `lod show — the board after some actions of a record

Usage: lod show <record.json> [--step N] [--all]

Prints every space (Control, Support, pieces, markers, Leaders), the pools, Resources and tracks,
Leaders, the deck and the pending decision with its legal actions, after the first N actions of
the record (default: all of them).

Options:
  --step <N>   how many actions to apply (0 = the set-up)
  --all        list every legal action (default: the first 30)

Exit codes: 0 shown, 1 an illegal step before step N, 2 a missing, corrupt or malformed file or a bad --step.
`,
};

/**
 * Runs `lod` with `argv` (the arguments after the program name) and returns the exit code.
 * Never throws for a user's mistake: bad arguments and bad files are reported on `io.err`.
 */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        if (command === undefined) {
          io.err(HELP);
          return EXIT.bad;
        }
        io.out(command === 'help' && rest[0] && COMMAND_HELP[rest[0]] ? COMMAND_HELP[rest[0]] : HELP);
        return EXIT.ok;
      case '--version':
      case '-v':
        io.out(`${VERSION}\n`);
        return EXIT.ok;
      case 'sim':
        return await sim(rest, io);
      case 'replay':
        return replayCommand(rest, io);
      case 'show':
        return show(rest, io);
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`lod: ${e.message}\nRun 'lod --help' for usage.\n`);
      return EXIT.bad;
    }
    throw e;
  }
}

function wantsHelp(args: ParsedArgs, command: string, io: CliIO): boolean {
  if (args.flags.has('help')) io.out(COMMAND_HELP[command]);
  return args.flags.has('help');
}

function scenarioOption(args: ParsedArgs): ScenarioId {
  const s = args.values.scenario ?? '1775';
  if (!(SCENARIO_IDS as readonly string[]).includes(s)) throw new UsageError(`--scenario must be one of ${SCENARIO_IDS.join(', ')}, got ${JSON.stringify(s)}`);
  return s as ScenarioId;
}

/**
 * The value of `--nonplayers`: `british,indians` (distinct Factions, each played by its flowchart) or
 * `all` (the four Factions, in their order).
 * @throws UsageError naming an unknown or repeated Faction.
 */
export function parseNonPlayers(raw: string | undefined): Faction[] {
  if (raw === undefined) return [];
  const names = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (names.includes('all') && names.length > 1) throw new UsageError(`--nonplayers all stands alone (it already names every Faction), got ${JSON.stringify(raw)}`);
  const out: Faction[] = [];
  for (const n of names[0] === 'all' ? FACTIONS : names) {
    if (!(FACTIONS as readonly string[]).includes(n)) throw new UsageError(`--nonplayers takes Factions (${FACTIONS.join(', ')}) or all, got ${JSON.stringify(n)}`);
    if (out.includes(n as Faction)) throw new UsageError(`--nonplayers names ${n} twice`);
    out.push(n as Faction);
  }
  return out;
}

async function sim(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, { values: ['scenario', 'games', 'seed', 'max-steps', 'records', 'nonplayers', 'workers'], flags: ['json', 'period-events', 'winter-is-coming'] });
  if (wantsHelp(args, 'sim', io)) return EXIT.ok;
  if (args.positional.length > 0) throw new UsageError(`sim takes no arguments, got ${JSON.stringify(args.positional[0])}`);
  const scenario = scenarioOption(args);
  const games = intOption(args, 'games', 100, 1);
  const maxSteps = intOption(args, 'max-steps', 100_000, 1);
  // Without --seed, a strong random seed (the report prints it, so the run can be repeated).
  const seed = seedOption(args.values.seed ?? randomSeed());
  const nonPlayers = parseNonPlayers(args.values.nonplayers);
  const workers = intOption(args, 'workers', availableParallelism(), 1);
  const dir = args.values.records;
  if (dir !== undefined) {
    const problem = recordsDirProblem(dir);
    if (problem !== null) {
      io.err(`lod: --records ${dir}: ${problem}\n`);
      return EXIT.bad;
    }
  }
  const progress = io.errIsTTY ? progressBar(games, io) : null;
  const run = simulateInWorkers({
    scenario,
    games,
    seed,
    maxSteps,
    options: {
      ...(args.flags.has('period-events') ? { periodEvents: true } : {}),
      ...(args.flags.has('winter-is-coming') ? { winterIsComing: true } : {}),
      ...(nonPlayers.length > 0 ? { nonPlayers } : {}),
    },
    onProgress: progress?.update,
    workers,
    ...(dir === undefined ? {} : { records: dir }),
  });
  let report: SimReport;
  try {
    report = await run;
  } catch (e) {
    if (!(e instanceof SimWorkerError)) throw e;
    progress?.done();
    io.err(`lod: ${e.message}; --workers 1 plays the games in this thread\n`);
    return EXIT.illegal;
  }
  progress?.done();
  if (args.flags.has('json')) io.out(`${JSON.stringify(report, null, 2)}\n`);
  else io.out(`${simTable(report).join('\n')}\n`);
  return report.errors.length > 0 ? EXIT.illegal : EXIT.ok;
}

/** Why `dir` cannot hold the records (it is a file, or cannot be made), or null once it is a directory. */
function recordsDirProblem(dir: string): string | null {
  try {
    const st = statSync(dir, { throwIfNoEntry: false });
    if (st !== undefined && !st.isDirectory()) return 'exists and is not a directory; give a directory for the records';
    if (st === undefined) mkdirSync(dir, { recursive: true });
    return null;
  } catch (e) {
    return `cannot make the directory: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** A one-line progress bar on standard error, redrawn at most ten times a second. */
function progressBar(total: number, io: CliIO): { update: (done: number) => void; done: () => void } {
  const t0 = performance.now();
  let last = 0;
  const width = 30;
  return {
    update(done: number) {
      const now = performance.now();
      if (done < total && now - last < 100) return;
      last = now;
      const filled = Math.round((done / total) * width);
      const rate = done / Math.max((now - t0) / 1000, 1e-9);
      const eta = rate > 0 ? Math.ceil((total - done) / rate) : 0;
      io.err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games, ${rate.toFixed(1)} games/s, ${eta}s left `);
    },
    done() {
      io.err('\r\x1b[K');
    },
  };
}

const pct = (n: number, total: number): string => `${total === 0 ? '0.0' : ((100 * n) / total).toFixed(1)}%`;

/** The `lod sim` table. */
function simTable(r: SimReport): string[] {
  const who = r.nonPlayers.length === 0 ? 'random games' : `games (Non-Player flowcharts: ${r.nonPlayers.map((f) => FACTION_NAME[f]).join(', ')}; the others random)`;
  const lines = [`${r.games} ${who} of scenario ${r.scenario} (${SCENARIOS[r.scenario].name}), seed ${JSON.stringify(r.seed)}`, ''];
  const rows: string[][] = [['Faction', 'Wins', 'Win %', 'Mean margin 1', 'Mean margin 2', 'Mean total margin']];
  for (const f of ['british', 'patriots', 'french', 'indians'] as const) {
    const m = r.meanMargins[f];
    rows.push([FACTION_NAME[f], String(r.wins[f]), pct(r.wins[f], r.finished), m.first.toFixed(2), m.second.toFixed(2), m.total.toFixed(2)]);
  }
  rows.push(['No winner', String(r.wins.none), pct(r.wins.none, r.finished), '', '', '']);
  lines.push(...table(rows, [false, true, true, true, true, true]));
  lines.push('');
  lines.push(`Game length: ${r.meanCards.toFixed(1)} cards, ${r.meanSteps.toFixed(1)} steps on average (fewest ${r.minSteps}, most ${r.maxSteps})`);
  const reasons = Object.entries(r.reasons).map(([k, n]) => `${k} ${n}`);
  lines.push(`Games ended by: ${reasons.join(', ') || 'none finished'}`);
  lines.push(`Speed: ${r.gamesPerSecond.toFixed(1)} games/s (${r.seconds.toFixed(1)} s for ${r.games} games, ${r.workers} worker${r.workers === 1 ? '' : 's'})`);
  if (r.errors.length > 0) {
    lines.push('', `${r.errors.length} game(s) failed with an engine error:`);
    for (const e of r.errors.slice(0, 10)) lines.push(`  game ${e.game} (seed ${JSON.stringify(e.seed)}, after ${e.steps} steps): ${e.message}`);
  }
  return lines;
}

/**
 * The text of a file, read in chunks and never more than `max` bytes: a larger file (or an endless
 * one, such as /dev/zero) is refused, so `lod` always returns.
 * @throws Error saying the file is too large, or the system's reason.
 */
function readBounded(path: string, max: number): string {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.alloc(1 << 20);
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > max) throw new Error(`the file is larger than ${max / 1_000_000} MB; a game record is far smaller`);
      chunks.push(Buffer.from(chunk.subarray(0, n)));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Reads and parses a record file; reports a missing or bad file and returns null. */
function loadRecord(path: string | undefined, command: string, io: CliIO): GameRecord | null {
  if (path === undefined) throw new UsageError(`${command} needs a record file: lod ${command} <record.json>`);
  let text: string;
  try {
    text = readBounded(path, RECORD_LIMITS.maxChars);
  } catch (e) {
    io.err(`lod: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}\n`);
    return null;
  }
  try {
    return parseRecord(text);
  } catch (e) {
    if (!(e instanceof RecordError)) throw e;
    io.err(`lod: ${path} is not a usable game record (${e.code}):\n${e.problems.map((p) => `  ${p}`).join('\n')}\n`);
    return null;
  }
}

/** The lines reporting an illegal step of a record. */
function illegalStep(check: Extract<RecordCheck, { ok: false }>, total: number, all: boolean): string[] {
  const p = check.pending;
  const lines = [
    `Illegal step ${check.step} (actions[${check.step}]) after ${check.step} legal step${check.step === 1 ? '' : 's'}, of ${total} recorded:`,
    `  action:  ${JSON.stringify(check.action)}`,
    `  reason:  ${check.error.message} [${check.error.code}]`,
    `  pending: ${p ? `${p.faction === 'chance' ? 'chance' : FACTION_NAME[p.faction as keyof typeof FACTION_NAME]} — ${p.prompt} (${p.kind}${check.error.rule ? `, ${check.error.rule}` : ''})` : 'nothing: the game is over'}`,
  ];
  if (check.legal.length > 0) {
    lines.push(`Legal alternatives (${check.legal.length}):`);
    lines.push(...actionList(check.legal, all ? Infinity : 30));
  }
  return lines;
}

function replayCommand(argv: readonly string[], io: CliIO): number {
  const args = parseArgs(argv, { flags: ['json', 'all'] });
  if (wantsHelp(args, 'replay', io)) return EXIT.ok;
  if (args.positional.length > 1) throw new UsageError('replay takes one record file');
  const record = loadRecord(args.positional[0], 'replay', io);
  if (!record) return EXIT.bad;
  const check = checkRecord(record);
  if (args.flags.has('json')) {
    io.out(`${JSON.stringify(replayJson(record, check), null, 2)}\n`);
    return check.ok ? EXIT.ok : EXIT.illegal;
  }
  if (check.ok) {
    io.out(`${[`Replayed ${record.actions.length} actions: every step is legal.`, ...summary(check.state)].join('\n')}\n`);
    return EXIT.ok;
  }
  io.out(`${illegalStep(check, record.actions.length, args.flags.has('all')).join('\n')}\n`);
  return EXIT.illegal;
}

function stateJson(state: GameState): Record<string, unknown> {
  return {
    scenario: state.scenario,
    steps: state.steps,
    currentCard: state.deck.current,
    result: state.result,
    resources: state.resources,
  };
}

function replayJson(record: GameRecord, check: RecordCheck): Record<string, unknown> {
  if (check.ok) return { ok: true, actions: record.actions.length, state: stateJson(check.state) };
  return {
    ok: false,
    step: check.step,
    action: check.action,
    error: { code: check.error.code, message: check.error.message, rule: check.error.rule ?? null },
    pending: check.pending,
    legal: check.legal,
  };
}

function show(argv: readonly string[], io: CliIO): number {
  const args = parseArgs(argv, { values: ['step'], flags: ['all'] });
  if (wantsHelp(args, 'show', io)) return EXIT.ok;
  if (args.positional.length > 1) throw new UsageError('show takes one record file');
  const record = loadRecord(args.positional[0], 'show', io);
  if (!record) return EXIT.bad;
  const steps = intOption(args, 'step', record.actions.length, 0, record.actions.length);
  const check = checkRecord({ ...record, actions: record.actions.slice(0, steps) });
  if (!check.ok) {
    io.out(`${illegalStep(check, record.actions.length, args.flags.has('all')).join('\n')}\n`);
    return EXIT.illegal;
  }
  const lines = board(check.state, { limit: args.flags.has('all') ? Infinity : 30 });
  if (steps > 0) lines.splice(1, 0, `Last action: ${describeAction(record.actions[steps - 1])}`);
  if (steps < record.actions.length) lines.push(`Next recorded action (actions[${steps}]): ${describeAction(record.actions[steps])}`);
  io.out(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
