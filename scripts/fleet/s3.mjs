// The fleet's object store: an S3 endpoint the operator names (S3_ENDPOINT and
// S3_BUCKET), checked before anything starts, or else s3rver (a devDependency)
// as a child process with its files in the fleet's folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './nginx.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-child.mjs');
export const LOCAL_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'ap-south-1' };

/** Writes, reads back and deletes one object, or throws naming the store. */
export async function checkS3(env) {
  const { S3Client, PutObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: env.S3_REGION || 'us-east-1', endpoint: env.S3_ENDPOINT || undefined, forcePathStyle: !!env.S3_ENDPOINT,
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    maxAttempts: 1,
  });
  const Key = `ops/fleet-check-${process.pid}`;
  try {
    await client.send(new PutObjectCommand({ Bucket: env.S3_BUCKET, Key, Body: 'ok' }), { abortSignal: AbortSignal.timeout(5000) });
    await client.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key }), { abortSignal: AbortSignal.timeout(5000) });
  } catch (e) {
    throw new Error(`S3 cannot be reached or written: bucket ${env.S3_BUCKET} at ${env.S3_ENDPOINT || 'AWS'} (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID): ${e?.name ?? ''} ${e?.message ?? e}`.trim());
  } finally {
    client.destroy();
  }
}

/** Starts s3rver on 127.0.0.1:port with the bucket; returns its env for the app servers. */
export async function startS3rver({ dir, port, bucket, log }) {
  const store = path.join(dir, 's3');
  fs.mkdirSync(store, { recursive: true });
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [CHILD, String(port), store, bucket], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  try {
    await waitForPort(port, child, 60_000, `s3rver (see ${log})`);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  const env = { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, ...LOCAL_KEYS };
  return { pid: child.pid, child, env, log };
}
