import 'server-only';
import * as yup from 'yup';
import { replySchema, reviewSchema } from '@/lib/trust/schemas';
import type { RouteTable } from '../../platform/http/types';
import { pageNumber, validate } from '../../platform/http/validate';
import { activeAuthed } from '../leads/active-user';
import { listReviews, replyToReview, saveReview, type TargetType } from './service';

const listSchema = yup.object({
  target_type: yup.string().typeError('target_type must be text').oneOf(['user', 'project'], 'target_type must be user or project').default('user'),
  target_id: yup.number().typeError('target_id must be a number').integer('target_id must be a whole number')
    .positive('target_id must be a positive number').required('target_id is required'),
});

export const reviewRoutes: RouteTable = {
  'POST /property/rating-and-review/user-rating-create': activeAuthed(reviewSchema, async (user, b) => {
    const { review, edited } = await saveReview(user.id, { ...b, target_type: b.target_type as TargetType });
    return { data: review, message: edited ? 'Your review has been updated' : 'Thank you for your review' };
  }),
  // Not in the SPEC: the reviewed poster's one reply, and the public list.
  'POST /property/rating-and-review/reply': activeAuthed(replySchema, async (user, b) =>
    ({ data: await replyToReview(user.id, b.review_id, b.reply), message: 'Reply posted' })),
  'POST /property/rating-and-review/list': async (ctx) => {
    const body = await ctx.json();
    const b = await validate(listSchema, body);
    const page = pageNumber(ctx.query('page_no'), body, 1);
    return { data: await listReviews(b.target_type as TargetType, b.target_id, page), message: 'Reviews' };
  },
};
