// npm run bench:soak -- [--minutes 10] [--db postgres|pglite] [--listings N] [--connections C] ...
// The production server (`npm start`) under 10 minutes of mixed load, its
// resident memory (RSS of its process group) sampled every 10 s. Passes when the last
// half of the run (the last 5 minutes) grows the RSS by less than 5 %. Seeds or reuses
// the bench database and build exactly as `npm run bench` does (bench/README.md).
// Exit status: 0 pass, 3 memory grew too much, 2 requests failed, 1 the run failed, 64 bad options.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, USAGE, UsageError } from './lib/args';
import { ensureBuild } from './lib/build';
import { stopAll } from './lib/procs';
import { ensureDatabase } from './lib/seed';
import { startServer } from './lib/server';
import { collectDetailUrls, soak, soakRequests, type SoakFigures } from './lib/soak';

const SOAK_USAGE = `usage: npm run bench:soak -- [--minutes M] [--every S] [bench options]
  --minutes M   length of the load (default 10); the verdict compares the last half
  --every S     seconds between RSS samples (default 10)
  defaults here: --db postgres --listings 20000 --connections 16 --port 3192
${USAGE}`;

function takeOption(argv: string[], flag: string, fallback: number): number {
  const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (i < 0) return fallback;
  const [, inline] = argv[i].split(/=(.*)/s, 2);
  const raw = inline ?? argv[i + 1];
  argv.splice(i, inline === undefined ? 2 : 1);
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} must be a positive number, got ${raw ?? 'nothing'}`);
  return n;
}

export function renderSoak(f: SoakFigures, meta: { db: string; listings: number; distDir: string }): string {
  const verdict = f.pass ? 'PASS' : 'FAIL';
  const rows = f.samples.map((s) => `| ${s.t} | ${s.rssMb} |`).join('\n');
  return [
    `# Soak: ${meta.listings} listings on ${meta.db} (${meta.distDir})`,
    '',
    `${f.seconds / 60} minutes, ${f.connections} connections, ${f.requests} requests (${f.rps.toFixed(1)}/s), ` +
      `${f.non2xx} non-2xx, ${f.errors} errors. Load average at start ${f.loadAvg.start.map((x) => x.toFixed(1)).join(' ')}, ` +
      `at end ${f.loadAvg.end.map((x) => x.toFixed(1)).join(' ')} (${os.cpus().length} cores).`,
    '',
    `RSS: start ${f.startMb} MB, peak ${f.peakMb} MB, at the middle ${f.midMb} MB, at the end ${f.endMb} MB: ` +
      `the last half grew ${f.growthPct.toFixed(1)} % (limit < 5 %): **${verdict}**`,
    '',
    '| seconds | RSS MB |',
    '|---|---|',
    rows,
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const minutes = takeOption(argv, '--minutes', 10);
  const every = takeOption(argv, '--every', 10);
  const withDefaults = [
    ...(argv.some((a) => a.startsWith('--db')) ? [] : ['--db', 'postgres']),
    ...(argv.some((a) => a.startsWith('--listings')) ? [] : ['--listings', '20000']),
    ...(argv.some((a) => a.startsWith('--connections')) ? [] : ['--connections', '16']),
    ...(argv.some((a) => a.startsWith('--port')) ? [] : ['--port', '3192']),
    ...argv,
  ];
  const o = parseArgs(withDefaults, process.env);
  fs.mkdirSync('bench/data', { recursive: true });
  const db = await ensureDatabase(o);
  const build = await ensureBuild(o);
  const server = await startServer({ distDir: build.distDir, port: o.port, env: db.env, logFile: path.resolve(`bench/data/server-${o.port}.log`) });
  try {
    console.log(`[soak] server up on ${server.base} (${build.distDir}); ${minutes} min at ${o.connections} connections`);
    const details = await collectDetailUrls(server.base);
    const requests = soakRequests(details);
    console.log(`[soak] ${requests.length} distinct requests (${details.length} detail pages); RSS every ${every} s`);
    const f = await soak({
      base: server.base, pgid: server.child.pid!, seconds: Math.round(minutes * 60), connections: o.connections, requests,
      everyMs: every * 1000, onSample: (s) => console.log(`[soak] ${s.t} s: RSS ${s.rssMb} MB`),
    });
    const md = renderSoak(f, { db: o.db, listings: o.listings, distDir: build.distDir });
    fs.mkdirSync(o.outDir, { recursive: true });
    const name = `soak-${o.db}-${o.listings}${o.localities === 'demo' ? '-demo' : ''}`;
    fs.writeFileSync(path.join(o.outDir, `${name}.json`), `${JSON.stringify({ options: o, minutes, ...f }, null, 2)}\n`);
    fs.writeFileSync(path.join(o.outDir, `${name}.md`), md);
    console.log(`\n${md}\n[soak] wrote ${o.outDir}/${name}.{json,md}`);
    if (!f.pass) return 3;
    return f.non2xx || f.errors ? 2 : 0;
  } finally {
    await server.stop();
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  async (e) => {
    await stopAll();
    if (e instanceof UsageError) {
      console.error(`${e.message}\n${SOAK_USAGE}`);
      process.exit(64);
    }
    console.error(e instanceof Error ? e.stack ?? e.message : e);
    process.exit(1);
  },
);
