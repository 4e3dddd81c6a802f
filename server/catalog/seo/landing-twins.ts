import 'server-only';
import { searchPath, type SearchGroup } from '@/lib/search-route';
import { narrowedSearch } from '@/lib/seo/index-policy';
import { LANDING_GROUPS, LANDINGS, landingPath, landingSearch } from '@/landing-data';

// The SPEC's Mysuru landing pages (/rs/properties-in-mysore-rd, ...) keep
// their paths and words. Those whose search is a clean indexable search
// ("2 BHK for rent in Mysuru") show the same listings as that search page:
// the landing page is the one URL search engines get, the search page points
// its canonical at it (lib/seo/index-policy.ts).

function buildTwins(): Map<string, string> {
  const twins = new Map<string, string>();
  for (const group of LANDING_GROUPS) {
    for (const entry of LANDINGS[group]) {
      const { state } = landingSearch(group, entry as never);
      const { state: normal, dropped } = narrowedSearch(group, state, entry.city);
      const path = searchPath(group, normal);
      // The first landing page of a search keeps it (lists never repeat one today).
      if (!dropped.length && !twins.has(path)) twins.set(path, landingPath(group, entry));
    }
  }
  return twins;
}

let twins: Map<string, string> | null = null;

/** The landing page showing exactly the clean search at `path` (searchPath's normal form), if any. */
export function landingTwin(group: SearchGroup, normalPath: string): string | undefined {
  twins ??= buildTwins();
  return normalPath.startsWith(`/search/${group}/`) ? twins.get(normalPath) : undefined;
}

/** Every landing page that stands for a clean search: its path and the search's. */
export function landingTwins(): [searchPath: string, landingPath: string][] {
  twins ??= buildTwins();
  return [...twins];
}
