import 'server-only';
import { outsideRequest } from '../system/outside-request';
import { runImportJobs } from './worker';

// Until a shared jobs runner schedules runImportJobs, a confirm starts a drain in
// the server that took it, and every status poll starts one where none runs (so a
// job whose server died is carried on by whichever server the poster reaches next).
// One drain per process; several processes share the rows through SKIP LOCKED.

const g = globalThis as { __gbImportDrain?: Promise<void> | null };

export function importsDraining(): boolean {
  return !!g.__gbImportDrain;
}

export function kickImports(): void {
  if (g.__gbImportDrain) return;
  // It outlives the request that started it: not in that request's async context.
  g.__gbImportDrain = outsideRequest(async () => {
    try {
      while ((await runImportJobs()) > 0) { /* next batch */ }
    } catch (e) {
      console.error('[imports] drain stopped', e instanceof Error ? e.message : e);
    } finally {
      g.__gbImportDrain = null;
    }
  });
}
