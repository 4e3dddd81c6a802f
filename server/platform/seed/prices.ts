import 'server-only';
import { CITY_FACTOR, type Category, type PostType } from './catalog';

// Price and area models, in Bengaluru rupees (sale = total, rent = per month),
// scaled by the city's factor. A single quantile q drives both area and
// price so that bigger homes cost more. priceBounds() is what tests check.

export type Range = readonly [number, number];
type ByBhk = Record<1 | 2 | 3 | 4 | 5, Range>;

const L = 1e5; // one lakh
const APT_AREA: ByBhk = { 1: [450, 750], 2: [850, 1350], 3: [1250, 2100], 4: [2000, 3400], 5: [2800, 5200] };
const APT_SALE: ByBhk = { 1: [30 * L, 70 * L], 2: [55 * L, 160 * L], 3: [85 * L, 260 * L], 4: [160 * L, 450 * L], 5: [250 * L, 800 * L] };
const APT_RENT: ByBhk = { 1: [10e3, 25e3], 2: [18e3, 45e3], 3: [28e3, 85e3], 4: [50e3, 150e3], 5: [80e3, 250e3] };

/** Multipliers of the flat tables for the other bedroom categories. */
const BHK_SCALE: Partial<Record<Category, { area: number; sale: number; rent: number }>> = {
  apartment: { area: 1, sale: 1, rent: 1 },
  residential: { area: 1.15, sale: 1.1, rent: 0.95 },
  villa: { area: 1.6, sale: 1.9, rent: 1.7 },
  farm_house: { area: 1.3, sale: 1.3, rent: 0.7 },
};

/** Area-driven categories: area in sqft, prices for the whole unit. */
const BY_AREA: Partial<Record<Category, { area: Range; sale: Range; rent: Range }>> = {
  plot: { area: [600, 6000], sale: [15 * L, 300 * L], rent: [0, 0] },
  office_space: { area: [300, 12000], sale: [30 * L, 1500 * L], rent: [25e3, 1200e3] },
  commercial_shop: { area: [100, 1500], sale: [20 * L, 300 * L], rent: [12e3, 250e3] },
  commercial_showroom: { area: [800, 8000], sale: [120 * L, 1800 * L], rent: [60e3, 800e3] },
  warehouse: { area: [2000, 20000], sale: [100 * L, 1200 * L], rent: [40e3, 500e3] },
  industrial_building: { area: [3000, 20000], sale: [200 * L, 2000 * L], rent: [80e3, 800e3] },
  industrial_shed: { area: [1500, 15000], sale: [80 * L, 800 * L], rent: [35e3, 400e3] },
  commercial_plot: { area: [1000, 20000], sale: [50 * L, 2500 * L], rent: [30e3, 500e3] },
  industrial_plot: { area: [4000, 20000], sale: [60 * L, 1000 * L], rent: [40e3, 300e3] },
};

/** Agricultural land: price per acre (sale) or per acre per month (lease). */
export const LAND_ACRES: Range = [0.5, 100];
export const FARM_HOUSE_ACRES: Range = [0.5, 10];
const LAND_PER_ACRE = { sale: [25 * L, 90 * L] as Range, rent: [1500, 6000] as Range };

const lerp = ([a, b]: Range, q: number) => a + (b - a) * Math.min(1, Math.max(0, q));
const scale = ([a, b]: Range, f: number): Range => [a * f, b * f];

export function bhkArea(category: Category, bhk: number): Range {
  return scale(APT_AREA[bhk as 1], BHK_SCALE[category]?.area ?? 1);
}

export function areaRange(category: Category): Range {
  return BY_AREA[category]?.area ?? [0, 0];
}

/**
 * Allowed total price of a listing (sale: rupees, rent: rupees per month).
 * acres only matters for land, which is priced per acre.
 */
export function priceBounds(category: Category, postType: PostType, city: string, bedrooms?: number | null, acres?: number | null): Range {
  const f = CITY_FACTOR[city] ?? 1;
  if (category === 'land') return scale(LAND_PER_ACRE[postType], f * (acres ?? 1));
  const bhk = BHK_SCALE[category];
  if (bhk) return scale((postType === 'sale' ? APT_SALE : APT_RENT)[(bedrooms ?? 2) as 1], f * bhk[postType]);
  const m = BY_AREA[category];
  if (!m) throw new Error(`No price model for ${category}`);
  return scale(m[postType], f);
}

/** Rent to the nearest 500, sale to 10,000 (1 lakh above a crore), kept inside the bounds. */
export function roundPrice(value: number, postType: PostType, [min, max]: Range): number {
  const step = postType === 'rent' ? 500 : value >= 1e7 ? 1e5 : 1e4;
  let lo = Math.ceil(min / step) * step;
  let hi = Math.floor(max / step) * step;
  if (lo > hi) [lo, hi] = [Math.ceil(min), Math.floor(max)]; // a range narrower than one step
  return Math.min(hi, Math.max(lo, Math.round(value / step) * step));
}

/** The price at quantile q of the bounds, times noise (about 0.9-1.1), kept inside them. */
export function priceAt(q: number, noise: number, postType: PostType, bounds: Range): number {
  return roundPrice(lerp(bounds, q) * noise, postType, bounds);
}

export function areaAt(q: number, range: Range): number {
  return Math.round(lerp(range, q));
}

export { lerp };
