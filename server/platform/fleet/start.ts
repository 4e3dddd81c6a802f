import 'server-only';
import { CLOSE_CONNECTIONS, onShutdown, STOP_WORK } from '@/lib/ops/shutdown-hooks.mjs';
import { jwtSecret } from '../../accounts/auth/secret';
import { listenForSignals, stopSignals } from '../cache/signals';
import { startJobs, stopJobs } from '../jobs';

/**
 * What a server process does once before its first request (instrumentation.ts):
 * agree on the token secret with the rest of the fleet, listen for the fleet's
 * cache signals, then start the background jobs. A server that cannot have the
 * shared secret refuses to start, naming the setting, rather than sign tokens no
 * other server accepts. On SIGTERM (server/platform/runtime/graceful.ts) the jobs stop with
 * the other work, then the listening connection closes with the pool.
 */
export async function startServer(): Promise<void> {
  await jwtSecret();
  listenForSignals();
  onShutdown('cache-signals', CLOSE_CONNECTIONS, stopSignals);
  startJobs();
  onShutdown('jobs', STOP_WORK, stopJobs);
}
