import {
  FACING, FURNISHING, groupOf, PG_GENDERS, PG_ROOM_TYPES, POSTED_BY, valuesOf, type PropGroup,
} from './enums';
import type { LocationOption } from './location-option';
import { boxProblem, formatBox, formatPolygon, parseBox, parsePolygon, polygonProblem, zoomProblem, type Box, type LatLng } from './map/geo';

// SPEC §2 "Search route id": one path segment of key=value pairs joined by '&'
// (/search/residential/type=rent&location=%5B...%5D&bedrooms=2&budget=0,20000).
// Everything that reads or writes that segment goes through this file, and
// every value read is checked: a hand-edited or stale URL gives a safe search,
// never a 400 from the API or a crash.

export type SearchGroup = PropGroup | 'pg';
export type SearchType = 'sale' | 'rent' | 'pg';
export type SortKey = 'relevance' | 'asc' | 'desc' | 'newest';
export const SORT_KEYS: readonly SortKey[] = ['relevance', 'asc', 'desc', 'newest'];
/** A numeric range; null = open at that end (the slider sat at its bound). */
export type Bound = { min: number | null; max: number | null };

export type SearchState = {
  type: SearchType;
  location: LocationOption[];
  propType: string[];
  /** Empty = all (the URL never carries 'all'). */
  bedrooms: string[];
  bathrooms: string[];
  /** Rupees, whatever slider produced it. */
  budget: Bound | null;
  superArea: Bound | null;
  carpetArea: Bound | null;
  plotArea: Bound | null;
  furnishingStatus: string[];
  /** Spelled as the spec's key. '' | new | resale | any. */
  transcation: string;
  status: string;
  postedBy: string[];
  postedSince: string;
  facing: string[];
  gender: string[];
  roomType: string[];
  pgSearch: string;
  /** Not in the spec's key list: carried so the More Filter choices survive the round trip. */
  amenities: string[];
  verified: boolean;
  /** Map search: the view, the map's box and zoom, a drawn area (absent = list, no area). */
  view?: 'map';
  box?: Box | null;
  zoom?: number | null;
  area?: LatLng[];
};

export const EMPTY_SEARCH: SearchState = {
  type: 'sale', location: [], propType: [], bedrooms: [], bathrooms: [], budget: null, superArea: null,
  carpetArea: null, plotArea: null, furnishingStatus: [], transcation: '', status: '', postedBy: [],
  postedSince: '', facing: [], gender: [], roomType: [], pgSearch: '', amenities: [], verified: false,
};

const KEYS = ['type', 'location', 'propType', 'budget', 'bedrooms', 'bathrooms', 'transcation', 'status',
  'furnishingStatus', 'facing', 'postedBy', 'superArea', 'plotArea', 'carpetArea', 'gender', 'roomType',
  'pgSearch', 'postedSince', 'amenities', 'verified', 'view', 'bbox', 'zoom', 'area'] as const;
type Key = (typeof KEYS)[number];

const ROOMS = ['1', '2', '3', '4', '5'];
const MAX_AMOUNT = 1e12;

/* ------------------------------- reading ------------------------------- */

function decodeOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s; // a lone '%' in already-decoded text
  }
}

/**
 * Next hands the [id] param over percent-encoded as a whole (the separators
 * arrive as %26 and %3D), so one decode gives key=value text whose values are
 * plain; labels may then hold '&' themselves, hence splitting only before a
 * known key.
 */
export function splitSearchId(id: string): Map<Key, string> {
  const text = decodeOnce(id.replace(/^\/+|\/+$/g, ''));
  const boundary = new RegExp(`&(?=(?:${KEYS.join('|')})=)`);
  const out = new Map<Key, string>();
  for (const pair of text.split(boundary)) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const key = pair.slice(0, eq) as Key;
    if ((KEYS as readonly string[]).includes(key) && !out.has(key)) out.set(key, pair.slice(eq + 1));
  }
  return out;
}

