import 'server-only';
import type { StoredUpload } from '@/lib/contract';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { AppError } from '@/lib/app-error';
import { IMAGE_LIMIT_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@/lib/constants';
import { dataDir, getDb } from '../../platform/db/client';
import { uploads } from '../../platform/db/schema';
import { assertUploadQuota } from './quota';
import { AVATAR_MAX_SIDE, cleanImage, DOCUMENT_MAX_SIDE } from './clean-image';
import { documentUrl } from './document-url';
import { assertPdfSafe } from './pdf-check';
import { sniff } from './sniff';
import { getStorage, publicUrl } from '../media/storage';

// Uploaded files live under the SHA-256 of their bytes in the storage (DATA_DIR/uploads
// on disk, or `uploads/` in the S3 bucket)
// (the same file uploaded twice is stored once), one `uploads` row per upload.

/** The file may be 10485760 bytes; the multipart wrapping (boundaries, headers) gets a little room. */
export const MAX_UPLOAD_BODY = IMAGE_LIMIT_BYTES + 64 * 1024;
export const UPLOAD_URL_PREFIX = '/uploads/';

export const uploadsDir = () => path.join(dataDir(), 'uploads');

const tooLarge = () => new AppError('too_large', IMAGE_TOO_LARGE_MESSAGE);

/**
 * Reads a multipart body without ever holding more than the limit: a declared
 * Content-Length over it is refused before reading, and a chunked body is cut
 * off as soon as it passes it.
 */
export async function readLimitedForm(req: Request, max = MAX_UPLOAD_BODY): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw new AppError('bad_request', 'Expected a multipart/form-data body');
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > max) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('bad_request', 'Expected a multipart/form-data body');
  }
}

export type UploadRule = {
  field: string; purpose: string; allowed: string[]; missing: string; wrongType: string;
  /** Private files (ID proofs, bills) get a random key and are served only to their owner and the desk. */
  private?: boolean;
};

/** The API contract's shape (lib/contract/media.ts). */
export type { StoredUpload };

/**
 * Checks the file of `rule.field` by its bytes and the day's quota, decodes and re-encodes
 * images (clean-image.ts) and checks that PDFs parse and carry no script (pdf-check.ts), then stores it.
 * Public files live at their content hash (/uploads/<sha256>.<ext>); private ones
 * under documents/<random>.<ext>, reachable only through documentUrl().
 */
export async function storeUpload(userId: number, form: FormData, rule: UploadRule): Promise<StoredUpload> {
  const file = form.get(rule.field);
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('validation', rule.missing);
  if (file.size > IMAGE_LIMIT_BYTES) throw tooLarge();
  const sent = Buffer.from(await file.arrayBuffer());
  const kind = sniff(sent.subarray(0, 16));
  if (!kind || !rule.allowed.includes(kind.mime)) throw new AppError('validation', rule.wrongType);
  // The quota first, before any decoding or parsing: a user over it costs no more work. It counts
  // what the user sent, refused later or not: that is what the day's bandwidth and work cost.
  await assertUploadQuota(userId, sent.length);
  let bytes: Buffer = sent;
  if (kind.ext === 'pdf') await assertPdfSafe(sent);
  else bytes = await cleanImage(sent, kind, rule.private ? DOCUMENT_MAX_SIDE : AVATAR_MAX_SIDE);

  const storage = getStorage();
  const db = await getDb();
  if (rule.private) {
    const key = `documents/${randomBytes(16).toString('hex')}.${kind.ext}`;
    await storage.put(key, bytes, kind.mime);
    const [row] = await db.insert(uploads)
      .values({ userId, purpose: rule.purpose, path: key, mime: kind.mime, bytes: bytes.length }).returning({ id: uploads.id });
    return { id: row.id, location: documentUrl(row.id), name: path.basename(key), mime: kind.mime, bytes: bytes.length };
  }
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${kind.ext}`;
  // Through the one storage (server/listings/media): DATA_DIR/uploads/<name> on disk, or the
  // S3 bucket. Same bytes, same key: a second upload rewrites identical content.
  const key = `uploads/${name}`;
  if ((await storage.size(key)) === null) await storage.put(key, bytes, kind.mime);
  const location = publicUrl(key);
  const [row] = await db.insert(uploads)
    .values({ userId, purpose: rule.purpose, path: location, mime: kind.mime, bytes: bytes.length }).returning({ id: uploads.id });
  return { id: row.id, location, name, mime: kind.mime, bytes: bytes.length };
}
