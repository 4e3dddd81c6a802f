// The replicated database's WAL archive and base backups in the fleet's object store,
// under pg-archive/<system identifier>/ (wal/<segment>, base/<time>/base.tar and
// backup.json), so two clusters sharing a bucket never mix their segments. PostgreSQL
// itself runs this file, as the postgres user:
//   archive_command = '<node> wal-archive.mjs push <config.json> %p %f'
//   restore_command = '<node> wal-archive.mjs fetch <config.json> %f %p'
// <config.json> holds the S3 settings (the app's S3_* names) and the prefix; a file
// rather than the command line so the keys are not in every process listing.
import fs from 'node:fs';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export const ARCHIVE_ROOT = 'pg-archive';

/** The store's few verbs over one bucket, from S3_* settings (the app's names). */
export function archiveStore(s3) {
  if (!s3?.S3_BUCKET) throw new Error('no S3 store named: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for a store other than AWS)');
  const client = new S3Client({
    region: s3.S3_REGION || 'us-east-1', endpoint: s3.S3_ENDPOINT || undefined, forcePathStyle: !!s3.S3_ENDPOINT,
    credentials: s3.S3_ACCESS_KEY_ID ? { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY } : undefined,
    // A streamed body (a base backup) otherwise goes out aws-chunked with a checksum trailer,
    // which S3-compatible stores such as s3rver keep as the object's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.S3_BUCKET;
  const missing = (e) => e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
  return {
    bucket: Bucket,
    endpoint: s3.S3_ENDPOINT || 'AWS',
    async put(Key, Body, ContentLength) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength }));
    },
    /** The object's bytes, or null when there is none. */
    async get(Key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await r.Body.transformToByteArray());
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async size(Key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    /** Every object under prefix: key, size and when it was written. */
    async list(Prefix) {
      const out = [];
      let ContinuationToken;
      do {
        const r = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const o of r.Contents ?? []) out.push({ key: o.Key, size: o.Size, modified: o.LastModified });
        ContinuationToken = r.IsTruncated ? r.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },
    close() {
      client.destroy();
    },
  };
}

/** archive_command: uploads one finished segment (or history file). A segment already there
 * with the same size is success: PostgreSQL retries an archive whose answer it never saw. */
async function push(config, from, name) {
  const store = archiveStore(config.s3);
  try {
    const key = `${config.prefix}/wal/${name}`;
    const body = fs.readFileSync(from);
    const there = await store.size(key);
    if (there === body.length) return;
    if (there !== null) throw new Error(`${key} is in the archive already with ${there} bytes, not ${body.length}: refusing to overwrite it`);
    await store.put(key, body, body.length);
  } finally {
    store.close();
  }
}

/** restore_command: a missing file is exit 1, which recovery reads as "the archive ends here". */
async function fetchOne(config, name, to) {
  const store = archiveStore(config.s3);
  try {
    const body = await store.get(`${config.prefix}/wal/${name}`);
    if (!body) return false;
    fs.writeFileSync(`${to}.part`, body);
    fs.renameSync(`${to}.part`, to);
    return true;
  } finally {
    store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [verb, configFile, a, b] = process.argv.slice(2);
  try {
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    if (verb === 'push') await push(config, a, b);
    else if (verb === 'fetch') process.exitCode = (await fetchOne(config, a, b)) ? 0 : 1;
    else throw new Error('usage: wal-archive.mjs push CONFIG PATH NAME | fetch CONFIG NAME PATH');
  } catch (e) {
    console.error(`wal-archive ${verb} ${a ?? ''}: ${e?.name ?? ''} ${e?.message ?? e}`);
    // A store that cannot be read must stop a restore (above 125 recovery aborts), not end it at a
    // gap as a missing file does; a failed push is retried by PostgreSQL.
    process.exitCode = verb === 'fetch' ? 126 : 1;
  }
}
