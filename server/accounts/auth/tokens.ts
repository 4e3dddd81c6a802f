import 'server-only';
import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_DAYS } from '@/lib/constants';
import { getDb, type Db } from '../../platform/db/client';
import { revokedTokens } from '../../platform/db/schema';
import { jwtSecret } from './secret';

export type TokenClaims = { userId: number; jti: string; exp: number };

const ISSUER = 'gharbazaar';

/**
 * Every token the app signs (access tokens here, guest posting tokens in
 * posting/guest-token.ts) is made and checked by these two: HS256 with the
 * one fleet secret, a user id as subject, and an issuer (plus audience) that
 * keeps one kind of token from passing for another.
 */
export type TokenKind = { issuer: string; audience?: string };

export async function signToken(kind: TokenKind, userId: number, ttlSeconds: number, claims: JWTPayload = {}, jti?: string): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(kind.issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
  if (kind.audience) jwt.setAudience(kind.audience);
  if (jti) jwt.setJti(jti);
  return jwt.sign(await jwtSecret());
}

/** The payload of a good token of that kind, with its user id; null for a bad, expired or foreign one. */
export async function verifyToken(kind: TokenKind, token: string | null | undefined): Promise<(JWTPayload & { userId: number }) | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(), {
      issuer: kind.issuer, ...(kind.audience ? { audience: kind.audience } : {}), algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) ? { ...payload, userId } : null;
  } catch (e) {
    if (e instanceof errors.JOSEError) return null;
    throw e;
  }
}

export async function issueAccessToken(userId: number, ttlSeconds = ACCESS_TOKEN_DAYS * 86400): Promise<string> {
  return signToken({ issuer: ISSUER }, userId, ttlSeconds, {}, randomUUID());
}

/** Signature, expiry and revocation; null for any token that is not good. */
export async function verifyAccessToken(token: string | null | undefined): Promise<TokenClaims | null> {
  const payload = await verifyToken({ issuer: ISSUER }, token);
  if (!payload?.jti || !payload.exp) return null;
  const db = await getDb();
  const revoked = await db.select({ jti: revokedTokens.jti }).from(revokedTokens)
    .where(eq(revokedTokens.jti, payload.jti)).limit(1);
  if (revoked.length) return null;
  return { userId: payload.userId, jti: payload.jti, exp: payload.exp };
}

/** `tx`: inside a caller's transaction (account erasure), so the revocation commits with it. */
export async function revokeToken(claims: TokenClaims, tx?: Pick<Db, 'insert' | 'delete'>) {
  const db = tx ?? await getDb();
  await db.insert(revokedTokens).values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
  // Expired entries can never match a valid token again.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
