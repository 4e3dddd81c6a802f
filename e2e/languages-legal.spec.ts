import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type Messages from '../messages/en.json';
import { axeViolations, settle } from './pages/axe';

// The privacy notice and the terms in Hindi and Kannada (DPDP: the notice in the languages of the
// Eighth Schedule), indexable with hreflang; other static pages answer under a prefix but stay out
// of the index until written in the language.

const catalogue = (lang: string): typeof Messages => JSON.parse(readFileSync(new URL(`../messages/${lang}.json`, import.meta.url), 'utf8'));
const WORDS = { hi: catalogue('hi'), kn: catalogue('kn') } as const;
const TITLE = { hi: 'गोपनीयता नीति', kn: 'ಗೌಪ್ಯತಾ ನೀತಿ' } as const;
const RIGHTS = { hi: 'आपके अधिकार', kn: 'ನಿಮ್ಮ ಹಕ್ಕುಗಳು' } as const;
const LANG_ATTR = { hi: 'hi-IN', kn: 'kn-IN' } as const;

for (const lang of ['hi', 'kn'] as const) {
  for (const width of [390, 1440]) {
    test(`${lang} at ${width}px: the privacy notice is in the language, names the grievance officer in it, and is indexable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const res = await page.goto(`/${lang}/static-pages/privacy-policy`);
      expect(res!.status()).toBe(200);
      expect(res!.headers()['x-robots-tag']).toBeUndefined();
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTR[lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[lang]);
      await expect(page.getByRole('heading', { level: 2, name: RIGHTS[lang] })).toBeVisible();
      const officer = WORDS[lang].legal.officer;
      await expect(page.getByRole('heading', { name: officer.title })).toBeVisible();
      await expect(page.getByRole('link', { name: officer.file })).toHaveAttribute('href', `/${lang}/grievances`);
      // The FAQs are English only: not mixed into a page in the language.
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => l.getAttribute('hreflang')).sort());
      expect(alternates).toEqual(['en-IN', 'hi-IN', 'kn-IN', 'x-default']);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/static-pages/privacy-policy$`));
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
      expect(scroll).toBeLessThanOrEqual(inner);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the terms are in each language; an untranslated static page answers in English under a prefix, out of the index', async ({ page, request }) => {
  await page.goto('/kn/static-pages/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು');
  await page.goto('/hi/static-pages/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नियम और शर्तें');
  // English keeps its FAQ and its text.
  await page.goto('/static-pages/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  const about = await request.get('/kn/static-pages/aboutus');
  expect(about.status()).toBe(200);
  expect(about.headers()['x-robots-tag']).toBe('noindex, follow');
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="hi-IN" href="[^"]+\/hi\/static-pages\/privacy-policy"\/>/);
});
