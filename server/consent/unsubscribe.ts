import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/app-error';
import { PURPOSES, type Purpose } from '@/lib/consent/purposes';
import { jwtSecret } from '../auth/secret';

// The one-click unsubscribe link every mail carries: /unsubscribe?t=<userId>.<purpose>.<hmac>.
// Signed (not a session) so it works from any mailbox; it can only withdraw, never give.
const sign = async (body: string) =>
  createHmac('sha256', Buffer.from(await jwtSecret())).update(`unsubscribe:${body}`).digest('base64url').slice(0, 32);

export async function unsubscribeToken(userId: number, purpose: Purpose): Promise<string> {
  const body = `${userId}.${purpose}`;
  return `${body}.${await sign(body)}`;
}

/** The link for the foot of a mail: a page that asks for one click (mail scanners open links). */
export async function unsubscribeUrl(site: string, userId: number, purpose: Purpose): Promise<string> {
  return `${site}/unsubscribe?t=${encodeURIComponent(await unsubscribeToken(userId, purpose))}`;
}

export async function readUnsubscribeToken(token: string): Promise<{ userId: number; purpose: Purpose }> {
  const [id, purpose, mac] = token.split('.');
  const bad = new AppError('validation', 'token is not a valid unsubscribe link', { field: 'token' });
  if (!/^\d{1,9}$/.test(id ?? '') || !PURPOSES.includes(purpose as Purpose) || purpose === 'account' || !mac) throw bad;
  const want = Buffer.from(await sign(`${id}.${purpose}`));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw bad;
  return { userId: Number(id), purpose: purpose as Purpose };
}
