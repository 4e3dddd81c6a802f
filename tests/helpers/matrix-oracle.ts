// The correctness matrix's oracle (issue 27): what a search body means, written
// again from the docs/SPEC wording over plain database rows, apart from
// server/catalog/search. The matrix compares every API answer with it.
import type { Db } from '@/server/platform/db/client';
import { listings, pgRooms, pgs, projects } from '@/server/platform/db/schema';
import { istDayStart, POSTED_SINCE_DAYS } from '@/lib/ist';

export type Item = {
  key: string; kind: 'property' | 'pg' | 'project'; id: number; price: number | null; createdAt: number; featured: boolean;
  matches: (b: Body) => boolean; priceFor: (b: Body) => number | null;
};
export type Body = Record<string, any>;

type L = typeof listings.$inferSelect;
type P = typeof pgs.$inferSelect & { rooms: { roomType: string; rent: number }[] };
type J = typeof projects.$inferSelect;

const ALL_PG_TYPES = ['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other'];
const lc = (s: string) => s.trim().toLowerCase();
const list = (v: unknown): string[] => (v == null || v === '' ? [] : (Array.isArray(v) ? v : [v]).map(String));
const num = (v: unknown) => (v === '' || v == null ? undefined : Number(v));
const inRange = (v: number | null, r: { min?: unknown; max?: unknown } | undefined) => {
  const min = num(r?.min);
  const max = num(r?.max);
  if (min === undefined && max === undefined) return true;
  return v != null && (min === undefined || v >= min) && (max === undefined || v <= max);
};
const hasRange = (r: { min?: unknown; max?: unknown } | undefined) => num(r?.min) !== undefined || num(r?.max) !== undefined;

/** The chips: places when given, else every city with every locality. */
function inPlace(b: Body, city: string, locality: string): boolean {
  const places: { city: string; locality?: string }[] = b.places?.length ? b.places
    : (() => {
      const cities = [...list(b.city), ...(b.location?.city ? [b.location.city] : [])];
      const locs = [...list(b.locality), ...list(b.location?.locality)];
      const cs = cities.length ? cities : [''];
      return locs.length ? cs.flatMap((c) => locs.map((l) => ({ city: c, locality: l }))) : cities.map((c) => ({ city: c }));
    })();
  if (!places.length) return true;
  // A city's chips: its locality chips when it has any, else the whole city.
  const here = places.filter((p) => !p.city || lc(p.city) === lc(city));
  const named = here.filter((p) => p.locality);
  return here.length > 0 && (!named.length || named.some((p) => lc(p.locality!) === lc(locality)));
}

/** Counts: 1-4 and 6-9 exact, 5 = 5 or more; 1..5 all present (or 'all') = no filter. */
function roomsOk(v: number | null, asked: string[]): boolean {
  if (!asked.length || asked.includes('all') || [1, 2, 3, 4, 5].every((n) => asked.includes(String(n)))) return true;
  return v != null && asked.some((a) => (Number(a) === 5 ? v >= 5 : v === Number(a)));
}
const roomsAsked = (asked: string[]) => !(!asked.length || asked.includes('all') || [1, 2, 3, 4, 5].every((n) => asked.includes(String(n))));

function since(b: Body, now: Date): number | null {
  const key = (['thisMonth', 'thisWeek', 'yesterday', 'today'] as const).find((k) => b[k] === true || b[k] === 'true');
  return key ? istDayStart(now, POSTED_SINCE_DAYS[key]).getTime() : null;
}

function listingMatches(l: L, group: string, b: Body, now: Date): boolean {
  const types = list(b.property_sub_type).length ? list(b.property_sub_type) : list(b.prop_type);
  const from = since(b, now);
  const t = b.transaction ?? b.transcation;
  return l.status === 'approved' && l.group === group && l.postType === (b.post_type === 'rent' ? 'rent' : 'sale')
    && inPlace(b, l.city, l.locality)
    && (!types.length || types.includes(l.category))
    && inRange(l.price, b.budget ?? b.amount)
    && (group === 'commercial' || roomsOk(l.bedrooms, list(b.bedrooms)))
    && roomsOk(l.bathrooms, list(b.bathrooms))
    && (!list(b.owner_type).length || list(b.owner_type).includes(l.postedBy))
    && inRange(l.superArea, b.super_area) && inRange(l.carpetArea, b.carpet_area) && inRange(l.plotArea, b.plot_area)
    && (!list(b.furnishing_area).length || (l.furnishing != null && list(b.furnishing_area).includes(l.furnishing)))
    && (!list(b.facing).length || (l.facing != null && list(b.facing).includes(l.facing)))
    && list(b.amenities).every((a) => l.amenities.includes(a))
    && (b.proprty_status !== 'approved' || l.isVerified)
    && (!t || t === 'any' || l.transaction === t)
    && (!b.Status || b.Status === 'any' || l.constructionStatus === b.Status)
    && (from === null || l.createdAt.getTime() >= from);
}

const PROJECT_TYPE: Record<string, string> = { apartment: 'apartment', villa: 'villa', plot: 'residential_plot' };

