import 'server-only';
import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/site';
import { absoluteUrl, detailDescription, detailTitle, type DetailData } from '@/lib/detail/detail-meta';
import { photoAlt, photoSubject, shareImage } from '@/lib/detail/photo-text';
import { findDetail, type DetailSection } from './load-detail';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { DEFAULT_OG_IMAGE, languageAlternates } from '@/server/catalog/seo/metadata';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/server/platform/i18n/locale';
import { localePath, OG_LOCALE } from '@/lib/i18n/locales';
import { placeName } from '@/lib/i18n/place-names';
import type { HeadingWords } from '@/lib/detail/heading-words';
import { headingWords } from './heading-words';

/** generateMetadata of both detail routes; the page itself answers 404 or redirects. */
export async function detailMetadata(section: DetailSection, slug: string): Promise<Metadata> {
  const d = await findDetail(section, slug);
  if (!d) return { title: 'Page not found', robots: { index: false } };
  const locale = await pageLocale();
  const words = locale === 'en' ? undefined : headingWords(await getTranslations(), locale, placeName(d.card.city, locale));
  return detailMetadataOf(d, await requestOrigin(), words);
}

/**
 * Title, description, canonical and the shared link's card of a loaded item (`words`: title and
 * description in Hindi or Kannada). Every language's page is its own canonical, with hreflang
 * alternates for the three and x-default (lib/i18n/translated.ts lists detail pages): the
 * first photo is og:image and twitter:image (its raster form: lib/detail/photo-text.ts),
 * with the photo's alt text; an item without a photo shows the site card.
 */
export function detailMetadataOf(d: DetailData & { images: { url: string }[] }, origin: string, words?: HeadingWords): Metadata {
  const url = absoluteUrl(origin, words ? localePath(d.card.url, words.locale) : d.card.url);
  const title = detailTitle(d, words);
  const description = detailDescription(d, words);
  const first = shareImage(d.images[0]?.url);
  const image = first
    ? { url: absoluteUrl(origin, first), alt: photoAlt(photoSubject(d.card), 0, d.images.length) }
    : { url: absoluteUrl(origin, DEFAULT_OG_IMAGE) };
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(origin, d.card.url) },
    openGraph: { title, description, url, siteName: SITE_NAME, type: 'website', locale: words ? OG_LOCALE[words.locale] : 'en_IN', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
