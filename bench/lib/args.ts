// Command-line options of `npm run bench` (pure; unit-tested).
import type { BenchOptions } from './types';

export const USAGE = `usage: npm run bench -- [options]
  --listings N        listings to seed (default 100000; smoke 300)
  --db pglite|postgres  database (default pglite)
  --duration S        seconds per measured scenario (default 5; smoke 2)
  --connections C     connections of the mixed runs (default 8; smoke 1)
  --sql-repeats R     timed repeats of each SQL statement (default 15; smoke 3)
  --seed S            seed of the data generator (default 20240601)
  --localities all|demo  localities to import (default all; smoke demo)
  --seed-only         seed (or check) the database, then stop without measuring
  --national          seed 3 years of history (about 10 % of listings live), as at national scale
  --port P            server port on 127.0.0.1 (default 3190; smoke 3191)
  --build auto|always|never  auto = build .next-bench when missing or older than the sources
  --pg-url URL        PostgreSQL server, loopback only (default postgres://postgres@127.0.0.1:5432)
  --out DIR           results folder (default bench/results; smoke bench/data/smoke)
  --smoke             tiny end-to-end run (300 listings, demo localities, 2 s, 1 connection)
environment: BENCH_REUSE_BUILD=1 serves the main .next build instead of building .next-bench.`;

export const DEFAULT_SEED = 20240601;
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];

export class UsageError extends Error {}

function positiveInt(flag: string, v: string | undefined): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive whole number, got ${v ?? 'nothing'}`);
  return n;
}

/** Throws unless the URL points at this machine (the bench never talks to another host). */
export function assertLoopbackUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new UsageError(`not a URL: ${url}`);
  }
  if (!LOOPBACK_HOSTS.includes(u.hostname)) throw new UsageError(`only loopback addresses are allowed, got ${u.hostname}`);
  return url;
}

export function parseArgs(argv: string[], env: Record<string, string | undefined> = {}): BenchOptions {
  const smoke = argv.includes('--smoke');
  const o: BenchOptions = {
    listings: smoke ? 300 : 100_000,
    db: 'pglite',
    duration: smoke ? 2 : 5,
    connections: smoke ? 1 : 8,
    smoke,
    seed: DEFAULT_SEED,
    localities: smoke ? 'demo' : 'all',
    national: false,
    seedOnly: false,
    sqlRepeats: smoke ? 3 : 15,
    port: smoke ? 3191 : 3190,
    build: 'auto',
    reuseBuild: env.BENCH_REUSE_BUILD === '1',
    pgUrl: 'postgres://postgres@127.0.0.1:5432',
    // The smoke's figures mean nothing: they stay out of the committed results.
    outDir: smoke ? 'bench/data/smoke' : 'bench/results',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--smoke': break;
      case '--national': o.national = true; break;
      case '--seed-only': o.seedOnly = true; break;
      case '--listings': o.listings = positiveInt(flag, value()); break;
      case '--duration': o.duration = positiveInt(flag, value()); break;
      case '--connections': o.connections = positiveInt(flag, value()); break;
      case '--sql-repeats': o.sqlRepeats = positiveInt(flag, value()); break;
      case '--seed': {
        const v = value();
        o.seed = Number(v);
        if (!Number.isInteger(o.seed)) throw new UsageError(`--seed must be a whole number, got ${v}`);
        break;
      }
      case '--port': {
        o.port = positiveInt(flag, value());
        if (o.port > 65535) throw new UsageError('--port must be at most 65535');
        break;
      }
      case '--db': {
        const v = value();
        if (v !== 'pglite' && v !== 'postgres') throw new UsageError(`--db is pglite or postgres, got ${v}`);
        o.db = v;
        break;
      }
      case '--localities': {
        const v = value();
        if (v !== 'all' && v !== 'demo') throw new UsageError(`--localities is all or demo, got ${v}`);
        o.localities = v;
        break;
      }
      case '--build': {
        const v = value();
        if (v !== 'auto' && v !== 'always' && v !== 'never') throw new UsageError(`--build is auto, always or never, got ${v}`);
        o.build = v;
        break;
      }
      case '--pg-url': o.pgUrl = assertLoopbackUrl(value()); break;
      case '--out': o.outDir = value(); break;
      default: throw new UsageError(`unknown option ${argv[i]}`);
    }
  }
  assertLoopbackUrl(o.pgUrl);
  return o;
}

/** PGlite folder / PostgreSQL database name for a size (demo localities get their own). */
export function databaseName(o: Pick<BenchOptions, 'db' | 'listings' | 'localities'> & { national?: boolean }): string {
  const suffix = `${o.localities === 'demo' ? '_demo' : ''}${o.national ? '_national' : ''}`;
  return o.db === 'pglite' ? `pglite-${o.listings}${suffix.replace('_', '-')}` : `bench_${o.listings}${suffix}`;
}
