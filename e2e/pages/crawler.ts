import type { APIRequestContext } from '@playwright/test';

// A search engine's view of the site: fetch a URL as Googlebot and read what
// a crawler reads from the HTML (title, description, robots, canonical,
// links, the result count), and the sitemap's URLs.

export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export type Fetched = {
  url: string;
  status: number;
  title: string | null;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  links: string[];
  /** The links a crawler follows: `links` without those marked rel="nofollow". */
  followed: string[];
  /** The results count of a search page (null on other pages). */
  results: number | null;
  /** og:image and twitter:image, as absolute URLs. */
  ogImage: string | null;
  twitterImage: string | null;
  /** Listing photos (result cards and the detail gallery) with their alt text (null when the attribute is missing). */
  photos: { src: string; alt: string | null; main: boolean }[];
};

const entities = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** One spelling per URL: the path decoded once and its query, no origin, no fragment. */
export function normal(href: string, base: string): string | null {
  let u: URL;
  try { u = new URL(entities(href), base); } catch { return null; }
  if (u.origin !== new URL(base).origin) return null;
  let path = u.pathname;
  try { path = decodeURIComponent(path); } catch { /* keep as is */ }
  return `${path}${u.search}`;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

function metaTag(html: string, name: string, key = 'name'): string | null {
  for (const m of html.matchAll(/<meta\b[^>]*>/g)) if (attr(m[0], key) === name) return entities(attr(m[0], 'content') ?? '');
  return null;
}

/** The <img> tags of result cards and of the detail page's gallery: the listing photos of a page. */
function listingPhotos(html: string): Fetched['photos'] {
  const blocks = [...html.matchAll(/<article\b[^>]*data-testid="listing-card"[\s\S]*?<\/article>|<section\b[^>]*class="gallery"[\s\S]*?<\/section>/g)];
  return blocks.flatMap((b) => [...b[0].matchAll(/<img\b[^>]*>/g)].map((m) => ({
    src: entities(attr(m[0], 'src') ?? ''),
    alt: attr(m[0], 'alt') === null ? null : entities(attr(m[0], 'alt')!),
    main: attr(m[0], 'data-testid') === 'gallery-main',
  })));
}

export class Crawler {
  constructor(private request: APIRequestContext, private base: string) {}

  async fetch(path: string): Promise<Fetched> {
    const res = await this.request.get(path, { headers: { 'user-agent': GOOGLEBOT }, maxRedirects: 0, failOnStatusCode: false });
    const html = (res.headers()['content-type'] ?? '').includes('text/html') ? await res.text() : '';
    const canonicalTag = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).find((t) => attr(t, 'rel') === 'canonical');
    const canonicalHref = canonicalTag ? attr(canonicalTag, 'href') : null;
    // "31 results", "31 नतीजे", "31 ಫಲಿತಾಂಶಗಳು": the number leads in every language.
    const count = /data-testid="result-count"[^>]*>([\d,]+)\+?[\s\u00a0][^<]+</.exec(html);
    return {
      url: path,
      status: res.status(),
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ? entities(/<title>([^<]*)<\/title>/.exec(html)![1]) : null,
      description: metaTag(html, 'description'),
      robots: metaTag(html, 'robots'),
      canonical: canonicalHref ? normal(canonicalHref, this.base) : null,
      links: [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => normal(m[1], this.base)).filter((l): l is string => !!l),
      followed: [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/\bnofollow\b/i.test(attr(t, 'rel') ?? ''))
        .map((t) => attr(t, 'href')).map((h) => (h ? normal(h, this.base) : null)).filter((l): l is string => !!l),
      results: count ? Number(count[1].replace(/,/g, '')) : null,
      ogImage: metaTag(html, 'og:image', 'property'),
      twitterImage: metaTag(html, 'twitter:image'),
      photos: listingPhotos(html),
    };
  }

  /**
   * robots.txt's rules for every agent (`User-agent: *`) as a test of a URL: the longest matching
   * Allow or Disallow wins, Allow on a tie (as Google reads it); `*` and a final `$` as wildcards.
   */
  async robots(): Promise<(url: string) => boolean> {
    const text = await (await this.request.get('/robots.txt')).text();
    const rules: { allow: boolean; path: string; re: RegExp }[] = [];
    let forAll = false;
    for (const raw of text.split('\n')) {
      const [key, ...rest] = raw.replace(/#.*/, '').split(':');
      const k = key.trim().toLowerCase();
      const v = rest.join(':').trim();
      if (k === 'user-agent') forAll = v === '*';
      else if (forAll && (k === 'allow' || k === 'disallow') && v) {
        const exact = v.endsWith('$');
        const re = new RegExp(`^${(exact ? v.slice(0, -1) : v).split('*').map(esc).join('.*')}${exact ? '$' : ''}`);
        rules.push({ allow: k === 'allow', path: v, re });
      }
    }
    return (url) => {
      const hits = rules.filter((r) => r.re.test(url)).sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
      return hits.length === 0 || hits[0].allow;
    };
  }

  /** Every <loc> of the sitemap index's parts, with its <lastmod> (null when none). */
  async sitemap(): Promise<{ part: string; url: string; lastmod: string | null }[]> {
    const locs = async (path: string) => [...(await (await this.request.get(path)).text())
      .matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({ loc: entities(m[1]), lastmod: m[2] ?? null }));
    const out: { part: string; url: string; lastmod: string | null }[] = [];
    for (const { loc: part } of await locs('/sitemap.xml')) {
      for (const { loc, lastmod } of await locs(new URL(part).pathname)) {
        const url = normal(loc, this.base);
        if (url) out.push({ part: new URL(part).pathname, url, lastmod });
      }
    }
    return out;
  }
}

/** Indexable as a search engine sees it: a 200 page without noindex whose canonical is itself. */
export const isIndexable = (f: Fetched) => f.status === 200 && !/noindex/i.test(f.robots ?? '') && f.canonical === f.url;

/**
 * Five owners each rent out a 2 BHK flat in a Mysuru locality through the
 * real posting API: the demo catalogue (800 listings over 10 cities) has no
 * locality with five 2 BHK rentals, the threshold of a locality page.
 */
export async function fiveTwoBhkRentals(request: APIRequestContext, area: string) {
  const { ApiActor } = await import('./trust-actors');
  const names = ['Asha Rao', 'Bala Murthy', 'Chitra Gowda', 'Deepak Shetty', 'Esha Nair'];
  for (const [i, name] of names.entries()) {
    const owner = await new ApiActor(request).signUp(name, 'owner');
    const posted = await owner.postFlat({ area, price: 18_000 + i * 500 });
    if (posted.status !== 'approved') throw new Error(`flat ${i} is ${posted.status}`);
  }
}
