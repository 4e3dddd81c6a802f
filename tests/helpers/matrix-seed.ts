// The correctness matrix's data (issue 27): ~2,000 items in two cities
// that share locality names, with the cases that used to break seeded on
// purpose: PGs whose cheap room is of another type, six and seven bathrooms,
// a listing posted at 23:50 IST yesterday, many equal prices and posting
// times (sort tie-breaks). Deterministic: the same rows on every run.
import type { Db } from '@/server/platform/db/client';
import { listings, pgRooms, pgs, projects, type NewListing, type NewPg, type NewProject } from '@/server/platform/db/schema';
import { istDayStart } from '@/lib/ist';
import { makeUser } from './fixtures';

export const MATRIX_CITIES = ['Bengaluru', 'Mysuru'] as const;
/** Vijayanagar, Jayanagar and Hebbal are in both cities. */
export const MATRIX_LOCALITIES: Record<string, string[]> = {
  Bengaluru: ['Koramangala', 'Vijayanagar', 'Jayanagar', 'Hebbal', 'Whitefield'],
  Mysuru: ['Vijayanagar', 'Jayanagar', 'Hebbal', 'Gokulam', 'Kuvempunagar'],
};
export const MATRIX_AMENITIES = ['lift', 'power_backup', 'park', 'security'];

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  const maybe = <T>(p: number, v: T): T | null => (next() < p ? v : null);
  return { next, int, pick, maybe };
}

const GROUPS = [
  { group: 'residential', postType: 'sale', n: 550, cats: ['apartment', 'villa', 'residential', 'plot'], price: [20, 300], unit: 100_000 },
  { group: 'residential', postType: 'rent', n: 450, cats: ['apartment', 'villa', 'residential'], price: [5, 90], unit: 1000 },
  { group: 'commercial', postType: 'sale', n: 200, cats: ['office_space', 'commercial_shop', 'warehouse', 'commercial_plot'], price: [30, 500], unit: 100_000 },
  { group: 'commercial', postType: 'rent', n: 200, cats: ['office_space', 'commercial_shop', 'warehouse'], price: [10, 200], unit: 1000 },
  { group: 'agriculture', postType: 'sale', n: 220, cats: ['land', 'farm_house'], price: [10, 400], unit: 100_000 },
] as const;

const PLOTS = new Set(['plot', 'commercial_plot', 'land']);

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 400) await insert(rows.slice(i, i + 400));
}

