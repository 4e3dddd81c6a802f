import 'server-only';
import { propertyReportSchema, reviewReportSchema, userReportSchema } from '@/lib/trust/schemas';
import type { RouteTable } from '../../platform/http/types';
import { activeAuthed } from '../leads/active-user';
import { reportItem, reportReview, reportUser } from './service';

export const reportRoutes: RouteTable = {
  'POST /api/report/create-property-report': activeAuthed(propertyReportSchema, async (user, b) =>
    ({ data: await reportItem(user.id, b.property_type, b.property_id, b), message: 'Thank you. Our team will look into this property.' })),
  'POST /api/report/create-user-report': activeAuthed(userReportSchema, async (user, b) =>
    ({ data: await reportUser(user.id, b.user_id, b), message: 'Thank you. Our team will look into this profile.' })),
  // Not in the SPEC: a review reported as abusive goes to the moderation desk.
  'POST /api/report/create-review-report': activeAuthed(reviewReportSchema, async (user, b) =>
    ({ data: await reportReview(user.id, b.review_id, b.details), message: 'Thank you. Our team will look into this review.' })),
};
