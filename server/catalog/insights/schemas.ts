import 'server-only';
import { mixed, number, object, string, type InferType } from 'yup';
import { AREA_UNIT_VALUES } from '@/lib/posting/area-units';
import { listingCategory } from '../../platform/db/schema/enums';

// GET /api/insights/price-context: the posting wizard asks while the poster types.
// Areas come in the poster's unit (area_unit, sq ft by default) as the form has them.
const area = (label: string) => number().typeError(`${label} must be a number`).positive(`${label} must be above 0`).max(1e9).optional();

export const priceContextQuery = object({
  city: string().trim().required('city is required').max(80),
  locality: string().trim().required('locality is required').max(120),
  category: string().required('category is required').oneOf(listingCategory.enumValues, 'category is not a known category'),
  post_type: mixed<'sale' | 'rent'>().required('post_type is required').oneOf(['sale', 'rent'], 'post_type must be sale or rent'),
  price: number().typeError('price must be a number').required('price is required').positive('price must be above 0').max(1e12),
  bedrooms: number().typeError('bedrooms must be a number').integer('bedrooms must be a whole number').min(0).max(20).optional(),
  super_area: area('super_area'),
  built_up_area: area('built_up_area'),
  carpet_area: area('carpet_area'),
  plot_area: area('plot_area'),
  area_unit: string().oneOf(AREA_UNIT_VALUES, 'area_unit is not a known unit').optional(),
});

export type PriceContextQuery = InferType<typeof priceContextQuery>;
