import type { MetadataRoute } from 'next';
import { requestOrigin } from '@/server/platform/http/request-origin';

// Crawlers may read every public page; account areas and the API are off limits. The
// public agent and builder profiles are public pages inside /profile-pages/: the longer,
// more specific Allow rules win over its Disallow (each page says itself whether it is indexed).
// /compare? (a listing added, a set of ids): one URL per choice of listings, never indexed.
const PUBLIC_PROFILE_PATHS = ['/profile-pages/view-profile-details', '/profile-pages/view-project-profile-details'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  return {
    rules: { userAgent: '*', allow: ['/', ...PUBLIC_PROFILE_PATHS], disallow: ['/api/', '/profile-pages/', '/my-property/', '/subscription/', '/post-property/guest', '/compare?'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
