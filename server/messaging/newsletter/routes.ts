import 'server-only';
import { newsletterSchema } from '@/lib/validation/newsletter';
import type { NewsletterSignup } from '@/lib/contract';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { subscribe } from '../../accounts';

export const newsletterRoutes: RouteTable = {
  // Subscribing twice is not an error for the visitor: same answer, one row.
  'POST /api/news-letter/create-news-letter': async (ctx) => {
    const { email } = await validate(newsletterSchema, await ctx.json());
    const { email: address, created } = await subscribe(email, ctx.locale);
    return {
      data: { email: address } satisfies NewsletterSignup,
      message: created ? 'Thank you for subscribing to our newsletter!' : 'You are already subscribed to our newsletter.',
    };
  },
};
