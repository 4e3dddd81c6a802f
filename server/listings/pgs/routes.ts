import 'server-only';
import { pgBodySchema, type PgBody } from '@/lib/pg-posting/schemas';
import { getDb } from '../../platform/db/client';
import type { Handler, RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireActiveSession, requireSession } from '../../accounts';
import { requirePoster } from '../posting/guest-token';
import { guestPoster } from '../posting/service';
import { myPgFindOne, myPgList, myPgStatistics } from './my-pgs';
import { myPgListBody, pgIdBody, pgStatisticsBody } from './schemas';
import { confirmPg, createPg, deletePg, editPg } from './service';

// SPEC §7's six PG calls and the guest PG call, plus the renew call
// My PGs needs (not in the spec; named like the property one).

const posted = (status: string) => (status === 'approved'
  ? 'PG posted successfully'
  : 'PG saved; it goes live after a review of the reasons shown');

const statistics: Handler = async (ctx) => {
  const { user } = await requireSession(ctx);
  const input = ctx.method === 'GET' ? { pg_id: ctx.query('pg_id') } : await ctx.json();
  const { pg_id } = await validate(pgStatisticsBody, input);
  return { data: await myPgStatistics(user.id, pg_id), message: 'Statistics' };
};

export const pgRoutes: RouteTable = {
  'POST /api/pg/create': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const body = await validate(pgBodySchema(false), await ctx.json()) as PgBody;
    const data = await createPg(user, body);
    return { data, message: posted(data.status) };
  },
  'POST /api/pg/edit': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const body = await validate(pgBodySchema(true), await ctx.json()) as PgBody & { pg_id: number };
    const data = await editPg(user, body);
    return { data, message: data.status === 'approved' ? 'PG updated successfully' : posted(data.status) };
  },
  'POST /api/pg/delete': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { pg_id } = await validate(pgIdBody, await ctx.json());
    return { data: await deletePg(user, pg_id), message: 'PG deleted successfully' };
  },
  'POST /api/pg/my-pg-list': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await validate(myPgListBody, await ctx.json());
    return { data: await myPgList(user.id, body), message: 'My PGs' };
  },
  'POST /api/pg/my-pg-list-find-one': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { pg_id } = await validate(pgIdBody, await ctx.json());
    return { data: await myPgFindOne(user.id, pg_id), message: 'PG' };
  },
  'GET /api/pg/my-pg-statistics': statistics,
  'POST /api/pg/my-pg-statistics': statistics,
  // Not in the spec: "Still available" of My PGs.
  'POST /api/pg/confirm-available': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const { pg_id } = await validate(pgIdBody, await ctx.json());
    return { data: await confirmPg(user, pg_id), message: 'Thanks! Your PG stays live for 60 more days' };
  },
  // Guest: the guest token of /api/post-property-guest/verify-otp (or a login) stands for the poster.
  'POST /api/post-property-guest/pg': async (ctx) => {
    const poster = await requirePoster(ctx);
    const body = await validate(pgBodySchema(false), await ctx.json()) as PgBody;
    const user = poster.guest ? await guestPoster(await getDb(), poster.user) : poster.user;
    const data = await createPg(user, body);
    return { data, message: posted(data.status) };
  },
};
