import { DEFAULT_CITY } from '../../constants';
import type { LocationOption } from '../../location-option';
import { decodeOnce } from './codec';
import { defineFilter, type CommonWire, type PlaceRules, type WireContext, type WirePlace } from './types';
import type { SearchState } from '../state';

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : null);
const unique = <T>(xs: T[]) => [...new Set(xs)];

/** The location chips of a route id (a JSON list of {label, value: {city, locality}}), checked. */
export function parseLocation(v: string | undefined): LocationOption[] {
  if (!v) return [];
  let raw: unknown;
  for (const candidate of [v, decodeOnce(v)]) {
    try {
      raw = JSON.parse(candidate);
      break;
    } catch {
      raw = undefined;
    }
  }
  if (!Array.isArray(raw)) return [];
  const out: LocationOption[] = [];
  for (const item of raw.slice(0, 20)) {
    const value = item?.value;
    const city = text(value?.city, 80);
    const locality = text(value?.locality ?? '', 120);
    const label = text(item?.label, 200) || locality || city;
    if (!city || locality === null || !label) continue;
    if (!out.some((o) => o.value.city === city && o.value.locality === locality)) {
      out.push({ label, value: { city, locality } });
    }
  }
  return out;
}

/** The route state's location chips as places, trimmed, without repeats (any case); chips without a city dropped. */
export function placesOf(s: Pick<SearchState, 'location'>): WirePlace[] {
  const seen = new Set<string>();
  const out: WirePlace[] = [];
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

/** Where to search, as both bodies carry it; no chip = the fallback city. */
function locationWire(s: SearchState, c: WireContext): Pick<CommonWire, 'city' | 'location' | 'places'> {
  const cities = unique(s.location.map((l) => l.value.city).filter(Boolean));
  const localities = unique(s.location.map((l) => l.value.locality).filter(Boolean));
  const city = cities[0] ?? (c.opts.fallbackCity?.trim() || DEFAULT_CITY);
  return {
    city: cities.length ? cities : [city],
    location: { type: localities.length ? 'locality' : 'city', city, locality: localities },
    // Each chip's locality with its own city, so "Vijayanagar, Mysuru" is not also searched in
    // Bengaluru; a chip without a locality is a whole city.
    ...(s.location.length ? { places: placesOf(s) } : {}),
  };
}

const samePlace = (a: LocationOption, b: LocationOption) =>
  a.value.city === b.value.city && a.value.locality === b.value.locality;

/** SPEC §2 location chips in a filter form. */
const PLACE_RULES: PlaceRules = {
  // A whole city (no locality) replaces the chosen places, a locality is added once; the form's city becomes the pick's.
  pick: ({ chosen, city }, picked) => ({
    chosen: !picked.value.locality ? [picked] : chosen.some((o) => samePlace(o, picked)) ? [...chosen] : [...chosen, picked],
    city: picked.value.city || city,
  }),
  // Removing the last place clears the city; otherwise it stays.
  remove: ({ chosen, city }, gone) => {
    const next = chosen.filter((o) => !samePlace(o, gone));
    return { chosen: next, city: next.length ? city : '' };
  },
};

export const location = defineFilter({
  field: 'location',
  key: 'location',
  empty: [],
  parse: parseLocation,
  write: (s) => (s.location.length
    ? encodeURIComponent(JSON.stringify(s.location.map(({ label, value }) => ({ label, value: { city: value.city, locality: value.locality } }))))
    : ''),
  listingWire: locationWire,
  pgWire: locationWire,
  chips: (s, city) => s.location.filter((l) => l.value.locality).map((l) => {
    const rest = s.location.filter((o) => o !== l);
    // Removing the last locality leaves the whole city, not no place at all.
    return { key: `loc-${l.value.locality}`, label: l.value.locality, next: { location: rest.length ? rest : [{ label: city, value: { city, locality: '' } }] } };
  }),
  indexing: 'page',
  index: { listings: { name: 'listings_count_idx', columns: ['city', 'locality'] }, pgs: { name: 'pgs_filter_idx', columns: ['city', 'locality'] } },
  control: { kind: 'places', places: PLACE_RULES, slice: { key: 'locality', initial: { residential: [], commercial: [], agriculture: [], pg: [] } } },
});
