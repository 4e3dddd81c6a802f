import 'server-only';
import type { RouteTable } from '../../platform/http/types';
import { pageNumber, validate } from '../../platform/http/validate';
import { requireActiveUser } from './active-user';
import { posterLeads, shareNumber, shareSchema } from './service';

// Not in the SPEC: the poster's leads (callbacks + enquiries) and "share my number".
export const leadRoutes: RouteTable = {
  'GET /api/user/leads/find-all': async (ctx) => {
    const user = await requireActiveUser(ctx);
    return { data: await posterLeads(user.id, pageNumber(ctx.query('page_no'), null, 1)), message: 'Leads' };
  },
  'POST /api/user/leads/share-number': async (ctx) => {
    const user = await requireActiveUser(ctx);
    const b = await validate(shareSchema, await ctx.json());
    return { data: await shareNumber(user.id, b.lead_type as 'callback' | 'enquiry', b.lead_id), message: 'Your number is now visible to this person' };
  },
};
