import { writeSearchId } from '@/lib/search-route';
import { AGRICULTURE_LANDINGS } from './agriculture';
import { COMMERCIAL_LANDINGS } from './commercial';
import { LANDING_PREFIX } from './constants';
import { headingOf } from './format';
import { PG_LANDINGS } from './pg';
import { RESIDENTIAL_LANDINGS } from './residential';
import { toSearch, type EntryOf, type LandingSearch } from './to-search';
import type { LandingEntry, LandingGroup } from './types';

// The landing pages of SPEC §2 by group, looked up by slug, and what a page
// needs from an entry: its path, its heading, its search.

export const LANDINGS: { [G in LandingGroup]: readonly EntryOf[G][] } = {
  residential: RESIDENTIAL_LANDINGS,
  commercial: COMMERCIAL_LANDINGS,
  agriculture: AGRICULTURE_LANDINGS,
  pg: PG_LANDINGS,
};

export const LANDING_GROUPS = Object.keys(LANDINGS) as LandingGroup[];

const bySlug = new Map(LANDING_GROUPS.map((g) => [g, new Map<string, LandingEntry>(LANDINGS[g].map((e) => [e.url, e]))]));

export function findLanding<G extends LandingGroup>(group: G, slug: string): EntryOf[G] | undefined {
  return bySlug.get(group)?.get(slug) as EntryOf[G] | undefined;
}

export const landingPath = (group: LandingGroup, entry: Pick<LandingEntry, 'url'>) => `${LANDING_PREFIX[group]}/${entry.url}`;

export const landingHeading = (entry: Pick<LandingEntry, 'metaTitle'>) => headingOf(entry.metaTitle);

/** The search a landing page shows, and its route id for <SearchPage id>. */
export function landingSearch<G extends LandingGroup>(group: G, entry: EntryOf[G]): LandingSearch & { id: string } {
  const s = toSearch(group, entry);
  return { ...s, id: writeSearchId(s.state) };
}

// Fields that say what is sought (who, which deal, what home) weigh more than
// where or how much: a girls' PG page links to girls' PG pages first.
const WEIGHT: Record<string, number> = { gender: 2, post_type: 2, prop_type: 2, bedroom: 2 };
const WORDS = ['url', 'metaTitle', 'metaDescription'];

/**
 * Sibling pages to link from a landing page (internal links help crawlers and
 * people alike): the group's pages sharing the most search fields with this
 * one, in list order on ties.
 */
export function relatedLandings<G extends LandingGroup>(group: G, entry: EntryOf[G], limit = 8): EntryOf[G][] {
  const fields = (e: LandingEntry) => Object.entries(e).filter(([k]) => !WORDS.includes(k));
  const mine = new Map(fields(entry).map(([k, v]) => [k, JSON.stringify(v)]));
  const score = (e: LandingEntry) =>
    fields(e).reduce((sum, [k, v]) => sum + (mine.get(k) === JSON.stringify(v) ? (WEIGHT[k] ?? 1) : 0), 0);
  return (LANDINGS[group] as EntryOf[G][])
    .filter((e) => e.url !== entry.url)
    .map((e, i) => ({ e, i, s: score(e) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.e);
}

export { toSearch, type EntryOf, type LandingSearch } from './to-search';
export { LANDING_PREFIX } from './constants';
export type * from './types';
