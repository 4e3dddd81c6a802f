import 'server-only';
import * as yup from 'yup';
import { RULES_IN_ORDER, type FilterRule, type ListingBodyIn, type PgBodyIn } from './filter-rules';
import { flag, int, list, MAX_LIMIT, text, word } from './schema-helpers';
import type { Group } from './types';

// Request bodies of SPEC §7 "Search", field names (typos included) as the
// client sends them. Unknown fields are stripped by validate(). Each filter's fields and rules
// are its entry in filter-rules.ts.

export { CATEGORIES, MAX_LIMIT, MAX_PLACES } from './schema-helpers';

export const SORTS = ['relevance', 'asc', 'desc', 'newest'] as const;

// Counts stop at COUNT_CAP (10,000, card-query.ts) and the UI offers 500 pages
// of 20: deeper pages cost a full index walk each and nobody reads them.
export const MAX_SEARCH_PAGE = 500;
const page = () => int(1, MAX_SEARCH_PAGE).default(1);
const RESULT_CAP = MAX_SEARCH_PAGE * 20;
/** With a bigger limit the last page comes sooner: (page - 1) × limit stays under 10,000. */
const withinResultCap = (b: { page?: unknown; limit?: unknown } | undefined) => {
  const page = typeof b?.page === 'number' ? b.page : 1;
  const limit = typeof b?.limit === 'number' ? b.limit : 20;
  // A page that is itself invalid gets the page field's own message.
  if (!Number.isInteger(page) || page < 1 || page > MAX_SEARCH_PAGE || !Number.isFinite(limit)) return true;
  return (page - 1) * limit < RESULT_CAP;
};
const PAST_CAP = 'page is past the last page: results stop at 10,000';
// A limit above the cap is clamped, not refused: old clients ask for more.
const limit = () => int(1, 100_000).default(20)
  .transform((v: unknown) => (typeof v === 'number' && v > MAX_LIMIT ? MAX_LIMIT : v));
const sort = () => word(SORTS).transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v));

const built = new Map<Group, ReturnType<typeof buildListingSearchBody>>();

/** Built once per group: a yup schema costs more to build than to run. */
export function listingSearchBody(group: Group) {
  let schema = built.get(group);
  if (!schema) built.set(group, (schema = buildListingSearchBody(group)));
  return schema;
}

/** Which page: the same keys on every search endpoint. */
const paging = () => ({ page: page(), limit: limit() });

/** The wire fields of every filter (filter-rules.ts), with their validation rules. */
const ruleFields = (of: (r: FilterRule) => Record<string, yup.AnySchema> | undefined) =>
  Object.assign({}, ...RULES_IN_ORDER.map(of)) as Record<string, yup.AnySchema>;

function buildListingSearchBody(group: Group) {
  return yup.object({
    ...paging(),
    ...ruleFields((r) => r.listingSchema?.(group)),
    orderByAmount: sort(),
  }).test('result-cap', PAST_CAP, withinResultCap);
}

export const pgSearchBody = yup.object({
  ...paging(),
  ...ruleFields((r) => r.pgSchema?.()),
  orderByAmount: sort(),
}).test('result-cap', PAST_CAP, withinResultCap);

export const autocompleteBody = yup.object({
  city_name: text(80).default(''),
  search_string: text(100).default(''),
});

export const homeBody = yup.object({
  city: text(80).optional(),
});

// property_type accepts item kinds and the listing group names (all properties).
export const VIEW_TYPES = ['property', 'pg', 'project', 'residential', 'commercial', 'agriculture',
  'residential_project', 'residentialproject'] as const;

export const viewBody = yup.object({
  property_id: int(1, 2_147_483_647).required('property_id is required'),
  property_type: word(VIEW_TYPES)
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v)).default('property'),
  ResidentialProject: flag(),
});

const analyticsEvent = yup.object({
  action_type: text(60).required('action_type is required'),
  property_type: text(40).optional(),
  property_id: int(1, 2_147_483_647).optional(),
  page_no: int(0, 100_000).optional(),
});

export const MAX_EVENTS = 100;
export const analyticsBody = yup.object({
  events: list(analyticsEvent).max(MAX_EVENTS, `events may hold at most ${MAX_EVENTS} items`),
});
export const analyticsEventBody = analyticsEvent;

/** A validated search body, as the one translator (filters.ts) reads it. */
export type ListingSearchBody = ListingBodyIn;
export type PgSearchBody = PgBodyIn;
export type AnalyticsEvent = yup.InferType<typeof analyticsEvent>;
