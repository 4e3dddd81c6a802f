import 'server-only';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { formPriceContext } from './price-context';
import { priceContextQuery } from './schemas';

// Not in the SPEC: the price step's context, public like search
// (it tells what live listings already show), answered with null below 5 comparables.
const KEYS = ['city', 'locality', 'category', 'post_type', 'price', 'bedrooms', 'super_area', 'built_up_area', 'carpet_area', 'plot_area', 'area_unit'];

export const insightsRoutes: RouteTable = {
  'GET /api/insights/price-context': async (ctx) => {
    const q = await validate(priceContextQuery, Object.fromEntries(KEYS.map((k) => [k, ctx.query(k) || undefined])));
    const data = await formPriceContext(q);
    return { data, message: data ? 'Price context' : 'Not enough comparable listings' };
  },
};
