import 'server-only';
import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/site';
import { absoluteUrl, detailDescription, detailTitle } from '@/lib/detail/detail-meta';
import { findDetail, type DetailSection } from './load-detail';
import { requestOrigin } from '@/server/http/request-origin';
import { DEFAULT_OG_IMAGE, rasterImage } from '@/server/seo/metadata';

/** generateMetadata of both detail routes; the page itself answers 404 or redirects. */
export async function detailMetadata(section: DetailSection, slug: string): Promise<Metadata> {
  const d = await findDetail(section, slug);
  if (!d) return { title: 'Page not found', robots: { index: false } };
  const origin = await requestOrigin();
  const url = absoluteUrl(origin, d.card.url);
  const title = detailTitle(d);
  const description = detailDescription(d);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title, description, url, siteName: SITE_NAME, type: 'website', locale: 'en_IN',
      images: [absoluteUrl(origin, rasterImage(d.images[0]?.url) ?? DEFAULT_OG_IMAGE)],
    },
    twitter: { card: 'summary_large_image', title, description, images: [absoluteUrl(origin, rasterImage(d.images[0]?.url) ?? DEFAULT_OG_IMAGE)] },
  };
}
