import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { startFleet, type Fleet } from '@/scripts/fleet/start.mjs';
import { api, basePort, dbPrefix, fleetPorts, pgServerUrl } from '../helpers/fleet';

// PostgreSQL goes away and comes back (a TCP relay in front of it is closed and
// reopened): /api/ready answers 503 naming the database, liveness stays 200, and
// the same process is ready again without a restart.
const relayPort = basePort() + 8;
let fleet: Fleet;
let relay: net.Server | null = null;
const sockets = new Set<net.Socket>();

function openRelay(): Promise<void> {
  const target = new URL(pgServerUrl());
  relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => s.destroy()); }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => relay!.listen(relayPort, '127.0.0.1', () => resolve()));
}

function closeRelay(): Promise<void> {
  for (const s of sockets) s.destroy();
  return new Promise((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
}

beforeAll(async () => {
  await openRelay();
  const viaRelay = new URL(pgServerUrl());
  viaRelay.port = String(relayPort);
  fleet = await startFleet({
    ...fleetPorts(), servers: 1, pgUrl: viaRelay.toString(), database: `${dbPrefix()}_fleet_ready`, fresh: true, listings: 0,
    env: { ALERTS_WORKER: 'off' },
  });
});
afterAll(async () => {
  await fleet?.stop({ removeDir: true });
  await closeRelay();
});

describe('readiness follows the database', () => {
  it('answers 503 while PostgreSQL is unreachable and recovers without a restart', async () => {
    const server = fleet.servers[0];
    expect((await api(server.url, 'GET', '/api/ready')).http).toBe(200);
    await closeRelay();
    const down = await api(server.url, 'GET', '/api/ready');
    expect(down.http).toBe(503);
    expect(down.body.message).toMatch(/^database unreachable: /);
    expect(down.body.data.checks.database).not.toBe('ok');
    expect((await api(server.url, 'GET', '/api/health')).http).toBe(200);
    // Through the balancer too: nginx hands the 503 on (no other server to try).
    expect((await api(fleet.url, 'GET', '/api/ready')).http).toBe(503);

    await openRelay();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await api(server.url, 'GET', '/api/ready')).http;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await api(server.url, 'GET', '/api/health')).body.data.pid).toBe(server.pid);
  });
});
