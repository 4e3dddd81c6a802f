import { requestOrigin } from '@/server/platform/http/request-origin';
import { sitemapIndexXml } from '@/server/catalog/seo/sitemap';

// The sitemap index; the parts live under /sitemaps/ (server/catalog/seo/sitemap.ts).
export async function GET() {
  return new Response(await sitemapIndexXml(await requestOrigin()), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
