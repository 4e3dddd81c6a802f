import 'server-only';
import { redirect } from 'next/navigation';
import { sessionFromCookies } from '@/server/accounts/auth/session';

/**
 * The signed-in user of a profile page. The middleware only sees that a token
 * cookie exists; here the token itself is checked (revoked or expired tokens,
 * deleted users) and anything invalid goes home (SPEC §2 Redirects).
 */
export async function requireUser() {
  const session = await sessionFromCookies();
  if (!session) redirect('/');
  return session.user;
}
