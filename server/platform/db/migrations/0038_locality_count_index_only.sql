DROP INDEX "listings_locality_lower_idx";--> statement-breakpoint
DROP INDEX "pgs_locality_lower_idx";--> statement-breakpoint
DROP INDEX "projects_locality_lower_idx";--> statement-breakpoint
CREATE INDEX "listings_locality_lower_idx" ON "listings" USING btree ("status","group","post_type","city",lower("locality"),"expires_at","locality");--> statement-breakpoint
CREATE INDEX "pgs_locality_lower_idx" ON "pgs" USING btree ("status","city",lower("locality"),"expires_at","locality");--> statement-breakpoint
CREATE INDEX "projects_locality_lower_idx" ON "projects" USING btree ("status","city",lower("locality"),"expires_at","locality");