-- The planner multiplies the selectivities of a search's clauses as if the columns were independent. They
-- are not: a city's listings lean to some groups and deals, plots have no bedrooms, an owner is rarely
-- verified, a builder sells new homes under construction. Misjudged row counts picked bitmap heap scans
-- that read thousands of table blocks where an index walk read a few hundred (at 10M: "verified + owner +
-- posted this month" expected 70 rows and found 4,201). Multivariate statistics give it the joint
-- distribution of the equality columns searches combine: functional dependencies, distinct counts of the
-- groups, and the most common combinations (mcv). Range columns (price, the areas, created_at, expires_at)
-- have no joint histogram in PostgreSQL; their estimates are checked by the bench (bench/lib/estimates.ts).
-- At most 8 columns each: ANALYZE's cost grows with the combinations.
CREATE STATISTICS IF NOT EXISTS "listings_search_keys_stx" (dependencies, ndistinct, mcv)
  ON "status", "group", "post_type", "city", "category" FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_search_rooms_stx" (dependencies, ndistinct, mcv)
  ON "group", "post_type", "category", "bedrooms", "bathrooms", "furnishing" FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_search_poster_stx" (dependencies, ndistinct, mcv)
  ON "status", "city", "post_type", "posted_by", "is_verified", "is_gated" FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_search_deal_stx" (dependencies, ndistinct, mcv)
  ON "group", "post_type", "category", "transaction", "construction_status", "facing" FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "pgs_search_stx" (dependencies, ndistinct, mcv)
  ON "status", "city", "gender" FROM "pgs";--> statement-breakpoint
ANALYZE "listings";--> statement-breakpoint
ANALYZE "pgs";
