import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type Messages from '../messages/en.json';
import { axeViolations, settle } from './pages/axe';

// Hindi and Kannada beside English (docs/languages.md): /hi and /kn render the same
// pages in the language, the switcher moves between them, a Hindi browser is offered
// Hindi on an English page and never redirected, search engines get hreflang.

const catalogue = (lang: string): typeof Messages => JSON.parse(readFileSync(new URL(`../messages/${lang}.json`, import.meta.url), 'utf8'));
const en = catalogue('en');
const hi = catalogue('hi');
const kn = catalogue('kn');
const WORDS = { hi, kn } as const;
type Lang = keyof typeof WORDS;
const LANG_ATTR = { hi: 'hi-IN', kn: 'kn-IN' } as const;
const CITY = { hi: 'मैसूरु', kn: 'ಮೈಸೂರು' } as const;
const UNITS = { hi: /लाख|करोड़|₹[\d,]+/, kn: /ಲಕ್ಷ|ಕೋಟಿ|₹[\d,]+/ } as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'city_name', value: 'Mysuru', url: baseURL! }]);
});

async function noOverflow(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(scroll, 'no horizontal overflow').toBeLessThanOrEqual(inner);
}

/** English sentences of the catalogue (their fixed parts, two words or more) found in the page's text. */
async function englishLeft(page: Page, namespaces: (keyof typeof en)[]): Promise<string[]> {
  const text = await page.evaluate(() => [
    document.title, document.body.innerText,
    ...[...document.querySelectorAll('[aria-label],[placeholder],[alt],meta[name="description"]')]
      .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('placeholder') ?? ''} ${e.getAttribute('alt') ?? ''} ${e.getAttribute('content') ?? ''}`),
  ].join('\n'));
  const sentences: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      for (const part of v.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) {
        const p = part.trim().replace(/[.:]$/, '');
        if (p.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length >= 2) sentences.push(p);
      }
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  namespaces.forEach((n) => walk(en[n]));
  return sentences.filter((s) => text.includes(s));
}

for (const lang of ['hi', 'kn'] as const satisfies readonly Lang[]) {
  const w = WORDS[lang];
  for (const width of [390, 1440]) {
    test(`${lang} at ${width}px: the home page and a search with filters, in the language, no overflow, no axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const res = await page.goto(`/${lang}`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTR[lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.home.heroTitle.replace('{city}', CITY[lang]));
      await expect(page).toHaveTitle(new RegExp(w.meta.homeTitle.replace('{city}', CITY[lang]).replace(/[()]/g, '.')));
      await settle(page);
      // The page's own script font is preloaded; the other one is not.
      const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
      expect(preloads).toEqual([lang === 'hi' ? '/fonts/noto-sans-devanagari-regular.woff2' : '/fonts/noto-sans-kannada-regular.woff2']);
      await noOverflow(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await englishLeft(page, ['home', 'header', 'footer', 'searchForm', 'meta'])).toEqual([]);

      // The hero form in the language: a 2 BHK flat, a filtered search that stays in it.
      const form = page.getByRole('form', { name: w.searchForm.form });
      await form.getByLabel(w.searchForm.propertyType).selectOption('apartment');
      await expect(form.getByLabel(w.searchForm.propertyType).locator('option:checked')).toHaveText(w.propTypes.apartment);
      await form.getByLabel(w.searchForm.bhk, { exact: true }).selectOption('2');
      await form.getByRole('button', { name: w.searchForm.submit, exact: true }).click();
      await page.waitForURL(new RegExp(`/${lang}/search/residential/`));
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTR[lang]);
      const count = page.getByTestId('result-count');
      await expect(count).toHaveText(new RegExp(`^[\\d,]+\\+? ${lang === 'hi' ? 'नतीज[ाे]' : 'ಫಲಿತಾಂಶ(ಗಳು)?'}$`));
      const cards = page.getByRole('list', { name: w.results.listLabel }).getByTestId('listing-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByTestId('card-price')).toHaveText(UNITS[lang]);
      await expect(page.getByText(w.results.order.relevance)).toBeVisible();
      // Every card is a 2 BHK (the filter held through the rewrite).
      // (a project's range, "1-3 BHK", holds 2)
      for (const facts of await cards.locator('.listing-card__facts').allTextContents()) expect(facts).toMatch(/(^|\D)2 BHK|1-[2-9] BHK/);
      // Sorting keeps the language too.
      await page.getByLabel(w.results.sortBy).selectOption('asc');
      await page.waitForURL(new RegExp(`/${lang}/search/residential/.*\\?sort=asc`));
      await expect(page.getByText(w.results.order.asc)).toBeVisible();
      await settle(page);
      await noOverflow(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await englishLeft(page, ['results', 'card', 'header', 'footer'])).toEqual([]);
    });
  }
}

