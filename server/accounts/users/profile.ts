import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { builderAccounts, users, type User } from '../../platform/db/schema';
import { voidPendingCodes } from './verify-email';
import { authorize } from '../../platform/http/authorize';
import type { BuilderProfileInput, BuilderRegisterInput, ProfileInput } from './schemas';
import { profileBundle } from './service';

// Which role may use which profile form is lib/policy's (profile.update, builder.register).

/** The users columns a profile body changes; absent fields stay as they are. */
function userChanges(user: User, p: ProfileInput) {
  const set: Partial<typeof users.$inferInsert> = {};
  if (p.name !== undefined) set.name = p.name.trim();
  if (p.profile_picture !== undefined) set.profilePicture = p.profile_picture || null;
  if (p.description !== undefined) set.description = p.description || null;
  if (p.email !== undefined) {
    const email = p.email ? p.email.toLowerCase() : null;
    if (email !== user.email) Object.assign(set, { email, emailVerified: false });
  }
  if (p.city !== undefined) {
    const c = p.city;
    Object.assign(set, {
      cityArea: c?.area || null, cityName: c?.city ?? null, cityLat: c?.lat ?? null, cityLong: c?.long ?? null,
    });
  }
  return set;
}

/** update-buyer-profile / update-agent-profile: one statement, so a refused body changes nothing. */
export async function updateProfile(user: User, p: ProfileInput) {
  const db = await getDb();
  const set = userChanges(user, p);
  const [u] = await db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  // A code sent to the old address must not verify the new one.
  if ('emailVerified' in set) await voidPendingCodes(user.id);
  return profileBundle(u);
}

/**
 * update-builder-profile: the person (users) and the company (builder_accounts)
 * in one transaction. The profile counts as completed once name, e-mail and the
 * company's logo, name and role are all present.
 */
export async function updateBuilderProfile(user: User, p: BuilderProfileInput) {
  const db = await getDb();
  const set = userChanges(user, p);
  const u = await db.transaction(async (tx) => {
    const [b] = await tx.select().from(builderAccounts).where(eq(builderAccounts.userId, user.id)).limit(1);
    if (!b) throw new AppError('forbidden', 'Complete builder registration first');
    const [nu] = await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    const company = {
      companyLogo: p.company_logo ?? b.companyLogo,
      companyName: p.company_name?.trimEnd() ?? b.companyName,
      companyRole: p.company_role?.trim() ?? b.companyRole,
      description: p.description !== undefined ? p.description || null : b.description,
    };
    const completed = !!(nu.name && nu.email && company.companyLogo && company.companyName && company.companyRole);
    await tx.update(builderAccounts).set({ ...company, profileCompleted: completed })
      .where(eq(builderAccounts.userId, user.id));
    return nu;
  });
  if ('emailVerified' in set) await voidPendingCodes(user.id);
  return profileBundle(u);
}

/**
 * create-builder-register: a registered user who is not yet a builder opens the
 * company account; the client then switches the role with update-role-type.
 */
export async function createBuilderRegister(user: User, p: BuilderRegisterInput) {
  authorize(user, 'builder.register');
  const db = await getDb();
  const set = userChanges(user, { name: p.name, email: p.email });
  const u = await db.transaction(async (tx) => {
    // The primary key on user_id settles two racing registrations: one inserts, one gets the 409.
    const inserted = await tx.insert(builderAccounts).values({
      userId: user.id, companyLogo: p.company_logo, companyName: p.company_name.trimEnd(),
      companyRole: p.company_role.trim(), phoneNumber: user.phoneNumber,
    }).onConflictDoNothing().returning({ userId: builderAccounts.userId });
    if (!inserted.length) throw new AppError('conflict', 'A builder account already exists for this user');
    const [nu] = await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return nu;
  });
  if ('emailVerified' in set) await voidPendingCodes(user.id);
  return profileBundle(u);
}
