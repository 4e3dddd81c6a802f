// `npm run fleet -- [--servers N] [--port P] [--fresh] [--database NAME] [--pg URL] [--listings N] [--replicas R]`
// Rehearses production on this machine: PostgreSQL, S3 (s3rver, or S3_ENDPOINT and
// S3_BUCKET from the environment), N app servers from one build and nginx as the
// load balancer; with --replicas, its own pg_auto_failover PostgreSQL (scripts/fleet/pg-ha.mjs). Prints the URL and each part's log; Ctrl+C stops all it started.
import { DEFAULTS, startFleet } from './start.mjs';
import { supervise } from './supervisor.mjs';

const USAGE = 'usage: npm run fleet -- [--servers N] [--port P] [--server-port P] [--s3-port P] [--fresh] [--database NAME] [--pg URL] [--listings N] [--replicas R] [--pg-port P] [--base-backup-minutes M]';

export function parseFleetArgs(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    const int = (name) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a whole number\n${USAGE}`);
      return n;
    };
    if (flag === '--servers') o.servers = int('--servers');
    else if (flag === '--port') o.port = int('--port');
    else if (flag === '--server-port') o.serverPort = int('--server-port');
    else if (flag === '--s3-port') o.s3Port = int('--s3-port');
    else if (flag === '--listings') o.listings = int('--listings');
    else if (flag === '--replicas') o.replicas = int('--replicas');
    else if (flag === '--pg-port') o.haPort = int('--pg-port');
    else if (flag === '--base-backup-minutes') o.baseBackupMinutes = int('--base-backup-minutes');
    else if (flag === '--fresh') o.fresh = true;
    else if (flag === '--database') o.database = value();
    else if (flag === '--pg') o.pgUrl = value();
    else throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
  }
  if (o.servers !== undefined && (o.servers < 1 || o.servers > 9)) throw new Error(`--servers is 1 to 9\n${USAGE}`);
  if (o.replicas !== undefined && o.replicas > 5) throw new Error(`--replicas is 0 to 5\n${USAGE}`);
  if (o.baseBackupMinutes !== undefined && o.baseBackupMinutes < 1) throw new Error(`--base-backup-minutes is 1 or more\n${USAGE}`);
  if (o.replicas && o.pgUrl) throw new Error(`--replicas starts its own PostgreSQL servers: leave out --pg\n${USAGE}`);
  return o;
}

async function main() {
  const options = parseFleetArgs(process.argv.slice(2));
  // An S3 the operator names is used (and checked) instead of s3rver.
  if (process.env.S3_BUCKET && process.env.S3_ENDPOINT) {
    options.s3 = Object.fromEntries(['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']
      .filter((k) => process.env[k]).map((k) => [k, process.env[k]]));
  }
  // A SIGHUP while the fleet starts would end the launcher (Node's default) and orphan its children.
  const early = () => console.log('SIGHUP while the fleet starts: ignored');
  process.on('SIGHUP', early);
  if (options.replicas) console.log(`starting a replicated PostgreSQL (pg_auto_failover: a monitor, a primary and ${options.replicas} standby${options.replicas > 1 ? 's' : ''}) ...`);
  console.log(`starting ${options.servers ?? DEFAULTS.servers} app servers behind nginx ...`);
  const fleet = await startFleet(options);
  console.log(fleet.describe());
  console.log(`Ctrl+C stops everything; kill -HUP ${process.pid} restarts the servers one by one (a rolling restart: each leaves nginx's rotation, drains, starts again and rejoins; a dead server is skipped and the last healthy one is never taken out). A server that dies is started again.`);
  // Restarts servers that die (with back-off) and runs the rolling restarts (supervisor.mjs).
  const supervisor = supervise(fleet);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping the fleet ...');
    supervisor.close();
    await fleet.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.off('SIGHUP', early);
  process.on('SIGHUP', () => {
    if (!stopping) void supervisor.rollingRestart();
  });
}

main().catch((e) => {
  console.error(`fleet: ${e.message}`);
  process.exit(1);
});
