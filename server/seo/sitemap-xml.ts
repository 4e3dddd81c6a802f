// The sitemap protocol's text: one <url> per entry, streamed in chunks.

export type SitemapEntry = { path: string; lastModified?: string };

export const URLS_PER_SITEMAP = 50_000;

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
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

const urlXml = (origin: string, e: SitemapEntry) => {
  const lastmod = lastmodOf(e.lastModified);
  return `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
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
