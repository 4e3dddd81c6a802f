import 'server-only';
import type { MyProfileApi, ProfileBundle, RoleTypeChanged } from '@/lib/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { builderAccounts, users, type User } from '../../platform/db/schema';
import { notificationSettingsOf } from '../settings/service';
import { toApiBuilder, toApiUser } from './shape';
import { bannedPhoneReason } from '../auth/banned-phones';

/**
 * The account of a verified number, made on its first login. A number the desk banned (kept as a
 * keyed hash after its account was erased, server/accounts/auth/banned-phones.ts) lands on a banned account:
 * it may log in, read and delete, but posts, calls back and reviews nothing.
 */
export async function findOrCreateVerifiedUser(countryCode: string, phoneNumber: string): Promise<User> {
  const db = await getDb();
  const [row] = await db.insert(users)
    .values({ countryCode, phoneNumber, phoneVerified: true })
    .onConflictDoUpdate({ target: [users.countryCode, users.phoneNumber], set: { phoneVerified: true, updatedAt: new Date() } })
    .returning();
  if (row.bannedAt) return row;
  const reason = await bannedPhoneReason(db, { countryCode, phoneNumber });
  if (!reason) return row;
  const now = new Date();
  const [banned] = await db.update(users).set({ bannedAt: now, bannedReason: reason, updatedAt: now })
    .where(and(eq(users.id, row.id), isNull(users.bannedAt))).returning();
  return banned ?? (await db.select().from(users).where(eq(users.id, row.id)))[0];
}

/** A user's builder account, if any. */
export async function builderOf(userId: number) {
  const db = await getDb();
  const [b] = await db.select().from(builderAccounts).where(eq(builderAccounts.userId, userId)).limit(1);
  return b;
}

/** The profile bundle the login and profile calls answer with. */
export async function profileBundle(user: User): Promise<ProfileBundle> {
  const b = await builderOf(user.id);
  return {
    user: toApiUser(user),
    builder_account_details: toApiBuilder(b),
    builder_profile_completed: !!b?.profileCompleted,
  };
}

export async function initialRegister(userId: number, input: { name: string; email?: string | null; profile_picture?: string | null }) {
  const db = await getDb();
  const [u] = await db.update(users).set({
    name: input.name,
    ...(input.email ? { email: input.email.toLowerCase(), emailVerified: false } : {}),
    ...(input.profile_picture ? { profilePicture: input.profile_picture } : {}),
    isRegistered: true,
    updatedAt: new Date(),
  }).where(eq(users.id, userId)).returning();
  return profileBundle(u);
}

type Role = User['roleType'];

/**
 * Role rules (the spec leaves them open): a buyer may become agent, owner or
 * builder; agent and owner may switch between themselves; nobody goes back to
 * buyer; builder needs a builder account first and is final.
 */
export function roleChangeAllowed(from: Role, to: Role, hasBuilderAccount: boolean): string | null {
  if (from === to) return null;
  if (to === 'buyer') return 'You cannot switch back to buyer';
  if (from === 'builder') return 'A builder account cannot change its type';
  if (to === 'builder' && !hasBuilderAccount) return 'Complete builder registration first';
  return null;
}

export async function updateRoleType(user: User, to: Role): Promise<RoleTypeChanged> {
  if (!user.isRegistered) throw new AppError('forbidden', 'Complete your registration first');
  const b = await builderOf(user.id);
  const refusal = roleChangeAllowed(user.roleType, to, !!b);
  if (refusal) throw new AppError('forbidden', refusal);
  const db = await getDb();
  await db.update(users).set({ roleType: to, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { Role_type: to };
}

/** fetch-my-profile: the profile bundle plus the notification settings of the settings page. */
export async function myProfile(user: User): Promise<MyProfileApi> {
  return { ...(await profileBundle(user)), notification_settings: await notificationSettingsOf(user.id) };
}
