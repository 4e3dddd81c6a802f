import 'server-only';
import type { NewListing } from '../db/schema';
import {
  AMENITIES, CATEGORIES, CATEGORY_WEIGHT, COMMERCIAL_AMENITIES, FARM_AMENITIES, GROUP_OF, HAS_BEDROOMS,
  IS_PLOT, RENT_SHARE, type Category, type PostType,
} from './catalog';
import { type DetailRow, detailsFor, PLOT_SIZES } from './listing-details';
import { pickImages } from './images';
import { jitter, pickCity, pickLocality, type Places } from './places';
import {
  FARM_HOUSE_ACRES, LAND_ACRES, areaAt, areaRange, bhkArea, lerp, priceAt, priceBounds,
} from './prices';
import type { Rng } from './random';
import { listingText } from './listing-text';

// One demo listing, generated from the random stream alone (no I/O), so the
// same seed yields the same listings on any database.

export type Poster = 'owner' | 'agent' | 'builder';
export type GeneratedListing = { listing: Omit<NewListing, 'userId'>; detail: DetailRow; images: string[] };

const FACINGS = ['north', 'south', 'east', 'west', 'north_east', 'north_west', 'south_east', 'south_west'] as const;
const FURNISHINGS = ['furnished', 'semi_furnished', 'unfurnished'] as const;
const WEIGHTS = CATEGORIES.map((c) => CATEGORY_WEIGHT[c]);
const BHK_WEIGHTS: Partial<Record<Category, number[]>> = {
  apartment: [15, 40, 32, 10, 3], residential: [12, 30, 33, 18, 7], villa: [0, 5, 40, 38, 17], farm_house: [15, 35, 30, 15, 5],
};
const DAY = 86_400_000;

function poster(rng: Rng, category: Category, postType: PostType): Poster {
  const group = GROUP_OF[category];
  if (group === 'agriculture') return rng.weighted(['owner', 'agent'], [6, 4]);
  if (postType === 'rent') return rng.weighted(['owner', 'agent', 'builder'], [65, 33, 2]);
  return rng.weighted(['owner', 'agent', 'builder'], group === 'commercial' ? [45, 45, 10] : [50, 35, 15]);
}

/**
 * A portal's years of history (national-scale seeds): about liveShare of the rows are live,
 * the rest expired, deleted (sold or withdrawn by the poster) or rejected, posted over `years`.
 */
export type History = { years: number; liveShare: number };

function drawStatus(rng: Rng, history: History | undefined) {
  if (!history) return rng.weighted(['approved', 'pending', 'rejected', 'expired'] as const, [90, 5, 2, 3]);
  const live = history.liveShare * 100;
  const rest = 100 - live - 1.5;
  return rng.weighted(['approved', 'pending', 'rejected', 'expired', 'deleted'] as const, [live, 1, 0.5, rest * 0.65, rest * 0.35]);
}

/** Approved mostly; a few pending/rejected/expired so search filters can be seen to work. */
function lifecycle(rng: Rng, now: number, approved: boolean, history?: History) {
  const status = approved ? 'approved' : drawStatus(rng, history);
  // Live and pending rows are recent (a listing lives 60 days unless reconfirmed); the dead ones
  // of a history spread over its years.
  const oldest = history && (status === 'expired' || status === 'deleted' || status === 'rejected') ? history.years * 365 : 0;
  const createdAt = new Date(oldest ? now - rng.float(60, oldest) * DAY
    : status === 'expired' ? now - rng.int(60, 89) * DAY : now - rng.float(0, 90) * DAY);
  // Reviewed within two days of posting, but never after "now": a listing posted an hour ago was
  // not reviewed tomorrow (its updated_at became a sitemap lastmod in the future).
  const reviewed = status === 'pending' ? null : new Date(Math.min(createdAt.getTime() + rng.float(0.05, 2) * DAY, now));
  const approvedAt = status === 'approved' || status === 'expired' || status === 'deleted' ? reviewed : null;
  // Freshness (server/listings/posting/freshness.ts): live for 60 days after the poster's last confirmation.
  // A live listing older than that was reconfirmed since: every 59 days after approval, without
  // drawing from the random stream (the same seed keeps giving the same listings).
  const CYCLE = 59 * DAY;
  const confirmedAt = !approvedAt ? null
    : status === 'approved' ? new Date(now - ((now - approvedAt.getTime()) % CYCLE)) : approvedAt;
  const expiresAt = confirmedAt
    ? new Date(Math.min(confirmedAt.getTime() + 60 * DAY, status === 'expired' ? now - DAY : Infinity)) : null;
  // A deleted listing went when its poster sold it or gave up, some days after approval.
  const updatedAt = status === 'deleted' && reviewed ? new Date(Math.min(reviewed.getTime() + rng.float(1, 55) * DAY, now)) : reviewed ?? createdAt;
  return { status, createdAt, updatedAt, approvedAt, expiresAt, confirmedAt };
}

/** Every category for sale, and for rent where it is offered (27 pairs). */
export const COMBOS: { category: Category; postType: PostType }[] = CATEGORIES.flatMap((category) =>
  (['sale', 'rent'] as const)
    .filter((t) => t === 'sale' || RENT_SHARE[category] > 0)
    .map((postType) => ({ category, postType })));

const FACES = new Set<Category>(['office_space', 'commercial_shop', 'commercial_showroom', 'commercial_plot', 'farm_house']);
const PLOT_AMENITIES = ['Gated Community', '24x7 Security', 'Water Connection', 'Electricity Connection', 'Wide Approach Road'];

type Areas = { superArea: number | null; plotArea: number | null; plotDims: [number, number] | null; areaUnit: 'sqft' | 'acre' };

