// Shared set-up of the profile component tests (not a test file itself).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { HttpResponse } from 'msw';
import { makeStore, type RootState } from '@/store/store';
import { authInitial } from '@/store/auth-slice';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http as client } from '@/services/axios-client';

export const BASE = 'http://api.test';
export const ok = (data: unknown, message = 'ok') => HttpResponse.json({ status: 'success', message, data });
export const fail = (message: string, status = 400, data?: unknown) =>
  HttpResponse.json({ status: 'fail', message, data }, { status });

/** The router the components see (next/navigation is mocked to return it). */
export const router = { back: vi.fn(), push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), forward: vi.fn() };

export type Who = { role?: 'buyer' | 'agent' | 'owner' | 'builder'; name?: string; pic?: string | null };

export function renderWithStore(ui: ReactElement, { role = 'buyer', name = 'Asha Rao', pic = null }: Who = {}, extra: Partial<RootState> = {}) {
  const store = makeStore({
    auth: { ...authInitial, loggedIn: true, user_type: role, name, profile_pic: pic, mobile: '9876543210', country_code: '+91', mobileVerified: true, profileCompleted: true },
    ...extra,
  });
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

/** A File whose size is what the test says, without allocating it. */
export function fileOfSize(size: number, name = 'photo.png', type = 'image/png'): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/**
 * One msw server per test file, answering the axios client at BASE; handlers
 * reset and mocks cleared after each test. Unhandled calls fail the test.
 */
export function useApiServer() {
  const server = setupServer();
  beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
  afterEach(() => { server.resetHandlers(); vi.clearAllMocks(); });
  afterAll(() => server.close());
  return server;
}
