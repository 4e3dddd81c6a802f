import { requestOrigin } from '@/server/platform/http/request-origin';
import { sitemapPart } from '@/server/catalog/seo/sitemap';

type Ctx = { params: Promise<{ name: string }> };

// One sitemap part, streamed: /sitemaps/pages.xml, /sitemaps/search-0.xml, /sitemaps/items-0.xml, ...
export async function GET(_req: Request, { params }: Ctx) {
  const name = (await params).name.replace(/\.xml$/, '');
  const body = await sitemapPart(await requestOrigin(), name);
  if (!body) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
