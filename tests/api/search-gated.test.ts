// The "gated community" filter reads the listing's own flag (listings.is_gated, in the search
// indexes), not the details table: whatever writes the poster's answer must keep that flag, or a
// gated home drops out of the filter (or an open one stays in it) after a post or an edit.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings, residentialDetails } from '@/server/platform/db/schema';
import { categoryOf } from '@/lib/posting/categories';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makeUser, tokenFor } from '../helpers/fixtures';
import { givePlan } from '../helpers/plans';
import { validBody } from '../helpers/posting-bodies';

const t = useTestDb();
const SEARCH = '/api/search/residential-property-search-v2';
const flat = categoryOf('apartment')!;

async function gatedIds(city: string): Promise<number[]> {
  const r = await call('POST', SEARCH, { city: [city], post_type: 'sale', amenities: ['gated_community'], limit: 50 });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.total).toBe(r.body.data.data.length);
  return (r.body.data.data as { id: number; ResidentialProject?: boolean }[]).filter((c) => !c.ResidentialProject).map((c) => c.id);
}

async function poster() {
  const u = await makeUser(t.db, { roleType: 'agent' });
  await givePlan(t.db, u.id, { listings: 10 });
  return tokenFor(u.id);
}

function flatBody(gated: boolean) {
  const body = validBody('apartment', 'sale');
  return { ...body, details: { ...body.details, gated_community: gated } };
}

describe('gated community filter', () => {
  it('a posted gated flat is found under the filter, an ungated one is not', async () => {
    const token = await poster();
    const gated = await call('POST', flat.createPath, flatBody(true), { token });
    expect(gated.http, JSON.stringify(gated.body)).toBe(200);
    const open = await call('POST', flat.createPath, flatBody(false), { token });
    expect(open.http, JSON.stringify(open.body)).toBe(200);

    const ids = await gatedIds('Mysuru');
    expect(ids).toContain(gated.body.data.property_id);
    expect(ids).not.toContain(open.body.data.property_id);
  });

  it('an edit that changes the answer moves the listing in or out of the filter', async () => {
    const token = await poster();
    const posted = await call('POST', flat.createPath, flatBody(false), { token });
    expect(posted.http, JSON.stringify(posted.body)).toBe(200);
    const id = posted.body.data.property_id as number;
    expect(await gatedIds('Mysuru')).not.toContain(id);

    const toGated = await call('POST', flat.editPath, { ...flatBody(true), property_id: id }, { token });
    expect(toGated.http, JSON.stringify(toGated.body)).toBe(200);
    expect(await gatedIds('Mysuru')).toContain(id);

    const toOpen = await call('POST', flat.editPath, { ...flatBody(false), property_id: id }, { token });
    expect(toOpen.http, JSON.stringify(toOpen.body)).toBe(200);
    expect(await gatedIds('Mysuru')).not.toContain(id);
    // The detail page still reads the poster's answer from the details table.
    const [d] = await t.db.select().from(residentialDetails).where(eq(residentialDetails.listingId, id));
    expect(d.gatedCommunity).toBe(false);
  });

  it('a writer that touches only residential_details still moves the listing (the trigger keeps the copy)', async () => {
    const city = 'Gatedtown';
    const l = await makeListing(t.db, { city, category: 'apartment' });
    await t.db.insert(residentialDetails).values({ listingId: l.id, gatedCommunity: true });
    expect(await gatedIds(city)).toEqual([l.id]);
    await t.db.update(residentialDetails).set({ gatedCommunity: false }).where(eq(residentialDetails.listingId, l.id));
    expect(await gatedIds(city)).toEqual([]);
    const [row] = await t.db.select({ isGated: listings.isGated }).from(listings).where(eq(listings.id, l.id));
    expect(row.isGated).toBe(false);
  });
});
