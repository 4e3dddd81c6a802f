// PostgreSQL settings for a GharBazaar database machine, derived from its memory and cores
// (docs/scale-and-benchmarks.md, "Database settings", explains each). Prints a configuration file:
//   node deploy/postgresql/settings.mjs --memory-gb 16 --cores 4 > deploy/postgresql/gharbazaar.conf
// The fleet applies the per-database ones to its databases (scripts/fleet/postgres.mjs).

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Whole megabytes, in PostgreSQL's unit syntax. */
const mb = (bytes) => `${Math.max(1, Math.floor(bytes / MB))}MB`;

/**
 * The settings for a dedicated database machine of `memoryGb` GiB and `cores` cores on SSD, serving up to
 * `connections` connections (servers x pool size). `database: true` marks those an ALTER DATABASE … SET can
 * carry; the others are the server's (postgresql.conf, and shared_buffers a restart).
 */
export function settingsFor({ memoryGb, cores, connections = 100 }) {
  if (!(memoryGb >= 1) || !(cores >= 1)) throw new Error('settingsFor needs memoryGb >= 1 and cores >= 1');
  const ram = memoryGb * GB;
  const shared = ram / 4;
  return [
    { name: 'shared_buffers', value: mb(Math.min(shared, 16 * GB)), database: false },
    { name: 'effective_cache_size', value: mb(ram * 0.75), database: true },
    // Each sort or hash of a query may take this much: the memory left after shared buffers, spread
    // over every connection running 3 such steps at once.
    { name: 'work_mem', value: mb(Math.min(Math.max((ram - shared) / (connections * 3), 4 * MB), 256 * MB)), database: true },
    { name: 'maintenance_work_mem', value: mb(Math.min(ram / 16, 2 * GB)), database: true },
    { name: 'random_page_cost', value: '1.1', database: true },
    { name: 'effective_io_concurrency', value: '200', database: true },
    { name: 'jit', value: 'off', database: true },
    { name: 'max_connections', value: String(connections), database: false },
    { name: 'max_worker_processes', value: String(Math.max(cores, 2)), database: false },
    { name: 'max_parallel_workers', value: String(cores), database: false },
    { name: 'max_parallel_workers_per_gather', value: String(Math.max(1, Math.floor(cores / 2))), database: true },
    { name: 'wal_buffers', value: '16MB', database: false },
    { name: 'min_wal_size', value: '1GB', database: false },
    { name: 'max_wal_size', value: '4GB', database: false },
    { name: 'checkpoint_completion_target', value: '0.9', database: false },
    { name: 'autovacuum_max_workers', value: '3', database: false },
    { name: 'autovacuum_naptime', value: '30s', database: false },
    { name: 'autovacuum_vacuum_cost_limit', value: '2000', database: false },
    { name: 'autovacuum_vacuum_scale_factor', value: '0.02', database: false },
    { name: 'autovacuum_vacuum_insert_scale_factor', value: '0.02', database: false },
    { name: 'autovacuum_analyze_scale_factor', value: '0.01', database: false },
  ];
}

/** The configuration file text (include it from postgresql.conf: include 'gharbazaar.conf'). */
export function configFile(opts) {
  const head = [
    `# GharBazaar PostgreSQL settings for a dedicated database machine of ${opts.memoryGb} GB and ${opts.cores} cores on SSD,`,
    `# up to ${opts.connections ?? 100} connections. Written by deploy/postgresql/settings.mjs; do not edit by hand.`,
    '# Per-table autovacuum of listings, pgs and projects is in the migrations; docs/scale-and-benchmarks.md explains each.',
  ];
  return `${[...head, ...settingsFor(opts).map((s) => `${s.name} = '${s.value}'`)].join('\n')}\n`;
}

/** `ALTER DATABASE … SET` statements of the settings a database can carry (name checked by the caller). */
export function databaseStatements(name, opts) {
  return settingsFor(opts).filter((s) => s.database).map((s) => `ALTER DATABASE ${name} SET ${s.name} = '${s.value}'`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (flag, fallback) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  process.stdout.write(configFile({ memoryGb: arg('--memory-gb', 16), cores: arg('--cores', 4), connections: arg('--connections', 100) }));
}
