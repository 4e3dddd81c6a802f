import 'server-only';
import * as yup from 'yup';
import { getDb } from '../../platform/db/client';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { listingHistory } from './history';

const query = yup.object({
  property_id: yup.number().typeError('property_id must be a number').integer('property_id must be a whole number')
    .positive('property_id must be a positive number').required('property_id is required'),
});

// Not in the SPEC: a live listing's history, public like its detail page.
export const historyRoutes: RouteTable = {
  'GET /api/listing-history': async (ctx) => {
    const { property_id } = await validate(query, { property_id: ctx.query('property_id') ?? undefined });
    return { data: await listingHistory(await getDb(), property_id), message: 'Listing history' };
  },
};
