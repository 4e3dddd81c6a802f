import 'server-only';
import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/site';
import { requestOrigin } from '@/server/http/request-origin';

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
};

export async function pageMetadata({ path, title, description, image, type = 'website', canonical = true }: Page): Promise<Metadata> {
  const origin = await requestOrigin();
  const url = `${origin}${path === '/' ? '' : path}` || origin;
  const raster = rasterImage(image);
  const pic = raster ? (raster.startsWith('http') ? raster : `${origin}${raster}`) : `${origin}${DEFAULT_OG_IMAGE}`;
  return {
    ...(canonical ? { alternates: { canonical: path === '/' ? `${origin}/` : url } } : {}),
    openGraph: { title, description, url: path === '/' ? `${origin}/` : url, siteName: SITE_NAME, type, locale: 'en_IN', images: [{ url: pic }] },
    twitter: { card: 'summary_large_image', title, description, images: [pic] },
  };
}
