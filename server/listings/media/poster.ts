import 'server-only';
import { AppError } from '@/lib/app-error';
import type { RequestContext } from '../../platform/http/types';
import { posterFromRequest } from '../posting/guest-token';
import { authorize } from '../../platform/http/authorize';

/**
 * Who is uploading: a signed-in user (access token) or a guest verified by OTP (the
 * posting-scoped guest token, server/listings/posting/guest-token.ts), both in x-access-token.
 * Returns the user id the photo will belong to; neither token: 401 like every upload.
 */
export async function requirePoster(ctx: RequestContext): Promise<number> {
  const poster = await posterFromRequest(ctx);
  if (!poster) throw AppError.unauthorized();
  authorize(poster.user, 'account.write'); // photos are for listings a banned user may not post
  return poster.user.id;
}
