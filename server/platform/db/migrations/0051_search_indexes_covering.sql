-- Every search a visitor can make is read from indexes alone, whatever the planner guesses. The planner
-- misjudges some searches 10-45 times (bench/lib/estimates.ts, at 1M national listings): "posted this
-- week" (it cannot know that new rows are the approved ones; PostgreSQL keeps no joint statistics of a
-- status and a range), a locality inside its city, and ranges that go together (bedrooms and price,
-- category and area). With a guess of 20 rows it picked a bitmap heap scan over a status-keyed index that
-- held only some of the filter columns, and read one table block per match (500-2,000 blocks).
-- The four indexes a search walks by a condition are now partial on approved rows, like listings_filter_idx
-- (migration 0049), and carry every filter column and a page's keys (id, is_featured, created_at, price):
-- each count and each page's ids is an index-only scan whichever of them the planner takes, and the four
-- are together a quarter of the size of the three status-keyed ones they replace (62 MB against 239 MB at
-- 1M national). listings_count_idx is keyed by created_at after the city, so "posted since" is an index
-- condition. Measured in docs/scale-and-benchmarks.md.
DROP INDEX IF EXISTS "listings_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_bedrooms_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_locality_lower_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_count_idx";--> statement-breakpoint
CREATE INDEX "listings_count_idx" ON "listings" USING btree ("group","post_type","city","created_at")
  INCLUDE ("id","is_featured","category","price","bedrooms","bathrooms","posted_by","furnishing","facing","transaction","construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits","is_gated","locality","expires_at") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("group","post_type","city","category","price")
  INCLUDE ("id","is_featured","created_at","bedrooms","bathrooms","posted_by","furnishing","facing","transaction","construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits","is_gated","locality","expires_at") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_bedrooms_idx" ON "listings" USING btree ("group","post_type","city","bedrooms","price")
  INCLUDE ("id","is_featured","created_at","category","bathrooms","posted_by","furnishing","facing","transaction","construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits","is_gated","locality","expires_at") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_locality_lower_idx" ON "listings" USING btree ("group","post_type","city",lower("locality"))
  INCLUDE ("id","is_featured","created_at","category","price","bedrooms","bathrooms","posted_by","furnishing","facing","transaction","construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits","is_gated","locality","expires_at") WHERE "status" = 'approved';--> statement-breakpoint
-- Projects are counted the same way (a builder's project matches a search by its ranges of price and
-- bedrooms, which the planner guessed 16 times too low through projects_geo_idx).
CREATE INDEX IF NOT EXISTS "projects_count_idx" ON "projects" USING btree ("city","created_at")
  INCLUDE ("id","is_featured","project_type","price_min","price_max","bedrooms_min","bedrooms_max","furnishing",
  "gated_colony","transaction","construction_status","locality","amenities","expires_at") WHERE "status" = 'approved';--> statement-breakpoint
-- A locality belongs to one city: without this the planner multiplied the city's share by the locality's
-- and guessed Whitefield's listings 10 times too few. 500 is enough for the most common localities of
-- every product city to be in the list (151k postal localities nationally); ANALYZE samples 150k rows.
CREATE STATISTICS IF NOT EXISTS "listings_locality_stx" (dependencies, ndistinct, mcv)
  ON "city", (lower("locality")) FROM "listings";--> statement-breakpoint
ALTER STATISTICS "listings_locality_stx" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "listings";--> statement-breakpoint
ANALYZE "projects";
