// SPEC §7's eleven project calls (issue 10): builders post apartment, villa and
// plot projects with configurations, RERA and a brochure; broken bodies are refused
// naming the field (SPEC §5's texts) with nothing stored; only the builder may change
// a project; brochure downloads become the builder's leads.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { givePlan } from '../helpers/plans';
import { KA_RERA, PDF_BYTES, validProjectBody } from '../helpers/project-bodies';
import { scenePhoto } from '../helpers/photo-fixtures';
import { brochureDownloads, projectConfigurations, projects } from '@/server/platform/db/schema';
import { projectExtras } from '@/server/listings/projects/detail-extras';

const t = useTestDb();

async function builder(role: 'builder' | 'agent' | 'owner' | 'buyer' = 'builder', name = 'Test Builder') {
  const u = await makeUser(t.db, { roleType: role, name });
  await givePlan(t.db, u.id, { projects: 10 });
  return { user: u, token: await tokenFor(u.id) };
}
const projectCount = async () => Number((await t.db.select({ n: count() }).from(projects))[0].n);

async function upload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return call('POST', '/api/project/brochure/upload', undefined, { token, raw: form });
}

const PATHS = [
  ['flat-apartment', '/api/project/create-apartment-project', '/api/project/edit-apartment-project', 'apartment'],
  ['villa', '/api/project/create-villa-project', '/api/project/edit-villa-project', 'villa'],
  ['residential-plot', '/api/project/create-residential-plot', '/api/project/edit-residential-plot', 'residential'],
] as const;

describe('create and edit', () => {
  it.each(PATHS)('%s: create stores configurations and the min-max price, find-one gives it back, edit changes it', async (_s, createPath, editPath, type) => {
    const { token, user } = await builder();
    const plot = type === 'residential';
    const configs = plot
      ? [{ label: '30x40 plot', area_unit: 'sqft', area_min: 1200, area_max: 1200, price_min: 3_000_000, price_max: 3_600_000 },
        { label: '40x60 plot', area_unit: 'sqft', area_min: 2400, area_max: 2400, price_min: 6_000_000, price_max: 7_200_000 }]
      : undefined;
    const body = validProjectBody({ project_type: type, ...(configs ? { configurations: configs } : {}) });
    const r = await call('POST', createPath, body, { token });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', message: 'Project posted successfully', data: { status: 'approved', reasons: [] } });
    const id = r.body.data.project_id;
    const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ userId: user.id, name: 'Kaveri Heights', noOfUnits: 120, stage: 'foundation', launchedOn: '2025-06-01',
      expectedCompletionDate: '2028-12-31', reraNumber: KA_RERA, reraState: 'Karnataka', state: 'Karnataka',
      priceMin: plot ? 3_000_000 : 5_200_000, priceMax: plot ? 7_200_000 : 8_300_000 });
    expect(await t.db.select().from(projectConfigurations).where(eq(projectConfigurations.projectId, id))).toHaveLength(2);

    const one = await call('POST', '/api/user/my-project/my-project-list-find-one', { project_id: id }, { token });
    expect(one.body.data).toMatchObject({ project_id: id, no_of_units: '120', status: 'live', rera: { number: KA_RERA } });
    expect(one.body.data.configurations).toHaveLength(2);

    const changed = { ...body, project_id: id, status_of_projects_construction: 'completed', project_completed_on: '2026-10-01',
      configurations: [body.configurations[0]] };
    const e = await call('POST', editPath, changed, { token });
    expect(e.http, JSON.stringify(e.body)).toBe(200);
    const [after] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(after).toMatchObject({ stage: 'completed', completedOn: '2026-10-01', expectedCompletionDate: null,
      priceMax: body.configurations[0].price_max });
  });

  it('a posted project shows in residential sale search with its min-max price', async () => {
    const { token } = await builder();
    const id = (await call('POST', '/api/project/create-apartment-project', validProjectBody({ project_details: { name: 'Search Towers', address: 'Ring Road' } }), { token })).body.data.project_id;
    const s = await call('POST', '/api/search/residential-property-search-v2', { city: ['Mysuru'], post_type: 'sale', limit: 50 });
    const card = s.body.data.data.find((c: { id: number; kind: string }) => c.kind === 'project' && c.id === id);
    expect(card).toMatchObject({ ResidentialProject: true, price: 5_200_000, price_max: 8_300_000, bedrooms: 2, bedrooms_max: 3, rera_number: KA_RERA });
    // A project without a RERA number in a RERA state is held for review (issue 22 §3), so search never shows it.
    const bare = (await call('POST', '/api/project/create-apartment-project', validProjectBody({ rera: {}, project_details: { name: 'No Rera Towers', address: 'Ring Road' } }), { token })).body.data;
    expect(bare.status).toBe('pending');
    const s2 = await call('POST', '/api/search/residential-property-search-v2', { city: ['Mysuru'], post_type: 'sale', limit: 50 });
    expect(s2.body.data.data.find((c: { id: number; kind: string }) => c.kind === 'project' && c.id === bare.project_id)).toBeUndefined();
  });

  it('an apartment edit call refuses a villa project', async () => {
    const { token } = await builder();
    const id = (await call('POST', '/api/project/create-villa-project', validProjectBody({ project_type: 'villa' }), { token })).body.data.project_id;
    const r = await call('POST', '/api/project/edit-apartment-project', validProjectBody({ project_id: id }), { token });
    expect(r.http).toBe(400);
  });
});

