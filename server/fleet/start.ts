import 'server-only';
import { jwtSecret } from '../auth/secret';
import { listenForSignals } from '../cache/signals';
import { startJobs } from '../jobs';

/**
 * What a server process does once before its first request (instrumentation.ts):
 * agree on the token secret with the rest of the fleet, listen for the fleet's
 * cache signals, then start the background jobs. A server that cannot have the
 * shared secret refuses to start, naming the setting, rather than sign tokens no
 * other server accepts.
 */
export async function startServer(): Promise<void> {
  await jwtSecret();
  listenForSignals();
  startJobs();
}
