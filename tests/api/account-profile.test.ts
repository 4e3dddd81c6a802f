import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { builderAccounts, users } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, userRow } from '../helpers/account-fixtures';

const t = useTestDb();

const city = { area: 'Vijayanagar', city: 'Mysuru', lat: 12.31, long: 76.61 };

describe('update-buyer-profile / update-agent-profile', () => {
  it('updates the own profile and answers the profile bundle', async () => {
    const { id, token } = await accountUser(t.db, 'buyer', { email: 'old@example.in', emailVerified: true });
    const r = await call('POST', '/api/user/update-buyer-profile', {
      name: ' Asha Rao ', email: 'Asha@Example.in', description: 'Looking for a flat', city,
      profile_picture: '/uploads/' + 'a'.repeat(64) + '.png',
    }, { token });
    expect(r.http).toBe(200);
    expect(r.body.status).toBe('success');
    expect(r.body.data.user).toMatchObject({
      id, name: 'Asha Rao', email: 'asha@example.in', email_verified: false, description: 'Looking for a flat', city,
    });
    expect(r.body.data).toHaveProperty('builder_account_details', null);
    // Absent fields stay; the same e-mail keeps its verification.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
    const again = await call('POST', '/api/user/update-buyer-profile', { email: 'asha@example.in' }, { token });
    expect(again.body.data.user).toMatchObject({ name: 'Asha Rao', email_verified: true, city });
    // Empty optional text and null city clear.
    const cleared = await call('POST', '/api/user/update-buyer-profile', { description: '', city: null }, { token });
    expect(cleared.body.data.user).toMatchObject({ description: null, city: null, name: 'Asha Rao' });
  });

  it('refuses bad bodies with the spec texts and changes nothing', async () => {
    const { id, token } = await accountUser(t.db, 'agent', { name: 'Ravi Kumar' });
    const before = await userRow(t.db, id);
    const cases: [object, string][] = [
      [{ name: 'R2D2' }, 'Enter a valid name'],
      [{ name: '   ' }, 'Required'],
      [{ email: 'not-an-email' }, 'email must be a valid email!'],
      [{ city: { area: 'X' } }, 'Required!'],
      [{ city: { city: 'Mysuru', lat: 'north' } }, 'lat must be a number'],
      [{ city: { city: 'Mysuru', lat: 91 } }, 'lat is out of range'],
      [{ profile_picture: 'javascript:alert(1)' }, 'Upload image!'],
      [{ profile_picture: '/uploads/../../etc/passwd' }, 'Upload image!'],
      [{ name: 'Fine Name', description: 'x'.repeat(2001) }, 'description must be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/api/user/update-agent-profile', body, { token });
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ status: 'fail', message });
    }
    expect(await userRow(t.db, id)).toEqual(before);
  });

  it('serves each endpoint only to its roles', async () => {
    const buyer = await accountUser(t.db, 'buyer');
    const owner = await accountUser(t.db, 'owner');
    const builder = await accountUser(t.db, 'builder');
    const body = { name: 'Someone Else' };
    expect((await call('POST', '/api/user/update-agent-profile', { name: 'Owner Name' }, { token: owner.token })).http).toBe(200);
    for (const [path, who] of [
      ['/api/user/update-buyer-profile', owner], ['/api/user/update-buyer-profile', builder],
      ['/api/user/update-agent-profile', buyer], ['/api/user/update-agent-profile', builder],
      ['/api/user/update-builder-profile', buyer], ['/api/user/update-builder-profile', owner],
    ] as const) {
      const r = await call('POST', path, body, { token: who.token });
      expect(r.http, path).toBe(403);
      expect((await userRow(t.db, who.id)).name).not.toBe('Someone Else');
    }
    const unregistered = await accountUser(t.db, 'buyer', { isRegistered: false, name: null });
    expect((await call('POST', '/api/user/update-buyer-profile', body, { token: unregistered.token })).body.message)
      .toBe('Complete your registration first');
  });

  it('refuses calls without a token and changes nothing', async () => {
    const { id } = await accountUser(t.db, 'buyer');
    const before = await userRow(t.db, id);
    for (const path of ['/api/user/update-buyer-profile', '/api/user/update-agent-profile', '/api/user/update-builder-profile',
      '/api/user/create-builder-register', '/api/user/fetch-my-profile']) {
      const r = await call('POST', path, { name: 'Intruder' });
      expect(r.http, path).toBe(401);
      expect(r.body).toEqual({ status: 'fail', message: 'Authentication failed', data: 'Unauthorized!' });
    }
    expect(await userRow(t.db, id)).toEqual(before);
  });
});

