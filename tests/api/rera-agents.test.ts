// Issue 22 §3: agents enter their own RERA registration (state + number, checked per state like
// project numbers) and it is quoted on their listings, public profile and leads; a project in a
// RERA state posted without a number is held for review with the reason, never live.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRera, projects } from '@/server/platform/db/schema';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { givePlan } from '../helpers/plans';
import { validProjectBody } from '../helpers/project-bodies';

const t = useTestDb();
const save = (token: string, body: unknown) => call('POST', '/api/user/rera-registration', body, { token });

describe('an agent registration', () => {
  it('is checked per state, stored normalised, and replaced by a second save', async () => {
    const agent = await accountUser(t.db, 'agent');
    const bad = await save(agent.token, { state: 'Maharashtra', number: 'P51800012345' }); // a project number, not an agent's
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('number: Enter a valid RERA registration number (Maharashtra agents: like A51800012345)');
    expect((await save(agent.token, { state: 'Karnataka', number: 'PRM/KA/RERA/1251/309/PR/171014/000287' })).http).toBe(400);
    expect((await save(agent.token, { state: 'Tamil Nadu', number: 'tn/agent/0089/2019' })).body.data)
      .toMatchObject({ state: 'Tamil Nadu', number: 'TN/Agent/0089/2019', site: 'https://rera.tn.gov.in/' });
    const ok = await save(agent.token, { state: 'Maharashtra', number: ' a51800012345 ' });
    expect(ok.http).toBe(200);
    expect(ok.body.data).toMatchObject({ state: 'Maharashtra', number: 'A51800012345', site: 'https://maharera.maharashtra.gov.in/' });
    expect((await save(agent.token, { state: 'Rajasthan', number: 'RAJ/A/2019/1234' })).http).toBe(200); // any well-formed number
    const rows = await t.db.select().from(agentRera).where(eq(agentRera.userId, agent.id));
    expect(rows.map((r) => [r.state, r.number])).toEqual([['Rajasthan', 'RAJ/A/2019/1234']]);
    expect((await call('GET', '/api/user/rera-registration', undefined, { token: agent.token })).body.data).toMatchObject({ number: 'RAJ/A/2019/1234' });
  });

  it('refuses an unknown state, a missing field, and anyone who is not an agent, changing nothing', async () => {
    const agent = await accountUser(t.db, 'agent');
    expect(await save(agent.token, { state: 'Atlantis', number: 'A51800012345' })).toMatchObject({ http: 400,
      body: { message: 'state must be an Indian state or union territory' } });
    expect((await save(agent.token, { state: 'Maharashtra' })).body.message).toBe('number is required');
    expect((await save(agent.token, { number: 'A51800012345' })).body.message).toBe('state is required');
    expect((await save(agent.token, { state: ['Maharashtra'], number: 'A51800012345' })).http).toBe(400);
    const owner = await accountUser(t.db, 'owner');
    expect((await save(owner.token, { state: 'Maharashtra', number: 'A51800012345' })).http).toBe(403);
    expect((await call('POST', '/api/user/rera-registration', { state: 'Maharashtra', number: 'A51800012345' })).http).toBe(401);
    expect(await t.db.select().from(agentRera).where(eq(agentRera.userId, agent.id))).toEqual([]);
  });

  it('shows on the agent\'s listings, public profile and leads, and leaves when removed', async () => {
    const agent = await accountUser(t.db, 'agent');
    const visitor = await accountUser(t.db, 'buyer');
    const l = await makeListing(t.db, { userId: agent.id });
    expect((await save(agent.token, { state: 'Karnataka', number: 'PRM/KA/RERA/1251/309/AG/171014/000123' })).http).toBe(200);
    const quoted = { state: 'Karnataka', number: 'PRM/KA/RERA/1251/309/AG/171014/000123', site: 'https://rera.karnataka.gov.in/' };

    expect((await getListingDetail('property', l.id))?.poster?.rera_agent).toMatchObject(quoted);
    expect((await call('POST', '/api/public/featch-user-details', { user_id: agent.id })).body.data.rera_agent).toMatchObject(quoted);
    const cb = await call('POST', '/api/requestCallBack/create-requestCallBack',
      { name: 'Kiran Rao', phone_number: '9876543210', property_id: l.id, property_type: 'residential' }, { token: visitor.token });
    expect(cb.http).toBe(200);
    const mine = await call('POST', '/api/user/request-callback/findAll', {}, { token: visitor.token });
    expect(mine.body.data.data[0].poster_rera).toMatchObject(quoted);
    expect((await call('GET', '/api/user/leads/find-all', undefined, { token: agent.token })).body.data.rera_agent).toMatchObject(quoted);

    expect((await call('POST', '/api/user/rera-registration/remove', {}, { token: agent.token })).body.data).toEqual({ removed: true });
    expect((await getListingDetail('property', l.id))?.poster?.rera_agent).toBeNull();
    expect((await call('POST', '/api/public/featch-user-details', { user_id: agent.id })).body.data.rera_agent).toBeNull();
  });
});

