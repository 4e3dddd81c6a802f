// The 14 create and 14 edit calls of SPEC §7 at their exact paths: valid bodies
// are stored, broken ones are refused naming the field, and only the poster may
// change a listing.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { POSTING_CATEGORIES, categoryOf, type CategoryValue } from '@/lib/posting/categories';
import { listings } from '@/server/platform/db/schema';

const t = useTestDb();

// Written out literally (typos of the spec included) so a change of the catalogue cannot move a path.
const PATHS: [CategoryValue, string, string][] = [
  ['apartment', '/api/property/apartment/create-apartment-property', '/api/property/apartment/edit-apartment-property'],
  ['residential', '/api/property/residential/create-residential-property', '/api/property/residential/edit-residential-property'],
  ['villa', '/api/property/villa/create-villa-property', '/api/property/villa/edit-villa-property'],
  ['plot', '/api/property/plot/create-plot-property', '/api/property/plot/edit-plot-property'],
  ['office_space', '/api/property/officeSpace/create-office-space-property', '/api/property/officeSpace/edit-officeSpace-property'],
  ['warehouse', '/api/property/warehouse/create-wareshouse-property', '/api/property/warehouse/edit-warehouse-property'],
  ['industrial_shed', '/api/property/industrialShed/create-industrial-shed-property', '/api/property/industrialShed/edit-industrialShed-property'],
  ['industrial_plot', '/api/property/industrailPlot/create-industrial-plot-property', '/api/property/industrailPlot/edit-industrailPlot-property'],
  ['industrial_building', '/api/property/industrialBuilding/create-industrial-building-property', '/api/property/industrialBuilding/edit-industrialBuilding-property'],
  ['commercial_showroom', '/api/property/commercialShowroom/create-commercial-showroom-property', '/api/property/commercialShowroom/edit-commercialShowroom-property'],
  ['commercial_shop', '/api/property/commercialShop/create-commercial-shop-property', '/api/property/commercialShop/edit-commercialShop-property'],
  ['commercial_plot', '/api/property/commercialPlot/create-commercial-plot-property', '/api/property/commercialPlot/edit-commercialPlot-property'],
  ['farm_house', '/api/property/farmHouse/create-farm-house-property', '/api/property/farmHouse/edit-farmHouse-property'],
  ['land', '/api/property/land/create-land-property', '/api/property/land/edit-land-property'],
];

// The other reading of SPEC §7's "edit-{type}-property": the create call's name with edit-
// (kebab case, the create path's typos kept). Both readings answer; this list is literal too.
const KEBAB_EDIT_PATHS: [CategoryValue, string][] = [
  ['apartment', '/api/property/apartment/edit-apartment-property'],
  ['residential', '/api/property/residential/edit-residential-property'],
  ['villa', '/api/property/villa/edit-villa-property'],
  ['plot', '/api/property/plot/edit-plot-property'],
  ['office_space', '/api/property/officeSpace/edit-office-space-property'],
  ['warehouse', '/api/property/warehouse/edit-wareshouse-property'],
  ['industrial_shed', '/api/property/industrialShed/edit-industrial-shed-property'],
  ['industrial_plot', '/api/property/industrailPlot/edit-industrial-plot-property'],
  ['industrial_building', '/api/property/industrialBuilding/edit-industrial-building-property'],
  ['commercial_showroom', '/api/property/commercialShowroom/edit-commercial-showroom-property'],
  ['commercial_shop', '/api/property/commercialShop/edit-commercial-shop-property'],
  ['commercial_plot', '/api/property/commercialPlot/edit-commercial-plot-property'],
  ['farm_house', '/api/property/farmHouse/edit-farm-house-property'],
  ['land', '/api/property/land/edit-land-property'],
];

async function poster(role: 'owner' | 'agent' | 'builder' | 'buyer' = 'owner') {
  const u = await makeUser(t.db, { roleType: role });
  await givePlan(t.db, u.id); // more than the free allowance of live listings (issue 11)
  return { user: u, token: await tokenFor(u.id) };
}

const listingCount = async () => Number((await t.db.select({ n: count() }).from(listings))[0].n);

