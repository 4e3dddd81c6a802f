import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { listings, users } from '../../platform/db/schema';
import { ratingSummary } from '../reviews/service';
import { agentReraOf, builderOf, toPublicUser } from '../../accounts';
import { publicCards } from './cards';

// A poster's public profile gathers the account (accounts), its live cards
// (catalog) and its rating (trust), so it lives above all three.

export async function publicUserDetails(userId: number) {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u || !u.isRegistered) throw new AppError('not_found', 'User not found');
  const [{ n }] = await db.select({ n: count() }).from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.status, 'approved')));
  // Plus the poster's newest approved cards, for the public profile pages.
  return { ...toPublicUser(u, await builderOf(userId), n), ...(await publicCards(db, userId, u.roleType === 'builder')),
    rating: await ratingSummary('user', userId, db), // server/trust/reviews: average and count
    rera_agent: (await agentReraOf(db, [userId])).get(userId) ?? null }; // server/accounts/rera: an agent's own registration
}
