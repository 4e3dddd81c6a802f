import 'server-only';
import { sql } from 'drizzle-orm';
import { STATIC_PAGES } from '@/lib/static-content';
import { minLiveFor } from '@/lib/seo/index-policy';
import { LANDING_GROUPS, LANDING_PREFIX, LANDINGS, landingPath, landingSearch } from '@/landing-data';
import { searchFigures } from '../search/catalog/figures';
import { reader } from '../../platform/db/client';
import { liveSql } from '../../platform/items/live';
import { rows } from '../search/catalog/card-query';
import { indexablePages } from './indexable-pages';
import { insightsEntries } from './insights-link';
import { landingTwins } from './landing-twins';
import { placeIndexEntries } from './place-index';
import { itemEntries, itemParts, type ItemPart } from './sitemap-items';
import { escapeXml, TRANSLATED_PAGES_PER_PART, URLS_PER_SITEMAP, urlsetStream, type SitemapEntry } from './sitemap-xml';

// The sitemap: the pages search engines should know, as a
// sitemap index (/sitemap.xml) over parts of at most 50,000 URLs (the
// protocol's cap; a translated page counts once per language): "pages" (home, static pages, the SPEC landing pages that
// have listings), "search-N" (every indexable search page: per city and per
// locality with enough listings, each family; lastmod = its newest listing;
// server/catalog/seo/indexable-pages.ts) and "items-N" (every live listing, PG and
// project). Nothing the indexing policy marks noindex is listed.

export { URLS_PER_SITEMAP, urlsetXml } from './sitemap-xml';
export { liveItemCount } from './sitemap-items';

const BATCH = 5_000;

/**
 * The days pages whose content is code last changed (their sitemap lastmod): change them with
 * the page. The landing indexes (/rs, /cs, /as, /pg) are fixed lists of links (landing-data).
 */
export const EMI_PAGE_UPDATED = '2026-11-26';
export const PRICING_PAGE_UPDATED = '2026-11-28';
export const LANDING_INDEXES_UPDATED = '2026-11-25';

const newest = (dates: (string | null | undefined)[]) =>
  dates.reduce<string | undefined>((a, d) => (d && (!a || d > a) ? d : a), undefined);

/** When the newest live listing, PG or project was posted: what the home page last gained. */
async function newestPosted(): Promise<string | undefined> {
  const db = await reader();
  const found = await Promise.all(['listings', 'pgs', 'projects'].map((t) =>
    rows(db, sql`select max(created_at) as at from ${sql.identifier(t)} where ${liveSql(sql`${sql.identifier(t)}`)}`)));
  return newest(found.map(([r]) => (r?.at ? new Date(r.at as string | Date).toISOString() : null)));
}

/**
 * Home, static pages, the landing indexes, the landing pages that are indexable and not a
 * search part's, and the place index pages (/in, /in/{city}), each with a true lastmod: a landing page its newest listing, the home page the
 * newest live item, a static page or a landing index the day its content changed.
 */
export async function pageEntries(): Promise<SitemapEntry[]> {
  const twinned = new Set(landingTwins().map(([, landing]) => landing));
  const landings = await Promise.all(LANDING_GROUPS.flatMap((g) => LANDINGS[g].map(async (e) => {
    const path = landingPath(g, e);
    if (twinned.has(path)) return null;
    const { state } = landingSearch(g, e as never);
    // Uncached: outside a page render, and a crawler asks rarely.
    const { total, newest: at } = await searchFigures(g, state, e.city, false);
    return total >= minLiveFor(state) ? { path, lastModified: at ?? undefined } : null;
  })));
  const listed = landings.filter((l): l is NonNullable<typeof l> => !!l);
  return [
    { path: '/', lastModified: await newestPosted() },
    ...Object.entries(STATIC_PAGES).map(([slug, page]) => ({ path: `/static-pages/${slug}`, lastModified: page.updated })),
    { path: '/emi-calculator', lastModified: EMI_PAGE_UPDATED },
    { path: '/pricing', lastModified: PRICING_PAGE_UPDATED },
    ...LANDING_GROUPS.map((g) => ({ path: LANDING_PREFIX[g], lastModified: LANDING_INDEXES_UPDATED })),
    ...listed,
    // /in and each city's index: dated by their newest listed page.
    ...(await placeIndexEntries()),
  ];
}

async function searchEntries(): Promise<SitemapEntry[]> {
  return (await indexablePages()).map((p) => ({ path: p.path, lastModified: p.lastmod ?? undefined }));
}

/**
 * Search pages per search part: each is listed once per language (readable and landing pages are
 * translated, lib/i18n/translated.ts), so a part of this many pages stays within the protocol's 50,000 URLs.
 */
export const SEARCH_PAGES_PER_PART = TRANSLATED_PAGES_PER_PART;

const partsOf = (n: number, prefix: string, per = URLS_PER_SITEMAP) => Array.from({ length: Math.ceil(n / per) }, (_, i) => `${prefix}-${i}`);

/** The index: the pages part, the search parts, then the items parts (an id range of one kind each). */
export async function sitemapIndexXml(origin: string): Promise<string> {
  const [search, items] = await Promise.all([searchEntries(), itemParts()]);
  const parts = ['pages', 'insights', ...partsOf(Math.max(search.length, 1), 'search', SEARCH_PAGES_PER_PART), ...partsOf(Math.max(items.length, 1) * URLS_PER_SITEMAP, 'items')];
  const list = parts.map((p) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${p}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${list.join('')}</sitemapindex>\n`;
}

async function* inBatches(entries: SitemapEntry[]): AsyncGenerator<SitemapEntry[]> {
  for (let i = 0; i < entries.length; i += BATCH) yield entries.slice(i, i + BATCH);
}

async function* itemBatches(part: ItemPart): AsyncGenerator<SitemapEntry[]> {
  for (let after = part.from - 1; after < part.to - 1;) {
    const { entries, last } = await itemEntries(part, after, BATCH);
    if (entries.length) yield entries;
    if (entries.length < BATCH) return;
    after = last;
  }
}

/** One part by name ("pages", "search-0", "items-0", ...) as a stream, or null for an unknown or empty part. */
export async function sitemapPart(origin: string, name: string): Promise<ReadableStream<Uint8Array> | null> {
  if (name === 'pages') return urlsetStream(origin, inBatches(await pageEntries()));
  if (name === 'insights') return urlsetStream(origin, inBatches(await insightsEntries()));
  const m = /^(search|items)-(\d{1,4})$/.exec(name);
  if (!m) return null;
  const part = Number(m[2]);
  if (m[1] === 'search') {
    const slice = (await searchEntries()).slice(part * SEARCH_PAGES_PER_PART, (part + 1) * SEARCH_PAGES_PER_PART);
    return slice.length || part === 0 ? urlsetStream(origin, inBatches(slice)) : null;
  }
  const parts = await itemParts();
  if (part >= parts.length) return part === 0 ? urlsetStream(origin, inBatches([])) : null;
  return urlsetStream(origin, itemBatches(parts[part]));
}

/** A part as one string (tests, small parts). */
export async function sitemapPartXml(origin: string, name: string): Promise<string | null> {
  const stream = await sitemapPart(origin, name);
  return stream ? new Response(stream).text() : null;
}
