import 'server-only';
import { PG_ROOM_TYPES } from '@/lib/enums';
import type { BulkWriter } from './bulk/writer';
import { listingImages, pgRooms, pgs, type NewPg } from '../db/schema';
import { CITY_FACTOR } from './catalog';
import { pickImages } from './images';
import { jitter, pickCity, pickLocality, type Places } from './places';
import type { Progress } from './progress';
import { streamFor, type Rng } from './random';
import type { SeededUsers } from './users';

// Paying-guest houses: SPEC §3 genders and room types, rents inside the
// 2000-20000 PG budget of SPEC §9.

const ROOM_TYPES = ['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other'] as const;
/** Monthly rent per bed in Bengaluru. */
const RENT: Record<(typeof ROOM_TYPES)[number], [number, number]> = {
  '1_sharing': [9000, 20000], '2_sharing': [6500, 14000], '3_sharing': [5000, 10000],
  '4_sharing': [4000, 8000], other: [3500, 12000],
};
const BEDS_PER_ROOM = { '1_sharing': 1, '2_sharing': 2, '3_sharing': 3, '4_sharing': 4, other: 5 };
export const PG_RENT_MIN = 2000;
export const PG_RENT_MAX = 20000;

const HEADS = ['Sri Sai', 'Green Nest', 'Comfort', 'Homely', 'Sunrise', 'Urban Nest', 'Shanthi', 'Sri Lakshmi',
  'Royal', 'Cozy', 'Happy Stay', 'Sri Venkateshwara', 'Annapoorna', 'Kaveri', 'Metro', 'Campus', 'Prime', 'Elite'];
const KINDS = { Male: ['PG for Men', 'Boys PG', 'Gents PG'], Female: ['Ladies PG', 'Girls PG', "Women's PG"], Both: ['Co-living', 'PG', 'Residency'] };
const AMENITIES = ['WiFi', 'Meals', 'Laundry', 'Housekeeping', 'AC', 'Geyser', 'Power Backup', 'CCTV',
  'Attached Bathroom', 'TV', 'Fridge', 'Two-wheeler Parking', 'RO Water', 'Study Table', 'Wardrobe'];
const RULES = ['No smoking', 'No alcohol', 'Gate closes at 10:30 PM', 'Visitors not allowed in rooms', 'No pets', 'ID proof required'];

export function pgCount(listings: number): number {
  return Math.max(10, Math.round(listings / 20));
}

function generatePg(rng: Rng, places: Places, now: number) {
  const c = pickCity(rng, places);
  const loc = pickLocality(rng, c, false);
  const gender = rng.weighted(['Male', 'Female', 'Both'] as const, [45, 35, 20]);
  const types = rng.sample(ROOM_TYPES, rng.weighted([1, 2, 3, 4], [15, 40, 35, 10])).sort();
  const f = CITY_FACTOR[c.city] ?? 1;
  const rooms = types.map((roomType) => {
    const [lo, hi] = RENT[roomType];
    const rent = Math.round(Math.min(PG_RENT_MAX, Math.max(PG_RENT_MIN, rng.float(lo, hi) * f)) / 500) * 500;
    const totalBeds = BEDS_PER_ROOM[roomType] * rng.int(2, 12);
    return { roomType, rent, totalBeds, availableBeds: rng.int(0, totalBeds) };
  });
  const minRent = Math.min(...rooms.map((r) => r.rent));
  const createdAt = new Date(now - rng.float(0, 90) * 86_400_000);
  const foodIncluded = rng.chance(0.65);
  const pg: Omit<NewPg, 'userId'> = {
    postedBy: rng.weighted(['owner', 'agent'] as const, [75, 25]),
    status: rng.weighted(['approved', 'pending', 'rejected'] as const, [92, 6, 2]),
    name: `${rng.pick(HEADS)} ${rng.pick(KINDS[gender])}`,
    description: `${gender === 'Both' ? 'Co-living' : gender === 'Male' ? 'PG for men' : 'PG for women'} in ${loc.name}, ${c.city}. ` +
      `${foodIncluded ? 'Home-style breakfast and dinner included. ' : ''}Fully furnished rooms with daily housekeeping.`,
    address: `No. ${rng.int(1, 600)}, ${rng.int(1, 15)} Main, ${loc.name}`,
    city: c.city, locality: loc.name, localityId: loc.id, ...jitter(rng, loc),
    gender, roomTypes: types, minRent, deposit: minRent * rng.int(1, 2), foodIncluded,
    // Written here, not left to the pg_rooms triggers: a PostgreSQL load runs with them off.
    roomRents: PG_ROOM_TYPES.map((t) => rooms.find((r) => r.roomType === t.value)?.rent ?? null),
    amenities: [...(foodIncluded ? ['Meals'] : []), ...rng.sample(AMENITIES.filter((a) => a !== 'Meals'), rng.int(3, 9))],
    rules: rng.sample(RULES, rng.int(2, 4)),
    isFeatured: rng.chance(0.04), viewCount: Math.floor(rng.next() ** 3 * 400),
    createdAt, updatedAt: createdAt,
  };
  return { pg, rooms, images: pickImages(rng, 'pg') };
}

export async function seedPgs(w: BulkWriter, seed: number, places: Places, users: SeededUsers, n: number, now: number, progress: Progress) {
  const rng = streamFor(seed, 'pgs');
  for (let done = 0; done < n; ) {
    const batch = Array.from({ length: Math.min(5000, n - done) }, () => generatePg(rng, places, now));
    const firstId = await w.reserveIds(pgs, batch.length);
    const rows = batch.map((b, i) => {
      const ids = users[b.pg.postedBy as 'owner' | 'agent'];
      // The first PGs belong to the demo owner/agent so their "My PGs" page has something.
      return { ...b.pg, id: firstId + i, userId: done + i < 6 ? ids[0] : ids[rng.int(1, ids.length - 1)] };
    });
    await w.write(pgs, rows);
    await w.write(pgRooms, batch.flatMap((b, i) => b.rooms.map((r) => ({ ...r, pgId: firstId + i }))));
    const images = batch.flatMap((b, i) => b.images.map((url, sortOrder) => ({ kind: 'pg' as const, itemId: firstId + i, url, sortOrder })));
    const firstImage = await w.reserveIds(listingImages, images.length);
    await w.write(listingImages, images.map((img, k) => ({ ...img, id: firstImage + k })));
    done += batch.length;
    progress.tick('pgs', done, n);
  }
}
