// Map search (issue 20 §1): the results page's search inside a box, clustered
// on the server; a drawn area narrows results, counts and saved-search alerts
// alike; bad boxes, zooms and areas are 400s naming the field or the problem.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { smsOutbox } from '@/server/platform/db/schema';
import { runAlerts } from '@/server/messaging/alerts/worker';
import { backend, useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg, makeUser, tokenFor } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { unlocatedOf } from '@/server/catalog/map/map-search';
import { validate } from '@/server/platform/http/validate';
import { listingFilters } from '@/server/catalog/search/catalog/filters';
import { listingSearchBody } from '@/server/catalog/search/catalog/schemas';
import { listingSources } from '@/server/catalog/search/catalog/search';

const t = useTestDb();
const CITY = 'Mappur';
const places = [{ city: CITY, locality: '' }];
const search = (extra: object = {}) => ({ city: [CITY], places, post_type: 'sale', ...extra });
const BOX = { west: 76.5, south: 12.2, east: 76.8, north: 12.5 };
// About 3 km a side around the five "Centre" listings: a screen's width at zoom 18 is ~0.01 degrees.
const CENTRE = { west: 76.6, south: 12.3, east: 76.63, north: 12.33 };
const map = (body: object) => call('POST', '/api/map/search', body);
// A square around (12.30..12.34, 76.60..76.64).
const SQUARE = [[12.3, 76.6], [12.3, 76.64], [12.34, 76.64], [12.34, 76.6]];

async function seed() {
  // Five close together (one cluster when zoomed out), one far, two without a pin.
  for (let i = 0; i < 5; i++) await makeListing(t.db, { city: CITY, locality: 'Centre', lat: 12.31 + i * 0.001, lng: 76.61 + i * 0.001, price: 4_000_000 + i });
  const far = await makeListing(t.db, { city: CITY, locality: 'Edge', lat: 12.45, lng: 76.75, price: 9_000_000 });
  await makeListing(t.db, { city: CITY, locality: 'Nowhere', lat: null, lng: null });
  await makeListing(t.db, { city: CITY, locality: 'Nowhere', lat: null, lng: null });
  await makeListing(t.db, { city: CITY, locality: 'Centre', lat: 12.31, lng: 76.61, postType: 'rent', price: 20_000 }); // another search
  await makePg(t.db, { city: CITY, locality: 'Centre', lat: 12.32, lng: 76.62 });
  return { far };
}

