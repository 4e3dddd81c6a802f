import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTICE_VERSION } from '@/lib/consent/purposes';
import { mailOutbox, newsletterSubscribers, users } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';

const t = useTestDb();

describe('newsletter signup', () => {
  it('subscribes once, answering a message the footer shows', async () => {
    const first = await call('POST', '/api/news-letter/create-news-letter', { email: 'Priya@Example.in' });
    expect(first.http).toBe(200);
    expect(first.body.message).toMatch(/Thank you/);
    const again = await call('POST', '/api/news-letter/create-news-letter', { email: 'priya@example.in' });
    expect(again.body.message).toMatch(/already subscribed/);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('answers the spec texts for bad e-mail', async () => {
    expect((await call('POST', '/api/news-letter/create-news-letter', { email: 'nope' })).body.message).toBe('email must be a valid email!');
    expect((await call('POST', '/api/news-letter/create-news-letter', {})).body.message).toBe('Required!');
  });

  it('keeps proof of a visitor\'s consent, mails the unsubscribe link once, and one click takes the address off', async () => {
    await call('POST', '/api/news-letter/create-news-letter', { email: 'Ravi@Example.in' });
    await call('POST', '/api/news-letter/create-news-letter', { email: 'ravi@example.in' });
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ravi@example.in'));
    expect(row).toMatchObject({ noticeVersion: NOTICE_VERSION, channel: 'footer' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.email, 'ravi@example.in'));
    expect(mails).toHaveLength(1);
    const link = mails[0].body.match(/Unsubscribe: (\S+)/)![1];
    const token = decodeURIComponent(new URL(link).searchParams.get('t')!);
    const out = await call('POST', '/api/consent/unsubscribe', { token });
    expect([out.http, out.body.data.purpose]).toEqual([200, 'newsletter']);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ravi@example.in'))).toEqual([]);
    // The same link again: still unsubscribed, not an error.
    expect((await call('POST', '/api/consent/unsubscribe', { token })).http).toBe(200);
  });

  it('withdraws a member\'s newsletter consent too when the footer signup of their address is unsubscribed', async () => {
    const { accountUser } = await import('../helpers/account-fixtures');
    const member = await accountUser(t.db, 'buyer');
    await t.db.update(users).set({ email: 'meena@example.in' }).where(eq(users.id, member.id));
    expect((await call('POST', '/api/user/settings/update-notification', { newsletter: true }, { token: member.token })).http).toBe(200);
    // The same address also signed up in the footer: its welcome mail's link takes both back.
    await call('POST', '/api/news-letter/create-news-letter', { email: 'meena@example.in' });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.email, 'meena@example.in'));
    const token = decodeURIComponent(new URL(mail.body.match(/Unsubscribe: (\S+)/)![1]).searchParams.get('t')!);
    expect((await call('POST', '/api/consent/unsubscribe', { token })).http).toBe(200);
    const consents = (await call('GET', '/api/user/consents', undefined, { token: member.token })).body.data as { purpose: string; withdrawn_at: string | null }[];
    expect(consents.filter((c) => c.purpose === 'newsletter').every((c) => c.withdrawn_at)).toBe(true);
  });
});
