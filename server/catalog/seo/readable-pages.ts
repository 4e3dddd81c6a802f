import 'server-only';
import { sql } from 'drizzle-orm';
import { cache } from 'react';
import { isPlaceSlug, placeSlug } from '@/lib/insights/slug';
import type { SearchGroup, SearchState } from '@/lib/search-route';
import { narrowedSearch } from '@/lib/seo/index-policy';
import { cleanSearch } from '@/lib/seo/clean-search';
import { whatOfSlug, whatSlug, type WhatParts } from '@/lib/seo/readable-what';
import { partsOf } from '@/lib/seo/clean-search';
import { reader } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { liveSql } from '../../platform/items/live';
import { SLUG_SQL } from '../insights/query';
import { cityBySlug } from '../insights/places';

// Readable place pages: every clean search page (lib/seo/index-policy.ts) of a product city
// has one words-only URL, /in/{city}/{what} or /in/{city}/{locality}/{what}, and its later
// pages /…/page-N. The segments are made by the insights slug rule (placeSlug), so a place
// has one spelling in every URL; a locality segment is matched back to the most used
// spelling among the names whose slug it is. Why this shape: docs/decisions/0028-readable-place-pages.md.

export const READABLE_PREFIX = '/in';
const PAGE_RE = /^page-([1-9][0-9]{0,3})$/;

/** The readable path of a clean search state (its normal form), or null when it has none. */
export function readablePath(group: SearchGroup, state: SearchState): string | null {
  const { state: normal, dropped } = narrowedSearch(group, state, '');
  if (dropped.length) return null;
  const p = partsOf(group, normal);
  const citySlug = placeSlug(p.city);
  if (cityBySlug(citySlug) !== p.city) return null;
  const what = whatOfSlug(whatSlug(p)) ? whatSlug(p) : null;
  if (!what) return null;
  if (!p.locality) return `${READABLE_PREFIX}/${citySlug}/${what}`;
  const loc = placeSlug(p.locality);
  return isPlaceSlug(loc) ? `${READABLE_PREFIX}/${citySlug}/${loc}/${what}` : null;
}

/** Page N of a readable page: page 1 is the page itself. */
export const readablePagePath = (base: string, page: number) => (page > 1 ? `${base}/page-${page}` : base);

export type ReadableRoute = { city: string; citySlug: string; localitySlug: string | null; what: WhatParts; page: number };

/** The route's segments (after /in), or null for anything this scheme cannot have made. */
export function parseReadable(segments: string[]): ReadableRoute | null {
  const segs = [...segments];
  let page = 1;
  const m = PAGE_RE.exec(segs[segs.length - 1] ?? '');
  if (m) { page = Number(m[1]); segs.pop(); if (page === 1) return null; }
  if (segs.length !== 2 && segs.length !== 3) return null;
  const [citySlug, ...rest] = segs;
  const city = cityBySlug(citySlug);
  const what = whatOfSlug(rest[rest.length - 1]);
  if (!city || placeSlug(city) !== citySlug || !what) return null;
  const localitySlug = rest.length === 2 ? rest[0] : null;
  if (localitySlug !== null && !isPlaceSlug(localitySlug)) return null;
  return { city, citySlug, localitySlug, what, page };
}

/** The spelling of a locality slug most live items use in the city (any item when none is live). */
export const localityOfSlug = cache(async (city: string, slug: string): Promise<string | null> => {
  const db = await reader();
  const found = await rows(db, sql`
    select locality, sum(live)::int as n from (
      select l.locality, case when ${liveSql(sql`l`)} then 1 else 0 end as live from listings l
       where l.city = ${city} and ${SLUG_SQL('l.locality')} = ${slug}
      union all
      select p.locality, case when ${liveSql(sql`p`)} then 1 else 0 end from pgs p
       where p.city = ${city} and ${SLUG_SQL('p.locality')} = ${slug}
    ) x group by locality order by n desc, locality limit 1`);
  return found.length ? String(found[0].locality) : null;
});

/** The search a readable route shows, or null when its locality names no item. */
export async function resolveReadable(r: ReadableRoute): Promise<{ group: SearchGroup; state: SearchState; base: string } | null> {
  const locality = r.localitySlug ? await localityOfSlug(r.city, r.localitySlug) : null;
  if (r.localitySlug && !locality) return null;
  const state = cleanSearch({ ...r.what, city: r.city, locality });
  const base = readablePath(r.what.group, state);
  return base ? { group: r.what.group, state, base } : null;
}
