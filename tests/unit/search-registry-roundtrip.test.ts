// Every filter of the registry, round-tripped: random route states (a small seeded generator)
// through the route id, the wire body with its yup check, and the one translator to server
// filters. The state written and read back is the same state; the checked body gives the same
// filters as the unchecked one (so server pages, which skip the check, search exactly what the
// API searches); and each filter's value arrives in the filters as its rule says.
import { describe, expect, it } from 'vitest';
import {
  AGRICULTURE_TYPES, COMMERCIAL_TYPES, FACING, FURNISHING, PG_GENDERS, PG_ROOM_TYPES, POSTED_BY,
  RESIDENTIAL_TYPES, valuesOf,
} from '@/lib/enums';
import { bathroomsForSubmit, bedroomsForSubmit, pgGendersForSubmit, pgRoomTypesForSubmit } from '@/lib/filter-submit-values';
import type { Box, LatLng } from '@/lib/map/geo';
import { FILTERS, type FilterName } from '@/lib/search/filters';
import { EMPTY_SEARCH, parseSearchId, toApiBody, writeSearchId, type Bound, type SearchGroup, type SearchState } from '@/lib/search-route';
import { validate } from '@/server/platform/http/validate';
import {
  gendersAsked, listingFilters, pgFilters, postedSince, rangeOf, roomCounts, roomTypesAsked,
} from '@/server/catalog/search/catalog/filters';
import { listingSearchBody, pgSearchBody } from '@/server/catalog/search/catalog/schemas';
import type { Group, ListingFilters, PgFilters } from '@/server/catalog/search/catalog/types';
import { mulberry32 } from '@/server/platform/seed/random';

const NOW = new Date('2026-03-14T20:15:00Z');
const GROUPS: SearchGroup[] = ['residential', 'commercial', 'agriculture', 'pg'];
const TYPES: Record<Group, string[]> = {
  residential: valuesOf(RESIDENTIAL_TYPES), commercial: valuesOf(COMMERCIAL_TYPES), agriculture: valuesOf(AGRICULTURE_TYPES),
};

// The seeder's mulberry32: a seeded generator, so a failure names a seed that repeats it.
const rng = mulberry32;
type Rng = ReturnType<typeof rng>;
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const some = <T>(r: Rng, xs: readonly T[], p = 0.3): T[] => xs.filter(() => r() < p);
/** Coordinates as the URL writes them (five decimals). */
const deg = (n: number) => Math.round(n * 1e5) / 1e5;
const amount = (r: Rng) => (r() < 0.1 ? Math.floor(r() * 1e4) + 0.5 : Math.floor(r() * 1e9));
function bound(r: Rng): Bound | null {
  if (r() < 0.5) return null;
  const [a, b] = [amount(r), amount(r)].sort((x, y) => x - y);
  const ends = pick(r, ['both', 'min', 'max'] as const);
  return { min: ends === 'max' ? null : a, max: ends === 'min' ? null : b };
}

