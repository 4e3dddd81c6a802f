import { expect, test } from '@playwright/test';

// The probe's findings, end to end on the production build behind server/platform/runtime/serve.ts.
test.describe('security headers and robustness', () => {
  test('a page carries a nonce CSP that its own scripts satisfy, and the other headers', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    const res = await page.goto('/');
    const h = res!.headers();
    const nonce = /'nonce-([^']+)'/.exec(h['content-security-policy'])?.[1];
    expect(nonce).toBeTruthy();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    // Next stamped the nonce on its scripts; the page is interactive (the city dialog answers).
    expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
    await expect(page.getByRole('dialog', { name: /location/i })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('API answers carry the headers too', async ({ request }) => {
    const res = await request.post('/api/home/fetch-home-related-property', { data: { city: 'Mysuru' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });

  test("the probe's reproducers answer 4xx", async ({ request, page, baseURL }) => {
    expect((await request.get('/uploads/%zz')).status()).toBe(400);
    const proto = await request.post('/api/search/residential-property-search-v2', { data: '{"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
    expect(proto.status()).toBe(400);
    const far = await request.post('/api/search/residential-property-search-v2', { data: { page: 100000 } });
    expect(far.status()).toBe(400);
    // A malformed city cookie: the page still renders, with the default city.
    await page.context().addCookies([{ name: 'city_name', value: '%E0%A4%A', url: baseURL! }]);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in Bengaluru' })).toBeVisible();
  });
});
