import { requestOrigin } from '@/server/http/request-origin';
import { sitemapPartXml } from '@/server/seo/sitemap';

type Ctx = { params: Promise<{ name: string }> };

// One sitemap part: /sitemaps/pages.xml, /sitemaps/items-0.xml, ...
export async function GET(_req: Request, { params }: Ctx) {
  const name = (await params).name.replace(/\.xml$/, '');
  const xml = await sitemapPartXml(await requestOrigin(), name);
  if (!xml) return new Response('Not found', { status: 404 });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
