import 'server-only';
import { sql } from 'drizzle-orm';
import { CITY_TILES, TOP_LOCALITIES } from '@/lib/constants';
import { detailUrl, type DetailKind } from '@/lib/detail-url';
import { citySearchHref } from '@/lib/search-links';
import { STATIC_PAGES } from '@/lib/static-content';
import { LANDING_GROUPS, LANDING_PREFIX, LANDINGS, landingPath } from '@/landing-data';
import { getDb } from '../db/client';
import { rows } from '../search/catalog/card-query';

// The sitemap (issue 14): the pages search engines should know, as a sitemap
// index (/sitemap.xml) over parts of at most 50,000 URLs (the protocol's cap):
// "pages" (home, static, landing and city search pages) and "items-N" (every
// live listing, PG and project, N-th slice by kind and id).

export const URLS_PER_SITEMAP = 50_000;

type Entry = { path: string; lastModified?: string };

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Home, static pages, the landing index and entry pages, and each city's buy/rent/PG searches. */
export function pageEntries(): Entry[] {
  const cities = [...new Set([...CITY_TILES, ...TOP_LOCALITIES])];
  return [
    { path: '/' },
    ...Object.keys(STATIC_PAGES).map((slug) => ({ path: `/static-pages/${slug}` })),
    ...LANDING_GROUPS.map((g) => ({ path: LANDING_PREFIX[g] })),
    ...LANDING_GROUPS.flatMap((g) => LANDINGS[g].map((e) => ({ path: landingPath(g, e) }))),
    ...cities.flatMap((c) => [{ path: citySearchHref(c, 'sale') }, { path: citySearchHref(c, 'rent') }]),
    { path: '/search/pg/type=pg' },
  ];
}

// Live items in one stable order (kind, id), with what their URL needs.
const LIVE_ITEMS = sql`
  select 'property' as kind, id, city, locality, title, category::text as category, post_type::text as post_type,
         bedrooms, null::text as gender, coalesce(updated_at, created_at) as modified
    from listings where status = 'approved'
  union all
  select 'pg', id, city, locality, name, null, null, null, gender::text, created_at
    from pgs where status = 'approved'
  union all
  select 'project', id, city, locality, name, null, null, null, null, coalesce(updated_at, created_at)
    from projects where status = 'approved'`;

export async function liveItemCount(): Promise<number> {
  const db = await getDb();
  const [r] = await rows(db, sql`select count(*)::int as n from (${LIVE_ITEMS}) x`);
  return Number(r?.n ?? 0);
}

export async function itemEntries(part: number): Promise<Entry[]> {
  const db = await getDb();
  const found = await rows(db, sql`select * from (${LIVE_ITEMS}) x
    order by kind, id limit ${URLS_PER_SITEMAP} offset ${part * URLS_PER_SITEMAP}`);
  return found.map((r) => ({
    path: detailUrl({
      kind: r.kind as DetailKind, id: Number(r.id), city: String(r.city), locality: r.locality as string | null,
      title: r.title as string | null, category: r.category as string | null, post_type: r.post_type as string | null,
      bedrooms: r.bedrooms == null ? null : Number(r.bedrooms), gender: r.gender as string | null,
    }),
    lastModified: r.modified ? new Date(r.modified as string | Date).toISOString() : undefined,
  }));
}

export function urlsetXml(origin: string, entries: Entry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** The index: the pages part, then one items part per 50,000 live items. */
export async function sitemapIndexXml(origin: string): Promise<string> {
  const parts = ['pages', ...Array.from({ length: Math.ceil((await liveItemCount()) / URLS_PER_SITEMAP) }, (_, i) => `items-${i}`)];
  const list = parts.map((p) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${p}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${list.join('')}</sitemapindex>\n`;
}

/** One part by name ("pages", "items-0", ...), or null for an unknown name. */
export async function sitemapPartXml(origin: string, name: string): Promise<string | null> {
  if (name === 'pages') return urlsetXml(origin, pageEntries());
  const m = /^items-(\d{1,4})$/.exec(name);
  if (!m) return null;
  const entries = await itemEntries(Number(m[1]));
  return entries.length || m[1] === '0' ? urlsetXml(origin, entries) : null;
}