/**
 * Whether a route id is a search id at all: it starts with one of the route's keys
 * (`type=…`). Stale or hand-edited values still give a safe search, but a segment
 * such as "garbage" names no search: the page answers 404, not an empty copy.
 */
export function isSearchId(id: string): boolean {
  const text = decodeOnce(id.replace(/^\/+|\/+$/g, ''));
  return new RegExp(`^(?:${KEYS.join('|')})=`).test(text);
}

const plain = (v: string) => (/%[0-9a-f]{2}/i.test(v) ? decodeOnce(v) : v).trim();
const list = (v: string | undefined) => (v ? plain(v).split(',').map((s) => s.trim()).filter(Boolean) : []);
const unique = <T>(xs: T[]) => [...new Set(xs)];
const oneOf = (v: string | undefined, allowed: readonly string[]) => {
  const s = v ? plain(v) : '';
  return allowed.includes(s) ? s : '';
};
const listOf = (v: string | undefined, allowed: readonly string[]) => unique(list(v).filter((s) => allowed.includes(s)));

function parseBound(v: string | undefined): Bound | null {
  if (!v) return null;
  const [a = '', b = ''] = plain(v).split(',');
  const num = (s: string) => {
    if (!/^\d+(\.\d+)?$/.test(s.trim())) return null;
    const n = Number(s);
    return n <= MAX_AMOUNT ? n : null;
  };
  let min = num(a);
  let max = num(b);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return min === null && max === null ? null : { min, max };
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : null);

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

/** Types of the first one's group only (SPEC §4 one group); agriculture keeps one. */
export function samePropGroup(types: string[]): string[] {
  const known = unique(types.filter((t) => groupOf(t)));
  const group = known.length ? groupOf(known[0]) : undefined;
  if (group === 'agriculture') return known.slice(0, 1);
  return known.filter((t) => groupOf(t) === group);
}

function parseType(v: string | undefined): SearchType {
  const t = v ? plain(v).toLowerCase() : '';
  if (t === 'rent' || t === 'pg') return t;
  return 'sale'; // sell, sale, missing or junk
}

const rooms = (v: string | undefined) => (list(v).includes('all') ? [] : listOf(v, ROOMS));
const canonical = (v: string | undefined, allowed: readonly string[]) =>
  unique(list(v).map((s) => allowed.find((a) => a.toLowerCase() === s.toLowerCase())).filter((s): s is string => !!s));

export function parseSearchId(id: string | null | undefined): SearchState {
  const m = splitSearchId(id ?? '');
  return {
    type: parseType(m.get('type')),
    location: parseLocation(m.get('location')),
    propType: samePropGroup(list(m.get('propType'))),
    bedrooms: rooms(m.get('bedrooms')),
    bathrooms: rooms(m.get('bathrooms')),
    budget: parseBound(m.get('budget')),
    superArea: parseBound(m.get('superArea')),
    carpetArea: parseBound(m.get('carpetArea')),
    plotArea: parseBound(m.get('plotArea')),
    furnishingStatus: listOf(m.get('furnishingStatus'), valuesOf(FURNISHING)),
    transcation: oneOf(m.get('transcation'), ['new', 'resale', 'any']),
    status: oneOf(m.get('status'), ['under_construction', 'ready_to_move', 'any']),
    postedBy: listOf(m.get('postedBy'), valuesOf(POSTED_BY)),
    postedSince: oneOf(m.get('postedSince'), ['today', 'yesterday', 'thisWeek', 'thisMonth', 'all']),
    facing: listOf(m.get('facing'), valuesOf(FACING)),
    gender: canonical(m.get('gender'), valuesOf(PG_GENDERS)),
    roomType: listOf(m.get('roomType'), valuesOf(PG_ROOM_TYPES)),
    pgSearch: (m.get('pgSearch') ? plain(m.get('pgSearch')!) : '').replace(/[^\w-]/g, '').slice(0, 40),
    amenities: unique(list(m.get('amenities')).map((a) => a.slice(0, 60))).slice(0, 20),
    verified: ['true', '1'].includes(plain(m.get('verified') ?? '')),
    ...mapKeys(m),
  };
}

