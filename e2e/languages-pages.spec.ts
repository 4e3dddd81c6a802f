import { expect, test, type APIRequestContext } from '@playwright/test';
import { englishWords } from '../tests/helpers/english-words';
import { fiveTwoBhkRentals, GOOGLEBOT } from './pages/crawler';
import { catalogue, clippedButtons, clippedSelects } from './pages/language-checks';

// The pages search engines index, in Hindi and Kannada (docs/languages.md, docs/seo.md): a
// readable search page of a city, a locality's place page, a SPEC landing page and the insights
// pages, as a crawler fetches them. Their <title>, <h1> and meta description are in the language
// (no English word but place names, the brand, BHK and IST), and each is indexable under its own
// URL with hreflang for en-IN, hi-IN, kn-IN and x-default. The pages come from the sitemap, which
// must list them in each language.

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  // The demo data has no locality with a page of 5 listings: five owners post one (as the crawl test does).
  if (!(await sitemapPaths(request, 'search-0')).some((p) => /^\/in\/[^/]+\/[^/]+\/[^/]+$/.test(p))) {
    await fiveTwoBhkRentals(request, 'Kuvempunagar');
  }
});

const LANGS = ['hi', 'kn'] as const;
type Lang = (typeof LANGS)[number];
const SCRIPT: Record<Lang, RegExp> = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ };
const BRAND = 'GharBazaar';

const entities = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
// Case-insensitive: React writes hreflang as "hrefLang".
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);

async function sitemapPaths(request: APIRequestContext, part: string): Promise<string[]> {
  const xml = await (await request.get(`/sitemaps/${part}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(entities(m[1])).pathname);
}

/** The place words of a path (city and locality slugs), the only Latin words its page may keep. */
function placeTokens(path: string): Set<string> {
  const m = /^\/(?:hi|kn)\/(?:in|insights)\/([^/]+)(?:\/([^/]+)\/[^/]+|\/([^/]+))?$/.exec(path);
  const places = m ? [m[1], m[2], path.includes('/insights/') ? m[3] : undefined] : [];
  return new Set(places.filter(Boolean).flatMap((p) => decodeURIComponent(p!).split('-')).map((w) => w.toLowerCase()));
}

type Page = { path: string; kind: string };

async function pagesOf(request: APIRequestContext, lang: Lang): Promise<Page[]> {
  const [pages, search, insights] = await Promise.all(['pages', 'search-0', 'insights'].map((p) => sitemapPaths(request, p)));
  const pick = (list: string[], re: RegExp, kind: string): Page => {
    const path = list.find((p) => re.test(p));
    expect(path, `the sitemap lists a ${kind} in ${lang}`).toBeTruthy();
    return { path: path!, kind };
  };
  return [
    pick(search, new RegExp(`^/${lang}/in/[^/]+/[^/]+$`), 'city search page'),
    pick(search, new RegExp(`^/${lang}/in/[^/]+/[^/]+/[^/]+$`), 'locality place page'),
    pick([...pages, ...search], new RegExp(`^/${lang}/(rs|pg|cs|as)/[^/]+$`), 'landing page'),
    pick(insights, new RegExp(`^/${lang}/insights/[^/]+$`), 'city insights page'),
    pick(insights, new RegExp(`^/${lang}/insights/[^/]+/[^/]+$`), 'locality insights page'),
  ];
}

for (const lang of LANGS) {
  test(`search, place, landing and insights pages are written in ${lang} and indexable with hreflang`, async ({ request }) => {
    test.setTimeout(120_000);
    for (const { path, kind } of await pagesOf(request, lang)) {
      const res = await request.get(path, { headers: { 'user-agent': GOOGLEBOT }, maxRedirects: 0 });
      const where = `${kind} ${path}`;
      expect(res.status(), where).toBe(200);
      expect(res.headers()['x-robots-tag'], where).toBeUndefined();
      const html = await res.text();
      expect(attr(tags(html, 'html')[0], 'lang'), where).toBe(`${lang}-IN`);

      const title = entities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const h1 = entities((/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''));
      const meta = (name: string) => entities(attr(tags(html, 'meta').find((t) => attr(t, 'name') === name) ?? '', 'content') ?? '');
      const description = meta('description');
      const names = placeTokens(path);
      for (const [what, text] of [['title', title], ['h1', h1], ['description', description]] as const) {
        expect(text, `${where} ${what}`).toMatch(SCRIPT[lang]);
        const english = englishWords(text, [BRAND]).filter((w) => !names.has(w.toLowerCase()));
        expect(english, `${where} ${what}: ${text}`).toEqual([]);
      }

      expect(meta('robots'), where).not.toMatch(/noindex/);
      const links = tags(html, 'link');
      const canonical = links.find((t) => attr(t, 'rel') === 'canonical');
      expect(canonical && new URL(entities(attr(canonical, 'href')!)).pathname, where).toBe(path);
      const alternates = Object.fromEntries(links.filter((t) => attr(t, 'rel') === 'alternate' && attr(t, 'hreflang'))
        .map((t) => [attr(t, 'hreflang'), new URL(entities(attr(t, 'href')!)).pathname]));
      const english = path.slice(lang.length + 1);
      expect(alternates, where).toEqual({ 'en-IN': english, 'hi-IN': `/hi${english}`, 'kn-IN': `/kn${english}`, 'x-default': english });
    }
  });
}

// The Kannada home page on a desktop: the hero search's locality box says what to type in Kannada,
// naming the city in Kannada, the budget in lakh and crore, and no control clips its label (the BHK select's "ಯಾವುದೇ BHK" was cut).
test('the Kannada home page at 1440 px: the hero search in Kannada, no clipped control', async ({ page, baseURL }) => {
  const kn = catalogue('kn');
  await page.context().addCookies([{ name: 'city_name', value: 'Mysuru', url: baseURL! }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/kn');
  const search = page.getByRole('form', { name: kn.searchForm.form });
  const place = search.getByRole('combobox', { name: kn.searchForm.location });
  await expect(place).toHaveAttribute('placeholder', kn.filters.template.placeIn.replace('{city}', 'ಮೈಸೂರು'));
  await expect(search.getByLabel(kn.searchForm.bhk)).toHaveValue('');
  await page.evaluate(async () => { await document.fonts.ready; });
  expect(await clippedSelects(page), 'no clipped select').toEqual([]);
  expect(await clippedButtons(page), 'no clipped button').toEqual([]);
  expect(englishWords(await search.innerText(), [BRAND])).toEqual([]);
  await search.screenshot({ path: 'test-results/languages-home-kn-1440.png' });
});
