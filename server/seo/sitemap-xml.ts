// The sitemap protocol's text: one <url> per entry, streamed in chunks.

export type SitemapEntry = { path: string; lastModified?: string };

export const URLS_PER_SITEMAP = 50_000;

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const TAIL = '</urlset>\n';

const urlXml = (origin: string, e: SitemapEntry) =>
  `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ''}</url>`;

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
