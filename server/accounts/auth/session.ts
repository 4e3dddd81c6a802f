import 'server-only';
import { eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { NextRequest } from 'next/server';
import { AppError } from '@/lib/app-error';
import { ACCESS_COOKIE } from '@/lib/constants';
import { getDb } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import type { RequestContext } from '../../platform/http/types';
import { authedBy } from '../../platform/http/authed';
import { authorize } from '../../platform/http/authorize';
import type { Action, PolicyArgs } from '@/lib/policy';
import { verifyAccessToken, type TokenClaims } from './tokens';

export type Session = { user: User; claims: TokenClaims };

async function sessionFor(token: string | null | undefined): Promise<Session | null> {
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
  // A deleted account's tokens die with it (server/trust/privacy/erase.ts).
  return user && !user.deletedAt ? { user, claims } : null;
}

/** API calls authenticate by the x-access-token header only (no cookie: no CSRF). */
export async function optionalSession(ctx: RequestContext): Promise<Session | null> {
  return sessionFor(ctx.req.headers.get('x-access-token'));
}

export async function requireSession(ctx: RequestContext): Promise<Session> {
  const s = await optionalSession(ctx);
  if (!s) throw AppError.unauthorized();
  return s;
}

/** A handler for any signed-in user: `authed(schema, (user, body, ctx) => ...)`. */
export const authed = authedBy(async (ctx) => (await requireSession(ctx)).user);

/** The signed-in caller, refused (401, or the policy's refusal) unless lib/policy lets them do `action`. */
export async function requireAllowed<A extends Action>(ctx: RequestContext, action: A, ...resource: PolicyArgs<A>): Promise<Session> {
  const s = await requireSession(ctx);
  authorize(s.user, action, ...resource);
  return s;
}

/**
 * The signed-in caller of a call a banned user must not make: posting, editing,
 * renewing, uploading public pictures, profile changes, callbacks, plans.
 */
export const requireActiveSession = (ctx: RequestContext) => requireAllowed(ctx, 'account.write');

/** A handler for callers the policy lets do `action`: `authedFor('rera.register')(schema, (user, body, ctx) => ...)`. */
export const authedFor = (action: Exclude<Action, 'profile.update' | 'plan.buy' | 'item.manage' | 'upload.read' | 'review.write' | 'review.reply'>) =>
  authedBy(async (ctx) => (await requireAllowed(ctx, action)).user);

/**
 * The caller of a GET that a plain link opens (a file download): such a request
 * carries no x-access-token header, so the httpOnly access cookie is accepted
 * too (it changes nothing, so no CSRF risk). Next's own cookie parser reads the
 * header (percent-decoding the value), not a hand-written split.
 */
export async function linkReader(ctx: RequestContext): Promise<User> {
  const cookie = new NextRequest(ctx.req).cookies.get(ACCESS_COOKIE)?.value;
  // The same check as every session: a deleted account's token reads no document or invoice.
  const s = await sessionFor(ctx.req.headers.get('x-access-token') ?? cookie);
  if (!s) throw AppError.unauthorized();
  return s.user;
}

export const linkReaderId = async (ctx: RequestContext): Promise<number> => (await linkReader(ctx)).id;

/** Server components read the httpOnly cookie set at login. */
export async function sessionFromCookies(): Promise<Session | null> {
  const jar = await cookies();
  return sessionFor(jar.get(ACCESS_COOKIE)?.value);
}
