import { FIRST_PAGE, PAGE_SIZE } from '../constants';
import { groupOf, type PropGroup } from '../enums';
import { decodeOnce } from './filters/codec';
import { FILTERS } from './filters/index';
import type { ApiBodyOptions, ListingWire, PgWire, SearchApiBody, WireContext } from './filters/types';
import type { SearchGroup, SearchState } from './state';

// The route id and the wire body of a search, derived from the filter registry.

/** Every key the route id knows, in the order it writes them. */
export const ROUTE_KEYS: readonly string[] = FILTERS.map((f) => f.key);

export const EMPTY_SEARCH: SearchState = Object.fromEntries(
  FILTERS.filter((f) => f.empty !== undefined).map((f) => [f.field, f.empty]),
) as SearchState;

/**
 * Next hands the [id] param over percent-encoded as a whole (the separators
 * arrive as %26 and %3D), so one decode gives key=value text whose values are
 * plain; labels may then hold '&' themselves, hence splitting only before a
 * known key.
 */
export function splitSearchId(id: string): Map<string, string> {
  const text = decodeOnce(id.replace(/^\/+|\/+$/g, ''));
  const boundary = new RegExp(`&(?=(?:${ROUTE_KEYS.join('|')})=)`);
  const out = new Map<string, string>();
  for (const pair of text.split(boundary)) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const key = pair.slice(0, eq);
    if (ROUTE_KEYS.includes(key) && !out.has(key)) out.set(key, pair.slice(eq + 1));
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
  return new RegExp(`^(?:${ROUTE_KEYS.join('|')})=`).test(text);
}

export function parseSearchId(id: string | null | undefined): SearchState {
  const m = splitSearchId(id ?? '');
  const out: Record<string, unknown> = {};
  for (const f of FILTERS) {
    const v = f.parse(m.get(f.key));
    if (v !== undefined) out[f.field] = v;
    else if (f.empty !== undefined) out[f.field] = f.empty;
  }
  return out as SearchState;
}

export function writeSearchId(s: SearchState): string {
  return FILTERS.map((f) => [f.key, f.write(s)]).filter(([, v]) => v !== '').map(([k, v]) => `${k}=${v}`).join('&');
}

/** The search-v2 body for a route state (SPEC §7 field names, typos included): each filter writes its fields. */
export function toApiBody(group: 'pg', s: SearchState, opts?: ApiBodyOptions): PgWire;
export function toApiBody(group: PropGroup, s: SearchState, opts?: ApiBodyOptions): ListingWire;
export function toApiBody(group: SearchGroup, s: SearchState, opts?: ApiBodyOptions): SearchApiBody;
export function toApiBody(group: SearchGroup, s: SearchState, opts: ApiBodyOptions = {}): SearchApiBody {
  const c: WireContext = { group, types: s.propType.filter((t) => groupOf(t) === group), opts };
  const paging = { page: opts.page ?? FIRST_PAGE, limit: opts.limit ?? PAGE_SIZE, orderByAmount: opts.sort ?? 'relevance' };
  if (group === 'pg') return Object.assign({}, ...FILTERS.map((f) => f.pgWire?.(s, c)), paging) as PgWire;
  return Object.assign({}, ...FILTERS.map((f) => f.listingWire?.(s, c)), paging) as ListingWire;
}

export const isPgBody = (b: SearchApiBody): b is PgWire => 'room_type' in b;
