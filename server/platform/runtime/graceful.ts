// Graceful shutdown of the production server (serve.ts) on SIGTERM (and Ctrl+C):
// 1. stop accepting connections (the listening socket closes, so the load balancer's
//    next connect fails and it tries another server), and /api/ready answers 503;
// 2. finish the requests in flight, for up to DRAIN_MS; idle keep-alive connections
//    close at once, busy ones after their answer (Connection: close);
// 3. stop the jobs and the alert loop, then close the database pool (the app's
//    hooks, lib/ops/shutdown-hooks.mjs);
// 4. exit. A second signal exits at once.
import type { Server, ServerResponse } from 'node:http';
import { runShutdownHooks, setDraining } from '../../../lib/ops/shutdown-hooks.mjs';

export const DRAIN_MS = 25_000;

const log = (fields: Record<string, unknown>) => console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', ...fields }));

export function gracefulShutdown(
  server: Server,
  { drainMs = DRAIN_MS, exit = (code: number) => process.exit(code) }: { drainMs?: number; exit?: (code: number) => void } = {},
): (signal: string) => Promise<void> {
  let stopping = false;
  const busy = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    busy.add(res);
    // Keep-alive connections of a draining server end after their answer.
    if (stopping) res.setHeader('connection', 'close');
    res.on('close', () => busy.delete(res));
  });

  async function stop(signal: string): Promise<void> {
    if (stopping) {
      log({ msg: 'second signal: exiting now', signal });
      return exit(1);
    }
    stopping = true;
    setDraining();
    const started = Date.now();
    log({ msg: 'shutting down: draining requests', signal, in_flight: busy.size, drain_ms: drainMs });
    for (const res of busy) if (!res.headersSent) res.setHeader('connection', 'close');
    // Connections the kernel already queued are accepted before the socket closes (closing a
    // listening socket resets its queue): one turn of the event loop takes them in.
    await new Promise((resolve) => setImmediate(resolve));
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), drainMs); });
    const how = await Promise.race([closed.then(() => 'drained' as const), late]);
    clearTimeout(timer);
    if (how === 'timeout') {
      log({ msg: 'drain deadline passed: closing the remaining connections', in_flight: busy.size });
      server.closeAllConnections();
    }
    await runShutdownHooks();
    log({ msg: 'stopped', signal, ms: Date.now() - started });
    exit(0);
  }

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return stop;
}
