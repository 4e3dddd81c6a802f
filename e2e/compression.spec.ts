import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { EMPTY_SEARCH, searchPath, toApiBody } from '../lib/search-route';
import { ApiActor } from './pages/trust-actors';

// Issue 26 on the production server (server/platform/runtime/serve.ts): every HTML answer is
// compressed when the client accepts it (brotli when asked, else gzip), the
// page-cache miss included, each with its own CSP nonce; plain when it does not.

const mysuru = { label: 'Mysuru', value: { city: 'Mysuru', locality: '' } };
/** A search URL no one has asked for yet: a page-cache miss. */
const freshSearch = (n: number) => `${searchPath('residential', { ...EMPTY_SEARCH, type: 'sale', location: [mysuru] })}?sort=newest&page=${n}`;
const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

async function get(request: APIRequestContext, url: string, acceptEncoding: string, cookie?: string) {
  const res = await request.get(url, { headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  return { headers: res.headers(), html: await res.text() };
}

test.describe('compressed pages', () => {
  test('a search page that misses the page cache comes compressed, with its own nonce, and plain when not accepted', async ({ request }) => {
    const miss = await get(request, freshSearch(1), 'gzip, deflate, br');
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers.vary).toMatch(/Accept-Encoding/i);
    const nonce = nonceOf(miss.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(miss.html).toContain(`nonce="${nonce}"`);

    const gzipMiss = await get(request, freshSearch(2), 'gzip');
    expect(gzipMiss.headers['x-page-cache']).toBe('miss');
    expect(gzipMiss.headers['content-encoding']).toBe('gzip');

    // The same page from the cache: compressed, with a fresh nonce.
    const hit = await get(request, freshSearch(1), 'gzip, br');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(nonceOf(hit.headers['content-security-policy'])).not.toBe(nonce);

    const plainMiss = await get(request, freshSearch(3), 'identity');
    expect(plainMiss.headers['x-page-cache']).toBe('miss');
    expect(plainMiss.headers['content-encoding']).toBeUndefined();
    expect(plainMiss.html).toContain('</html>');
    const plainHit = await get(request, freshSearch(1), 'identity');
    expect(plainHit.headers['x-page-cache']).toBe('hit');
    expect(plainHit.headers['content-encoding']).toBeUndefined();
  });

  test('a signed-in page and a property detail page come compressed, and plain when not accepted', async ({ request }) => {
    const ownerContext = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const owner = await new ApiActor(ownerContext).signUp('Compression Check Owner', 'owner');
      const cookie = `access_token=${owner.token}`;
      const signedIn = await get(request, '/', 'gzip, deflate, br', cookie);
      expect(signedIn.headers['x-page-cache']).toBeUndefined();
      expect(signedIn.headers['cache-control']).toContain('no-store');
      expect(signedIn.headers['content-encoding']).toBe('br');
      expect((await get(request, '/', 'gzip', cookie)).headers['content-encoding']).toBe('gzip');
      expect((await get(request, '/', 'identity', cookie)).headers['content-encoding']).toBeUndefined();
    } finally {
      await ownerContext.dispose();
    }

    const search = await request.post('/api/search/residential-property-search-v2', {
      data: toApiBody('residential', { ...EMPTY_SEARCH, type: 'sale', location: [mysuru] }),
    });
    const url = ((await search.json()) as { data: { data: { url: string }[] } }).data.data[0].url;
    const detail = await get(request, url, 'gzip, deflate, br');
    expect(detail.headers['content-encoding']).toBe('br');
    expect(detail.html).toContain('</html>');
    expect((await get(request, url, 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(request, url, 'identity')).headers['content-encoding']).toBeUndefined();
  });
});
