import { get, type CallOptions } from '@/services/http';
import type { PriceContext } from '@/lib/contract';

// Where a price stands in its locality (null: fewer than 5 comparables).
export type PriceContextData = PriceContext;

export type PriceContextQuery = {
  city: string; locality: string; category: string; post_type: 'sale' | 'rent'; price: number;
  bedrooms?: number; super_area?: number; built_up_area?: number; carpet_area?: number; plot_area?: number; area_unit?: string;
};

export const fetchPriceContext = (q: PriceContextQuery, opts: CallOptions = {}) =>
  get<PriceContextData | null>('/api/insights/price-context', q, opts);
