import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { getStorage } from '../../listings/media/storage';

// What the load balancer and an operator ask before sending traffic: the
// database answers, every migration of this build is applied, and the file
// storage takes a write. Each check has its own deadline, so a dead database
// answers 503 in seconds instead of hanging the probe; nothing is cached, so a
// server recovers on the first probe after the database returns.

const CHECK_MS = 3000;

export type Readiness = {
  ready: boolean;
  reason: string | null;
  storage: 'local' | 's3';
  checks: { database: string; migrations: string; storage: string };
};

function within<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_MS} ms`)), CHECK_MS); });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** The newest migration this build ships (drizzle-kit's journal). */
function newestMigration(): number {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/platform/db/migrations/meta/_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

async function migrationsApplied(): Promise<string> {
  const db = await getDb();
  const rows = await db.execute<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const applied = Number(rows.rows[0]?.newest ?? 0);
  if (applied < newestMigration()) throw new Error('the database lacks migrations this build ships');
  return 'ok';
}

async function storageWritable(): Promise<string> {
  const storage = getStorage();
  const key = `ops/ready-${process.pid}`;
  await storage.put(key, Buffer.from(new Date().toISOString()), 'text/plain');
  await storage.delete(key);
  return 'ok';
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 200);

export async function readiness(): Promise<Readiness> {
  const storage = getStorage().name;
  const checks = { database: 'not checked', migrations: 'not checked', storage: 'not checked' };
  let reason: string | null = null;
  try {
    await within(getDb().then((db) => db.execute(sql`select 1`)), 'the database');
    checks.database = 'ok';
    checks.migrations = await within(migrationsApplied(), 'the migrations check');
  } catch (e) {
    reason = checks.database === 'ok' ? `migrations: ${message(e)}` : `database unreachable: ${message(e)}`;
    if (checks.database !== 'ok') checks.database = message(e);
    else checks.migrations = message(e);
  }
  try {
    checks.storage = await within(storageWritable(), `the ${storage} storage`);
  } catch (e) {
    checks.storage = message(e);
    reason ??= `storage not writable (${storage}): ${message(e)}`;
  }
  return { ready: reason === null, reason, storage, checks };
}
