import 'server-only';
import { serveStored } from '../media/serve';

// Stored names are <sha256 hex>.<ext>: anything else (dots, slashes, encoded
// traversal, other extensions) is simply unknown, so no path ever leaves the folder.
const UPLOAD_KEY = /^uploads\/[a-f0-9]{64}\.(jpg|png|webp|pdf)$/;

/** GET/HEAD /uploads/<name>, from the storage (local disk or S3). Content-addressed: cached for a year. */
export function serveUpload(name: string, req: Request): Promise<Response> {
  return serveStored(`uploads/${name}`, req, UPLOAD_KEY);
}