describe('create and edit calls', () => {
  it('the catalogue has the same 14 paths as the spec', () => {
    expect(POSTING_CATEGORIES.map((c) => [c.category, c.createPath, c.editPath]).sort())
      .toEqual([...PATHS].sort());
  });

  it('the catalogue answers both readings of the edit path, the app\'s own first', () => {
    const both = PATHS.map(([category, , token]) => [category, [...new Set([token, KEBAB_EDIT_PATHS.find(([k]) => k === category)![1]])]]);
    expect(POSTING_CATEGORIES.map((c) => [c.category, c.editPaths]).sort()).toEqual(both.sort());
  });

  it.each(KEBAB_EDIT_PATHS)('%s: the kebab reading %s edits the listing (never a 404)', async (category, kebabPath) => {
    const { token } = await poster('agent');
    const c = categoryOf(category)!;
    const body = validBody(category, c.postTypes[0]);
    const created = await call('POST', c.createPath, body, { token });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.property_id;
    const edited = await call('POST', kebabPath, { ...body, property_id: id, pricing: { ...body.pricing, price: body.pricing.price + 500 } }, { token });
    expect(edited.http, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.message).toBe('Property updated successfully');
    const [after] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(after.price).toBe(body.pricing.price + 500);
  });

  it.each(PATHS)('%s: create stores a valid listing, find-one gives the body back, edit changes it', async (category, createPath, editPath) => {
    const { token } = await poster('agent');
    const c = categoryOf(category)!;
    for (const postType of c.postTypes) {
      const body = validBody(category, postType);
      const created = await call('POST', createPath, body, { token });
      expect(created.http, JSON.stringify(created.body)).toBe(200);
      expect(created.body.data.status).toBe('approved');
      const id = created.body.data.property_id;
      const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
      expect(row).toMatchObject({ category, postType, group: c.group, postedBy: 'agent', price: body.pricing.price });

      const found = await call('POST', '/api/user/my-property/my-property-list-find-one', { property_id: id }, { token });
      expect(found.http).toBe(200);
      expect(found.body.data.details).toEqual(expect.objectContaining(
        Object.fromEntries(Object.entries(body.details).filter(([, v]) => v !== undefined))));
      expect(found.body.data.pricing.price).toBe(body.pricing.price);

      const edited = await call('POST', editPath, { ...body, property_id: id, pricing: { ...body.pricing, price: body.pricing.price + 1000 } }, { token });
      expect(edited.http, JSON.stringify(edited.body)).toBe(200);
      const [after] = await t.db.select().from(listings).where(eq(listings.id, id));
      expect(after.price).toBe(body.pricing.price + 1000);
    }
  });

  it('stores the poster\'s unit and square feet (acres for farm land)', async () => {
    const { token } = await poster();
    const flat = validBody('apartment', 'sale');
    flat.details.area_unit = 'sqyd';
    flat.details.super_area = 150;
    delete (flat.details as Record<string, unknown>).carpet_area;
    const a = await call('POST', '/api/property/apartment/create-apartment-property', flat, { token });
    const land = validBody('land', 'sale');
    land.details.area_unit = 'guntha';
    land.details.plot_area = 80;
    const b = await call('POST', '/api/property/land/create-land-property', land, { token });
    const [fa] = await t.db.select().from(listings).where(eq(listings.id, a.body.data.property_id));
    const [la] = await t.db.select().from(listings).where(eq(listings.id, b.body.data.property_id));
    expect(fa).toMatchObject({ superArea: 1350, superAreaRaw: 150, displayAreaUnit: 'sqyd', areaUnit: 'sqft' });
    expect(la).toMatchObject({ plotArea: 2, plotAreaRaw: 80, displayAreaUnit: 'guntha', areaUnit: 'acre' });
    expect(la.title).toBe('80 guntha Agricultural Land for Sale in Vijayanagar');
  });
});

