/**
 * `lod sim` at scale: `--nonplayers all`, and `--workers N` (the games dealt among worker threads,
 * their tallies merged exactly: the same report as one thread, timing aside; the same records).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, parseNonPlayers } from '../../src/cli/main';
import { UsageError } from '../../src/cli/args';
import { flowchartPolicies } from '../../src/bots/flowcharts';
import type { Faction } from '../../src/data/ids';
import { SimWorkerError, simulateInWorkers } from '../../src/cli/simPool';
import { emptyTally, mergeTallies, simReport, simulate, simulateGames, splitGames, type SimReport, type SimSettings } from '../../src/cli/sim';

const root = resolve(__dirname, '../..');
mkdirSync(join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(join(root, '.tmp', 'sim-workers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `lod args…` in-process, stderr not a terminal. */
async function lod(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), errIsTTY: false });
  return { code, out, err };
}

/** A report without what depends on the clock or on the threads. */
const untimed = ({ seconds: _s, gamesPerSecond: _g, workers: _w, ...rest }: SimReport) => rest;

describe('--nonplayers all', () => {
  it('means the four Factions, each by its flowchart', () => {
    expect(parseNonPlayers('all')).toEqual(['british', 'patriots', 'french', 'indians']);
  });

  it('stands alone; a list of Factions is kept as given; unknown or repeated names are refused', () => {
    expect(() => parseNonPlayers('all,british')).toThrow(/--nonplayers all stands alone/);
    expect(parseNonPlayers('british,indians')).toEqual(['british', 'indians']);
    expect(parseNonPlayers(undefined)).toEqual([]);
    expect(() => parseNonPlayers('spain')).toThrow(new UsageError('--nonplayers takes Factions (british, patriots, french, indians) or all, got "spain"'));
    expect(() => parseNonPlayers('french,french')).toThrow(new UsageError('--nonplayers names french twice'));
  });

  it('a policy set for something that is not a Faction is refused in game terms', () => {
    expect(() => flowchartPolicies(['spain' as Faction])).toThrow(
      new RangeError('no Non-Player flowchart for "spain": the Factions are British, Patriots, French, Indians (british, patriots, french, indians)'),
    );
  });
});

describe('splitting and merging a run', () => {
  it('deals the games round-robin, never more shares than games', () => {
    expect(splitGames(5, 2)).toEqual([[0, 2, 4], [1, 3]]);
    expect(splitGames(2, 8)).toEqual([[0], [1]]);
    expect(splitGames(3, 1)).toEqual([[0, 1, 2]]);
  });

  it('the merged tallies of the shares give the report of one run (the British by their flowchart)', () => {
    const settings: SimSettings = { scenario: 'sprint', games: 5, seed: 'split', options: { nonPlayers: ['british'] } };
    const one = simulate(settings);
    for (const workers of [2, 3]) {
      const tallies = splitGames(settings.games, workers).map((games) => simulateGames(settings, games));
      const merged = simReport(settings, tallies.reduce(mergeTallies, emptyTally()), 1, workers);
      expect(JSON.stringify(untimed(merged))).toBe(JSON.stringify(untimed(one)));
      expect(merged.workers).toBe(workers);
      // In any order.
      expect(untimed(simReport(settings, [...tallies].reverse().reduce(mergeTallies, emptyTally()), 1))).toEqual(untimed(one));
    }
    expect(one.finished + one.errors.length).toBe(5);
  });

  it('errors are listed by game whichever share met them', () => {
    const settings: SimSettings = { scenario: 'sprint', games: 4, seed: 9, maxSteps: 5 };
    const tallies = splitGames(4, 2).map((games) => simulateGames(settings, games));
    const merged = tallies.reduce(mergeTallies, emptyTally());
    expect(merged.errors.map((e) => e.game)).toEqual([0, 1, 2, 3]);
    expect(merged.errors[3]).toMatchObject({ seed: '9:3', steps: 5, message: 'the game did not end within 5 steps' });
    expect(simReport(settings, merged, 1)).toMatchObject({ finished: 0, minSteps: 0, maxSteps: 0, meanSteps: 0 });
  });
});

describe('lod sim --workers', () => {
  it('accepts a whole number from 1 up, else a usage error (exit 2)', async () => {
    for (const bad of ['0', '-2', 'two', '1.5', '']) {
      const r = await lod('sim', '--games', '1', '--workers', bad);
      expect(r).toMatchObject({ code: 2, out: '' });
      expect(r.err).toContain(`--workers must be a whole number from 1 up, got ${JSON.stringify(bad)}`);
    }
    expect(await lod('sim', '--games', '1', '--workers')).toMatchObject({ code: 2, err: expect.stringContaining('--workers needs a value') });
  });

  it('two worker threads: the same statistics and the same record files as one thread; the table and JSON say how many', async () => {
    const args = ['sim', '--scenario', 'sprint', '--games', '3', '--seed', '7', '--nonplayers', 'british', '--json'];
    const d1 = join(work, 'one');
    const d2 = join(work, 'two');
    const one = await lod(...args, '--workers', '1', '--records', d1);
    const two = await lod(...args, '--workers', '2', '--records', d2);
    expect(one).toMatchObject({ code: 0, err: '' });
    expect(two).toMatchObject({ code: 0, err: '' });
    const r1 = JSON.parse(one.out) as SimReport;
    const r2 = JSON.parse(two.out) as SimReport;
    expect(r1.workers).toBe(1);
    expect(r2.workers).toBe(2);
    expect(untimed(r2)).toEqual(untimed(r1));
    const files = readdirSync(d1).sort();
    expect(files).toEqual(['game-0.json', 'game-1.json', 'game-2.json']);
    expect(readdirSync(d2).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(d2, f), 'utf8')).toBe(readFileSync(join(d1, f), 'utf8'));
    // Never more threads than games; the table names them.
    const table = await lod('sim', '--scenario', 'sprint', '--games', '1', '--seed', '7', '--workers', '4');
    expect(table.out).toMatch(/Speed: .* games\/s \(.* s for 1 games, 1 worker\)/);
  });
});

describe('a failing worker', () => {
  const run = (script: string) =>
    simulateInWorkers({ scenario: 'sprint', games: 2, seed: 1, workers: 2, entry: () => ({ script, eval: true }) });

  it('is a SimWorkerError saying why: a throw, a reported failure, an early exit', async () => {
    await expect(run("throw new Error('boom')")).rejects.toThrow(new SimWorkerError('a sim worker failed: boom'));
    await expect(run("require('node:worker_threads').parentPort.postMessage({ type: 'failed', message: 'no flowchart' })")).rejects.toThrow(
      'a sim worker failed: no flowchart',
    );
    await expect(run('process.exit(3)')).rejects.toThrow('a sim worker stopped (exit code 3) before reporting its games');
  });
});
