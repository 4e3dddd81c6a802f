import 'server-only';
import type { ReviewApi } from '@/lib/contract';
import { and, avg, count, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb, type Db } from '../../platform/db/client';
import { projects, reviews, users } from '../../platform/db/schema';
import { authorize } from '../../platform/http/authorize';
import type { Resources } from '@/lib/policy';

// Reviews of a poster (agent, owner, builder) or of a project: 1-5 stars and
// text, one per reviewer per target (reviews_once_uq), editable by sending
// again; nobody reviews themselves or their own project; the reviewed poster
// replies once. Reviews the desk hid count nowhere.

export type TargetType = 'user' | 'project';
export type ReviewInput = { target_type: TargetType; target_id: number; rating: number; review: string };

/** Whose reviews these are: the poster themselves (with their role: only posters are reviewed), or the project's builder. */
async function target(db: Db, type: TargetType, id: number): Promise<Resources['review.write']> {
  if (type === 'user') {
    const [u] = await db.select({ id: users.id, role: users.roleType }).from(users).where(eq(users.id, id));
    if (!u) throw new AppError('not_found', 'User not found');
    return { ownerId: u.id, targetRole: u.role };
  }
  const [p] = await db.select({ userId: projects.userId, status: projects.status }).from(projects).where(eq(projects.id, id));
  if (!p || p.status === 'deleted') throw new AppError('not_found', 'Project not found');
  return { ownerId: p.userId };
}

function toApi(r: typeof reviews.$inferSelect, reviewerName?: string | null): ReviewApi {
  return {
    id: r.id, target_type: r.targetKind, target_id: r.targetId, rating: r.rating, review: r.review,
    reviewer_name: reviewerName ?? null, reply: r.reply, replied_at: r.repliedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
  };
}

export async function saveReview(reviewerId: number, input: ReviewInput): Promise<{ review: ReviewApi; edited: boolean }> {
  const db = await getDb();
  authorize({ id: reviewerId }, 'review.write', await target(db, input.target_type, input.target_id));
  const now = new Date();
  const [before] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.reviewerId, reviewerId),
    eq(reviews.targetKind, input.target_type), eq(reviews.targetId, input.target_id)));
  const [row] = await db.insert(reviews).values({
    reviewerId, targetKind: input.target_type, targetId: input.target_id, rating: input.rating, review: input.review,
  }).onConflictDoUpdate({
    target: [reviews.reviewerId, reviews.targetKind, reviews.targetId],
    set: { rating: input.rating, review: input.review, updatedAt: now },
  }).returning();
  return { review: toApi(row), edited: !!before };
}

export async function replyToReview(userId: number, reviewId: number, reply: string) {
  const db = await getDb();
  const [r] = await db.select().from(reviews).where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
  if (!r) throw new AppError('not_found', 'Review not found');
  authorize({ id: userId }, 'review.reply', await target(db, r.targetKind as TargetType, r.targetId));
  // Only a review without a reply is updated: a racing second reply changes nothing.
  const [row] = await db.update(reviews).set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply))).returning();
  if (!row) throw new AppError('conflict', 'You have already replied to this review');
  return toApi(row);
}

export type RatingSummary = { average: number | null; count: number };

export async function ratingSummary(type: TargetType, id: number, db?: Db): Promise<RatingSummary> {
  const d = db ?? await getDb();
  const [s] = await d.select({ a: avg(reviews.rating), n: count() }).from(reviews)
    .where(and(eq(reviews.targetKind, type), eq(reviews.targetId, id), isNull(reviews.hiddenAt)));
  return { average: s.n ? Math.round(Number(s.a) * 10) / 10 : null, count: s.n };
}

export const REVIEWS_PER_PAGE = 20;

export async function listReviews(type: TargetType, id: number, page = 1) {
  const db = await getDb();
  const p = Math.max(1, page);
  const rows = await db.select({ r: reviews, name: users.name }).from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(and(eq(reviews.targetKind, type), eq(reviews.targetId, id), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id)).limit(REVIEWS_PER_PAGE).offset((p - 1) * REVIEWS_PER_PAGE);
  const summary = await ratingSummary(type, id, db);
  return { ...summary, page: p, totalNoOfPages: Math.ceil(summary.count / REVIEWS_PER_PAGE),
    reviews: rows.map(({ r, name }) => toApi(r, name)) };
}
