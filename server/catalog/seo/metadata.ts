import 'server-only';
import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/site';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { HTML_LANG, LOCALES, localePath, OG_LOCALE, type Locale } from '@/lib/i18n/locales';

// Canonical, Open Graph and Twitter tags of a page, all from the one site
// origin (SITE_URL; lib/site.ts), never a relative path or a forged Host.

/** The default card (app/opengraph-image.png, drawn by scripts/make-icons.mjs). */
export const DEFAULT_OG_IMAGE = '/opengraph-image.png';

/** Social apps do not show SVG: anything but a raster photo falls back to the site card. */
export function rasterImage(url: string | null | undefined): string | null {
  if (!url) return null;
  return /\.svg(\?|$)/i.test(url) ? null : url;
}

type Page = {
  path: string; title: string; description: string; image?: string | null; type?: 'website' | 'article';
  /** false: no canonical link (a noindex page whose canonical would not be indexable either). */
  canonical?: boolean;
  /**
   * The language of a page written in all three (docs/languages.md): its canonical is its own
   * language's URL and hreflang names the other two plus x-default (English). Absent: English only.
   */
  locale?: Locale;
};

/** hreflang alternates of a page translated into every language: en-IN, hi-IN, kn-IN and x-default. */
export function languageAlternates(origin: string, path: string): Record<string, string> {
  const url = (p: string) => (p === '/' ? `${origin}/` : `${origin}${p}`);
  const out: Record<string, string> = {};
  for (const l of LOCALES) out[HTML_LANG[l]] = url(localePath(path, l));
  out['x-default'] = url(path);
  return out;
}

export async function pageMetadata({ path: enPath, title, description, image, type = 'website', canonical = true, locale }: Page): Promise<Metadata> {
  const origin = await requestOrigin();
  const path = locale ? localePath(enPath, locale) : enPath;
  const url = `${origin}${path === '/' ? '' : path}` || origin;
  const raster = rasterImage(image);
  const pic = raster ? (raster.startsWith('http') ? raster : `${origin}${raster}`) : `${origin}${DEFAULT_OG_IMAGE}`;
  return {
    ...(canonical ? {
      alternates: { canonical: path === '/' ? `${origin}/` : url, ...(locale ? { languages: languageAlternates(origin, enPath) } : {}) },
    } : {}),
    openGraph: { title, description, url: path === '/' ? `${origin}/` : url, siteName: SITE_NAME, type, locale: OG_LOCALE[locale ?? 'en'], images: [{ url: pic }] },
    twitter: { card: 'summary_large_image', title, description, images: [pic] },
  };
}
