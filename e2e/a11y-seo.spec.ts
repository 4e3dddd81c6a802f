import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Shell } from './pages/shell';
import { HomeRows } from './pages/detail-page';
import { checkJsonLd, jsonLdTypes } from '../tests/helpers/json-ld-check';

// Issue 14 "Done when": axe-core finds nothing on home, a search page, a detail
// page, a landing page and in the location and login dialogs; every page's
// JSON-LD passes the checker and its canonical link is absolute.

const MYSURU_RENT = '/search/residential/type=rent&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D';
const LANDING = '/pg/pgs-in-mysore-rd';

async function axe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function jsonLd(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Web fonts in: what axe and the screenshots see is the final text.
  await page.evaluate(async () => { await document.fonts.ready; });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home, search, detail and landing pages have no axe violations', async ({ page, baseURL, context }) => {
      // Four pages, each loaded to network idle and scanned whole: more than one journey's minute.
      test.setTimeout(120_000);
      const detailUrl = await new HomeRows(page).firstCardUrl('pg', baseURL!);
      await context.addCookies([{ name: 'city_name', value: 'Mysuru', url: baseURL! }]);
      for (const path of ['/', MYSURU_RENT, detailUrl, LANDING]) {
        await page.goto(path);
        await settle(page);
        expect(await axe(page), path).toEqual([]);
      }
    });

    test('the grievance page, the accessibility statement and Contact us have no axe violations, and the footer links them', async ({ page }) => {
      await page.goto('/static-pages/contact-us');
      const footer = page.getByRole('navigation', { name: 'Quick Links' });
      await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/static-pages/accessibility');
      await expect(footer.getByRole('link', { name: 'Grievances' })).toHaveAttribute('href', '/grievances');
      await page.goto('/static-pages/accessibility');
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
      await expect(page.getByText(/WCAG\) 2\.1 at level AA/)).toBeVisible();
      for (const path of ['/static-pages/accessibility', '/grievances', '/static-pages/contact-us']) {
        await page.goto(path);
        await settle(page);
        expect(await axe(page), path).toEqual([]);
      }
    });
  });
}

test('the location and login dialogs have no axe violations', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/');
  await expect(shell.locationDialog()).toBeVisible();
  await settle(page);
  expect(await axe(page, '.modal')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(shell.locationDialog()).toBeHidden();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
  await settle(page);
  expect(await axe(page, '.modal')).toEqual([]);
});

test('structured data and canonical links on the four kinds of page', async ({ page, baseURL }) => {
  const detailUrl = await new HomeRows(page).firstCardUrl('residential_sale', baseURL!);
  const expected: [string, string[]][] = [
    ['/', ['Organization', 'WebSite']],
    [MYSURU_RENT, ['ItemList']],
    [detailUrl, ['RealEstateListing', 'BreadcrumbList']],
    [LANDING, ['ItemList', 'FAQPage']],
  ];
  for (const [path, types] of expected) {
    await page.goto(path);
    const blocks = await jsonLd(page);
    expect(blocks.flatMap(jsonLdTypes), path).toEqual(expect.arrayContaining(types));
    for (const b of blocks) expect(checkJsonLd(b), path).toEqual([]);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, path).toMatch(/^https?:\/\//);
    const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(og, path).toMatch(/^https?:\/\/.*\.(png|jpe?g|webp)(\?|$)|\/media\//);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content'), path).toBe('summary_large_image');
  }
  await page.goto(LANDING);
  await expect(page.getByTestId('landing-intro')).toContainText(/live listings?|Nothing is listed/);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
});

test('a forged X-Forwarded-Host does not reach the canonical link', async ({ request }) => {
  const res = await request.get('/rs', { headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' } });
  const html = await res.text();
  expect(html).not.toContain('evil.example');
});

test('robots.txt points to the sitemap index, which lists live items', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = /Sitemap: (\S+)/.exec(robots)?.[1];
  expect(sitemap).toMatch(/\/sitemap\.xml$/);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/items-0.xml');
  const items = await (await request.get('/sitemaps/items-0.xml')).text();
  expect(items).toMatch(/<loc>https?:\/\/[^<]+\/property-details\//);
});
