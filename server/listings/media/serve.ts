import 'server-only';
import { mimeOfKey } from './mime';
import { getStorage, isValidKey } from './storage';

const notFound = () => new Response('Not found', {
  status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
});

// Photo renditions only: `photos/<2 hex>/<24 hex>-<width>.webp`.
const PHOTO_KEY = /^photos\/[a-f0-9]{2}\/[a-f0-9]{24}-\d{2,4}\.webp$/;

/**
 * GET/HEAD of a stored object through the app (when no S3_PUBLIC_URL serves it).
 * Keys never get new bytes (fresh id per photo, content hash per upload): a year of
 * immutable caching, and the key is the ETag.
 */
export async function serveStored(key: string, req: Request, allowed: RegExp = PHOTO_KEY): Promise<Response> {
  if (!allowed.test(key) || !isValidKey(key)) return notFound();
  const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
  const storage = getStorage();
  const head = req.method === 'HEAD' || req.headers.get('if-none-match') === etag;
  const obj = head ? null : await storage.get(key);
  const size = obj ? obj.size : head ? await storage.size(key) : null;
  if (size === null) return notFound();
  const mime = obj?.contentType ?? mimeOfKey(key);
  const headers = new Headers({
    'content-type': mime,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'x-content-type-options': 'nosniff',
    // Images are only ever shown in <img>: nothing in them may run if opened directly.
    ...(mime.startsWith('image/') ? { 'content-security-policy': "default-src 'none'" } : {}),
    // PDFs (public brochures) are downloaded, never shown in the site's origin, and sandboxed should a
    // browser show one anyway: no script in them runs with the site's cookies and storage.
    ...(mime === 'application/pdf' ? {
      'content-disposition': `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`,
      'content-security-policy': 'sandbox',
    } : {}),
  });
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(size));
  if (!obj) return new Response(null, { status: 200, headers });
  return new Response(obj.body, { status: 200, headers });
}
