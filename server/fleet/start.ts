import 'server-only';
import { startJobs } from '../jobs';

/**
 * What a server process does once before its first request (instrumentation.ts):
 * agree on the token secret with the rest of the fleet (or refuse to start),
 * listen for the fleet's cache signals, then start the background jobs.
 */
export async function startServer(): Promise<void> {
  startJobs();
}
