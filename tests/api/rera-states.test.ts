// RERA numbers per state (lib/projects/rera-states.ts): a project's number is checked against its
// state's shape; a home for sale under construction asks for its project's number, checked the same
// way against the listing's state, held for the desk without one; the page links to the authority.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '@/server/platform/db/schema';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { reraCheckUrl } from '@/lib/projects/rera';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';
import { givePlan } from '../helpers/plans';
import { validProjectBody } from '../helpers/project-bodies';
import { validBody } from '../helpers/posting-bodies';

const t = useTestDb();
const CREATE = '/api/property/apartment/create-apartment-property';

/** An under-construction flat for sale in Mysuru (Karnataka), with `rera_number` if given. */
function underConstruction(rera?: string, place: Record<string, unknown> = {}) {
  const b = validBody('apartment', 'sale');
  const { age_of_property: _, ...details } = b.details as Record<string, unknown>;
  return { ...b, g_location: { ...b.g_location, ...place },
    details: { ...details, construction_status: 'under_construction', possession_date: '2028-06-30', transaction: 'new',
      ...(rera === undefined ? {} : { rera_number: rera }) } };
}

describe('a project number per state', () => {
  it('follows the shape of Haryana, Delhi, Gujarat, Andhra Pradesh and Uttar Pradesh too', async () => {
    const builder = await accountUser(t.db, 'builder');
    await givePlan(t.db, builder.id, { projects: 20 });
    const rera = async (number: string, state: string) => (await call('POST', '/api/project/create-apartment-project',
      validProjectBody({ rera: { number, state }, project_details: { name: `R ${number}`, address: 'Ring Road' } }), { token: builder.token }));
    const ok: [string, string][] = [
      ['RC/REP/HARERA/GGM/814/546/2024/41', 'Haryana'], ['RC/REP/HARERA/GGM/2023/12', 'Haryana'], ['GGM/351/83/2019/45', 'Haryana'],
      ['DLRERA2019P0008', 'Delhi'], ['PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA07863/011220', 'Gujarat'],
      ['P01070381701', 'Andhra Pradesh'], ['UPRERAPRJ155408', 'Uttar Pradesh'], ['uprerapj1/01/2026'.replace('pj', 'prj'), 'Uttar Pradesh'],
    ];
    for (const [n, s] of ok) expect((await rera(n, s)).http, `${s} ${n}`).toBe(200);
    const bad = await rera('P51800012345', 'Haryana');
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('Enter a valid RERA registration number (Haryana: like RC/REP/HARERA/GGM/814/546/2024/41)');
    expect((await rera('DLRERA2019A0008', 'Delhi')).http).toBe(400); // an agent's number
    expect((await rera('PR/GJ/AHMEDABAD/RAA07863', 'Gujarat')).http).toBe(400);
  });

  it('is checked at the authority: MahaRERA runs the search for the number, the others open their search page', () => {
    expect(reraCheckUrl('p51800012345', 'Maharashtra')).toEqual({ kind: 'search',
      url: 'https://maharera.maharashtra.gov.in/projects-search-result?project_name=P51800012345&project_state=27&op=Search' });
    expect(reraCheckUrl('PRM/KA/RERA/1251/309/PR/171014/000287', 'Karnataka').url).toBe('https://rera.karnataka.gov.in/viewAllProjects');
    expect(reraCheckUrl('RC/REP/HARERA/GGM/2023/12', 'Haryana').url).toBe('https://haryanarera.gov.in/admincontrol/registered_projects/2');
    expect(reraCheckUrl('X123456', 'Nagaland').url).toBe('https://rera.mohua.gov.in/');
  });
});

describe('a home for sale under construction', () => {
  it('without its project\'s number is held with the reason; with it, goes live and the page quotes it with a QR code', async () => {
    const owner = await accountUser(t.db, 'owner');
    await givePlan(t.db, owner.id, { listings: 5 });
    const held = await call('POST', CREATE, underConstruction(), { token: owner.token });
    expect(held.http, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data.status).toBe('pending');
    expect(held.body.data.reasons).toEqual([expect.stringMatching(/^RERA registration number missing: a home under construction in Karnataka/)]);

    const number = 'PRM/KA/RERA/1251/309/PR/171014/000287';
    const live = await call('POST', CREATE, underConstruction(number.toLowerCase()), { token: owner.token });
    expect(live.body.data).toMatchObject({ status: 'approved', reasons: [] });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, live.body.data.property_id));
    expect(row.reraNumber).toBe(number);
    const d = await getListingDetail('property', row.id);
    expect(d?.card.rera_number).toBe(number);
    expect(d?.rera).toMatchObject({ number, state: 'Karnataka', check_url: 'https://rera.karnataka.gov.in/viewAllProjects' });
    expect(d?.rera?.qr_svg).toMatch(/^<svg/);
    // The edit wizard is prefilled with it.
    const one = await call('POST', '/api/user/my-property/my-property-list-find-one', { property_id: row.id }, { token: owner.token });
    expect(one.body.data.details.rera_number).toBe(number);
  });

  it('refuses a number of another state\'s shape, naming the field, and stores nothing', async () => {
    const owner = await accountUser(t.db, 'owner');
    const r = await call('POST', CREATE, underConstruction('P51800012345'), { token: owner.token });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('rera_number: Enter a valid RERA registration number (Karnataka: like PRM/KA/RERA/1251/309/PR/171014/000287)');
    // A locality the city table does not name: the server checks against the placed locality's state.
    const typed = await call('POST', CREATE, underConstruction('P51800012345', { state: undefined }), { token: owner.token });
    expect(typed.http).toBe(400);
    expect(await t.db.select().from(listings).where(eq(listings.userId, owner.id))).toEqual([]);
  });

  it('ready to move, or for rent, asks for no number and is not held for one', async () => {
    const owner = await accountUser(t.db, 'owner');
    await givePlan(t.db, owner.id, { listings: 5 });
    const ready = await call('POST', CREATE, validBody('apartment', 'sale'), { token: owner.token });
    expect(ready.body.data).toMatchObject({ status: 'approved', reasons: [] });
    const rent = validBody('apartment', 'rent');
    const r = await call('POST', CREATE, { ...rent, details: { ...rent.details, construction_status: 'under_construction', possession_date: '2028-01-31', rera_number: 'not one' } }, { token: owner.token });
    expect(r.body.data).toMatchObject({ status: 'approved', reasons: [] }); // a rent's number is stripped, unasked
  });
});
