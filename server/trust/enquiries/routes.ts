import 'server-only';
import { enquirySchema } from '@/lib/trust/schemas';
import type { RouteTable } from '../../platform/http/types';
import { activeAuthed } from '../leads/active-user';
import { createEnquiry } from './service';

// SPEC §1 "enquire about a property"; the SPEC names no path, this one follows its style.
export const enquiryRoutes: RouteTable = {
  'POST /api/enquiry/create-enquiry': activeAuthed(enquirySchema, async (user, b) =>
    ({ data: await createEnquiry(user.id, b), message: 'Your enquiry has been sent to the poster' })),
};
