import 'server-only';
import type { AccountDeleted } from '@/lib/contract';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { searchChanged } from '../../platform/cache/changed';
import { getDb } from '../../platform/db/client';
import {
  agentRera, billingDetails, bookmarks, builderAccounts, callbackRequests, consents, contactMessages, emailVerifications,
  enquiries, grievances, mailOutbox, newsletterSubscribers, orders, notificationSettings, otpChallenges, otpSends, otpVerifies,
  projects, ratingsReviews, reviews, savedSearches, smsOutbox, subscribedBy, users, viewedItems, type User,
} from '../../platform/db/schema';
import type { TokenClaims } from '../../accounts';
import { revokeToken, keepBannedPhone } from '../../accounts';
import { eraseFileRows, removeErasedFiles } from './erase-files';
import { ITEM_KINDS, itemTable } from '../../platform/items/tables';

// "Delete my account" (DPDP Act 2023 s.12(3)): what identifies the user is erased in one
// transaction, so a failure leaves the account as it was, never half-erased; the stored files
// (pictures, logos, documents, photos) go once it commits (erase-files.ts). Kept, because a law
// requires it or it holds nothing personal: invoices and their orders (CGST Act s.36, see
// RETENTION in lib/consent/purposes.ts), the consent records (proof, now all withdrawn, keyed to
// an emptied row), grievances without the name, e-mail and number (the complaint and how it was
// handled stay: the grievance officer answers for each under the E-Commerce Rules), reports the
// user filed (about listings), and the user's listings, PGs and projects as deleted rows without
// address, description, pin or photos (what a poster's search history and statistics read).
// A banned account's number stays banned: a keyed hash of it, never the number, is kept to
// prevent abuse (server/accounts/auth/banned-phones.ts; the privacy notice says so).

/** The typed confirmation: the account's 10 digits, with or without +91, spaces or a leading 0. */
function sameNumber(typed: string, user: Pick<User, 'phoneNumber'>) {
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 10 && digits.slice(-10) === user.phoneNumber && /^(0|91)?\d{10}$/.test(digits);
}

/** `claims`: the caller's token, revoked with the erasure (deleted_at ends it anyway; this makes it explicit). */
export async function deleteAccount(user: User, typedPhone: string, claims: TokenClaims): Promise<AccountDeleted> {
  if (!sameNumber(typedPhone, user)) {
    throw new AppError('validation', 'phone_number does not match the mobile number of this account', { field: 'phone_number' });
  }
  const db = await getDb();
  const now = new Date();
  const gone = '(removed: the sender deleted their account)';
  const files = await db.transaction(async (tx) => {
    // Listings, PGs and projects leave search (soft delete, as the poster's own delete does), and
    // lose what locates or describes the poster's home: the address as typed, the pin, the text.
    const ownItems = [];
    for (const kind of ITEM_KINDS) {
      const t = itemTable(kind);
      await tx.update(t).set({ status: 'deleted', updatedAt: now }).where(and(eq(t.userId, user.id), ne(t.status, 'deleted')));
      const ids = await tx.update(t).set({ address: null, description: null, lat: null, lng: null, postCode: null,
        ...(kind === 'project' ? {} : { propertyName: null }) }).where(eq(t.userId, user.id)).returning({ id: t.id });
      ownItems.push({ kind, ids: ids.map((r) => r.id) });
    }
    await tx.update(projects).set({ addressLine1: null, addressLine2: null, formattedAddress: null }).where(eq(projects.userId, user.id));
    const files = await eraseFileRows(tx, user.id, ownItems);
    // Leads the user sent stay with their posters, anonymised; leads the user received are
    // other people's numbers given to this account only, so they go.
    await tx.update(callbackRequests).set({ name: 'Deleted user', phoneNumber: '', message: null, preferredTime: null })
      .where(eq(callbackRequests.requesterId, user.id));
    await tx.update(enquiries).set({ name: 'Deleted user', phoneNumber: '', email: null, message: gone, userId: null })
      .where(eq(enquiries.userId, user.id));
    await tx.delete(callbackRequests).where(eq(callbackRequests.ownerId, user.id));
    await tx.delete(enquiries).where(eq(enquiries.ownerId, user.id));
    // Orders stay with their invoices (which copied the buyer's name and address when issued).
    await tx.update(orders).set({ billingId: null }).where(eq(orders.userId, user.id));
    for (const t of [bookmarks, viewedItems, savedSearches, notificationSettings, emailVerifications, builderAccounts,
      ratingsReviews, billingDetails] as const) {
      await tx.delete(t).where(eq(t.userId, user.id));
    }
    await tx.delete(reviews).where(eq(reviews.reviewerId, user.id));
    // The complaint stays for the grievance officer's record; who filed it does not.
    await tx.update(grievances).set({ userId: null, name: 'Deleted user', email: '', phoneNumber: null })
      .where(eq(grievances.userId, user.id));
    await tx.delete(agentRera).where(eq(agentRera.userId, user.id));
    await tx.delete(subscribedBy).where(eq(subscribedBy.userId, user.id));
    // Messages sent through Contact us (no account on them): matched by the account's e-mail or number.
    const sameDigits = sql`right(regexp_replace(coalesce(${contactMessages.phoneNumber}, ''), '[^0-9]', '', 'g'), 10) = ${user.phoneNumber}`;
    await tx.delete(contactMessages).where(user.email
      ? or(sameDigits, eq(sql`lower(${contactMessages.email})`, user.email.toLowerCase())) : sameDigits);
    await revokeToken(claims, tx);
    await tx.update(consents).set({ withdrawnAt: now }).where(and(eq(consents.userId, user.id), isNull(consents.withdrawnAt)));
    // Recorded at the ban; again here for an account banned before numbers were kept.
    if (user.bannedAt) await keepBannedPhone(tx, user, user.bannedReason || 'Banned by the moderation desk');
    await tx.delete(otpChallenges).where(eq(otpChallenges.phoneNumber, user.phoneNumber));
    await tx.delete(otpSends).where(eq(otpSends.phoneNumber, user.phoneNumber));
    await tx.delete(otpVerifies).where(eq(otpVerifies.phoneNumber, user.phoneNumber));
    await tx.delete(smsOutbox).where(eq(smsOutbox.phoneNumber, user.phoneNumber));
    if (user.email) {
      const email = user.email.toLowerCase();
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      await tx.delete(mailOutbox).where(eq(mailOutbox.email, email));
    }
    // The row stays for the invoices' foreign key; the phone becomes a tombstone (the number may
    // sign up afresh) and deleted_at ends every session (server/accounts/auth/session.ts).
    await tx.update(users).set({
      phoneNumber: `deleted-${user.id}`, countryCode: '', phoneVerified: false, isRegistered: false, name: null,
      email: null, emailVerified: false, profilePicture: null, description: null, cityArea: null, cityName: null,
      cityLat: null, cityLong: null, deletedAt: now, updatedAt: now,
    }).where(eq(users.id, user.id));
    return files;
  });
  await removeErasedFiles(files).catch((err) => console.error('[erase] stored files', err instanceof Error ? err.message : err));
  searchChanged();
  return { deleted_at: now.toISOString() };
}
