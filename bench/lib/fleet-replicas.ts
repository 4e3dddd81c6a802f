// bench:fleet --replicas 0,1,2: the search API through nginx on a fleet whose database has 0, 1
// and 2 standbys (pg_auto_failover, a pgbouncer per node, searches read on the standbys through
// DATABASE_READ_URLS as the fleet sets it up). 0 is the PostgreSQL server at FLEET_PG_URL.
// Each node's committed transactions before and after the run say which node answered the reads.
// Written to bench/results/fleet-replicas.{json,md}.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { startFleet } from '../../scripts/fleet/start.mjs';
import { measure, type Req } from './load';
import { searchScenarios } from './scenarios';

export type ReplicaBench = { replicas: number[]; servers: number; seconds: number; connections: number; listings: number; ports: { port: number; serverPort: number; s3Port: number; haPort: number } };

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Transactions each node has run (all databases): the difference over a run shows where queries went. */
async function transactions(ports: number[]): Promise<number[]> {
  return Promise.all(ports.map(async (port) => {
    const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: string }>('select sum(xact_commit + xact_rollback)::text as n from pg_stat_database');
      return Number(rows[0].n);
    } finally {
      await c.end();
    }
  }));
}

export async function benchReplicas(o: ReplicaBench) {
  const searches: Req[] = searchScenarios().map((s) => ({ method: 'POST', path: s.path, body: s.body }));
  const rows: Record<string, unknown>[] = [];
  for (const replicas of o.replicas) {
    const fleet = await startFleet({
      servers: o.servers, port: o.ports.port, serverPort: o.ports.serverPort, s3Port: o.ports.s3Port, haPort: o.ports.haPort,
      replicas, listings: o.listings, fresh: true,
      database: `${(process.env.FLEET_DB_PREFIX || 'gharbazaar').toLowerCase()}_fleet_bench_replicas`,
      env: { REQUEST_LOG: 'off', ALERTS_WORKER: 'off' },
    });
    try {
      // Warm: each server's pools and caches, and for replicas the read set (lag checked every second).
      const warmUntil = Date.now() + 5000;
      for (let i = 0; Date.now() < warmUntil; i++) {
        const s = searches[i % searches.length];
        await fetch(`${fleet.url}${s.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(s.body) }).then((r) => r.arrayBuffer());
      }
      const nodes = fleet.ha ? fleet.ha.ports : [];
      const primary = fleet.ha ? (await fleet.ha.primary())?.port : undefined;
      const before = await transactions(nodes);
      const load = loadavg();
      const { figures } = await measure({ id: `search-api-r${replicas}`, label: 'search API', base: fleet.url, requests: [...searches], connections: o.connections, seconds: o.seconds });
      const after = await transactions(nodes);
      const byNode = nodes.map((p, i) => `${p === primary ? 'primary' : 'standby'} ${after[i] - before[i]}`).join(', ');
      rows.push({ replicas, servers: o.servers, connections: o.connections, rps: figures.rps, p50: figures.p50, p95: figures.p95, p99: figures.p99,
        errors: figures.errors, non2xx: figures.non2xx, transactions_by_node: byNode || 'one server', loadavg_before: load, loadavg_after: loadavg() });
      console.log(JSON.stringify(rows[rows.length - 1]));
    } finally {
      await fleet.stop({ removeDir: true });
    }
  }
  const result = { at: new Date().toISOString(), cpus: os.cpus().length, seconds: o.seconds, connections: o.connections, listings: o.listings, rows };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/fleet-replicas.json', `${JSON.stringify(result, null, 2)}\n`);
  const md = [
    `# Search API through nginx with 0, 1 and 2 database replicas (${result.at})`, '',
    `${result.cpus} CPU cores, ${o.servers} app server${o.servers > 1 ? 's' : ''}, ${o.connections} connections, ${o.seconds} s per run, ${o.listings} listings.`,
    'With replicas the searches read on the standbys (DATABASE_READ_URLS, through a pgbouncer per node); 0 replicas is one PostgreSQL server.',
    'Every node runs on the same cores as the app server, nginx and the load generator: a standby here adds no CPU, only copies.', '',
    '| replicas | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | transactions by node during the run | load average before → after |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.replicas} | ${Number(r.rps).toFixed(1)} | ${Number(r.p50).toFixed(1)} | ${Number(r.p95).toFixed(1)} | ${Number(r.p99).toFixed(1)} | ${r.errors} | ${r.non2xx} | ${r.transactions_by_node} | ${r.loadavg_before} → ${r.loadavg_after} |`),
    '',
  ].join('\n');
  fs.writeFileSync('bench/results/fleet-replicas.md', md);
  console.log(md);
}
