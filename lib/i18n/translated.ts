// Which pages are written in Hindi and Kannada, main content included (title,
// description, heading, introduction, structured data). Only these are indexable
// under /hi and /kn and carry hreflang alternates (their metadata passes the
// page's locale to pageMetadata, so each language is its own canonical); every
// other page answers there too (its header, footer and search chrome translated)
// but is kept out of the index (X-Robots-Tag from middleware.ts) until its own
// words are translated. docs/languages.md lists what is and is not translated yet.

const TRANSLATED: readonly RegExp[] = [
  /^\/$/, // home
  // The privacy notice and the terms (lib/legal/pages.ts; tests/unit/legal-pages.test.ts keeps the two lists equal).
  /^\/static-pages\/(privacy-policy|terms-and-conditions)$/,
  /^\/(rs|cs|as|pg)\/[^/]+$/, // the SPEC's landing pages (not their index pages /rs, /pg, …)
  /^\/in\/[^/]+\/.+$/, // readable place pages and their /page-N (not the index pages /in, /in/{city})
  /^\/insights\/[^/]+(\/[^/]+)?$/, // city and locality insights
  // Listing, PG and project pages: every word the site writes; the poster's own text stays as written.
  /^\/(property|project)-details\/[^/]+$/,
];

/** True when the unprefixed path's page is fully written in every language. */
export const translatedPage = (pathname: string): boolean => TRANSLATED.some((r) => r.test(pathname));
