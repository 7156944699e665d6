/**
 * A `lod sim` worker thread (built as dist/simWorker.js): plays the games of its {@link WorkerJob},
 * writes their records, posts one message per game and then its tally.
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { recordWriter, simulateGames } from './sim';
import type { WorkerJob, WorkerMessage } from './simPool';

const job = workerData as WorkerJob;
const post = (m: WorkerMessage): void => parentPort!.postMessage(m);
try {
  const onRecord = job.records === undefined ? undefined : recordWriter(job.records);
  post({ type: 'done', tally: simulateGames({ ...job.settings, onRecord }, job.games, () => post({ type: 'game' })) });
} catch (e) {
  post({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
}
