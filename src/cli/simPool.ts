/**
 * `lod sim --workers N`: a run's games dealt round-robin ({@link splitGames}) to N worker threads
 * (src/cli/simWorker.ts, built as dist/simWorker.js), each playing its games with
 * {@link simulateGames} and writing their records; the tallies merge exactly ({@link mergeTallies}),
 * so the report is the one a single thread gives, timing aside.
 * @module
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { emptyTally, mergeTallies, recordWriter, simReport, simulate, splitGames, type SimReport, type SimSettings, type SimTally } from './sim';

/** Settings of {@link simulateInWorkers}: a run, its worker count, and where its records go. */
export interface PoolSettings extends Omit<SimSettings, 'onRecord'> {
  /** Worker threads (1: the games are played in this thread, as {@link simulate} does). */
  workers: number;
  /** A directory for every game's record, `<records>/game-<i>.json` (written by the worker that played it). */
  records?: string;
  /** How to start a worker (default {@link workerEntry}). */
  entry?: () => WorkerEntry;
}

/** A worker's script: a module file, or (`eval`) CommonJS source text. */
export interface WorkerEntry {
  /** The module's URL, or the script's text. */
  script: URL | string;
  /** Whether `script` is source text. */
  eval: boolean;
}

/** A worker thread that could not be started, or stopped before reporting its games (not a game's engine error). */
export class SimWorkerError extends Error {
  override readonly name = 'SimWorkerError';
}

/** What a worker is given: its share of a run's games. */
export interface WorkerJob {
  /** The run, without its callbacks. */
  settings: Omit<SimSettings, 'games' | 'onProgress' | 'onRecord'>;
  /** The game numbers to play. */
  games: number[];
  /** Where to write the records, if anywhere. */
  records?: string;
}

/** What a worker posts: one per game played, then its tally (or the error that stopped it). */
export type WorkerMessage = { type: 'game' } | { type: 'done'; tally: SimTally } | { type: 'failed'; message: string };

/**
 * How to start the worker: dist/simWorker.js beside the built CLI, else src/cli/simWorker.ts through
 * tsx (the CLI run from its sources, as in the tests): a small CommonJS script that registers tsx's
 * require hook in the worker, then requires the source (Node 20 does not apply `--import` loaders in
 * workers, and tsx's ESM register() from CommonJS cannot find its hooks).
 * @throws SimWorkerError when neither is found, or the source is found without tsx.
 */
export function workerEntry(): WorkerEntry {
  const built = new URL('./simWorker.js', import.meta.url);
  if (existsSync(built)) return { script: built, eval: false };
  const source = new URL('./simWorker.ts', import.meta.url);
  if (!existsSync(source)) throw new SimWorkerError(`the sim worker is missing (looked for ${fileURLToPath(built)})`);
  let tsx: string;
  try {
    tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  } catch {
    throw new SimWorkerError(`the sim worker ${fileURLToPath(source)} is TypeScript and needs tsx (a devDependency) to run (or build the package)`);
  }
  return { script: `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(fileURLToPath(source))});`, eval: true };
}

/** Starts one worker on its share; `tally` resolves to its tally, calling `onGame` after each game. */
function startWorker(entry: WorkerEntry, job: WorkerJob, onGame: () => void): { worker: Worker; tally: Promise<SimTally> } {
  const worker = new Worker(entry.script, { eval: entry.eval, workerData: job });
  const tally = new Promise<SimTally>((resolve, reject) => {
    let result: SimTally | null = null;
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'game') onGame();
      else if (m.type === 'done') result = m.tally;
      else reject(new SimWorkerError(`a sim worker failed: ${m.message}`));
    });
    worker.on('error', (e) => reject(new SimWorkerError(`a sim worker failed: ${e.message}`)));
    worker.on('exit', (code) => (result ? resolve(result) : reject(new SimWorkerError(`a sim worker stopped (exit code ${code}) before reporting its games`))));
  });
  tally.catch(() => undefined); // a share failing after another did is not an unhandled rejection
  return { worker, tally };
}

/**
 * Plays `settings.games` games over `settings.workers` threads (never more threads than games; one
 * thread is this one) and merges their tallies; `onProgress` counts the games done in every thread.
 * @throws SimWorkerError when a worker fails (the others are stopped).
 */
export async function simulateInWorkers(settings: PoolSettings): Promise<SimReport> {
  const { workers, records, entry = workerEntry, ...run } = settings;
  const shares = splitGames(settings.games, workers);
  if (shares.length <= 1) return simulate({ ...run, onRecord: records === undefined ? undefined : recordWriter(records) });
  const t0 = performance.now();
  const { onProgress, games: _games, ...job } = run;
  let done = 0;
  const script = entry();
  const started = shares.map((games) => startWorker(script, { settings: job, games, ...(records === undefined ? {} : { records }) }, () => onProgress?.(++done)));
  try {
    const tallies = await Promise.all(started.map((w) => w.tally));
    return simReport(settings, tallies.reduce(mergeTallies, emptyTally()), (performance.now() - t0) / 1000, shares.length);
  } catch (e) {
    await Promise.all(started.map((w) => w.worker.terminate()));
    throw e;
  }
}
