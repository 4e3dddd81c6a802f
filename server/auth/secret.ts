import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dataDir, getDb } from '../db/client';
import { appSecrets } from '../db/schema';

// The token signing secret. Every server of a fleet must hold the same one, or a
// token from one server is refused by the next ("Authentication failed"):
// - JWT_SECRET from the environment wins;
// - else, on PostgreSQL, one secret kept in the database (app_secrets), created
//   once by the first server under the migration lock (server/db/client.ts);
//   a server never makes up its own;
// - else (PGlite: one process) one generated into DATA_DIR/jwt-secret, as before.
// Kept on globalThis: Next loads this module once per bundle (instrumentation, routes).

export const JWT_SECRET_ROW = 'jwt';
const g = globalThis as { __gbJwtSecret?: Promise<Uint8Array> };

export const newSecret = () => randomBytes(48).toString('base64url');

function fromFile(): string {
  const file = path.join(dataDir(), 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir(), { recursive: true });
    try {
      fs.writeFileSync(file, newSecret(), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      // Another process won the race to create it: use theirs.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}

async function fromDatabase(): Promise<string> {
  let db;
  try {
    db = await getDb();
  } catch (e) {
    throw new Error(`JWT_SECRET is not set and the shared token secret cannot be read from the database (DATABASE_URL): ${e instanceof Error ? e.message : e}. Set JWT_SECRET (the same on every server) or make DATABASE_URL reachable.`);
  }
  // Normally made at migration time; a database migrated elsewhere (tests) gets it here, once.
  await db.insert(appSecrets).values({ name: JWT_SECRET_ROW, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, JWT_SECRET_ROW));
  return row.value;
}

async function load(): Promise<Uint8Array> {
  const env = process.env.JWT_SECRET;
  const secret = env || (process.env.DATABASE_URL ? await fromDatabase() : fromFile());
  if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return new TextEncoder().encode(secret);
}

/** The signing secret, loaded once per process (a failed load is tried again on the next call). */
export function jwtSecret(): Promise<Uint8Array> {
  g.__gbJwtSecret ??= load().catch((e) => {
    g.__gbJwtSecret = undefined;
    throw e;
  });
  return g.__gbJwtSecret;
}

/** Tests switch databases and environments: forget the loaded secret. */
export function forgetJwtSecret() {
  g.__gbJwtSecret = undefined;
}
