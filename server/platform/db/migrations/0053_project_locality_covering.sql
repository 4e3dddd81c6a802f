-- A search in a locality reads projects the way it reads listings (migration 0051): approved projects only,
-- every filter column in the index, so the count and the page's ids are index-only whatever the planner
-- guesses. At 10M national listings (100k projects) "Whitefield + 3 BHK" guessed 16 projects for 279 and
-- read each from the table through the status-keyed index. A locality belongs to one city: the statistics
-- say so, as they do for listings.
DROP INDEX IF EXISTS "projects_locality_lower_idx";--> statement-breakpoint
CREATE INDEX "projects_locality_lower_idx" ON "projects" USING btree ("city",lower("locality"))
  INCLUDE ("id","is_featured","created_at","project_type","price_min","price_max","bedrooms_min","bedrooms_max",
  "furnishing","gated_colony","transaction","construction_status","locality","amenities","expires_at")
  WHERE "status" = 'approved';--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "projects_locality_stx" (dependencies, ndistinct, mcv)
  ON "city", (lower("locality")) FROM "projects";--> statement-breakpoint
ALTER STATISTICS "projects_locality_stx" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "projects";
