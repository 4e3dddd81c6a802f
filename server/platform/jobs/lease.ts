import 'server-only';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

// Each job runs on one server at a time and once per period across the fleet.
// A server claims a period by moving the job's next_run_at forward in one upsert
// whose WHERE only passes when the period is due. On PostgreSQL two servers that
// claim at once queue on the row lock and the second re-reads the row the first
// wrote, so it finds the period taken: no advisory lock to leak when a server
// dies, and a job whose server died mid-run is simply due again next period.
// The database clock decides, so servers with skewed clocks still agree.

/** True when this caller won the period and must run the job now. */
export async function claimLease(db: Db, name: string, everyMs: number, owner: string): Promise<boolean> {
  const next = sql`now() + make_interval(secs => ${everyMs / 1000})`;
  const won = await db.insert(jobLeases)
    .values({ name, nextRunAt: next, lastRunAt: sql`now()`, lastOwner: owner, runs: 1 })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { nextRunAt: next, lastRunAt: sql`now()`, lastOwner: owner, runs: sql`${jobLeases.runs} + 1` },
      setWhere: lte(jobLeases.nextRunAt, sql`now()`),
    })
    .returning({ name: jobLeases.name });
  return won.length === 1;
}

/** Notes how the last run ended (for operators: `select * from job_leases`). */
export async function recordResult(db: Db, name: string, result: string) {
  await db.update(jobLeases).set({ lastResult: result.slice(0, 500) }).where(eq(jobLeases.name, name));
}
