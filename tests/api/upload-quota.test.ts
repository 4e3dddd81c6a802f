import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { uploads, uploadUsage } from '@/server/platform/db/schema';
import { assertUploadQuota, indianDay } from '@/server/listings/uploads/quota';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, fileForm, tinyPng } from '../helpers/account-fixtures';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-quota-'));
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.UPLOAD_QUOTA_FILES_PER_DAY;
  delete process.env.UPLOAD_QUOTA_BYTES_PER_DAY;
});

const t = useTestDb();
const upload = (token: string, w: number) =>
  call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', tinyPng(w, 1)) });

describe('daily upload quota', () => {
  it('refuses the file past the daily count with 429, Retry-After to midnight IST and a clear message', async () => {
    process.env.UPLOAD_QUOTA_FILES_PER_DAY = '3';
    const { id, token } = await accountUser(t.db);
    for (let w = 1; w <= 3; w++) expect((await upload(token, w)).http).toBe(200);
    const r = await upload(token, 4);
    expect(r.http).toBe(429);
    expect(r.body.message).toBe('Upload limit reached: 3 files a day. Please try again tomorrow.');
    const retry = Number(r.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, id))).toHaveLength(3);
    // Another user is not affected.
    const other = await accountUser(t.db);
    expect((await upload(other.token, 5)).http).toBe(200);
  });

  it('counts bytes across every path (the logo route too) and frees the quota the next Indian day', async () => {
    const { id, token } = await accountUser(t.db);
    const png = tinyPng(2, 2);
    process.env.UPLOAD_QUOTA_BYTES_PER_DAY = String(png.length * 2 + 1);
    expect((await call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', png) })).http).toBe(200);
    expect((await call('POST', '/profile/upload-company-logo', undefined, { token, raw: fileForm('file', png) })).http).toBe(200);
    const r = await call('POST', '/api/user/images/upload-document', undefined, { token, raw: fileForm('image', png) });
    expect(r.http).toBe(429);
    expect(r.body.message).toMatch(/^Upload limit reached: 0 MB a day \(0 MB used today\)/);
    // Yesterday's usage does not count today.
    await t.db.update(uploadUsage).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(uploadUsage.userId, id));
    expect((await call('POST', '/api/user/images/upload-document', undefined, { token, raw: fileForm('image', png) })).http).toBe(200);
  });

  it('lets parallel uploads of one user past the cap by none (the check and the reservation are one step)', async () => {
    process.env.UPLOAD_QUOTA_FILES_PER_DAY = '4';
    const { id } = await accountUser(t.db);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => assertUploadQuota(id, 100)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(await t.db.select().from(uploadUsage).where(eq(uploadUsage.userId, id))).toHaveLength(4);
  });

  it('starts the day at midnight in India', () => {
    // 2026-01-01 18:29:59Z is 23:59:59 IST; one second later is a new Indian day.
    expect(indianDay(Date.parse('2026-01-01T18:29:59Z')).start.toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(indianDay(Date.parse('2026-01-01T18:30:00Z'))).toEqual({ start: new Date('2026-01-01T18:30:00Z'), secondsLeft: 86_400 });
  });
});
