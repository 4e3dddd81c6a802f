import { indexingDrops } from '../search/filters/index';
import { EMPTY_SEARCH, searchPath, type SearchGroup, type SearchState } from '../search-route';

// The indexing policy of search pages, in one place. Search
// engines should see one clean page per deal × city × locality × property
// type × BHK (or PG gender / sharing), the pages people search for, and not
// the unbounded set of filter permutations (budget, areas, facing, ...).
//
// - Indexable: a group and buy/rent (or PG), a city, at most one locality,
//   optionally one property type and one BHK value (residential homes only),
//   or, for PGs, one gender or one sharing. Its canonical is itself in normal
//   form (searchPath's fixed key order, defaults and empty keys dropped,
//   location labels rewritten as "Locality, City").
// - Anything else answers `noindex, follow`, canonical = the page it narrows
//   (the same search with only the indexable part kept).
// - No live results: `noindex, follow` (a soft 404 is thin content); the page
//   itself offers nearby localities and a wider search.
// - Pages 2+ of an indexable search stay indexable and self-canonical.
// - A page needs MIN_LIVE_TO_INDEX live listings, city or locality alike:
//   a place with two listings is a thin page, and a page per place and
//   family must earn its place.
// - A search that a SPEC landing page (/rs/...-rd) or a readable place page
//   (/in/...) shows exactly is that page's: `noindex, follow`, canonical = that
//   page, so one page has one URL.

export type IndexVerdict = {
  index: boolean;
  /** Path (no origin) of the canonical page. */
  canonical: string;
  /**
   * Whether the page names its canonical: not when that page is itself too thin
   * to index (an empty search, a thin locality, or a filter on one): a canonical
   * must lead a crawler to an indexable page, and a noindex page needs none.
   */
  linkCanonical: boolean;
  /** Why the page is not indexed (empty when it is): for logs and tests. */
  reasons: string[];
};

export type PolicyInput = {
  group: SearchGroup;
  state: SearchState;
  /** The city the page falls back to when its route names none (the visitor's). */
  fallbackCity: string;
  sort?: string;
  /** Live results of the search; undefined = not known (no empty-page rule). */
  total?: number;
  page?: number;
  /** Live results of the page this search narrows to (the same as `total` when nothing is dropped). */
  narrowedTotal?: number;
  /** Path of the landing page that shows exactly the page this search narrows to, when one does. */
  landing?: string;
};

/**
 * The one threshold of "enough to index": a page (a locality search, a poster's
 * profile) needs this many live results before search engines may index it.
 */
export const MIN_LIVE_TO_INDEX = 5;

/** Live listings a locality page needs to be indexed: the one threshold, under its search name. */
export const LOCALITY_MIN_LIVE = MIN_LIVE_TO_INDEX;

/**
 * The fewest live listings that make a clean page indexable: the one threshold for a city and
 * a locality alike (a city page with two listings is as thin as a locality's).
 */
export const minLiveFor = (_s?: SearchState) => MIN_LIVE_TO_INDEX;

// BHK only means something on homes; a plot or a shop has no bedrooms.
const BHK_TYPES = ['apartment', 'villa', 'residential'];

const placeLabel = (city: string, locality: string) => (locality ? `${locality}, ${city}` : city);

/** The indexable page a search belongs to: what is kept of it, and what was dropped. */
export function narrowedSearch(group: SearchGroup, s: SearchState, fallbackCity: string): { state: SearchState; dropped: string[] } {
  const dropped: string[] = [];
  const drop = (cond: boolean, what: string) => { if (cond) dropped.push(what); };
  const city = s.location[0]?.value.city || fallbackCity;
  const sameCity = s.location.filter((l) => l.value.city === city);
  const localities = sameCity.map((l) => l.value.locality).filter(Boolean);
  const locality = localities.length === 1 && s.location.length === 1 ? localities[0] : '';
  drop(!s.location.length, 'no city');
  // A label naming only the locality ("Koramangala") is a second spelling of the
  // "Koramangala, Bengaluru" page: its canonical is that page, so it is never indexed itself.
  drop(s.location.length === 1 && s.location[0].label !== placeLabel(city, locality), 'label not "Locality, City"');
  // The map twin shows the list's results: the list page is the one indexed.
  drop(indexingDrops(s, group).includes('map view'), 'map view');
  drop(sameCity.length !== s.location.length, 'several cities');
  drop(localities.length > 1 || (localities.length === 1 && s.location.length > 1), 'several localities');

  const state: SearchState = {
    ...EMPTY_SEARCH,
    type: group === 'pg' ? 'pg' : s.type === 'rent' ? 'rent' : 'sale',
    location: [{ label: placeLabel(city, locality), value: { city, locality } }],
  };
  if (group === 'pg') {
    drop(s.gender.length > 1, 'several genders');
    drop(s.roomType.length > 1, 'several sharings');
    if (s.gender.length === 1) state.gender = s.gender;
    else if (s.roomType.length === 1) state.roomType = s.roomType;
    // "Other" rooms are nothing anyone searches for, and their page would be titled like the unfiltered one.
    drop(s.roomType.length === 1 && s.roomType[0] === 'other', 'other sharing');
    if (s.roomType[0] === 'other') state.roomType = [];
    drop(s.gender.length === 1 && s.roomType.length > 0, 'gender and sharing');
  } else {
    drop(s.propType.length > 1, 'several types');
    if (s.propType.length === 1) state.propType = s.propType;
    // BHK is kept on the page it narrows to: "2 BHK for rent" of a two-type search.
    const homes = state.propType.length ? BHK_TYPES.includes(state.propType[0]) : group === 'residential';
    drop(s.bedrooms.length > 1, 'several BHK values');
    drop(s.bedrooms.length === 1 && !homes, 'BHK on a non-home');
    if (s.bedrooms.length === 1 && homes) state.bedrooms = s.bedrooms;
  }
  // Every other filter declares whether it keeps a search off the index (lib/search/filters/).
  for (const reason of indexingDrops(s, group)) if (reason !== 'map view') drop(true, reason);
  drop(group !== 'pg' && s.type === 'pg', 'PG deal on a property page');
  return { state, dropped };
}

export function indexPolicy({ group, state, fallbackCity, sort, total, page, landing, narrowedTotal }: PolicyInput): IndexVerdict {
  const { state: normal, dropped } = narrowedSearch(group, state, fallbackCity);
  const targetLive = dropped.length ? narrowedTotal : total;
  const linkCanonical = targetLive === undefined || targetLive >= minLiveFor(normal);
  const reasons = [...dropped];
  if (sort && sort !== 'relevance') reasons.push('sorted');
  if (total === 0) reasons.push('no live results');
  else if (total !== undefined && total < minLiveFor(normal)) reasons.push(`fewer than ${MIN_LIVE_TO_INDEX} live listings`);
  if (landing) return { index: false, canonical: landing, linkCanonical, reasons: [...reasons, 'shown by a landing page'] };
  const path = searchPath(group, normal);
  // A later page of a clean search is its own page (other listings), so its own canonical.
  const paged = page && page >= 2 && !dropped.length && !(sort && sort !== 'relevance') ? `${path}?page=${page}` : path;
  return { index: reasons.length === 0, canonical: paged, linkCanonical, reasons };
}

/** Next's robots tag for a verdict: never `nofollow`, the links still lead somewhere useful. */
export const robotsOf = (v: IndexVerdict) => ({ index: v.index, follow: true });
