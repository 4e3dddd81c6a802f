// Small fixture builders for API tests: each inserts one row with sensible
// defaults (an approved 2 BHK flat for sale in Vijayanagar, Mysuru, ...) and
// takes overrides for the columns a test straddles.
import type { Db } from '@/server/platform/db/client';
import {
  cities, listingImages, listings, localities, pgRooms, pgs, projects, users,
  type NewListing, type NewPg, type NewProject, type NewUser,
} from '@/server/platform/db/schema';
import { issueAccessToken } from '@/server/accounts/auth/tokens';
import { bumpDataVersion } from '@/server/platform/db/data-version';

let seq = 0;
const next = () => ++seq;

export async function makeUser(db: Db, o: Partial<NewUser> = {}) {
  const [u] = await db.insert(users).values({
    phoneNumber: `9${String(next()).padStart(9, '0')}`,
    phoneVerified: true, isRegistered: true, roleType: 'owner', name: 'Test User', ...o,
  }).returning();
  return u;
}

export async function tokenFor(userId: number) {
  return issueAccessToken(userId);
}

/** Shared poster so listings need no user of their own. */
let poster: { db: Db; id: number } | undefined;
async function posterId(db: Db) {
  if (poster?.db !== db) poster = { db, id: (await makeUser(db, { name: 'Poster' })).id };
  return poster.id;
}

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

export async function makeListing(db: Db, o: Partial<NewListing> = {}) {
  const [l] = await db.insert(listings).values({
    userId: o.userId ?? await posterId(db),
    postedBy: 'owner', group: 'residential', category: 'apartment', postType: 'sale',
    status: 'approved', title: `Listing ${next()}`, city: 'Mysuru', locality: 'Vijayanagar',
    price: 5_000_000, bedrooms: 2, bathrooms: 2, superArea: 1200, areaUnit: 'sqft',
    furnishing: 'semi_furnished', facing: 'east', constructionStatus: 'ready_to_move',
    transaction: 'resale', amenities: ['lift'], createdAt: daysAgo(40),
    ...o,
  }).returning();
  return l;
}

/**
 * An approved PG with its rooms. `rooms` gives each room's type and rent (and
 * sets room_types/min_rent from them, as the posting path does); without it
 * every room type of `roomTypes` gets one room at `minRent`.
 */
export async function makePg(db: Db, o: Partial<NewPg> & { rooms?: { roomType: string; rent: number }[] } = {}) {
  const { rooms: given, ...cols } = o;
  const fromRooms = given?.length
    ? { roomTypes: [...new Set(given.map((r) => r.roomType))].sort(), minRent: Math.min(...given.map((r) => r.rent)) }
    : {};
  const [p] = await db.insert(pgs).values({
    userId: o.userId ?? await posterId(db),
    postedBy: 'owner', status: 'approved', name: `PG ${next()}`, city: 'Mysuru',
    locality: 'Vijayanagar', gender: 'Male', roomTypes: ['2_sharing'], minRent: 6000,
    createdAt: daysAgo(40),
    ...cols,
    ...fromRooms,
  }).returning();
  const rooms = given?.length ? given : p.roomTypes.map((roomType) => ({ roomType, rent: p.minRent }));
  await db.insert(pgRooms).values(rooms.map((r) => ({ ...r, pgId: p.id, totalBeds: 4, availableBeds: 2 })));
  return p;
}

export async function makeProject(db: Db, o: Partial<NewProject> = {}) {
  const [p] = await db.insert(projects).values({
    userId: o.userId ?? await posterId(db),
    status: 'approved', projectType: 'apartment', name: `Project ${next()}`, city: 'Mysuru',
    locality: 'Vijayanagar', noOfUnits: 100, stage: 'launched', launchedOn: '2024-01-01',
    priceMin: 4_000_000, priceMax: 9_000_000, bedroomsMin: 2, bedroomsMax: 3,
    constructionStatus: 'under_construction', transaction: 'new', createdAt: daysAgo(40),
    ...o,
  }).returning();
  return p;
}

export async function addImages(db: Db, kind: 'property' | 'pg' | 'project', itemId: number, urls: string[]) {
  if (!urls.length) return;
  await db.insert(listingImages).values(urls.map((url, i) => ({ kind, itemId, url, sortOrder: i })));
}

export async function makeLocalities(db: Db, rows: { name: string; city: string }[]) {
  const inserted = await db.insert(localities).values(rows.map((r) => ({
    name: r.name, nameLower: r.name.toLowerCase(), cityName: r.city, district: r.city,
    state: 'Karnataka', pincode: String(570000 + next()),
  }))).returning();
  await bumpDataVersion(db, 'localities');
  return inserted;
}

export async function makeCity(db: Db, name: string, o: Partial<typeof cities.$inferInsert> = {}) {
  const [c] = await db.insert(cities).values({
    name, slug: name.toLowerCase().replace(/\s+/g, '-'), state: 'Karnataka', districts: [name],
    lat: 12.3, lng: 76.6, ...o,
  }).returning();
  await bumpDataVersion(db, 'localities');
  return c;
}
