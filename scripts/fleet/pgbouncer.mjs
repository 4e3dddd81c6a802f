// pgbouncer in front of each PostgreSQL node of a replicated fleet (`--replicas R`), as in
// production, where each database machine runs its own: the app servers' pools (the
// multi-host DATABASE_URL, the read URLs) reach the nodes through them in transaction
// mode, so N servers x PG_POOL_MAX client connections share DEFAULT_POOL_SIZE server
// connections per node. LISTEN and the migrations' session lock take DATABASE_DIRECT_URL
// (the nodes themselves). Debian's pgbouncer package; its own service (port 6432) is not used.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForPort } from './nginx.mjs';

export const PGBOUNCER = process.env.PGBOUNCER_BIN || '/usr/sbin/pgbouncer';
/** Server connections per node and database (the PostgreSQL side of the budget, docs/fleet.md). */
export const DEFAULT_POOL_SIZE = 20;

export function pgbouncerMissing() {
  return fs.existsSync(PGBOUNCER) ? null : `pgbouncer is missing at ${PGBOUNCER}: apt-get install -y pgbouncer (or set PGBOUNCER_BIN)`;
}

function configOf({ port, nodePort, folder }) {
  return [
    '[databases]',
    // Every database name goes to this node, under the name the client asked for.
    `* = host=127.0.0.1 port=${nodePort}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(folder, 'users.txt')}`,
    // A server connection goes back to the pool at each commit: nothing of a session survives it.
    'pool_mode = transaction',
    `default_pool_size = ${DEFAULT_POOL_SIZE}`,
    'max_client_conn = 2000',
    // A node that is down (a failover) answers at once, so the app moves to the next host.
    'server_connect_timeout = 3',
    'server_login_retry = 1',
    // A client whose node is gone (its PostgreSQL killed, this pooler still up) must not queue for
    // the default 120 s: after 5 s it gets an error, the app answers 503 and tries the next host.
    'query_wait_timeout = 5',
    'ignore_startup_parameters = extra_float_digits,options',
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
}

/**
 * One pgbouncer per node, on firstPort, firstPort + 1, ...; as root each runs as postgres
 * (pgbouncer refuses root). Returns { parts, ports, stop() }.
 */
export async function startPgbouncers({ dir, firstPort, nodePorts, log }) {
  const missing = pgbouncerMissing();
  if (missing) throw new Error(missing);
  const root = process.getuid?.() === 0;
  const owner = root ? { uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout) } : null;
  const parts = [];
  const stop = async () => {
    await Promise.all(parts.map(async (p) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      const gone = new Promise((r) => p.child.once('exit', r));
      p.child.kill('SIGTERM');
      const t = setTimeout(() => p.child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(t);
    }));
  };
  try {
    for (const [i, nodePort] of nodePorts.entries()) {
      const folder = path.join(dir, `pgbouncer-${i}`);
      fs.mkdirSync(folder, { recursive: true });
      const port = firstPort + i;
      fs.writeFileSync(path.join(folder, 'users.txt'), '"postgres" ""\n');
      fs.writeFileSync(path.join(folder, 'pgbouncer.ini'), configOf({ port, nodePort, folder }));
      if (owner) for (const f of ['', 'users.txt', 'pgbouncer.ini']) fs.chownSync(path.join(folder, f), owner.uid, owner.gid);
      const file = log(`pgbouncer-${i}`);
      const out = fs.openSync(file, 'a');
      const argv = [path.join(folder, 'pgbouncer.ini')];
      const child = root
        ? spawn('setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', PGBOUNCER, ...argv], { stdio: ['ignore', out, out] })
        : spawn(PGBOUNCER, argv, { stdio: ['ignore', out, out] });
      fs.closeSync(out);
      parts.push({ port, child, pid: child.pid, log: file });
      await waitForPort(port, child, 15_000, `pgbouncer ${i} (see ${file})`);
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    parts,
    ports: parts.map((p) => p.port),
    stop,
  };
}
