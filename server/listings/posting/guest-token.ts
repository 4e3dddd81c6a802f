import 'server-only';
import type { GuestSession } from '@/lib/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { signToken, verifyToken, optionalSession } from '../../accounts';
import { settledEntitlements } from '../../money';
import type { RequestContext } from '../../platform/http/types';

// The guest posting token (POST /api/post-property-guest/verify-otp): proof that
// the visitor owns a phone, good for posting and uploading photos only. It is
// not a login: another issuer and audience, so verifyAccessToken refuses it and
// no profile call accepts it; it sets no cookie and lives two hours.

const GUEST = { issuer: 'gharbazaar-guest-post', audience: 'post-property' };
export const GUEST_TOKEN_SECONDS = 2 * 3600;

export function issueGuestToken(userId: number): Promise<string> {
  return signToken(GUEST, userId, GUEST_TOKEN_SECONDS, { scope: 'guest_post' });
}

/** The user id a guest token speaks for, or null for anything else. */
export async function verifyGuestToken(token: string | null | undefined): Promise<number | null> {
  const payload = await verifyToken(GUEST, token);
  return payload?.scope === 'guest_post' ? payload.userId : null;
}

export const GUEST_TOKEN_REQUIRED = 'Please verify your phone number with the OTP before posting';

/**
 * Who posts or uploads: the signed-in user (x-access-token = access token) or a
 * verified guest (x-access-token = guest token). For the guest posting calls
 * and the photo upload calls; every other call takes access tokens only.
 */
export async function posterFromRequest(ctx: RequestContext): Promise<{ user: User; guest: boolean } | null> {
  const session = await optionalSession(ctx);
  if (session) return { user: session.user, guest: false };
  const id = await verifyGuestToken(ctx.req.headers.get('x-access-token'));
  if (!id) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ? { user, guest: true } : null;
}

export async function requirePoster(ctx: RequestContext) {
  const p = await posterFromRequest(ctx);
  if (!p) throw new AppError('unauthorized', GUEST_TOKEN_REQUIRED);
  return p;
}

/**
 * verify-otp's answer: the guest token, and the phone's live-listing allowance, so the
 * guest wizard offers a plan up front instead of refusing at the final Post.
 */
export async function guestSession(user: User): Promise<GuestSession> {
  // Settled like every other read of the allowance, so the guest sees the figures the create call enforces.
  const db = await getDb();
  const { listings } = await db.transaction((tx) => settledEntitlements(tx, user.id));
  return { guest_token: await issueGuestToken(user.id), expires_in: GUEST_TOKEN_SECONDS, phone_number: user.phoneNumber,
    listings: { allowed: listings.allowed, used: listings.used } };
}
