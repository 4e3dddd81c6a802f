// startFleet: PostgreSQL (fresh or reused database), an S3 store, N app servers
// from one build and nginx in front of them. Used by `npm run fleet`
// (scripts/fleet/cli.mjs) and by the fleet tests (tests/fleet), which get the
// URLs and pids back and stop everything with stop().
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, waitReady } from './app-server.mjs';
import { buildServer } from '../build-server.mjs';
import { setUpstreamsDown, startNginx } from './nginx.mjs';
import { isSeeded, prepareDatabase, redact } from './postgres.mjs';
import { checkS3, startS3rver } from './s3.mjs';
import { startReplicatedPostgres } from './pg-ha.mjs';
import { startPgbouncers } from './pgbouncer.mjs';
import { scheduleBaseBackups } from './wal-archiving.mjs';

export const DEFAULTS = {
  servers: 2,
  port: 8080,
  serverPort: 3001,
  s3Port: 4568,
  pgUrl: process.env.FLEET_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  database: 'gharbazaar_fleet',
  fresh: false,
  listings: 300,
  /** Standbys of a replicated database (pg_auto_failover); 0: the one server at pgUrl, as before. */
  replicas: 0,
  /** The replicated database's first port: the monitor; the primary and standbys follow. */
  haPort: 5450,
  /** With replicas: a pgbouncer per node (transaction mode) on haPort + 10, + 11, ...; false: the app connects to the nodes. */
  pooler: true,
  /** With replicas: minutes between base backups to the store (one is taken at start); WAL is archived all along. */
  baseBackupMinutes: 1440,
};

