CREATE INDEX "listings_category_recent_idx" ON "listings" USING btree ("status","group","post_type","city","category","created_at");--> statement-breakpoint
CREATE INDEX "localities_city_lower_name_idx" ON "localities" USING btree (lower("city_name"),"name_lower");--> statement-breakpoint
CREATE INDEX "pg_rooms_match_idx" ON "pg_rooms" USING btree ("pg_id","room_type","rent");