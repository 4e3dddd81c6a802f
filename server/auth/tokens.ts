import 'server-only';
import { SignJWT, jwtVerify, errors } from 'jose';
import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_DAYS } from '@/lib/constants';
import { getDb } from '../db/client';
import { revokedTokens } from '../db/schema';
import { jwtSecret } from './secret';

export type TokenClaims = { userId: number; jti: string; exp: number };

const ISSUER = 'gharbazaar';

export async function issueAccessToken(userId: number, ttlSeconds = ACCESS_TOKEN_DAYS * 86400): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await jwtSecret());
}

/** Signature, expiry and revocation; null for any token that is not good. */
export async function verifyAccessToken(token: string | null | undefined): Promise<TokenClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !payload.jti || !payload.exp) return null;
    const db = await getDb();
    const revoked = await db.select({ jti: revokedTokens.jti }).from(revokedTokens)
      .where(eq(revokedTokens.jti, payload.jti)).limit(1);
    if (revoked.length) return null;
    return { userId, jti: payload.jti, exp: payload.exp };
  } catch (e) {
    if (e instanceof errors.JOSEError) return null;
    throw e;
  }
}

export async function revokeToken(claims: TokenClaims) {
  const db = await getDb();
  await db.insert(revokedTokens).values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
  // Expired entries can never match a valid token again.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
