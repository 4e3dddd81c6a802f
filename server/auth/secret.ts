import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dataDir } from '../db/client';

let cached: Uint8Array | undefined;

/**
 * JWT_SECRET from the environment; otherwise one generated on first start and
 * kept in the data folder (never committed), so tokens survive restarts.
 */
export function jwtSecret(): Uint8Array {
  if (cached) return cached;
  let secret = process.env.JWT_SECRET;
  if (!secret) {
    const file = path.join(dataDir(), 'jwt-secret');
    try {
      secret = fs.readFileSync(file, 'utf8').trim();
    } catch {
      fs.mkdirSync(dataDir(), { recursive: true });
      try {
        fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
      } catch (e) {
        // Another process won the race to create it: use theirs.
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  cached = new TextEncoder().encode(secret);
  return cached;
}
