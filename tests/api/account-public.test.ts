import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { daysAgo, makeListing, makePg, makeProject } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();

describe('featch-user-details (public profile pages)', () => {
  it("shows an owner's newest approved listings and PGs, never others' or unapproved ones", async () => {
    const owner = await accountUser(t.db, 'owner', { name: 'Meera Iyer' });
    const other = await accountUser(t.db, 'owner');
    const ids = [];
    for (let i = 0; i < 22; i += 1) ids.push((await makeListing(t.db, { userId: owner.id, createdAt: daysAgo(i + 1) })).id);
    await makeListing(t.db, { userId: owner.id, status: 'pending', createdAt: daysAgo(0) });
    await makeListing(t.db, { userId: other.id });
    const pg = await makePg(t.db, { userId: owner.id });

    const r = await call('POST', '/api/public/featch-user-details', { user_id: owner.id });
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ id: owner.id, name: 'Meera Iyer', role_type: 'owner', listing_count: 22 });
    expect(r.body.data.listings).toHaveLength(20);
    expect(r.body.data.listings.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 20));
    expect(r.body.data.listings[0]).toMatchObject({ kind: 'property', url: expect.stringMatching(/^\/property-details\//) });
    expect(r.body.data.pgs.map((c: { id: number }) => c.id)).toEqual([pg.id]);
    expect(r.body.data.projects).toEqual([]);
    expect(JSON.stringify(r.body.data)).not.toMatch(/phone|email/);
  });

  it("shows a builder's approved projects", async () => {
    const builder = await accountUser(t.db, 'builder', { name: 'Ravi Kumar' });
    const p1 = await makeProject(t.db, { userId: builder.id, createdAt: daysAgo(3) });
    const p2 = await makeProject(t.db, { userId: builder.id, createdAt: daysAgo(1) });
    await makeProject(t.db, { userId: builder.id, status: 'rejected' });
    const r = await call('POST', '/api/public/featch-user-details', { user_id: builder.id });
    expect(r.body.data.builder_account_details).toMatchObject({ company_name: 'Acme Homes' });
    expect(r.body.data.projects.map((c: { id: number }) => c.id)).toEqual([p2.id, p1.id]);
    expect(r.body.data.projects[0]).toMatchObject({ kind: 'project', ResidentialProject: true });
  });

  it('needs no token and hides unregistered users', async () => {
    const ghost = await accountUser(t.db, 'buyer', { isRegistered: false });
    expect((await call('POST', '/api/public/featch-user-details', { user_id: ghost.id })).http).toBe(404);
  });
});
