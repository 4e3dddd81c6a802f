import 'server-only';
import type { DetailKind } from '@/lib/detail-url';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { mapCard, mapSearch } from './map-search';
import { mapCardBody } from './schemas';

// Not in the SPEC: the results pages' map view. Public, like search.
export const mapRoutes: RouteTable = {
  'POST /api/map/search': async (ctx) => ({ data: await mapSearch(await ctx.json()), message: 'Map results' }),
  'POST /api/map/card': async (ctx) => {
    const { kind, id } = await validate(mapCardBody, await ctx.json());
    return { data: await mapCard(kind as DetailKind, id), message: 'Listing card' };
  },
};
