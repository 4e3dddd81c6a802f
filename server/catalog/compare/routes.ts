import 'server-only';
import { parseCompareIds } from '@/lib/compare/compare-ids';
import { getDb } from '../../platform/db/client';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { compareListings, compareQuery } from './compare';

// Not in the SPEC: the compare table, signed out too. 5 ids -> 400 naming ids.
export const compareRoutes: RouteTable = {
  'GET /api/compare': async (ctx) => {
    const { ids } = await validate(compareQuery, { ids: ctx.query('ids') ?? undefined });
    return { data: await compareListings(await getDb(), parseCompareIds(ids)!), message: 'Compare' };
  },
};
