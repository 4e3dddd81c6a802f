// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { AppError } from '@/lib/app-error';
import { getItem, setItem } from '@/lib/storage';
import { http as client } from '@/services/axios-client';
import { onAuthFailure, post } from '@/services/http';
import { login, fetchPublicUser, logout } from '@/services/api/auth';
import { autoComplete } from '@/services/api/search';
import { uploadCompanyLogo, uploadUserImage } from '@/services/api/profile';

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => {
  client.defaults.baseURL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(() => { throw new Error('expected a rejection'); }, (err: unknown) => err);
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe('answers (SPEC §7 "Handling of answers")', () => {
  it('resolves the success envelope', async () => {
    server.use(http.post(`${BASE}/api/user/auth/Login`, () =>
      HttpResponse.json({ status: 'success', message: 'OTP sent', data: { otp_token: 't1' } })));
    await expect(login({ country_code: '+91', phone_number: '9876543210' })).resolves.toEqual({
      status: 'success', message: 'OTP sent', data: { otp_token: 't1' },
    });
  });

  it('rejects a fail envelope sent with HTTP 200 as AppError', async () => {
    server.use(http.post(`${BASE}/x`, () => HttpResponse.json({ status: 'fail', message: 'Invalid OTP', data: 'Wrong OTP' })));
    const e = await rejection(post('/x'));
    expect(e).toMatchObject({ message: 'Invalid OTP', data: 'Wrong OTP', code: 'bad_request' });
  });

  it('rebuilds a 4xx fail envelope with the code of its status', async () => {
    server.use(http.post(`${BASE}/x`, () =>
      HttpResponse.json({ status: 'fail', message: 'Too many', data: { retry_after: 9 } }, { status: 429 })));
    const e = await rejection(post('/x'));
    expect(e).toMatchObject({ code: 'rate_limited', status: 429, message: 'Too many', data: { retry_after: 9 } });
  });

  it('maps a non-envelope 5xx to internal', async () => {
    server.use(http.post(`${BASE}/x`, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    const e = await rejection(post('/x'));
    expect(e.code).toBe('internal');
    expect(e.message).toBe('Something Went Wrong');
  });

  it("treats a 200 that is neither success nor fail as 'Something Went Wrong!'", async () => {
    server.use(http.post(`${BASE}/x`, () => HttpResponse.json({ ok: true })));
    const e = await rejection(post('/x'));
    expect(e.message).toBe('Something Went Wrong!');
  });

  it('turns a network error into unavailable / Something Went Wrong', async () => {
    server.use(http.post(`${BASE}/x`, () => HttpResponse.error()));
    const e = await rejection(post('/x'));
    expect(e).toMatchObject({ code: 'unavailable', message: 'Something Went Wrong' });
  });

  it('uses a 60000 ms time-out and maps a time-out to unavailable', async () => {
    expect(client.defaults.timeout).toBe(60000);
    server.use(http.post(`${BASE}/slow`, async () => {
      await delay(500);
      return HttpResponse.json({ status: 'success', message: '', data: null });
    }));
    // msw's XMLHttpRequest mock never fires `timeout`, so this one request uses
    // the fetch adapter; the interceptor path it exercises is the same.
    const e = await rejection(client.post('/slow', {}, { timeout: 50, adapter: 'fetch' }));
    expect(e).toMatchObject({ code: 'unavailable', message: 'Something Went Wrong' });
  });
});

describe('authentication (SPEC §4, §6)', () => {
  it('sends x-access-token when a token is stored and omits it otherwise', async () => {
    const seen: (string | null)[] = [];
    server.use(http.post(`${BASE}/x`, ({ request }) => {
      seen.push(request.headers.get('x-access-token'));
      return HttpResponse.json({ status: 'success', message: '', data: null });
    }));
    await post('/x');
    setItem('accessToken', 'tok-123');
    await post('/x');
    expect(seen).toEqual([null, 'tok-123']);
  });

  it.each([
    ['401 with both markers', 401, { status: 'fail', message: 'Authentication failed', data: 'Unauthorized!' }],
    ['200 fail with data only', 200, { status: 'fail', message: 'Nope', data: 'Unauthorized!' }],
    ['403 with message only', 403, { status: 'fail', message: 'Authentication failed' }],
  ])('clears storage but keeps city_name on %s', async (_n, status, body) => {
    setItem('accessToken', 'tok');
    setItem('name', 'Asha');
    setItem('prev_city_name', 'Pune');
    setItem('city_name', 'Mysuru');
    sessionStorage.setItem('pending', 'x');
    const listener = vi.fn();
    const off = onAuthFailure(listener);
    server.use(http.post(`${BASE}/x`, () => HttpResponse.json(body, { status })));
    const e = await rejection(post('/x'));
    off();
    expect(e.message).toBe(body.message);
    expect(getItem('accessToken')).toBeNull();
    expect(getItem('name')).toBeNull();
    expect(getItem('prev_city_name')).toBeNull();
    expect(getItem('city_name')).toBe('Mysuru');
    expect(sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves storage alone on an ordinary failure', async () => {
    setItem('accessToken', 'tok');
    server.use(http.post(`${BASE}/x`, () => HttpResponse.json({ status: 'fail', message: 'Bad' }, { status: 400 })));
    await rejection(post('/x'));
    expect(getItem('accessToken')).toBe('tok');
  });
});

describe('contract details', () => {
  it('uploads the user image under field "image" and the company logo under "file"', async () => {
    const fields: Record<string, string[]> = {};
    const record = (name: string) => async ({ request }: { request: Request }) => {
      const form = await request.formData();
      // Only names are compared: jsdom's Blob and undici's FormData disagree on instanceof.
      fields[name] = [...form.keys()];
      return HttpResponse.json({ status: 'success', message: 'ok', data: { location: `/img/${name}.png` } });
    };
    server.use(
      http.post(`${BASE}/api/user/images/upload-user-image`, record('user')),
      http.post(`${BASE}/profile/upload-company-logo`, record('logo')),
    );
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect((await uploadUserImage(png, 'a.png')).data.location).toBe('/img/user.png');
    await uploadCompanyLogo(png, 'b.png');
    expect(fields).toEqual({ user: ['image'], logo: ['file'] });
  });

  it('calls featch-user-details, auto-complete/?page_no=0 and DELETE /auth/logout exactly', async () => {
    const hits: string[] = [];
    server.use(http.all(`${BASE}/*`, async ({ request }) => {
      const u = new URL(request.url);
      const body = request.method === 'DELETE' ? '' : await request.text();
      hits.push(`${request.method} ${u.pathname}${u.search} ${body}`);
      return HttpResponse.json({ status: 'success', message: '', data: {} });
    }));
    await fetchPublicUser({ user_id: 7 });
    await autoComplete(0, 'Mysuru', 'vij');
    await logout();
    expect(hits).toEqual([
      'POST /api/public/featch-user-details {"user_id":7}',
      'POST /api/search/auto-complete/?page_no=0 {"city_name":"Mysuru","search_string":"vij"}',
      'DELETE /auth/logout ',
    ]);
  });
});
