import 'server-only';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { listingImages, listings } from '../../db/schema';
import { chunkCount, chunkSize, MAX_IMAGES, type ListingPlan } from '../listings';
import type { ChunkJob, WorkerMessage } from './listing-worker';
import type { BulkWriter } from './writer';
import { intSetting, settingProblem } from '@/lib/env/schema';

// The load of many listings: worker threads generate and encode
// chunks, this thread only feeds their COPY text to the one connection (one
// transaction). Workers: BULK_WORKERS, default the core count (at least 1).

// Scripts run under tsx, whose loader a worker thread does not inherit: the worker registers it first.
const WORKER_FILE = new URL('./listing-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(WORKER_FILE)}); })`;

export function workerCount(): number {
  const problem = settingProblem('BULK_WORKERS', process.env.BULK_WORKERS);
  if (problem) throw new Error(problem);
  return intSetting('BULK_WORKERS', Math.max(1, os.availableParallelism()));
}

export async function seedListingsParallel(w: BulkWriter, plan: ListingPlan, tick: (done: number) => void): Promise<void> {
  const total = chunkCount(plan.n);
  let nextChunk = 0;
  let done = 0;
  let failed: Error | null = null;
  // Writes go one after another on the one connection; the queue is short (workers wait for acks).
  let tail: Promise<void> = Promise.resolve();
  const count = Math.min(workerCount(), total);
  const workers = Array.from({ length: count }, () => new Worker(BOOT, { eval: true, workerData: plan }));

  const assign = async (worker: Worker): Promise<boolean> => {
    if (nextChunk >= total || failed) return false;
    const chunk = nextChunk++;
    const size = chunkSize(plan.n, chunk);
    const job: ChunkJob = { chunk, firstId: await w.reserveIds(listings, size), firstImageId: await w.reserveIds(listingImages, size * MAX_IMAGES) };
    worker.postMessage({ type: 'job', job });
    return true;
  };

  try {
    await Promise.all(workers.map((worker) => new Promise<void>((resolve, reject) => {
      const fail = (e: Error) => {
        failed ??= e;
        reject(e);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => code !== 0 && fail(new Error(`bulk load worker stopped with code ${code}`)));
      worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'batch') {
          tail = tail.then(async () => {
            if (failed) return;
            for (const p of m.parts) await w.copyText(p.table, p.columns, p.data);
            done += m.listings;
            tick(done);
            worker.postMessage({ type: 'ack' });
          });
          tail.catch(fail);
        } else {
          tail = tail.then(() => assign(worker)).then((more) => { if (!more) resolve(); });
          tail.catch(fail);
        }
      });
      // Ids are reserved on the writer's connection, in order, through the same queue.
      tail = tail.then(() => assign(worker)).then((more) => { if (!more) resolve(); });
      tail.catch(fail);
    })));
    await tail;
  } finally {
    await Promise.all(workers.map((x) => x.terminate()));
  }
}
