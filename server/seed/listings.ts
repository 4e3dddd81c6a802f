import 'server-only';
import { agricultureDetails, commercialDetails, listingImages, listings, residentialDetails, type NewListing } from '../db/schema';
import type { BulkWriter } from './bulk/writer';
import { COMBOS, generateListing, type GeneratedListing, type Poster } from './listing-gen';
import type { Places } from './places';
import { streamFor, type Rng } from './random';
import type { SeededUsers } from './users';
import type { Progress } from './progress';

// Writes listings in batches: each batch is generated, turned into rows with
// ids reserved up front (so no RETURNING round trip), handed to the bulk
// writer (COPY on PostgreSQL, INSERT on PGlite) and dropped, so memory stays
// flat whether N is 300 or 10,000,000.

type Img = typeof listingImages.$inferInsert;
export type ListingDraft = GeneratedListing & { userId: number };
export type ListingRows = {
  listings: NewListing[]; residential: (typeof residentialDetails.$inferInsert)[];
  commercial: (typeof commercialDetails.$inferInsert)[]; agriculture: (typeof agricultureDetails.$inferInsert)[];
  images: Img[];
};

export const LISTING_BATCH = 5000;
const DEMO_SHARE = 0.05;
const DEMO_CAP = 25;

/** Picks the poster: random users of that role, and the fixed demo user for their first ~25. */
function userPicker(rng: Rng, users: SeededUsers) {
  const given: Record<Poster, number> = { owner: 0, agent: 0, builder: 0 };
  return (role: Poster): number => {
    const ids = users[role];
    if (given[role] < DEMO_CAP && rng.chance(DEMO_SHARE)) {
      given[role]++;
      return ids[0]; // index 0 of each role is its demo user
    }
    return ids[rng.int(1, ids.length - 1)];
  };
}

export function* listingStream(seed: number, places: Places, now: number, n: number): Generator<GeneratedListing & { postedBy: Poster }> {
  const rng = streamFor(seed, 'listings');
  for (let i = 0; i < n; i++) yield generateListing(rng, places, now, COMBOS[i]);
}

/** The rows of a batch whose listings take the ids firstId, firstId + 1, ... */
export function listingRows(batch: ListingDraft[], firstId: number, firstImageId: number): ListingRows {
  const out: ListingRows = { listings: [], residential: [], commercial: [], agriculture: [], images: [] };
  let imageId = firstImageId;
  batch.forEach((b, i) => {
    const listingId = firstId + i;
    out.listings.push({ ...b.listing, id: listingId, userId: b.userId });
    const d = b.detail;
    if (d.group === 'residential') out.residential.push({ ...d.row, listingId });
    else if (d.group === 'commercial') out.commercial.push({ ...d.row, listingId });
    else out.agriculture.push({ ...d.row, listingId });
    b.images.forEach((url, sortOrder) => out.images.push({ id: imageId++, kind: 'property', itemId: listingId, url, sortOrder }));
  });
  return out;
}

export async function writeListingRows(w: BulkWriter, batch: ListingDraft[]): Promise<ListingRows> {
  const firstId = await w.reserveIds(listings, batch.length);
  const imageCount = batch.reduce((s, b) => s + b.images.length, 0);
  const rows = listingRows(batch, firstId, imageCount ? await w.reserveIds(listingImages, imageCount) : 0);
  await w.write(listings, rows.listings);
  await w.write(residentialDetails, rows.residential);
  await w.write(commercialDetails, rows.commercial);
  await w.write(agricultureDetails, rows.agriculture);
  await w.write(listingImages, rows.images);
  return rows;
}

export async function seedListings(
  w: BulkWriter, seed: number, places: Places, users: SeededUsers, n: number, now: number, progress: Progress,
  onBatch?: (rows: ListingRows) => Promise<void>,
): Promise<void> {
  const pickUser = userPicker(streamFor(seed, 'listing-users'), users);
  const stream = listingStream(seed, places, now, n);
  for (let done = 0; done < n; ) {
    const batch: ListingDraft[] = [];
    for (let k = 0; k < LISTING_BATCH && done + k < n; k++) {
      const g = stream.next().value as GeneratedListing & { postedBy: Poster };
      batch.push({ ...g, userId: pickUser(g.postedBy) });
    }
    const rows = await writeListingRows(w, batch);
    await onBatch?.(rows);
    done += batch.length;
    progress.tick('listings', done, n);
  }
}
