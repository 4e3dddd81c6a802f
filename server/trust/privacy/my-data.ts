import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import {
  agentRera, billingDetails, bookmarks, builderAccounts, callbackRequests, enquiries, grievances, invoices, listings,
  notificationSettings, orders, pgs, photos, projects, ratingsReviews, reports, reviews, savedSearches, subscribedBy,
  subscriptions, uploads, viewedItems, type User,
} from '../../platform/db/schema';
import { consentsOf, hiddenLeadIds } from '../../accounts';
import { billingToApi } from '../../money';
import { grievanceToApi } from '../grievances/service';
import { photoLocation, documentUrl } from '../../listings';

// "Download my data" (DPDP Act 2023 s.11: a summary of the personal data processed):
// one JSON of everything kept about the caller, in our own column names (or the API's shape where
// one exists). Whatever erase.ts removes or keeps of an account is listed here.

export async function myData(user: User) {
  const db = await getDb();
  const mine = <T extends { userId: unknown }>(t: T) => eq(t.userId as never, user.id);
  const [builder, settings, myListings, myPgs, myProjects, sentCallbacks, sentEnquiries, gotCallbacks, gotEnquiries,
    saved, viewed, searches, written, myOrders, myInvoices, consentList, billing, ratings, subs, referrers, filed,
    reported, files, myPhotos, rera] = await Promise.all([
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
    db.select().from(billingDetails).where(mine(billingDetails)).orderBy(desc(billingDetails.id)),
    db.select().from(ratingsReviews).where(mine(ratingsReviews)),
    db.select().from(subscriptions).where(mine(subscriptions)).orderBy(desc(subscriptions.id)),
    db.select().from(subscribedBy).where(mine(subscribedBy)),
    db.select().from(grievances).where(eq(grievances.userId, user.id)).orderBy(desc(grievances.id)),
    db.select().from(reports).where(eq(reports.reporterId, user.id)),
    db.select().from(uploads).where(eq(uploads.userId, user.id)).orderBy(desc(uploads.id)),
    db.select().from(photos).where(mine(photos)).orderBy(desc(photos.id)),
    db.select().from(agentRera).where(mine(agentRera)),
  ]);
  // A sender who withdrew "share my number" is hidden from this poster here too.
  const [hidCb, hidEn] = await Promise.all([
    hiddenLeadIds(db, 'callback', gotCallbacks.map((r) => r.id)), hiddenLeadIds(db, 'enquiry', gotEnquiries.map((r) => r.id))]);
  // As the leads page shows them (server/trust/leads): no number, no e-mail, and said so.
  const hide = <T extends { id: number; phoneNumber: string; email?: string | null }>(rows: T[], hidden: Set<number>) =>
    rows.map((r) => (hidden.has(r.id)
      ? { ...r, phoneNumber: null, ...('email' in r ? { email: null } : {}), number_hidden: true }
      : { ...r, number_hidden: false }));
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
    billing_details: billing.map(billingToApi),
    ratings: ratings,
    subscriptions: subs,
    subscribed_by: referrers,
    grievances: filed.map((g) => grievanceToApi(g)),
    reports_filed: reported,
    // Profile picture, logo, brochures and private documents (documents are read at their own download link).
    uploads: files.map((u) => ({ id: u.id, purpose: u.purpose, location: u.purpose === 'document' ? documentUrl(u.id) : u.path, mime: u.mime, bytes: u.bytes, created_at: u.createdAt.toISOString() })),
    photos: myPhotos.map((p) => ({ id: p.id, location: photoLocation(p), width: p.width, height: p.height, bytes: p.bytes,
      status: p.status, created_at: p.createdAt.toISOString() })),
    agent_rera: rera[0] ?? null,
  };
}
