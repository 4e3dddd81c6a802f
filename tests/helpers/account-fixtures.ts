// Helpers for the account API tests (profiles, uploads, saved items, callbacks).
import { ONE_PAGE_PDF } from './pdf-fixture';
import { crc32, deflateSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { builderAccounts, mailOutbox, users, type NewUser } from '@/server/platform/db/schema';
import { makeUser, tokenFor } from './fixtures';

/** A registered user of the given role with a token (no OTP round trip: faster). */
export async function accountUser(db: Db, role: NewUser['roleType'] = 'buyer', o: Partial<NewUser> = {}) {
  const u = await makeUser(db, { roleType: role, name: 'Test User', ...o });
  if (role === 'builder') {
    await db.insert(builderAccounts).values({ userId: u.id, companyName: 'Acme Homes', companyRole: 'Director', companyLogo: '/demo/builder-logo.svg' });
  }
  return { user: u, id: u.id, token: await tokenFor(u.id) };
}

export async function userRow(db: Db, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** The 6-digit code of the newest demo mail to `email`. */
export async function lastMailCode(db: Db, email: string): Promise<string> {
  const [m] = await db.select().from(mailOutbox).where(eq(mailOutbox.email, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const code = m?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

// ---------- tiny real files ----------

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid w x h RGB PNG of one colour (signature, IHDR, IDAT, IEND with real CRCs). */
export function tinyPng(w = 1, h = 1, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 2x2 grey baseline JFIF JPEG (331 bytes). */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==',
  'base64',
);

/** A valid 1x1 lossless WebP. */
export const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A minimal one-page PDF. */
export const TINY_PDF = ONE_PAGE_PDF;

/** One file under `field`, as the browser's upload helper sends it (services/http.ts). */
export function fileForm(field: string, bytes: Uint8Array | Blob, filename = 'photo.png', type = 'image/png'): FormData {
  const form = new FormData();
  const blob = bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)], { type });
  form.append(field, blob, filename);
  return form;
}
