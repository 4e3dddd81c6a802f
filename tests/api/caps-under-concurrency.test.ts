// Every cap holds when its requests arrive at the same moment: 40 (or 60) parallel
// calls through the real route table, each cap counted exactly. On PostgreSQL the
// calls run on separate pooled connections; on PGlite they interleave on one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { callbackRequests, emailVerifications, otpSends, savedSearches, smsOutbox, uploads } from '@/server/platform/db/schema';
import { MAX_SAVED_SEARCHES } from '@/server/messaging/alerts/saved-searches';
import { LEADS_PER_POSTER_PER_DAY, LEADS_PER_VISITOR_PER_DAY } from '@/lib/trust/reasons';
import { OTP_SENDS_PER_IP_PER_HOUR, OTP_SENDS_PER_PHONE_PER_HOUR } from '@/lib/constants';
import { backend, useTestDb } from '../helpers/db';
import { call, type ApiAnswer } from '../helpers/api';
import { newPhone } from '../helpers/auth';
import { makeListing } from '../helpers/fixtures';
import { accountUser, fileForm, tinyPng } from '../helpers/account-fixtures';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-caps-'));
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.OTP_SENDS_GLOBAL_PER_HOUR;
  delete process.env.UPLOAD_QUOTA_FILES_PER_DAY;
});

const t = useTestDb();

const login = (phone: string, ip: string) =>
  call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip });
const texts = async (phones: string[]) =>
  Number((await t.db.select({ n: count() }).from(smsOutbox).where(inArray(smsOutbox.phoneNumber, phones)))[0].n);
const statuses = (answers: ApiAnswer[]) => {
  const by: Record<number, number> = {};
  for (const a of answers) by[a.http] = (by[a.http] ?? 0) + 1;
  return by;
};
const inParallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe(`OTP texts under parallel logins (${backend})`, () => {
  it('40 logins for one phone from one address at once send exactly one text; the rest are told to wait', async () => {
    const phone = newPhone();
    const answers = await inParallel(40, () => login(phone, '198.51.100.40'));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 39 });
    expect(await texts([phone])).toBe(1);
    const waits = answers.filter((a) => a.http === 429);
    expect(waits.every((a) => /^Please wait \d+ seconds before requesting another OTP\.$/.test(a.body.message))).toBe(true);
    expect(waits.every((a) => Number(a.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('60 logins for one phone from 60 addresses at once send exactly 10 texts (the hourly cap of a phone)', async () => {
    const phone = newPhone();
    const answers = await inParallel(60, (i) => login(phone, `203.0.${i}.7`));
    expect(statuses(answers)).toEqual({ 200: OTP_SENDS_PER_PHONE_PER_HOUR, 429: 60 - OTP_SENDS_PER_PHONE_PER_HOUR });
    expect(await texts([phone])).toBe(OTP_SENDS_PER_PHONE_PER_HOUR);
    expect(answers.filter((a) => a.http === 429).every((a) => a.body.message.startsWith('Too many OTP requests for this number.'))).toBe(true);
  });

  it('40 logins for 40 phones from one address at once send exactly 30 texts (the hourly cap of an address)', async () => {
    const phones = Array.from({ length: 40 }, () => newPhone());
    const answers = await inParallel(40, (i) => login(phones[i], '192.0.2.77'));
    expect(statuses(answers)).toEqual({ 200: OTP_SENDS_PER_IP_PER_HOUR, 429: 40 - OTP_SENDS_PER_IP_PER_HOUR });
    expect(await texts(phones)).toBe(OTP_SENDS_PER_IP_PER_HOUR);
  });

  it('40 logins of 40 phones from 40 addresses stop exactly at the site-wide cap', async () => {
    const [sent] = await t.db.select({ n: count() }).from(otpSends).where(gt(otpSends.createdAt, new Date(Date.now() - 3600_000)));
    process.env.OTP_SENDS_GLOBAL_PER_HOUR = String(Number(sent.n) + 7);
    const phones = Array.from({ length: 40 }, () => newPhone());
    const answers = await inParallel(40, (i) => login(phones[i], `100.64.${i}.1`));
    expect(statuses(answers)).toEqual({ 200: 7, 429: 33 });
    expect(await texts(phones)).toBe(7);
  });
});

describe(`the daily upload quota under parallel uploads (${backend})`, () => {
  it('40 uploads of one user at once against a quota of 5 store exactly 5 files', async () => {
    process.env.UPLOAD_QUOTA_FILES_PER_DAY = '5';
    const { id, token } = await accountUser(t.db);
    const answers = await inParallel(40, (i) =>
      call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', tinyPng(i + 1, 1)) }));
    expect(statuses(answers)).toEqual({ 200: 5, 429: 35 });
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, id))).toHaveLength(5);
  });
});

describe(`lead quotas under parallel callbacks (${backend})`, () => {
  const ask = (token: string, itemId: number) => call('POST', '/api/user/request-callback/create',
    { property_id: itemId, property_type: 'residential', name: 'Kiran Rao', phone_number: '9876543210' }, { token });
  const leads = async (col: 'requesterId' | 'ownerId', userId: number) =>
    Number((await t.db.select({ n: count() }).from(callbackRequests).where(and(eq(callbackRequests[col], userId))))[0].n);

  it('one visitor asking 40 posters at once reaches exactly the daily limit of a visitor', async () => {
    const me = await accountUser(t.db, 'buyer');
    const items = await inParallel(40, async () => makeListing(t.db, { userId: (await accountUser(t.db, 'owner')).id }));
    const answers = await inParallel(40, (i) => ask(me.token, items[i].id));
    expect(statuses(answers)).toEqual({ 200: LEADS_PER_VISITOR_PER_DAY, 429: 40 - LEADS_PER_VISITOR_PER_DAY });
    expect(await leads('requesterId', me.id)).toBe(LEADS_PER_VISITOR_PER_DAY);
  });

  it('50 visitors asking one poster at once reach exactly the daily limit of a poster', async () => {
    const owner = await accountUser(t.db, 'owner');
    const item = await makeListing(t.db, { userId: owner.id });
    const visitors = await inParallel(50, () => accountUser(t.db, 'buyer'));
    const answers = await inParallel(50, (i) => ask(visitors[i].token, item.id));
    expect(statuses(answers)).toEqual({ 200: LEADS_PER_POSTER_PER_DAY, 429: 50 - LEADS_PER_POSTER_PER_DAY });
    expect(await leads('ownerId', owner.id)).toBe(LEADS_PER_POSTER_PER_DAY);
  });
});

describe(`per-user limits of e-mail codes and saved searches (${backend})`, () => {
  it('40 requests for an e-mail code at once mail exactly one code; the rest are told to wait', async () => {
    const { id, token } = await accountUser(t.db, 'buyer', { email: `caps${process.pid}@example.in` });
    const answers = await inParallel(40, () => call('POST', '/profile/send-verify-email', {}, { token }));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 39 });
    expect(await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, id))).toHaveLength(1);
  });

  it('40 saved searches at once stop exactly at the limit', async () => {
    const { id, token } = await accountUser(t.db, 'buyer', { email: `caps${process.pid}s@example.in` });
    const answers = await inParallel(40, (i) => call('POST', '/api/saved-search/create',
      { search_group: 'residential', search_id: `type=rent&bedrooms=${(i % 4) + 1}`, city: 'Mysuru', frequency: 'daily', channel: 'email' }, { token }));
    expect(statuses(answers)).toEqual({ 200: MAX_SAVED_SEARCHES, 409: 40 - MAX_SAVED_SEARCHES });
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, id))).toHaveLength(MAX_SAVED_SEARCHES);
  });
});