describe('map search', () => {
  it('clusters dense pins, counts listings without a map location, and opens a pin card', async () => {
    const { far } = await seed();
    const out = await map({ group: 'residential', search: search(), bbox: BOX, zoom: 10 });
    expect(out.http).toBe(200);
    expect(out.body.data.inBox).toBe(6);
    expect(out.body.data).toMatchObject({ unlocated: 2, unlocatedCapped: false });
    const cluster = out.body.data.cells.find((c: { count: number }) => c.count === 5);
    expect(cluster).toMatchObject({ price: 4_000_000 });
    expect(cluster.id).toBeUndefined();
    const pin = out.body.data.cells.find((c: { count: number }) => c.count === 1);
    expect(pin).toMatchObject({ kind: 'property', id: far.id, price: 9_000_000 });

    // Zoomed in on them, the five are separate pins; a box around the far one finds only it.
    const close = await map({ group: 'residential', search: search(), bbox: CENTRE, zoom: 18 });
    expect(close.body.data.cells.filter((c: { count: number }) => c.count === 1)).toHaveLength(5);
    const corner = await map({ group: 'residential', search: search(), bbox: { west: 76.7, south: 12.4, east: 76.8, north: 12.5 }, zoom: 12 });
    expect(corner.body.data).toMatchObject({ inBox: 1, unlocated: 2 });

    const card = await call('POST', '/api/map/card', { kind: 'property', id: far.id });
    expect(card.body.data).toMatchObject({ id: far.id, kind: 'property', locality: 'Edge', price: 9_000_000 });
    expect(card.body.data.url).toMatch(/^\/property-details\//);
    expect((await call('POST', '/api/map/card', { kind: 'property', id: 999999 })).http).toBe(404);

    const pg = await map({ group: 'pg', search: { city: [CITY], places }, bbox: BOX, zoom: 12 });
    expect(pg.body.data).toMatchObject({ inBox: 1, unlocated: 0 });
  });

  it('counts listings without a map location as the list counts: up to the cap, then says so', async () => {
    const sources = listingSources('residential', await listingFilters('residential', await validate(listingSearchBody('residential'), search())));
    expect(await unlocatedOf(t.db, sources)).toEqual({ total: 2, capped: false });
    expect(await unlocatedOf(t.db, sources, 2)).toEqual({ total: 2, capped: false });
    expect(await unlocatedOf(t.db, sources, 1)).toEqual({ total: 1, capped: true });
    // The other filters still apply to them: a budget under their price leaves none.
    const cheap = listingSources('residential', await listingFilters('residential',
      await validate(listingSearchBody('residential'), search({ budget: { max: 1000 } }))));
    expect(await unlocatedOf(t.db, cheap)).toEqual({ total: 0, capped: false });
  });

  it('a drawn area narrows the map, the list and its count (point in polygon after the box)', async () => {
    const area = SQUARE;
    const inMap = await map({ group: 'residential', search: search({ area }), bbox: BOX, zoom: 13 });
    expect(inMap.body.data.inBox).toBe(5);
    expect(inMap.body.data.unlocated).toBe(0); // an area asks for a place: unlocated listings cannot be inside it
    const list = await call('POST', '/api/search/residential-property-search-v2', search({ area }));
    expect(list.body.data.total).toBe(5);
    expect(list.body.data.data.every((c: { locality: string }) => c.locality === 'Centre')).toBe(true);
    // A triangle that holds only the lower-left pins (its box alone would hold three).
    const triangle = [[12.305, 76.605], [12.305, 76.6175], [12.3175, 76.605]];
    expect((await call('POST', '/api/search/residential-property-search-v2', search({ area: triangle }))).body.data.total).toBe(2);
  });

  it('refuses bad boxes, zooms and areas with a 400 naming the field or the problem', async () => {
    const cases: [object, string][] = [
      [{ group: 'residential', search: search(), zoom: 12 }, 'bbox is required'],
      [{ group: 'residential', search: search(), bbox: { ...BOX, west: 'x' }, zoom: 12 }, 'bbox.west must be a number'],
      [{ group: 'residential', search: search(), bbox: { ...BOX, south: 12.6 }, zoom: 12 }, 'bbox is inverted: south must be below north'],
      [{ group: 'residential', search: search(), bbox: { ...BOX, west: 77 }, zoom: 12 }, 'bbox is inverted: west must be left of east'],
      [{ group: 'residential', search: search(), bbox: { west: -0.2, south: 51.4, east: 0.1, north: 51.6 }, zoom: 12 }, 'bbox is outside India'],
      [{ group: 'residential', search: search(), bbox: BOX, zoom: 25 }, 'zoom must be a whole number from 4 to 19'],
      [{ group: 'residential', search: search(), bbox: BOX, zoom: 2 }, 'zoom must be a whole number from 4 to 19'],
      [{ group: 'castle', search: search(), bbox: BOX, zoom: 12 }, 'group must be one of residential, commercial, agriculture, pg'],
      // A box far wider than a screen at its zoom (here all of India at zoom 19) would group into a row per listing.
      [{ group: 'residential', search: search(), bbox: { west: 68.5, south: 8, east: 97, north: 35 }, zoom: 19 },
        'bbox is too large for zoom 19: at most 0.0161 degrees a side (zoom out or send a smaller box)'],
      [{ group: 'residential', search: search(), bbox: { ...CENTRE, north: 12.4 }, zoom: 18 },
        'bbox is too large for zoom 18: at most 0.0322 degrees a side (zoom out or send a smaller box)'],
    ];
    for (const [body, message] of cases) {
      const r = await map(body);
      expect(r.http, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const bow = [[12.3, 76.6], [12.34, 76.64], [12.34, 76.6], [12.3, 76.64]];
    const many = Array.from({ length: 51 }, (_, i) => [12.3 + 0.04 * Math.sin((i / 51) * 2 * Math.PI), 76.6 + 0.04 * Math.cos((i / 51) * 2 * Math.PI)]);
    const london = [[51.4, -0.2], [51.4, 0.1], [51.6, 0.1]];
    const areas: [unknown, string][] = [
      [bow, 'area is self-intersecting: its edges cross'],
      [many, 'area has more than 50 points'],
      [london, 'area is outside India'],
      [[[12.3, 76.6], [12.31, 76.61]], 'area needs at least 3 points'],
      ['north of here', 'area must be a list of [lat, lng] points'],
    ];
    for (const [area, message] of areas) {
      for (const r of [
        await map({ group: 'residential', search: search({ area }), bbox: BOX, zoom: 12 }),
        await call('POST', '/api/search/residential-property-search-v2', search({ area })),
      ]) {
        expect(r.http, message).toBe(400);
        expect(r.body.message).toBe(message);
      }
    }
  });

  it('a saved search with a drawn area alerts for new listings inside it only', async () => {
    const city = 'Areapur';
    const me = await accountUser(t.db, 'buyer');
    const area = '12.3,76.6_12.3,76.64_12.34,76.64_12.34,76.6';
    const saved = await call('POST', '/api/saved-search/create', { search_group: 'residential', search_id: `type=rent&area=${area}`, city, channel: 'sms' }, { token: me.token });
    expect(saved.http).toBe(200);
    const bad = await call('POST', '/api/saved-search/create', { search_group: 'residential', search_id: 'type=rent&area=12.3,76.6_12.34,76.64_12.34,76.6_12.3,76.64', city, channel: 'sms' }, { token: me.token });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('area is self-intersecting: its edges cross');

    const u = await makeUser(t.db, { roleType: 'owner' });
    await givePlan(t.db, u.id);
    const token = await tokenFor(u.id);
    const flat = (lat: number, lng: number, name: string) => {
      const b = validBody('apartment', 'rent') as any;
      b.g_location = { ...b.g_location, city, area: name, lat, lng };
      return b;
    };
    const inside = await call('POST', '/api/property/apartment/create-apartment-property', flat(12.32, 76.62, 'Insidenagar'), { token });
    const outside = await call('POST', '/api/property/apartment/create-apartment-property', flat(12.4, 76.7, 'Outsidenagar'), { token });
    expect([inside.body.data.status, outside.body.data.status]).toEqual(['approved', 'approved']);
    await runAlerts();
    const sms = (await t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, me.user.phoneNumber))).map((m) => m.message);
    expect(sms.filter((m) => m.includes('Insidenagar'))).toHaveLength(1);
    expect(sms.filter((m) => m.includes('Outsidenagar'))).toHaveLength(0);
  });

  it.runIf(backend === 'postgres')('a box query reads the geo index on PostgreSQL', async () => {
    await t.db.execute(sql`analyze listings`);
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.db.execute(sql`explain select count(*) from listings where status = 'approved' and "group" = 'residential'
      and post_type = 'sale' and city = ${CITY} and lat between 12.2 and 12.5 and lng between 76.5 and 76.8`);
    await t.db.execute(sql`reset enable_seqscan`);
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toMatch(/listings_geo_idx/);
  });

  it.runIf(backend === 'postgres')('cells and the count without a pin, with bedrooms and a budget, read no row', async () => {
    await t.db.execute(sql`vacuum analyze listings`);
    const where = sql`status = 'approved' and (expires_at is null or expires_at > now()) and "group" = 'residential'
      and post_type = 'sale' and city = ${CITY} and bedrooms in (2) and price <= 9000000`;
    const explain = async (q: typeof where) => {
      await t.db.execute(sql`set enable_seqscan = off`);
      await t.db.execute(sql`set enable_bitmapscan = off`);
      const plan = await t.db.execute(sql`explain ${q}`);
      await t.db.execute(sql`reset all`);
      return JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    };
    expect(await explain(sql`select floor(lat / 0.04)::int, floor(lng / 0.04)::int, count(*), avg(lat), avg(lng), min(id), min(price)
      from listings where ${where} and lat between 12.2 and 12.5 and lng between 76.5 and 76.8 group by 1, 2`)).toMatch(/Index Only Scan using listings_geo_idx/);
    expect(await explain(sql`select count(*) from (select 1 from listings where ${where} and lat is null and lng is null limit 10001) m`))
      .toMatch(/Index Only Scan using listings_geo_idx/);
  });
});
