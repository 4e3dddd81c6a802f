import 'server-only';
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { listings, pgs, projects } from '../db/schema';

// What "live" means, answered by each read's own WHERE: approved and not past its
// freshness date. The expiry job (server/platform/jobs) later flips such rows to 'expired'
// for My Properties and the counts, but no read waits for it: a listing whose 60
// days ran out leaves search the moment they run out, on every server. Seeded rows
// without expires_at never expire. Each table's (status, expires_at) index serves it.

type ItemTable = typeof listings | typeof pgs | typeof projects;

// The clock is read as `(select now())`, the same instant as now(), so that the planner does not
// estimate the freshness test from the expires_at histogram. It would multiply that share (about
// one row in ten at national scale, the live ones) by the share of approved rows (the same rows),
// as if the two were independent, and expect a tenth of the live rows; every search built on that
// guess expected too few rows and picked bitmap heap scans. Against a value it cannot see it uses
// its default share (a third), three times off instead of ten. The test stays an index condition
// on expires_at, which every search index carries.
const NOW = sql`(select now())`;

export function isLive(t: ItemTable): SQL {
  return and(eq(t.status, 'approved'), or(isNull(t.expiresAt), gt(t.expiresAt, NOW)))!;
}

/** The same test for hand-written SQL over a table or alias (`"listings"`, `l`). */
export function liveSql(alias: SQL): SQL {
  return sql`(${alias}."status" = 'approved' and (${alias}."expires_at" is null or ${alias}."expires_at" > ${NOW}))`;
}

type Status = (typeof listings.status.enumValues)[number];

/** A poster's status filter as it reads now: approved past its date counts as expired. */
export function hasStatus(t: ItemTable, status: Status): SQL {
  if (status === 'approved') return isLive(t);
  if (status === 'expired') return or(eq(t.status, 'expired'), and(eq(t.status, 'approved'), lte(t.expiresAt, sql`now()`)))!;
  return eq(t.status, status);
}

/** The status a poster is shown, by the same rule. */
export function shownStatus(r: { status: Status; expiresAt: Date | null }, now = new Date()): Status {
  return r.status === 'approved' && r.expiresAt && r.expiresAt <= now ? 'expired' : r.status;
}
