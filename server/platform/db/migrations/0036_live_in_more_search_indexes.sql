DROP INDEX "listings_search_idx";--> statement-breakpoint
DROP INDEX "listings_locality_lower_idx";--> statement-breakpoint
DROP INDEX "listings_category_recent_idx";--> statement-breakpoint
DROP INDEX "listings_similar_locality_idx";--> statement-breakpoint
DROP INDEX "pgs_locality_lower_idx";--> statement-breakpoint
DROP INDEX "projects_geo_idx";--> statement-breakpoint
DROP INDEX "projects_search_idx";--> statement-breakpoint
DROP INDEX "projects_relevance_idx";--> statement-breakpoint
DROP INDEX "projects_price_idx";--> statement-breakpoint
DROP INDEX "projects_locality_lower_idx";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("status","group","post_type","city","category","price","expires_at");--> statement-breakpoint
CREATE INDEX "listings_locality_lower_idx" ON "listings" USING btree ("status","group","post_type","city",lower("locality"),"expires_at");--> statement-breakpoint
CREATE INDEX "listings_category_recent_idx" ON "listings" USING btree ("status","group","post_type","city","category","created_at","expires_at");--> statement-breakpoint
CREATE INDEX "listings_similar_locality_idx" ON "listings" USING btree ("status","group","post_type","city","category",lower("locality"),"created_at","expires_at");--> statement-breakpoint
CREATE INDEX "pgs_locality_lower_idx" ON "pgs" USING btree ("status","city",lower("locality"),"expires_at");--> statement-breakpoint
CREATE INDEX "projects_geo_idx" ON "projects" USING btree ("status","city","lat","lng","expires_at");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING btree ("status","city","project_type","price_min","expires_at");--> statement-breakpoint
CREATE INDEX "projects_relevance_idx" ON "projects" USING btree ("status","city","is_featured","created_at","id","expires_at");--> statement-breakpoint
CREATE INDEX "projects_price_idx" ON "projects" USING btree ("status","city","price_min","price_max","project_type","expires_at");--> statement-breakpoint
CREATE INDEX "projects_locality_lower_idx" ON "projects" USING btree ("status","city",lower("locality"),"expires_at");