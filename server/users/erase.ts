import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { searchChanged } from '../cache/changed';
import { getDb } from '../db/client';
import {
  billingDetails, bookmarks, builderAccounts, callbackRequests, consents, emailVerifications, enquiries, grievances,
  mailOutbox, newsletterSubscribers, orders, notificationSettings, otpChallenges, otpSends, otpVerifies, ratingsReviews,
  reviews, savedSearches, smsOutbox, users, viewedItems, type User,
} from '../db/schema';
import { ITEM_KINDS, ITEM_TABLES } from '../items/tables';

// "Delete my account" (DPDP Act 2023 s.12(3)): what identifies the user is erased in one
// transaction, so a failure leaves the account as it was, never half-erased. Kept, because a law
// requires it or it holds nothing personal: invoices and their orders (CGST Act s.36, see
// RETENTION in lib/consent/purposes.ts), the consent records (proof, now all withdrawn, keyed to
// an emptied row), grievances with the user id cleared, reports the user filed (about listings).

/** The typed confirmation: the account's 10 digits, with or without +91, spaces or a leading 0. */
function sameNumber(typed: string, user: Pick<User, 'phoneNumber'>) {
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 10 && digits.slice(-10) === user.phoneNumber && /^(0|91)?\d{10}$/.test(digits);
}

export async function deleteAccount(user: User, typedPhone: string) {
  if (!sameNumber(typedPhone, user)) {
    throw new AppError('validation', 'phone_number does not match the mobile number of this account', { field: 'phone_number' });
  }
  const db = await getDb();
  const now = new Date();
  const gone = '(removed: the sender deleted their account)';
  await db.transaction(async (tx) => {
    // Listings, PGs and projects leave search (soft delete, as the poster's own delete does).
    for (const kind of ITEM_KINDS) {
      const t = ITEM_TABLES[kind] as unknown as typeof ITEM_TABLES.pg;
      await tx.update(t).set({ status: 'deleted', updatedAt: now }).where(and(eq(t.userId, user.id), ne(t.status, 'deleted')));
    }
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
    await tx.update(grievances).set({ userId: null }).where(eq(grievances.userId, user.id));
    await tx.update(consents).set({ withdrawnAt: now }).where(and(eq(consents.userId, user.id), isNull(consents.withdrawnAt)));
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
    // sign up afresh) and deleted_at ends every session (server/auth/session.ts).
    await tx.update(users).set({
      phoneNumber: `deleted-${user.id}`, countryCode: '', phoneVerified: false, isRegistered: false, name: null,
      email: null, emailVerified: false, profilePicture: null, description: null, cityArea: null, cityName: null,
      cityLat: null, cityLong: null, deletedAt: now, updatedAt: now,
    }).where(eq(users.id, user.id));
  });
  searchChanged();
  return { deleted_at: now.toISOString() };
}
