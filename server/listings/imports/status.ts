import 'server-only';
import type { ImportJobApi, ImportProgress } from '@/lib/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { importJobs, importRows, type ImportJob } from '../../platform/db/schema';
import { ownRow } from '../../platform/http/authorize';

// What the poster sees of a job: n of N done, how many went live, wait for review,
// or were refused by a rule (with the row's message). Read from the rows themselves,
// so any server answers the same.


export async function ownJob(userId: number, jobId: number): Promise<ImportJob> {
  const db = await getDb();
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, jobId)).limit(1);
  return ownRow(userId, 'import', job);
}

export async function jobSummary(job: ImportJob): Promise<ImportJobApi> {
  const db = await getDb();
  const states = await db.select({ state: importRows.state, status: importRows.listingStatus, outcome: importRows.outcome, n: count() })
    .from(importRows).where(eq(importRows.jobId, job.id))
    .groupBy(importRows.state, importRows.listingStatus, importRows.outcome);
  const sum = (f: (s: (typeof states)[number]) => boolean) => states.filter(f).reduce((a, s) => a + Number(s.n), 0);
  const failed = sum((s) => s.state === 'failed');
  const done = sum((s) => s.state === 'done');
  return {
    job_id: job.id,
    group: job.group,
    file_name: job.fileName,
    status: job.status,
    total: job.total,
    valid: job.valid,
    invalid: job.total - job.valid,
    processed: done + failed,
    created: sum((s) => s.state === 'done' && s.outcome === 'created'),
    updated: sum((s) => s.state === 'done' && s.outcome === 'updated'),
    live: sum((s) => s.state === 'done' && s.status === 'approved'),
    pending_review: sum((s) => s.state === 'done' && s.status === 'pending'),
    failed,
  };
}

/** The summary plus the messages of rows a rule refused during the import. */
export async function jobStatus(job: ImportJob): Promise<ImportProgress> {
  const db = await getDb();
  const failures = await db.select({ errors: importRows.errors }).from(importRows)
    .where(and(eq(importRows.jobId, job.id), inArray(importRows.state, ['failed'])))
    .orderBy(asc(importRows.rowNo));
  return { ...(await jobSummary(job)), failures: failures.flatMap((f) => f.errors) };
}
