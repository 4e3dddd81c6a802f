import 'server-only';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { mimeOfName } from './sniff';
import { uploadsDir } from './store';

// Stored names are <sha256 hex>.<ext>: anything else (dots, slashes, encoded
// traversal, other extensions) is simply unknown, so no path ever leaves the folder.
const NAME = /^[a-f0-9]{64}\.(jpg|png|webp|pdf)$/;

const notFound = () => new Response('Not found', {
  status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
});

/** GET/HEAD /uploads/<name>. Content-addressed, so a name's bytes never change: cache for a year. */
export async function serveUpload(name: string, req: Request): Promise<Response> {
  if (!NAME.test(name)) return notFound();
  const file = path.join(uploadsDir(), name);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) return notFound();
  const mime = mimeOfName(name)!;
  const etag = `"${name.slice(0, 64)}"`;
  const headers = new Headers({
    'content-type': mime,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'x-content-type-options': 'nosniff',
    // Images are only ever shown in <img>: nothing in them may run if opened directly.
    ...(mime.startsWith('image/') ? { 'content-security-policy': "default-src 'none'" } : {}),
    ...(mime === 'application/pdf' ? { 'content-disposition': `inline; filename="${name}"` } : {}),
  });
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(stat.size));
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