describe('validation (SPEC §5 texts)', () => {
  const required: [string, (b: Record<string, any>) => void, string][] = [
    ['project_type', (b) => { delete b.project_type; }, 'PropertyType is required'],
    ['no_of_units', (b) => { delete b.no_of_units; }, 'no_of_units is required'],
    ['status_of_projects_construction', (b) => { delete b.status_of_projects_construction; }, 'status_of_projects_construction is required'],
    ['project_lunched_on', (b) => { delete b.project_lunched_on; }, 'project_lunched_on is required'],
    ['expected_completed_date', (b) => { delete b.expected_completed_date; }, 'expected_completed_date is required'],
    ['name', (b) => { b.project_details = { address: 'Ring Road' }; }, 'name is required'],
    ['address', (b) => { b.project_details = { name: 'Kaveri Heights' }; }, 'address is required'],
    ['city', (b) => { b.g_location = { area: 'Vijayanagar' }; }, 'city is required'],
    ['area', (b) => { b.g_location = { city: 'Mysuru' }; }, 'area is required'],
    ['configurations', (b) => { delete b.configurations; }, 'configurations is required'],
    ['price_min', (b) => { delete b.configurations[0].price_min; }, 'price_min is required'],
    ['bedrooms', (b) => { delete b.configurations[0].bedrooms; }, 'bedrooms is required'],
    ['area_min', (b) => { delete b.configurations[0].area_min; }, 'area_min is required'],
    ['description', (b) => { delete b.description; }, 'description is required'],
  ];
  it.each(required)('without %s: 400 naming it, nothing stored', async (_k, strip, message) => {
    const { token } = await builder();
    const before = await projectCount();
    const body = structuredClone(validProjectBody()) as Record<string, any>;
    strip(body);
    const r = await call('POST', '/api/project/create-apartment-project', body, { token });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await projectCount()).toBe(before);
  });

  it('date2 must be after date1; units are digits only; completed asks Project Completed On', async () => {
    const { token } = await builder();
    const path = '/api/project/create-apartment-project';
    const same = await call('POST', path, validProjectBody({ expected_completed_date: '2025-06-01' }), { token });
    expect(same.http).toBe(400);
    expect(same.body.message).toBe('should be greater than Project Lunched On');
    expect(same.body.data.field).toBe('expected_completed_date');
    const done = await call('POST', path, validProjectBody({ status_of_projects_construction: 'completed', project_completed_on: '2024-01-01' }), { token });
    expect(done.body.message).toBe('should be greater than Project Lunched On');
    expect(done.body.data.field).toBe('project_completed_on');
    for (const units of ['12a', '1.5', '-3', ' 12 x']) {
      const r = await call('POST', path, validProjectBody({ no_of_units: units }), { token });
      expect(r.body.message, units).toBe('Enter a valid number');
    }
    expect((await call('POST', path, validProjectBody({ no_of_units: 80 }), { token })).http).toBe(200);
  });

  it('RERA numbers follow the state format for KA, MH, TS and TN; any well-formed number elsewhere', async () => {
    const { token } = await builder();
    const path = '/api/project/create-apartment-project';
    const rera = async (number: string, state: string) => (await call('POST', path,
      validProjectBody({ rera: { number, state }, project_details: { name: `R ${number}`, address: 'Ring Road' } }), { token }));
    expect((await rera('PRM/KA/RERA/1251/309/AG/171014/000287', 'Karnataka')).body.message).toMatch(/^Enter a valid RERA registration number \(Karnataka: like PRM\/KA\/RERA/);
    expect((await rera('P51800012345', 'Karnataka')).http).toBe(400);
    expect((await rera('P51800012345', 'Maharashtra')).http).toBe(200);
    expect((await rera('P5180001234', 'Maharashtra')).http).toBe(400);
    expect((await rera('P02400001234', 'Telangana')).http).toBe(200);
    expect((await rera('TN/29/Building/0107/2019', 'Tamil Nadu')).http).toBe(200);
    expect((await rera('TN/29/Flat/0107/2019', 'Tamil Nadu')).http).toBe(400);
    expect((await rera('RAJ/P/2019/1234', 'Rajasthan')).http).toBe(200);
    expect((await rera('<script>', 'Rajasthan')).http).toBe(400);
    // Without a RERA state the location's state decides.
    const r = await call('POST', path, validProjectBody({ rera: { number: 'P51800012345' } }), { token });
    expect(r.body.message).toMatch(/Enter a valid RERA registration number \(Karnataka/);
  });
});

describe('who may post and change', () => {
  it('a buyer or an owner creating a project is refused; nothing stored', async () => {
    for (const role of ['buyer', 'owner'] as const) {
      const { token } = await builder(role);
      const before = await projectCount();
      const r = await call('POST', '/api/project/create-apartment-project', validProjectBody(), { token });
      expect(r.http).toBe(403);
      expect(r.body.message).toBe('Only builders and agents can post projects');
      expect(await projectCount()).toBe(before);
    }
    const agent = await builder('agent');
    expect((await call('POST', '/api/project/create-apartment-project', validProjectBody(), { token: agent.token })).http).toBe(200);
  });

  it('a builder without a plan slot is sent to the plans; nothing stored', async () => {
    const u = await makeUser(t.db, { roleType: 'builder' });
    const before = await projectCount();
    const r = await call('POST', '/api/project/create-apartment-project', validProjectBody(), { token: await tokenFor(u.id) });
    expect(r.http).toBe(403);
    expect(r.body.data.reason).toBe('plan_required');
    expect(await projectCount()).toBe(before);
  });

  it("another user's edit, delete, find-one and statistics answer 404 exactly as an unknown id, and nothing changes", async () => {
    const a = await builder();
    const b = await builder();
    const id = (await call('POST', '/api/project/create-apartment-project', validProjectBody(), { token: a.token })).body.data.project_id;
    const [before] = await t.db.select().from(projects).where(eq(projects.id, id));
    const e = await call('POST', '/api/project/edit-apartment-project', validProjectBody({ project_id: id, project_details: { name: 'Taken', address: 'x road' } }), { token: b.token });
    const unknownEdit = await call('POST', '/api/project/edit-apartment-project', validProjectBody({ project_id: 2_000_000_000, project_details: { name: 'Taken', address: 'x road' } }), { token: b.token });
    expect(e.http).toBe(404);
    expect(e.body).toEqual(unknownEdit.body);
    for (const path of ['/api/project/delete-residential-project', '/api/user/my-project/my-project-list-find-one', '/api/user/my-project/my-project-statistics']) {
      const foreign = await call('POST', path, { project_id: id }, { token: b.token });
      expect(foreign.http, path).toBe(404);
      expect(foreign.body, path).toEqual((await call('POST', path, { project_id: 2_000_000_000 }, { token: b.token })).body);
    }
    const [after] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(after).toEqual(before);
  });

  it('delete is soft; My Projects keeps it; list and statistics', async () => {
    const { token } = await builder();
    const id = (await call('POST', '/api/project/create-villa-project', validProjectBody({ project_type: 'villa' }), { token })).body.data.project_id;
    const list = await call('POST', '/api/user/my-project/my-project-list', {}, { token });
    expect(list.body.data.data[0]).toMatchObject({ project_id: id, status: 'live', price: 5_200_000, price_max: 8_300_000, views: 0, leads: 0 });
    const stats = await call('GET', `/api/user/my-project/my-project-statistics?project_id=${id}`, undefined, { token });
    expect(stats.body.data.days).toHaveLength(30);
    const all = await call('POST', '/api/user/my-project/my-project-statistics', {}, { token });
    expect(all.body.data.projects).toEqual([expect.objectContaining({ project_id: id })]);
    const del = await call('POST', '/api/project/delete-residential-project', { project_id: id }, { token });
    expect(del.body.data).toEqual({ project_id: id, status: 'deleted' });
    expect((await call('POST', '/api/user/my-project/my-project-list', { status: 'deleted' }, { token })).body.data.total).toBe(1);
    expect((await call('POST', '/api/project/delete-residential-project', { project_id: id }, { token })).http).toBe(404);
  });
});

describe('brochure', () => {
  it('a PDF is accepted; a non-PDF (even named .pdf) is refused; a buyer download is a lead with name and phone', async () => {
    const { token } = await builder();
    const png = await upload(token, await scenePhoto(3, { width: 200, height: 150 }), 'brochure.pdf', 'application/pdf');
    expect(png.http).toBe(400);
    expect(png.body.message).toBe('Only PDF brochures can be uploaded');
    const ok = await upload(token, PDF_BYTES, 'kaveri.pdf', 'application/pdf');
    expect(ok.http, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.location).toMatch(/\.pdf$/);
    const id = (await call('POST', '/api/project/create-apartment-project', validProjectBody({ brochure_upload_id: ok.body.data.id }), { token })).body.data.project_id;

    const buyer = await makeUser(t.db, { roleType: 'buyer', name: 'Asha Rao' });
    const dl = await call('POST', '/api/project/brochure/create-history', { project_id: id }, { token: await tokenFor(buyer.id) });
    expect(dl.http).toBe(200);
    expect(dl.body.data.url).toBe(ok.body.data.location);
    expect((await call('POST', '/api/project/brochure/create-history', { project_id: id })).http).toBe(401);
    expect(await t.db.select().from(brochureDownloads).where(eq(brochureDownloads.projectId, id))).toHaveLength(1);

    const list = await call('POST', '/api/user/my-project/my-project-list', {}, { token });
    const item = list.body.data.data.find((p: { project_id: number }) => p.project_id === id);
    expect(item.leads).toBe(1);
    expect(item.brochure_leads).toEqual([expect.objectContaining({ name: 'Asha Rao', phone_number: buyer.phoneNumber, downloads: 1 })]);
  });

  it("a brochure someone else uploaded cannot be attached; a buyer cannot upload", async () => {
    const a = await builder();
    const b = await builder();
    const up = await upload(a.token, PDF_BYTES, 'a.pdf', 'application/pdf');
    // Refused as an id that does not exist: upload ids cannot be counted.
    const r = await call('POST', '/api/project/create-apartment-project', validProjectBody({ brochure_upload_id: up.body.data.id }), { token: b.token });
    expect(r.http).toBe(400);
    expect(r.body).toEqual((await call('POST', '/api/project/create-apartment-project', validProjectBody({ brochure_upload_id: 2_000_000_000 }), { token: b.token })).body);
    const buyer = await builder('buyer');
    expect((await upload(buyer.token, PDF_BYTES, 'x.pdf', 'application/pdf')).http).toBe(403);
  });
});

describe('floor plans and the project page', () => {
  async function photo(token: string, seed: number) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await scenePhoto(seed, { width: 320, height: 240 }))], { type: 'image/jpeg' }), 'plan.jpg');
    const r = await call('POST', '/api/property/images/upload-property-image', undefined, { token, raw: form });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { id: number; location: string };
  }

  it("an agent may not edit another user's files into their project: brochure, floor plan and photos answer as unknown ids, and the project is unchanged", async () => {
    const agent = await builder('agent', 'Test Agent');
    const other = await builder('owner', 'Test Owner');
    const created = await call('POST', '/api/project/create-apartment-project', validProjectBody(), { token: agent.token });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.project_id;
    const before = await t.db.select().from(projects).where(eq(projects.id, id));
    const theirPhoto = await photo(other.token, 43);
    const theirBrochure = await upload((await builder()).token, PDF_BYTES, 'b.pdf', 'application/pdf');
    const edit = (extra: object) => call('POST', '/api/project/edit-apartment-project', validProjectBody({ project_id: id, ...extra }), { token: agent.token });
    const plan = (photoId: number) => ({ configurations: [{ ...validProjectBody().configurations[0], floor_plan_photo_id: photoId }] });

    const brochure = await edit({ brochure_upload_id: theirBrochure.body.data.id });
    expect(brochure.http).toBe(400);
    expect(brochure.body).toEqual((await edit({ brochure_upload_id: 2_000_000_000 })).body);
    const floorPlan = await edit(plan(theirPhoto.id));
    expect(floorPlan.http).toBe(400);
    expect(floorPlan.body).toEqual((await edit(plan(2_000_000_000))).body);
    const photos = await edit({ photo_ids: [theirPhoto.id] });
    expect(photos.http).toBe(400);
    expect(photos.body.message).toBe(`photo_ids: no uploaded photo ${theirPhoto.id}`);
    expect(await t.db.select().from(projects).where(eq(projects.id, id))).toEqual(before);

    const mine = await photo(agent.token, 44);
    expect((await edit({ ...plan(mine.id), photo_ids: [mine.id] })).http).toBe(200);
  });

  it("a configuration carries its floor plan; someone else's photo is refused; the page shows RERA with a QR code", async () => {
    const a = await builder();
    const b = await builder();
    const mine = await photo(a.token, 41);
    const theirs = await photo(b.token, 42);
    const withPlan = (id: number) => validProjectBody({ configurations: [{ ...validProjectBody().configurations[0], floor_plan_photo_id: id }] });
    // Refused as a photo id that does not exist.
    const foreign = await call('POST', '/api/project/create-apartment-project', withPlan(theirs.id), { token: a.token });
    expect(foreign.http).toBe(400);
    expect(foreign.body).toEqual((await call('POST', '/api/project/create-apartment-project', withPlan(2_000_000_000), { token: a.token })).body);
    const r = await call('POST', '/api/project/create-apartment-project', withPlan(mine.id), { token: a.token });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    const x = await projectExtras(t.db, r.body.data.project_id);
    expect(x?.configurations[0]).toMatchObject({ label: '2 BHK', floor_plan: mine.location });
    expect(x?.rera).toMatchObject({ number: KA_RERA, state: 'Karnataka', site: 'https://rera.karnataka.gov.in/' });
    expect(x?.rera.qr_svg).toMatch(/^<svg/);
    expect(x).toMatchObject({ stage: 'foundation', stage_label: 'Foundation', has_brochure: false });
  });
});
