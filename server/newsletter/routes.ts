import 'server-only';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { getDb } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import type { RouteTable } from '../http/types';
import { validate } from '../http/validate';

export const newsletterRoutes: RouteTable = {
  // Subscribing twice is not an error for the visitor: same answer, one row.
  'POST /api/news-letter/create-news-letter': async (ctx) => {
    const { email } = await validate(newsletterSchema, await ctx.json());
    const db = await getDb();
    const inserted = await db.insert(newsletterSubscribers).values({ email: email.toLowerCase() })
      .onConflictDoNothing().returning({ id: newsletterSubscribers.id });
    return {
      data: { email: email.toLowerCase() },
      message: inserted.length ? 'Thank you for subscribing to our newsletter!' : 'You are already subscribed to our newsletter.',
    };
  },
};
