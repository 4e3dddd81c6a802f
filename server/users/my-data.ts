import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import {
  bookmarks, builderAccounts, callbackRequests, enquiries, invoices, listings, notificationSettings, orders, pgs, projects,
  reviews, savedSearches, viewedItems, type User,
} from '../db/schema';
import { consentsOf, hiddenLeadIds } from '../consent/service';

// "Download my data" (DPDP Act 2023 s.11: a summary of the personal data processed):
// one JSON of everything kept about the caller, in our own column names.

export async function myData(user: User) {
  const db = await getDb();
  const mine = <T extends { userId: unknown }>(t: T) => eq(t.userId as never, user.id);
  const [builder, settings, myListings, myPgs, myProjects, sentCallbacks, sentEnquiries, gotCallbacks, gotEnquiries,
    saved, viewed, searches, written, myOrders, myInvoices, consentList] = await Promise.all([
    db.select().from(builderAccounts).where(mine(builderAccounts)),
    db.select().from(notificationSettings).where(mine(notificationSettings)),
    db.select().from(listings).where(mine(listings)).orderBy(desc(listings.id)),
    db.select().from(pgs).where(mine(pgs)).orderBy(desc(pgs.id)),
    db.select().from(projects).where(mine(projects)).orderBy(desc(projects.id)),
    db.select().from(callbackRequests).where(eq(callbackRequests.requesterId, user.id)),
    db.select().from(enquiries).where(eq(enquiries.userId, user.id)),
    db.select().from(callbackRequests).where(eq(callbackRequests.ownerId, user.id)),
    db.select().from(enquiries).where(eq(enquiries.ownerId, user.id)),
    db.select().from(bookmarks).where(mine(bookmarks)),
    db.select().from(viewedItems).where(mine(viewedItems)),
    db.select().from(savedSearches).where(mine(savedSearches)),
    db.select().from(reviews).where(eq(reviews.reviewerId, user.id)),
    db.select().from(orders).where(mine(orders)),
    db.select().from(invoices).where(mine(invoices)),
    consentsOf(user.id, db),
  ]);
  // A sender who withdrew "share my number" is hidden from this poster here too.
  const [hidCb, hidEn] = await Promise.all([
    hiddenLeadIds(db, 'callback', gotCallbacks.map((r) => r.id)), hiddenLeadIds(db, 'enquiry', gotEnquiries.map((r) => r.id))]);
  const hide = <T extends { id: number; phoneNumber: string }>(rows: T[], hidden: Set<number>) =>
    rows.map((r) => (hidden.has(r.id) ? { ...r, phoneNumber: null } : r));
  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id, country_code: user.countryCode, phone_number: user.phoneNumber, name: user.name, email: user.email,
      email_verified: user.emailVerified, role_type: user.roleType, description: user.description,
      city: user.cityName, city_area: user.cityArea, profile_picture: user.profilePicture,
      created_at: user.createdAt.toISOString(), builder_account: builder[0] ?? null, notification_settings: settings[0] ?? null,
    },
    listings: { properties: myListings, pgs: myPgs, projects: myProjects },
    leads_given: { callbacks: sentCallbacks, enquiries: sentEnquiries },
    leads_received: { callbacks: hide(gotCallbacks, hidCb), enquiries: hide(gotEnquiries, hidEn) },
    saved_items: saved,
    recently_viewed: viewed,
    saved_searches: searches,
    reviews_written: written,
    orders: myOrders,
    invoices: myInvoices,
    consents: consentList,
  };
}
