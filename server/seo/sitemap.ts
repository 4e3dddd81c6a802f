import 'server-only';
import { STATIC_PAGES } from '@/lib/static-content';
import { minLiveFor } from '@/lib/seo/index-policy';
import { LANDING_GROUPS, LANDING_PREFIX, LANDINGS, landingPath, landingSearch } from '@/landing-data';
import { searchFigures } from '../search/catalog/figures';
import { indexablePages } from './indexable-pages';
import { landingTwins } from './landing-twins';
import { itemEntries, liveItemCount } from './sitemap-items';
import { escapeXml, URLS_PER_SITEMAP, urlsetStream, type SitemapEntry } from './sitemap-xml';

// The sitemap (issues 14 and 28): the pages search engines should know, as a
// sitemap index (/sitemap.xml) over parts of at most 50,000 URLs (the
// protocol's cap): "pages" (home, static pages, the SPEC landing pages that
// have listings), "search-N" (every indexable search page: per city and per
// locality with enough listings, each family; lastmod = its newest listing;
// server/seo/indexable-pages.ts) and "items-N" (every live listing, PG and
// project). Nothing the indexing policy marks noindex is listed.

export { URLS_PER_SITEMAP, urlsetXml } from './sitemap-xml';
export { liveItemCount } from './sitemap-items';

const BATCH = 5_000;

/** Home, static pages, the landing indexes and the landing pages that are indexable and not a search part's. */
export async function pageEntries(): Promise<SitemapEntry[]> {
  const twinned = new Set(landingTwins().map(([, landing]) => landing));
  const landings = await Promise.all(LANDING_GROUPS.flatMap((g) => LANDINGS[g].map(async (e) => {
    const path = landingPath(g, e);
    if (twinned.has(path)) return null;
    const { state } = landingSearch(g, e as never);
    // Uncached: outside a page render, and a crawler asks rarely.
    const { total } = await searchFigures(g, state, e.city, false);
    return total >= minLiveFor(state) ? { path } : null;
  })));
  return [
    { path: '/' },
    ...Object.keys(STATIC_PAGES).map((slug) => ({ path: `/static-pages/${slug}` })),
    ...LANDING_GROUPS.map((g) => ({ path: LANDING_PREFIX[g] })),
    ...landings.filter((l): l is SitemapEntry => !!l),
  ];
}

async function searchEntries(): Promise<SitemapEntry[]> {
  return (await indexablePages()).map((p) => ({ path: p.path, lastModified: p.lastmod ?? undefined }));
}

const partsOf = (n: number, prefix: string) => Array.from({ length: Math.ceil(n / URLS_PER_SITEMAP) }, (_, i) => `${prefix}-${i}`);

/** The index: the pages part, the search parts, then one items part per 50,000 live items. */
export async function sitemapIndexXml(origin: string): Promise<string> {
  const [search, items] = await Promise.all([searchEntries(), liveItemCount()]);
  const parts = ['pages', ...partsOf(Math.max(search.length, 1), 'search'), ...partsOf(Math.max(items, 1), 'items')];
  const list = parts.map((p) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${p}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${list.join('')}</sitemapindex>\n`;
}

async function* inBatches(entries: SitemapEntry[]): AsyncGenerator<SitemapEntry[]> {
  for (let i = 0; i < entries.length; i += BATCH) yield entries.slice(i, i + BATCH);
}

async function* itemBatches(part: number, first: SitemapEntry[]): AsyncGenerator<SitemapEntry[]> {
  yield first;
  for (let done = first.length; done < URLS_PER_SITEMAP && first.length === BATCH; done += BATCH) {
    const next = await itemEntries(part * URLS_PER_SITEMAP + done, BATCH);
    if (!next.length) return;
    yield next;
    if (next.length < BATCH) return;
  }
}

/** One part by name ("pages", "search-0", "items-0", ...) as a stream, or null for an unknown or empty part. */
export async function sitemapPart(origin: string, name: string): Promise<ReadableStream<Uint8Array> | null> {
  if (name === 'pages') return urlsetStream(origin, inBatches(await pageEntries()));
  const m = /^(search|items)-(\d{1,4})$/.exec(name);
  if (!m) return null;
  const part = Number(m[2]);
  if (m[1] === 'search') {
    const slice = (await searchEntries()).slice(part * URLS_PER_SITEMAP, (part + 1) * URLS_PER_SITEMAP);
    return slice.length || part === 0 ? urlsetStream(origin, inBatches(slice)) : null;
  }
  const first = await itemEntries(part * URLS_PER_SITEMAP, BATCH);
  return first.length || part === 0 ? urlsetStream(origin, itemBatches(part, first)) : null;
}

/** A part as one string (tests, small parts). */
export async function sitemapPartXml(origin: string, name: string): Promise<string | null> {
  const stream = await sitemapPart(origin, name);
  return stream ? new Response(stream).text() : null;
}
