// Guest posting: OTP through the login send, verify-otp answers a posting-only
// token, and the listing belongs to that phone's account (an owner if new).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { lastOtp, loginAs, newPhone } from '../helpers/auth';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { listings, users } from '@/server/platform/db/schema';

const t = useTestDb();

async function guestToken(phone: string) {
  const ip = '10.77.0.1';
  const login = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip });
  const otp_token = login.body.data.otp_token;
  const r = await call('POST', '/api/post-property-guest/verify-otp', { otp_token, otp: await lastOtp(phone) }, { ip });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  return r.body.data.guest_token as string;
}

describe('guest posting', () => {
  it('a new phone posts a villa, becomes an owner and finds it under My Properties after logging in', async () => {
    const phone = newPhone();
    const token = await guestToken(phone);
    const r = await call('POST', '/api/post-property-guest/villa', validBody('villa', 'sale'), { token });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.status).toBe('approved');
    const [u] = await t.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(u.roleType).toBe('owner');
    const [row] = await t.db.select().from(listings).where(eq(listings.id, r.body.data.property_id));
    expect(row).toMatchObject({ userId: u.id, postedBy: 'owner', category: 'villa' });

    const me = await loginAs(phone);
    const list = await call('POST', '/api/user/my-property/my-property-list', {}, { token: me.token });
    expect(list.body.data.data.map((x: { id: number }) => x.id)).toEqual([row.id]);
  });

  it('the guest token is no login: profile calls and commercial posting refuse it', async () => {
    const token = await guestToken(newPhone());
    expect((await call('POST', '/api/user/fetch-my-profile', {}, { token })).http).toBe(401);
    expect((await call('POST', '/api/property/officeSpace/create-office-space-property', validBody('office_space', 'sale'), { token })).http).toBe(401);
  });

  it('without a verified phone nothing is posted; a wrong OTP gives no token', async () => {
    const r = await call('POST', '/api/post-property-guest/apartment', validBody('apartment', 'rent'));
    expect(r.http).toBe(401);
    expect(r.body.message).toBe('Please verify your phone number with the OTP before posting');
    const phone = newPhone();
    const login = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip: '10.77.0.2' });
    const right = await lastOtp(phone);
    const wrong = right === '0000' ? '1111' : '0000';
    const v = await call('POST', '/api/post-property-guest/verify-otp', { otp_token: login.body.data.otp_token, otp: wrong }, { ip: '10.77.0.2' });
    expect(v.http).toBe(400);
    expect(v.body.message).toBe('Invalid OTP. 2 attempts left.');
    const missing = await call('POST', '/api/post-property-guest/verify-otp', { otp_token: login.body.data.otp_token });
    expect([missing.http, missing.body.message]).toEqual([400, 'Enter OTP']);
  });

  it('an agent posting as a guest stays an agent; the four guest paths exist', async () => {
    const agent = await loginAs(newPhone(), { name: 'Ravi Kumar' });
    const role = await call('POST', '/api/user/update-role-type', { role_type: 'agent' }, { token: agent.token });
    expect(role.http, JSON.stringify(role.body)).toBe(200);
    await givePlan(t.db, agent.userId);
    const token = await guestToken(agent.phone);
    for (const [path, cat, type] of [['apartment', 'apartment', 'rent'], ['residential', 'residential', 'sale'], ['plot', 'plot', 'sale']] as const) {
      const r = await call('POST', `/api/post-property-guest/${path}`, validBody(cat, type), { token });
      expect(r.http, `${path} ${JSON.stringify(r.body)}`).toBe(200);
    }
    const rows = await t.db.select().from(listings).where(eq(listings.userId, agent.userId));
    expect(rows.map((x) => x.postedBy)).toEqual(['agent', 'agent', 'agent']);
  });

  it('verify-otp tells the guest wizard when the number has used its live listings, so the plan offer comes up front', async () => {
    const ip = '10.77.0.3';
    const verify = async (phone: string) => {
      const login = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip });
      return call('POST', '/api/post-property-guest/verify-otp', { otp_token: login.body.data.otp_token, otp: await lastOtp(phone) }, { ip });
    };
    const phone = newPhone();
    const first = await verify(phone);
    expect(first.body.data.listings).toEqual({ allowed: 1, used: 0 });
    const posted = await call('POST', '/api/post-property-guest/plot', validBody('plot', 'sale'), { token: first.body.data.guest_token });
    expect(posted.http, JSON.stringify(posted.body)).toBe(200);
    expect((await verify(phone)).body.data.listings).toEqual({ allowed: 1, used: 1 });
  });
});
