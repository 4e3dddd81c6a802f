// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getItem, setItem } from '@/lib/storage';
import { http as client } from '@/services/axios-client';
import { makeStore } from '@/store/store';
import {
  accountDeleted, authInitial, builderRegisterThunk, loadSession, loginThunk, logoutThunk, registerThunk, resendOtpThunk,
  updateRoleThunk, verifyOtpThunk,
} from '@/store/auth-slice';
import { sessionCleared } from '@/store/shared-actions';

const BASE = 'http://api.test';
const server = setupServer();
const ok = (data: unknown, message = 'ok') => HttpResponse.json({ status: 'success', message, data });
const fail = (message: string, data?: unknown, status = 400) => HttpResponse.json({ status: 'fail', message, data }, { status });

beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const verified = {
  accessToken: 'acc-1',
  user: { phone_verified: true, is_registered: true, role_type: 'agent', name: 'Asha', country_code: '+91',
    phone_number: '9876543210', profile_picture: '/p.png' },
};

describe('auth slice (SPEC §4 Login)', () => {
  it('login stores the otp token; verify stores the session and fills state', async () => {
    let sentToken: unknown;
    server.use(
      http.post(`${BASE}/api/user/auth/Login`, () => ok({ otp_token: 'otp-1' }, 'OTP sent')),
      http.post(`${BASE}/api/user/auth/VerifyOtp`, async ({ request }) => {
        sentToken = ((await request.json()) as { otp_token: string }).otp_token;
        return ok(verified);
      }),
    );
    const store = makeStore();
    const p = store.dispatch(loginThunk({ country_code: '+91', phone_number: '9876543210' }));
    expect(store.getState().auth.inProgress).toBe(true);
    expect((await p).payload).toEqual({ message: 'OTP sent' });
    expect(getItem('otpToken')).toBe('otp-1');
    expect(store.getState().auth.inProgress).toBe(false);

    await store.dispatch(verifyOtpThunk({ otp: '1234' }));
    expect(sentToken).toBe('otp-1');
    expect(store.getState().auth).toMatchObject({
      loggedIn: true, user_type: 'agent', name: 'Asha', mobile: '9876543210', country_code: '+91',
      profile_pic: '/p.png', mobileVerified: true, profileCompleted: true, inProgress: false, error: null,
    });
    expect(getItem('accessToken')).toBe('acc-1');
    expect(getItem('otpToken')).toBeNull();
    expect(getItem('profileCompleted')).toBe(true);
  });

  it('verify failure keeps server message and data for the inline error', async () => {
    setItem('otpToken', 'otp-1');
    server.use(http.post(`${BASE}/api/user/auth/VerifyOtp`, () => fail('Invalid OTP', 'OTP does not match')));
    const store = makeStore();
    await store.dispatch(verifyOtpThunk({ otp: '0000' }));
    expect(store.getState().auth).toMatchObject({
      loggedIn: false, inProgress: false, error: { message: 'Invalid OTP', data: 'OTP does not match' },
    });
  });

  it('resend swaps the stored otp token', async () => {
    setItem('otpToken', 'otp-1');
    server.use(http.post(`${BASE}/api/user/auth/ResendOtp`, () => ok({ Otp_Token: 'otp-2' })));
    await makeStore().dispatch(resendOtpThunk());
    expect(getItem('otpToken')).toBe('otp-2');
  });

  it('register marks the profile complete', async () => {
    server.use(http.post(`${BASE}/api/user/intial-register`, () => ok({})));
    const store = makeStore();
    await store.dispatch(registerThunk({ name: 'Asha Rao', email: 'a@b.in', profile_picture: '/a.png' }));
    expect(store.getState().auth).toMatchObject({ name: 'Asha Rao', profile_pic: '/a.png', profileCompleted: true });
    expect(getItem('name')).toBe('Asha Rao');
  });

  it('role update stores user_type; builder registers first then sends role builder', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${BASE}/api/user/update-role-type`, async ({ request }) => {
        const { role_type } = (await request.json()) as { role_type: string };
        calls.push(`role:${role_type}`);
        return ok({ Role_type: role_type });
      }),
      http.post(`${BASE}/api/user/create-builder-register`, () => { calls.push('register'); return ok({}); }),
    );
    const store = makeStore();
    await store.dispatch(updateRoleThunk('owner'));
    expect(getItem('user_type')).toBe('owner');
    expect(store.getState().auth.user_type).toBe('owner');
    await store.dispatch(builderRegisterThunk({ company_logo: '/l.png', name: 'Ravi', company_name: 'Acme', company_role: 'CEO' }));
    expect(calls).toEqual(['role:owner', 'register', 'role:builder']);
    expect(store.getState().auth).toMatchObject({ user_type: 'builder', profile_pic: '/l.png', name: 'Ravi' });
  });

  it('logout clears storage but keeps the city', async () => {
    setItem('accessToken', 'acc-1');
    setItem('city_name', 'Pune');
    server.use(http.delete(`${BASE}/auth/logout`, () => ok(null, 'Logged out')));
    const store = makeStore();
    store.dispatch(loadSession());
    expect(store.getState().auth.loggedIn).toBe(true);
    const r = await store.dispatch(logoutThunk());
    expect(r.payload).toBe('Logout Successfully');
    expect(store.getState().auth).toEqual(authInitial);
    expect(getItem('accessToken')).toBeNull();
    expect(getItem('city_name')).toBe('Pune');
  });

  it('a deleted account ends the session here as logout does: storage wiped but the city, auth and plan reset', () => {
    setItem('accessToken', 'acc-1');
    setItem('city_name', 'Pune');
    const store = makeStore({ plan: { data: { plan: 'x' } as never, inProgress: false, error: false } });
    store.dispatch(loadSession());
    store.dispatch(accountDeleted());
    expect(store.getState().auth).toEqual(authInitial);
    expect(store.getState().plan.data).toBeNull();
    expect(getItem('accessToken')).toBeNull();
    expect(getItem('city_name')).toBe('Pune');
  });

  it('logout failure keeps the session and exposes the server message', async () => {
    setItem('accessToken', 'acc-1');
    server.use(http.delete(`${BASE}/auth/logout`, () => fail('Try later', undefined, 503)));
    const store = makeStore();
    store.dispatch(loadSession());
    await store.dispatch(logoutThunk());
    expect(store.getState().auth.error).toEqual({ message: 'Try later', data: undefined });
    expect(getItem('accessToken')).toBe('acc-1');
  });

  it('loadSession reads storage; sessionCleared resets', () => {
    setItem('accessToken', 't');
    setItem('user_type', 'builder');
    setItem('mobileVerified', true);
    const store = makeStore();
    expect(store.getState().auth.loggedIn).toBe(false);
    store.dispatch(loadSession());
    expect(store.getState().auth).toMatchObject({ loggedIn: true, user_type: 'builder', mobileVerified: true });
    store.dispatch(sessionCleared());
    expect(store.getState().auth).toEqual(authInitial);
  });
});
