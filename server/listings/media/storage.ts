import 'server-only';
import { dataDir } from '../../platform/db/client';
import { LocalStorage } from './local-storage';
import { S3Storage, s3ConfigFromEnv } from './s3-storage';

// One storage for every stored file (photos, profile pictures, logos, documents):
// local disk under DATA_DIR by default, S3-compatible object storage when S3_BUCKET is
// set, so several app servers share the same files. Keys are relative paths such as
// `photos/ab/<id>-640.webp` or `uploads/<sha256>.png`.

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number; contentType: string; etag?: string };

export interface Storage {
  readonly name: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Size in bytes, or null when absent (HEAD). */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

// Lower-case letters, digits, dot, dash, underscore in slash-separated segments that
// never start with a dot: no traversal, no hidden files, nothing a URL must escape.
const KEY = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;

export function assertKey(key: string): string {
  if (!KEY.test(key) || key.length > 300) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export const isValidKey = (key: string) => KEY.test(key) && key.length <= 300;

const g: typeof globalThis & { __gbStorage?: { sig: string; storage: Storage } } = globalThis;

/** The configured storage; re-created when the environment changes (tests switch it). */
export function getStorage(): Storage {
  const s3 = s3ConfigFromEnv(process.env);
  const sig = s3 ? `s3:${JSON.stringify(s3)}` : `local:${dataDir()}`;
  if (g.__gbStorage?.sig !== sig) {
    g.__gbStorage = { sig, storage: s3 ? new S3Storage(s3) : new LocalStorage(dataDir()) };
  }
  return g.__gbStorage.storage;
}

/**
 * Public URL of a stored key. S3_PUBLIC_URL (a bucket website or CDN in front of it) is
 * used as is; otherwise the app streams the object (`/media/...` for photos,
 * `/uploads/...` for profile files) with year-long immutable caching.
 */
export function publicUrl(key: string): string {
  const base = process.env.S3_BUCKET && process.env.S3_PUBLIC_URL?.replace(/\/+$/, '');
  if (base) return `${base}/${key}`;
  return key.startsWith('uploads/') ? `/${key}` : `/media/${key}`;
}
