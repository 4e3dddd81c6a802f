import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookmarks, listings } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();

const save = (token: string | undefined, property_id: unknown, property_type: unknown) =>
  call('POST', '/api/property/bookmark/create-bookmarks', { property_id, property_type }, { token });
const saved = (token: string | undefined, page?: number) =>
  call('POST', `/api/property/bookmark/saved-properties${page === undefined ? '' : `?page_no=${page}`}`, {}, { token });
const rowsOf = (userId: number) => t.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));

describe('create-bookmarks', () => {
  it('toggles a save with the spec messages and is_deleted', async () => {
    const { id, token } = await accountUser(t.db);
    const l = await makeListing(t.db, { group: 'commercial', category: 'office_space' });
    const first = await save(token, l.id, 'commercial');
    expect(first.http).toBe(200);
    expect(first.body).toEqual({ status: 'success', message: 'Property saved successfully', data: { is_deleted: false } });
    expect(await rowsOf(id)).toMatchObject([{ kind: 'property', itemId: l.id }]);
    const second = await save(token, l.id, 'commercial');
    expect(second.body).toEqual({ status: 'success', message: 'Property removed successfully', data: { is_deleted: true } });
    expect(await rowsOf(id)).toEqual([]);
  });

  it('accepts every property type, PGs and projects; refuses unknown or unapproved items', async () => {
    const { id, token } = await accountUser(t.db);
    const res = await makeListing(t.db);
    const agri = await makeListing(t.db, { group: 'agriculture', category: 'land' });
    const pg = await makePg(t.db);
    const project = await makeProject(t.db);
    for (const [itemId, type] of [[res.id, 'residential'], [agri.id, 'agriculture'], [pg.id, 'pg'], [project.id, 'project']] as const) {
      expect((await save(token, itemId, type)).body.data.is_deleted, type).toBe(false);
    }
    expect((await rowsOf(id)).map((r) => r.kind).sort()).toEqual(['pg', 'project', 'property', 'property']);
    const pending = await makeListing(t.db, { status: 'pending' });
    expect((await save(token, pending.id, 'residential')).http).toBe(404);
    expect((await save(token, 99_999_999, 'residential')).http).toBe(404);
    expect((await save(token, pg.id + 1000, 'pg')).body.message).toBe('Property not found');
    expect((await save(token, res.id, 'castle')).body.message).toBe('property_type must be residential, commercial, agriculture, pg or project');
    expect((await save(token, 'abc', 'pg')).body.message).toBe('property_id must be a number');
    expect((await save(token, undefined, 'pg')).body.message).toBe('property_id is required');
    expect(await rowsOf(id)).toHaveLength(4);
  });

  it("keeps each user's saves apart and needs a token", async () => {
    const a = await accountUser(t.db);
    const b = await accountUser(t.db);
    const l = await makeListing(t.db);
    await save(a.token, l.id, 'residential');
    expect((await save(b.token, l.id, 'residential')).body.data.is_deleted).toBe(false); // b saves, a's stays
    expect(await rowsOf(a.id)).toHaveLength(1);
    const anon = await save(undefined, l.id, 'residential');
    expect(anon.http).toBe(401);
    expect(anon.body.data).toBe('Unauthorized!');
    expect(await rowsOf(a.id)).toHaveLength(1);
    expect(await rowsOf(b.id)).toHaveLength(1);
  });
});

describe('saved-properties', () => {
  it('lists my saved cards newest first, 20 a page, pages 0 and 1 both first, withdrawn ones marked unavailable', async () => {
    const { token } = await accountUser(t.db);
    const other = await accountUser(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const l = await makeListing(t.db);
      ids.push(l.id);
      await save(token, l.id, 'residential');
    }
    const pg = await makePg(t.db);
    await save(token, pg.id, 'pg');
    await save(other.token, ids[0], 'residential');
    // One saved listing is withdrawn: it stays, marked no longer available (issue 9).
    await t.db.update(listings).set({ status: 'expired' }).where(eq(listings.id, ids[22]));

    const p1 = await saved(token, 1);
    expect(p1.http).toBe(200);
    expect(p1.body.data).toMatchObject({ page: 1, total: 24, totalNoOfPages: 2 });
    expect(p1.body.data.data).toHaveLength(20);
    expect(p1.body.data.data[0]).toMatchObject({ kind: 'pg', id: pg.id, is_saved: true, saved_at: expect.any(String) });
    expect(p1.body.data.data[1]).toMatchObject({ kind: 'property', id: ids[22], available: false });
    expect(p1.body.data.data[2]).toMatchObject({ kind: 'property', id: ids[21], url: expect.stringMatching(/^\/property-details\//) });
    expect(p1.body.data.data[2].available).toBeUndefined();
    expect((await saved(token, 0)).body.data.data).toEqual(p1.body.data.data);
    expect((await saved(token)).body.data.page).toBe(1);
    const p2 = await saved(token, 2);
    expect(p2.body.data.data.map((c: { id: number }) => c.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    const p9 = await saved(token, 9);
    expect(p9.body.data).toMatchObject({ data: [], page: 9, total: 24, totalNoOfPages: 2 });
    expect((await saved(other.token, 1)).body.data.total).toBe(1);
    expect((await saved(token, -1)).http).toBe(400);
    expect((await saved(undefined, 1)).http).toBe(401);
  });
});
