import 'server-only';
import { eq } from 'drizzle-orm';
import { NOTICE_VERSION } from '@/lib/consent/purposes';
import type { Locale } from '@/lib/i18n/locales';
import { configuredSiteUrl } from '@/lib/site';
import { getDb } from '../../platform/db/client';
import { newsletterSubscribers, users } from '../../platform/db/schema';
import { mailSender } from '../../platform/mail/sender';
import { subscriberUnsubscribeUrl } from './unsubscribe';
import { welcomeMail } from './newsletter-mail';
import { withdrawPurpose } from './service';

// The footer's newsletter list is consent data: a visitor's signup is their consent and its proof.

/**
 * A visitor's footer signup: the row is the consent's proof (address, time, notice version, form).
 * A new address gets one welcome mail saying what it signed up for, with its unsubscribe link, so
 * withdrawing is one click from the first mail on; an address already on the list gets nothing.
 * The row keeps the language of the page it came from: the newsletter's mails are written in it.
 */
export async function subscribe(email: string, locale: Locale = 'en'): Promise<{ email: string; created: boolean }> {
  const address = email.trim().toLowerCase();
  const db = await getDb();
  const [row] = await db.insert(newsletterSubscribers).values({ email: address, noticeVersion: NOTICE_VERSION, channel: 'footer', locale })
    .onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  if (row) {
    const site = configuredSiteUrl() ?? 'http://localhost:3000';
    // The signup stands if the mail cannot go out now: the list is what the visitor asked for.
    const unsubscribe = await subscriberUnsubscribeUrl(site, row.id);
    await mailSender().send({ to: address, ...welcomeMail(address, site, unsubscribe, locale) })
      .catch((e) => console.error(`newsletter welcome mail to subscriber ${row.id} failed: ${e instanceof Error ? e.message : e}`));
  }
  return { email: address, created: !!row };
}

/**
 * A subscriber's unsubscribe link: the address leaves the list, and a member with that address
 * has their newsletter consent withdrawn too (one list, one answer). Twice is not an error.
 */
export async function unsubscribeSubscriber(subscriberId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId)).returning();
    if (!row) return;
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
    if (member) await withdrawPurpose(member.id, 'newsletter', tx);
  });
}
