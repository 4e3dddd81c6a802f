// A ban outlives the account: the desk's ban keeps a keyed hash of the number, erasure keeps it,
// and the number signs up again onto a banned account (no posting, callbacks or reviews) until
// the desk lifts the ban, which forgets the number.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAudit, bannedPhones, listings, users } from '@/server/platform/db/schema';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { loginAs, newPhone } from '../helpers/auth';
import { makeListing } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';

const t = useTestDb();
const SUSPENDED = 'Your account has been suspended. Write to us through Contact us.';
const CREATE = '/api/property/apartment/create-apartment-property';

async function makeAdmin() {
  const a = await accountUser(t.db, 'buyer', { name: 'Desk Admin' });
  await createAdmin(t.db, a.user.phoneNumber);
  return a;
}

const callback = (token: string, propertyId: number) => call('POST', '/api/user/request-callback/create',
  { name: 'Kiran Rao', phone_number: '9876543210', property_id: propertyId, property_type: 'residential' }, { token });
const review = (token: string, targetId: number) => call('POST', '/property/rating-and-review/user-rating-create',
  { target_id: targetId, rating: 5, review: 'Great owner, very quick replies' }, { token });
const deleteAccount = (token: string, phone: string) => call('POST', '/api/user/delete-account', { phone_number: phone }, { token });

async function asOwnerPosting(token: string, city: string) {
  const role = await call('POST', '/api/user/update-role-type', { role_type: 'owner' }, { token });
  const flat = validBody('apartment', 'rent') as ReturnType<typeof validBody> & Record<string, unknown>;
  flat.g_location = { ...flat.g_location, city };
  return { role, post: await call('POST', CREATE, flat, { token }) };
}

