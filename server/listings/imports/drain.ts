import 'server-only';
import { outsideRequest } from '../../platform/system/outside-request';
import { runImportJobs } from './worker';

// A confirm starts a drain in the server that took it, and every status poll starts
// one where none runs, so a poster watching sees rows move at once; the fleet's
// "imports" job (server/platform/jobs/catalogue.ts) carries on a job nobody is watching.
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
