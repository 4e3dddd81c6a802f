import { EMPTY_SEARCH, type SearchGroup, type SearchState } from '../search-route';

// The search state of one indexable page (lib/seo/index-policy.ts) from its
// parts, as the sitemap and the pages' links name them: deal, city, at most
// one locality, one type, one BHK value (5 = "5+"), one PG gender or sharing.

export type PageParts = {
  group: SearchGroup;
  deal: 'sale' | 'rent' | 'pg';
  city: string;
  locality?: string | null;
  propType?: string | null;
  bedrooms?: number | null;
  gender?: string | null;
  roomType?: string | null;
};

/** Property types whose pages may carry a BHK value. */
export const HOME_TYPES = ['apartment', 'villa', 'residential'];

export function cleanSearch(p: PageParts): SearchState {
  const locality = p.locality ?? '';
  return {
    ...EMPTY_SEARCH,
    type: p.group === 'pg' ? 'pg' : p.deal === 'rent' ? 'rent' : 'sale',
    location: [{ label: locality ? `${locality}, ${p.city}` : p.city, value: { city: p.city, locality } }],
    propType: p.propType ? [p.propType] : [],
    bedrooms: p.bedrooms ? [String(p.bedrooms)] : [],
    gender: p.gender ? [p.gender] : [],
    roomType: p.roomType ? [p.roomType] : [],
  };
}

/** Whether parts name a page the policy indexes (BHK only on homes; PG gender or sharing, not both). */
export function isCleanPage(p: PageParts): boolean {
  if (p.group === 'pg') return !(p.gender && p.roomType) && p.roomType !== 'other';
  if (p.bedrooms != null) {
    if (p.bedrooms < 1) return false;
    if (p.propType ? !HOME_TYPES.includes(p.propType) : p.group !== 'residential') return false;
  }
  return true;
}

/** The parts of a clean search state (its normal form): the inverse of cleanSearch. */
export function partsOf(group: SearchGroup, s: SearchState): PageParts {
  const { city, locality } = s.location[0].value;
  return {
    group, deal: group === 'pg' ? 'pg' : s.type === 'rent' ? 'rent' : 'sale', city, locality: locality || null,
    propType: s.propType[0] ?? null, bedrooms: s.bedrooms[0] ? Number(s.bedrooms[0]) : null,
    gender: s.gender[0] ?? null, roomType: s.roomType[0] ?? null,
  };
}

