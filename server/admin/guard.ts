import 'server-only';
import { AppError } from '@/lib/app-error';
import type { User } from '../db/schema';
import { isAdmin, optionalSession, sessionFromCookies } from '../auth';
import type { RequestContext } from '../http/types';

// The moderation desk is invisible to everyone but admins: no session, a bad
// token, or a non-admin all get the same 404 as an unknown path, so the desk
// cannot be found by probing. Admins exist only through `npm run admin:create`.

export const NOT_FOUND = 'Not found';

export { isAdmin };

export async function requireAdmin(ctx: RequestContext): Promise<User> {
  const s = await optionalSession(ctx);
  if (!s || s.user.bannedAt || !(await isAdmin(s.user.id))) throw new AppError('not_found', NOT_FOUND);
  return s.user;
}

/** For the server-rendered /admin pages: the admin, or null (the page calls notFound()). */
export async function adminFromCookies(): Promise<User | null> {
  const s = await sessionFromCookies();
  if (!s || s.user.bannedAt || !(await isAdmin(s.user.id))) return null;
  return s.user;
}