/** One generator per filter, each giving a value in the form parseSearchId gives it. */
const GENERATE: Record<FilterName, (r: Rng, g: SearchGroup) => Partial<SearchState>> = {
  type: (r, g) => ({ type: g === 'pg' ? 'pg' : pick(r, ['sale', 'rent'] as const) }),
  location: (r) => ({
    location: some(r, ['Mysuru', 'Bengaluru', 'Hubballi-Dharwad'], 0.4).map((city) => ({ label: city, value: { city, locality: '' } })),
  }),
  propType: (r, g) => {
    if (g === 'pg') return { propType: [] };
    const types = some(r, TYPES[g]);
    return { propType: g === 'agriculture' ? types.slice(0, 1) : types };
  },
  budget: (r) => ({ budget: bound(r) }),
  bedrooms: (r) => ({ bedrooms: some(r, ['1', '2', '3', '4', '5']) }),
  bathrooms: (r) => ({ bathrooms: some(r, ['1', '2', '3', '4', '5']) }),
  transcation: (r) => ({ transcation: pick(r, ['', 'new', 'resale', 'any']) }),
  status: (r) => ({ status: pick(r, ['', 'under_construction', 'ready_to_move', 'any']) }),
  furnishingStatus: (r) => ({ furnishingStatus: some(r, valuesOf(FURNISHING)) }),
  facing: (r) => ({ facing: some(r, valuesOf(FACING)) }),
  postedBy: (r) => ({ postedBy: some(r, valuesOf(POSTED_BY)) }),
  superArea: (r) => ({ superArea: bound(r) }),
  plotArea: (r) => ({ plotArea: bound(r) }),
  carpetArea: (r) => ({ carpetArea: bound(r) }),
  gender: (r) => ({ gender: some(r, valuesOf(PG_GENDERS)) }),
  roomType: (r) => ({ roomType: some(r, valuesOf(PG_ROOM_TYPES)) }),
  pgSearch: (r) => ({ pgSearch: pick(r, ['', 'true', 'near-metro_2']) }),
  postedSince: (r) => ({ postedSince: pick(r, ['', 'today', 'yesterday', 'thisWeek', 'thisMonth', 'all']) }),
  amenities: (r) => ({ amenities: some(r, ['lift', 'power_backup', 'gated_community', 'Club house', 'pool']) }),
  verified: (r) => ({ verified: r() < 0.3 }),
  view: (r) => (r() < 0.3 ? { view: 'map' } : {}),
  box: (r): Partial<SearchState> => {
    const west = deg(76 + Math.round(r() * 1e4) / 1e4);
    const south = deg(12 + Math.round(r() * 1e4) / 1e4);
    const box: Box = { west, south, east: deg(west + 0.25), north: deg(south + 0.25) };
    return r() < 0.5 ? { box } : {};
  },
  zoom: (r) => (r() < 0.5 ? { zoom: 10 + Math.floor(r() * 6) } : {}),
  area: (r): Partial<SearchState> => {
    const [lat, lng] = [deg(12.2 + Math.round(r() * 1e3) / 1e4), deg(76.6 + Math.round(r() * 1e3) / 1e4)];
    const area: LatLng[] = [[lat, lng], [deg(lat + 0.05), lng], [deg(lat + 0.05), deg(lng + 0.05)], [lat, deg(lng + 0.05)]];
    return r() < 0.3 ? { area } : {};
  },
};

function randomState(r: Rng, g: SearchGroup): SearchState {
  const s: SearchState = Object.assign({ ...EMPTY_SEARCH }, ...FILTERS.map((f) => GENERATE[f.field](r, g)));
  // The box and zoom belong to the map view: a list page's URL does not carry them.
  if (s.view !== 'map') {
    delete s.box;
    delete s.zoom;
  }
  return s;
}

const anyToNull = (v: string) => (!v || v === 'any' ? null : v);
const sinceFlags = (v: string) => ({ today: v === 'today', yesterday: v === 'yesterday', thisWeek: v === 'thisWeek', thisMonth: v === 'thisMonth' });
type Expect = { listing?: (s: SearchState, f: ListingFilters, g: Group) => void; pg?: (s: SearchState, f: PgFilters) => void };
const types = (s: SearchState, g: Group) => s.propType.filter((t) => TYPES[g].includes(t));

