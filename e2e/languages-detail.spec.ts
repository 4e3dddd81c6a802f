import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settle } from './pages/axe';
import { HomeRows } from './pages/detail-page';
import { catalogue, clippedButtons, englishLeft, latinWordsIn, noOverflowOrClipping, posterText } from './pages/language-checks';

// The whole detail page in Hindi and Kannada (docs/languages.md, docs/listing-detail.md): a rental
// flat, a PG and a project, at a phone's and a desktop's width. The heading, title, description and
// structured data, the location, history, poster card, EMI calculator, PG rooms and project blocks are
// in the language; only what the poster wrote (a PG's or project's name, localities, the description)
// stays in Latin letters; nothing overflows and no button clips its label.

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
        // Measured before the EMI button scrolls the embedded map near: offline, its tiles widen the page
        // at 390 px in English too (the map, not the language).
        await settle(page);
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
        expect((await englishLeft(page, ['detail', 'card', 'header', 'footer'])).filter((e) => !own.includes(e))).toEqual([]);
        await page.screenshot({ path: `test-results/languages-detail-${lang}-${kind}-${width}.png`, fullPage: true });
      });
    }
  }
}
