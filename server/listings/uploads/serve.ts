import 'server-only';
import { serveStored } from '../media/serve';
import { isPublicUpload } from './documents';

// Stored names are <sha256 hex>.<ext>: anything else (dots, slashes, encoded
// traversal, other extensions) is simply unknown, so no path ever leaves the folder.
const UPLOAD_NAME = /^[a-f0-9]{64}\.(jpg|png|webp|pdf)$/;
const UPLOAD_KEY = /^uploads\/[a-f0-9]{64}\.(jpg|png|webp|pdf)$/;

const notFound = () => new Response('Not found', {
  status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
});

/**
 * GET/HEAD /uploads/<name>, from the storage (local disk or S3). Content-addressed: cached
 * for a year. Only files some public upload (profile picture, logo, brochure) uses:
 * a private document is never served here (server/listings/uploads/documents.ts).
 */
export async function serveUpload(name: string, req: Request): Promise<Response> {
  if (!UPLOAD_NAME.test(name) || !(await isPublicUpload(name))) return notFound();
  return serveStored(`uploads/${name}`, req, UPLOAD_KEY);
}