describe('a ban outlives the account', () => {
  it('bans the number: erased and signed up again, the new account is banned; the desk lifts it and the user posts', async () => {
    const admin = await makeAdmin();
    const other = await accountUser(t.db, 'owner', { name: 'Other Owner' });
    const theirs = await makeListing(t.db, { userId: other.id, city: 'Returnpur' });
    const phone = newPhone();
    const first = await loginAs(phone, { name: 'Token Money Tout' });
    const before = await asOwnerPosting(first.token, 'Returnpur');
    expect(before.post.http, JSON.stringify(before.post.body)).toBe(200);
    expect(before.post.body.data.status).toBe('approved');

    const ban = await call('POST', '/api/admin/ban-user', { user_id: first.userId, reason: 'Asked buyers for token money' }, { token: admin.token });
    expect(ban.http, JSON.stringify(ban.body)).toBe(200);
    // A keyed hash, never the number itself.
    const kept = await t.db.select().from(bannedPhones);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: first.userId, reason: 'Asked buyers for token money' });
    expect(kept[0].phoneHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept[0].phoneHash).not.toContain(phone);

    const erased = await deleteAccount(first.token, phone);
    expect(erased.http, JSON.stringify(erased.body)).toBe(200);
    const [gone] = await t.db.select().from(users).where(eq(users.id, first.userId));
    expect(gone.phoneNumber).toBe(`deleted-${first.userId}`);
    expect(await t.db.select().from(bannedPhones)).toEqual(kept);

    // The same number signs up again: a new account, banned from the start.
    const second = await loginAs(phone);
    expect(second.userId).not.toBe(first.userId);
    const [row] = await t.db.select().from(users).where(eq(users.id, second.userId));
    expect(row.bannedAt).not.toBeNull();
    expect(row.bannedReason).toBe('Asked buyers for token money');

    const refused = [
      ['registration', await call('POST', '/api/user/intial-register', { name: 'Fresh Start' }, { token: second.token })],
      ['role change', await call('POST', '/api/user/update-role-type', { role_type: 'owner' }, { token: second.token })],
      ['post', await call('POST', CREATE, validBody('apartment', 'rent'), { token: second.token })],
      ['callback', await callback(second.token, theirs.id)],
      ['review', await review(second.token, other.id)],
    ] as const;
    for (const [what, r] of refused) {
      expect(r.http, `${what}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(r.body.message, what).toBe(SUSPENDED);
    }
    expect(await t.db.select().from(listings).where(eq(listings.userId, second.userId))).toHaveLength(0);

    // The desk sees the new account and the erased one whose number it keeps; nobody else sees the list.
    expect((await call('GET', '/api/admin/banned', undefined, { token: other.token })).http).toBe(404);
    const desk = (await call('GET', '/api/admin/banned', undefined, { token: admin.token })).body.data;
    expect(desk).toEqual(expect.arrayContaining([
      expect.objectContaining({ user_id: second.userId, erased: false, number_kept: false, reason: 'Asked buyers for token money' }),
      expect.objectContaining({ user_id: first.userId, erased: true, number_kept: true }),
    ]));

    const lift = await call('POST', '/api/admin/lift-ban', { user_id: second.userId, note: 'Appeal accepted after a call' }, { token: admin.token });
    expect(lift.http, JSON.stringify(lift.body)).toBe(200);
    expect(lift.body.data).toEqual({ user_id: second.userId, banned: false, number_forgotten: true });
    expect(await t.db.select().from(bannedPhones)).toHaveLength(0);
    expect((await call('POST', '/api/admin/lift-ban', { user_id: second.userId }, { token: admin.token })).http).toBe(409);
    const audit = await t.db.select().from(adminAudit).where(eq(adminAudit.action, 'lift_ban'));
    expect(audit).toMatchObject([{ adminId: admin.id, targetKind: 'user', targetId: second.userId, reason: 'Appeal accepted after a call' }]);
    expect((await call('GET', '/api/admin/banned', undefined, { token: admin.token })).body.data
      .filter((b: { user_id: number }) => [first.userId, second.userId].includes(b.user_id))).toEqual([]);

    expect((await call('POST', '/api/user/intial-register', { name: 'Fresh Start' }, { token: second.token })).http).toBe(200);
    const after = await asOwnerPosting(second.token, 'Returnpur');
    expect(after.role.http, JSON.stringify(after.role.body)).toBe(200);
    expect(after.post.http, JSON.stringify(after.post.body)).toBe(200);
    expect(after.post.body.data.status).toBe('approved');
    expect((await callback(second.token, theirs.id)).http).toBe(200);
  });

  it('keeps the number of an account banned before numbers were kept, when it is erased', async () => {
    const phone = newPhone();
    const me = await loginAs(phone);
    await t.db.update(users).set({ bannedAt: new Date(), bannedReason: 'Fake listings' }).where(eq(users.id, me.userId));
    expect((await deleteAccount(me.token, phone)).http).toBe(200);
    const back = await loginAs(phone);
    const [row] = await t.db.select().from(users).where(eq(users.id, back.userId));
    expect(row).toMatchObject({ bannedReason: 'Fake listings' });
    expect((await call('POST', '/api/post-property-guest/apartment', validBody('apartment', 'rent'), { token: back.token })).http).toBe(403);
  });

  it('lifts the ban of an erased account: its number signs up unbanned', async () => {
    const admin = await makeAdmin();
    const phone = newPhone();
    const me = await loginAs(phone);
    expect((await call('POST', '/api/admin/ban-user', { user_id: me.userId, reason: 'Mistaken identity' }, { token: admin.token })).http).toBe(200);
    expect((await deleteAccount(me.token, phone)).http).toBe(200);
    const lift = await call('POST', '/api/admin/lift-ban', { user_id: me.userId }, { token: admin.token });
    expect(lift.body.data).toEqual({ user_id: me.userId, banned: false, number_forgotten: true });
    const back = await loginAs(phone);
    const [row] = await t.db.select().from(users).where(eq(users.id, back.userId));
    expect(row.bannedAt).toBeNull();
    expect((await call('POST', '/api/admin/lift-ban', { user_id: 99_999_999 }, { token: admin.token })).http).toBe(404);
    expect((await call('POST', '/api/admin/lift-ban', { user_id: 'x' }, { token: admin.token })).http).toBe(400);
  });
});
