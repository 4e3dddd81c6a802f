import 'server-only';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { inr } from '@/lib/format';
import type { PostingCategory } from '@/lib/posting/categories';
import { markupHeavyFields } from '@/lib/validation/sanitize';
import type { Db } from '../../platform/db/client';
import { listings } from '../../platform/db/schema';
import { findClonedPhotos } from '../media/duplicates';

// Automatic moderation on submit (create and edit). A listing that passes every
// check goes live at once; one that fails waits as pending with the reasons,
// which its poster sees in My Properties. Rules and thresholds (docs/posting-and-moderation.md):
// 1. contact details in the text: a phone number (10 digits from 6-9, spaces,
//    dashes, +91 or 0 in front allowed), a link (http(s)://, www., or a bare
//    domain such as example.in) or an e-mail address. Posters must be reached
//    through the site's callbacks and enquiries, not around them.
// 2. price: the rate (price per square foot, per acre for farm land, the whole
//    price when the listing has no area) outside [median / 4, median x 4] of at
//    least 5 live comparables (same category and sale/rent; the 200 most recent)
//    in the locality, else in the city; fewer than 5 in the city = no check.
// 3. cloned photos: a photo perceptually equal to one of another poster's live
//    listing, PG or project (server/listings/media/duplicates.ts).

export const PRICE_FACTOR = 4;
export const MIN_COMPARABLES = 5;
/** At most this many comparables (the most recent) make the median. */
export const SAMPLE = 200;

const PHONE = /(?<!\d)(?:\+?91[\s-]*|0)?[6-9](?:[\s-]*\d){9}(?!\d)/;
const LINK = /(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*\.(?:com|in|net|org|co|io|me|info|biz|app|site|online|store)\b/i;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;

export function contactReasons(text: string): string[] {
  const out: string[] = [];
  if (PHONE.test(text)) out.push('The description contains a phone number. Buyers reach you through the Contact button.');
  if (EMAIL.test(text)) out.push('The description contains an e-mail address.');
  else if (LINK.test(text)) out.push('The description contains a link.');
  return out;
}

/**
 * A description that was mostly markup (more than half of what was sent)
 * lost it in validation; what is left may read oddly, so a person looks first.
 */
export const FORMATTING_REASON = 'The description was mostly HTML markup, so formatting removed. Check the text, or wait for a review.';

export function formattingReasons(body: object): string[] {
  return markupHeavyFields(body).includes('description') ? [FORMATTING_REASON] : [];
}

export type Priced = { id?: number; category: string; postType: 'sale' | 'rent'; city: string; locality: string; price: number;
  superArea?: number | null; builtUpArea?: number | null; carpetArea?: number | null; plotArea?: number | null };

/** The listing's rate and the SQL of the same rate for its comparables. */
export function rateOf(l: Priced): { value: number; sql: SQL; per: string } {
  const area = l.superArea ?? l.builtUpArea ?? l.carpetArea ?? l.plotArea ?? null;
  const farm = l.category === 'land' || l.category === 'farm_house';
  const areaSql = farm ? sql`${listings.plotArea}`
    : sql`coalesce(${listings.superArea}, ${listings.builtUpArea}, ${listings.carpetArea}, ${listings.plotArea})`;
  const ownArea = farm ? l.plotArea ?? null : area;
  if (ownArea && ownArea > 0) {
    return { value: l.price / ownArea, sql: sql`(${listings.price}::float8 / nullif(${areaSql}, 0))`, per: farm ? ' per acre' : ' per sq.ft' };
  }
  return { value: l.price, sql: sql`${listings.price}::float8`, per: '' };
}

/** Live listings of the same category, sale/rent and city with a rate; the listing itself left out. */
export function comparablesWhere(c: PostingCategory, l: Priced, rate: { sql: SQL }): SQL {
  // Equality on status, group, post_type, city and category first: listings_category_recent_idx
  // (…, category, created_at) then returns the most recent ones in order, without a sort.
  return and(eq(listings.status, 'approved'), eq(listings.group, c.group), eq(listings.postType, l.postType),
    eq(listings.city, l.city), eq(listings.category, c.category), l.id ? ne(listings.id, l.id) : undefined,
    sql`${rate.sql} is not null`)!;
}

/** The rates of the most recent SAMPLE comparables: today's market, and a bounded read in a big city. */
export const recentRates = (db: Db, where: SQL, rate: { sql: SQL }) =>
  db.select({ r: sql<number>`${rate.sql}`.as('r') }).from(listings).where(where)
    .orderBy(desc(listings.createdAt)).limit(SAMPLE);

export async function priceReason(db: Db, c: PostingCategory, l: Priced): Promise<string | null> {
  const rate = rateOf(l);
  const base = comparablesWhere(c, l, rate);
  const median = async (where: SQL) => {
    const recent = recentRates(db, where, rate).as('recent');
    const [r] = await db.select({
      n: sql<number>`count(*)::int`,
      m: sql<number | null>`percentile_cont(0.5) within group (order by ${recent.r})`,
    }).from(recent);
    return r.n >= MIN_COMPARABLES && r.m ? Number(r.m) : null;
  };
  const local = await median(and(base, sql`lower(${listings.locality}) = ${l.locality.toLowerCase()}`)!);
  const m = local ?? await median(base);
  if (!m) return null;
  const lo = m / PRICE_FACTOR;
  const hi = m * PRICE_FACTOR;
  if (rate.value >= lo && rate.value <= hi) return null;
  const where = local ? l.locality : l.city;
  return `The price (${inr(rate.value)}${rate.per}) is far outside the usual range in ${where} (${inr(lo)} – ${inr(hi)}${rate.per}). Check it, or wait for a review.`;
}

export async function photoReason(photoIds: number[], userId: number): Promise<string | null> {
  if (!photoIds.length) return null;
  const cloned = await findClonedPhotos(photoIds, userId);
  if (!cloned.length) return null;
  const n = new Set(cloned.map((x) => x.photoId)).size;
  return `${n === 1 ? 'A photo is' : `${n} photos are`} the same as a photo of another poster's live listing.`;
}

/** Every reason the listing cannot go live at once; empty = approve. */
export async function moderate(db: Db, c: PostingCategory, l: Priced & { description: string; propertyName?: string | null },
  photoIds: number[], userId: number): Promise<string[]> {
  const reasons = contactReasons(`${l.description}\n${l.propertyName ?? ''}`);
  const [price, photo] = await Promise.all([priceReason(db, c, l), photoReason(photoIds, userId)]);
  return [...reasons, ...(price ? [price] : []), ...(photo ? [photo] : [])];
}