/** The map keys, each dropped when unusable (the map API gives the 400s; a page just ignores them). */
function mapKeys(m: Map<Key, string>): Pick<SearchState, 'view' | 'box' | 'zoom' | 'area'> {
  const out: Pick<SearchState, 'view' | 'box' | 'zoom' | 'area'> = {};
  if (m.get('view') && plain(m.get('view')!) === 'map') out.view = 'map';
  const box = parseBox(m.get('bbox') && plain(m.get('bbox')!));
  if (box && !boxProblem(box)) out.box = box;
  const zoom = Number(m.get('zoom') ? plain(m.get('zoom')!) : NaN);
  if (!zoomProblem(zoom)) out.zoom = zoom;
  const area = parsePolygon(m.get('area') && plain(m.get('area')!));
  if (area.length && !polygonProblem(area)) out.area = area;
  return out;
}

/* ------------------------------- writing ------------------------------- */

// Commas stay readable: they separate list items and range ends.
const enc = (v: string) => encodeURIComponent(v).replace(/%2C/g, ',');
const bound = (b: Bound | null) =>
  b && (b.min !== null || b.max !== null) ? `${b.min ?? ''},${b.max ?? ''}` : '';

export function writeSearchId(s: SearchState): string {
  const values: Record<Key, string> = {
    type: s.type,
    location: s.location.length
      ? encodeURIComponent(JSON.stringify(s.location.map(({ label, value }) => ({ label, value: { city: value.city, locality: value.locality } }))))
      : '',
    propType: enc(s.propType.join(',')),
    budget: bound(s.budget),
    bedrooms: s.bedrooms.filter((b) => b !== 'all').join(','),
    bathrooms: s.bathrooms.filter((b) => b !== 'all').join(','),
    transcation: s.transcation,
    status: s.status,
    furnishingStatus: s.furnishingStatus.join(','),
    facing: s.facing.join(','),
    postedBy: s.postedBy.join(','),
    superArea: bound(s.superArea),
    plotArea: bound(s.plotArea),
    carpetArea: bound(s.carpetArea),
    gender: s.gender.join(','),
    roomType: s.roomType.join(','),
    pgSearch: enc(s.pgSearch),
    postedSince: s.postedSince,
    amenities: enc(s.amenities.join(',')),
    verified: s.verified ? 'true' : '',
    view: s.view === 'map' ? 'map' : '',
    bbox: s.view === 'map' && s.box ? formatBox(s.box) : '',
    zoom: s.view === 'map' && s.zoom ? String(s.zoom) : '',
    area: s.area?.length ? formatPolygon(s.area) : '',
  };
  return KEYS.filter((k) => values[k] !== '').map((k) => `${k}=${values[k]}`).join('&');
}

/** The page a search belongs on: PG by type, else by the first property type (none = residential). */
export function groupOfSearch(s: Pick<SearchState, 'type' | 'propType'>): SearchGroup {
  if (s.type === 'pg') return 'pg';
  return (s.propType[0] && groupOf(s.propType[0])) || 'residential';
}

export function searchPath(group: SearchGroup, s: SearchState): string {
  const state: SearchState = group === 'pg'
    ? { ...s, type: 'pg' }
    : { ...s, type: s.type === 'pg' ? 'sale' : s.type, propType: s.propType.filter((t) => groupOf(t) === group) };
  return `/search/${group}/${writeSearchId(state)}`;
}

/** The same search as a list (no map view, box or zoom), within `area` (the search's own when not given). */
export function listViewPath(group: SearchGroup, s: SearchState, area: LatLng[] | undefined = s.area): string {
  return searchPath(group, { ...s, view: undefined, box: null, zoom: null, area });
}

export const isSortKey = (v: unknown): v is SortKey => typeof v === 'string' && (SORT_KEYS as string[]).includes(v);

export { toApiBody, type ApiBodyOptions, type SearchApiBody } from './search-api-body';
