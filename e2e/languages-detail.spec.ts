import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settle } from './pages/axe';
import { HomeRows } from './pages/detail-page';
import { ApiActor } from './pages/trust-actors';
import { signInBrowser } from './pages/session';
import { canonicalAndAlternates, catalogue, clippedButtons, englishLeft, latinWordsIn, noOverflowOrClipping, posterText } from './pages/language-checks';

// The whole detail page in Hindi and Kannada (docs/languages.md, docs/listing-detail.md): a rental
// flat, a PG and a project, at a phone's and a desktop's width. The heading, title, description and
// structured data, the location, history, poster card, trust block, save, copy link, compare and report,
// the photo labels, EMI calculator, PG rooms and project blocks are in the language; only what the poster
// wrote (a PG's or project's name, localities, the description) stays in Latin letters; nothing overflows
// (the embedded map included, once it has loaded or given up) and no button clips its label. Each page is
// indexable in its language: self-canonical, with hreflang for the three and x-default.

const WORDS = { hi: catalogue('hi'), kn: catalogue('kn') } as const;
type Lang = keyof typeof WORDS;
const LANG_ATTR = { hi: 'hi-IN', kn: 'kn-IN' } as const;
const UNITS = { hi: /लाख|करोड़|₹[\d,]+/, kn: /ಲಕ್ಷ|ಕೋಟಿ|₹[\d,]+/ } as const;
const ROW = { flat: 'residential_rent', pg: 'pg', project: 'projects' } as const;
type Kind = keyof typeof ROW;

