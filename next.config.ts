import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { assertConfig } from './lib/env/refusals';

// Hindi and Kannada (docs/languages.md): next-intl reads its per-request settings here.
const withNextIntl = createNextIntlPlugin('./server/platform/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files it loads relative to itself: bundling breaks it.
  // pdfkit reads its font metrics (AFM files) from its own folder at run time.
  // prom-client: one copy shared with server/platform/runtime/serve.ts, which counts the requests.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit', 'prom-client'],
  // Parallel builds (several engineers on one machine) each get their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // SPEC §7 calls /api/search/auto-complete/?page_no=n with a trailing slash: the API
  // answers it directly (no 308 round trip); middleware.ts redirects pages only.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Posted photos are stored as WebP at fixed widths (server/listings/media) and shown by
  // components/media/photo.tsx with a srcset of those widths, not next/image (whose client
  // runtime would ride on every page with cards). Nothing is resized per request: Next's
  // image optimizer route stays off.
  images: { unoptimized: true },
  experimental: {
    // Next's data cache (unstable_cache: search pages' data, facts and links, insights) stays in
    // memory. By default each entry was also written to .next/cache/fetch-cache: a mkdir and a
    // file per search nobody asked before (crawlers reach millions), about 1 ms of CPU per
    // uncached page and a folder that only grew. The entries are per process and keyed by the
    // fleet-wide search generation (server/platform/cache/signals.ts), so the disk copy served nothing.
    isrFlushToDisk: false,
  },
  // SPEC §2 lists some static pages at the root as well as under /static-pages.
  async redirects() {
    return ['contact-us', 'privacy-policy', 'refund-policy', 'terms-and-conditions'].map((slug) => ({
      source: `/${slug}`, destination: `/static-pages/${slug}`, permanent: true,
    }));
  },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) {
    // Every setting against its form and the production rules; all problems named at once.
    assertConfig({ ...process.env, NODE_ENV: 'production' });
  }
  return withNextIntl(nextConfig);
}
