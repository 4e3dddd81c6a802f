DROP INDEX "listings_geo_idx";--> statement-breakpoint
DROP INDEX "pgs_geo_idx";--> statement-breakpoint
DROP INDEX "projects_geo_idx";--> statement-breakpoint
-- custom: PGs bulk-seeded on PostgreSQL before the seeder wrote room_rents itself had none (the load
-- runs with session_replication_role = replica, which also silenced the pg_rooms triggers of 0023),
-- so no room-type search found them. Filled here from pg_rooms as 0023 did, before the index is built.
UPDATE pgs p SET room_rents = ARRAY(
  SELECT (SELECT min(r.rent) FROM pg_rooms r WHERE r.pg_id = p.id AND r.room_type = t.type)
  FROM unnest(ARRAY['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other']) WITH ORDINALITY AS t(type, n)
  ORDER BY t.n)
WHERE p.room_rents IS NULL;--> statement-breakpoint
CREATE INDEX "listings_geo_idx" ON "listings" USING btree ("status","group","post_type","city","lat","lng","bedrooms","price","category","expires_at","id");--> statement-breakpoint
CREATE INDEX "pgs_geo_idx" ON "pgs" USING btree ("status","city","lat","lng","gender","min_rent","room_rents","expires_at","id");--> statement-breakpoint
CREATE INDEX "projects_geo_idx" ON "projects" USING btree ("status","city","lat","lng","project_type","price_min","price_max","bedrooms_min","bedrooms_max","expires_at","id");--> statement-breakpoint
-- custom: the fill above changed every bulk-seeded PG's room_rents; without fresh statistics the planner
-- took a room-type search for a sequential scan (326 ms at 10M listings) until autovacuum analysed pgs.
ANALYZE "pgs";
