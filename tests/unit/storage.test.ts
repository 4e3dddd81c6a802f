// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllKeepCity, getItem, hasToken, readAll, removeItem, setItem, setItems, STORAGE_KEYS,
} from '@/lib/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage (SPEC §3 User browser storage)', () => {
  it('knows exactly the spec keys', () => {
    expect([...STORAGE_KEYS].sort()).toEqual([
      'accessToken', 'city_name', 'country_code', 'mobile', 'mobileVerified', 'name', 'otpToken',
      'prev_city_name', 'profileCompleted', 'profile_pic', 'user_type',
    ]);
  });

  it('round-trips strings and booleans under the spec key names', () => {
    setItem('accessToken', 'tok');
    setItem('mobileVerified', true);
    setItem('profileCompleted', false);
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('mobileVerified')).toBe('true');
    expect(getItem('accessToken')).toBe('tok');
    expect(getItem('mobileVerified')).toBe(true);
    expect(getItem('profileCompleted')).toBe(false);
    expect(hasToken()).toBe(true);
  });

  it('null removes; absent keys read as null', () => {
    setItem('name', 'Asha');
    setItem('name', null);
    expect(localStorage.getItem('name')).toBeNull();
    expect(getItem('name')).toBeNull();
    setItem('mobile', '9876543210');
    removeItem('mobile');
    expect(getItem('mobile')).toBeNull();
    expect(hasToken()).toBe(false);
  });

  it('setItems writes several keys, skipping undefined and removing null', () => {
    setItem('otpToken', 'o');
    setItems({ name: 'A', user_type: 'agent', otpToken: null, mobile: undefined });
    expect(readAll()).toMatchObject({ name: 'A', user_type: 'agent', otpToken: null, mobile: null });
  });

  it('clearAllKeepCity clears everything but the current city', () => {
    for (const k of STORAGE_KEYS) setItem(k, k === 'mobileVerified' || k === 'profileCompleted' ? true : `v-${k}` as never);
    localStorage.setItem('foreign', 'x');
    sessionStorage.setItem('pending', 'y');
    clearAllKeepCity();
    expect(localStorage.length).toBe(1);
    expect(getItem('city_name')).toBe('v-city_name');
    expect(getItem('prev_city_name')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('clearAllKeepCity leaves no city when none was stored', () => {
    setItem('accessToken', 't');
    clearAllKeepCity();
    expect(localStorage.length).toBe(0);
  });
});

describe('storage on the server (no window)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads null and ignores writes without throwing', () => {
    localStorage.setItem('accessToken', 'browser-only');
    vi.stubGlobal('window', undefined);
    expect(typeof window).toBe('undefined');
    expect(() => setItem('accessToken', 't')).not.toThrow();
    expect(getItem('accessToken')).toBeNull();
    expect(hasToken()).toBe(false);
    expect(Object.values(readAll()).every((v) => v === null)).toBe(true);
    expect(() => clearAllKeepCity()).not.toThrow();
    vi.unstubAllGlobals();
    expect(localStorage.getItem('accessToken')).toBe('browser-only');
  });
});
