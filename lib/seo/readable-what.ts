import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, PG_GENDERS, PG_ROOM_TYPES, RESIDENTIAL_TYPES } from '../enums';
import { placeSlug } from '../insights/slug';
import { searchWhat } from '../search-title';
import { cleanSearch, isCleanPage, type PageParts } from './clean-search';

// The last segment of a readable place page (/in/bengaluru/koramangala/2-bhk-flats-for-rent):
// what the page looks for, worded as its title words it ("2 BHK Flats for Rent"), so the URL
// and the heading never disagree. The table is every clean page family (lib/seo/clean-search.ts)
// with its slug, built from the same words both ways: a slug maps back to exactly one family.

/** A page family without its place: group, deal and the one type, BHK, gender or sharing. */
export type WhatParts = Omit<PageParts, 'city' | 'locality'>;

const TYPES = { residential: RESIDENTIAL_TYPES, commercial: COMMERCIAL_TYPES, agriculture: AGRICULTURE_TYPES } as const;
const BHK = [1, 2, 3, 4, 5];

function families(): WhatParts[] {
  const out: WhatParts[] = [];
  for (const group of ['residential', 'commercial', 'agriculture'] as const) {
    for (const deal of ['sale', 'rent'] as const) {
      for (const propType of [null, ...TYPES[group].map((t) => t.value)]) {
        for (const bedrooms of [null, ...BHK]) out.push({ group, deal, propType, bedrooms });
      }
    }
  }
  out.push({ group: 'pg', deal: 'pg' });
  for (const g of PG_GENDERS) out.push({ group: 'pg', deal: 'pg', gender: g.value });
  for (const r of PG_ROOM_TYPES) out.push({ group: 'pg', deal: 'pg', roomType: r.value });
  return out.filter((w) => isCleanPage({ ...w, city: 'x' }));
}

/** The slug of a family: its title words ("PGs for Girls" -> "pgs-for-girls"). */
export function whatSlug(w: WhatParts): string {
  return placeSlug(searchWhat(w.group, cleanSearch({ ...w, city: 'x' })));
}

let table: Map<string, WhatParts> | null = null;

/** Every family by its slug; two families with one slug would make one URL name two pages. */
export function whatTable(): Map<string, WhatParts> {
  if (table) return table;
  const t = new Map<string, WhatParts>();
  for (const w of families()) {
    const slug = whatSlug(w);
    if (t.has(slug)) throw new Error(`Two page families share the slug "${slug}"`);
    t.set(slug, w);
  }
  return (table = t);
}

export const whatOfSlug = (slug: string): WhatParts | undefined => whatTable().get(slug);
