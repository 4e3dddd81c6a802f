import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { detailUrl } from '@/lib/detail-url';
import { getDb } from '../../platform/db/client';
import { listings } from '../../platform/db/schema';
import { countedListing } from './entitlements';

// Which of a poster's listings take the places of their allowance, and which wait
// for a plan: Plan Management names them, so a poster at or over the limit sees
// what counts and what to do (end one, or buy a plan and bring one back).

const MAX_SHOWN = 100;

export type CountedListing = { id: number; title: string; status: 'pending' | 'approved' | 'expired'; href: string };

const shape = (r: { id: number; title: string; status: string; city: string; locality: string; category: string; bedrooms: number | null; postType: 'sale' | 'rent' }): CountedListing => ({
  id: r.id, title: r.title, status: r.status as CountedListing['status'],
  href: detailUrl({ kind: 'property', id: r.id, city: r.city, locality: r.locality, category: r.category, bedrooms: r.bedrooms, post_type: r.postType }),
});

export async function allowanceListings(userId: number): Promise<{ counted: CountedListing[]; waiting: CountedListing[] }> {
  const db = await getDb();
  const cols = {
    id: listings.id, title: listings.title, status: listings.status, city: listings.city, locality: listings.locality,
    category: listings.category, bedrooms: listings.bedrooms, postType: listings.postType,
  };
  const counted = await db.select(cols).from(listings).where(countedListing(userId))
    .orderBy(desc(listings.createdAt), desc(listings.id)).limit(MAX_SHOWN);
  const waiting = await db.select(cols).from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.needsPlan, true), eq(listings.status, 'expired')))
    .orderBy(desc(listings.createdAt), desc(listings.id)).limit(MAX_SHOWN);
  return { counted: counted.map(shape), waiting: waiting.map(shape) };
}
