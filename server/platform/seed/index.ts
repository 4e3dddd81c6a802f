import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedContent } from './content';
import { seedListingsInline, type ListingPlan } from './listings';
import { seedListingsParallel } from './bulk/parallel';
import type { History } from './listing-gen';
import { seedPgs, pgCount } from './pgs';
import { loadPlaces } from './places';
import { createProgress } from './progress';
import { projectCount, seedProjects } from './projects';
import { existingData, resetProductTables } from './reset';
import { DEMO_USERS, seedUsers, userCounts } from './users';
import { seedDemoPlan } from './demo-plan';
import { holdListingsPastAllowance } from '../../money/plans/settle';
import { holdSeededPending } from './held';
import { numberSeededHomes } from './rera';
import { openBulkWriter } from './bulk/writer';
import { dropSecondaryIndexes, rebuildIndexes } from './bulk/indexes';

/** Tables the bulk load fills: their secondary indexes are built after it when they start empty. */
const LOADED_TABLES = ['listings', 'residential_details', 'commercial_details', 'agriculture_details', 'listing_images', 'pgs', 'pg_rooms', 'projects'];

// Deterministic demo data: runSeed(db, { listings, seed }) gives the same
// users, listings, PGs and projects for the same seed and count. Localities
// must be loaded first (server/catalog/places/import.ts).

export type SeedOptions = {
  listings?: number;
  seed?: number;
  /** Truncate product tables (not cities/localities) first. */
  reset?: boolean;
  /** "Now" for created_at spreads; defaults to the current time. */
  now?: Date;
  log?: (msg: string) => void;
  /** A national portal's years of history: most rows expired, deleted or sold (see listing-gen.ts). */
  history?: History;
};

/** --national: 3 years of history, 10 % of the listings live. */
export const NATIONAL_HISTORY: History = { years: 3, liveShare: 0.1 };
/** Below this many listings the load stays in this thread: starting workers costs more than it saves. */
const PARALLEL_FROM = 50_000;

export type SeedResult = {
  skipped: boolean;
  reason?: string;
  ms: number;
  counts: { users: number; listings: number; pgs: number; projects: number; faqs: number; plans: number };
};

export const DEFAULT_LISTINGS = 3000;
export const DEFAULT_SEED = 20240601;
export { DEMO_USERS };

export async function runSeed(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const n = opts.listings ?? DEFAULT_LISTINGS;
  const seed = opts.seed ?? DEFAULT_SEED;
  const now = (opts.now ?? new Date()).getTime();
  const p = createProgress(opts.log);
  const empty = { users: 0, listings: 0, pgs: 0, projects: 0, faqs: 0, plans: 0 };

  if (opts.reset) await p.step('reset (product tables truncated; cities and localities kept)', () => resetProductTables(db));
  const reason = await existingData(db);
  if (reason) {
    p.log(`seed: skipped, ${reason}. Run with --reset to wipe product data and seed again.`);
    return { skipped: true, reason, ms: Date.now() - started, counts: empty };
  }

  const places = await loadPlaces(db);
  p.log(`seed: ${n} listings, seed ${seed}, cities: ${places.cities.map((c) => c.city).join(', ')}`);
  const counts = userCounts(n);
  const users = await p.step(`users (${Object.entries(counts).map(([k, v]) => `${v} ${k}s`).join(', ')} + 4 demo)`,
    () => seedUsers(db, seed, places, counts, new Date(now)));
  const content = await p.step('faqs and plans', () => seedContent(db));
  const pgs = pgCount(n);
  const projects = projectCount(n);
  // One writer for every item table: COPY in one transaction, on PostgreSQL and on PGlite.
  const w = await openBulkWriter(db);
  try {
    const dropped = await dropSecondaryIndexes(w, LOADED_TABLES);
    if (dropped.length) p.log(`bulk load: ${dropped.length} secondary indexes dropped, built again after the load`);
    const plan: ListingPlan = { seed, n, now, places, users, history: opts.history };
    const tick = (done: number) => p.tick('listings', done, n);
    await p.step(`listings (${n})`, () => (n >= PARALLEL_FROM
      ? seedListingsParallel(w, plan, tick) : seedListingsInline(w, plan, tick)));
    await p.step(`pgs (${pgs})`, () => seedPgs(w, seed, places, users, pgs, now, p));
    await p.step(`projects (${projects})`, () => seedProjects(w, seed, places, users, projects, now, p));
    await p.step('hold reasons of pending items', () => holdSeededPending((q) => w.run(q), now));
    await p.step('RERA numbers of homes under construction', () => numberSeededHomes((q) => w.run(q)));
    if (dropped.length) await p.step(`indexes (${dropped.length})`, () => rebuildIndexes(w, dropped, p.log));
    await p.step('commit', () => w.commit());
  } finally {
    await w.close();
  }
  await p.step('demo builder plan', () => seedDemoPlan(db, users.builder[0], now));
  // The demo posters got ~25 listings each: what their allowance does not cover waits for a
  // plan, as after a plan ends, so their figures read true (1 of 1, not 24 of 3).
  await p.step('demo posters within their allowance', async () => {
    let held = 0;
    for (const id of [users.owner[0], users.agent[0], users.builder[0]]) held += await holdListingsPastAllowance(db, id, new Date(now));
    return held;
  });
  // Fresh statistics, or the planner guesses on an empty-looking table after a bulk load.
  // VACUUM too: PGlite never vacuums by itself, and counts need the visibility map for index-only scans.
  await p.step('vacuum analyze', () => db.execute(sql`VACUUM ANALYZE`));

  const ms = Date.now() - started;
  p.log(`seed: done in ${(ms / 1000).toFixed(1)} s`);
  return { skipped: false, ms, counts: { users: users.total, listings: n, pgs, projects, ...content } };
}
