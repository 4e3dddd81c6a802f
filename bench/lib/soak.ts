// Soak: a long mixed load against the production server with its
// resident memory sampled every 10 s. Memory that keeps growing under steady
// load is a leak (an unbounded cache, a closure kept per request, a pool); a
// server that is sound levels off once its caches are full. Pass: the last half
// of the run (5 of 10 minutes) grows the RSS by less than 5 %.
//
// The load has the variety of real traffic, not a handful of repeated requests:
// searches with many budgets, pages, sorts and localities, autocomplete prefixes,
// search and landing pages, detail pages and the home page. Repeating five URLs
// would hide exactly the per-key growth a soak is for.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { EMPTY_SEARCH, searchPath, toApiBody, type SearchGroup, type SearchState } from '@/lib/search-route';
import type { Req } from './load';

export type RssSample = { t: number; rssMb: number };
export type SoakFigures = {
  seconds: number; connections: number; requests: number; non2xx: number; errors: number; rps: number;
  samples: RssSample[];
  /** RSS at the middle of the run and at its end, and the growth between them. */
  midMb: number; endMb: number; growthPct: number; pass: boolean;
  startMb: number; peakMb: number;
  loadAvg: { start: number[]; end: number[] };
};

const CITIES = ['Bengaluru', 'Mysuru', 'Hyderabad', 'Chennai', 'Mumbai', 'Pune'];
const LOCALITIES: Record<string, string[]> = {
  Bengaluru: ['Koramangala', 'Whitefield', 'Jayanagar', 'Indiranagar', 'HSR Layout'],
  Mysuru: ['Kuvempunagar', 'Vijayanagar III Stage', 'Saraswathipuram'],
  Hyderabad: ['Gachibowli', 'Madhapur', 'Kondapur'],
  Chennai: ['Adyar', 'Velachery', 'Anna Nagar'],
  Mumbai: ['Andheri West', 'Powai', 'Bandra West'],
  Pune: ['Kothrud', 'Baner', 'Wakad'],
};
const PREFIXES = ['ko', 'wh', 'ja', 'in', 'ku', 'vi', 'ga', 'ma', 'an', 'po', 'ba', 'ka', 'na', 'sa', 'ra', 'nagar', 'layout', 'stage'];
const SEARCH_API: Record<SearchGroup, string> = {
  residential: '/api/search/residential-property-search-v2',
  commercial: '/api/search/commercial-property-search-v2',
  agriculture: '/api/search/agriculture-property-search-v2',
  pg: '/api/search/pg-search-v2',
};
const LANDINGS = ['/rs/2-bhk-for-rent-in-mysore-rd', '/rs/properties-in-mysore-rd', '/pg/pgs-in-mysore-rd', '/rs', '/cs', '/pg'];

const place = (city: string, locality = '') => ({ label: locality || city, value: { city, locality } });

/** A deterministic spread of searches: city × deal × locality × budget × page. */
function searches(n: number): { group: SearchGroup; state: SearchState; page: number; sort: 'relevance' | 'asc' | 'newest' }[] {
  const out = [];
  for (let i = 0; i < n; i++) {
    const city = CITIES[i % CITIES.length];
    const locs = LOCALITIES[city];
    const rent = i % 3 !== 0;
    const group: SearchGroup = i % 11 === 0 ? 'pg' : i % 7 === 0 ? 'commercial' : 'residential';
    // Prime moduli: city, locality, budget and page do not fall into step, so 600 searches are 600 different ones.
    const budgetMax = rent ? 5_000 + (i % 97) * 1_000 : 2_000_000 + (i % 89) * 250_000;
    const state: SearchState = {
      ...EMPTY_SEARCH,
      type: group === 'pg' ? 'pg' : rent ? 'rent' : 'sale',
      location: i % 4 === 0 ? [place(city)] : [place(city, locs[i % locs.length])],
      bedrooms: group === 'residential' && i % 2 === 0 ? [String(1 + (i % 4))] : [],
      budget: { min: null, max: budgetMax },
    };
    out.push({ group, state, page: 1 + (i % 3), sort: (['relevance', 'asc', 'newest'] as const)[i % 3] });
  }
  return out;
}

