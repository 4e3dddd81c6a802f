import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { listingReraMissingReason, normaliseRera, reraNumberError, stateHasRera } from '@/lib/projects/rera';
import type { ListingBody } from '@/lib/posting/schemas';
import type { Db } from '../../platform/db/client';
import { cities, localities } from '../../platform/db/schema';

// A home for sale under construction is sold in a project that RERA s. 3 makes register before any
// ad, and s. 11(2) puts the number in the ad. The wizard and the body schema already checked the
// number against the city's state (lib/posting/schemas.ts); here it is checked against the state of
// the place the listing was put in, and a sale without a number is held for the desk with the reason.

/** The state of a placed listing: the body's, the locality's, else the city's. */
async function stateOf(db: Db, g: ListingBody['g_location'], localityId: number | null, city: string): Promise<string | null> {
  if (g.state) return g.state;
  if (localityId) {
    const [l] = await db.select({ state: localities.state }).from(localities).where(eq(localities.id, localityId)).limit(1);
    if (l) return l.state;
  }
  const [c] = await db.select({ state: cities.state }).from(cities).where(sql`lower(${cities.name}) = ${city.toLowerCase()}`).limit(1);
  return c?.state ?? null;
}

/**
 * The hold reasons of a listing's RERA number ([] when it needs none or has a valid one), and the
 * number as stored. A number that is not the state's shape is a 400 naming the field.
 */
export async function listingRera(db: Db, body: ListingBody, place: { localityId: number | null; city: string }):
Promise<{ reasons: string[]; number: string | null }> {
  const given = body.details.rera_number;
  const underConstruction = body.post_type === 'sale' && body.details.construction_status === 'under_construction';
  if (!underConstruction) return { reasons: [], number: null };
  const state = await stateOf(db, body.g_location, place.localityId, place.city);
  if (typeof given === 'string' && given.trim()) {
    const error = reraNumberError(given, state);
    if (error) throw new AppError('validation', `rera_number: ${error}`, { field: 'details.rera_number' });
    return { reasons: [], number: normaliseRera(given) };
  }
  return { reasons: stateHasRera(state) ? [listingReraMissingReason(state)] : [], number: null };
}
