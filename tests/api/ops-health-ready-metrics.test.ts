import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { call } from '../helpers/api';
import { createTestDb } from '../helpers/db';
import { metricsAnswer } from '@/server/platform/ops/metrics';
import { setDraining } from '@/lib/ops/shutdown-hooks.mjs';
import { routeLabel } from '@/lib/ops/route-label.mjs';

let t: Awaited<ReturnType<typeof createTestDb>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-ready-'));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestDb();
}, 240_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const scrape = (headers: Record<string, string>) => metricsAnswer(new Request('http://localhost/metrics', { headers }));

describe('health and readiness', () => {
  it('answers health without touching anything but the process', async () => {
    const r = await call('GET', '/api/health');
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ alive: true, pid: process.pid });
  });

  it('is ready with the database, every migration and a writable local storage, and says the storage kind', async () => {
    const r = await call('GET', '/api/ready');
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ storage: 'local', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the migrations when the database lacks this build\'s newest one', async () => {
    const [{ id }] = (await t.db.execute<{ id: number }>(sql`select max(id) as id from drizzle.__drizzle_migrations`)).rows;
    const [row] = (await t.db.execute<{ created_at: string }>(sql`select created_at::text from drizzle.__drizzle_migrations where id = ${id}`)).rows;
    await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = 1 where id = ${id}`);
    try {
      const r = await call('GET', '/api/ready');
      expect(r.http).toBe(503);
      expect(r.body.message).toBe('migrations: the database lacks migrations this build ships');
    } finally {
      await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${row.created_at}::bigint where id = ${id}`);
    }
    expect((await call('GET', '/api/ready')).http).toBe(200);
  });

  it('answers 503 naming the storage when it cannot be written', async () => {
    fs.chmodSync(dataDir, 0o500);
    const blocked = fs.existsSync(path.join(dataDir, 'ops')) ? path.join(dataDir, 'ops') : dataDir;
    fs.chmodSync(blocked, 0o500);
    try {
      const r = await call('GET', '/api/ready');
      // root ignores directory modes: then the check still passes, which is all this machine can show.
      if (process.getuid?.() === 0) expect([200, 503]).toContain(r.http);
      else {
        expect(r.http).toBe(503);
        expect(r.body.message).toMatch(/^storage not writable \(local\): /);
      }
    } finally {
      fs.chmodSync(blocked, 0o700);
      fs.chmodSync(dataDir, 0o700);
    }
  });
});

describe('metrics', () => {
  it('answers loopback callers only without METRICS_TOKEN', async () => {
    delete process.env.METRICS_TOKEN;
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    const ok = await scrape({ 'x-forwarded-for': '127.0.0.1' });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    for (const name of ['gharbazaar_http_requests_total', 'gharbazaar_http_request_duration_seconds', 'gharbazaar_page_cache_total',
      'gharbazaar_db_pool_in_use', 'gharbazaar_db_pool_waiting', 'gharbazaar_alert_queue_depth', 'gharbazaar_otp_texts_sent_total']) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    expect(text).toMatch(/gharbazaar_alert_queue_depth\{stage="events_to_expand"\} \d+/);
  });

  it('needs the bearer token from every caller, loopback too, when METRICS_TOKEN is set', async () => {
    process.env.METRICS_TOKEN = 'metrics-token-for-tests';
    try {
      const local = await scrape({ 'x-forwarded-for': '127.0.0.1' });
      expect(local.status).toBe(401);
      expect(local.headers.get('www-authenticate')).toBe('Bearer');
      expect((await scrape({ 'x-forwarded-for': '127.0.0.1', authorization: 'Bearer wrong' })).status).toBe(401);
      expect((await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer metrics-token-for-tests' })).status).toBe(200);
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });

  it('labels routes from a small fixed set', () => {
    expect(routeLabel('/api/search/auto-complete/?page_no=2', 200)).toBe('/api/search/auto-complete');
    expect(routeLabel('/property-details/2-bhk-flat-123-mysuru', 200)).toBe('/property-details/*');
    expect(routeLabel('/media/photos/ab/1-640.webp', 200)).toBe('/media');
    expect(routeLabel('/wp-admin/../x', 404)).toBe('(unmatched)');
  });
});

describe('draining', () => {
  it('answers 503 "shutting down" once SIGTERM arrived, so the balancer stops sending', async () => {
    setDraining();
    const r = await call('GET', '/api/ready');
    expect(r.http).toBe(503);
    expect(r.body.message).toBe('shutting down');
    expect((await call('GET', '/api/health')).http).toBe(200);
  });
});