describe('an agent who stops being one', () => {
  it('quotes no registration anywhere once the role is owner, and quotes it again back as an agent', async () => {
    const agent = await accountUser(t.db, 'agent');
    const visitor = await accountUser(t.db, 'buyer');
    const l = await makeListing(t.db, { userId: agent.id });
    expect((await save(agent.token, { state: 'Karnataka', number: 'PRM/KA/RERA/1251/309/AG/171014/000456' })).http).toBe(200);
    expect((await call('POST', '/api/requestCallBack/create-requestCallBack',
      { name: 'Kiran Rao', phone_number: '9876543210', property_id: l.id, property_type: 'residential' }, { token: visitor.token })).http).toBe(200);
    const quotedEverywhere = async () => [
      (await getListingDetail('property', l.id))?.poster?.rera_agent ?? null,
      (await call('POST', '/api/public/featch-user-details', { user_id: agent.id })).body.data.rera_agent,
      (await call('POST', '/api/user/request-callback/findAll', {}, { token: visitor.token })).body.data.data[0].poster_rera,
      (await call('GET', '/api/user/leads/find-all', undefined, { token: agent.token })).body.data.rera_agent,
    ];
    expect((await quotedEverywhere()).every((r) => r?.number === 'PRM/KA/RERA/1251/309/AG/171014/000456')).toBe(true);
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'owner' }, { token: agent.token })).http).toBe(200);
    expect(await quotedEverywhere()).toEqual([null, null, null, null]);
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'agent' }, { token: agent.token })).http).toBe(200);
    expect((await quotedEverywhere()).every((r) => r?.number === 'PRM/KA/RERA/1251/309/AG/171014/000456')).toBe(true);
  });
});

describe('a project without a RERA number', () => {
  it('is held for review with the reason in a RERA state, and goes live once the number is added', async () => {
    const builder = await accountUser(t.db, 'builder');
    await givePlan(t.db, builder.id, { projects: 5 });
    const body = validProjectBody({ rera: {}, project_details: { name: 'Unregistered Heights', address: 'Ring Road' } });
    const r = await call('POST', '/api/project/create-apartment-project', body, { token: builder.token });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.status).toBe('pending');
    expect(r.body.data.reasons).toEqual([expect.stringMatching(/^RERA registration number missing: a project in Karnataka may not be advertised until it is registered with Karnataka Real Estate Regulatory Authority/)]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, r.body.data.project_id));
    expect(row.status).toBe('pending');
    const mine = await call('POST', '/api/user/my-project/my-project-list', {}, { token: builder.token });
    expect(JSON.stringify(mine.body)).toContain('RERA registration number missing');

    const fixed = await call('POST', '/api/project/edit-apartment-project',
      validProjectBody({ project_id: row.id, project_details: { name: 'Unregistered Heights', address: 'Ring Road' } }), { token: builder.token });
    expect(fixed.body.data).toMatchObject({ status: 'approved', reasons: [] });
  });

  it('an unknown RERA state is refused with nothing stored', async () => {
    const builder = await accountUser(t.db, 'builder');
    await givePlan(t.db, builder.id, { projects: 5 });
    const r = await call('POST', '/api/project/create-apartment-project',
      validProjectBody({ rera: { state: 'Atlantis', number: 'RAJ/P/2019/1234' } }), { token: builder.token });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('rera.state must be an Indian state or union territory');
    expect(await t.db.select().from(projects).where(eq(projects.userId, builder.id))).toEqual([]);
  });
});
