import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { HistoryEvent } from '@/lib/history/history-text';
import type { Db } from '../../platform/db/client';
import { listingEvents, listings } from '../../platform/db/schema';
import { findEarlierListings } from '../../listings';
import { isLive } from '../../platform/items/live';

// A listing's honest history: first posted, each price change, each
// "still available", and the earlier ads of the same home by the same poster.
// Price changes and confirmations are recorded by a trigger (migration listing_events).

/**
 * Rows are oldest first; the earlier listings (re-listed) come first of all. Only a live listing
 * (approved and not past its date, server/platform/items/live.ts) has a public history. `live`: the listing
 * as the caller already read it live (the detail page), so it is not read twice.
 */
export async function listingHistory(db: Db, listingId: number, live?: { createdAt: Date; price: number }): Promise<HistoryEvent[]> {
  const [row] = live ? [live] : await db.select({ createdAt: listings.createdAt, price: listings.price })
    .from(listings).where(and(eq(listings.id, listingId), isLive(listings)));
  if (!row) throw new AppError('not_found', 'No such listing');
  const [events, earlier] = await Promise.all([
    db.select().from(listingEvents).where(eq(listingEvents.listingId, listingId)).orderBy(asc(listingEvents.createdAt), asc(listingEvents.id)),
    findEarlierListings(db, listingId),
  ]);
  const prices = events.filter((e) => e.type === 'price');
  // The price it was first posted at: before the first change, the first change's old price.
  const firstPrice = prices[0]?.oldPrice ?? row.price;
  const out: HistoryEvent[] = earlier.reverse().map((e) => ({
    type: 'relisted', from: e.createdAt.toISOString(), to: e.endedAt.toISOString(), price: e.price, listing_id: e.id,
  }));
  out.push({ type: 'posted', at: row.createdAt.toISOString(), price: firstPrice });
  for (const e of events) {
    if (e.type === 'price' && e.oldPrice != null && e.newPrice != null) {
      out.push({ type: 'price', at: e.createdAt.toISOString(), old_price: e.oldPrice, new_price: e.newPrice });
    } else if (e.type === 'confirmed') out.push({ type: 'confirmed', at: e.createdAt.toISOString() });
  }
  return out;
}
