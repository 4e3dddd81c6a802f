import 'server-only';
import { toSqft, type AreaUnit } from '@/lib/posting/area-units';
import type { RouteTable } from '../http/types';
import { validate } from '../http/validate';
import { priceContext } from './price-context';
import { kindOf } from './rates';
import { priceContextQuery } from './schemas';

// Not in the SPEC (issue 20 §3): the price step's context, public like search
// (it tells what live listings already show), answered with null below 5 comparables.
const KEYS = ['city', 'locality', 'category', 'post_type', 'price', 'bedrooms', 'super_area', 'built_up_area', 'carpet_area', 'plot_area', 'area_unit'];

export const insightsRoutes: RouteTable = {
  'GET /api/insights/price-context': async (ctx) => {
    const raw = Object.fromEntries(KEYS.map((k) => [k, ctx.query(k) || undefined]));
    const q = await validate(priceContextQuery, raw);
    const unit = (q.area_unit ?? 'sqft') as AreaUnit;
    const sqft = (v?: number) => (v ? toSqft(v, unit) : null);
    // Farm land's plot area is kept in acres (search and the rates compare acres).
    const plot = q.plot_area ? (kindOf(q.category) === 'farm' ? toSqft(q.plot_area, unit) / 43_560 : toSqft(q.plot_area, unit)) : null;
    const data = await priceContext({
      city: q.city, locality: q.locality, category: q.category, postType: q.post_type, price: q.price, bedrooms: q.bedrooms ?? null,
      superArea: sqft(q.super_area), builtUpArea: sqft(q.built_up_area), carpetArea: sqft(q.carpet_area), plotArea: plot,
    });
    return { data, message: data ? 'Price context' : 'Not enough comparable listings' };
  },
};