function exitOf(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

/** SIGTERM, then SIGKILL after `ms`; resolves when the process is gone. */
export async function stopChild(child, ms = 30_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await gone;
  clearTimeout(timer);
}

function seed(root, env, listings, log) {
  const out = fs.openSync(log, 'a');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/seed.ts',
    '--localities', 'demo', '--listings', String(listings)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  if (r.status !== 0) throw new Error(`seeding the fleet database failed; see ${log}`);
}

export async function startFleet(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const root = path.resolve(o.root ?? process.cwd());
  const ownDir = !o.dir;
  const dir = o.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gharbazaar-fleet-'));
  fs.mkdirSync(dir, { recursive: true });
  const log = (name) => path.join(dir, `${name}.log`);
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) throw new Error(`no production build at ${path.dirname(buildId)}: run npm run build first`);
  // The production server from its TypeScript sources (fast; never stale against them).
  await buildServer(root);

  const started = { servers: [], s3: null, nginx: null, ha: null, bouncers: null, backups: null };
  let closing = false;
  const fleet = { dir, started };
  try {
    let s3Env;
    const startStore = async () => {
      if (o.s3) {
        s3Env = o.s3;
      } else {
        started.s3 = await startS3rver({ dir, port: o.s3Port, bucket: 'gharbazaar-fleet', log: log('s3rver') });
        s3Env = started.s3.env;
      }
      await checkS3(s3Env);
    };
    // A replicated database archives its WAL to the store from its first segment: the store first.
    // Otherwise PostgreSQL is checked first, so a fleet refused for it leaves nothing behind.
    // Replicated: a new cluster in the temp folder each time (so always fresh and seeded).
    if (o.replicas > 0) {
      await startStore();
      started.ha = await startReplicatedPostgres({ dir, port: o.haPort, replicas: o.replicas, database: o.database, log, archive: { s3: s3Env } });
    }
    if (started.ha && o.pooler) {
      started.bouncers = await startPgbouncers({ dir, firstPort: o.haPort + 10, nodePorts: started.ha.ports, log });
    }
    const db = started.ha
      ? { url: started.ha.url, created: true, ...replicatedUrls(started.ha, started.bouncers, o.database) }
      : await prepareDatabase({ serverUrl: o.pgUrl, name: o.database, fresh: o.fresh });
    if (!s3Env) await startStore();
    // What the database runs with: the per-database settings set now; the server-wide ones are the server's own.
    if (db.settings) {
      fs.writeFileSync(log('postgres'), `database ${o.database}: ${db.settings.applied.join(', ')}\n` +
        `server-wide, from deploy/postgresql/gharbazaar.conf, not set by the fleet: ${db.settings.serverOnly.join(', ')}\n`);
    }
    const env = {
      DATABASE_URL: db.url, ...(db.readUrls ? { DATABASE_READ_URLS: db.readUrls.join(' ') } : {}),
      ...(db.directUrl ? { DATABASE_DIRECT_URL: db.directUrl } : {}), ...s3Env, TRUST_PROXY_HOPS: '1', NEXT_TELEMETRY_DISABLED: '1',
      // nginx compresses in front (nginx.mjs): the app servers send plain bytes to it.
      COMPRESS: 'off',
      DEMO_MODE: process.env.DEMO_MODE ?? '1', PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'sandbox', ...o.env,
    };
    // The seed is a batch job: straight to the primary, not through the pooler.
    if (o.listings > 0 && (started.ha || !(await isSeeded(db.url)))) seed(root, { ...env, DATABASE_URL: db.directUrl ?? db.url }, o.listings, log('seed'));
    // The first base backup once the data is in (a restore replays less WAL), then on the schedule.
    if (started.ha?.archive) {
      const first = await started.ha.baseBackup();
      fs.appendFileSync(log('backups'), `${first.finishedAt} base backup ${first.key} (${first.bytes} bytes)\n`);
      const ha = started.ha;
      started.backups = scheduleBaseBackups({ minutes: o.baseBackupMinutes, log: log('backups'), backup: () => ha.baseBackup() });
    }

    const startOne = (i) => {
      // A restart under way when the fleet is told to stop must not leave a server nobody stops.
      if (closing) throw new Error('the fleet is stopping');
      const s = startAppServer({ root, dir, index: i, port: o.serverPort + i, env, log: log(`server-${i}`) });
      s.startedAt = Date.now();
      started.servers[i] = s;
      return s;
    };
    // One after another: on a small machine two Next servers booting at once take longer than both in turn.
    const servers = [];
    for (let i = 0; i < o.servers; i++) {
      const s = startOne(i);
      servers.push(s);
      await waitReady(s.url, s.child);
    }
    started.nginx = await startNginx({ dir, port: o.port, upstreams: servers.map((s) => `127.0.0.1:${s.port}`), log: log('nginx') });

    // Servers the operator took out of rotation (host:port as in nginx's upstream block).
    const down = new Set();
    const addr = (i) => `127.0.0.1:${o.serverPort + i}`;
    const alive = (c) => !!c && c.exitCode === null && c.signalCode === null;
    // One nginx reload at a time, each writing the rotation as it is when it runs.
    let reloads = Promise.resolve();
    const applyDown = () => {
      const run = reloads.then(() => setUpstreamsDown(started.nginx, [...down]));
      reloads = run.catch(() => {});
      return run;
    };
    Object.assign(fleet, {
      url: `http://127.0.0.1:${o.port}`,
      databaseUrl: db.url,
      /** The replicated database (monitor, nodes, primary(), kill(i), rejoin(i)), or null. */
      ha: started.ha,
      s3: s3Env,
      env,
      get servers() { return started.servers; },
      nginx: started.nginx,
      logs: { nginx: started.nginx.log, nginxAccess: started.nginx.accessLog, s3rver: started.s3?.log, servers: servers.map((s) => s.log) },
      /**
       * Takes server i out of nginx's rotation (a reload, and its old workers gone: setUpstreamsDown),
       * then sends it SIGTERM and waits until it has drained and exited. Out of rotation first, as with
       * any load balancer (deregistration): nginx has no
       * active health checks, and a listening socket that closes resets the connections the kernel
       * had queued on it; a POST nginx already wrote there would come back as a 502 (nginx never
       * sends a POST twice).
       */
      async stopServer(i) {
        const s = started.servers[i];
        // A deliberate stop: whoever watches for servers that die (supervisor.mjs) lets this exit be.
        s.stopping = true;
        await fleet.takeOut(i);
        await stopChild(s.child);
      },
      /** Takes server i out of nginx's rotation (a reload; resolves once the old workers are gone). */
      async takeOut(i) {
        if (down.has(addr(i))) return;
        down.add(addr(i));
        await applyDown();
      },
      /** Whether server i runs, is in rotation and answers /api/ready now. */
      async healthy(i) {
        const s = started.servers[i];
        if (!alive(s?.child) || s.stopping || down.has(addr(i))) return false;
        return fetch(`${s.url}/api/ready`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
      },
      /**
       * Drains server i (stopServer) if it still runs, starts it again, waits until it is ready and back in
       * rotation. A server that died is taken out of rotation too, so nginx sends nothing to it while it boots.
       */
      async restart(i) {
        const old = started.servers[i]?.child;
        if (alive(old)) await fleet.stopServer(i);
        else await fleet.takeOut(i);
        const s = startOne(i);
        try {
          await waitReady(s.url, s.child);
        } catch (e) {
          throw new Error(`${e.message}${storeState(started.s3)}`);
        }
        if (down.delete(addr(i))) await applyDown();
        // Back in rotation: nginx keeps a server it saw refuse out for fail_timeout (5 s). A rolling
        // restart that stops the next server before then leaves nginx no live upstream (502s).
        const until = Date.now() + 15_000;
        let last = 'no answer';
        for (;;) {
          const r = await fetch(`${fleet.url}/api/health`).then((x) => x.json()).catch((e) => ({ error: String(e) }));
          if (r?.data?.pid === s.child.pid) return s;
          last = JSON.stringify(r).slice(0, 300);
          if (Date.now() > until) break;
          await new Promise((done) => setTimeout(done, 200));
        }
        const tail = fs.existsSync(started.nginx.log) ? fs.readFileSync(started.nginx.log, 'utf8').split('\n').slice(-8).join('\n') : '';
        throw new Error(`server ${i} (pid ${s.child.pid}) is ready but nginx did not route to it within 15 s; last /api/health through nginx: ${last}\nnginx log:\n${tail}`);
      },
      describe() {
        return [
          `GharBazaar fleet: ${fleet.url}  (nginx, round robin over ${servers.length} servers)`,
          started.ha
            ? `  PostgreSQL (pg_auto_failover) ${redact(db.url)}: monitor ${started.ha.monitorUrl} pid ${started.ha.parts.monitor.pid}, log ${started.ha.parts.monitor.log}\n${
              started.ha.parts.nodes.map((n, i) => `    ${n.name}: port ${started.ha.ports[i]} pid ${n.pid} log ${n.log}${
                started.bouncers ? `; pgbouncer port ${started.bouncers.ports[i]} pid ${started.bouncers.parts[i].pid}` : ''}`).join('\n')}`
            : `  PostgreSQL ${redact(db.url)}${db.created ? ' (new database)' : ' (reused)'}`,
          ...(started.ha?.archive ? [`  WAL archive and base backups (every ${o.baseBackupMinutes} min): s3://${s3Env.S3_BUCKET}/${started.ha.archive.prefix}/, log ${log('backups')}`] : []),
          `  S3 ${s3Env.S3_ENDPOINT || 'AWS'} bucket ${s3Env.S3_BUCKET}${started.s3 ? ` (s3rver pid ${started.s3.pid}, log ${started.s3.log})` : ''}`,
          ...started.servers.map((s) => `  server ${s.index}: ${s.url} pid ${s.child.pid} log ${s.log}`),
          `  nginx pid ${started.nginx.pid}: ${started.nginx.conf}, log ${started.nginx.log}, access log ${started.nginx.accessLog}`,
        ].join('\n');
      },
      /** Stops every part; removeDir drops the temp folder (logs, s3rver's files) too. */
      async stop({ removeDir = false } = {}) {
        closing = true;
        await stopAll(started);
        if (removeDir && ownDir) fs.rmSync(dir, { recursive: true, force: true });
      },
    });
    return fleet;
  } catch (e) {
    await stopAll(started);
    // Nothing started, nothing to read: no empty folder left behind.
    if (ownDir && !started.s3 && !started.ha && !started.servers.length) fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

/** When a server cannot get ready: whether the fleet's s3rver is still up, and the end of its log. */
function storeState(s3) {
  if (!s3) return '';
  const gone = s3.child.exitCode !== null || s3.child.signalCode !== null;
  let tail = '';
  try { tail = fs.readFileSync(s3.log, 'utf8').split('\n').slice(-15).join('\n'); } catch { /* no log yet */ }
  return `\ns3rver pid ${s3.pid} ${gone ? `EXITED (${s3.child.exitCode ?? s3.child.signalCode})` : 'running'}; end of ${s3.log}:\n${tail}`;
}

/** nginx first (no new requests), then the app servers drain, then the database, then the store. */
async function stopAll(started) {
  started.backups?.();
  for (const s of started.servers) if (s) s.stopping = true;
  await stopChild(started.nginx?.child, 5000);
  await Promise.all(started.servers.map((s) => stopChild(s?.child)));
  await started.bouncers?.stop();
  await started.ha?.stop();
  // The store last: a stopping primary still archives its last segments there.
  await stopChild(started.s3?.child, 5000);
}

/**
 * The replicated database's URLs for the app: with pgbouncers, the pool's multi-host URL names
 * them (each node's own), the read URLs are every node's (the app keeps standbys within the lag
 * bound, whichever nodes they are after a failover), and LISTEN and migrations go direct.
 */
function replicatedUrls(ha, bouncers, database) {
  const ports = bouncers ? bouncers.ports : ha.ports;
  return {
    url: `postgres://postgres@${ports.map((p) => `127.0.0.1:${p}`).join(',')}/${database}?target_session_attrs=read-write`,
    readUrls: ports.map((p) => `postgres://postgres@127.0.0.1:${p}/${database}`),
    directUrl: ha.url,
  };
}

