import 'server-only';
import { AppError } from '@/lib/app-error';
import type { AnalyticsSaved } from '@/lib/contract';
import type { DetailKind } from '@/lib/detail-url';
import { Throttle } from '../../platform/http/throttle';
import { optionalSession, requireSession, verifyAccessToken } from '../../accounts';
import type { Handler, RequestContext } from '../../platform/http/types';
import { pageNumber, validate } from '../../platform/http/validate';
import { recordEvents } from './views/analytics';
import { suggestLocations } from './localities/autocomplete';
import { homeSections } from './home/sections';
import { analyticsBody, analyticsEventBody, autocompleteBody, homeBody, viewBody } from './catalog/schemas';
import { searchListingsOfBody, searchPgsOfBody } from './wire-body';
import type { Group } from './catalog/types';
import { recordView, viewedList } from './views/views';

// HTTP adapters: read the body, call the domain function, wrap the answer.

/** page_no query parameter: a whole number >= 0, absent = `fallback`. */
const pageNo = (ctx: RequestContext, fallback: number) => pageNumber(ctx.query('page_no'), undefined, fallback);

// The SPEC's wire body is checked and read into filters in wire-body.ts.
export const listingSearch = (group: Group): Handler => async (ctx) => ({
  data: await searchListingsOfBody(group, await ctx.json()),
  message: 'Search results',
});

export const pgSearch: Handler = async (ctx) => ({
  data: await searchPgsOfBody(await ctx.json()),
  message: 'Search results',
});

export const autocomplete: Handler = async (ctx) => {
  const page = pageNo(ctx, 0);
  const body = await validate(autocompleteBody, await ctx.json());
  return { data: await suggestLocations(body.city_name, body.search_string, page), message: 'Suggestions' };
};

export const home: Handler = async (ctx) => {
  const body = await validate(homeBody, await ctx.json());
  return { data: await homeSections(body.city), message: 'Home properties' };
};

function viewKind(type: string, isProject: boolean): DetailKind {
  if (isProject || type === 'project' || type === 'residential_project' || type === 'residentialproject') return 'project';
  return type === 'pg' ? 'pg' : 'property';
}

// Public: a bad or expired token only means "not signed in" here, so a view
// is never refused; the viewer's list is updated only with a good token.
export const createView: Handler = async (ctx) => {
  const body = await validate(viewBody, await ctx.json());
  const session = await optionalSession(ctx);
  const kind = viewKind(body.property_type, body.ResidentialProject);
  return { data: await recordView(kind, body.property_id, session?.user.id, ctx.ip), message: 'View recorded' };
};

export const viewedProperties: Handler = async (ctx) => {
  const { user } = await requireSession(ctx);
  return { data: await viewedList(user.id, pageNo(ctx, 1)), message: 'Recently viewed' };
};

// One event or {events: [...]}. The token is checked without loading the user:
// events only need the id, and this call is made once per search result shown.
// Analytics calls per IP: a search page sends one batched call, so 60 a
// minute is far above any person; past it the events are refused (429).
export const analyticsThrottle = new Throttle('analytics', 60, 60_000);

export const analytics: Handler = async (ctx) => {
  if (!(await analyticsThrottle.take(ctx.ip))) {
    const wait = await analyticsThrottle.retryAfter(ctx.ip);
    throw new AppError('rate_limited', 'Too many analytics events from this network. Please slow down.', { retry_after: wait });
  }
  const raw = await ctx.json();
  const batch = raw !== null && typeof raw === 'object' && 'events' in raw;
  const events = batch
    ? (await validate(analyticsBody, raw)).events
    : [await validate(analyticsEventBody, raw)];
  const claims = await verifyAccessToken(ctx.req.headers.get('x-access-token'));
  const saved = await recordEvents(events, claims?.userId ?? null);
  return { data: { saved } satisfies AnalyticsSaved, message: 'Recorded' };
};