describe('builder registration and profile', () => {
  const reg = { company_logo: '/uploads/' + 'b'.repeat(64) + '.png', name: 'Ravi Kumar', email: 'ravi@acme.in', company_name: 'Acme Homes', company_role: 'Director' };

  it('validates the builder form with the spec texts', async () => {
    const { id, token } = await accountUser(t.db, 'buyer');
    const cases: [object, string][] = [
      [{ ...reg, company_name: ' Acme' }, 'Enter Valid name'],
      [{ ...reg, company_name: 'Ac' }, 'Too Short!'],
      [{ ...reg, company_name: '' }, 'Required!'],
      [{ ...reg, name: 'Al' }, 'Too Short!'],
      [{ ...reg, name: 'Ravi 2' }, 'Enter a valid name!'],
      [{ ...reg, company_role: '' }, 'Required!'],
      [{ ...reg, company_logo: '' }, 'Upload image!'],
      [{ ...reg, company_logo: undefined }, 'Upload image!'],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/api/user/create-builder-register', body, { token });
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await t.db.select().from(builderAccounts).where(eq(builderAccounts.userId, id))).toEqual([]);
  });

  it('creates the account once, then the role can become builder and the builder profile is editable', async () => {
    const { id, token } = await accountUser(t.db, 'buyer');
    const r = await call('POST', '/api/user/create-builder-register', reg, { token });
    expect(r.http).toBe(200);
    expect(r.body.data.user).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@acme.in', role_type: 'buyer' });
    expect(r.body.data.builder_account_details).toMatchObject({ company_name: 'Acme Homes', company_role: 'Director', company_logo: reg.company_logo });
    expect((await call('POST', '/api/user/create-builder-register', reg, { token })).http).toBe(409);
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'builder' }, { token })).http).toBe(200);
    expect((await call('POST', '/api/user/create-builder-register', reg, { token })).body.message)
      .toBe('You are already registered as a builder');

    const up = await call('POST', '/api/user/update-builder-profile', {
      company_name: 'Acme Homes Pvt Ltd', description: 'Homes since 1999', city, name: 'Ravi K Kumar',
    }, { token });
    expect(up.http).toBe(200);
    expect(up.body.data.builder_account_details).toMatchObject({ company_name: 'Acme Homes Pvt Ltd', description: 'Homes since 1999', company_role: 'Director' });
    expect(up.body.data.user).toMatchObject({ name: 'Ravi K Kumar', city });
    expect(up.body.data.builder_profile_completed).toBe(true);
    const bad = await call('POST', '/api/user/update-builder-profile', { company_role: 'CE', name: 'Nobody Here' }, { token });
    expect(bad.body.message).toBe('Too Short!');
    expect((await userRow(t.db, id)).name).toBe('Ravi K Kumar');
    expect((await call('POST', '/api/user/update-builder-profile', { company_logo: '' }, { token })).body.message).toBe('Upload image!');
  });

  it('refuses builder registration before the user registered', async () => {
    const { token } = await accountUser(t.db, 'buyer', { isRegistered: false, name: null });
    expect((await call('POST', '/api/user/create-builder-register', reg, { token })).http).toBe(403);
  });
});

describe('fetch-my-profile', () => {
  it('answers the notification settings too (defaults before the first save)', async () => {
    const { token } = await accountUser(t.db, 'owner');
    const r = await call('POST', '/api/user/fetch-my-profile', {}, { token });
    expect(r.body.data.notification_settings).toMatchObject({
      sms_alerts: false, email_alerts: false, in_app_alerts: true, whatsapp_alerts: false, newsletter: false,
    });
    await call('POST', '/api/user/settings/update-notification', { newsletter: true }, { token });
    expect((await call('POST', '/api/user/fetch-my-profile', {}, { token })).body.data.notification_settings.newsletter).toBe(true);
  });
});
