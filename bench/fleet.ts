// npm run bench:fleet -- [--seconds S] [--connections C] [--servers 1,2]
// npm run bench:fleet -- --replicas 0,1,2 [--servers 1] [--listings N]: the search API with 0, 1
// and 2 database standbys instead (bench/lib/fleet-replicas.ts, bench/results/fleet-replicas.md).
// The search API, a cached search page and uncached search pages (each a search no one made
// before, so each is a render) through nginx, with 1 and then 2 app servers (scripts/fleet), on
// PostgreSQL and s3rver, written to bench/results/fleet.{json,md}.
// On a 2-core machine the servers, nginx and the load generator share the cores. A render is
// CPU on one Node thread, so a second server can use the second core for pages; the search API
// mostly waits on PostgreSQL, and there the 2-server figure shows the balancer's cost.
import fs from 'node:fs';
import os from 'node:os';
import { startFleet } from '../scripts/fleet/start.mjs';
import { measure, type Req } from './lib/load';
import { searchScenarios, pageScenarios } from './lib/scenarios';
import { throughputPages } from './lib/throughput';
import { benchReplicas } from './lib/fleet-replicas';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const seconds = Number(arg('--seconds', '20'));
const connections = Number(arg('--connections', '8'));
const counts = arg('--servers', '1,2').split(',').map(Number);
const port = Number(process.env.FLEET_LB_PORT || 8080);

async function main() {
  if (process.argv.includes('--replicas')) {
    return benchReplicas({
      replicas: arg('--replicas', '0,1,2').split(',').map(Number), servers: Number(arg('--servers', '1')), seconds, connections,
      listings: Number(arg('--listings', process.env.FLEET_LISTINGS || '500')),
      ports: { port, serverPort: Number(process.env.FLEET_SERVER_PORT || 3001), s3Port: Number(process.env.FLEET_S3_PORT || 4568), haPort: Number(process.env.FLEET_PG_HA_PORT || 5450) },
    });
  }
  const searches: Req[] = searchScenarios().map((s) => ({ method: 'POST', path: s.path, body: s.body }));
  const page: Req[] = [{ method: 'GET', path: pageScenarios()[1].path }];
  // Bengaluru rent with budgets no run asked for before: every request misses the page cache.
  const cityRent = throughputPages().find((p) => p.id === 'tp-city-rent')!;
  let next = 1;
  const uncached = (): Req[] => Array.from({ length: 20_000 }, () => ({ method: 'GET', path: cityRent.variant(next++) }));
  const rows: Record<string, unknown>[] = [];
  for (const servers of counts) {
    const fleet = await startFleet({
      servers, port, serverPort: Number(process.env.FLEET_SERVER_PORT || 3001), s3Port: Number(process.env.FLEET_S3_PORT || 4568),
      database: process.env.FLEET_DATABASE || 'gharbazaar_fleet_bench', listings: Number(process.env.FLEET_LISTINGS || 2000),
      env: { REQUEST_LOG: process.env.REQUEST_LOG ?? 'on', ALERTS_WORKER: 'off' },
    });
    try {
      // Warm: each server renders the page and loads its caches once.
      for (let i = 0; i < servers * 3; i++) await fetch(`${fleet.url}${page[0].path}`).then((r) => r.arrayBuffer());
      for (const [id, requests] of [['search-api', searches], ['cached-page', page], ['uncached-page', uncached()]] as const) {
        const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
        const { figures } = await measure({ id, label: id, base: fleet.url, requests: [...requests], connections, seconds, unique: id === 'uncached-page' });
        rows.push({ servers, scenario: id, connections, rps: figures.rps, p50: figures.p50, p95: figures.p95, p99: figures.p99, errors: figures.errors, non2xx: figures.non2xx, loadavg_before: load });
        console.log(JSON.stringify(rows[rows.length - 1]));
      }
    } finally {
      await fleet.stop();
    }
  }
  const ratio = (scenario: string) => {
    const one = rows.find((r) => r.servers === 1 && r.scenario === scenario)?.rps as number | undefined;
    const two = rows.find((r) => r.servers === 2 && r.scenario === scenario)?.rps as number | undefined;
    return one && two ? two / one : null;
  };
  const result = { at: new Date().toISOString(), cpus: os.cpus().length, seconds, connections, rows, ratio2to1: { search: ratio('search-api'), page: ratio('cached-page'), uncached: ratio('uncached-page') } };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/fleet.json', `${JSON.stringify(result, null, 2)}\n`);
  const md = [
    `# Fleet through nginx: 1 vs 2 app servers (${result.at})`, '',
    `${result.cpus} CPU cores, ${connections} connections, ${seconds} s per run, PostgreSQL and s3rver on the same machine.`,
    'On 2 cores the app servers, nginx, PostgreSQL and the load generator share the same cores. An uncached page is a render,',
    'CPU on one Node thread: a second server puts the second core to work on pages. The search API mostly waits on PostgreSQL,',
    "and there the 2-server ratio shows the balancer's overhead. Spread over machines, each server adds its own cores.", '',
    '| servers | scenario | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | load average before |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.servers} | ${r.scenario} | ${Number(r.rps).toFixed(1)} | ${Number(r.p50).toFixed(1)} | ${Number(r.p95).toFixed(1)} | ${Number(r.p99).toFixed(1)} | ${r.errors} | ${r.non2xx} | ${r.loadavg_before} |`),
    '', `2 servers / 1 server: search API ${result.ratio2to1.search?.toFixed(2) ?? 'n/a'}, cached page ${result.ratio2to1.page?.toFixed(2) ?? 'n/a'}, uncached pages ${result.ratio2to1.uncached?.toFixed(2) ?? 'n/a'}.`, '',
  ].join('\n');
  fs.writeFileSync('bench/results/fleet.md', md);
  console.log(md);
}

main().catch((e) => {
  console.error(`bench:fleet: ${e.message}`);
  process.exit(1);
});
