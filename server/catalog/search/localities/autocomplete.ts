import 'server-only';
import type { Suggestions } from '@/lib/contract';
import { getDb } from '../../../platform/db/client';
import { matchingCities } from './city-names';
import { localityIndex, type LocalityIndex } from './locality-index';
import { cityNamePrefix, namePrefix, similarNames, wordPrefix } from './locality-match';

// Location suggestions (SPEC §7 auto-complete), 10 per page, page_no from 0.
// Order: the chosen city's localities first, then other cities'; within each,
// name-prefix matches (A-Z), then word-prefix ("nagar" -> "Gandhi Nagar"),
// then trigram-similar names, most similar first ("vijaynagar" -> "Vijayanagar").
// Matching runs over the in-memory index (locality-index.ts):
// - word prefixes need 3+ letters, typos 4+ (pg_trgm's word similarity >= 0.6);
// - other cities' typos only when prefix and word matches and the chosen
//   city's typos fill less than a page: a common word ("nagar") is similar to
//   thousands of names, and a user who typed it is served by the word matches.

export const SUGGESTIONS_PER_PAGE = 10;
const WORD_MIN_LENGTH = 3;
const TYPO_MIN_LENGTH = 4;

export type { Suggestions };

export const normaliseQuery = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Positions in suggestion order (possibly only the first `take`), and how many there are in all. */
function rankedMatches(ix: LocalityIndex, cityName: string, q: string, take: number) {
  const city = ix.cityPos.get(cityName) ?? -1;
  if (!q) {
    const members = city >= 0 ? ix.byCity[city] : new Int32Array(0);
    return { order: Array.from(members.subarray(0, take)), total: members.length };
  }
  const [from, to] = namePrefix(ix, q);
  const otherPrefix: number[] = [];
  for (let e = from; e < to && otherPrefix.length < take; e++) if (ix.cityOf[e] !== city) otherPrefix.push(e);
  const words = q.length >= WORD_MIN_LENGTH ? wordPrefix(ix, q) : new Int32Array(0);
  const typos = q.length >= TYPO_MIN_LENGTH;
  const ownTypos = typos && city >= 0 ? similarNames(ix, q, (c) => c === city) : [];
  const shown = (to - from) + words.length + ownTypos.length;
  const otherTypos = typos && shown < SUGGESTIONS_PER_PAGE ? similarNames(ix, q, (c) => c !== city) : [];
  const order = [
    ...(city >= 0 ? cityNamePrefix(ix, city, q).subarray(0, take) : []),
    ...words.filter((e) => ix.cityOf[e] === city).subarray(0, take),
    ...ownTypos.slice(0, take).map((s) => s.entry),
    ...otherPrefix,
    ...words.filter((e) => ix.cityOf[e] !== city).subarray(0, take),
    ...otherTypos.slice(0, take).map((s) => s.entry),
  ];
  return { order, total: shown + otherTypos.length };
}

function localityPage(ix: LocalityIndex, city: string, q: string, pageNo: number) {
  const offset = pageNo * SUGGESTIONS_PER_PAGE;
  const { order, total } = rankedMatches(ix, city, q, offset + SUGGESTIONS_PER_PAGE);
  const items = order.slice(offset, offset + SUGGESTIONS_PER_PAGE).map((e) => ({
    locality_name: ix.names[e], city_name: ix.cityNames[ix.cityOf[e]], id: ix.ids[e],
    // Profiles save a picked city with coordinates (SPEC §3 city {area, city, lat, long}).
    lat: Number.isNaN(ix.lat[e]) ? null : ix.lat[e], lng: Number.isNaN(ix.lng[e]) ? null : ix.lng[e],
  }));
  return { items, total };
}

export async function suggestLocations(cityName: string, searchString: string, pageNo = 0): Promise<Suggestions> {
  const ix = await localityIndex(await getDb());
  const city = cityName.trim();
  const q = normaliseQuery(searchString);
  const page = Math.max(0, Math.floor(pageNo) || 0);
  const { items, total } = localityPage(ix, city, q, page);
  // Cities are few: they come with the first page only, so scrolling never repeats them.
  const cities = page === 0 && q ? matchingCities(ix, q, city) : [];
  return {
    locality: items,
    city: cities.map((c) => ({ city_name: c })),
    pages: Math.ceil(total / SUGGESTIONS_PER_PAGE),
  };
}
