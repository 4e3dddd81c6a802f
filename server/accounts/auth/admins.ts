import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { admins } from '../../platform/db/schema';

// Being an admin is a fact about the account, so accounts answers it: the desk
// (trust) guards with it and private documents (listings) let admins read them.
export async function isAdmin(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: admins.userId }).from(admins).where(eq(admins.userId, userId));
  return !!row;
}
