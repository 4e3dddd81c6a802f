import 'server-only';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { importJobs, type User } from '../../platform/db/schema';
import { assertMayPost } from '../posting/service';
import { searchChanged } from '../../platform/cache/changed';
import { kickImports } from './drain';
import { jobStatus, ownJob } from './status';

export const NOTHING_TO_IMPORT = 'No row of this file can be imported: fix the rows listed and upload the file again';

/** The poster's go-ahead: the checked rows are queued (a second confirm changes nothing). */
export async function confirmImport(user: User, jobId: number) {
  assertMayPost(user);
  const job = await ownJob(user.id, jobId);
  if (job.status === 'cancelled') throw new AppError('conflict', 'This import was cancelled; upload the file again');
  if (job.status === 'checked') {
    if (job.valid === 0) throw new AppError('validation', NOTHING_TO_IMPORT);
    const db = await getDb();
    await db.update(importJobs).set({ status: 'queued', confirmedAt: new Date() })
      .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'checked')));
  }
  kickImports();
  return jobStatus(await ownJob(user.id, jobId));
}

/** Progress for the poll; a job with work left and no drain in this server gets one. */
export async function importProgress(user: User, jobId: number) {
  const job = await ownJob(user.id, jobId);
  if (job.status === 'queued' || job.status === 'running') kickImports();
  // The drain runs outside any request, where Next's search cache cannot be expired:
  // the poll (a request) expires it while listings arrive and just after.
  const recent = job.finishedAt && Date.now() - job.finishedAt.getTime() < 60_000;
  if (job.status === 'queued' || job.status === 'running' || recent) searchChanged();
  return jobStatus(job);
}