/** Sizes that agree with each other: bedrooms drive the built area, houses sit on a plot, land is in acres. */
function areas(rng: Rng, category: Category, bedrooms: number | null, q: number): Areas {
  const out: Areas = { superArea: null, plotArea: null, plotDims: null, areaUnit: 'sqft' };
  if (GROUP_OF[category] === 'agriculture') {
    const acres = lerp(category === 'land' ? LAND_ACRES : FARM_HOUSE_ACRES, rng.next() ** 2.2);
    out.areaUnit = 'acre';
    out.plotArea = Math.round(acres * 4) / 4 || 0.5; // quarter-acre steps, as land is sold
    if (bedrooms) out.superArea = areaAt(q, bhkArea(category, bedrooms));
  } else if (bedrooms) {
    out.superArea = areaAt(q, bhkArea(category, bedrooms));
    if (category !== 'apartment') {
      // The house stands on a plot at least as big as one floor of it.
      out.plotDims = PLOT_SIZES.find(([l, b]) => l * b >= out.superArea! / 2) ?? PLOT_SIZES[PLOT_SIZES.length - 1];
    }
  } else if (category === 'plot') out.plotDims = rng.pick(PLOT_SIZES);
  else if (IS_PLOT.has(category)) out.plotArea = Math.round(areaAt(q, areaRange(category)) / 100) * 100;
  else out.superArea = Math.round(areaAt(q, areaRange(category)) / 10) * 10;
  if (out.plotDims) out.plotArea = out.plotDims[0] * out.plotDims[1];
  return out;
}

function amenitiesFor(rng: Rng, category: Category): string[] {
  const group = GROUP_OF[category];
  if (IS_PLOT.has(category) && group !== 'agriculture') return rng.sample(PLOT_AMENITIES, rng.int(0, 3));
  const pool = group === 'agriculture' ? FARM_AMENITIES : group === 'commercial' ? COMMERCIAL_AMENITIES : AMENITIES;
  return rng.sample(pool, rng.int(2, Math.min(8, pool.length)));
}

type Forced = (typeof COMBOS)[number];

/** forced: the first listings walk through COMBOS so every search page has results even for small N. */
export function generateListing(
  rng: Rng, places: Places, now: number, forced?: Forced, history?: History,
): GeneratedListing & { postedBy: Poster } {
  const drawn = rng.weighted(CATEGORIES, WEIGHTS);
  const rentDraw = rng.chance(RENT_SHARE[drawn]);
  const category = forced?.category ?? drawn;
  const group = GROUP_OF[category];
  const postType: PostType = forced?.postType ?? (rentDraw ? 'rent' : 'sale');
  const postedBy = poster(rng, category, postType);
  const rural = group === 'agriculture' || category === 'industrial_plot';
  const c = pickCity(rng, places, rural);
  const loc = pickLocality(rng, c, rural);
  const q = rng.next() ** 1.3; // more modest homes than mansions
  const noise = rng.float(0.88, 1.12); // same size, different price

  const bedrooms = HAS_BEDROOMS.has(category) ? rng.weighted([1, 2, 3, 4, 5], BHK_WEIGHTS[category]!) : null;
  const { superArea, plotArea, plotDims, areaUnit } = areas(rng, category, bedrooms, q);
  const [pMin, pMax] = areaRange('plot');
  // Plots are priced by their size, land per acre at a random rate, the rest by q.
  const pq = category === 'plot' ? (plotArea! - pMin) / (pMax - pMin) : category === 'land' ? rng.next() : q;
  const bounds = priceBounds(category, postType, c.city, bedrooms, category === 'land' ? plotArea : null);
  const price = priceAt(pq, noise, postType, bounds);

  const built = superArea != null;
  const constructionStatus = built ? (rng.chance(postedBy === 'builder' ? 0.5 : 0.12) ? 'under_construction' : 'ready_to_move') : null;
  const isNew = postedBy === 'builder' || constructionStatus === 'under_construction' || rng.chance(0.25);
  const transaction = postType === 'sale' && category !== 'land' ? (isNew ? 'new' : 'resale') : null;
  const text = listingText(rng, { category, postType, bedrooms, superArea, plotArea, plotDims, locality: loc.name, city: c.city });
  const life = lifecycle(rng, now, !!forced, history);

  const listing: GeneratedListing['listing'] = {
    postedBy, group, category, postType, ...life, ...text,
    city: c.city, locality: loc.name, localityId: loc.id, ...jitter(rng, loc), price, bedrooms,
    bathrooms: bedrooms ? Math.max(1, Math.min(5, bedrooms + rng.int(-1, 1))) : null,
    superArea: category === 'farm_house' ? null : superArea, // a farm house is sold by its land
    builtUpArea: built ? Math.round(superArea! * rng.float(0.85, 0.92)) : null,
    carpetArea: built ? Math.round(superArea! * rng.float(0.68, 0.8)) : null,
    plotArea, areaUnit,
    furnishing: bedrooms || category === 'office_space' ? rng.pick(FURNISHINGS) : null,
    facing: group === 'residential' || FACES.has(category) ? rng.pick(FACINGS) : null,
    constructionStatus, transaction, amenities: amenitiesFor(rng, category),
    isFeatured: life.status === 'approved' && rng.chance(0.03),
    isVerified: rng.chance(0.3),
    viewCount: Math.floor(rng.next() ** 3 * 600),
  };
  const detail = detailsFor(rng, { category, postType, price, superArea, plotDims, bedrooms, constructionStatus });
  return { listing, detail, images: pickImages(rng, category), postedBy };
}
