import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dataDir, getDb } from '../../platform/db/client';
import { appSecrets } from '../../platform/db/schema';

// The token signing secret. Every server of a fleet must hold the same one, or a
// token from one server is refused by the next ("Authentication failed"):
// - JWT_SECRET from the environment wins;
// - else, on PostgreSQL, one secret kept in the database (app_secrets), created
//   once by the first server under the migration lock (server/platform/db/client.ts);
//   a server never makes up its own;
// - else (PGlite: one process) one generated into DATA_DIR/jwt-secret, as before.
// Kept on globalThis: Next loads this module once per bundle (instrumentation, routes).

export const JWT_SECRET_ROW = 'jwt';
const g = globalThis as { __gbJwtSecret?: Promise<Uint8Array>; __gbBanSecret?: Promise<Uint8Array> };

export const newSecret = () => randomBytes(48).toString('base64url');

function fromFile(name = 'jwt-secret'): string {
  const file = path.join(dataDir(), name);
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

async function fromDatabase(row = JWT_SECRET_ROW, envName = 'JWT_SECRET'): Promise<string> {
  let db;
  try {
    db = await getDb();
  } catch (e) {
    throw new Error(`${envName} is not set and the shared secret cannot be read from the database (DATABASE_URL): ${e instanceof Error ? e.message : e}. Set ${envName} (the same on every server) or make DATABASE_URL reachable.`);
  }
  // Normally made at migration time; a database migrated elsewhere (tests) gets it here, once.
  await db.insert(appSecrets).values({ name: row, value: newSecret() }).onConflictDoNothing();
  const [found] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, row));
  return found.value;
}

/**
 * A secret every server shares: the environment variable `envName` wins; else, on PostgreSQL, the
 * app_secrets row `row` (made once, by whichever server asks first); else DATA_DIR/`file`.
 */
async function loadSecret(envName: string, row: string, file: string): Promise<Uint8Array> {
  const env = process.env[envName];
  const secret = env || (process.env.DATABASE_URL ? await fromDatabase(row, envName) : fromFile(file));
  if (secret.length < 32) throw new Error(`${envName} must be at least 32 characters`);
  return new TextEncoder().encode(secret);
}

const load = () => loadSecret('JWT_SECRET', JWT_SECRET_ROW, 'jwt-secret');

/** The signing secret, loaded once per process (a failed load is tried again on the next call). */
export function jwtSecret(): Promise<Uint8Array> {
  g.__gbJwtSecret ??= load().catch((e) => {
    g.__gbJwtSecret = undefined;
    throw e;
  });
  return g.__gbJwtSecret;
}

/**
 * The key of the banned numbers' hashes (server/trust/admin/banned-phones.ts): BAN_HASH_SECRET, else kept
 * like the token secret under its own name. Separate from JWT_SECRET on purpose: rotating the token
 * secret after a breach must not forget every ban.
 */
export function banHashSecret(): Promise<Uint8Array> {
  g.__gbBanSecret ??= loadSecret('BAN_HASH_SECRET', 'ban_hash', 'ban-hash-secret').catch((e) => {
    g.__gbBanSecret = undefined;
    throw e;
  });
  return g.__gbBanSecret;
}

/** Tests switch databases and environments: forget the loaded secrets. */
export function forgetJwtSecret() {
  g.__gbJwtSecret = undefined;
  g.__gbBanSecret = undefined;
}