/** A catalogue template as a whole-text pattern: each {placeholder} matches anything. */
const pattern = (...templates: string[]) => new RegExp(`^(${templates
  .map((t) => t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')).join('|')})$`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One item of each kind for the whole file (the home page's rows, first city that has one).
const urls: Partial<Record<Kind, string>> = {};
async function urlOf(page: Page, kind: Kind, baseURL: string): Promise<string> {
  urls[kind] ??= await new HomeRows(page).firstCardUrl(ROW[kind], baseURL);
  return urls[kind];
}

function headingPattern(lang: Lang, kind: Kind): RegExp {
  const h = WORDS[lang].detail.heading;
  if (kind === 'flat') return pattern(h.rent);
  if (kind === 'pg') return pattern(h.pgMale, h.pgFemale, h.pgBoth, h.pgAll);
  return pattern(h.project);
}

for (const lang of ['kn', 'hi'] as const) {
  const w = WORDS[lang].detail;
  for (const width of [390, 1440]) {
    for (const kind of ['flat', 'pg', 'project'] as const) {
      test(`${lang} at ${width}px: a ${kind}'s detail page in the language`, async ({ page, baseURL }) => {
        const url = await urlOf(page, kind, baseURL!);
        await page.setViewportSize({ width, height: 900 });
        const res = await page.goto(`/${lang}${url}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTR[lang]);
        expect(res?.headers()['x-robots-tag']).toBeUndefined();
        expect(await canonicalAndAlternates(page)).toEqual({
          canonical: `/${lang}${url}`, alternates: { 'en-IN': url, 'hi-IN': `/hi${url}`, 'kn-IN': `/kn${url}`, 'x-default': url },
        });

        // Heading, title, description and structured data, from the same words.
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(headingPattern(lang, kind));
        const heading = (await h1.textContent())!;
        await expect(page).toHaveTitle(new RegExp(`^${escape(heading)}, `));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${escape(heading.slice(0, 60))}`));
        const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
        const items = JSON.parse(ld!) as { '@type': string; name?: string; itemListElement?: { name: string }[] }[];
        expect(items.find((i) => i['@type'] !== 'BreadcrumbList')?.name).toBe(heading);
        expect(items.find((i) => i['@type'] === 'BreadcrumbList')?.itemListElement?.[0]?.name).toBe(w.home);

        // The poster card and the location block.
        const poster = page.getByTestId('poster');
        await expect(poster.locator('.poster-card__role')).toHaveText(pattern(w.poster.postedBy));
        // The link names the poster (hidden text): their name is theirs.
        expect(await latinWordsIn(poster.locator('.poster-card__role, a'), [await poster.locator('.poster-card__name').innerText()])).toEqual([]);
        await expect(page.getByRole('heading', { name: w.location.title, exact: true })).toBeVisible();
        expect(await latinWordsIn(page.getByTestId('section-location').locator('h2, a.btn, [data-testid="detail-no-map"]'),
          [await page.getByTestId('section-location').locator('strong').first().innerText()])).toEqual([]);
        // The trust block, Save, Copy link, Compare and Report.
        const trust = page.getByTestId('poster-trust');
        await expect(trust.getByRole('button', { name: w.actions.report })).toBeVisible();
        expect(await latinWordsIn(trust)).toEqual([]);
        await expect(page.getByRole('button', { name: WORDS[lang].card.save.replace('{title}', heading), exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: w.actions.copy, exact: true })).toBeVisible();
        if (kind === 'flat') await expect(page.getByRole('button', { name: w.actions.compareAdd, exact: true })).toBeVisible();
        // The gallery's labels and counter (a listing may have no photo).
        const gallery = page.getByRole('region', { name: w.photos.label, exact: true });
        if (await gallery.count()) await expect(gallery.locator('figcaption')).toHaveText(pattern(w.photos.count));
        if (kind === 'flat' && width === 1440 && await gallery.count()) {
          await gallery.getByRole('button', { name: w.photos.full }).click();
          const viewer = page.getByRole('dialog', { name: w.photos.of.replace('{title}', heading) });
          await expect(viewer.getByRole('button', { name: w.photos.close })).toBeFocused();
          await expect(viewer.getByRole('img')).toHaveAttribute('alt', pattern(w.photos.alt));
          await page.keyboard.press('Escape');
          await expect(viewer).toBeHidden();
        }
        // Fact labels: every one in the language.
        expect(await latinWordsIn(page.getByTestId('section-facts').locator('dt'))).toEqual([]);

        if (kind === 'flat') {
          const history = page.getByTestId('listing-history');
          await expect(page.getByRole('heading', { name: w.history.title })).toBeVisible();
          await expect(history).toContainText(UNITS[lang]);
          expect(await latinWordsIn(history)).toEqual([]);
        }
        if (kind === 'pg') {
          const rooms = page.getByTestId('section-rooms');
          await expect(rooms.getByRole('heading', { name: w.pg.rooms })).toBeVisible();
          expect(await latinWordsIn(rooms)).toEqual([]);
        }
        // Measured once the map has loaded its tiles or given up (offline, its failure message used to keep
        // Leaflet's tiles, unclipped: a project's page was 537 px wide at 390 px, in English too).
        await settle(page);
        await page.getByTestId('section-location').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('detail-map-failed').or(page.getByTestId('detail-no-map'))
          .or(page.locator('[data-testid="detail-map"] img.leaflet-tile-loaded').first())).toBeVisible({ timeout: 15_000 });
        await noOverflowOrClipping(page);
        if (kind === 'project') {
          await expect(page.getByRole('heading', { name: w.project.stage })).toBeVisible();
          expect(await latinWordsIn(page.getByTestId('section-stage'))).toEqual([]);
          // The EMI calculator, loaded on demand, in the language.
          await page.getByRole('button', { name: w.emiOpen }).click();
          const calc = page.getByTestId('emi-calculator');
          await expect(calc.getByLabel(w.emi.price)).toBeVisible();
          await expect(page.getByTestId('emi-monthly')).toHaveText(UNITS[lang]);
          // State names stay English (place names), as the select shows them.
          const state = await calc.locator('select').inputValue();
          expect(await latinWordsIn(calc.locator('label, dt, summary, thead, .input-group-text'), [state])).toEqual([]);
          expect(await latinWordsIn(page.getByTestId('emi-rates'), [state])).toEqual([]);
          // The calculator holds its longer Kannada and Hindi labels: nothing wider than it, no clipped button.
          expect(await calc.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
          expect(await clippedButtons(page), 'no clipped button').toEqual([]);
        }

        expect(await axeViolations(page)).toEqual([]);
        // The poster's description stays as written (the seed's projects say "RERA registered" in theirs).
        const own = await posterText(page);
        expect((await englishLeft(page, ['detail', 'card', 'header', 'footer', 'bottomNav'])).filter((e) => !own.includes(e))).toEqual([]);
        await page.screenshot({ path: `test-results/languages-detail-${lang}-${kind}-${width}.png`, fullPage: true });
      });
    }
  }
}

// Signed in, the enquiry (Contact) in Kannada: its words, a validation message and the toast; on the
// way, the bottom bar and the header's location picker, both in the language.
test('kn at 390px: the bottom bar, the location picker and the enquiry dialog in the language', async ({ page, baseURL }) => {
  const kn = WORDS.kn;
  const url = await urlOf(page, 'flat', baseURL!);
  const buyer = await new ApiActor(page.request).signUp('Kannada Buyer');
  await signInBrowser(page, baseURL!, buyer, { userType: 'buyer', name: 'Kannada Buyer' });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/kn${url}`);
  await page.waitForLoadState('networkidle');

  const bar = page.getByRole('navigation', { name: kn.bottomNav.label });
  await expect(bar.getByRole('link', { name: kn.bottomNav.home })).toHaveAttribute('href', '/kn');
  expect(await latinWordsIn(bar)).toEqual([]);

  await page.getByRole('button', { name: pattern(kn.header.cityButton) }).click();
  const picker = page.getByRole('dialog', { name: kn.auth.location.title });
  await expect(picker.getByRole('heading', { name: kn.auth.location.popular })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'ಮೈಸೂರು', exact: true })).toBeVisible();
  await expect(picker.getByRole('combobox', { name: kn.auth.location.search })).toBeVisible();
  expect(await latinWordsIn(picker)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await page.getByRole('button', { name: pattern(kn.card.contact) }).click();
  const dialog = page.getByRole('dialog', { name: pattern(kn.card.contact) });
  await expect(dialog.getByLabel(kn.detail.enquiry.message)).toHaveValue(kn.detail.enquiry.defaultMessage);
  expect(await latinWordsIn(dialog)).toEqual([]);
  await dialog.getByLabel(kn.detail.callback.name).fill('Kannada 1');
  await dialog.getByRole('button', { name: kn.detail.enquiry.send }).click();
  await expect(dialog.getByText(kn.auth.validation.nameInvalid)).toBeVisible();
  await dialog.getByLabel(kn.detail.callback.name).fill('Kannada Buyer');
  await dialog.getByRole('button', { name: kn.detail.enquiry.send }).click();
  const toast = page.getByText(kn.detail.enquiry.sent);
  await expect(toast).toBeVisible();
  // In the page's font: the toasts' own plain sans-serif showed boxes where no system font has the script.
  expect(await toast.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^"?Noto Sans Kannada/);
  await expect(dialog).toBeHidden();
  await toast.screenshot({ path: 'test-results/languages-detail-kn-enquiry-toast.png' });
});
