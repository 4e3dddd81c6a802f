import { describe, expect, it } from 'vitest';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulShutdown } from '@/server/platform/runtime/graceful';
import { CLOSE_CONNECTIONS, STOP_WORK, isDraining, onShutdown } from '@/lib/ops/shutdown-hooks.mjs';

function get(port: number, path: string): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    request({ port, path, host: '127.0.0.1' }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    }).on('error', reject).end();
  });
}

describe('graceful shutdown of the production server', () => {
  it('stops accepting, finishes the request in flight, then stops work before closing connections, and exits 0', async () => {
    const order: string[] = [];
    const server = createServer((req, res) => {
      res.on('finish', () => order.push(`answered ${req.url}`));
      setTimeout(() => res.end(`done ${req.url}`), req.url === '/slow' ? 600 : 0);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    onShutdown('test-work', STOP_WORK, async () => { order.push('work'); });
    onShutdown('test-pool', CLOSE_CONNECTIONS, async () => { order.push('pool'); });
    let exitCode: number | null = null;
    let slow!: ReturnType<typeof get>;
    const exited = new Promise<void>((resolve) => {
      const stop = gracefulShutdown(server, { drainMs: 5000, exit: (code: number) => { exitCode = code; resolve(); } });
      slow = get(port, '/slow');
      setTimeout(() => {
        void stop('SIGTERM');
        expect(isDraining()).toBe(true);
        // Once the listening socket is closed (a turn of the event loop later, so queued connections
        // are taken in first) a new connection is refused: the balancer tries another server.
        setTimeout(() => {
          get(port, '/new').then(() => order.push('new answered'), (e) => order.push(`new refused ${e.code}`));
        }, 50);
      }, 150);
    });
    await exited;
    expect(exitCode).toBe(0);
    expect(order).toEqual(['new refused ECONNREFUSED', 'answered /slow', 'work', 'pool']);
    // The answer in flight arrived whole, and told the client not to reuse the connection.
    expect(await slow).toEqual({ status: 200, body: 'done /slow', connection: 'close' });
  });
});
