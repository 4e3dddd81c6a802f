// npm run bench:fleet -- [--seconds S] [--connections C] [--servers 1,2]
// The search API and a cached search page through nginx, with 1 and then 2 app
// servers (scripts/fleet), on PostgreSQL and s3rver, written to bench/results/fleet.{json,md}.
// On a 2-core machine the servers, nginx and the load generator share the cores:
// the 2-server figure shows what the balancer and a second process cost, not a gain.
import fs from 'node:fs';
import os from 'node:os';
import { startFleet } from '../scripts/fleet/start.mjs';
import { measure, type Req } from './lib/load';
import { searchScenarios, pageScenarios } from './lib/scenarios';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const seconds = Number(arg('--seconds', '20'));
const connections = Number(arg('--connections', '8'));
const counts = arg('--servers', '1,2').split(',').map(Number);
const port = Number(process.env.FLEET_LB_PORT || 8080);

async function main() {
  const searches: Req[] = searchScenarios().map((s) => ({ method: 'POST', path: s.path, body: s.body }));
  const page: Req[] = [{ method: 'GET', path: pageScenarios()[1].path }];
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
      for (const [id, requests] of [['search-api', searches], ['cached-page', page]] as const) {
        const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
        const { figures } = await measure({ id, label: id, base: fleet.url, requests: [...requests], connections, seconds });
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
  const result = { at: new Date().toISOString(), cpus: os.cpus().length, seconds, connections, rows, ratio2to1: { search: ratio('search-api'), page: ratio('cached-page') } };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/fleet.json', `${JSON.stringify(result, null, 2)}\n`);
  const md = [
    `# Fleet through nginx: 1 vs 2 app servers (${result.at})`, '',
    `${result.cpus} CPU cores, ${connections} connections, ${seconds} s per run, PostgreSQL and s3rver on the same machine.`,
    'On 2 cores the app servers, nginx, PostgreSQL and the load generator share the same cores: the 2-server ratio shows the',
    "balancer's and a second process's overhead, not a gain. Spread over machines, each server adds its own cores.", '',
    '| servers | scenario | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | load average before |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.servers} | ${r.scenario} | ${Number(r.rps).toFixed(1)} | ${Number(r.p50).toFixed(1)} | ${Number(r.p95).toFixed(1)} | ${Number(r.p99).toFixed(1)} | ${r.errors} | ${r.non2xx} | ${r.loadavg_before} |`),
    '', `2 servers / 1 server: search API ${result.ratio2to1.search?.toFixed(2) ?? 'n/a'}, cached page ${result.ratio2to1.page?.toFixed(2) ?? 'n/a'}.`, '',
  ].join('\n');
  fs.writeFileSync('bench/results/fleet.md', md);
  console.log(md);
}

main().catch((e) => {
  console.error(`bench:fleet: ${e.message}`);
  process.exit(1);
});
