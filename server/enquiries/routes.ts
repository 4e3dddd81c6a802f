import 'server-only';
import { enquirySchema } from '@/lib/trust/schemas';
import type { RouteTable } from '../http/types';
import { validate } from '../http/validate';
import { requireActiveUser } from '../leads/active-user';
import { createEnquiry } from './service';

// SPEC §1 "enquire about a property"; the SPEC names no path, this one follows its style.
export const enquiryRoutes: RouteTable = {
  'POST /api/enquiry/create-enquiry': async (ctx) => {
    const user = await requireActiveUser(ctx);
    const b = await validate(enquirySchema, await ctx.json());
    return { data: await createEnquiry(user.id, b), message: 'Your enquiry has been sent to the poster' };
  },
};
