import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/app-error';
import * as authApi from '@/services/api/auth';
import { makeStore } from '@/store/store';
import { loginThunk } from '@/store/auth-slice';
import { signupFailed, signupReset, signupStarted, signupSucceeded, signupInitial } from '@/store/signup-slice';

afterEach(() => vi.restoreAllMocks());
const phone = { country_code: '+91', phone_number: '9876543210' };

describe('signup slice (SPEC §3, §4 Sign-up state)', () => {
  it('starts loading', () => {
    expect(makeStore().getState().signup).toEqual({ loading: true, success: false, error: false, countryCode: '', phoneNumber: '' });
  });

  it('success stores country code and phone; fail clears them; reset returns to initial', () => {
    const store = makeStore();
    store.dispatch(signupSucceeded({ countryCode: '+91', phoneNumber: '9876543210' }));
    expect(store.getState().signup).toEqual({ loading: false, success: true, error: false, countryCode: '+91', phoneNumber: '9876543210' });
    store.dispatch(signupStarted());
    expect(store.getState().signup).toMatchObject({ loading: true, success: false, countryCode: '+91' });
    store.dispatch(signupFailed());
    expect(store.getState().signup).toEqual({ loading: false, success: false, error: true, countryCode: '', phoneNumber: '' });
    store.dispatch(signupReset());
    expect(store.getState().signup).toEqual(signupInitial);
  });

  it('follows the OTP request', async () => {
    const store = makeStore();
    vi.spyOn(authApi, 'login')
      .mockResolvedValueOnce({ status: 'success', message: 'sent', data: { otp_token: 'o' } })
      .mockRejectedValueOnce(new AppError('rate_limited', 'Too many'));
    await store.dispatch(loginThunk(phone));
    expect(store.getState().signup).toMatchObject({ success: true, countryCode: '+91', phoneNumber: '9876543210' });
    await store.dispatch(loginThunk(phone));
    expect(store.getState().signup).toMatchObject({ error: true, success: false, countryCode: '', phoneNumber: '' });
    expect(store.getState().auth.error).toEqual({ message: 'Too many', data: undefined });
  });
});
