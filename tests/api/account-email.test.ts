import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailVerifications, mailOutbox } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, lastMailCode, userRow } from '../helpers/account-fixtures';

const t = useTestDb();

/** Moves a user's codes into the past, as if `seconds` had gone by. */
const backdate = (userId: number, seconds: number) => t.db.update(emailVerifications)
  .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
  .where(eq(emailVerifications.userId, userId));

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let n = 0;
const newEmail = () => `user${process.pid}x${++n}@example.in`;

describe('send-verify-email / verify-email', () => {
  it('mails a 6-digit code to the profile e-mail and verifies it', async () => {
    const email = newEmail();
    const { id, token } = await accountUser(t.db, 'buyer', { email });
    const s = await call('POST', '/profile/send-verify-email', {}, { token });
    expect(s.http).toBe(200);
    expect(s.body.data).toEqual({ email, expires_in: 900, resend_after: 30 });
    const outbox = await call('GET', `/api/dev/mail-outbox?email=${encodeURIComponent(email)}`);
    expect(outbox.body.data[0].body).toMatch(/\b\d{6}\b is your code/);
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, id));
    const code = await lastMailCode(t.db, email);
    expect(row.codeHash).not.toContain(code); // stored hashed

    const bad = await call('POST', '/profile/verify-email', { code: wrong(code) }, { token });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('Invalid code. 4 attempts left.');
    expect((await call('POST', '/profile/verify-email', { code: '12ab' }, { token })).body.message).toBe('Enter the 6-digit code');
    const ok = await call('POST', '/profile/verify-email', { code }, { token });
    expect(ok.http).toBe(200);
    expect(ok.body.data.user).toMatchObject({ email, email_verified: true });
    expect((await call('POST', '/profile/verify-email', { code }, { token })).http).toBe(400); // used once
    expect((await call('POST', '/profile/send-verify-email', {}, { token })).body.message).toBe('This e-mail is already verified');
  });

  it('verifies another address given in the body and makes it the profile e-mail', async () => {
    const { id, token } = await accountUser(t.db, 'agent', { email: newEmail() });
    const other = newEmail();
    expect((await call('POST', '/profile/send-verify-email', { email: other.toUpperCase() }, { token })).body.data.email).toBe(other);
    const ok = await call('POST', '/profile/verify-email', { code: await lastMailCode(t.db, other) }, { token });
    expect(ok.body.data.user).toMatchObject({ email: other, email_verified: true });
    expect((await userRow(t.db, id)).email).toBe(other);
  });

  it('limits resends (30 s), codes per hour (5) and wrong tries (5)', async () => {
    const email = newEmail();
    const { id, token } = await accountUser(t.db, 'buyer', { email });
    await call('POST', '/profile/send-verify-email', {}, { token });
    const soon = await call('POST', '/profile/send-verify-email', {}, { token });
    expect(soon.http).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) {
      await backdate(id, 31);
      expect((await call('POST', '/profile/send-verify-email', {}, { token })).http).toBe(200);
    }
    await backdate(id, 31);
    const hourly = await call('POST', '/profile/send-verify-email', {}, { token });
    expect(hourly.http).toBe(429);
    expect(hourly.body.message).toBe('Too many codes requested. Please try again after an hour.');

    const code = await lastMailCode(t.db, email);
    for (let i = 0; i < 4; i += 1) await call('POST', '/profile/verify-email', { code: wrong(code) }, { token });
    const fifth = await call('POST', '/profile/verify-email', { code: wrong(code) }, { token });
    expect(fifth.http).toBe(429);
    expect((await call('POST', '/profile/verify-email', { code }, { token })).http).toBe(429);
    expect((await userRow(t.db, id)).emailVerified).toBe(false);
  });

  it('refuses expired codes and codes sent before an e-mail change', async () => {
    const email = newEmail();
    const { id, token } = await accountUser(t.db, 'buyer', { email });
    await call('POST', '/profile/send-verify-email', {}, { token });
    await t.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.userId, id));
    expect((await call('POST', '/profile/verify-email', { code: await lastMailCode(t.db, email) }, { token })).body.message)
      .toBe('This code has expired. Please request a new code.');
    await backdate(id, 31);
    await call('POST', '/profile/send-verify-email', {}, { token });
    await call('POST', '/api/user/update-buyer-profile', { email: newEmail() }, { token });
    expect((await call('POST', '/profile/verify-email', { code: await lastMailCode(t.db, email) }, { token })).body.message)
      .toBe('No code is pending. Please request a new code.');
  });

  it("never verifies with another user's code, needs a token, and needs an address", async () => {
    const email = newEmail();
    const a = await accountUser(t.db, 'buyer', { email });
    const b = await accountUser(t.db, 'buyer', { email: newEmail() });
    await call('POST', '/profile/send-verify-email', {}, { token: a.token });
    const code = await lastMailCode(t.db, email);
    expect((await call('POST', '/profile/verify-email', { code }, { token: b.token })).http).toBe(400);
    expect((await userRow(t.db, b.id)).emailVerified).toBe(false);
    const mails = (await t.db.select().from(mailOutbox)).length;
    expect((await call('POST', '/profile/send-verify-email', { email: newEmail() })).http).toBe(401);
    expect((await call('POST', '/profile/verify-email', { code })).http).toBe(401);
    expect((await t.db.select().from(mailOutbox)).length).toBe(mails);
    expect((await userRow(t.db, a.id)).emailVerified).toBe(false);
    const none = await accountUser(t.db, 'buyer', { email: null });
    expect((await call('POST', '/profile/send-verify-email', {}, { token: none.token })).body.message)
      .toBe('Add an e-mail address to your profile first');
    expect((await call('POST', '/profile/send-verify-email', { email: 'nope' }, { token: none.token })).body.message)
      .toBe('email must be a valid email!');
  });
});

describe('GET /api/dev/mail-outbox', () => {
  it('lists the demo mails newest first and disappears with SMTP_URL', async () => {
    const email = newEmail();
    const { id, token } = await accountUser(t.db, 'buyer', { email });
    await call('POST', '/profile/send-verify-email', {}, { token });
    await backdate(id, 31);
    await call('POST', '/profile/send-verify-email', {}, { token });
    const r = await call('GET', `/api/dev/mail-outbox?email=${encodeURIComponent(email)}`);
    expect(r.body.data).toHaveLength(2);
    expect(r.body.data[0].id).toBeGreaterThan(r.body.data[1].id);
    expect(r.body.data[0].body).toContain(await lastMailCode(t.db, email));
    expect((await call('GET', '/api/dev/mail-outbox?email=bad')).http).toBe(400);
    process.env.SMTP_URL = 'smtp://localhost:2525';
    try {
      expect((await call('GET', `/api/dev/mail-outbox?email=${encodeURIComponent(email)}`)).http).toBe(404);
    } finally {
      delete process.env.SMTP_URL;
    }
  });
});
