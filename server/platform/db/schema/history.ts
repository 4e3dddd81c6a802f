// Listing history: what happened to a listing after it was first posted.
// Rows are written by a trigger on listings (migration listing_events, below its
// `-- custom:` line), so every writer (edit, "Still available", imports, the desk) is
// recorded without having to remember it. server/catalog/history reads them.
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { listings } from './listings';

export const listingEvents = pgTable('listing_events', {
  id: serial('id').primaryKey(),
  listingId: integer('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
  /** 'price' (old_price -> new_price) or 'confirmed' (the poster confirmed it is still available). */
  type: text('type').notNull(),
  oldPrice: bigint('old_price', { mode: 'number' }),
  newPrice: bigint('new_price', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  // A detail page's history and a card's latest price change: one listing's rows, newest first.
  index('listing_events_listing_idx').on(t.listingId, t.createdAt),
]);
