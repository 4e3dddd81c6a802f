import fs from 'node:fs';
import path from 'node:path';
import { EMPTY_SEARCH, searchPath, toApiBody } from '@/lib/search-route';
import { measure, warm, type Req } from './load';
import type { CpuSource } from './cpu';
import type { HttpFigures } from './types';

// Pages/s and p95 of the pages crawlers and first visits hit
// (landing pages, popular city searches) with the shared data cache warm
// ("cached": the same URL again and again) and cold ("uncached": every request
// a search nobody asked for before, so its data is computed), at C
// connections; and the same page's HTML as a static file of the same server,
// the ceiling. The goal is >= 300 pages/s cached.

export const THROUGHPUT_TARGET_RPS = 300;

export type ThroughputRow = {
  id: string; label: string; cached: HttpFigures | null; uncached: HttpFigures | null; htmlBytes: number | null;
  /** Uncached at 1 connection: what one render costs a visitor, without queueing. */
  uncached1?: HttpFigures | null;
};
export type ThroughputFigures = { connections: number; rows: ThroughputRow[]; ceiling: HttpFigures | null; ceilingOf: string | null; error?: string };

const loc = (city: string) => [{ label: city, value: { city, locality: '' } }];
const EMPTY = { type: 'rent' as const, location: loc('Bengaluru'), propType: [], bedrooms: [], bathrooms: [], budget: null,
  superArea: null, carpetArea: null, plotArea: null, furnishingStatus: [], transcation: '', status: '', postedBy: [],
  postedSince: '', facing: [], gender: [], roomType: [], pgSearch: '', amenities: [], verified: false };

/** Pages measured; `variant(i)` is the same kind of page with a search no one made before (uncached data). */
export function throughputPages(): { id: string; label: string; path: string; variant: (i: number) => string }[] {
  const cityRent = searchPath('residential', EMPTY);
  const withBudget = (max: number) => searchPath('residential', { ...EMPTY, budget: { min: null, max } });
  return [
    { id: 'tp-landing-pg', label: 'Landing /pg/pgs-in-mysore-rd', path: '/pg/pgs-in-mysore-rd',
      variant: (i) => searchPath('pg', { ...EMPTY, type: 'pg', location: loc('Mysuru'), budget: { min: null, max: 20_000 - i } }) },
    { id: 'tp-landing-rs', label: 'Landing /rs/properties-in-mysore-rd', path: '/rs/properties-in-mysore-rd',
      variant: (i) => searchPath('residential', { ...EMPTY, type: 'sale', location: loc('Mysuru'), budget: { min: null, max: 30_000_000 - i * 1000 } }) },
    { id: 'tp-city-rent', label: 'City search: Bengaluru rent', path: cityRent, variant: (i) => withBudget(100_000 - i) },
  ];
}

type Opts = { base: string; connections: number; seconds: number; cpu?: CpuSource[] };

export async function measureThroughput(o: Opts): Promise<{ rows: ThroughputRow[]; html: Map<string, string> }> {
  const rows: ThroughputRow[] = [];
  const html = new Map<string, string>();
  for (const p of throughputPages()) {
    const page = await fetch(new URL(p.path, o.base), { headers: { accept: 'text/html' } }).then((r) => r.text()).catch(() => '');
    html.set(p.id, page);
    const req: Req = { method: 'GET', path: p.path };
    await warm(o.base, [req], 5);
    const cached = (await measure({ id: `${p.id}-cached`, label: `${p.label} (cached)`, base: o.base, requests: [req],
      connections: o.connections, seconds: o.seconds, cpu: o.cpu })).figures;
    // 2,000 distinct searches: more than the run can ask for, so each is computed.
    const variants: Req[] = Array.from({ length: 2000 }, (_, i) => ({ method: 'GET', path: p.variant(i + 1) }));
    const uncached = (await measure({ id: `${p.id}-uncached`, label: `${p.label} (uncached)`, base: o.base, requests: variants, unique: true,
      connections: o.connections, seconds: o.seconds, cpu: o.cpu })).figures;
    // Another 2,000 unseen searches for the 1-connection run (the first run's are in the data cache now).
    const fresh: Req[] = Array.from({ length: 2000 }, (_, i) => ({ method: 'GET', path: p.variant(i + 2001) }));
    const uncached1 = (await measure({ id: `${p.id}-uncached-1`, label: `${p.label} (uncached, 1 connection)`, base: o.base, requests: fresh,
      unique: true, connections: 1, seconds: o.seconds, cpu: o.cpu })).figures;
    rows.push({ id: p.id, label: p.label, cached, uncached, uncached1, htmlBytes: page ? Buffer.byteLength(page) : null });
    console.log(`[bench] ${p.label}: cached ${cached.rps.toFixed(0)}/s p95 ${cached.p95.toFixed(1)} ms; uncached ${uncached.rps.toFixed(0)}/s p95 ${uncached.p95.toFixed(1)} ms; ` +
      `uncached at 1 connection p95 ${uncached1.p95.toFixed(1)} ms`);
  }
  rows.push(await measureDetails(o));
  return { rows, html };
}

