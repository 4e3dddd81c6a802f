import { describe, expect, it } from 'vitest';
import { builderAccounts } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { loginAs } from '../helpers/auth';

const t = useTestDb();

describe('registration and profile', () => {
  it('registers a name and reports is_registered', async () => {
    const { token } = await loginAs();
    const bad = await call('POST', '/api/user/intial-register', { name: 'R2D2' }, { token });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('Enter a valid name');
    expect((await call('POST', '/api/user/intial-register', { name: '   ' }, { token })).body.message).toBe('Required');
    const ok = await call('POST', '/api/user/intial-register', { name: '  Asha Rao ', email: 'asha@example.in' }, { token });
    expect(ok.http).toBe(200);
    expect(ok.body.data.user).toMatchObject({ name: 'Asha Rao', is_registered: true, email: 'asha@example.in' });
    const me = await call('POST', '/api/user/fetch-my-profile', {}, { token });
    expect(me.body.data.user.is_registered).toBe(true);
  });

  it('changes the role within the rules', async () => {
    const unregistered = await loginAs();
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'owner' }, { token: unregistered.token })).http).toBe(403);
    const { token, userId } = await loginAs(undefined, { name: 'Ravi Kumar' });
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'admin' }, { token })).http).toBe(400);
    const owner = await call('POST', '/api/user/update-role-type', { role_type: 'owner' }, { token });
    expect(owner.body.data).toEqual({ Role_type: 'owner' });
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'buyer' }, { token })).http).toBe(403);
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'builder' }, { token })).body.message)
      .toBe('Complete builder registration first');
    await t.db.insert(builderAccounts).values({ userId, companyName: 'Ravi Homes', companyRole: 'Director' });
    expect((await call('POST', '/api/user/update-role-type', { role_type: 'builder' }, { token })).http).toBe(200);
    const me = await call('POST', '/api/user/fetch-my-profile', {}, { token });
    expect(me.body.data.user.role_type).toBe('builder');
    expect(me.body.data.builder_account_details.company_name).toBe('Ravi Homes');
  });

  it('shows public details without phone or e-mail', async () => {
    const { userId } = await loginAs(undefined, { name: 'Meera Iyer' });
    const r = await call('POST', '/api/public/featch-user-details', { user_id: userId });
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ id: userId, name: 'Meera Iyer', role_type: 'buyer' });
    expect(JSON.stringify(r.body.data)).not.toMatch(/phone|email/);
    expect((await call('POST', '/api/public/featch-user-details', { user_id: 999999 })).http).toBe(404);
    expect((await call('POST', '/api/public/featch-user-details', { user_id: 'abc' })).body.message).toBe('user_id must be a number');
  });
});

describe('the API spine', () => {
  it('answers unknown paths, wrong methods and malformed JSON with the fail envelope', async () => {
    const unknown = await call('POST', '/api/nothing/here', {});
    expect(unknown.http).toBe(404);
    expect(unknown.body.status).toBe('fail');
    const wrong = await call('GET', '/api/user/auth/Login');
    expect(wrong.http).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    const malformed = await call('POST', '/api/user/auth/Login', undefined, { raw: '{"phone_number":' });
    expect(malformed.http).toBe(400);
    expect(malformed.body).toEqual({ status: 'fail', message: 'Malformed JSON body' });
    const arr = await call('POST', '/api/user/auth/Login', [1, 2]);
    expect(arr.body.message).toBe('Request body must be a JSON object');
  });

  it('serves the demo SMS outbox newest first', async () => {
    const { phone } = await loginAs();
    const r = await call('GET', `/api/dev/sms-outbox?phone=${phone}`);
    expect(r.http).toBe(200);
    expect(r.body.data[0].message).toMatch(/\d{4} is your OTP/);
  });
});
