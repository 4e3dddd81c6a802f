// The sitemap protocol's text: one <url> per entry, streamed in chunks. A page
// written in every language (lib/i18n/translated.ts) is one <url> per language,
// each naming all three and x-default as xhtml:link alternates, as Google asks.
import { HTML_LANG, LOCALES, localePath } from '@/lib/i18n/locales';
import { translatedPage } from '@/lib/i18n/translated';

export type SitemapEntry = { path: string; lastModified?: string };

export const URLS_PER_SITEMAP = 50_000;
/** Pages of a part when each is written in every language (one <url> per language): within the protocol's cap. */
export const TRANSLATED_PAGES_PER_PART = Math.floor(URLS_PER_SITEMAP / LOCALES.length);

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const TAIL = '</urlset>\n';

/**
 * A lastmod as the protocol wants it: never in the future (a row stamped ahead of this
 * server's clock, by a seed or another server's clock, would claim a change not yet
 * made), nothing when unknown or unreadable.
 */
export function lastmodOf(value: string | undefined, now = Date.now()): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return null;
  return new Date(Math.min(t, now)).toISOString();
}

const absolute = (origin: string, path: string) => escapeXml(path === '/' ? `${origin}/` : origin + path);

/** The xhtml:link alternates of a translated page (the same block in each language's <url>). */
export function alternatesXml(origin: string, path: string): string {
  const links = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${absolute(origin, localePath(path, l))}"/>`);
  return `${links.join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(origin, path)}"/>`;
}

const urlXml = (origin: string, e: SitemapEntry) => {
  const lastmod = lastmodOf(e.lastModified);
  const tail = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  if (!translatedPage(e.path)) return `<url><loc>${escapeXml(origin + e.path)}</loc>${tail}</url>`;
  const alternates = alternatesXml(origin, e.path);
  return LOCALES.map((l) => `<url><loc>${absolute(origin, localePath(e.path, l))}</loc>${tail}${alternates}</url>`).join('');
};

export function urlsetXml(origin: string, entries: SitemapEntry[]): string {
  return `${HEAD}${entries.map((e) => urlXml(origin, e)).join('')}${TAIL}`;
}

/**
 * A urlset written as its batches arrive: a 50,000-URL part (about 10 MB)
 * never sits whole in memory, and the first bytes leave at once.
 */
export function urlsetStream(origin: string, batches: AsyncIterable<SitemapEntry[]>): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  const it = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(ctl) {
      if (!started) { started = true; ctl.enqueue(enc.encode(HEAD)); return; }
      const next = await it.next();
      if (next.done) { ctl.enqueue(enc.encode(TAIL)); ctl.close(); return; }
      ctl.enqueue(enc.encode(next.value.map((e) => urlXml(origin, e)).join('')));
    },
    async cancel() { await it.return?.(); },
  });
}
