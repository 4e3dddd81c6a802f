import 'server-only';
import { parentPort, workerData } from 'node:worker_threads';
import { getTableName } from 'drizzle-orm';
import { chunkDrafts, listingRows, LISTING_TABLES, MAX_IMAGES, type ListingPlan } from '../listings';
import { copyColumns, copyLine } from './copy-text';

// A worker thread of the bulk load: generates whole chunks of
// listings and sends them back as COPY text, so generation and encoding run
// beside the database instead of in front of it. The ids come from the main
// thread (reserved per chunk), so chunks can finish in any order.

export type ChunkJob = { chunk: number; firstId: number; firstImageId: number };
export type CopyPart = { table: string; columns: string[]; data: Uint8Array };
export type WorkerMessage = { type: 'batch'; chunk: number; listings: number; parts: CopyPart[] } | { type: 'chunk-done'; chunk: number };

const plan = workerData as ListingPlan;
let acked = 0;
let sent = 0;
let wake: (() => void) | null = null;

parentPort!.on('message', async (m: { type: 'job'; job: ChunkJob } | { type: 'ack' }) => {
  if (m.type === 'ack') {
    acked++;
    wake?.();
    return;
  }
  const { chunk, firstId, firstImageId } = m.job;
  let nextId = firstId;
  let nextImage = firstImageId;
  for (const batch of chunkDrafts(plan, chunk)) {
    const rows = listingRows(batch, nextId, nextImage);
    nextId += batch.length;
    nextImage += rows.images.length;
    if (nextImage > firstImageId + MAX_IMAGES * (nextId - firstId)) throw new Error('image ids overran their reservation');
    const parts: CopyPart[] = [];
    for (const [key, table] of LISTING_TABLES) {
      const list = rows[key] as Record<string, unknown>[];
      if (!list.length) continue;
      const cols = copyColumns(table, list[0]);
      let text = '';
      for (const r of list) text += copyLine(cols, r);
      parts.push({ table: getTableName(table), columns: cols.map((c) => c.name), data: Buffer.from(text) });
    }
    // At most two batches in flight: the next one is built while the database copies the last.
    while (sent - acked >= 2) await new Promise<void>((r) => (wake = r));
    sent++;
    const msg: WorkerMessage = { type: 'batch', chunk, listings: batch.length, parts };
    parentPort!.postMessage(msg, parts.map((p) => p.data.buffer as ArrayBuffer));
  }
  parentPort!.postMessage({ type: 'chunk-done', chunk } satisfies WorkerMessage);
});
