-- Every detail page finds its similar listings by two short walks: the newest 50 of the same locality
-- (listings_similar_locality_idx) and the newest 150 of the city (listings_category_recent_idx), keeping the 6
-- best that fall in the price band. Each walked entry was a heap visit to read its price, place and featured
-- flag: 200 random blocks per page. At 10M listings, with 16 GB of them against 128 MB of shared buffers,
-- those blocks are cold for a first visit, and the walk took 60-420 ms. With the columns the walk reads in
-- the indexes, it reads the indexes alone, and only the 6 kept rows visit the heap.
-- The posting price check's city median walks listings_category_recent_idx too: with the same columns as the
-- locality index, it is index-only like the locality median (0040).
-- The same page's history looks for earlier ads of the same home among the poster's photos: the phash now
-- sits in photos_user_idx, so an agent's thousands of photos are compared without a heap visit each.
-- drizzle has no INCLUDE: the schema keeps the key columns (server/platform/db/schema/listings.ts, media.ts).
DROP INDEX IF EXISTS "listings_similar_locality_idx";--> statement-breakpoint
CREATE INDEX "listings_similar_locality_idx" ON "listings" USING btree ("status","group","post_type","city","category",lower("locality"),"created_at","expires_at") INCLUDE ("id","price","super_area","built_up_area","carpet_area","plot_area","bedrooms","locality","lat","lng","is_featured");--> statement-breakpoint
DROP INDEX IF EXISTS "listings_category_recent_idx";--> statement-breakpoint
CREATE INDEX "listings_category_recent_idx" ON "listings" USING btree ("status","group","post_type","city","category","created_at","expires_at") INCLUDE ("id","price","super_area","built_up_area","carpet_area","plot_area","bedrooms","locality","lat","lng","is_featured");--> statement-breakpoint
DROP INDEX IF EXISTS "photos_user_idx";--> statement-breakpoint
CREATE INDEX "photos_user_idx" ON "photos" USING btree ("user_id") INCLUDE ("phash","id");--> statement-breakpoint
-- Every detail page asks whether its locality has an insights page: are there 5 live listings of that name?
-- That count walked listings_locality_lower_idx, whose keys put group and post type before the city, so at 10M
-- it read the approved entries of every group until it found 5 live ones of the name (955 blocks, 7-9 ms for
-- Whitefield; a thin locality would read them all). A partial index of the approved listings by name answers
-- it in a few entries; it is small (approved rows only, about 10 % at national scale).
CREATE INDEX IF NOT EXISTS "listings_live_locality_idx" ON "listings" USING btree ("city","locality","expires_at") WHERE "status" = 'approved';--> statement-breakpoint
ANALYZE "listings";--> statement-breakpoint
ANALYZE "photos";
