DROP INDEX "pgs_search_idx";--> statement-breakpoint
CREATE INDEX "pgs_relevance_idx" ON "pgs" USING btree ("status","city","is_featured","created_at","id");--> statement-breakpoint
CREATE INDEX "pgs_locality_lower_idx" ON "pgs" USING btree ("status","city",lower("locality"));--> statement-breakpoint
CREATE INDEX "projects_relevance_idx" ON "projects" USING btree ("status","city","is_featured","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_price_idx" ON "projects" USING btree ("status","city","price_min","price_max","project_type");--> statement-breakpoint
CREATE INDEX "projects_locality_lower_idx" ON "projects" USING btree ("status","city",lower("locality"));--> statement-breakpoint
CREATE INDEX "pgs_search_idx" ON "pgs" USING btree ("status","city","gender","min_rent","room_types");