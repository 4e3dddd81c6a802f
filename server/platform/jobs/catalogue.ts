import 'server-only';
import { runAlerts } from '../../messaging/alerts/worker';
import { runImportJobs } from '../../listings/imports/worker';
import { expireOverdueItems } from './expiry';
import { sweepOrphanPhotos } from './orphan-photos';
import { settleLapsedPlans } from './plan-lapse';
import { pruneExpiredRows } from './retention';
import { expireStaleOrders } from './stale-orders';
import { intSetting } from '@/lib/env/schema';

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

const MINUTE = 60_000;

// Every background job of the app, with how often the fleet (not each server) runs it.
// Reads never depend on these having run (server/platform/items/live.ts); they tidy stored state.
export const JOBS: Job[] = [
  { name: 'expiry', everyMs: MINUTE, run: () => expireOverdueItems() },
  { name: 'plan-lapse', everyMs: 30_000, run: () => settleLapsedPlans() },
  { name: 'stale-orders', everyMs: 5 * MINUTE, run: () => expireStaleOrders() },
  { name: 'orphan-photos', everyMs: 60 * MINUTE, run: () => sweepOrphanPhotos() },
  // Alerts claim their rows with SKIP LOCKED as well, so the drain after a post
  // (server/platform/jobs/index.ts) may run on any server without sending twice.
  { name: 'alerts', everyMs: intSetting('ALERTS_INTERVAL_MS', 30_000), run: () => runAlerts() },
  { name: 'retention', everyMs: 60 * MINUTE, run: () => pruneExpiredRows() },
  // Spreadsheet imports: a confirm or a status poll starts a drain at once (server/listings/imports/drain.ts);
  // this carries on a job whose server died while nobody polls. Rows are claimed with SKIP LOCKED.
  { name: 'imports', everyMs: 15_000, run: async () => { while ((await runImportJobs()) > 0) { /* next batch */ } } },
];
