import 'server-only';
import { propertyReportSchema, reviewReportSchema, userReportSchema } from '@/lib/trust/schemas';
import type { RouteTable } from '../http/types';
import { validate } from '../http/validate';
import { requireActiveUser } from '../leads/active-user';
import { reportItem, reportReview, reportUser } from './service';

export const reportRoutes: RouteTable = {
  'POST /api/report/create-property-report': async (ctx) => {
    const user = await requireActiveUser(ctx);
    const b = await validate(propertyReportSchema, await ctx.json());
    return { data: await reportItem(user.id, b.property_type, b.property_id, b), message: 'Thank you. Our team will look into this property.' };
  },
  'POST /api/report/create-user-report': async (ctx) => {
    const user = await requireActiveUser(ctx);
    const b = await validate(userReportSchema, await ctx.json());
    return { data: await reportUser(user.id, b.user_id, b), message: 'Thank you. Our team will look into this profile.' };
  },
  // Not in the SPEC: a review reported as abusive goes to the moderation desk.
  'POST /api/report/create-review-report': async (ctx) => {
    const user = await requireActiveUser(ctx);
    const b = await validate(reviewReportSchema, await ctx.json());
    return { data: await reportReview(user.id, b.review_id, b.details), message: 'Thank you. Our team will look into this review.' };
  },
};
