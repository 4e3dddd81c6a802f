import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listings } from '@/server/platform/db/schema';
import { viewThrottle } from '@/server/catalog/search/views/views';
import { analyticsThrottle } from '@/server/catalog/search/handlers';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';

// A loop used to inflate view counters and analytics at will.
const t = useTestDb();
const VIEW = '/api/public/create-viewedProperty';
const count = async (id: number) => (await t.db.select({ n: listings.viewCount }).from(listings).where(eq(listings.id, id)))[0].n;

beforeEach(async () => {
  await viewThrottle.perItem.clear();
  await viewThrottle.perIp.clear();
  await analyticsThrottle.clear();
});

describe('view and analytics throttles', () => {
  it('counts one view per IP per item in 30 minutes, however often the loop calls', async () => {
    const l = await makeListing(t.db);
    for (let i = 0; i < 50; i++) expect((await call('POST', VIEW, { property_id: l.id }, { ip: '10.7.0.1' })).http).toBe(200);
    expect(await count(l.id)).toBe(1);
    await call('POST', VIEW, { property_id: l.id }, { ip: '10.7.0.2' });
    expect(await count(l.id)).toBe(2);
  });

  it('caps counted views from one IP across many items', async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, () => makeListing(t.db).then((l) => l.id)));
    for (let i = 0; i < 300; i++) await viewThrottle.perIp.take('10.7.1.1');
    for (const id of ids) await call('POST', VIEW, { property_id: id }, { ip: '10.7.1.1' });
    expect(await Promise.all(ids.map(count))).toEqual([0, 0, 0]);
  });

  it('refuses analytics past 60 calls a minute from one IP with 429 and Retry-After', async () => {
    const send = (ip: string) => call('POST', '/api/analytics/create', { action_type: 'filter_button' }, { ip });
    for (let i = 0; i < 60; i++) expect((await send('10.7.2.1')).http).toBe(200);
    const over = await send('10.7.2.1');
    expect(over.http).toBe(429);
    expect(over.body.message).toBe('Too many analytics events from this network. Please slow down.');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('10.7.2.2')).http).toBe(200);
  });
});
