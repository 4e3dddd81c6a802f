import 'server-only';
import { agricultureDetails, commercialDetails, listingImages, listings, residentialDetails, type NewListing } from '../db/schema';
import type { BulkWriter } from './bulk/writer';
import { COMBOS, generateListing, type GeneratedListing, type History, type Poster } from './listing-gen';
import type { Places } from './places';
import { streamFor, type Rng } from './random';
import type { SeededUsers } from './users';

// Listings come in chunks of CHUNK, each with its own random streams, so a
// chunk can be generated anywhere (this thread, or a worker on the PostgreSQL
// COPY path: bulk/parallel.ts) and the same seed and N give the same rows.
// Chunk 0 uses the original stream names: small demo seeds are unchanged.

type Img = typeof listingImages.$inferInsert;
export type ListingDraft = GeneratedListing & { postedBy: Poster; userId: number };
export type ListingRows = {
  listings: NewListing[]; residential: (typeof residentialDetails.$inferInsert)[];
  commercial: (typeof commercialDetails.$inferInsert)[]; agriculture: (typeof agricultureDetails.$inferInsert)[];
  images: Img[];
};

export const CHUNK = 100_000;
export const LISTING_BATCH = 5000;
/** pickImages gives at most this many per listing: image ids are reserved for the worst case. */
export const MAX_IMAGES = 4;
const DEMO_SHARE = 0.05;
const DEMO_CAP = 25;
/** National-scale seeds give one agent this many listings (My Properties at scale). */
export const BULK_AGENT_LISTINGS = 5000;

export type ListingPlan = {
  seed: number; n: number; now: number; places: Places; users: Pick<SeededUsers, Poster>; history?: History;
};

/** Picks the poster: random users of that role, and the fixed demo user for their first ~25 (chunk 0 only). */
function userPicker(rng: Rng, users: ListingPlan['users'], demo: boolean, bulkShare: number) {
  const given: Record<Poster, number> = { owner: 0, agent: 0, builder: 0 };
  return (role: Poster): { userId: number; role: Poster } => {
    const ids = users[role];
    // users.agent[1] is the national seed's busy agent (index 0 is the demo agent).
    if (bulkShare && rng.chance(bulkShare)) return { userId: users.agent[1], role: 'agent' };
    if (demo && given[role] < DEMO_CAP && rng.chance(DEMO_SHARE)) {
      given[role]++;
      return { userId: ids[0], role }; // index 0 of each role is its demo user
    }
    return { userId: ids[rng.int(1, ids.length - 1)], role };
  };
}

export const chunkCount = (n: number) => Math.ceil(n / CHUNK);
export const chunkSize = (n: number, chunk: number) => Math.min(CHUNK, n - chunk * CHUNK);

/** The drafts of one chunk, in batches of LISTING_BATCH. */
export function* chunkDrafts(plan: ListingPlan, chunk: number): Generator<ListingDraft[]> {
  const tag = chunk === 0 ? '' : `:${chunk}`;
  const rng = streamFor(plan.seed, `listings${tag}`);
  const bulkShare = plan.history ? Math.min(1, BULK_AGENT_LISTINGS / plan.n) : 0;
  const pick = userPicker(streamFor(plan.seed, `listing-users${tag}`), plan.users, chunk === 0, bulkShare);
  const size = chunkSize(plan.n, chunk);
  for (let done = 0; done < size; ) {
    const batch: ListingDraft[] = [];
    for (let k = 0; k < LISTING_BATCH && done + k < size; k++) {
      const i = chunk * CHUNK + done + k;
      const g = generateListing(rng, plan.places, plan.now, COMBOS[i], plan.history);
      const who = pick(g.postedBy);
      g.listing.postedBy = who.role;
      batch.push(Object.assign(g, { userId: who.userId }));
    }
    done += batch.length;
    yield batch;
  }
}

/** The first n listings as the seeder generates them (any chunk layout gives the same). */
export function* listingStream(seed: number, places: Places, now: number, n: number): Generator<ListingDraft> {
  const users = { owner: [0, 0], agent: [0, 0], builder: [0, 0] };
  for (let c = 0; c < chunkCount(n); c++) for (const batch of chunkDrafts({ seed, n, now, places, users }, c)) yield* batch;
}

/** The rows of a batch whose listings take the ids firstId, firstId + 1, ... (rows reuse the drafts' objects). */
export function listingRows(batch: ListingDraft[], firstId: number, firstImageId: number): ListingRows {
  const out: ListingRows = { listings: [], residential: [], commercial: [], agriculture: [], images: [] };
  let imageId = firstImageId;
  for (let i = 0; i < batch.length; i++) {
    const b = batch[i];
    const listingId = firstId + i;
    const row = b.listing as NewListing;
    row.id = listingId;
    row.userId = b.userId;
    out.listings.push(row);
    const d = b.detail;
    const detail = Object.assign(d.row, { listingId });
    if (d.group === 'residential') {
      // Search's copy of the answer: a bulk load runs with triggers off, so the builder writes it.
      row.isGated = (detail as { gatedCommunity?: boolean | null }).gatedCommunity === true;
      out.residential.push(detail);
    } else if (d.group === 'commercial') out.commercial.push(detail);
    else out.agriculture.push(detail);
    for (let k = 0; k < b.images.length; k++) out.images.push({ id: imageId++, kind: 'property', itemId: listingId, url: b.images[k], sortOrder: k });
  }
  return out;
}

export const LISTING_TABLES = [
  ['listings', listings], ['residential', residentialDetails], ['commercial', commercialDetails],
  ['agriculture', agricultureDetails], ['images', listingImages],
] as const;

/** In-thread path (PGlite, or small PostgreSQL loads): generate, build rows, write. */
export async function seedListingsInline(w: BulkWriter, plan: ListingPlan, tick: (done: number) => void): Promise<void> {
  let done = 0;
  for (let c = 0; c < chunkCount(plan.n); c++) {
    for (const batch of chunkDrafts(plan, c)) {
      const firstId = await w.reserveIds(listings, batch.length);
      const imageCount = batch.reduce((s, b) => s + b.images.length, 0);
      const rows = listingRows(batch, firstId, await w.reserveIds(listingImages, imageCount));
      for (const [key, table] of LISTING_TABLES) await w.write(table, rows[key]);
      done += batch.length;
      tick(done);
    }
  }
}
