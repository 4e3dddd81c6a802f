import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { searchPath, writeSearchId, type SearchGroup, type SearchState } from '@/lib/search-route';
import { searchDescription, searchTitle } from '@/lib/search-title';
import { MIN_LIVE_TO_INDEX } from '@/lib/seo/index-policy';
import { cleanSearch, partsOf, type PageParts } from '@/lib/seo/clean-search';
import { formatCount } from '@/lib/format/counts';
import { fill } from '@/lib/i18n/fill';
import type { TitleWords } from '@/lib/search-title-words';
import { pageLocale } from '@/server/platform/i18n/locale';
import { titleWords } from '@/server/platform/i18n/title-words';
import { translatorFor } from '@/server/platform/i18n/translator';
import { loadSearch } from '../search/catalog/load-search';
import { landingTwin } from './landing-twins';
import { pageMetadata } from './metadata';
import { indexedPath } from './page-path';
import { parseReadable, readablePagePath, resolveReadable } from './readable-pages';

// A readable place page (/in/{city}[/{locality}]/{what}[/page-N]): the clean search it names,
// rendered by the search page itself. Indexed with MIN_LIVE_TO_INDEX live results; a thinner
// one is `noindex, follow` with its canonical on the nearest wider page that is indexed.

export type ReadablePage = { group: SearchGroup; state: SearchState; id: string; base: string; page: number; path: string };

/** The page a route names, or the 404 page; a page 1 that a SPEC landing page shows redirects there. */
export const loadReadable = cache(async (segments: string[]): Promise<ReadablePage> => {
  const route = parseReadable(segments.map((s) => decodeURIComponent(s)));
  const found = route && await resolveReadable(route);
  if (!route || !found) notFound();
  const twin = landingTwin(found.group, searchPath(found.group, found.state));
  // Mysuru's SPEC slugs keep their paths: the readable twin of one is that page.
  if (twin && route.page === 1) permanentRedirect(twin);
  const id = writeSearchId(found.state);
  return { ...found, id, page: route.page, path: readablePagePath(found.base, route.page) };
});

/** Live results of a clean page, from the page's own cached search. */
async function liveOf(group: SearchGroup, state: SearchState): Promise<number> {
  return (await loadSearch(group, writeSearchId(state))).result.total;
}

/** The wider pages of a page, nearest first: the same place without BHK, type, gender or sharing, then its city's. */
export function widerParts(p: PageParts): PageParts[] {
  const atPlace = (q: PageParts): PageParts[] => [
    ...(q.bedrooms ? [{ ...q, bedrooms: null }] : []),
    ...(q.propType ? [{ ...q, propType: null, bedrooms: null }] : []),
    ...(q.gender || q.roomType ? [{ ...q, gender: null, roomType: null }] : []),
  ];
  if (!p.locality) return atPlace(p);
  const city = { ...p, locality: null };
  return [...atPlace(p), city, ...atPlace(city)];
}

/** The nearest wider page with enough live results (India › city › locality: the locality's own first), if any. */
async function indexedParent(group: SearchGroup, state: SearchState): Promise<string | null> {
  for (const p of widerParts(partsOf(group, state))) {
    const wider = cleanSearch(p);
    if (await liveOf(group, wider) >= MIN_LIVE_TO_INDEX) return indexedPath(group, wider);
  }
  return null;
}

export function readableTitle(x: ReadablePage, pages: number, w?: TitleWords): string {
  const title = searchTitle(x.group, x.state, '', w);
  if (x.page <= 1) return title;
  const at = { page: formatCount(x.page), pages: formatCount(pages) };
  return w ? `${title}, ${fill(w.template.pageOf, at)}` : `${title}, page ${at.page} of ${at.pages}`;
}

/** "31 live listings. Page 2 of 4. 2 BHK Flats for Rent in …": the count first, in the page's language. */
function readableDescription(x: ReadablePage, total: number, capped: boolean, pages: number, w?: TitleWords): string {
  const count = `${formatCount(total)}${capped ? '+' : ''}`;
  const at = { page: formatCount(x.page), pages: formatCount(pages) };
  if (!w) {
    // A later page says which it is: each page's description is its own.
    const which = x.page > 1 ? ` Page ${at.page} of ${at.pages}.` : '';
    return `${count} live ${total === 1 ? 'listing' : 'listings'}.${which} ${searchDescription(x.group, x.state, '')}`;
  }
  const live = translatorFor(w.locale)('searchTitle.liveCount', { n: total, count });
  const which = x.page > 1 ? ` ${fill(w.template.pageOfSentence, at)}` : '';
  return `${live}${which} ${searchDescription(x.group, x.state, '', w)}`;
}

export async function readableMetadata(segments: string[]): Promise<Metadata> {
  const x = await loadReadable(segments);
  const { result } = await loadSearch(x.group, x.id, undefined, x.page);
  // A page past the last is no page (page 1 of an empty search stays: it says so, noindex).
  if (x.page > 1 && x.page > result.totalNoOfPages) notFound();
  const locale = await pageLocale();
  const w = titleWords(locale);
  const title = readableTitle(x, result.totalNoOfPages, w);
  const description = readableDescription(x, result.total, !!result.totalCapped, result.totalNoOfPages, w);
  const index = result.total >= MIN_LIVE_TO_INDEX;
  const canonical = index ? x.path : await indexedParent(x.group, x.state);
  return {
    title, description, robots: { index, follow: true },
    ...(await pageMetadata({ path: canonical ?? x.path, title, description, canonical: !!canonical, locale })),
  };
}
