-- The two indexes every filtered search reads (listings_filter_idx for pages in relevance order and the
-- filters, listings_count_idx for counts) hold approved rows only. At national scale nine listings in ten
-- are expired, deleted or rejected; with status as the first key their entries sat in the index unread but
-- cached, read by vacuum and rebuilt with every index build. Partial on status = 'approved' (the live test's
-- equality, server/platform/items/live.ts), measured at 1M national listings (docs/scale-and-benchmarks.md,
-- bench/results/matrix/postgres-1000000-national-partial-compare.md): 191 MB -> 15 MB and 184 MB -> 14 MB,
-- 12 % fewer buffers over the whole filter matrix, the same estimates. Migration 0046 dropped both; they
-- are built here once, with listings.is_gated. The other search indexes keep status as a key: the moderation
-- desk and My Properties read other statuses through some of them.
DROP INDEX IF EXISTS "listings_filter_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_count_idx";--> statement-breakpoint
CREATE INDEX "listings_filter_idx" ON "listings" USING btree ("group","post_type","city","is_featured","created_at","id","category","price","bedrooms","bathrooms","posted_by","furnishing","facing","transaction","construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits","is_gated","locality","expires_at") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_count_idx" ON "listings" USING btree ("group","post_type","city")
  INCLUDE ("category","price","bedrooms","bathrooms","posted_by","furnishing","facing","transaction",
  "construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits",
  "is_gated","locality","created_at","expires_at") WHERE "status" = 'approved';
