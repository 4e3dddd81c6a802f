import 'server-only';
import { AppError } from '@/lib/app-error';
import { PURPOSE_LABELS, type Purpose } from '@/lib/consent/purposes';
import { signToken, verifyToken, type TokenKind } from '../auth/tokens';

// The one-click unsubscribe link every mail carries: /unsubscribe?t=<token>. Signed (not a
// session) so it works from any mailbox; it can only withdraw, never give. Made and checked like
// every token the app signs (server/accounts/auth/tokens.ts): its own issuer and audience keep it from
// passing for an access or guest-posting token, and those from passing for it. Links signed by the earlier
// hand-made format (<id>.<purpose>.<mac>) no longer verify: they only ever went out in alert
// mails, the same mail's "Manage alerts" link and Settings still withdraw, and every new mail
// carries a new link.
const UNSUBSCRIBE: TokenKind = { issuer: 'gharbazaar-unsubscribe', audience: 'unsubscribe' };
// A visitor's newsletter signup has no account: its link names the subscriber row instead.
const SUBSCRIBER: TokenKind = { issuer: 'gharbazaar-unsubscribe', audience: 'newsletter-subscriber' };
// A mail stays in a mailbox for years; its link should still work when it is finally opened.
const LINK_TTL_SECONDS = 5 * 365 * 86_400;

/** The purposes a mail links to: the unsubscribe link withdraws only these. */
const MAIL_PURPOSES = ['alerts_email', 'newsletter'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];
const isMailPurpose = (p: unknown): p is MailPurpose => MAIL_PURPOSES.includes(p as MailPurpose);

export function unsubscribeToken(userId: number, purpose: MailPurpose): Promise<string> {
  return signToken(UNSUBSCRIBE, userId, LINK_TTL_SECONDS, { purpose });
}

/** The link for the foot of a mail: a page that asks for one click (mail scanners open links). */
export async function unsubscribeUrl(site: string, userId: number, purpose: MailPurpose): Promise<string> {
  return `${site}/unsubscribe?t=${encodeURIComponent(await unsubscribeToken(userId, purpose))}`;
}

/** The link in a visitor's newsletter mail (no account behind the address). */
export async function subscriberUnsubscribeUrl(site: string, subscriberId: number): Promise<string> {
  return `${site}/unsubscribe?t=${encodeURIComponent(await signToken(SUBSCRIBER, subscriberId, LINK_TTL_SECONDS))}`;
}

export type UnsubscribeLink = { userId: number; purpose: MailPurpose } | { subscriberId: number; purpose: 'newsletter' };

export async function readUnsubscribeToken(token: string): Promise<UnsubscribeLink> {
  const subscriber = await verifyToken(SUBSCRIBER, token);
  if (subscriber) return { subscriberId: subscriber.userId, purpose: 'newsletter' };
  const claims = await verifyToken(UNSUBSCRIBE, token);
  if (!claims) throw new AppError('validation', 'token is not a valid unsubscribe link', { field: 'token' });
  // A signed link for anything a mail does not carry (SMS alerts, a number shared with a poster)
  // would answer "unsubscribed" while nothing stops: refused, pointing to where it is withdrawn.
  if (!isMailPurpose(claims.purpose)) {
    const label = PURPOSE_LABELS[claims.purpose as Purpose] ?? String(claims.purpose);
    throw new AppError('validation', `This link cannot withdraw "${label}": withdraw it in Settings`, { field: 'token' });
  }
  return { userId: claims.userId, purpose: claims.purpose };
}
