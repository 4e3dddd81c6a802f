// Which pages are written in Hindi and Kannada, main content included (title,
// description, heading, introduction). Only these are indexable under /hi and
// /kn and carry hreflang alternates; every other page answers there too (its
// header, footer and search chrome translated) but is kept out of the index
// (X-Robots-Tag from middleware.ts) until its own words are translated.
// docs/languages.md lists what is and is not translated yet.

const TRANSLATED: readonly RegExp[] = [
  /^\/$/, // home
  // The privacy notice and the terms (lib/legal/pages.ts; tests/unit/legal-pages.test.ts keeps the two lists equal).
  /^\/static-pages\/(privacy-policy|terms-and-conditions)$/,
];

/** True when the unprefixed path's page is fully written in every language. */
export const translatedPage = (pathname: string): boolean => TRANSLATED.some((r) => r.test(pathname));
