import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { adminReads, users } from '../../platform/db/schema';

// Which personal rows each admin saw, and through which screen or call (docs/compliance.md, "Breach
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

/** The newest reads, with the admin's name; only those of one person or ticket when `target` is given. */
export async function readLog(o: { limit?: number; target?: ReadTarget } = {}) {
  const db = await getDb();
  const rows = await db.select({ r: adminReads, adminName: users.name, adminPhone: users.phoneNumber }).from(adminReads)
    .leftJoin(users, eq(users.id, adminReads.adminId))
    .where(o.target ? and(eq(adminReads.targetKind, o.target.kind), eq(adminReads.targetId, o.target.id)) : undefined)
    .orderBy(desc(adminReads.id)).limit(o.limit ?? 200);
  return rows.map(({ r, adminName, adminPhone }) => ({ id: r.id, admin_id: r.adminId, admin_name: adminName ?? adminPhone ?? `admin ${r.adminId}`,
    target_kind: r.targetKind as ReadTarget['kind'], target_id: r.targetId, via: r.via, at: r.createdAt.toISOString() }));
}

/** The personal rows in a desk payload: pending items' posters, reported people, grievances. */
export function personalRowsOf(d: {
  pending?: { items: { poster_id: number }[] };
  reports?: { user: { id: number } | null }[];
  grievances?: { open: { id: number }[]; resolved: { id: number }[] };
  banned?: { user_id: number }[];
}): ReadTarget[] {
  return [
    ...(d.banned ?? []).map((b) => ({ kind: 'user' as const, id: b.user_id })),
    ...(d.pending?.items ?? []).map((i) => ({ kind: 'user' as const, id: i.poster_id })),
    ...(d.reports ?? []).flatMap((r) => (r.user ? [{ kind: 'user' as const, id: r.user.id }] : [])),
    ...[...(d.grievances?.open ?? []), ...(d.grievances?.resolved ?? [])].map((g) => ({ kind: 'grievance' as const, id: g.id })),
  ];
}