/** The request mix, in a fixed order the connections rotate through (about 1 in 4 a page). */
export function soakRequests(detailUrls: string[], variety = 600): Req[] {
  const reqs: Req[] = [];
  const list = searches(variety);
  list.forEach((s, i) => {
    reqs.push({ method: 'POST', path: SEARCH_API[s.group], body: toApiBody(s.group, s.state, { sort: s.sort, page: s.page }) });
    const city = CITIES[i % CITIES.length];
    reqs.push({ method: 'POST', path: `/api/search/auto-complete?page_no=${i % 2}`,
      body: { city_name: city, search_string: PREFIXES[i % PREFIXES.length] + (i % 5 === 0 ? 'a' : '') } });
    if (i % 2 === 0) reqs.push({ method: 'GET', path: `${searchPath(s.group, s.state)}${s.sort === 'relevance' ? '' : `?sort=${s.sort}`}` });
    if (i % 6 === 0) reqs.push({ method: 'GET', path: LANDINGS[(i / 6) % LANDINGS.length] });
    if (detailUrls.length && i % 3 === 0) reqs.push({ method: 'GET', path: detailUrls[i % detailUrls.length] });
    if (i % 25 === 0) reqs.push({ method: 'GET', path: '/' });
  });
  return reqs;
}

/** Detail page URLs of live listings, from a few searches. */
export async function collectDetailUrls(base: string, max = 60): Promise<string[]> {
  const urls = new Set<string>();
  for (const s of searches(40)) {
    if (urls.size >= max) break;
    const res = await fetch(new URL(SEARCH_API[s.group], base), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toApiBody(s.group, { ...s.state, budget: null }, { sort: 'relevance', page: 1 })),
      signal: AbortSignal.timeout(60_000),
    }).catch(() => null);
    const json = res?.ok ? await res.json().catch(() => null) : null;
    for (const c of (json?.data?.data ?? []) as { url?: string }[]) if (typeof c.url === 'string') urls.add(c.url);
  }
  return [...urls].slice(0, max);
}

/** Resident memory of a process group, in MB (Linux /proc), summed over its members. */
export function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      // Field 5 (after the parenthesised command name) is the process group.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${d}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* exited meanwhile */
    }
  }
  return kb / 1024;
}

/** Growth of the last half of the run: RSS at the end against RSS at the middle sample. */
export function judge(samples: RssSample[], limitPct = 5): Pick<SoakFigures, 'midMb' | 'endMb' | 'growthPct' | 'pass' | 'startMb' | 'peakMb'> {
  if (samples.length < 2) return { midMb: NaN, endMb: NaN, growthPct: NaN, pass: false, startMb: NaN, peakMb: NaN };
  const end = samples[samples.length - 1];
  const halfway = end.t / 2;
  const mid = samples.reduce((best, s) => (Math.abs(s.t - halfway) < Math.abs(best.t - halfway) ? s : best), samples[0]);
  const growthPct = ((end.rssMb - mid.rssMb) / mid.rssMb) * 100;
  return {
    midMb: mid.rssMb, endMb: end.rssMb, growthPct, pass: growthPct < limitPct,
    startMb: samples[0].rssMb, peakMb: Math.max(...samples.map((s) => s.rssMb)),
  };
}

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** Runs the mixed load for `seconds` on `connections`, sampling the server group's RSS every `everyMs`. */
export async function soak(opts: {
  base: string; pgid: number; seconds: number; connections: number; requests: Req[]; everyMs?: number;
  onSample?: (s: RssSample) => void;
}): Promise<SoakFigures> {
  const loadStart = (await import('node:os')).loadavg();
  const samples: RssSample[] = [];
  const t0 = Date.now();
  const sample = () => {
    const s = { t: Math.round((Date.now() - t0) / 1000), rssMb: Math.round(groupRssMb(opts.pgid)) };
    samples.push(s);
    opts.onSample?.(s);
  };
  sample();
  const timer = setInterval(sample, opts.everyMs ?? 10_000);
  let next = 0;
  const reqs = opts.requests;
  const shape = (r: Req) => (r.body === undefined
    ? { method: r.method, path: r.path, headers: PAGE_HEADERS, body: undefined }
    : { method: r.method, path: r.path, headers: JSON_HEADERS, body: JSON.stringify(r.body) });
  let non2xx = 0;
  const instance = autocannon({
    url: opts.base, connections: opts.connections, duration: opts.seconds, timeout: 30, bailout: 1_000_000,
    requests: [{ ...shape(reqs[0]), setupRequest: (r: object) => ({ ...r, ...shape(reqs[next++ % reqs.length]) }) }],
  });
  (instance as unknown as NodeJS.EventEmitter).on('response', (_c: unknown, status: number) => {
    if (status < 200 || status >= 300) non2xx++;
  });
  const result = await instance;
  clearInterval(timer);
  sample();
  const requests = result.requests.total;
  return {
    seconds: opts.seconds, connections: opts.connections, requests, non2xx, errors: result.errors + result.timeouts,
    rps: requests / opts.seconds, samples, ...judge(samples),
    loadAvg: { start: loadStart, end: (await import('node:os')).loadavg() },
  };
}
