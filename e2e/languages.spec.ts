import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settle } from './pages/axe';
import { catalogue, englishLeft, noOverflowOrClipping, posterText } from './pages/language-checks';

// Hindi and Kannada beside English (docs/languages.md): /hi and /kn render the same
// pages in the language, the switcher moves between them, a Hindi browser is offered
// Hindi on an English page and never redirected, search engines get hreflang.

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

/** A sale search in Mysuru in the language, at this size, with its filter modal open. */
async function openFilterModal(page: Page, lang: 'hi' | 'kn', size: { width: number; height: number }) {
  const words = WORDS[lang];
  await page.setViewportSize(size);
  await page.goto(`/${lang}${mysuru('sale')}`);
  await settle(page);
  await page.getByRole('button', { name: words.filters.ui.title, exact: true }).click();
  const modal = page.getByRole('dialog', { name: words.filters.ui.title });
  await expect(modal).toBeVisible();
  return modal;
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
      expect(await englishLeft(page, ['results', 'card', 'header', 'footer', 'filters'])).toEqual([]);
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

const mysuru = (type: string) =>
  `/search/residential/type=${type}&location=${encodeURIComponent(JSON.stringify([{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }]))}`;

test('hi at 1440px: the filter panel in Hindi; a filter applied stays in Hindi, as a chip in Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/hi${mysuru('rent')}`);
  const panel = page.getByRole('complementary', { name: hi.filters.ui.title });
  await expect(panel.getByText(hi.filters.legend.bedrooms, { exact: true })).toBeVisible();
  await expect(panel.getByRole('group', { name: hi.filters.legend.postedBy })).toBeVisible();
  await settle(page);
  await panel.getByText('2 BHK', { exact: true }).click();
  const search = panel.getByRole('button', { name: hi.filters.ui.search, exact: true });
  await expect(search).toHaveAccessibleDescription(/^[\d,]+\+? घर$/);
  await search.click();
  await page.waitForURL(/\/hi\/search\/residential\/.*&bedrooms=2(&|$)/);
  const chips = page.getByRole('navigation', { name: hi.filters.ui.activeFilters });
  const chip = chips.getByRole('link', { name: hi.filters.template.removeFilter.replace('{label}', '2 BHK') });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute('href', /^\/hi\/search\/residential\//);
  await expect(page.getByRole('navigation', { name: hi.filters.ui.searchType }).getByRole('link', { name: hi.searchForm.buy })).toHaveAttribute('href', /^\/hi\//);
  await expect(page.getByRole('button', { name: hi.filters.ui.allFilters })).toBeVisible();
  await settle(page);
  await noOverflowOrClipping(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(await englishLeft(page, ['filters', 'results', 'card'])).toEqual([]);
  await page.screenshot({ path: 'test-results/languages-hi-search-1440.png', fullPage: true });
});

test('hi at 390px: the filter modal in Hindi, nothing clipped; posted by owner becomes a Hindi chip', async ({ page }) => {
  const modal = await openFilterModal(page, 'hi', { width: 390, height: 844 });
  await expect(modal.getByRole('group', { name: hi.filters.ui.lookingTo })).toBeVisible();
  await modal.getByRole('button', { name: hi.filters.ui.moreFilters }).click();
  await expect(modal.getByRole('group', { name: hi.filters.legend.facing })).toBeVisible();
  await expect(modal.getByText(hi.filters.options.status.ready_to_move, { exact: true })).toBeVisible();
  await noOverflowOrClipping(page);
  expect(await englishLeft(page, ['filters'])).toEqual([]);
  await page.screenshot({ path: 'test-results/languages-hi-modal-390.png' });
  await modal.getByRole('group', { name: hi.filters.legend.postedBy }).getByRole('button', { name: hi.filters.options.postedBy.owner }).click();
  await modal.getByRole('button', { name: hi.filters.ui.search, exact: true }).click();
  await page.waitForURL(/\/hi\/search\/residential\/.*postedBy=owner/);
  await expect(page.getByRole('navigation', { name: hi.filters.ui.activeFilters }).getByText(hi.filters.postedByChip.owner, { exact: true })).toBeVisible();
  await settle(page);
  await noOverflowOrClipping(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(await englishLeft(page, ['filters', 'results', 'card'])).toEqual([]);
});

test('kn at 320px: the longest Kannada filter words fit the modal', async ({ page }) => {
  const modal = await openFilterModal(page, 'kn', { width: 320, height: 720 });
  await modal.getByRole('button', { name: kn.filters.ui.moreFilters }).click();
  await expect(modal.getByText(kn.filters.options.furnishingStatus.semi_furnished, { exact: true })).toBeVisible();
  await noOverflowOrClipping(page);
  expect(await englishLeft(page, ['filters'])).toEqual([]);
  await page.screenshot({ path: 'test-results/languages-kn-modal-320.png' });
});

for (const [lang, width] of [['kn', 390], ['kn', 1440], ['hi', 390]] as const) {
  test(`${lang} at ${width}px: a detail page reached from a search in the language stays in it`, async ({ page }) => {
    const w = WORDS[lang];
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${lang}${mysuru('sale')}`);
    const first = page.getByRole('list', { name: w.results.listLabel }).getByTestId('listing-card').first();
    const link = first.getByRole('heading').getByRole('link');
    await expect(link).toHaveAttribute('href', new RegExp(`^/${lang}/(property|project)-details/`));
    const res = await page.goto((await link.getAttribute('href'))!);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTR[lang]);
    await expect(page.getByTestId('detail-price')).toHaveText(UNITS[lang]);
    await expect(page.getByRole('complementary', { name: w.detail.summary })).toBeVisible();
    await expect(page.getByRole('navigation', { name: w.detail.breadcrumb }).getByRole('link', { name: CITY[lang] })).toHaveAttribute('href', new RegExp(`^/${lang}/`));
    await expect(page.getByRole('heading', { name: w.detail.sections.keyFacts })).toBeVisible();
    await settle(page);
    await noOverflowOrClipping(page);
    expect(await axeViolations(page)).toEqual([]);
    // The poster's description stays as written: English found only there is theirs.
    const own = await posterText(page);
    expect((await englishLeft(page, ['detail', 'card', 'header', 'footer'])).filter((e) => !own.includes(e))).toEqual([]);
    await page.screenshot({ path: `test-results/languages-${lang}-detail-${width}.png`, fullPage: true });
  });
}
