// Photos and uploaded files.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { itemKind } from './enums';
import { users } from './people';

// Posted photos (server/listings/media): WebP renditions at `<storage_key>-<width>.webp` in the
// storage (local disk or S3); phash = 64-bit perceptual hash for the cloned-ad check.
export const photoStatus = pgEnum('photo_status', ['processing', 'ready', 'failed']);
export const photos = pgTable('photos', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  widths: integer('widths').array().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  phash: bigint('phash', { mode: 'bigint' }).notNull(),
  status: photoStatus('status').notNull().default('ready'),
  createdAt: createdAt(),
}, (t) => [
  // Migration 0041 adds INCLUDE (phash, id): a listing's earlier ads are found among the poster's photos index-only.
  index('photos_user_idx').on(t.userId),
  // The hash cut into 5 bands (13+13+13+13+12 bits): two hashes within 4 bits share at least
  // one band exactly, so the cloned-photo check looks up candidates by band instead of
  // comparing every photo (server/listings/media/duplicates.ts spells the same expressions).
  index('photos_band0_idx').on(sql`((${t.phash} >> 51) & 8191)`),
  index('photos_band1_idx').on(sql`((${t.phash} >> 38) & 8191)`),
  index('photos_band2_idx').on(sql`((${t.phash} >> 25) & 8191)`),
  index('photos_band3_idx').on(sql`((${t.phash} >> 12) & 8191)`),
  index('photos_band4_idx').on(sql`(${t.phash} & 4095)`),
]);

export const listingImages = pgTable('listing_images', {
  id: serial('id').primaryKey(),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  // Set for uploaded photos (seeded demo images have none).
  photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
}, (t) => [
  index('listing_images_item_idx').on(t.kind, t.itemId, t.sortOrder),
  index('listing_images_photo_idx').on(t.photoId),
]);

// Uploaded files (images, documents), stored by content hash.
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: text('purpose').notNull(),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // /uploads/<name> serves a file only if a public upload uses it: one lookup by path.
  index('uploads_path_idx').on(t.path),
]);

// One row per file accepted from a user, whatever path stored it (profile
// uploads, listing photos): the daily upload quota (server/listings/uploads/quota.ts) counts these.
export const uploadUsage = pgTable('upload_usage', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
}, (t) => [index('upload_usage_user_idx').on(t.userId, t.createdAt)]);
