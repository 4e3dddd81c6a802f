import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { admins, users } from '../../platform/db/schema';

// Used only by `npm run admin:create -- --phone NNNNNNNNNN` (scripts/admin-create.ts):
// no API call creates an admin. The phone's account is created (verified,
// registered, named Admin) when it does not exist yet; logging in with that
// phone's OTP then opens /admin.

export async function createAdmin(db: Db, phone: string, name = 'Admin') {
  if (!/^[6-9]\d{9}$/.test(phone)) throw new Error(`--phone must be a 10-digit Indian mobile number, got "${phone}"`);
  return db.transaction(async (tx) => {
    let [u] = await tx.select().from(users).where(eq(users.phoneNumber, phone));
    if (!u) {
      [u] = await tx.insert(users).values({ phoneNumber: phone, phoneVerified: true, isRegistered: true, name }).returning();
    }
    const added = await tx.insert(admins).values({ userId: u.id }).onConflictDoNothing().returning();
    return { userId: u.id, created: added.length > 0 };
  });
}