/** What each filter's value becomes in the server filters; {} = it filters nothing on the server. */
const EXPECT: Record<FilterName, Expect> = {
  type: { listing: (s, f) => expect(f.postType).toBe(s.type === 'rent' ? 'rent' : 'sale') },
  location: {
    listing: (s, f) => expect(f.cities).toEqual(expect.arrayContaining(s.location.map((l) => l.value.city))),
    pg: (s, f) => expect(f.cities).toEqual(expect.arrayContaining(s.location.map((l) => l.value.city))),
  },
  propType: { listing: (s, f, g) => expect(f.categories).toEqual(types(s, g)) },
  budget: { listing: (s, f) => expect(f.price).toEqual(rangeOf(s.budget, 'bigint')), pg: (s, f) => expect(f.rent).toEqual(rangeOf(s.budget)) },
  bedrooms: { listing: (s, f, g) => expect(f.bedrooms).toEqual(g === 'commercial' ? [] : roomCounts(bedroomsForSubmit(s.bedrooms, types(s, g)))) },
  bathrooms: { listing: (s, f) => expect(f.bathrooms).toEqual(roomCounts(bathroomsForSubmit(s.bathrooms))) },
  transcation: { listing: (s, f) => expect(f.transaction).toBe(anyToNull(s.transcation)) },
  status: { listing: (s, f) => expect(f.constructionStatus).toBe(anyToNull(s.status)) },
  furnishingStatus: { listing: (s, f) => expect(f.furnishing).toEqual(s.furnishingStatus) },
  facing: { listing: (s, f) => expect(f.facing).toEqual(s.facing) },
  postedBy: { listing: (s, f) => expect(f.postedBy).toEqual(s.postedBy) },
  superArea: { listing: (s, f) => expect(f.superArea).toEqual(rangeOf(s.superArea)) },
  plotArea: { listing: (s, f) => expect(f.plotArea).toEqual(rangeOf(s.plotArea, 'real')) },
  carpetArea: { listing: (s, f) => expect(f.carpetArea).toEqual(rangeOf(s.carpetArea)) },
  gender: { pg: (s, f) => expect(f.genders).toEqual(gendersAsked(pgGendersForSubmit(s.gender))) },
  roomType: { pg: (s, f) => expect(f.roomTypes).toEqual(roomTypesAsked(pgRoomTypesForSubmit(s.roomType))) },
  pgSearch: {},
  postedSince: { listing: (s, f) => expect(f.postedSince).toEqual(postedSince(sinceFlags(s.postedSince), NOW)) },
  amenities: { listing: (s, f) => expect(f.amenities).toEqual(s.amenities) },
  verified: { listing: (s, f) => expect(f.verifiedOnly).toBe(s.verified) },
  view: {},
  box: {},
  zoom: {},
  area: { listing: (s, f) => expect(f.area).toEqual(s.area ?? []), pg: (s, f) => expect(f.area).toEqual(s.area ?? []) },
};

async function filtersOf(g: SearchGroup, s: SearchState, checked: boolean) {
  const body = toApiBody(g, s, { fallbackCity: 'Mysuru', sort: 'newest' });
  // Checked: as the API reads it, after JSON (what the client sends) and the yup check.
  const wire = checked ? JSON.parse(JSON.stringify(body)) : body;
  if (g === 'pg') return pgFilters(checked ? await validate(pgSearchBody, wire) : wire);
  return listingFilters(g, checked ? await validate(listingSearchBody(g), wire) : wire, NOW);
}

const RUNS = 60;

describe('the filter registry round-trips every filter', () => {
  it('declares a generator and a server expectation for every filter', () => {
    expect(Object.keys(GENERATE).sort()).toEqual(FILTERS.map((f) => f.field).sort());
    expect(Object.keys(EXPECT).sort()).toEqual(FILTERS.map((f) => f.field).sort());
  });

  for (const g of GROUPS) {
    it(`${g}: route id, wire body and server filters agree for ${RUNS} random searches`, async () => {
      for (let seed = 1; seed <= RUNS; seed++) {
        const s = randomState(rng(seed * 7919 + GROUPS.indexOf(g)), g);
        const id = writeSearchId(s);
        expect(parseSearchId(id), `seed ${seed}: ${id}`).toEqual(s);
        // Next hands the id over percent-encoded as a whole.
        expect(parseSearchId(encodeURIComponent(id)), `seed ${seed} (encoded)`).toEqual(s);

        const direct = await filtersOf(g, s, false);
        expect(await filtersOf(g, s, true), `seed ${seed}: the yup check changes nothing`).toEqual(direct);
        for (const f of FILTERS) {
          const e = EXPECT[f.field];
          if (g === 'pg') e.pg?.(s, direct as PgFilters);
          else e.listing?.(s, direct as ListingFilters, g);
        }
      }
    }, 60_000);
  }

  it('a filter with no server rule filters nothing: the page-only keys leave the filters alone', async () => {
    const s = randomState(rng(42), 'residential');
    const bare = { ...s, pgSearch: '', view: undefined, box: undefined, zoom: undefined };
    expect(await filtersOf('residential', { ...s, pgSearch: 'true', view: 'map', zoom: 12 }, false))
      .toEqual(await filtersOf('residential', bare, false));
  });
});
