import 'server-only';
import { grievanceResolveSchema, grievanceSchema } from '@/lib/grievance/schemas';
import { RESOLVE_WITHIN_DAYS } from '@/lib/grievance/officer';
import { AppError } from '@/lib/app-error';
import * as yup from 'yup';
import { queuePage } from '@/lib/admin/schemas';
import { requireAdmin } from '../admin/guard';
import { logAdminReads, personalRowsOf } from '../admin/read-log';
import { optionalSession } from '../../accounts';
import { Throttle } from '../../platform/http/throttle';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { fileGrievance, grievanceQueue, resolveGrievance } from './service';

// Open to visitors (a complaint may be about not being able to log in); a few an hour per IP.
export const grievanceThrottle = new Throttle('grievances', 5, 3_600_000);

// Not in the SPEC: the E-Commerce Rules' grievance channel and its desk queue.
export const grievanceRoutes: RouteTable = {
  'POST /api/grievances/create': async (ctx) => {
    const b = await validate(grievanceSchema, await ctx.json());
    if (!(await grievanceThrottle.take(ctx.ip))) {
      throw new AppError('rate_limited', 'You have filed several complaints already. Please try again in an hour.');
    }
    const session = await optionalSession(ctx);
    const g = await fileGrievance(b, session?.user.id ?? null, ctx.locale);
    return { data: g, message: `Your complaint is registered as ticket ${g.ticket}. We have sent an acknowledgement ` +
      `to ${g.email} and will resolve it within ${RESOLVE_WITHIN_DAYS} days.` };
  },
  // ?page= (50 open tickets a page; page, pages and total say where).
  'GET /api/admin/grievances': async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { page } = await validate(yup.object({ page: queuePage('page') }), { page: ctx.query('page') ?? undefined });
    const grievances = await grievanceQueue(page);
    // Complainants' names and contacts: logged like every desk read (server/trust/admin/read-log.ts).
    await logAdminReads(admin.id, 'api:grievances', personalRowsOf({ grievances }));
    return { data: grievances, message: 'Grievances' };
  },
  'POST /api/admin/grievance-resolve': async (ctx) => {
    const admin = await requireAdmin(ctx);
    const b = await validate(grievanceResolveSchema, await ctx.json());
    return { data: await resolveGrievance(admin.id, b.id, b.reason), message: 'Resolved' };
  },
};