/** Up to `n` distinct property detail URLs, from the search API's cards (Bengaluru rent and sale, page by page). */
async function detailUrls(base: string, n: number): Promise<string[]> {
  const urls = new Set<string>();
  for (const type of ['rent', 'sale'] as const) {
    const body = toApiBody('residential', { ...EMPTY_SEARCH, type, location: loc('Bengaluru') }, { sort: 'newest', page: 1 });
    for (let page = 1; urls.size < n && page <= 40; page++) {
      const res = await fetch(new URL('/api/search/residential-property-search-v2', base), {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, page }),
      }).then((r) => r.json()).catch(() => null) as { data?: { data?: { url?: string }[] } } | null;
      const cards = res?.data?.data ?? [];
      if (!cards.length) break;
      for (const c of cards) if (typeof c.url === 'string' && c.url.startsWith('/property-details/')) urls.add(c.url);
    }
  }
  return [...urls].slice(0, n);
}

/**
 * Property detail pages, each asked for once at 1 connection: a detail page is never from the page
 * cache (it counts a view), so every answer is a render with its own data (similar listings, price
 * context, the view written).
 */
async function measureDetails(o: Opts): Promise<ThroughputRow> {
  const urls = await detailUrls(o.base, 1600);
  const row: ThroughputRow = { id: 'tp-detail', label: 'Property detail page', cached: null, uncached: null, htmlBytes: null };
  if (!urls.length) return row;
  row.htmlBytes = Buffer.byteLength(await fetch(new URL(urls[0], o.base)).then((r) => r.text()).catch(() => ''));
  row.uncached1 = (await measure({ id: 'tp-detail-1', label: 'Property detail page (uncached, 1 connection)', base: o.base,
    requests: urls.slice(1).map((path): Req => ({ method: 'GET', path })), unique: true, connections: 1, seconds: o.seconds, cpu: o.cpu })).figures;
  console.log(`[bench] Property detail pages (${urls.length} distinct): uncached at 1 connection p95 ${row.uncached1.p95.toFixed(1)} ms`);
  return row;
}

/** The static copy's place: public/ is read when the server starts, so it is written before a restart. */
export function writeStaticCopy(html: string): string {
  const dir = path.resolve('public/bench-static');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'page.html'), html);
  return '/bench-static/page.html';
}

export const removeStaticCopy = () => fs.rmSync(path.resolve('public/bench-static'), { recursive: true, force: true });

export async function measureCeiling(o: Opts, staticPath: string): Promise<HttpFigures> {
  const req: Req = { method: 'GET', path: staticPath };
  await warm(o.base, [req], 5);
  return (await measure({ id: 'tp-static', label: 'Same page as a static file', base: o.base, requests: [req],
    connections: o.connections, seconds: o.seconds, cpu: o.cpu })).figures;
}

const f1 = (n: number | undefined | null) => (n == null || !Number.isFinite(n) ? '–' : n.toFixed(1));
const f0 = (n: number | undefined | null) => (n == null || !Number.isFinite(n) ? '–' : n.toFixed(0));

export function renderThroughput(t: ThroughputFigures | undefined): string {
  if (!t) return '';
  const lines = [
    `## Page throughput, ${t.connections} connections`, '',
    `Target: ≥ ${THROUGHPUT_TARGET_RPS} pages/s for landing pages and popular city searches, fresh within 60 s. "Cached" repeats`,
    `one URL: a signed-out visitor's page comes from the production server's page cache (server/platform/runtime/page-cache.ts), rendered`,
    `once per URL and city per 30 s or until a listing changes, each answer with a fresh CSP nonce. "Uncached" asks 2,000`,
    `searches nobody made before, so each page is rendered and its data computed. The ceiling is the same HTML as a static`,
    `file of the same server.`, '',
    `"Uncached, 1 connection" is the same with one request at a time (another 2,000 unseen searches; for detail pages, every`,
    `page a different listing): what one render costs a visitor, without queueing.`, '',
    '| page | HTML kB | cached pages/s | cached p95 ms | CPU ms/page | uncached pages/s | uncached p95 ms | uncached, 1 connection: p95 ms | CPU ms/page | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...t.rows.map((r) => `| ${r.label} | ${r.htmlBytes ? (r.htmlBytes / 1024).toFixed(0) : '–'} | ${f0(r.cached?.rps)} | ${f1(r.cached?.p95)} | ${f1(r.cached?.cpuMsPerReq)} | ${f0(r.uncached?.rps)} | ${f1(r.uncached?.p95)} | ${f1(r.uncached1?.p95)} | ${f1(r.uncached1?.cpuMsPerReq)} | ${r.cached ? ((r.cached.rps ?? 0) >= THROUGHPUT_TARGET_RPS ? '✓' : '✗') : '–'} |`),
  ];
  if (t.ceiling) {
    const best = Math.max(...t.rows.map((r) => r.cached?.rps ?? 0));
    lines.push('', `Ceiling: ${t.ceilingOf ?? 'the page'} as a static file: ${f0(t.ceiling.rps)} pages/s, p95 ${f1(t.ceiling.p95)} ms; ` +
      `the best cached page reaches ${t.ceiling.rps ? ((best / t.ceiling.rps) * 100).toFixed(0) : '–'} % of it.`);
  }
  if (t.error) lines.push('', `Throughput phase error: ${t.error}`);
  return `${lines.join('\n')}\n`;
}
