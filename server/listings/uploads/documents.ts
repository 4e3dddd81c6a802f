import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { DOCUMENT_NOT_FOUND } from '@/lib/policy';
import { isAdmin, linkReader } from '../../accounts';
import { authorize } from '../../platform/http/authorize';
import { getDb } from '../../platform/db/client';
import { uploads } from '../../platform/db/schema';
import type { RequestContext } from '../../platform/http/types';
import { getStorage, publicUrl } from '../media/storage';

// Documents (ID proofs, bills, deeds) are private: only their owner and an admin
// at the desk may read one, through GET /api/user/images/document?upload_id=N.
// A link opened in the browser carries no x-access-token header, so this read
// also accepts the httpOnly access cookie (a GET that changes nothing: no CSRF).
// Anyone else gets the same 404 as an unknown id, so ids cannot be probed.

const NOT_FOUND = DOCUMENT_NOT_FOUND;


/** Storage key of an upload row: documents/<random> for documents, uploads/<sha256> for public files (and documents stored before). */
export const keyOf = (p: string) => p.replace(/^.*?\/(uploads\/[a-f0-9]{64}\.[a-z]+)$/, '$1');

export async function serveDocument(ctx: RequestContext): Promise<Response> {
  const reader = await linkReader(ctx);
  const id = Number(ctx.query('upload_id'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw new AppError('validation', 'upload_id must be a positive number', { field: 'upload_id' });
  }
  const db = await getDb();
  const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.purpose, 'document'))).limit(1);
  // Whether the reader is an admin is asked only when the document is someone else's.
  const admin = !!row && row.userId !== reader.id && await isAdmin(reader.id);
  authorize({ ...reader, admin }, 'upload.read', { userId: row?.userId });
  const obj = await getStorage().get(keyOf(row.path));
  if (!obj) throw new AppError('not_found', NOT_FOUND);
  return new Response(obj.body, {
    headers: {
      'content-type': row.mime,
      'content-length': String(obj.size),
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="document-${row.id}.${row.mime === 'application/pdf' ? 'pdf' : row.mime.slice(6).replace('jpeg', 'jpg')}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  });
}

/**
 * Whether /uploads/<name> may be served publicly: some upload that is not a
 * private document uses those bytes. Documents stored before documents became
 * private sit at such content-hash names; this keeps them off the public path.
 */
export async function isPublicUpload(name: string): Promise<boolean> {
  const db = await getDb();
  const paths = [...new Set([`/uploads/${name}`, publicUrl(`uploads/${name}`)])];
  const [row] = await db.select({ id: uploads.id }).from(uploads)
    .where(and(inArray(uploads.path, paths), ne(uploads.purpose, 'document'))).limit(1);
  return !!row;
}
