import { DEFAULT_CITY, FIRST_PAGE, PAGE_SIZE } from './constants';
import { groupOf } from './enums';
import { bathroomsForSubmit, bedroomsForSubmit, pgGendersForSubmit, pgRoomTypesForSubmit } from './filter-submit-values';
import type { Bound, SearchGroup, SearchState, SortKey } from './search-route';

// The search-v2 request body for a route state (SPEC §7). Re-exported by
// lib/search-route, which is where callers import it from.

const unique = <T>(xs: T[]) => [...new Set(xs)];

const apiRange = (b: Bound | null) => ({ min: b?.min == null ? '' : String(b.min), max: b?.max == null ? '' : String(b.max) });

export type ApiBodyOptions = { fallbackCity?: string; sort?: SortKey; page?: number; limit?: number };
export type SearchApiBody = { city: string[]; page: number; limit: number; [key: string]: unknown };

/** The route state's location chips as places, trimmed, without repeats (any case); chips without a city dropped. */
export function placesOf(s: SearchState): { city: string; locality: string }[] {
  const seen = new Set<string>();
  const out: { city: string; locality: string }[] = [];
  for (const { value } of s.location) {
    const city = value.city?.trim() ?? '';
    const locality = value.locality?.trim() ?? '';
    const key = `${city.toLowerCase()}|${locality.toLowerCase()}`;
    if (!city || seen.has(key)) continue;
    seen.add(key);
    out.push({ city, locality });
  }
  return out;
}

/** The search-v2 body for a route state (SPEC §7 field names, typos included). */
export function toApiBody(group: SearchGroup, s: SearchState, opts: ApiBodyOptions = {}): SearchApiBody {
  const cities = unique(s.location.map((l) => l.value.city).filter(Boolean));
  const localities = unique(s.location.map((l) => l.value.locality).filter(Boolean));
  const city = cities[0] ?? (opts.fallbackCity?.trim() || DEFAULT_CITY);
  const common = {
    city: cities.length ? cities : [city],
    location: { type: localities.length ? 'locality' : 'city', city, locality: localities },
    // Not in the SPEC: each chip's locality with its own city, so
    // "Vijayanagar, Mysuru" is not also searched in Bengaluru. The server
    // prefers it over city/location; a chip without a locality is a whole city.
    ...(s.location.length ? { places: placesOf(s) } : {}),
    // Not in the SPEC: the drawn area; results, counts and saved-search alerts honour it.
    ...(s.area?.length ? { area: s.area } : {}),
    page: opts.page ?? FIRST_PAGE,
    limit: opts.limit ?? PAGE_SIZE,
    orderByAmount: opts.sort ?? 'relevance',
  };
  if (group === 'pg') {
    return {
      ...common,
      amount: apiRange(s.budget),
      gender: pgGendersForSubmit(s.gender),
      room_type: pgRoomTypesForSubmit(s.roomType),
    };
  }
  const types = s.propType.filter((t) => groupOf(t) === group);
  const since = s.postedSince;
  return {
    ...common,
    property_type: group,
    property_sub_type: types,
    post_type: s.type === 'rent' ? 'rent' : 'sale',
    budget: apiRange(s.budget),
    ...(group === 'commercial' ? {} : { bedrooms: bedroomsForSubmit(s.bedrooms, types) }),
    bathrooms: bathroomsForSubmit(s.bathrooms),
    owner_type: s.postedBy,
    super_area: apiRange(s.superArea),
    carpet_area: apiRange(s.carpetArea),
    plot_area: apiRange(s.plotArea),
    furnishing_area: s.furnishingStatus,
    facing: s.facing,
    amenities: s.amenities,
    ...(s.verified ? { proprty_status: 'approved' } : {}),
    ...(s.transcation ? { transaction: s.transcation } : {}),
    ...(s.status ? { Status: s.status } : {}),
    today: since === 'today',
    yesterday: since === 'yesterday',
    thisWeek: since === 'thisWeek',
    thisMonth: since === 'thisMonth',
  };
}