describe('validation', () => {
  const path = '/api/property/apartment/create-apartment-property';
  const cases: [string, (b: any) => void, string][] = [
    ['post_type missing', (b) => { delete b.post_type; }, 'post_type is required'],
    ['bedrooms missing', (b) => { delete b.details.bedrooms; }, 'bedrooms is required'],
    ['bedrooms not a number', (b) => { b.details.bedrooms = 'two'; }, 'bedrooms must be a number'],
    ['bathrooms missing', (b) => { delete b.details.bathrooms; }, 'bathrooms is required'],
    ['floor_no missing', (b) => { delete b.details.floor_no; }, 'floor_no is required'],
    ['total_floors missing', (b) => { delete b.details.total_floors; }, 'total_floors is required'],
    ['furnishing unknown', (b) => { b.details.furnishing = 'luxurious'; }, 'furnishing must be one of: furnished, unfurnished, semi_furnished'],
    ['age_of_property missing', (b) => { delete b.details.age_of_property; }, 'age_of_property is required'],
    ['area_unit missing', (b) => { delete b.details.area_unit; }, 'area_unit is required'],
    ['price missing', (b) => { delete b.pricing.price; }, 'price is required'],
    ['price not a number', (b) => { b.pricing.price = 'lots'; }, 'price must be a number'],
    ['available_from missing (rent)', (b) => { delete b.pricing.available_from; }, 'available_from is required'],
    ['address missing', (b) => { delete b.property_details.address; }, 'address is required'],
    ['city missing', (b) => { delete b.g_location.city; }, 'city is required'],
    ['area (locality) missing', (b) => { delete b.g_location.area; }, 'area is required'],
    ['description missing', (b) => { delete b.description; }, 'description is required'],
    ['photo_ids not a list', (b) => { b.photo_ids = 'abc'; }, 'photo_ids must be a list'],
    ['21 photos', (b) => { b.photo_ids = Array.from({ length: 21 }, (_, i) => i + 1); }, 'photo_ids: at most 20 photos'],
    ['negotiable not a boolean', (b) => { b.pricing.negotiable = 'perhaps'; }, 'negotiable must be true or false'],
  ];

  it.each(cases)('%s: 400 naming the field, nothing stored', async (_name, breakIt, msg) => {
    const { token } = await poster();
    const before = await listingCount();
    const body = validBody('apartment', 'rent') as any;
    breakIt(body);
    const r = await call('POST', path, body, { token });
    expect(r.http).toBe(400);
    expect(r.body.status).toBe('fail');
    expect(r.body.message).toBe(msg);
    expect(await listingCount()).toBe(before);
  });

  it('a sale without its construction status: 400 naming the field, nothing stored', async () => {
    const { token } = await poster();
    const before = await listingCount();
    const body = validBody('apartment', 'sale') as any;
    delete body.details.construction_status;
    const r = await call('POST', path, body, { token });
    expect([r.http, r.body.message]).toEqual([400, 'construction_status is required']);
    expect(await listingCount()).toBe(before);
  });

  it('a required field of each category, missing, names that field', async () => {
    const { token } = await poster();
    for (const c of POSTING_CATEGORIES) {
      const postType = c.postTypes[0];
      const required = c.fields.find((f) => f.required === true && !f.when)!;
      const body = validBody(c.category, postType) as any;
      delete body.details[required.key];
      const r = await call('POST', c.createPath, body, { token });
      expect([r.http, r.body.message], c.category).toEqual([400, `${required.key} is required`]);
    }
  });

  it('residential plots are for sale only', async () => {
    const { token } = await poster();
    const r = await call('POST', '/api/property/plot/create-plot-property', { ...validBody('plot', 'sale'), post_type: 'rent' }, { token });
    expect([r.http, r.body.message]).toEqual([400, 'post_type must be one of: sale']);
  });
});

describe('who may post and change', () => {
  const path = '/api/property/apartment/create-apartment-property';

  it('needs a token; a buyer is told to pick a user type; nothing stored', async () => {
    const before = await listingCount();
    const anon = await call('POST', path, validBody('apartment', 'sale'));
    expect(anon.http).toBe(401);
    const { token } = await poster('buyer');
    const buyer = await call('POST', path, validBody('apartment', 'sale'), { token });
    expect(buyer.http).toBe(403);
    expect(buyer.body.message).toBe('Choose whether you are an owner, agent or builder before posting a property');
    expect(await listingCount()).toBe(before);
  });

  it('another user\'s edit or delete answers 404 exactly as an unknown id, and changes nothing', async () => {
    const owner = await poster();
    const other = await poster();
    const body = validBody('apartment', 'sale');
    const { property_id } = (await call('POST', path, body, { token: owner.token })).body.data;
    const [before] = await t.db.select().from(listings).where(eq(listings.id, property_id));

    const edit = await call('POST', '/api/property/apartment/edit-apartment-property',
      { ...body, property_id, pricing: { ...body.pricing, price: 1 } }, { token: other.token });
    expect(edit.http).toBe(404);
    expect(edit.body).toEqual((await call('POST', '/api/property/apartment/edit-apartment-property',
      { ...body, property_id: 2_000_000_000, pricing: { ...body.pricing, price: 1 } }, { token: other.token })).body);
    // Listing ids cannot be counted: someone else's answers as one never used.
    for (const route of ['/api/residential/delete-property', '/api/user/my-property/my-property-list-find-one', '/api/user/my-property/confirm-available']) {
      const foreign = await call('POST', route, { property_id }, { token: other.token });
      expect(foreign.http, route).toBe(404);
      expect(foreign.body, route).toEqual((await call('POST', route, { property_id: 2_000_000_000 }, { token: other.token })).body);
    }

    const [after] = await t.db.select().from(listings).where(eq(listings.id, property_id));
    expect(after).toEqual(before);
  });

  it('delete is soft and answers 404 afterwards; the wrong group\'s delete call is a 404', async () => {
    const { token } = await poster();
    const { property_id } = (await call('POST', path, validBody('apartment', 'sale'), { token })).body.data;
    expect((await call('POST', '/api/commercial/delete-property', { property_id }, { token })).http).toBe(404);
    const del = await call('POST', '/api/residential/delete-property', { property_id }, { token });
    expect(del.http).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, property_id));
    expect(row.status).toBe('deleted');
    expect((await call('POST', '/api/residential/delete-property', { property_id }, { token })).http).toBe(404);
  });

  it('an edit through another category\'s call is refused', async () => {
    const { token } = await poster();
    const body = validBody('apartment', 'sale');
    const { property_id } = (await call('POST', path, body, { token })).body.data;
    const r = await call('POST', '/api/property/villa/edit-villa-property', { ...validBody('villa', 'sale'), property_id }, { token });
    expect(r.http).toBe(400);
  });
});
