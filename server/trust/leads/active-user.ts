import 'server-only';
import type { RequestContext } from '../../platform/http/types';
import { requireAllowed } from '../../accounts';
import { authedBy } from '../../platform/http/authed';

/**
 * The signed-in caller of a trust call (report, review, lead): a verified phone
 * and not banned by the moderation desk (lib/policy's trust.contact).
 */
export async function requireActiveUser(ctx: RequestContext) {
  return (await requireAllowed(ctx, 'trust.contact')).user;
}

/** A handler for a trust call: `activeAuthed(schema, (user, body, ctx) => ...)`. */
export const activeAuthed = authedBy(requireActiveUser);
