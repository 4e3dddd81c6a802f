import 'server-only';
import { requireSession } from '../auth/session';
import type { RequestContext } from '../http/types';

/**
 * Who is uploading: a signed-in user (access token in x-access-token).
 * Returns the user id the photo will belong to.
 */
export async function requirePoster(ctx: RequestContext): Promise<number> {
  const { user } = await requireSession(ctx);
  return user.id;
}
