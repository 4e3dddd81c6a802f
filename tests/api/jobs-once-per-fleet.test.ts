import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobLeases, listings } from '@/server/platform/db/schema';
import { claimLease } from '@/server/platform/jobs/lease';
import { runIfDue } from '@/server/platform/jobs/runner';
import { JOBS } from '@/server/platform/jobs/catalogue';
import { expireOverdueItems } from '@/server/platform/jobs/expiry';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';

const t = useTestDb();

describe('background jobs', () => {
  it('run once per period however many servers ask at once', async () => {
    let runs = 0;
    const job = { name: 'test-once', everyMs: 60_000, run: async () => { runs += 1; return runs; } };
    // Three "servers" ask in the same instant (on PostgreSQL, three pool connections).
    const ran = await Promise.all([runIfDue(job), runIfDue(job), runIfDue(job)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // Asked again within the period: nobody runs it.
    expect(await runIfDue(job)).toBe(false);
    const [lease] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'test-once'));
    expect(lease).toMatchObject({ runs: 1, lastResult: expect.stringMatching(/^ok 1 in \d+ ms$/) });
    // Once the period is over, the next asker wins it.
    await t.db.update(jobLeases).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(jobLeases.name, 'test-once'));
    expect(await Promise.all([runIfDue(job), runIfDue(job)])).toEqual(expect.arrayContaining([true, false]));
    expect(runs).toBe(2);
  });

  it('a failing job is recorded and due again next period, never thrown at the loop', async () => {
    const job = { name: 'test-fail', everyMs: 60_000, run: async () => { throw new Error('disk on fire'); } };
    expect(await runIfDue(job)).toBe(true);
    const [lease] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'test-fail'));
    expect(lease.lastResult).toBe('failed: disk on fire');
    expect(await claimLease(t.db, 'test-fail', 60_000, 'other')).toBe(false);
  });

  it('lists every job the app needs: expiry, plan lapse, stale orders, orphan photos, alerts, retention, imports', () => {
    expect(JOBS.map((j) => j.name).sort()).toEqual(['alerts', 'expiry', 'imports', 'orphan-photos', 'plan-lapse', 'retention', 'stale-orders']);
  });

  it('an expired listing leaves search at once by the read itself; the job stores the status later', async () => {
    const l = await makeListing(t.db, { city: 'Jobpur', expiresAt: new Date(Date.now() + 60_000) });
    const search = async () => (await call('POST', '/api/search/residential-property-search-v2', { city: ['Jobpur'], post_type: 'sale' })).body.data.data;
    expect((await search()).map((c: { id: number }) => c.id)).toEqual([l.id]);
    await t.db.update(listings).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(listings.id, l.id));
    expect(await search()).toEqual([]);
    // Nor can it be viewed (a 404, as for any unpublished item).
    expect((await call('POST', '/api/public/create-viewedProperty', { property_id: l.id, property_type: 'residential' })).http).toBe(404);
    expect((await t.db.select().from(listings).where(eq(listings.id, l.id)))[0].status).toBe('approved');
    expect(await expireOverdueItems(t.db)).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(listings).where(eq(listings.id, l.id)))[0].status).toBe('expired');
  });
});

describe('no read path runs a sweep', () => {
  it('nothing outside server/platform/jobs imports a sweep', () => {
    let hits = '';
    try {
      hits = execFileSync('git', ['grep', '-n', '-i', '-E', "(import|from) .*sweep", '--', 'server', 'app', 'lib', 'components', 'services', 'store', 'middleware.ts', 'instrumentation.ts'], { encoding: 'utf8' });
    } catch (e) {
      if ((e as { status?: number }).status !== 1) throw e; // 1 = no match
    }
    expect(hits.split('\n').filter((l) => l && !l.startsWith('server/platform/jobs/'))).toEqual([]);
  });
});