export async function seedMatrix(db: Db, now = new Date()): Promise<void> {
  const r = rng(27);
  const userId = (await makeUser(db, { name: 'Matrix poster' })).id;
  const day = 86_400_000;
  // Posting times on a 30-minute grid over 40 days: many equal times, so id breaks ties.
  const when = () => new Date(now.getTime() - r.int(0, 40 * 48) * 30 * 60_000);
  const rows: NewListing[] = [];
  for (const g of GROUPS) {
    for (let i = 0; i < g.n; i++) {
      const city = r.pick(MATRIX_CITIES);
      const category = r.pick(g.cats);
      const plot = PLOTS.has(category);
      const rooms = g.group === 'residential' && !plot;
      const acres = g.group === 'agriculture';
      rows.push({
        userId, postedBy: r.pick(['owner', 'agent', 'builder'] as const), group: g.group, category, postType: g.postType,
        status: r.next() < 0.93 ? 'approved' : r.pick(['pending', 'rejected', 'expired'] as const),
        title: `${category} ${i}`, city, locality: r.pick(MATRIX_LOCALITIES[city]),
        // Steps of 5 units: many equal prices.
        price: Math.round(r.int(g.price[0], g.price[1]) / 5) * 5 * g.unit,
        bedrooms: rooms ? r.maybe(0.97, r.int(1, 7)) : null,
        bathrooms: rooms || g.group === 'commercial' ? r.maybe(0.95, r.int(1, 7)) : null,
        superArea: plot || acres ? null : r.maybe(0.9, r.int(4, 40) * 100),
        builtUpArea: plot || acres ? null : r.maybe(0.5, r.int(4, 35) * 100),
        carpetArea: plot || acres ? null : r.maybe(0.6, r.int(3, 30) * 100),
        plotArea: plot ? r.int(6, 60) * 100 : acres ? r.int(1, 40) : r.maybe(0.2, r.int(6, 60) * 100),
        areaUnit: acres ? 'acre' : 'sqft',
        furnishing: plot || acres ? null : r.pick(['furnished', 'semi_furnished', 'unfurnished'] as const),
        facing: r.maybe(0.8, r.pick(['north', 'south', 'east', 'west', 'north_east'] as const)),
        constructionStatus: r.maybe(0.8, r.pick(['ready_to_move', 'under_construction'] as const)),
        transaction: r.maybe(0.8, r.pick(['new', 'resale'] as const)),
        amenities: MATRIX_AMENITIES.filter(() => r.next() < 0.4),
        isVerified: r.next() < 0.3, isFeatured: r.next() < 0.06,
        createdAt: when(),
      });
    }
  }
  // The breaking cases: posted at 23:50 IST yesterday (read "Today" by a
  // 24-hour label), and six bathrooms (read as "5 or more").
  const lateYesterday = new Date(istDayStart(now).getTime() - 10 * 60_000);
  for (const postType of ['sale', 'rent'] as const) {
    rows.push({ ...rows[0], postType, group: 'residential', category: 'apartment', status: 'approved', title: `Late ${postType}`,
      city: 'Mysuru', locality: 'Vijayanagar', createdAt: lateYesterday, bathrooms: 6, bedrooms: 6, price: postType === 'rent' ? 25_000 : 9_000_000 });
  }
  await insertChunks(rows, (c) => db.insert(listings).values(c));

  const pgRows: (NewPg & { rooms: { roomType: string; rent: number }[] })[] = [];
  for (let i = 0; i < 300; i++) {
    const city = r.pick(MATRIX_CITIES);
    const types = ['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other'].filter(() => r.next() < 0.45);
    if (!types.length) types.push('2_sharing');
    // Cheaper the more sharing: single rooms cost most, so the cheap room is often of another type.
    const rooms = types.map((roomType) => ({ roomType, rent: (r.int(3, 20) - (roomType === '1_sharing' ? 0 : r.int(0, 3))) * 500 + 2000 }));
    pgRows.push({
      userId, postedBy: 'owner', status: r.next() < 0.95 ? 'approved' : 'pending', name: `PG ${i}`, city,
      locality: r.pick(MATRIX_LOCALITIES[city]), gender: r.pick(['Male', 'Female', 'Both'] as const),
      roomTypes: [...types].sort(), minRent: Math.min(...rooms.map((x) => x.rent)), isFeatured: r.next() < 0.06,
      createdAt: when(), rooms,
    });
  }
  // Homely Boys PG: four sharing at 5,000, a single room at 18,000.
  pgRows.push({ ...pgRows[0], name: 'Homely Boys PG', city: 'Bengaluru', locality: 'Jayanagar', status: 'approved', gender: 'Male',
    roomTypes: ['1_sharing', '4_sharing'], minRent: 5000, rooms: [{ roomType: '4_sharing', rent: 5000 }, { roomType: '1_sharing', rent: 18000 }] });
  const inserted = await db.insert(pgs).values(pgRows.map(({ rooms: _r, ...p }) => p)).returning({ id: pgs.id });
  await insertChunks(pgRows.flatMap((p, i) => p.rooms.map((x) => ({ ...x, pgId: inserted[i].id, totalBeds: 4, availableBeds: 1 }))),
    (c) => db.insert(pgRooms).values(c));

  const projectRows: NewProject[] = [];
  for (let i = 0; i < 40; i++) {
    const city = r.pick(MATRIX_CITIES);
    const lo = r.int(30, 200) * 100_000;
    const bmin = r.maybe(0.9, r.int(1, 3));
    projectRows.push({
      userId, status: r.next() < 0.9 ? 'approved' : 'pending', projectType: r.pick(['apartment', 'villa', 'residential_plot'] as const),
      name: `Project ${i}`, city, locality: r.pick(MATRIX_LOCALITIES[city]), noOfUnits: 100, stage: 'launched', launchedOn: '2024-01-01',
      priceMin: r.maybe(0.9, lo), priceMax: r.maybe(0.7, lo + r.int(0, 100) * 100_000),
      bedroomsMin: bmin, bedroomsMax: bmin && r.maybe(0.7, bmin + r.int(0, 3)),
      furnishing: r.maybe(0.7, r.pick(['furnished', 'semi_furnished', 'unfurnished'] as const)),
      constructionStatus: r.pick(['ready_to_move', 'under_construction'] as const), transaction: r.pick(['new', 'resale'] as const),
      amenities: MATRIX_AMENITIES.filter(() => r.next() < 0.4), isFeatured: r.next() < 0.1,
      createdAt: new Date(now.getTime() - r.int(0, 40) * day),
    });
  }
  await db.insert(projects).values(projectRows);
}
