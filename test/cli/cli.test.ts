/**
 * The `lod` command line: help, sim, replay and show, exit codes 0/1/2. The main cases run `lod` as
 * a subprocess from the TypeScript sources (`node --import tsx src/cli/lod.ts`, so no build is
 * needed), all started at once in `beforeAll`; the finer cases call the same `main` in-process.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToRecord, legalActions, recordGame, serializeRecord, SPACE_IDS } from '../../src/index';
import { SPACES } from '../../src/data';
import { main, type CliIO } from '../../src/cli/main';

const root = resolve(__dirname, '../..');
mkdirSync(join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(join(root, '.tmp', 'cli-test-'));

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** `lod args…` as a subprocess. */
function spawnLod(args: readonly string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/lod.ts'), ...args], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

/** `lod args…` in-process (the same `main` as the executable), stderr not a terminal. */
async function lod(...given: string[]): Promise<Run> {
  let out = '';
  let err = '';
  // In-process sims run on one thread unless a test asks for workers (test/cli/simWorkers.test.ts covers them).
  const args = given[0] === 'sim' && !given.includes('--workers') ? [...given, '--workers', '1'] : given;
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), errIsTTY: false });
  return { code, out, err };
}

/** The subprocess runs, by name, started together in beforeAll. */
const sub: Record<string, Run> = {};

