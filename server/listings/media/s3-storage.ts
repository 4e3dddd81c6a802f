import 'server-only';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { mimeOfKey } from './mime';
import { assertKey, type Storage, type StoredObject } from './storage';

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** S3 is used when S3_BUCKET is set; the rest is optional (AWS defaults otherwise). */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

const missing = (e: unknown) =>
  e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404);

/** Any S3-compatible service (AWS, MinIO, R2, s3rver in the tests). */
export class S3Storage implements Storage {
  readonly name = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly cfg: S3Config) {
    this.client = new S3Client({
      region: cfg.region,
      endpoint: cfg.endpoint,
      // A custom endpoint (MinIO, s3rver, a LAN address) rarely has per-bucket DNS names.
      forcePathStyle: !!cfg.endpoint,
      credentials: cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } : undefined,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.cfg.bucket, Key: assertKey(key), Body: body, ContentType: contentType,
      // Keys never get new bytes (content hash or fresh id): caches may keep them for good.
      CacheControl: 'public, max-age=31536000, immutable',
      // Served straight from the bucket (S3_PUBLIC_URL) too: a PDF is a download there as through the app.
      ...(contentType === 'application/pdf' ? { ContentDisposition: 'attachment' } : {}),
    }));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.cfg.bucket, Key: assertKey(key) }));
      return head.ContentLength ?? 0;
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.cfg.bucket, Key: assertKey(key) }));
      if (!out.Body) return null;
      return {
        body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: out.ContentLength ?? 0,
        contentType: mimeOfKey(key),
        etag: out.ETag,
      };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.cfg.bucket, Key: assertKey(key) }));
  }
}
