import 'server-only';
import { createHmac } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { bannedPhones } from '../../platform/db/schema';
import { banHashSecret } from './secret';

// A ban outlives the account. The desk's ban keeps a keyed hash (HMAC-SHA256 with a server secret,
// never the number itself) of the banned number; erasing the account keeps it (the privacy notice
// says so: kept to prevent abuse, as the DPDP Act allows); a sign-up or login with that number lands
// on a banned account (server/accounts/users/service.ts). Only the desk's "lift ban" removes it. Without the
// key the hash cannot be turned back into a number (10^10 candidates are nothing to a plain hash).

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type Phone = { countryCode: string; phoneNumber: string };

/** An erased account's number is a tombstone ("deleted-42"): nothing to hash. */
const isNumber = (p: Phone) => /^\d{6,15}$/.test(p.phoneNumber);

export async function phoneHash(p: Phone): Promise<string> {
  return createHmac('sha256', await banHashSecret()).update(`ban:${p.countryCode || '+91'}${p.phoneNumber}`).digest('hex');
}

/** Records a banned account's number (the first reason stays if it was banned before). */
export async function keepBannedPhone(tx: Tx, user: Phone & { id: number }, reason: string) {
  if (!isNumber(user)) return;
  await tx.insert(bannedPhones).values({ phoneHash: await phoneHash(user), userId: user.id, reason }).onConflictDoNothing();
}

/** The ban reason kept for this number, or null when it is not banned. */
export async function bannedPhoneReason(tx: Tx, p: Phone): Promise<string | null> {
  if (!isNumber(p)) return null;
  const [row] = await tx.select({ reason: bannedPhones.reason }).from(bannedPhones).where(eq(bannedPhones.phoneHash, await phoneHash(p))).limit(1);
  return row?.reason ?? null;
}

/** Lifting a ban forgets the number: the hash of the account's number and any kept for this account. */
export async function forgetBannedPhone(tx: Tx, user: Phone & { id: number }): Promise<number> {
  const byUser = eq(bannedPhones.userId, user.id);
  const gone = await tx.delete(bannedPhones)
    .where(isNumber(user) ? or(byUser, eq(bannedPhones.phoneHash, await phoneHash(user))) : byUser)
    .returning({ h: bannedPhones.phoneHash });
  return gone.length;
}