function file(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

let valid: string;
let illegal: string;
let rec: ReturnType<typeof recordGame>;

beforeAll(async () => {
  // A valid record: 30 steps of a 1776 game (always the last legal action).
  rec = recordGame('1776', { seed: 8 });
  while (rec.steps < 30) {
    const actions = legalActions(rec.state);
    rec = rec.apply(actions[actions.length - 1]);
  }
  valid = file('valid.json', serializeRecord(rec.record));
  // The same with an illegal 31st action, and a legal-looking tail after it.
  illegal = file('illegal.json', serializeRecord(addToRecord(rec.record, { faction: 'british', type: 'commonCause', space: 'WestIndies', count: 42 }, legalActions(rec.state)[0])));
  const corrupt = file('corrupt.json', '{\n  "version": 1,\n  "scenario": "1776"\n  "options": {}\n}');
  const schema = file('schema.json', JSON.stringify({ version: 1, scenario: '1776', options: { seed: 1 }, actions: [{ faction: 'british', type: 'pass' }, { faction: 'hessians', type: 'pass' }, { type: 'pass' }] }));
  const runs: Record<string, string[]> = {
    help: ['--help'],
    bad: ['fly'],
    sim: ['sim', '--scenario', 'sprint', '--games', '3', '--seed', '5'],
    valid: ['replay', valid],
    illegal: ['replay', illegal],
    corrupt: ['replay', corrupt],
    schema: ['replay', schema],
    show: ['show', valid, '--step', '12'],
    recordsFile: ['sim', '--scenario', 'sprint', '--games', '1', '--seed', '1', '--records', valid],
    devZero: ['replay', '/dev/zero'],
    bom: ['replay', file('bom.json', `\uFEFF${serializeRecord(rec.record)}`)],
    unseeded: ['sim', '--scenario', 'sprint', '--games', '1', '--json'],
  };
  const names = Object.keys(runs);
  const results = await Promise.all(names.map((n) => spawnLod(runs[n])));
  names.forEach((n, i) => (sub[n] = results[i]));
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('lod on untrusted files and arguments', () => {
  const noTrace = (r: Run) => expect(r.err).not.toMatch(/\n\s+at /);

  it('sim --records naming an existing file: exit 2 and a message, no stack trace', () => {
    expect(sub.recordsFile).toMatchObject({ code: 2, out: '' });
    expect(sub.recordsFile.err).toBe(`lod: --records ${valid}: exists and is not a directory; give a directory for the records\n`);
    noTrace(sub.recordsFile);
  });

  it('replay /dev/zero returns: what is read is bounded (50 MB), exit 2', () => {
    expect(sub.devZero).toMatchObject({ code: 2, out: '' });
    expect(sub.devZero.err).toBe('lod: cannot read /dev/zero: the file is larger than 50 MB; a game record is far smaller\n');
    noTrace(sub.devZero);
  });

  it('a record starting with a UTF-8 byte-order mark is read', () => {
    expect(sub.bom.code).toBe(0);
    expect(sub.bom.out).toContain('Replayed 30 actions: every step is legal.');
  });

  it('sim without --seed draws a strong random seed and prints it', () => {
    expect(sub.unseeded.code).toBe(0);
    expect(JSON.parse(sub.unseeded.out).seed).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('lod --help', () => {
  it('lists the commands; each command has its own help', async () => {
    const r = sub.help;
    expect(r.code).toBe(0);
    for (const c of ['lod sim', 'lod replay', 'lod show', 'Exit codes']) expect(r.out).toContain(c);
    for (const c of ['sim', 'replay', 'show']) {
      const h = await lod(c, '--help');
      expect(h.code).toBe(0);
      expect(h.out).toContain(`Usage: lod ${c}`);
    }
  });

  it('a bad command line exits 2 with a message on stderr', async () => {
    expect(sub.bad).toMatchObject({ code: 2, out: '', err: expect.stringContaining('unknown command "fly"') });
    expect(await lod('sim', '--games', 'many')).toMatchObject({ code: 2, err: expect.stringContaining('--games must be a whole number') });
    expect(await lod('sim', '--scenario', '1812')).toMatchObject({ code: 2, err: expect.stringContaining('--scenario must be one of') });
    expect(await lod('replay')).toMatchObject({ code: 2, err: expect.stringContaining('needs a record file') });
    expect(await lod('show', valid, '--colour')).toMatchObject({ code: 2, err: expect.stringContaining('unknown option --colour') });
  });
});

describe('lod sim', () => {
  it('prints a table of wins, margins, game length and speed; silent stderr when it is not a terminal', () => {
    const r = sub.sim;
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    for (const s of ['3 random games of scenario sprint', 'British', 'Patriots', 'French', 'Indians', 'No winner', 'Mean total margin', 'Game length:', 'cards', 'steps', 'games/s'])
      expect(r.out).toContain(s);
  });

  it('--json prints the statistics as JSON; --records saves every game as a record', async () => {
    const dir = join(work, 'records');
    const r = await lod('sim', '--scenario', '1778', '--games', '2', '--seed', '1', '--json', '--records', dir);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ scenario: '1778', games: 2, finished: 2, seed: 1, errors: [] });
    expect(Object.values(report.wins as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(2);
    expect(Object.keys(report.meanMargins)).toEqual(['british', 'patriots', 'french', 'indians']);
    expect(report.meanSteps).toBeGreaterThan(0);
    expect(report.meanCards).toBeGreaterThan(0);
    expect(readdirSync(dir).sort()).toEqual(['game-0.json', 'game-1.json']);
    // A finished game replays to its result.
    const replay = await lod('replay', join(dir, 'game-0.json'));
    expect(replay.code).toBe(0);
    expect(replay.out).toContain('every step is legal');
    expect(replay.out).toMatch(/Result: .*\nWinner: /);
  });

  it('--nonplayers british: the British follow their flowchart (8.4), the others random; the records replay without the bot', async () => {
    const dir = join(work, 'np-records');
    const r = await lod('sim', '--scenario', '1775', '--games', '2', '--seed', '3', '--nonplayers', 'british', '--json', '--records', dir);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ scenario: '1775', games: 2, finished: 2, nonPlayers: ['british'], errors: [] });
    const replay = await lod('replay', join(dir, 'game-1.json'));
    expect(replay.code).toBe(0);
    expect(replay.out).toContain('every step is legal');
    const table = await lod('sim', '--scenario', 'sprint', '--games', '1', '--seed', '3', '--nonplayers', 'british');
    expect(table.out).toContain('1 games (Non-Player flowcharts: British; the others random) of scenario sprint');
  });

  it('--nonplayers british,indians: both follow their flowcharts (8.4, 8.7), the others random', async () => {
    const r = await lod('sim', '--scenario', '1778', '--games', '1', '--seed', '5', '--nonplayers', 'british,indians', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ scenario: '1778', games: 1, finished: 1, nonPlayers: ['british', 'indians'], errors: [] });
  });

  it('--nonplayers refuses unknown Factions and repeats (exit 2)', async () => {
    const bad = await lod('sim', '--games', '1', '--nonplayers', 'british,hessians');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--nonplayers takes Factions (british, patriots, french, indians) or all, got "hessians"');
    expect((await lod('sim', '--games', '1', '--nonplayers', 'british,british')).err).toContain('--nonplayers names british twice');
  });

  it('draws a progress bar only on a terminal', async () => {
    let err = '';
    let out = '';
    const io: CliIO = { out: (t) => (out += t), err: (t) => (err += t), errIsTTY: true };
    expect(await main(['sim', '--scenario', 'sprint', '--games', '2'], io)).toBe(0);
    expect(err).toContain('2/2 games');
    expect(out).toContain('2 random games');
  });
});

describe('lod replay', () => {
  it('a valid record: exit 0 and the final state summary', () => {
    const r = sub.valid;
    expect(r.code).toBe(0);
    for (const s of ['Replayed 30 actions', 'Scenario 1776', '30 steps played', 'Current card: #', 'Pending: ', 'Resources: British', 'Total Support', 'total Opposition'])
      expect(r.out).toContain(s);
  });

  it('a record with an illegal step: exit 1, the index, the action, the reason, the pending decision and the alternatives', () => {
    const r = sub.illegal;
    expect(r.code).toBe(1);
    expect(r.out).toContain('Illegal step 30 (actions[30]) after 30 legal steps, of 32 recorded');
    expect(r.out).toContain('"space":"WestIndies","count":42');
    expect(r.out).toMatch(/reason: +(Not legal now|It is not british's decision)/);
    expect(r.out).toMatch(/pending: +\w+ — /);
    expect(r.out).toMatch(/Legal alternatives \(\d+\):\n +0 +\w+ /);
  });

  it('--json reports the illegal step as data', async () => {
    const r = await lod('replay', illegal, '--json');
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ ok: false, step: 30, action: { faction: 'british', type: 'commonCause', space: 'WestIndies', count: 42 } });
    expect(j.legal.length).toBeGreaterThan(0);
    expect(JSON.parse((await lod('replay', valid, '--json')).out)).toMatchObject({ ok: true, actions: 30, state: { scenario: '1776', steps: 30 } });
  });

  it('a corrupt file (bad JSON): exit 2 with the parser\'s position', () => {
    const r = sub.corrupt;
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('is not a usable game record (json)');
    expect(r.err).toMatch(/not valid JSON: .*line 4/);
  });

  it('a schema-invalid file: exit 2 naming every bad field by its path', () => {
    const r = sub.schema;
    expect(r.code).toBe(2);
    expect(r.err).toContain('(schema)');
    expect(r.err).toMatch(/actions\[1\]\.faction: expected one of .*got "hessians"/);
    expect(r.err).toMatch(/actions\[2\]\.faction: missing/);
  });

  it('another record version, or a missing file: exit 2', async () => {
    const v = await lod('replay', file('v9.json', JSON.stringify({ version: 9, scenario: '1776', options: {}, actions: [] })));
    expect(v).toMatchObject({ code: 2, err: expect.stringContaining('unsupported record version 9') });
    expect(await lod('replay', join(work, 'nope.json'))).toMatchObject({ code: 2, err: expect.stringContaining('cannot read') });
  });
});

describe('lod show', () => {
  it('the board after N actions: every space, pools, Resources, FNI, Leaders, the pending decision', () => {
    const r = sub.show;
    expect(r.code).toBe(0);
    expect(r.out).toContain('after 12 steps');
    for (const id of SPACE_IDS) expect(r.out).toContain(SPACES[id].name);
    for (const s of ['Control', 'Support', 'Available:', 'Unavailable:', 'Casualties:', 'Resources:', 'FNI', 'Leaders:', 'Eligible:', 'Current card:', 'Pending:', 'Last action:', 'Next recorded action (actions[12])'])
      expect(r.out).toContain(s);
  });

  it('step 0 is the set-up; the default is the end of the record', async () => {
    expect((await lod('show', valid, '--step', '0')).out).toContain('after 0 steps');
    expect((await lod('show', valid)).out).toContain('after 30 steps');
  });

  it('an illegal step before N: exit 1; a step beyond the record: exit 2', async () => {
    const r = await lod('show', illegal, '--step', '32');
    expect(r.code).toBe(1);
    expect(r.out).toContain('Illegal step 30');
    expect((await lod('show', illegal, '--step', '30')).code).toBe(0);
    expect(await lod('show', valid, '--step', '31')).toMatchObject({ code: 2, err: expect.stringContaining('--step must be a whole number from 0 to 30') });
  });
});
