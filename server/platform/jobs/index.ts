import 'server-only';
import { onAlertEvent } from '../items/alert-events';
import { runAlerts } from '../../messaging/alerts/worker';
import { outsideRequest } from '../system/outside-request';
import { JOBS } from './catalogue';
import { loop } from './runner';

// Background work starts once per server process, from instrumentation.ts
// register(), never as a side effect of a request. Why our own loops rather than
// pg-boss or graphile-worker: the jobs are six idempotent periodic statements,
// PGlite (one embedded process) cannot host either library, and a lease row per
// job (server/platform/jobs/lease.ts) already gives "one server per period" on both
// databases with no extra schema to manage.

export { JOBS } from './catalogue';
export { runIfDue } from './runner';

const g = globalThis as { __gbJobs?: Array<() => Promise<void>> };

/** Starts every job loop and the alert drain after each post. JOBS=off (and ALERTS_WORKER=off for alerts) turns them off. */
export function startJobs(): void {
  if (g.__gbJobs || process.env.JOBS === 'off') return;
  const jobs = JOBS.filter((j) => j.name !== 'alerts' || process.env.ALERTS_WORKER !== 'off');
  // Timers outlive the call that starts them: never in a request's async context.
  g.__gbJobs = outsideRequest(() => jobs.map(loop));
  if (jobs.some((j) => j.name === 'alerts')) {
    let kick: ReturnType<typeof setTimeout> | null = null;
    // A drain 200 ms after a listing goes live here; SKIP LOCKED keeps it from sending twice.
    onAlertEvent(() => {
      if (kick) return;
      kick = outsideRequest(() => setTimeout(() => {
        kick = null;
        runAlerts().catch((e) => console.error('[alerts]', e instanceof Error ? e.message : e));
      }, 200));
      kick.unref?.();
    });
  }
}

/** For graceful shutdown: no new runs start; resolves when the runs in flight have finished. */
export async function stopJobs(): Promise<void> {
  const stops = g.__gbJobs;
  g.__gbJobs = undefined;
  onAlertEvent(null);
  if (stops) await Promise.all(stops.map((s) => s()));
}
