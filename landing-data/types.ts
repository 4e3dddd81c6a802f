import type { AgricultureType, CommercialType, PgGender, PgRoomType, ResidentialType } from '@/lib/enums';

// SPEC §3 "Landing entries": field names as the spec spells them. Amounts are
// rupees (sale totals, monthly rents) and areas square feet, so an entry reads
// the same as the search route it turns into (landing-data/to-search.ts).

export type Range = { min: number; max: number };
/** Deals as the spec spells them on listings ('sell', not 'sale'). */
export type DealType = 'sell' | 'rent';

type Meta = {
  /** The slug: /rs/{url}, /cs/{url}, /as/{url}, /pg/{url}. */
  url: string;
  /** The whole <title>, brand included. */
  metaTitle: string;
  metaDescription: string;
};

export type ResidentialEntry = Meta & {
  city: string;
  /** Exact locality names of the database; empty = the whole city. */
  locality: string[];
  budgetValue: Range;
  prop_type: ResidentialType[];
  post_type: DealType;
  /** '1'..'5'; all five = any bedroom count; empty for plots. */
  bedroom: string[];
  plotAreaValue: Range;
  /** Not in SPEC §3: the gated-community pages ask for 'gated_community' (server/catalog/search/catalog/where.ts). */
  amenities?: string[];
};

export type PgEntry = Meta & {
  city: string;
  locality: string[];
  budgetValue: Range;
  gender: PgGender[];
  room_type: PgRoomType[];
  /** The route's pgSearch value: 'true' marks a PG search, as the header and sheet write it. */
  pgSearchData: string;
  post_type: 'pg';
};

export type CommercialEntry = Meta & {
  prop_type: CommercialType[];
  city: string;
  locality: string[];
  budgetValue: Range;
  post_type: DealType;
};

export type AgricultureEntry = Meta & {
  prop_type: AgricultureType[];
  city: string;
  locality: string[];
  budgetValue: Range;
  post_type: DealType;
  bedroom: string[];
};

export type LandingGroup = 'residential' | 'commercial' | 'agriculture' | 'pg';
export type LandingEntry = ResidentialEntry | PgEntry | CommercialEntry | AgricultureEntry;
