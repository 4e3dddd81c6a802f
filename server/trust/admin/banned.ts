import 'server-only';
import { and, desc, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { bannedPhones, users } from '../../platform/db/schema';

const LIMIT = 100;

/**
 * The desk's banned accounts, newest ban first: live accounts that are banned, and erased ones whose
 * number is still kept banned (lifting those lets the number sign up afresh). No numbers: the
 * desk lifts by account, and the number is kept only as a keyed hash anyway.
 */
export async function bannedAccounts() {
  const db = await getDb();
  const kept = sql<boolean>`exists (select 1 from ${bannedPhones} where ${bannedPhones.userId} = ${users.id})`;
  const rows = await db.select({
    id: users.id, name: users.name, role: users.roleType, at: users.bannedAt, reason: users.bannedReason,
    erased: users.deletedAt, kept,
  }).from(users)
    .where(and(isNotNull(users.bannedAt), or(isNull(users.deletedAt), sql`${kept}`)))
    .orderBy(desc(users.bannedAt), desc(users.id)).limit(LIMIT);
  return rows.map((r) => ({
    user_id: r.id, name: r.name, role_type: r.role, banned_at: r.at!.toISOString(), reason: r.reason,
    erased: !!r.erased, number_kept: !!r.kept,
  }));
}

