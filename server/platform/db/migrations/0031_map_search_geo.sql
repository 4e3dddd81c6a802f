CREATE INDEX "listings_geo_idx" ON "listings" USING btree ("status","group","post_type","city","lat","lng","price");--> statement-breakpoint
CREATE INDEX "pgs_geo_idx" ON "pgs" USING btree ("status","city","lat","lng");--> statement-breakpoint
CREATE INDEX "projects_geo_idx" ON "projects" USING btree ("status","city","lat","lng");