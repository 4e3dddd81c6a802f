// The columns every posted item (listing, PG, project) shares: its poster and its
// life cycle (pending -> approved -> expired, or rejected; any -> deleted), the
// moderation reasons and desk note the poster sees, the 60-day freshness
// (confirmed_at, expires_at), featuring and the view count. One definition, so
// server/platform/items can own, delete, renew and list any kind through the same columns.
import { sql } from 'drizzle-orm';
import { boolean, integer, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { listingStatus } from './enums';
import { users } from './people';

export const itemLifecycleColumns = () => ({
  userId: integer('user_id').notNull().references(() => users.id),
  status: listingStatus('status').notNull().default('pending'),
  isFeatured: boolean('is_featured').notNull().default(false),
  viewCount: integer('view_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  moderationReasons: text('moderation_reasons').array().notNull().default(sql`'{}'::text[]`),
  // The moderation desk's reason the poster sees (rejected, taken down, held after sold reports).
  adminNote: text('admin_note'),
  approvedAt: ts('approved_at'),
  confirmedAt: ts('confirmed_at'),
  expiresAt: ts('expires_at'),
});
