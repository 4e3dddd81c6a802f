import { polygonProblem, type LatLng } from '@/lib/map/geo';
import 'server-only';
import * as yup from 'yup';
import {
  AGRICULTURE_TYPES, COMMERCIAL_TYPES, FACING, FURNISHING, PG_GENDERS, PG_ROOM_TYPES, POSTED_BY,
  RESIDENTIAL_TYPES, valuesOf,
} from '@/lib/enums';
import { countList, flag, int, list, range, text, textList, word, wordList } from './schema-helpers';
import type { Group } from './types';

// Request bodies of SPEC §7 "Search", field names (typos included) as the
// client sends them. Unknown fields are stripped by validate().

export const MAX_LIMIT = 50;
export const SORTS = ['relevance', 'asc', 'desc', 'newest'] as const;

export const CATEGORIES: Record<Group, string[]> = {
  residential: valuesOf(RESIDENTIAL_TYPES),
  commercial: valuesOf(COMMERCIAL_TYPES),
  agriculture: valuesOf(AGRICULTURE_TYPES),
};

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
const cities = () => textList(80);

const location = () =>
  yup
    .object({
      type: word(['locality', 'city']),
      city: text(80).optional(),
      locality: textList(120),
    })
    .typeError('${path} must be an object {type, city, locality}')
    .default(undefined)
    .optional();

/**
 * Not in the SPEC: the location chips as {city, locality} pairs, so
 * a locality is searched only in the city it was picked for. Preferred over
 * city/locality/location when given; a pair without a locality is a whole city.
 */
export const MAX_PLACES = 30;
const places = () =>
  list(
    yup.object({
      city: text(80).required('${path} needs a city'),
      locality: text(120).default(''),
    }).typeError('${path} must be an object {city, locality}'),
  ).max(MAX_PLACES, `places may hold at most ${MAX_PLACES} items`);

/**
 * Not in the SPEC: a drawn area, [[lat, lng], ...]; a self-intersecting
 * area, one of more than 50 points or one outside India is a 400 naming the problem.
 */
const area = () =>
  yup.mixed<LatLng[]>().optional().test('area', function check(v) {
    if (v === undefined || v === null) return true;
    const ok = Array.isArray(v) && v.every((pt) => Array.isArray(pt) && pt.length === 2 && pt.every((n) => typeof n === 'number'));
    const problem = ok ? polygonProblem(v as LatLng[]) : { message: 'area must be a list of [lat, lng] points' };
    return problem ? this.createError({ message: problem.message }) : true;
  });

const built = new Map<Group, ReturnType<typeof buildListingSearchBody>>();

/** Built once per group: a yup schema costs more to build than to run. */
export function listingSearchBody(group: Group) {
  let schema = built.get(group);
  if (!schema) built.set(group, (schema = buildListingSearchBody(group)));
  return schema;
}

/** Where to search and which page: the same keys on every search endpoint. */
const placeAndPage = () => ({
  city: cities(),
  locality: textList(120),
  location: location(),
  places: places(),
  area: area(),
  page: page(),
  limit: limit(),
});

function buildListingSearchBody(group: Group) {
  const categories = CATEGORIES[group];
  return yup.object({
    ...placeAndPage(),
    property_type: text(40).optional()
      .test('group', `property_type must be '${group}' on this endpoint`,
        (v) => !v || v.toLowerCase() === group),
    property_sub_type: wordList(categories),
    prop_type: wordList(categories),
    post_type: word(['sale', 'sell', 'rent']).default('sale'),
    budget: range(),
    amount: range(),
    bedrooms: countList(),
    bathrooms: countList(),
    owner_type: wordList(valuesOf(POSTED_BY)),
    super_area: range(),
    built_up_area: range(),
    carpet_area: range(),
    plot_area: range(),
    furnishing_area: wordList(valuesOf(FURNISHING)),
    facing: wordList(valuesOf(FACING)),
    amenities: textList(60),
    proprty_status: text(40).optional(),
    transaction: word(['new', 'resale', 'any']),
    transcation: word(['new', 'resale', 'any']),
    Status: word(['under_construction', 'ready_to_move', 'any']),
    today: flag(),
    yesterday: flag(),
    thisWeek: flag(),
    thisMonth: flag(),
    orderByAmount: sort(),
  }).test('result-cap', PAST_CAP, withinResultCap);
}

export const pgSearchBody = yup.object({
  ...placeAndPage(),
  amount: range(),
  budget: range(),
  gender: wordList(valuesOf(PG_GENDERS)),
  room_type: wordList(valuesOf(PG_ROOM_TYPES)),
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

export type ListingSearchBody = yup.InferType<ReturnType<typeof buildListingSearchBody>>;
export type PgSearchBody = yup.InferType<typeof pgSearchBody>;
export type AnalyticsEvent = yup.InferType<typeof analyticsEvent>;