test('the switcher in the header and footer goes to the same page in each language and remembers the pick', async ({ page, context }) => {
  const search = '/search/pg/type=pg';
  await page.goto(`/hi${search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
  await expect(header.getByRole('link', { name: 'ಕನ್ನಡ' })).toHaveAttribute('href', `/kn${search}`);
  await expect(page.locator('footer').getByRole('link', { name: 'English' })).toHaveAttribute('href', search);
  await header.getByRole('link', { name: 'ಕನ್ನಡ' }).click();
  await page.waitForURL(`**/kn${search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
  expect((await context.cookies()).find((c) => c.name === 'gb_locale')?.value).toBe('kn');
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  await page.waitForURL((u) => u.pathname === search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect((await context.cookies()).find((c) => c.name === 'gb_locale')?.value).toBe('en');
  // Unknown paths under a prefix are 404s, as in English.
  expect((await page.goto('/hi/no-such-page'))?.status()).toBe(404);
  expect((await page.goto('/kn/property-details/no-such-listing-0'))?.status()).toBe(404);
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' } });

  test('is offered Hindi on an English page, not redirected; the offer can be dismissed for good', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const offer = page.getByTestId('language-offer');
    await expect(offer).toHaveText(new RegExp(hi.language.offer));
    await expect(offer).toHaveAttribute('lang', 'hi-IN');
    await expect(offer.getByRole('link', { name: hi.language.offerGo })).toHaveAttribute('href', '/hi');
    expect(await axeViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: hi.language.offerDismiss }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});

test('hreflang: the home page in each language names all three and x-default, each pointing back', async ({ page, request }) => {
  // The site's one origin (SITE_URL or an allowed host), which Next writes without the root's slash.
  await page.goto('/');
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
  const expected = { 'en-IN': origin, 'hi-IN': `${origin}/hi`, 'kn-IN': `${origin}/kn`, 'x-default': origin };
  for (const [path, canonical] of [['/', origin], ['/hi', `${origin}/hi`], ['/kn', `${origin}/kn`]]) {
    await page.goto(path);
    const links = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => Object.fromEntries(ls.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])));
    expect(links, path).toEqual(expected);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${canonical}/?$`));
  }
  // A page whose main content is not yet translated answers, but stays out of the index in Hindi.
  const untranslated = await request.get('/hi/search/pg/type=pg');
  expect(untranslated.status()).toBe(200);
  expect(untranslated.headers()['x-robots-tag']).toBe('noindex, follow');
  expect((await request.get('/hi')).headers()['x-robots-tag']).toBeUndefined();
  // The sitemap lists the home page in the three languages with their alternates.
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  for (const loc of [`${origin}/`, `${origin}/hi`, `${origin}/kn`]) expect(pages).toContain(`<loc>${loc}</loc>`);
  expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="kn-IN" href="${origin}/kn"/>`);
});

test('the shared page cache never gives one language\'s render to another', async ({ request }) => {
  // Each first, so any of them could have been kept under "/".
  for (const path of ['/hi', '/kn', '/', '/hi', '/kn', '/']) {
    const html = await (await request.get(path)).text();
    const lang = path === '/' ? 'en-IN' : path === '/hi' ? 'hi-IN' : 'kn-IN';
    expect(html, path).toMatch(new RegExp(`<html lang="${lang}"`));
  }
});
