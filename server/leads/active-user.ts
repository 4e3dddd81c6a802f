import 'server-only';
import { AppError } from '@/lib/app-error';
import type { RequestContext } from '../http/types';
import { requireActiveSession } from '../auth';
import { authedBy } from '../http/authed';

/**
 * The signed-in caller of a trust call (report, review, lead): a verified phone
 * and not banned by the moderation desk.
 */
export async function requireActiveUser(ctx: RequestContext) {
  const { user } = await requireActiveSession(ctx);
  if (!user.phoneVerified) throw new AppError('forbidden', 'Please verify your phone number first');
  return user;
}

/** A handler for a trust call: `activeAuthed(schema, (user, body, ctx) => ...)`. */
export const activeAuthed = authedBy(requireActiveUser);
