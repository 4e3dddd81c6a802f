import 'server-only';
import { outsideRequest } from '../system/outside-request';
import { STOP_WORK, onShutdown } from '@/lib/ops/shutdown-hooks.mjs';
import { startAlertWorker, stopAlertWorker } from './worker';

// How alerts run with no cron on either database: the first time a server
// process loads the route table (its first API call), the alert loop starts
// in that process: a drain every ALERTS_INTERVAL_MS (30 s) plus one 200 ms
// after every alert event (a listing posted or approved). On PostgreSQL each
// app process runs its own loop and FOR UPDATE SKIP LOCKED shares the rows;
// PGlite is one process. Not in unit tests (they drive runAlerts themselves),
// not during `next build`, and ALERTS_WORKER=off turns it off.
const g = globalThis as { __gbAlertsStarted?: boolean };
if (!g.__gbAlertsStarted && !process.env.VITEST && process.env.ALERTS_WORKER !== 'off'
  && process.env.NEXT_PHASE !== 'phase-production-build') {
  g.__gbAlertsStarted = true;
  // Its timers live as long as the process: not in the context of the call that started it.
  outsideRequest(() => startAlertWorker());
  onShutdown('alerts', STOP_WORK, stopAlertWorker);
}
