import { expect, request as apiRequest, test } from '@playwright/test';
import { EMPTY_SEARCH, searchPath } from '../lib/search-route';
import { ApiActor } from './pages/trust-actors';

// Issue 14 §3 on the production server (server/platform/runtime/serve.ts): a signed-out visitor's
// landing and search pages come from the page cache, each answer with its own CSP
// nonce, and a listing change shows on the next load.

const LANDING = '/pg/pgs-in-mysore-rd';
const newestRentInMysuru = `${searchPath('residential',
  { ...EMPTY_SEARCH, type: 'rent', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] })}?sort=newest`;
const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test.describe('the shared page cache', () => {
  test('answers a landing page again from the cache with a fresh nonce that its scripts carry', async ({ request }) => {
    const first = await request.get(LANDING);
    const second = await request.get(LANDING);
    expect(second.headers()['x-page-cache']).toBe('hit');
    const [a, b] = [nonceOf(first.headers()['content-security-policy']), nonceOf(second.headers()['content-security-policy'])];
    expect(a).toBeTruthy();
    expect(b).not.toBe(a);
    const html = await second.text();
    expect(html).toContain(`nonce="${b}"`);
    expect(html).not.toContain(a!);
    // Next's Link preload header carries the nonce too.
    expect(second.headers()['link'] ?? '').not.toContain(a!);
    // A signed-out page may be kept for Back (no no-store); the revalidation stays.
    expect(second.headers()['cache-control']).toBe('private, no-cache, max-age=0, must-revalidate');
  });

  test('a page from the cache runs in the browser under its CSP', async ({ page, request }) => {
    await request.get(LANDING);
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    const res = await page.goto(LANDING);
    expect(res!.headers()['x-page-cache']).toBe('hit');
    // Hydrated: the header's city control opens its dialog.
    await page.getByRole('button', { name: /change city/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a new listing is on the cached search page at the next load', async ({ request }) => {
    const before = await request.get(newestRentInMysuru);
    expect((await request.get(newestRentInMysuru)).headers()['x-page-cache']).toBe('hit');
    expect(before.status()).toBe(200);
    // The owner signs in through another context: its login cookie must not reach `request`.
    const ownerContext = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const owner = await new ApiActor(ownerContext).signUp('Cache Check Owner', 'owner');
      const posted = await owner.postFlat({ price: 21_500 });
      expect(posted.status).toBe('approved');
      const after = await request.get(newestRentInMysuru);
      expect(after.headers()['x-page-cache']).toBe('miss');
      expect(await after.text()).toContain(new URL(posted.detail_url, 'http://x').pathname);
    } finally {
      await ownerContext.dispose();
    }
  });

  test('signed-in visitors get their own render', async ({ page }) => {
    await page.context().addCookies([{ name: 'access_token', value: 'not-a-token', url: test.info().project.use.baseURL! }]);
    const res = await page.goto(LANDING);
    expect(res!.headers()['x-page-cache']).toBeUndefined();
    expect(res!.headers()['cache-control']).toContain('no-store');
  });
});
