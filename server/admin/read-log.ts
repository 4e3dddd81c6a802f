import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { adminReads } from '../db/schema';

// Which personal rows each admin saw, and through which screen or call (README, "Breach
// runbook"): after a leak from the desk this answers "whose data could have gone". Kept at
// least a year (DPDP Rules 2025, rule 6); the retention job never purges it.

export type ReadTarget = { kind: 'user' | 'grievance'; id: number };

/** One insert per screen: the distinct people and tickets it showed. */
export async function logAdminReads(adminId: number, via: string, targets: ReadTarget[]): Promise<void> {
  const seen = new Map(targets.filter((t) => Number.isInteger(t.id)).map((t) => [`${t.kind}:${t.id}`, t]));
  if (!seen.size) return;
  const db = await getDb();
  await db.insert(adminReads).values([...seen.values()].map((t) => ({ adminId, via, targetKind: t.kind, targetId: t.id })));
}

/** The newest reads, for the desk's API. */
export async function readLog(limit = 200) {
  const db = await getDb();
  const rows = await db.select().from(adminReads).orderBy(desc(adminReads.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, admin_id: r.adminId, target_kind: r.targetKind, target_id: r.targetId, via: r.via,
    at: r.createdAt.toISOString() }));
}

/** The personal rows in a desk payload: pending items' posters, reported people, grievances. */
export function personalRowsOf(d: {
  pending?: { items: { poster_id: number }[] };
  reports?: { user: { id: number } | null }[];
  grievances?: { open: { id: number }[]; resolved: { id: number }[] };
}): ReadTarget[] {
  return [
    ...(d.pending?.items ?? []).map((i) => ({ kind: 'user' as const, id: i.poster_id })),
    ...(d.reports ?? []).flatMap((r) => (r.user ? [{ kind: 'user' as const, id: r.user.id }] : [])),
    ...[...(d.grievances?.open ?? []), ...(d.grievances?.resolved ?? [])].map((g) => ({ kind: 'grievance' as const, id: g.id })),
  ];
}