/** Projects join residential sale searches that allow their type and ask nothing they do not record. */
function projectMatches(p: J, group: string, b: Body, now: Date): boolean {
  if (group !== 'residential' || b.post_type === 'rent') return false;
  const types = list(b.property_sub_type).map((c) => PROJECT_TYPE[c]).filter(Boolean);
  if (list(b.property_sub_type).length && !types.includes(p.projectType)) return false;
  if (roomsAsked(list(b.bathrooms)) || list(b.facing).length || b.proprty_status === 'approved') return false;
  if ([b.super_area, b.carpet_area, b.plot_area, b.built_up_area].some(hasRange)) return false;
  if (list(b.owner_type).length && !list(b.owner_type).includes('builder')) return false;
  const budget = b.budget ?? b.amount;
  const top = p.priceMax ?? p.priceMin;
  const bedTop = p.bedroomsMax ?? p.bedroomsMin;
  const beds = list(b.bedrooms);
  const from = since(b, now);
  const t = b.transaction ?? b.transcation;
  return p.status === 'approved' && inPlace(b, p.city, p.locality)
    && (num(budget?.max) === undefined || (p.priceMin != null && p.priceMin <= num(budget.max)!))
    && (num(budget?.min) === undefined || (top != null && top >= num(budget.min)!))
    && (!roomsAsked(beds) || beds.some((a) => (Number(a) === 5 ? bedTop != null && bedTop >= 5
      : p.bedroomsMin != null && bedTop != null && p.bedroomsMin <= Number(a) && bedTop >= Number(a))))
    && (!list(b.furnishing_area).length || (p.furnishing != null && list(b.furnishing_area).includes(p.furnishing)))
    && list(b.amenities).every((a) => p.amenities.includes(a))
    && (!t || t === 'any' || p.transaction === t)
    && (!b.Status || b.Status === 'any' || p.constructionStatus === b.Status)
    && (from === null || p.createdAt.getTime() >= from);
}

/** The PG's rooms that answer: of an asked type (all types = none asked) within the budget. */
function pgRoomsFor(p: P, b: Body): number[] {
  const types = list(b.room_type);
  const budget = b.amount ?? b.budget;
  if (!types.length || ALL_PG_TYPES.every((x) => types.includes(x))) return inRange(p.minRent, budget) ? [p.minRent] : [];
  return p.rooms.filter((r) => types.includes(r.roomType) && inRange(r.rent, budget)).map((r) => r.rent);
}

function pgMatches(p: P, b: Body): boolean {
  return p.status === 'approved' && inPlace(b, p.city, p.locality)
    && (!list(b.gender).length || list(b.gender).includes(p.gender))
    && pgRoomsFor(p, b).length > 0;
}

/** Every item of the database, with its meaning of each body. */
export async function loadItems(db: Db, now: Date): Promise<Item[]> {
  const [ls, ps, rooms, js] = await Promise.all([
    db.select().from(listings), db.select().from(pgs), db.select().from(pgRooms), db.select().from(projects)]);
  const items: Item[] = [];
  for (const l of ls) {
    items.push({ key: `property:${l.id}`, kind: 'property', id: l.id, price: l.price, createdAt: l.createdAt.getTime(), featured: l.isFeatured,
      matches: (b) => listingMatches(l, b.__group, b, now), priceFor: () => l.price });
  }
  for (const p of ps) {
    const pr: P = { ...p, rooms: rooms.filter((r) => r.pgId === p.id) };
    items.push({ key: `pg:${p.id}`, kind: 'pg', id: p.id, price: p.minRent, createdAt: p.createdAt.getTime(), featured: p.isFeatured,
      matches: (b) => b.__group === 'pg' && pgMatches(pr, b), priceFor: (b) => Math.min(...pgRoomsFor(pr, b)) });
  }
  for (const j of js) {
    items.push({ key: `project:${j.id}`, kind: 'project', id: j.id, price: j.priceMin, createdAt: j.createdAt.getTime(), featured: j.isFeatured,
      matches: (b) => projectMatches(j, b.__group, b, now), priceFor: () => j.priceMin });
  }
  return items;
}

type Sorted = { key: string; price: number | null; createdAt: number; featured: boolean; id: number; kind: string };

/** The orders of docs/search-and-filters.md: relevance = featured, newest, id; prices with no price last; kind breaks the last tie. */
export function compare(sort: string): (a: Sorted, b: Sorted) => number {
  const tail = (a: Sorted, b: Sorted) => b.createdAt - a.createdAt || b.id - a.id || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0);
  const price = (dir: 1 | -1) => (a: Sorted, b: Sorted) => {
    if (a.price == null || b.price == null) return a.price == null ? (b.price == null ? 0 : 1) : -1;
    return dir * (a.price - b.price);
  };
  if (sort === 'asc') return (a, b) => price(1)(a, b) || tail(a, b);
  if (sort === 'desc') return (a, b) => price(-1)(a, b) || tail(a, b);
  if (sort === 'newest') return tail;
  return (a, b) => Number(b.featured) - Number(a.featured) || tail(a, b);
}

/** What a body should answer, in order. */
export function expected(items: Item[], group: string, body: Body, sort = body.orderByAmount ?? 'relevance'): Sorted[] {
  const b = { ...body, __group: group };
  return items.filter((i) => i.matches(b))
    .map((i) => ({ key: i.key, price: i.priceFor(b), createdAt: i.createdAt, featured: i.featured, id: i.id, kind: i.kind }))
    .sort(compare(sort));
}
