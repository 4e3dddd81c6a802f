import 'server-only';
import type { Db } from '../db/client';
import { agricultureDetails, commercialDetails, listingImages, listings, residentialDetails, type NewListing } from '../db/schema';

type Img = typeof listingImages.$inferInsert;
import { COMBOS, generateListing, type GeneratedListing, type Poster } from './listing-gen';
import type { Places } from './places';
import { streamFor, type Rng } from './random';
import type { SeededUsers } from './users';
import type { Progress } from './progress';

// Writes listings in batches: each batch is generated, inserted (listing rows,
// their detail rows, their images) in one transaction and dropped, so memory
// stays flat whether N is 300 or 1,000,000.

/** ~35 parameters per listing row: 1000 rows stay well under PostgreSQL's 65535. */
export const LISTING_BATCH = 1000;
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

export async function seedListings(
  db: Db, seed: number, places: Places, users: SeededUsers, n: number, now: number, progress: Progress,
): Promise<void> {
  const pickUser = userPicker(streamFor(seed, 'listing-users'), users);
  const stream = listingStream(seed, places, now, n);
  for (let done = 0; done < n; ) {
    const batch: (GeneratedListing & { userId: number })[] = [];
    for (let k = 0; k < LISTING_BATCH && done + k < n; k++) {
      const g = stream.next().value as GeneratedListing & { postedBy: Poster };
      batch.push({ ...g, userId: pickUser(g.postedBy) });
    }
    await writeBatch(db, batch);
    done += batch.length;
    progress.tick('listings', done, n);
  }
}

async function writeBatch(db: Db, batch: (GeneratedListing & { userId: number })[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows: NewListing[] = batch.map((b) => ({ ...b.listing, userId: b.userId }));
    const ids = await tx.insert(listings).values(rows).returning({ id: listings.id });
    // RETURNING follows the VALUES order for a plain multi-row INSERT.
    const res = [], com = [], agr = [];
    const imgs: Img[] = [];
    for (let i = 0; i < batch.length; i++) {
      const listingId = ids[i].id;
      const d = batch[i].detail;
      if (d.group === 'residential') res.push({ ...d.row, listingId });
      else if (d.group === 'commercial') com.push({ ...d.row, listingId });
      else agr.push({ ...d.row, listingId });
      batch[i].images.forEach((url, sortOrder) => imgs.push({ kind: 'property', itemId: listingId, url, sortOrder }));
    }
    if (res.length) await tx.insert(residentialDetails).values(res);
    if (com.length) await tx.insert(commercialDetails).values(com);
    if (agr.length) await tx.insert(agricultureDetails).values(agr);
    if (imgs.length) await tx.insert(listingImages).values(imgs);
  });
}
