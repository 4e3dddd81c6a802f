import type { MetadataRoute } from 'next';
import { requestOrigin } from '@/server/http/request-origin';

// Crawlers may read every public page; account areas and the API are off limits.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/profile-pages/', '/my-property/', '/subscription/', '/post-property/guest'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
