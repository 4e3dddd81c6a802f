import 'server-only';
import { hostname } from 'node:os';
import { getDb } from '../db/client';
import type { Job } from './catalogue';
import { claimLease, recordResult } from './lease';

const owner = `${hostname()}:${process.pid}`;
const describe = (v: unknown) => (v && typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * Runs `job` if this server wins its period (server/platform/jobs/lease.ts); resolves to
 * whether it ran. A failure is logged and recorded, never thrown at the caller:
 * the job is due again next period.
 */
export async function runIfDue(job: Job): Promise<boolean> {
  const db = await getDb();
  if (!(await claimLease(db, job.name, job.everyMs, owner))) return false;
  const started = Date.now();
  try {
    const out = await job.run();
    await recordResult(db, job.name, `ok ${describe(out)} in ${Date.now() - started} ms`);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    console.error(`[jobs] ${job.name} failed:`, msg);
    await recordResult(db, job.name, `failed: ${msg}`).catch(() => {});
  }
  return true;
}

/**
 * A loop per job: it asks for the lease a few times per period, so the fleet runs
 * the job about once per period whichever servers are up. Returns a stop function
 * that clears the timer and waits for a run in flight.
 */
export function loop(job: Job): () => Promise<void> {
  let inFlight: Promise<unknown> | null = null;
  const tick = () => {
    inFlight ??= runIfDue(job).catch((e) => console.error(`[jobs] ${job.name}:`, e instanceof Error ? e.message : e))
      .finally(() => { inFlight = null; });
  };
  const every = Math.max(1000, Math.floor(job.everyMs / 4));
  const first = setTimeout(tick, 1000 + Math.floor(Math.random() * 1000));
  const timer = setInterval(tick, every);
  first.unref?.();
  timer.unref?.();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await inFlight;
  };
}
