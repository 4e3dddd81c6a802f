import 'server-only';
import { AppError } from '@/lib/app-error';
import { POSTING_CATEGORIES, GUEST_VERIFY_OTP_PATH, type PostingCategory, type PostingGroup } from '@/lib/posting/categories';
import { AMENITY_SETS } from '@/lib/posting/amenities';
import { basicsSchema, listingBodySchema, type ListingBody } from '@/lib/posting/schemas';
import { verifyOtpBody } from '@/lib/validation/auth';
import { getDb } from '../../platform/db/client';
import type { Handler, RequestContext, RouteTable } from '../../platform/http/types';
import { mountRoutes, routeEntries } from '../../platform/http/route-table';
import { validate } from '../../platform/http/validate';
import { optionalSession, requireActiveSession, requireSession, verifyOtp, findOrCreateVerifiedUser } from '../../accounts';
import { guestSession, requirePoster } from './guest-token';
import {
  agricultureDetails, myPropertyFindOne, myPropertyList, myPropertyStatistics, statisticsCount,
} from './my-properties';
import { agricultureDetailsQuery, deleteBody, myListBody, propertyIdBody, statisticsBody } from './schemas';
import { confirmAvailable, createListing, deleteListing, editListing, guestPoster } from './service';

// The posting calls of SPEC §7 at their exact paths (typos included), generated
// from lib/posting/categories.ts so the 14 create, 14 edit and 4 guest paths are
// written down once. tests/api/posting-calls.test.ts lists them literally.

/** post_type first (it decides which fields apply), then the whole body. */
async function listingBody(c: PostingCategory, ctx: RequestContext, edit: boolean) {
  const raw = await ctx.json();
  const { post_type } = await validate(basicsSchema(c), raw);
  return validate(listingBodySchema(c, post_type as 'sale' | 'rent', edit), raw) as Promise<ListingBody & { property_id: number }>;
}

const message = (status: string) => (status === 'approved'
  ? 'Property posted successfully'
  : 'Property saved; it goes live after a review of the reasons shown');

const create = (c: PostingCategory): Handler => async (ctx) => {
  const { user } = await requireActiveSession(ctx);
  const body = await listingBody(c, ctx, false);
  const data = await createListing(c, user, body);
  return { data, message: message(data.status) };
};

const edit = (c: PostingCategory): Handler => async (ctx) => {
  const { user } = await requireActiveSession(ctx);
  const body = await listingBody(c, ctx, true);
  const data = await editListing(c, user, body);
  return { data, message: data.status === 'approved' ? 'Property updated successfully' : message(data.status) };
};

/** Guest posting: the guest token of verify-otp (or a normal login) stands for the poster. */
const guest = (c: PostingCategory): Handler => async (ctx) => {
  const poster = await requirePoster(ctx);
  const body = await listingBody(c, ctx, false);
  const user = poster.guest ? await guestPoster(await getDb(), poster.user) : poster.user;
  const data = await createListing(c, user, body);
  return { data, message: message(data.status) };
};

const remove = (group: PostingGroup): Handler => async (ctx) => {
  const { user } = await requireSession(ctx);
  const { property_id } = await validate(deleteBody, await ctx.json());
  return { data: await deleteListing(user, property_id, group), message: 'Property deleted successfully' };
};

const statistics: Handler = async (ctx) => {
  const { user } = await requireSession(ctx);
  const input = ctx.method === 'GET' ? { property_id: ctx.query('property_id') } : await ctx.json();
  const { property_id } = await validate(statisticsBody, input);
  return { data: await myPropertyStatistics(user.id, property_id), message: 'Statistics' };
};

const counts = (group: PostingGroup): Handler => async (ctx) => {
  const { user } = await requireSession(ctx);
  const { property_id } = await validate(propertyIdBody, { property_id: ctx.query('property_id') });
  return { data: await statisticsCount(user.id, property_id, group), message: 'Statistics' };
};

const byPath = (name: string, pick: (c: PostingCategory) => string | null, make: (c: PostingCategory) => Handler): RouteTable =>
  routeEntries(name, POSTING_CATEGORIES.filter((c) => pick(c)).map((c) => [`POST ${pick(c)}`, make(c)] as const));

const fixedRoutes: RouteTable = {
  [`POST ${GUEST_VERIFY_OTP_PATH}`]: async (ctx) => {
    const body = await validate(verifyOtpBody, await ctx.json());
    // The same challenge and rules as login (POST /api/user/auth/Login sends the code).
    const challenge = await verifyOtp(body.otp_token, body.otp, 'login', ctx.ip);
    const user = await findOrCreateVerifiedUser(challenge.countryCode, challenge.phoneNumber);
    return { data: await guestSession(user), message: 'OTP verified successfully' };
  },
  'POST /api/residential/delete-property': remove('residential'),
  'POST /api/commercial/delete-property': remove('commercial'),
  'POST /api/agriculture/delete-property': remove('agriculture'),
  'GET /property/feature-status/list': async () => ({
    data: Object.fromEntries(Object.entries(AMENITY_SETS).map(([set, names]) =>
      [set, names.map((name) => ({ name, status: true }))])),
    message: 'Feature list',
  }),
  'POST /api/user/my-property/my-property-list': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await validate(myListBody, await ctx.json());
    return { data: await myPropertyList(user.id, body), message: 'My properties' };
  },
  'POST /api/user/my-property/my-property-list-find-one': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { property_id } = await validate(propertyIdBody, await ctx.json());
    return { data: await myPropertyFindOne(user.id, property_id), message: 'Property' };
  },
  'GET /api/user/my-property/my-property-statistics': statistics,
  'POST /api/user/my-property/my-property-statistics': statistics,
  // SPEC §7 spells it "agricluture".
  'GET /my-property/agricluture/statistics-count': counts('agriculture'),
  'GET /my-property/commercial/statistics-count': counts('commercial'),
  'GET /property/agriculture/property/details': async (ctx) => {
    const q = await validate(agricultureDetailsQuery, {
      property_id: ctx.query('property_id'), property_type: ctx.query('property_type'), property_sub_type: ctx.query('property_sub_type'),
    });
    if (q.property_type && q.property_type !== 'agriculture') throw new AppError('validation', 'property_type must be agriculture', { field: 'property_type' });
    const session = await optionalSession(ctx);
    return { data: await agricultureDetails(session?.user.id ?? null, q.property_id, q.property_sub_type), message: 'Property' };
  },
  // Not in the spec: the "Still available" renew of My Properties.
  'POST /api/user/my-property/confirm-available': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const { property_id } = await validate(propertyIdBody, await ctx.json());
    return { data: await confirmAvailable(user, property_id), message: 'Thanks! Your listing stays live for 60 more days' };
  },
};

export const postingRoutes: RouteTable = mountRoutes({
  createRoutes: byPath('createRoutes', (c) => c.createPath, create),
  // Both readings of the SPEC §7 edit path (lib/posting/categories.ts editPaths).
  editRoutes: routeEntries('editRoutes', POSTING_CATEGORIES.flatMap((c) => c.editPaths.map((p) => [`POST ${p}`, edit(c)] as const))),
  guestRoutes: byPath('guestRoutes', (c) => c.guestPath, guest),
  fixedRoutes,
});
