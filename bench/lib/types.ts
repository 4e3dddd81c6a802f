// Shapes of bench/results/latest.json (version 1).
import type { LatencySummary } from './stats';

export type DbKind = 'pglite' | 'postgres';

export type BenchOptions = {
  listings: number;
  db: DbKind;
  /** Seconds per measured scenario. */
  duration: number;
  /** Connections of the loaded (mixed) runs; the per-scenario runs use 1. */
  connections: number;
  smoke: boolean;
  seed: number;
  localities: 'all' | 'demo';
  /** Seeded with a national portal's history (scripts/seed.ts --national). */
  national: boolean;
  /** Seed (or check) the database and stop. */
  seedOnly: boolean;
  /** Timed repeats of each statement in the SQL phase. */
  sqlRepeats: number;
  port: number;
  /** auto = build when missing or older than the sources; always; never. */
  build: 'auto' | 'always' | 'never';
  /** Use the main .next build (CI smoke): BENCH_REUSE_BUILD=1. */
  reuseBuild: boolean;
  /** PostgreSQL server (loopback only), without a database name. */
  pgUrl: string;
  /** Where latest.json / latest.md go. */
  outDir: string;
};

export type SqlStatement = {
  /** First 160 characters of the statement, whitespace collapsed. */
  text: string;
  /** Median wall time of client.query(text, params), ms. */
  medianMs: number;
  /** EXPLAIN (ANALYZE, FORMAT JSON) figures, ms. */
  executionMs: number | null;
  planningMs: number | null;
  /** Scan nodes of the plan: "Index Scan using x on t", "Seq Scan on t" ... */
  scans: string[];
};

export type SqlFigures = {
  id: string;
  /** Median over repeats of the sum of the statements run one after another, ms. */
  medianMs: number;
  /** Median of the slowest statement alone (the floor when statements run in parallel), ms. */
  slowestMs: number;
  /** Median of the domain function called in-process (validation + SQL + card shaping), ms. */
  domainMs: number;
  /**
   * CPU ms per call of the statements (driver process + PostgreSQL backends), from /proc;
   * unlike wall time it hardly grows when other work shares the machine. null without /proc.
   */
  cpuMs?: number | null;
  /** CPU ms per in-process domain call. */
  domainCpuMs?: number | null;
  statements: SqlStatement[];
  repeats: number;
  error?: string;
};

export type HttpFigures = LatencySummary & {
  id: string;
  label: string;
  connections: number;
  seconds: number;
  errors: number;
  non2xx: number;
  /** false = shown for reference, left out of the pooled figures and the mixed run. */
  pooled?: boolean;
  /** Search results (total) or suggestions seen on the check request. */
  results?: number | null;
  /** Response body size of the check request, bytes. */
  bytes?: number | null;
  /** SQL figures of the same search (when measured). */
  sqlMs?: number | null;
  /** API p50 / SQL median. */
  apiOverSql?: number | null;
  /** Server CPU ms per answered request (server process group + its PostgreSQL backends). */
  cpuMsPerReq?: number | null;
  /** SQL CPU ms of the same search (SQL phase). */
  sqlCpuMs?: number | null;
  /** cpuMsPerReq / sqlCpuMs: the app's overhead in CPU, robust to machine load. */
  cpuApiOverSql?: number | null;
  error?: string;
};

export type RouteJs = {
  route: string;
  /** The app-path key of the route in the build manifests. */
  key: string | null;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Of gzipBytes, the rootMainFiles every page shares (React, Next runtime and router). */
  frameworkGzipBytes?: number;
  /** The same sum from the <script src> tags of the served HTML (when the server ran). */
  htmlGzipBytes?: number | null;
  htmlFiles?: number | null;
  error?: string;
};

export type Section = {
  /** One entry per scenario, measured with 1 connection. */
  scenarios: HttpFigures[];
  /** All scenario samples pooled (1 connection). */
  overall: LatencySummary | null;
  /** Every scenario in one rotating run with `connections` connections. */
  loaded: HttpFigures | null;
};

export type BenchResults = {
  version: 1;
  startedAt: string;
  finishedAt: string;
  wallSeconds: number;
  options: BenchOptions;
  machine: {
    cpus: number;
    cpuModel: string;
    totalMemGb: number;
    node: string;
    loadAvgStart: number[];
    loadAvgEnd: number[];
  };
  database: {
    kind: DbKind; name: string; reused: boolean; seedSeconds: number | null; vacuumSeconds?: number | null;
    /** PostgreSQL settings the run had (absent in results written before they were recorded). */
    settings?: { name: string; value: string; source: string }[];
  };
  build: { distDir: string; built: boolean; seconds: number | null; note: string };
  phases: Record<string, number>;
  sql: { search: SqlFigures[]; autocomplete: SqlFigures[] };
  /** map: the map search (absent in results written before it was measured). */
  api: { search: Section; autocomplete: Section; pages: Section; map?: Section };
  firstLoadJs: { method: string; routes: RouteJs[] };
  /** Posting figures; absent in results written before they existed. */
  posting?: PostingFigures;
  /** Pages/s cached and uncached, and the static-file ceiling (bench/lib/throughput.ts). */
  throughput?: import('./throughput').ThroughputFigures;
  warnings: string[];
};

/** Photo processing in-process: processPhoto on one generated JPEG, repeated. */
export type PhotoFigures = {
  width: number;
  height: number;
  /** Size of the generated JPEG, bytes. */
  bytes: number;
  repeats: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Rendition widths written (all of them per photo) and their total bytes. */
  renditions: number[];
  renditionBytes: number;
  error?: string;
};

export type PostingFigures = {
  photo: PhotoFigures | null;
  /** HTTP upload call with the same 12-megapixel JPEG (processing + storage + row). */
  upload: LatencySummary | null;
  /** Create call (apartment for rent) whose 6 photos were uploaded before. */
  create: LatencySummary | null;
  /** From sending the create call until the search API lists the new listing. */
  searchable: LatencySummary | null;
  /** Moderation outcome of the created listings: status -> count. */
  statuses: Record<string, number>;
  error?: string;
};

export type Targets = {
  searchApiP95Ms: number;
  searchPageP95Ms: number;
  autocompleteP95Ms: number;
  searchFirstLoadKb: number;
  createP95Ms: number;
  photoMs: number;
  searchableMs: number;
  mapP95Ms: number;
};

export const TARGETS: Targets = {
  searchApiP95Ms: 20,
  searchPageP95Ms: 80,
  autocompleteP95Ms: 10,
  searchFirstLoadKb: 120,
  createP95Ms: 50,
  photoMs: 400,
  searchableMs: 1000,
  // A city-wide box at 1M listings on PostgreSQL.
  mapP95Ms: 30,
};
