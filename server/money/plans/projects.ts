import 'server-only';
import type { ProjectDetached } from '@/lib/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { projects, subscriptionProjects, subscriptions } from '../../platform/db/schema';
import type { Exec } from '../../platform/db/types';
import { allowanceKey, runningSubscriptions } from './entitlements';
import { withCap } from '../../platform/db/cap';
import { restoreWaiting } from './restore';
import { PLANS_PAGE } from '@/lib/policy';
import { ownRow } from '../../platform/http/authorize';

async function mySubscription(db: Exec, userId: number, subscriptionId: number) {
  const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  // Another user's plan answers as one that does not exist: ids cannot be counted.
  return ownRow(userId, 'plan', s);
}

async function myProject(db: Exec, userId: number, projectId: number) {
  const [p] = await db.select({ id: projects.id, userId: projects.userId, name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return ownRow(userId, 'plan-project', p);
}

async function usedSlots(db: Exec, subscriptionId: number) {
  return db.select({ projectId: subscriptionProjects.projectId }).from(subscriptionProjects)
    .where(and(eq(subscriptionProjects.subscriptionId, subscriptionId), isNull(subscriptionProjects.removedAt)));
}

/**
 * Puts a project in a plan's slot (the named plan, or any running plan with room). Re-attaching is a no-op.
 * Slots are counted and taken under the poster's allowance lock (server/platform/db/cap.ts).
 */
export async function attachProject(exec: Exec, userId: number, projectId: number, subscriptionId?: number) {
  return withCap(exec, allowanceKey(userId), async (db) => {
    await myProject(db, userId, projectId);
    const candidates = subscriptionId
      ? [await mySubscription(db, userId, subscriptionId)]
      : (await runningSubscriptions(db, userId)).sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
    for (const s of candidates) {
      const used = await usedSlots(db, s.id);
      if (used.some((u) => u.projectId === projectId)) return s.id;
      if (used.length >= (s.projectQuota ?? 0)) continue;
      await db.insert(subscriptionProjects).values({ subscriptionId: s.id, projectId })
        .onConflictDoUpdate({ target: [subscriptionProjects.subscriptionId, subscriptionProjects.projectId], set: { removedAt: null } });
      await restoreWaiting(db, userId);
      return s.id;
    }
    throw new AppError('forbidden', `You have no project slot left. Buy or renew a plan: ${PLANS_PAGE.builder}`,
      { reason: 'plan_required', plans_url: PLANS_PAGE.builder });
  });
}

/** For posting's project create path: the new project takes a free slot or the call fails. */
export async function assertCanAddProject(db: Exec, userId: number, projectId: number) {
  return attachProject(db, userId, projectId);
}

export async function attachProjectCall(userId: number, projectId: number, subscriptionId?: number) {
  const id = await attachProject(await getDb(), userId, projectId, subscriptionId);
  return { subscription_id: id, project_id: projectId };
}

/** /delete-subscription-project: frees the slot; the project is kept and listed under removed projects. */
export async function detachProject(userId: number, subscriptionId: number, projectId: number): Promise<ProjectDetached> {
  const db = await getDb();
  await mySubscription(db, userId, subscriptionId);
  const [row] = await db.update(subscriptionProjects).set({ removedAt: new Date() }).where(and(
    eq(subscriptionProjects.subscriptionId, subscriptionId), eq(subscriptionProjects.projectId, projectId),
    isNull(subscriptionProjects.removedAt),
  )).returning();
  if (!row) throw new AppError('not_found', 'This project is not attached to this plan');
  return { subscription_id: subscriptionId, project_id: projectId, removed_at: row.removedAt!.toISOString() };
}

export async function removedProjects(userId: number) {
  const db = await getDb();
  const rows = await db.select({
    subscriptionId: subscriptionProjects.subscriptionId, projectId: projects.id, name: projects.name,
    city: projects.city, removedAt: subscriptionProjects.removedAt,
  }).from(subscriptionProjects)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionProjects.subscriptionId))
    .innerJoin(projects, eq(projects.id, subscriptionProjects.projectId))
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptionProjects.removedAt)))
    .orderBy(desc(subscriptionProjects.removedAt));
  return rows.map((r) => ({
    subscription_id: r.subscriptionId, project_id: r.projectId, name: r.name, city: r.city,
    removed_at: r.removedAt!.toISOString(),
  }));
}
