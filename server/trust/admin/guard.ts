import 'server-only';
import { can, NOT_FOUND } from '@/lib/policy';
import { authorize } from '../../platform/http/authorize';
import type { User } from '../../platform/db/schema';
import type { RequestContext } from '../../platform/http/types';
import { isAdmin, optionalSession, sessionFromCookies } from '../../accounts';

// The moderation desk is invisible to everyone but admins (lib/policy's
// admin.desk): no session, a bad token, or a non-admin all get the same 404 as
// an unknown path, so the desk cannot be found by probing. Admins exist only
// through `npm run admin:create`.

export { NOT_FOUND };

/** The caller as the policy needs them for the desk: the users row plus whether the admins table lists them. */
async function deskActor(user: User | undefined) {
  return user && !user.bannedAt ? { ...user, admin: await isAdmin(user.id) } : user;
}

export { isAdmin };

export async function requireAdmin(ctx: RequestContext): Promise<User> {
  const s = await optionalSession(ctx);
  authorize(await deskActor(s?.user), 'admin.desk');
  return s!.user;
}

/** For the server-rendered /admin pages: the admin, or null (the page calls notFound()). */
export async function adminFromCookies(): Promise<User | null> {
  const s = await sessionFromCookies();
  return s && can(await deskActor(s.user), 'admin.desk') ? s.user : null;
}
